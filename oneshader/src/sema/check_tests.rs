//! Tests of the checker on whole shaders: lex, preprocess, parse, check.

use super::*;
use crate::diag::Severity;
use crate::preprocess::{preprocess, PreprocessOptions};
use crate::sema::hir::{self, ExprKind, GlobalKind, Program, SystemValue};
use crate::source::SourceMap;
use crate::types::Type;

/// One resolved diagnostic: code, line, column, message, is-error.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Found {
    pub code: Code,
    pub line: u32,
    pub column: u32,
    pub message: String,
    pub error: bool,
}

/// Runs lex -> preprocess -> parse -> check on `src` (reported as `test.hlsl`).
pub(crate) fn check_source_with(src: &str, options: &SemaOptions) -> (Program, Vec<Found>) {
    let mut sources = SourceMap::new();
    let main = sources.add("test.hlsl", src);
    let mut diags = DiagnosticBag::new();
    let pp = preprocess(
        &mut sources,
        main,
        &PreprocessOptions::default(),
        &mut diags,
    );
    let unit = crate::syntax::parse(&pp.tokens, &pp.pragmas, &mut diags);
    let program = check(&unit, options, &mut diags);
    let found = diags
        .resolve(&sources, Default::default())
        .into_iter()
        .map(|d| Found {
            code: d.code,
            line: d.line,
            column: d.column,
            message: d.message,
            error: d.severity == Severity::Error,
        })
        .collect();
    (program, found)
}

pub(crate) fn check_source(src: &str) -> (Program, Vec<Found>) {
    check_source_with(src, &SemaOptions::default())
}

/// Checks the HIR invariants lowering relies on; returns one line per violation.
pub(crate) fn hir_violations(p: &Program) -> Vec<String> {
    use crate::types::ScalarKind;
    let mut out = Vec::new();
    for f in &p.functions {
        let ty = |e: hir::ExprId| f.exprs.get(e.index()).map(|x| x.ty);
        for (i, e) in f.exprs.iter().enumerate() {
            let mut bad =
                |why: String| out.push(format!("  {}: expr {i} {:?}: {why}", f.name, e.kind));
            if let Some(s) = p.types.scalar_of(e.ty) {
                if matches!(s.kind, ScalarKind::LiteralInt | ScalarKind::LiteralFloat)
                    && !matches!(e.kind, ExprKind::Const(_))
                {
                    bad("literal type on a non-constant".into());
                }
            }
            match &e.kind {
                ExprKind::Binary { lhs, rhs, .. } if ty(*lhs) != ty(*rhs) => {
                    bad("operand types differ".into())
                }
                ExprKind::Assign { target, value }
                | ExprKind::CompoundAssign { target, value, .. }
                    if ty(*target) != ty(*value) =>
                {
                    bad("assigned value has another type".into())
                }
                ExprKind::Call { function, args } => {
                    let params = &p.functions[function.index()].params;
                    if params.len() != args.len()
                        || params.iter().zip(args).any(|(p, a)| Some(p.ty) != ty(*a))
                    {
                        bad("arguments do not match the parameters".into());
                    }
                }
                ExprKind::LogicalAnd { lhs, rhs } | ExprKind::LogicalOr { lhs, rhs } => {
                    for x in [lhs, rhs] {
                        if ty(*x).map(|t| p.types.get(t))
                            != Some(Type::Scalar(crate::types::Scalar::BOOL))
                        {
                            bad("logical operand is not a bool scalar".into());
                        }
                    }
                }
                ExprKind::Conditional { accept, reject, .. }
                    if ty(*accept) != Some(e.ty) || ty(*reject) != Some(e.ty) =>
                {
                    bad("?: branches differ from the result".into())
                }
                _ => {}
            }
        }
        let check_return = |stmts: &[hir::Stmt], depth: u32, out: &mut Vec<String>| {
            fn walk(f: &hir::Function, stmts: &[hir::Stmt], depth: u32, out: &mut Vec<String>) {
                if depth > 64 {
                    return;
                }
                for s in stmts {
                    match &s.kind {
                        hir::StmtKind::Return { value: Some(v) }
                            if f.exprs.get(v.index()).map(|e| e.ty) != Some(f.return_type) =>
                        {
                            out.push(format!("  {}: return value type differs", f.name))
                        }
                        hir::StmtKind::Local {
                            local,
                            init: Some(v),
                        } if f.exprs.get(v.index()).map(|e| e.ty)
                            != f.locals.get(local.index()).map(|l| l.ty) =>
                        {
                            out.push(format!(
                                "  {}: local {} initializer type differs",
                                f.name, local.0
                            ))
                        }
                        hir::StmtKind::Block(b) => walk(f, &b.stmts, depth + 1, out),
                        hir::StmtKind::If {
                            then_block,
                            else_block,
                            ..
                        } => {
                            walk(f, &then_block.stmts, depth + 1, out);
                            if let Some(e) = else_block {
                                walk(f, &e.stmts, depth + 1, out);
                            }
                        }
                        hir::StmtKind::For { init, body, .. } => {
                            walk(f, &init.stmts, depth + 1, out);
                            walk(f, &body.stmts, depth + 1, out);
                        }
                        hir::StmtKind::While { body, .. } | hir::StmtKind::DoWhile { body, .. } => {
                            walk(f, &body.stmts, depth + 1, out)
                        }
                        hir::StmtKind::Switch { cases, .. } => {
                            for c in cases {
                                walk(f, &c.body.stmts, depth + 1, out);
                            }
                        }
                        _ => {}
                    }
                }
            }
            walk(f, stmts, depth, out);
        };
        check_return(&f.body.stmts, 0, &mut out);
    }
    out
}

fn errors(found: &[Found]) -> Vec<&Found> {
    found.iter().filter(|f| f.error).collect()
}

fn ok(src: &str) -> Program {
    let (p, found) = check_source(src);
    let errs = errors(&found);
    assert!(errs.is_empty(), "unexpected errors: {errs:#?}");
    let broken = hir_violations(&p);
    assert!(
        broken.is_empty(),
        "HIR invariants broken:\n{}",
        broken.join("\n")
    );
    p
}

fn first_error(src: &str) -> Found {
    let (_, found) = check_source(src);
    errors(&found)
        .first()
        .map(|f| (*f).clone())
        .unwrap_or_else(|| panic!("expected an error, got {found:#?}"))
}

const SPRITE: &str = r#"cbuffer Frame : register(b0) { float4x4 ViewProjection; float4 Tint; };
[[vk::binding(1)]] Texture2D<float4> Atlas;
[[vk::binding(2)]] SamplerState AtlasSampler;

struct VSIn
{
    float2 Position : POSITION;
    float2 Uv : TEXCOORD0;
    [[oneshader::format("unorm8x4")]] float4 Color : COLOR0;
};
struct VSOut { float4 Position : SV_Position; float2 Uv : TEXCOORD0; float4 Color : COLOR0; };

[shader("vertex")]
VSOut VSMain(VSIn i)
{
    VSOut o;
    o.Position = mul(ViewProjection, float4(i.Position, 0, 1));
    o.Uv = i.Uv;
    o.Color = i.Color * Tint;
    return o;
}

[shader("pixel")]
float4 PSMain(VSOut i) : SV_Target { return Atlas.Sample(AtlasSampler, i.Uv) * i.Color; }
"#;

fn global<'p>(p: &'p Program, name: &str) -> (GlobalId, &'p hir::Global) {
    let i = p
        .globals
        .iter()
        .position(|g| g.name == name)
        .unwrap_or_else(|| panic!("no global {name}"));
    (GlobalId(i as u32), &p.globals[i])
}

fn binding(p: &Program, name: &str) -> hir::ResourceBinding {
    match &global(p, name).1.kind {
        GlobalKind::Resource(b) => b.clone(),
        other => panic!("{name} is not a resource: {other:?}"),
    }
}

#[test]
fn sprite_checks_with_bindings_layouts_and_stage_io() {
    let p = ok(SPRITE);
    let frame = binding(&p, "Frame");
    assert_eq!((frame.set, frame.binding, frame.count), (0, 0, 1));
    let layout = frame.layout.expect("Frame has a layout");
    assert_eq!(layout.size, 80);
    match &layout.kind {
        crate::types::LayoutKind::Struct { members, .. } => {
            assert_eq!(members[1].name, "Tint");
            assert_eq!(members[1].offset, 64);
        }
        other => panic!("not a struct layout: {other:?}"),
    }
    assert_eq!(binding(&p, "Atlas").binding, 1);
    assert_eq!(binding(&p, "AtlasSampler").binding, 2);

    assert_eq!(p.entry_points.len(), 2);
    let vs = &p.entry_points[0];
    assert_eq!(
        (vs.name.as_str(), vs.stage),
        ("VSMain", crate::target::Stage::Vertex)
    );
    let locs: Vec<Option<u32>> = vs.inputs.iter().map(|v| v.location).collect();
    assert_eq!(locs, vec![Some(0), Some(1), Some(2)]);
    assert_eq!(vs.inputs[2].name, "Color");
    assert_eq!(vs.inputs[2].vertex_format.as_deref(), Some("unorm8x4"));
    assert_eq!(vs.inputs[0].path, vec![0]);
    assert_eq!(vs.outputs[0].system_value, Some(SystemValue::Position));
    assert_eq!(vs.outputs[1].location, Some(0));
    assert_eq!(vs.outputs[2].location, Some(1));
    assert_eq!(vs.used_globals, vec![global(&p, "Frame").0]);

    let ps = &p.entry_points[1];
    assert_eq!(ps.inputs[0].system_value, Some(SystemValue::Position));
    assert_eq!(ps.outputs.len(), 1);
    assert_eq!(ps.outputs[0].location, Some(0));
    assert_eq!(
        ps.used_globals,
        vec![global(&p, "Atlas").0, global(&p, "AtlasSampler").0]
    );
}

#[test]
fn cbuffer_members_are_members_of_the_buffer_global() {
    let p = ok(SPRITE);
    let f = &p.functions[p.entry_points[0].function.index()];
    let (frame, _) = global(&p, "Frame");
    let found = f.exprs.iter().any(|e| match e.kind {
        ExprKind::Member { base, index: 1 } => {
            matches!(f.exprs[base.index()].kind, ExprKind::Global(g) if g == frame)
        }
        _ => false,
    });
    assert!(found, "Tint is Member {{ Global(Frame), 1 }}");
}

#[test]
fn misspelled_global_is_osh0300_with_suggestion_at_the_spec_position() {
    let src = SPRITE.replace("return Atlas.Sample", "return Atlass.Sample");
    let (_, found) = check_source(&src);
    let errs = errors(&found);
    assert_eq!(errs.len(), 1, "{errs:#?}");
    assert_eq!(errs[0].code, Code::UNDECLARED);
    assert_eq!(
        errs[0].message,
        "'Atlass' is not declared. Did you mean 'Atlas'?"
    );
    assert_eq!((errs[0].line, errs[0].column), (24, 45));
}

#[test]
fn misspelled_member_is_osh0308_with_suggestion_at_the_spec_position() {
    let src = SPRITE.replace("AtlasSampler, i.Uv", "AtlasSampler, i.UV");
    let (_, found) = check_source(&src);
    let errs = errors(&found);
    assert_eq!(errs.len(), 1, "{errs:#?}");
    assert_eq!(errs[0].code, Code::NO_SUCH_MEMBER);
    assert_eq!(
        errs[0].message,
        "The struct 'VSOut' has no member 'UV'. Did you mean 'Uv'?"
    );
    assert_eq!((errs[0].line, errs[0].column), (24, 74));
}

#[test]
fn plain_globals_form_the_implicit_globals_buffer() {
    let p = ok("float4 Color; Texture2D T; float Scale;\n[shader(\"pixel\")] float4 PS() : SV_Target { return Color * Scale + T.Load(int3(0,0,0)); }");
    let (gid, g) = global(&p, "Globals");
    let b = binding(&p, "Globals");
    assert!(b.implicit_globals);
    assert_eq!(b.binding, 0);
    assert_eq!(binding(&p, "T").binding, 1);
    assert_eq!(b.layout.as_ref().map(|l| l.size), Some(32));
    assert!(matches!(p.types.get(g.ty), Type::Resource(_)));
    assert_eq!(p.entry_points[0].used_globals, vec![gid, global(&p, "T").0]);

    let p = ok("struct Globals { float a; }; float4 Color;\n[shader(\"pixel\")] float4 PS() : SV_Target { return Color; }");
    assert!(p.globals.iter().any(|g| g.name == "_Globals"));
}

#[test]
fn uint16_without_16bit_types_is_osh0360() {
    let e = first_error("uint16_t x;\n[shader(\"pixel\")] float4 PS() : SV_Target { return 0; }");
    assert_eq!(e.code, Code::NEEDS_16BIT_TYPES);
    assert_eq!(
        e.message,
        "The type 'uint16_t' needs 16-bit types enabled. Compile with -enable-16bit-types (MSBuild: OneShaderEnable16BitTypes=true), or use half, min16float, int or uint."
    );
    assert_eq!((e.line, e.column), (1, 1));
    // `half` is a 32-bit float without the option.
    let p = ok("static half h = 1;\n[shader(\"pixel\")] float4 PS() : SV_Target { return h; }");
    let (_, g) = global(&p, "h");
    assert_eq!(p.types.display(g.ty), "float");
}

#[test]
fn spec_constant_as_array_size_is_osh0310() {
    let e = first_error("[[vk::constant_id(0)]] const int N = 4;\nstatic float a[N];\n[shader(\"pixel\")] float4 PS() : SV_Target { return a[0]; }");
    assert_eq!(e.code, Code::NOT_CONSTANT);
    assert!(
        e.message.starts_with(
            "The array size must be an integer constant. It uses a specialization constant"
        ),
        "{}",
        e.message
    );
    assert_eq!((e.line, e.column), (2, 16));
}

#[test]
fn numthreads_is_folded_and_required_for_compute() {
    let p = ok("static const uint W = 4 * 2;\nRWStructuredBuffer<uint> B;\n[shader(\"compute\")] [numthreads(W, W / 2, 1)] void CS(uint3 id : SV_DispatchThreadID) { B[id.x] = id.y; }");
    assert_eq!(p.entry_points[0].workgroup_size, [8, 4, 1]);
    assert_eq!(
        p.entry_points[0].inputs[0].system_value,
        Some(SystemValue::DispatchThreadId)
    );
    let e = first_error("[shader(\"compute\")] void CS() { }");
    assert_eq!(e.code, Code::BAD_ENTRY_POINT);
    let e = first_error("[[vk::constant_id(1)]] const uint W = 8;\n[shader(\"compute\")] [numthreads(W, 1, 1)] void CS() { }");
    assert_eq!(e.code, Code::NOT_CONSTANT);
    assert_eq!(
        e.message,
        "Argument 1 of 'numthreads' must be an integer constant. It uses a specialization constant, whose value is only known when the pipeline is created: use a literal or a 'static const' there, or choose the value with a #define."
    );
}

#[test]
fn static_const_globals_fold() {
    let p = ok("static const float K = 2.0 * 3;\nstatic const int3 V = int3(1, 2, 3) + 1;\n[shader(\"pixel\")] float4 PS() : SV_Target { return K + V.z; }");
    assert!(
        matches!(&global(&p, "K").1.kind, GlobalKind::Constant { value } if *value == hir::ConstValue::Float(6.0))
    );
    assert!(
        matches!(&global(&p, "V").1.kind, GlobalKind::Constant { value } if *value == hir::ConstValue::Composite(vec![hir::ConstValue::Int(2), hir::ConstValue::Int(3), hir::ConstValue::Int(4)]))
    );
}

/// Every corpus file checks without errors for its listed entry points (the corpus lives in
/// the workspace root, `corpus/entries.txt`).
#[test]
fn corpus_checks_without_errors() {
    let root = crate::testing::repo_root().join("corpus");
    let mut failures = Vec::new();
    let mut total = 0;
    for corpus_entry in crate::testing::corpus_entries() {
        let (path, entry) = (corpus_entry.path.as_str(), corpus_entry.entry.as_str());
        total += 1;
        let file = root.join(path);
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let mut sources = SourceMap::new();
        let main = sources.add(file.to_string_lossy().into_owned(), text);
        let mut diags = DiagnosticBag::new();
        let options = crate::api::CompileOptions {
            include_dirs: vec![root.clone()],
            ..corpus_entry.options()
        };
        let program =
            crate::driver::front_end(&mut sources, main, &options, &mut diags, &mut Vec::new());
        let errs: Vec<String> = diags
            .resolve(&sources, Default::default())
            .into_iter()
            .filter(|d| d.is_error())
            .map(|d| format!("  {d}"))
            .collect();
        let broken = match (&program, errs.is_empty()) {
            (Some(program), true) => hir_violations(program),
            _ => Vec::new(),
        };
        let entry_points = program.as_ref().map_or(0, |p| p.entry_points.len());
        if !errs.is_empty() || entry_points != 1 || !broken.is_empty() {
            failures.push(format!(
                "{path} {entry}:\n{}{}",
                errs.join("\n"),
                broken.join("\n")
            ));
        }
    }
    eprintln!(
        "corpus: {} of {total} entry points check without errors",
        total - failures.len()
    );
    assert!(total > 0);
    assert!(
        failures.is_empty(),
        "{} of {total} corpus entry points fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn ps(body: &str) -> String {
    format!("[shader(\"pixel\")] float4 PS(float4 p : SV_Position) : SV_Target {{ {body} }}")
}

fn entry_fn(p: &Program) -> &hir::Function {
    &p.functions[p.entry_points[0].function.index()]
}

#[test]
fn type_errors_are_osh0302_once() {
    let e = first_error(&format!(
        "SamplerState s;\n{}",
        ps("float4 x = 1; float4 y = x + s; return y;")
    ));
    assert_eq!(e.code, Code::TYPE_MISMATCH);
    assert_eq!(
        e.message,
        "Operator '+' cannot be applied to 'float4' and 'SamplerState'."
    );
    // One typo, one diagnostic: the error type silences what is built on it.
    let (_, found) = check_source(&ps("float4 a = undefinedThing * 2 + p; return a.xyzw + a;"));
    assert_eq!(errors(&found).len(), 1, "{found:#?}");
    let e = first_error(&ps(
        "float3 v = float4(1, 2, 3, 4); float4 w = v; return w;",
    ));
    assert_eq!(e.message, "Cannot convert 'float3' to 'float4'.");
    // Truncation is a warning, not an error.
    let (_, found) = check_source(&ps("float2 v = p; return v.xyxy;"));
    assert!(errors(&found).is_empty());
    assert!(found.iter().any(|f| f.code == Code::IMPLICIT_TRUNCATION));
}

/// The functions the entry function calls, in expression order.
fn called_functions(p: &Program) -> Vec<u32> {
    entry_fn(p)
        .exprs
        .iter()
        .filter_map(|e| match e.kind {
            ExprKind::Call { function, .. } => Some(function.0),
            _ => None,
        })
        .collect()
}

/// C++'s rule for derived structs: the overload taking the nearer base wins; two overloads
/// each nearer for a different argument stay ambiguous.
#[test]
fn a_derived_struct_picks_the_overload_of_its_nearest_base() {
    let structs = "struct B { float a; }; struct D1 : B { float b; }; struct D2 : D1 { float c; };";
    let p = ok(&format!(
        "{structs} float f(B x) {{ return 1; }} float f(D1 x) {{ return 2; }}\n{}",
        ps("D2 d = (D2)0; return f(d);")
    ));
    assert_eq!(called_functions(&p), vec![1]);
    let e = first_error(&format!(
        "{structs} float g(B x, D1 y) {{ return 1; }} float g(D1 x, B y) {{ return 2; }}\n{}",
        ps("D2 d = (D2)0; return g(d, d);")
    ));
    assert_eq!(e.code, Code::AMBIGUOUS_CALL, "{}", e.message);
}

#[test]
fn overloads_pick_the_best_match_or_report() {
    let p = ok(&format!(
        "float f(float x) {{ return x; }} int f(int x) {{ return x; }} float3 f(float3 x) {{ return x; }}\n{}",
        ps("float a = f(1.5); int b = f(2); float3 c = f(p.xyz); return float4(c, a + b);")
    ));
    assert_eq!(called_functions(&p), vec![0, 1, 2]);
    // As in DXC, an int goes to uint (a signedness change) before float.
    ok(&format!(
        "float f(float x) {{ return x; }} float f(uint x) {{ return x; }}\n{}",
        ps("int i = 1; return f(i);")
    ));
    // A bool reaches int and uint by the same cast, and a literal matches both.
    for call in ["bool b = true; return f(b);", "return f(1);"] {
        let e = first_error(&format!(
            "float f(int x) {{ return x; }} float f(uint x) {{ return x; }}\n{}",
            ps(call)
        ));
        assert_eq!(e.code, Code::AMBIGUOUS_CALL, "{call}");
        assert_eq!(
            e.message,
            format!(
                "The call of 'f' with ({}) matches several overloads equally well. Cast the arguments to pick one.",
                if call.starts_with("bool") { "bool" } else { "literal int" }
            )
        );
    }
    let e = first_error(&format!(
        "float f(float x) {{ return x; }}\n{}",
        ps("return f(1, 2);")
    ));
    assert_eq!(e.code, Code::WRONG_ARGUMENT_COUNT);
    assert_eq!(e.message, "'f' takes 1 argument, but 2 were given.");
    // Default arguments fill the missing ones.
    ok(&format!(
        "float g(float x, float y = 2) {{ return x * y; }}\n{}",
        ps("return g(1);")
    ));
}

#[test]
fn unused_values_warn_and_void_casts_drop_them() {
    // As clang (and so DXC) warns: a statement that only computes a value.
    let (_, found) = check_source(&ps(
        "float a = p.x; a; a + 1; p.xy; (void)a; a++; return p;",
    ));
    let warned: Vec<u32> = found
        .iter()
        .filter(|f| f.code == Code::UNUSED_VALUE)
        .map(|f| f.column)
        .collect();
    assert_eq!(warned, [82, 85, 92], "{found:#?}");
    assert!(errors(&found).is_empty(), "{found:#?}");
}

#[test]
fn swizzles_on_vectors_and_scalars() {
    let p = ok(&ps(
        "float s = p.x; float3 a = s.xxx; float4 b = p.wzyx; b.xy = a.zx; return b + a.rgbr;",
    ));
    let swz: Vec<Vec<u8>> = entry_fn(&p)
        .exprs
        .iter()
        .filter_map(|e| match &e.kind {
            ExprKind::Swizzle { components, .. } => Some(components.clone()),
            _ => None,
        })
        .collect();
    assert!(swz.contains(&vec![0, 0, 0]));
    assert!(swz.contains(&vec![3, 2, 1, 0]));
    let e = first_error(&ps("return p.xyq;"));
    assert_eq!(e.code, Code::BAD_SWIZZLE);
    let e = first_error(&ps("float2 v = 0; return v.xyz;"));
    assert_eq!(e.code, Code::BAD_SWIZZLE);
    assert_eq!(
        e.message,
        "'.xyz' is not a valid swizzle of 'float2': 'float2' has 2 components."
    );
    let e = first_error(&ps("p.xx = 1; return p;"));
    assert_eq!(e.code, Code::NOT_ASSIGNABLE);
    let p = ok(&ps(
        "float4x4 m = 0; m._m00_m11 = 1; return m._11_22_33_44;",
    ));
    assert!(entry_fn(&p).exprs.iter().any(|e| matches!(&e.kind, ExprKind::MatrixElements { elements, .. } if *elements == vec![(0, 0), (1, 1), (2, 2), (3, 3)])));
}

#[test]
fn constructors_flatten_components() {
    let p = ok(&ps("float2 uv = p.xy; float4 c = float4(uv, 0, 1); float2x2 m = float2x2(c); return float4(m);"));
    let f = entry_fn(&p);
    let construct = f
        .exprs
        .iter()
        .find(|e| matches!(e.kind, ExprKind::Construct { .. }) && p.types.display(e.ty) == "float4")
        .expect("a float4 constructor");
    let ExprKind::Construct { args } = &construct.kind else {
        unreachable!()
    };
    let arg_types: Vec<String> = args
        .iter()
        .map(|a| p.types.display(f.exprs[a.index()].ty))
        .collect();
    assert_eq!(arg_types, vec!["float2", "float", "float"]);
    let e = first_error(&ps("return float4(p.xy, 1);"));
    assert_eq!(e.code, Code::WRONG_ARGUMENT_COUNT);
    assert_eq!(
        e.message,
        "'float4' needs 4 components, but the arguments give 3."
    );
}

#[test]
fn initializer_lists_follow_flat_rules() {
    let p = ok("struct L { float3 Dir; float Power; };\nstatic const L Lights[2] = { { 1, 0, 0, 2 }, float3(0, 1, 0), 3 };\nstatic const float W[] = { 1, 2, 3 };\n[shader(\"pixel\")] float4 PS() : SV_Target { float2x2 m = { 1, 2, 3, 4 }; return Lights[1].Power + W[2] + m[1][0]; }");
    let (_, lights) = global(&p, "Lights");
    use hir::ConstValue::*;
    let GlobalKind::Constant { value } = &lights.kind else {
        panic!("Lights is constant")
    };
    assert_eq!(
        *value,
        Composite(vec![
            Composite(vec![
                Composite(vec![Float(1.0), Float(0.0), Float(0.0)]),
                Float(2.0)
            ]),
            Composite(vec![
                Composite(vec![Float(0.0), Float(1.0), Float(0.0)]),
                Float(3.0)
            ]),
        ])
    );
    assert_eq!(p.types.display(global(&p, "W").1.ty), "float[3]");
    let e = first_error(&ps("float3 v = { 1, 2, 3, 4 }; return v.x;"));
    assert_eq!(
        e.message,
        "Too many values in the initializer for 'float3'."
    );
    let e = first_error(&ps("float3 v = { 1, 2 }; return v.x;"));
    assert_eq!(e.message, "Too few values in the initializer for 'float3'.");
}

#[test]
fn inner_braces_are_flattened_as_dxc_does() {
    // Real engine code writes matrix constants row by row in braces.
    let p = ok("static const float2x2 M = { {1, 2}, {3, 4} };\nstatic const float3 V[2] = { {1, {2}}, {3, 4, 5, 6} };\n[shader(\"pixel\")] float4 PS() : SV_Target { return M[1][0] + V[1].z; }");
    use hir::ConstValue::*;
    let GlobalKind::Constant { value } = &global(&p, "M").1.kind else {
        panic!("M is constant")
    };
    assert_eq!(
        *value,
        Composite(vec![
            Composite(vec![Float(1.0), Float(2.0)]),
            Composite(vec![Float(3.0), Float(4.0)]),
        ])
    );
    let GlobalKind::Constant { value } = &global(&p, "V").1.kind else {
        panic!("V is constant")
    };
    assert_eq!(
        *value,
        Composite(vec![
            Composite(vec![Float(1.0), Float(2.0), Float(3.0)]),
            Composite(vec![Float(4.0), Float(5.0), Float(6.0)]),
        ])
    );
    let e = first_error(&ps("float2x2 m = { {1, 2}, {3, 4, 5} }; return m[0][0];"));
    assert_eq!(
        e.message,
        "Too many values in the initializer for 'float2x2'."
    );
}

#[test]
fn out_arguments_must_be_places_and_calls_cannot_recurse() {
    let e = first_error(&format!(
        "void f(out float x) {{ x = 1; }}\n{}",
        ps("f(p.x + 1); return p;")
    ));
    assert_eq!(e.code, Code::NOT_ASSIGNABLE);
    let e = first_error(&format!(
        "void f(inout float x) {{ x = 1; }}\ncbuffer C {{ float k; }};\n{}",
        ps("f(k); return p;")
    ));
    assert_eq!(e.code, Code::NOT_ASSIGNABLE);
    assert_eq!(
        e.message,
        "This expression is a constant-buffer member, so it cannot be passed as an out argument."
    );
    let e = first_error(&format!("float f(float x);\nfloat g(float x) {{ return f(x); }}\nfloat f(float x) {{ return g(x); }}\n{}", ps("return f(1);")));
    assert_eq!(e.code, Code::RECURSION);
}

#[test]
fn statement_rules() {
    let e = first_error(&ps("break; return p;"));
    assert_eq!(e.code, Code::BAD_BREAK);
    let e = first_error("float f(float x) { if (x > 0) return 1; }\n[shader(\"pixel\")] float4 PS() : SV_Target { return f(1); }");
    assert_eq!(e.code, Code::MISSING_RETURN);
    ok("float f(float x) { while (true) { if (x > 0) return 1; x += 1; } }\n[shader(\"pixel\")] float4 PS() : SV_Target { return f(1); }");
    let e = first_error("void kill() { discard; }\n[shader(\"vertex\")] float4 VS() : SV_Position { kill(); return 0; }");
    assert_eq!(e.code, Code::WRONG_STAGE);
    let p = ok(&ps("int i = (int)p.x; float r = 0; switch (i) { case 0: case 1: r = 1; break; default: r = 2; } [unroll] for (int k = 0; k < 4; ++k) r += k; return r;"));
    let f = entry_fn(&p);
    let sw = f.body.stmts.iter().find_map(|s| match &s.kind {
        hir::StmtKind::Switch { cases, .. } => Some(cases.clone()),
        _ => None,
    });
    let cases = sw.expect("a switch");
    assert_eq!(cases.len(), 2);
    assert_eq!(
        cases[0].labels,
        vec![hir::CaseLabel::Value(0), hir::CaseLabel::Value(1)]
    );
    assert!(f.body.stmts.iter().any(|s| matches!(
        s.kind,
        hir::StmtKind::For {
            hint: hir::ControlHint::Unroll(None),
            ..
        }
    )));
}

#[test]
fn push_constants_resources_and_entry_requests() {
    let p = ok("struct PerDraw { float4x4 Model; float4 Tint; uint Index; };\n[[vk::push_constant]] ConstantBuffer<PerDraw> Draw;\n[shader(\"vertex\")] float4 VS(float3 pos : POSITION) : SV_Position { return mul(Draw.Model, float4(pos, 1)) * Draw.Tint; }");
    let (gid, g) = global(&p, "Draw");
    let GlobalKind::PushConstant { layout, .. } = &g.kind else {
        panic!("Draw is a push constant")
    };
    assert_eq!(layout.size, 96);
    assert_eq!(p.entry_points[0].used_globals, vec![gid]);
    let e = first_error("[[vk::push_constant]] cbuffer C { float4 x; };\n[shader(\"pixel\")] float4 PS() : SV_Target { return x; }");
    assert_eq!(e.code, Code::PUSH_CONSTANT_CONFLICT);
    // An unbounded array is count 0 (a runtime descriptor array).
    let p = ok("Texture2D T[];\n[shader(\"pixel\")] float4 PS() : SV_Target { return 0; }");
    assert_eq!(binding(&p, "T").count, 0);
    let p = ok("Texture2D T[4]; SamplerState S;\n[shader(\"pixel\")] float4 PS(uint i : IDX) : SV_Target { return T[NonUniformResourceIndex(i)].Sample(S, float2(0, 0)); }");
    assert_eq!(binding(&p, "T").count, 4);
    assert_eq!(binding(&p, "S").binding, 1);

    let options = SemaOptions {
        entry_points: vec![crate::target::EntryPointRequest {
            name: "PSmain".into(),
            stage: None,
        }],
        ..SemaOptions::default()
    };
    let (_, found) = check_source_with(SPRITE, &options);
    let errs = errors(&found);
    assert_eq!(errs[0].code, Code::NO_ENTRY_POINT);
    assert_eq!(
        errs[0].message,
        "The entry point 'PSmain' is not declared in the shader. Did you mean 'PSMain'?"
    );
}

#[test]
fn stage_io_semantics_are_validated() {
    let e = first_error(
        "[shader(\"pixel\")] float4 PS(float4 p : SV_VertexID) : SV_Target { return p; }",
    );
    assert_eq!(e.code, Code::BAD_SEMANTIC);
    let e = first_error(
        "[shader(\"pixel\")] float4 PS(float4 p : SV_Positon) : SV_Target { return p; }",
    );
    assert_eq!(
        e.message,
        "'SV_Positon' is not a supported system-value semantic. Did you mean 'SV_Position'?"
    );
    let p = ok("struct O { float4 a : SV_Target1; float4 b : SV_Target0; };\nstruct I { float4 pos : SV_Position; [[vk::location(3)]] float2 uv : TEXCOORD0; uint id : ID; };\n[shader(\"pixel\")] O PS(I i) { O o; o.a = i.uv.x; o.b = i.id; return o; }");
    let ep = &p.entry_points[0];
    assert_eq!(
        ep.outputs.iter().map(|v| v.location).collect::<Vec<_>>(),
        vec![Some(1), Some(0)]
    );
    assert_eq!(ep.inputs[1].location, Some(3));
    assert_eq!(ep.inputs[2].location, Some(0));
    assert!(ep.inputs[2].interpolation.nointerpolation);
    // `[[vk::location(N)]]` on a parameter, as on a member; the others take the free ones.
    let p = ok("[shader(\"vertex\")] float4 VS([[vk::location(2)]] float3 p : POSITION, float2 uv : TEXCOORD0, [[vk::location(0)]] float4 c : COLOR) : SV_Position { return float4(p + c.xyz, uv.x); }");
    let ep = &p.entry_points[0];
    assert_eq!(
        ep.inputs.iter().map(|v| v.location).collect::<Vec<_>>(),
        vec![Some(2), Some(1), Some(0)]
    );
    // DXC's SPIR-V.rst example: on the function, the return value's location.
    let p = ok("struct VSInput { [[vk::location(0)]] float4 pos : POSITION; [[vk::location(1)]] float3 norm : NORMAL; };\n[[vk::location(1)]] [shader(\"vertex\")]\nfloat4 VSMain(in VSInput input, [[vk::location(2)]] in float4 tex : TEXCOORD, out float4 pos : SV_Position) : TEXCOORD { pos = input.pos; return tex; }");
    let ep = &p.entry_points[0];
    let loc = |vars: &[crate::sema::hir::StageVar], name: &str| {
        vars.iter()
            .find(|v| v.semantic.name == name)
            .and_then(|v| v.location)
    };
    assert_eq!(loc(&ep.inputs, "POSITION"), Some(0));
    assert_eq!(loc(&ep.inputs, "NORMAL"), Some(1));
    assert_eq!(loc(&ep.inputs, "TEXCOORD"), Some(2));
    assert_eq!(loc(&ep.outputs, "TEXCOORD"), Some(1));
}

#[test]
fn const_locals_enums_and_namespaces() {
    let p = ok("namespace Tone { static const float Gamma = 2.2; float Apply(float x) { return pow(x, 1 / Gamma); } }\nenum Mode { Off, Half = 2, Full };\nenum class Flag : uint { A = 1, B = 4 };\n[shader(\"pixel\")] float4 PS() : SV_Target { const uint N = 3; float a[N * 2]; Mode m = Full; uint f = (uint)Flag::B; a[0] = Tone::Apply(0.5) + m + f; return a[0]; }");
    let f = entry_fn(&p);
    let arr = f.locals.iter().find(|l| l.name == "a").expect("local a");
    assert_eq!(p.types.display(arr.ty), "float[6]");
    // `Full` folds to 3, `Flag::B` to 4.
    assert!(f
        .exprs
        .iter()
        .any(|e| matches!(e.kind, ExprKind::Const(hir::ConstValue::Int(3)))));
    assert!(f
        .exprs
        .iter()
        .any(|e| matches!(e.kind, ExprKind::Const(hir::ConstValue::Uint(4)))));
    // A member function is a function taking `this` first (inout, as DXC lowers it).
    let p = ok("struct S { float x; float Get() { return x; } };\n[shader(\"pixel\")] float4 PS() : SV_Target { S s = (S)1; return s.Get(); }");
    let get = p
        .functions
        .iter()
        .find(|f| f.name == "S.Get")
        .expect("S.Get");
    assert_eq!(get.params[0].name, "this");
    assert_eq!(get.params[0].direction, hir::ParamDirection::InOut);
    // A member function template's instance is a member function of the struct too.
    let p = ok("struct S { float x; template<typename T> T Get(T v) { return v * (T)x; } };\n[shader(\"pixel\")] float4 PS() : SV_Target { S s = (S)1; return s.Get(2) + s.Get(float4(1, 2, 3, 4)); }");
    for (name, ty) in [("S.Get<int>", "int"), ("S.Get<float4>", "float4")] {
        let f = p.functions.iter().find(|f| f.name == name).expect(name);
        assert_eq!(f.params[0].name, "this");
        assert_eq!(p.types.display(f.params[1].ty), ty);
    }
    // A member named through a base: the base's, past the derived struct's hiding one.
    let p = ok("struct B { float x; };\nstruct D : B { float x; };\n[shader(\"pixel\")] float4 PS() : SV_Target { D d = (D)0; d.B::x = 1; return d.B::x + d.x; }");
    let f = p.functions.iter().find(|f| f.name == "PS").expect("PS");
    // `d.B::x` is member 0 (the base) of `d`, then the base's member 0.
    let through_base = f.exprs.iter().filter(|e| {
        matches!(e.kind, ExprKind::Member { base, index: 0 }
            if matches!(f.exprs[base.index()].kind, ExprKind::Member { index: 0, .. }))
    });
    assert_eq!(through_base.count(), 2);
    let e = first_error("struct A { float x; };\nstruct C { float x; };\n[shader(\"pixel\")] float4 PS() : SV_Target { A a = (A)0; return a.C::x; }");
    assert_eq!(e.code, Code::NO_SUCH_MEMBER);
    assert_eq!(
        e.message,
        "'C' is not 'A' or one of its bases, so 'A' has no member 'C::x'."
    );
    // Defined after the struct, it is the prototype's definition.
    let p = ok("struct S { float x; template<typename T> T Get(T v); };\ntemplate<typename T> T S::Get(T v) { return v * (T)x; }\n[shader(\"pixel\")] float4 PS() : SV_Target { S s = (S)1; return s.Get(2.0); }");
    assert!(p.functions.iter().any(|f| f.name == "S.Get<float>"));
    let e = first_error("struct S { float x; template<typename T> T Get(T v); };\ntemplate<typename T> T S::Get(T v, T w) { return v; }\n[shader(\"pixel\")] float4 PS() : SV_Target { return 0; }");
    assert_eq!(e.code, Code::NO_SUCH_MEMBER);
    assert!(
        e.message
            .starts_with("'S' declares no member function template 'Get' with these parameters"),
        "{}",
        e.message
    );
    // An explicit specialization after the struct replaces the template for its arguments,
    // written or deduced from its parameters.
    for spec in [
        "template<> int S::Get<int>(int v) { return v + 1; }",
        "template<> int S::Get(int v) { return v + 1; }",
    ] {
        let p = ok(&format!("struct S {{ float x; template<typename T> T Get(T v) {{ return v * (T)x; }} }};\n{spec}\n[shader(\"pixel\")] float4 PS() : SV_Target {{ S s = (S)1; return s.Get(2) + s.Get(2.0); }}"));
        let f = p
            .functions
            .iter()
            .find(|f| f.name == "S.Get<int>")
            .expect("the int instance");
        let binary_adds = f
            .exprs
            .iter()
            .filter(|e| matches!(e.kind, ExprKind::Binary { .. }))
            .count();
        assert_eq!(binary_adds, 1, "{spec}: the specialization's body");
        assert!(p.functions.iter().any(|f| f.name == "S.Get<float>"));
    }
    let e = first_error("struct S { float x; };\ntemplate<> int S::Get<int>(int v) { return v; }\n[shader(\"pixel\")] float4 PS() : SV_Target { return 0; }");
    assert_eq!(e.code, Code::NO_SUCH_MEMBER);
    assert!(
        e.message
            .contains("'S' declares no member function template 'Get'"),
        "{}",
        e.message
    );
    // Static members of struct templates, per instance, from outside and inside.
    let p = ok("template<typename T, uint N> struct P { static const uint Cap = N; static T last; static uint room() { return Cap - 1; } };\n[shader(\"pixel\")] float4 PS() : SV_Target { P<float, 4>::last = 2; P<int, 8>::last = 3; return P<float, 2 + 2>::last + P<int, 8>::room() + P<float, 4>::Cap; }");
    let ps = p.functions.iter().find(|f| f.name == "PS").expect("PS");
    let globals: std::collections::BTreeSet<u32> = ps
        .exprs
        .iter()
        .filter_map(|e| match e.kind {
            ExprKind::Global(g) => Some(g.0),
            _ => None,
        })
        .collect();
    assert_eq!(globals.len(), 2, "one 'last' per instance");
    let e =
        first_error("[shader(\"pixel\")] float4 PS() : SV_Target { return vector<float, 4>::x; }");
    assert_eq!(e.code, Code::NO_SUCH_MEMBER);
    assert_eq!(
        e.message,
        "'float4' is not a struct, so it has no static member 'x'."
    );
    let e = first_error("struct S { template<typename T> T Get(T v) { return v; } template<> int Get<int>(int v) { return v; } };\n[shader(\"pixel\")] float4 PS() : SV_Target { return 0; }");
    assert_eq!(e.code, Code::UNSUPPORTED);
    assert!(e.message.contains("after the struct"), "{}", e.message);
}

/// Idioms from real game shaders that must check cleanly.
const GAME_IDIOMS: &str = r#"
#define PI 3.14159265
#pragma pack_matrix(row_major)
struct Light { float3 Position; float Range; float3 Color; uint Type; };
cbuffer PerFrame : register(b0)
{
    float4x4 View;
    float4x4 Proj;
    float3 CameraPos;
    float Time;
    uint LightCount;
    float2 InvScreen;
};
StructuredBuffer<Light> Lights : register(t1);
Texture2D<float4> Albedo : register(t2);
Texture2D<float> Depth : register(t3);
TextureCube Env : register(t4);
SamplerState LinearClamp : register(s5);
SamplerComparisonState ShadowCmp : register(s6);
RWTexture2D<float4> Output : register(u7);
RWByteAddressBuffer Counters : register(u8);
groupshared float4 Tile[64];
static const float3 LUMA = float3(0.2126, 0.7152, 0.0722);
static const float Weights[5] = { 0.227027, 0.1945946, 0.1216216, 0.054054, 0.016216 };
static float3 gAccum;

float Luma(float3 c) { return dot(c, LUMA); }
float3 Fresnel(float3 f0, float cosTheta) { return f0 + (1.0 - f0) * pow(saturate(1.0 - cosTheta), 5.0); }
float DistributionGGX(float3 N, float3 H, float roughness)
{
    float a = roughness * roughness;
    float a2 = a * a;
    float NdotH = max(dot(N, H), 0.0);
    float d = (NdotH * NdotH * (a2 - 1.0) + 1.0);
    return a2 / (PI * d * d);
}
void Accumulate(inout float3 acc, in Light l, float3 P, float3 N)
{
    float3 L = l.Position - P;
    float dist = length(L);
    L /= dist;
    float atten = saturate(1 - dist / l.Range);
    acc += l.Color * max(dot(N, L), 0) * atten * atten;
}
float3 Decode(uint packed)
{
    return float3((packed >> 16) & 0xFF, (packed >> 8) & 0xFFu, packed & 255) / 255.0f;
}

struct VSIn { float3 pos : POSITION; float3 nrm : NORMAL; float2 uv : TEXCOORD0; uint vid : SV_VertexID; };
struct PSIn { float4 pos : SV_Position; float3 world : WORLD; float3 nrm : NORMAL; float2 uv : TEXCOORD0; nointerpolation uint id : ID; };

[shader("vertex")]
PSIn VSMain(VSIn v)
{
    PSIn o = (PSIn)0;
    float4 wp = float4(v.pos, 1.0);
    o.pos = mul(mul(wp, View), Proj);
    o.world = wp.xyz;
    o.nrm = normalize(mul(v.nrm, (float3x3)View));
    o.uv = v.uv * float2(1, -1) + float2(0, 1);
    o.id = v.vid;
    return o;
}

[shader("pixel")]
float4 PSMain(PSIn i, bool front : SV_IsFrontFace) : SV_Target0
{
    float3 N = normalize(front ? i.nrm : -i.nrm);
    float4 base = Albedo.Sample(LinearClamp, i.uv);
    clip(base.a - 0.5);
    float3 acc = 0;
    [loop]
    for (uint li = 0; li < LightCount; ++li)
    {
        Light l = Lights[li];
        if (l.Type == 0) { Accumulate(acc, l, i.world, N); continue; }
        [branch] if (l.Range <= 0.0f) break;
    }
    float3 R = reflect(normalize(i.world - CameraPos), N);
    float3 env = Env.SampleLevel(LinearClamp, R, 4).rgb;
    float d = Depth.SampleCmpLevelZero(ShadowCmp, i.uv, 0.5);
    float ggx = DistributionGGX(N, normalize(R + N), 0.5);
    float3 color = base.rgb * (acc + env * Fresnel((0.04).xxx, saturate(dot(N, R)))) * d + ggx;
    color = lerp(color, Luma(color).xxx, 0.1);
    uint w, h;
    Albedo.GetDimensions(w, h);
    color *= (w > 0 && h > 0) ? 1.0 : 0.0;
    return float4(color, base.a);
}

[shader("compute")]
[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 gtid : SV_GroupThreadID)
{
    uint2 px = id.xy;
    float2 uv = (px + 0.5) * InvScreen;
    Tile[gi] = Albedo.SampleLevel(LinearClamp, uv, 0);
    GroupMemoryBarrierWithGroupSync();
    float4 sum = Tile[gi] * Weights[0];
    [unroll]
    for (int k = 1; k < 5; k++)
    {
        sum += Tile[min(gi + k, 63u)] * Weights[k];
        sum += Tile[gi >= (uint)k ? gi - k : 0] * Weights[k];
    }
    uint prev;
    Counters.InterlockedAdd(0, 1, prev);
    int3 coord = int3(px, 0);
    float depth = Depth.Load(coord);
    switch (gtid.x & 3)
    {
    case 0: sum.r += depth; break;
    case 1:
    case 2: sum.g += Decode(prev).x; break;
    default: break;
    }
    Output[px] = sum;
}
"#;

#[test]
fn game_shader_idioms_check_cleanly() {
    let p = ok(GAME_IDIOMS);
    assert_eq!(p.entry_points.len(), 3);
    let names: Vec<&str> = p.entry_points[2]
        .used_globals
        .iter()
        .map(|g| p.globals[g.index()].name.as_str())
        .collect();
    assert_eq!(
        names,
        vec![
            "PerFrame",
            "Albedo",
            "Depth",
            "LinearClamp",
            "Output",
            "Counters"
        ]
    );
    let ps_used: Vec<&str> = p.entry_points[1]
        .used_globals
        .iter()
        .map(|g| p.globals[g.index()].name.as_str())
        .collect();
    assert_eq!(
        ps_used,
        vec![
            "PerFrame",
            "Lights",
            "Albedo",
            "Depth",
            "Env",
            "LinearClamp",
            "ShadowCmp"
        ]
    );
    assert_eq!(
        p.entry_points[0].inputs.last().map(|v| v.system_value),
        Some(Some(SystemValue::VertexId))
    );
    assert_eq!(binding(&p, "Output").binding, 7);
}

#[test]
fn more_idioms_check_cleanly() {
    let p = ok(r#"
typedef vector<float, 3> vec3;
typedef matrix<float, 4, 4> mat4;
struct Surface { vec3 albedo; float rough; };
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s1);
cbuffer Params : register(b2) { mat4 M; float4 Rows[4]; int Mode; }
float4 SampleIt(Texture2D t, SamplerState s, float2 uv) { return t.Sample(s, uv); }
void Shade(inout Surface s, float k) { s.albedo *= k; s.rough = saturate(s.rough + k); }
[shader("pixel")]
void PS(float4 pos : SV_Position, float2 uv : TEXCOORD0, out float4 color : SV_Target0, out float depth : SV_Depth)
{
    float w, h;
    Tex.GetDimensions(w, h);
    uint mip, uw, uh, levels;
    Tex.GetDimensions(mip, uw, uh, levels);
    Surface s = { SampleIt(Tex, Smp, uv / float2(w, h)).rgb, 0.5 };
    Shade(s, 0.25);
    float4x4 m = M;
    float e = m[1][2] + Rows[Mode & 3].y + M._m33;
    bool3 gt = s.albedo > 0.5;
    color = float4(any(gt) ? s.albedo : (vec3)e, s.rough);
    color.a *= (pos.x > 0) * 2;
    depth = pos.z;
}
"#);
    let ep = &p.entry_points[0];
    assert_eq!(ep.outputs.len(), 2);
    assert_eq!(ep.outputs[0].location, Some(0));
    assert_eq!(ep.outputs[1].system_value, Some(SystemValue::Depth));
}

#[test]
fn deep_and_broken_input_does_not_panic() {
    // Deep expressions and statements stay within the stack.
    let deep_expr = format!("{}1{}", "(p.x + ".repeat(240), ")".repeat(240));
    let (_, _) = check_source(&ps(&format!("return {deep_expr};")));
    let deep_stmt = format!("{}return p;{}", "{ ".repeat(240), " }".repeat(240));
    let (_, _) = check_source(&ps(&deep_stmt));
    // Truncated and damaged corpus-like input gives diagnostics, never a panic.
    for cut in (0..GAME_IDIOMS.len()).step_by(173) {
        let mut end = cut;
        while !GAME_IDIOMS.is_char_boundary(end) {
            end -= 1;
        }
        let (_, found) = check_source(&GAME_IDIOMS[..end]);
        let _ = found;
        let damaged = format!(
            "{}{}",
            &GAME_IDIOMS[..end],
            &GAME_IDIOMS[(end + 7).min(GAME_IDIOMS.len())..]
        );
        let _ = check_source(&damaged);
    }
}

#[test]
fn static_locals_with_constant_initializers_are_private_globals() {
    let p = ok("float Next() { static uint counter = 0; counter += 1; static const float k[3] = { 1, 2, 3 }; return counter * k[counter % 3]; }\n[shader(\"pixel\")] float4 PS() : SV_Target { return Next(); }");
    assert!(matches!(
        global(&p, "counter").1.kind,
        GlobalKind::Static {
            init: Some(hir::ConstValue::Uint(0))
        }
    ));
    assert!(matches!(
        global(&p, "k").1.kind,
        GlobalKind::Constant { .. }
    ));
}

#[test]
fn used_globals_include_spec_constants_read_by_the_entry_point() {
    let p = ok("[[vk::constant_id(0)]] const int Radius = 4;\n[[vk::constant_id(1)]] const bool Unused = true;\nRWStructuredBuffer<int> B;\nint Twice() { return Radius * 2; }\n[shader(\"compute\")] [numthreads(1, 1, 1)] void CS() { B[0] = Twice(); }");
    let names: Vec<&str> = p.entry_points[0]
        .used_globals
        .iter()
        .map(|g| p.globals[g.index()].name.as_str())
        .collect();
    assert_eq!(names, vec!["Radius", "B"]);
    assert!(matches!(
        global(&p, "Radius").1.kind,
        GlobalKind::SpecConstant {
            id: 0,
            default: hir::ConstValue::Int(4)
        }
    ));
}

#[test]
fn out_arguments_of_another_type_are_copied_back() {
    let p = ok("Texture2D T; RWStructuredBuffer<uint> B;\n[shader(\"compute\")] [numthreads(1,1,1)] void CS() { int w, h; T.GetDimensions(w, h); int o; InterlockedAdd(B[0], 1, o); B[1] = w + h + o; }");
    let f = entry_fn(&p);
    // GetDimensions writes two uint temporaries that are assigned back to the ints.
    let seq = f.exprs.iter().find_map(|e| match &e.kind {
        ExprKind::Sequence { exprs } => Some(exprs.clone()),
        _ => None,
    });
    let seq = seq.expect("a copy-back sequence");
    assert_eq!(seq.len(), 3);
    assert!(matches!(
        f.exprs[seq[0].index()].kind,
        ExprKind::Intrinsic { .. }
    ));
    assert!(matches!(
        f.exprs[seq[1].index()].kind,
        ExprKind::Assign { .. }
    ));
    let e = first_error("void f(out float3 v) { v = 0; }\n[shader(\"pixel\")] float4 PS() : SV_Target { float2 x; f(x); return x.x; }");
    assert_eq!(e.code, Code::NO_MATCHING_OVERLOAD);
    assert_eq!(e.message, "No overload of 'f' takes (float2).");
}

/// Without 16-bit types `half` is a 32-bit float, so real code's `float` and `half` copies of
/// a function have one signature: the same body (once `half` reads `float`) is one function
/// serving both; a different body is OSH0301 saying why.
#[test]
fn float_and_half_copies_of_a_function_are_one_function_without_16bit_types() {
    let p = ok("float3 tonemap(float3 x) { return x / (x + 1); }\nhalf3 tonemap(half3 x) { return x / (x + 1); }\n[shader(\"pixel\")] float4 PS(half3 c : COLOR) : SV_Target { return float4(tonemap(c), 1); }");
    assert_eq!(
        p.functions.iter().filter(|f| f.name == "tonemap").count(),
        1
    );
    let e = first_error("float g(float x) { return x; }\nhalf g(half x) { return x * 3; }\n[shader(\"pixel\")] float4 PS() : SV_Target { return g(1.0); }");
    assert_eq!(e.code, Code::REDEFINITION);
    assert!(e.message.starts_with("'g' is already declared with these parameters: without -enable-16bit-types, half is a 32-bit float"), "{}", e.message);
}

#[test]
fn a_typedef_of_a_named_struct_definition_declares_the_struct_once() {
    // C-style `typedef struct S_t { ... } S;` (compressonator's BCn kernels): both names are
    // the one struct.
    let p = ok(concat!(
        "typedef struct S_t { uint x; } S;\n",
        "typedef struct { float y; } T;\n",
        "[shader(\"pixel\")] float4 PS() : SV_Target { S a; a.x = 1; S_t b = a; T t; t.y = 2; return b.x + t.y; }"
    ));
    let structs: Vec<String> = (0..p.types.len())
        .map(|i| p.types.display(crate::types::TypeId(i as u32)))
        .filter(|n| n == "S_t" || n == "anonymous")
        .collect();
    assert_eq!(structs, vec!["S_t".to_string(), "anonymous".to_string()]);
}

#[test]
fn ray_desc_is_dxrs_built_in_struct_unless_the_shader_declares_its_own() {
    let p = ok(concat!(
        "RayDesc Make(float3 o) { RayDesc r; r.Origin = o; r.TMin = 0; r.Direction = float3(0, 0, 1); r.TMax = 100; return r; }\n",
        "[shader(\"pixel\")] float4 PS(float4 p : SV_Position) : SV_Target { RayDesc r = Make(p.xyz); return float4(r.Origin + r.Direction * r.TMax, r.TMin); }"
    ));
    let ray = (0..p.types.len())
        .map(|i| crate::types::TypeId(i as u32))
        .filter(|&t| p.types.display(t) == "RayDesc")
        .count();
    assert_eq!(ray, 1, "one RayDesc type for the whole program");
    // A shader's own RayDesc is used instead (no redefinition error, its members only).
    let e = first_error(&format!(
        "struct RayDesc {{ float3 Start; }};\n{}",
        ps("RayDesc r; r.Origin = p.xyz; return p;")
    ));
    assert!(e.message.contains("Origin"), "{}", e.message);
}
