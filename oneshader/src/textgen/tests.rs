//! Tests of what the text backends share: the word addresses of buffer members, checked
//! against reflection over the whole corpus; and the sources both backends' tests compile.

use super::buffers;
use crate::api::{CompileOptions, CompileTarget};
use crate::testing::{compile_to_ir, corpus_entries};

/// A compute shader whose loops hold a `switch` with fall-through, `default` in the middle and
/// a loop `break` from inside it, and a `do`-`while` (a conditional back edge): each backend's
/// tests compile it and check its own loop form.
pub(crate) const LOOPS_AND_SWITCHES: &str = "RWStructuredBuffer<uint> Out : register(u0);\n\
         [shader(\"compute\")] [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {\n\
           uint acc = 0;\n\
           for (uint i = 0; i < 8; ++i) {\n\
             switch (i) {\n\
               case 0: acc += 1;\n\
               case 1: acc += 2; break;\n\
               default: acc += 4; break;\n\
               case 5: acc += 8; break;\n\
             }\n\
             if (acc > 100) break;\n\
           }\n\
           do { acc += 1; } while (acc < 50);\n\
           Out[id.x] = acc;\n\
         }";

/// The byte offsets reflection reports for every scalar leaf, divided by 4, in the same
/// order and with the same paths as `buffers::leaf_words`.
fn reflected_words(
    t: &crate::reflect::model::ReflectedType,
    offset: u32,
    path: &str,
    out: &mut Vec<(String, u32)>,
) {
    use crate::reflect::model::ReflectedTypeKind as K;
    use crate::types::MatrixPacking;
    let comp = ["x", "y", "z", "w"];
    match t.kind {
        K::Scalar => out.push((path.to_string(), offset / 4)),
        K::Vector => {
            for k in 0..t.rows {
                out.push((format!("{path}.{}", comp[k as usize]), offset / 4 + k));
            }
        }
        K::Matrix => {
            for r in 0..t.rows {
                for c in 0..t.columns {
                    let byte = match t.packing {
                        MatrixPacking::ColumnMajor => offset + c * t.matrix_stride + r * 4,
                        MatrixPacking::RowMajor => offset + r * t.matrix_stride + c * 4,
                    };
                    out.push((format!("{path}[{r}][{c}]"), byte / 4));
                }
            }
        }
        K::Array => {
            if let (Some(e), true) = (&t.element, t.length > 0) {
                for i in [0, t.length - 1] {
                    reflected_words(e, offset + i * t.stride, &format!("{path}[{i}]"), out);
                }
            }
        }
        K::Struct => {
            for m in &t.members {
                reflected_words(&m.ty, offset + m.offset, &format!("{path}.{}", m.name), out);
            }
        }
    }
}

/// For every scalar, vector and matrix member of every buffer in the corpus, the word both
/// text backends address (one address arithmetic, [`buffers`]) equals the reflected byte
/// offset / 4, with the IR compiled for either target.
#[test]
fn corpus_buffer_words_equal_reflected_offsets() {
    let mut files: Vec<String> = corpus_entries().into_iter().map(|e| e.path).collect();
    files.dedup();
    let root = crate::testing::repo_root().join("corpus");
    let mut checked = 0usize;
    for (file, target) in files
        .iter()
        .flat_map(|f| [(f, CompileTarget::Wgsl), (f, CompileTarget::Msl)])
    {
        let path = root.join(file);
        let source = std::fs::read_to_string(&path).expect("corpus file");
        let options = CompileOptions {
            targets: vec![target],
            ..CompileOptions::default()
        };
        let ir = compile_to_ir(&path.to_string_lossy(), &source, &options);
        let (Some(program), Some(module)) = (ir.program, ir.module) else {
            continue;
        };
        let reflection =
            crate::driver::reflect(&program, &options, &mut crate::diag::DiagnosticBag::new());
        for g in &module.globals {
            let Some(layout) = &g.layout else { continue };
            let reflected = reflection
                .resources
                .iter()
                .find(|r| r.name == g.name)
                .and_then(|r| r.layout.clone())
                .or_else(|| {
                    reflection
                        .push_constants
                        .iter()
                        .find(|p| p.name == g.name)
                        .map(|p| p.layout.clone())
                });
            let Some(reflected) = reflected else { continue };
            // The value type inside the buffer: the element of ConstantBuffer<T> and
            // StructuredBuffer<T>, or the type itself.
            let inner = match module.types.get(g.ty) {
                crate::types::Type::Resource(
                    crate::types::ResourceType::ConstantBuffer { element }
                    | crate::types::ResourceType::TextureBuffer { element }
                    | crate::types::ResourceType::StructuredBuffer { element, .. },
                ) => element,
                crate::types::Type::Resource(_) => continue,
                _ => g.ty,
            };
            let (layout, reflected) = match (&layout.kind, reflected.element.as_deref()) {
                (
                    crate::types::LayoutKind::Array {
                        length: 0, element, ..
                    },
                    Some(e),
                ) => (element.as_ref(), e.clone()),
                _ => (layout, reflected),
            };
            let mut ours = Vec::new();
            buffers::leaf_words(
                &module.types,
                layout,
                inner,
                &buffers::Word::Const(0),
                "",
                &mut ours,
                0,
            );
            let mut theirs = Vec::new();
            reflected_words(&reflected, 0, "", &mut theirs);
            assert_eq!(ours, theirs, "{file} ({target:?}): buffer '{}'", g.name);
            checked += ours.len();
        }
    }
    assert!(checked > 100, "only {checked} buffer leaves checked");
}
