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
    let pp = preprocess(&mut sources, main, &PreprocessOptions::default(), &mut diags);
    let unit = crate::syntax::parse(&pp.tokens, &pp.pragmas, &mut diags);
    let program = check(&unit, options, &mut diags);
    let found = diags
        .resolve(&sources, false)
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

fn errors(found: &[Found]) -> Vec<&Found> {
    found.iter().filter(|f| f.error).collect()
}

fn ok(src: &str) -> Program {
    let (p, found) = check_source(src);
    let errs = errors(&found);
    assert!(errs.is_empty(), "unexpected errors: {errs:#?}");
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
    assert_eq!((vs.name.as_str(), vs.stage), ("VSMain", crate::api::Stage::Vertex));
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
    assert_eq!(ps.used_globals, vec![global(&p, "Atlas").0, global(&p, "AtlasSampler").0]);
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
    assert_eq!(errs[0].message, "'Atlass' is not declared. Did you mean 'Atlas'?");
    assert_eq!((errs[0].line, errs[0].column), (24, 45));
}

#[test]
fn misspelled_member_is_osh0308_with_suggestion_at_the_spec_position() {
    let src = SPRITE.replace("AtlasSampler, i.Uv", "AtlasSampler, i.UV");
    let (_, found) = check_source(&src);
    let errs = errors(&found);
    assert_eq!(errs.len(), 1, "{errs:#?}");
    assert_eq!(errs[0].code, Code::NO_SUCH_MEMBER);
    assert_eq!(errs[0].message, "The struct 'VSOut' has no member 'UV'. Did you mean 'Uv'?");
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
    assert!(e.message.starts_with("The array size must be an integer constant. It uses a specialization constant"), "{}", e.message);
    assert_eq!((e.line, e.column), (2, 16));
}

#[test]
fn numthreads_is_folded_and_required_for_compute() {
    let p = ok("static const uint W = 4 * 2;\nRWStructuredBuffer<uint> B;\n[shader(\"compute\")] [numthreads(W, W / 2, 1)] void CS(uint3 id : SV_DispatchThreadID) { B[id.x] = id.y; }");
    assert_eq!(p.entry_points[0].workgroup_size, [8, 4, 1]);
    assert_eq!(p.entry_points[0].inputs[0].system_value, Some(SystemValue::DispatchThreadId));
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
    assert!(matches!(&global(&p, "K").1.kind, GlobalKind::Constant { value } if *value == hir::ConstValue::Float(6.0)));
    assert!(matches!(&global(&p, "V").1.kind, GlobalKind::Constant { value } if *value == hir::ConstValue::Composite(vec![hir::ConstValue::Int(2), hir::ConstValue::Int(3), hir::ConstValue::Int(4)])));
}
