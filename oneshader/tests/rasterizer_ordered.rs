//! Rasterizer-ordered views as DXC maps them (SPIR-V.rst, "Rasterizer Ordered Views"): each
//! `RasterizerOrdered*` type is its `RW*` type, and a pixel shader that reaches one runs its
//! body inside `OpBeginInvocationInterlockEXT`/`OpEndInvocationInterlockEXT` with
//! `PixelInterlockOrderedEXT` (`SampleInterlockOrderedEXT` when it reads `SV_SampleIndex`),
//! the capability and `SPV_EXT_fragment_shader_interlock`; spirv-val accepts it. Other stages
//! are refused at the declaration (OSH0322), and WGSL, which has no interlock, refuses the
//! view (OSH5202). MSL's raster order groups are tested with the MSL backend. The other
//! memory qualifier of writable views, `globallycoherent`, is SPIR-V's `Coherent` on the
//! variable, as DXC writes it under the GLSL450 memory model.

mod common;

use oneshader::{compile, CompileTarget, Stage};

/// An order-dependent blend into a texture, a per-pixel counter in a structured buffer, a
/// byte-address word and a typed buffer, with a discard after the accesses.
const BLEND: &str = r#"RasterizerOrderedTexture2D<float4> Accum : register(u1);
RasterizerOrderedStructuredBuffer<uint> Counts : register(u2);
RasterizerOrderedByteAddressBuffer Raw : register(u3);
RasterizerOrderedBuffer<float> Typed : register(u4);
float4 main(float4 p : SV_Position, float4 c : COLOR) : SV_Target {
    uint2 px = uint2(p.xy);
    float4 prev = Accum[px];
    Accum[px] = prev * (1 - c.a) + c * c.a;
    Counts[px.y * 64 + px.x] += 1;
    Raw.Store(px.x * 4, Raw.Load(px.x * 4) + 1);
    Typed[px.x] = Typed[px.x] + c.r;
    if (c.a < 0.01) discard;
    return prev;
}
"#;

/// The module's (opcode, operands) in order.
fn ops(words: &[u32]) -> Vec<(u32, Vec<u32>)> {
    common::spirv_instructions(words)
        .into_iter()
        .map(|(op, w)| (op, w.to_vec()))
        .collect()
}

/// A literal string operand.
fn text(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|x| x.to_le_bytes()).collect();
    let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

fn spirv(src: &str, env: Option<&str>) -> Vec<u32> {
    let mut o = common::main_entry(Stage::Pixel, CompileTarget::SpirV);
    if let Some(env) = env {
        oneshader::dxc_args::apply_all(&mut o, &[format!("-fspv-target-env={env}")]).unwrap();
    }
    let r = compile(src, "rov.hlsl", &o);
    assert!(r.success(), "{:#?}", r.diagnostics);
    let w = r.blobs[0].words();
    let val_env = match env {
        Some("vulkan1.3") => vec!["--target-env", "vulkan1.3"],
        _ => vec![],
    };
    common::spirv_val_with(&w, "rov", &val_env).unwrap();
    w
}

#[test]
fn a_pixel_shader_with_rasterizer_ordered_views_runs_in_a_critical_section() {
    for env in [None, Some("vulkan1.3")] {
        let w = spirv(BLEND, env);
        let ops = ops(&w);
        let has = |op: spirv::Op| ops.iter().any(|(o, _)| *o == op as u32);
        let at = |op: spirv::Op| ops.iter().position(|(o, _)| *o == op as u32);
        assert!(ops.iter().any(|(o, w)| *o == spirv::Op::Capability as u32
            && w[0] == spirv::Capability::FragmentShaderPixelInterlockEXT as u32));
        assert!(ops
            .iter()
            .any(|(o, w)| *o == spirv::Op::ExecutionMode as u32
                && w[1] == spirv::ExecutionMode::PixelInterlockOrderedEXT as u32));
        assert!(ops.iter().any(|(o, w)| *o == spirv::Op::Extension as u32
            && text(w) == "SPV_EXT_fragment_shader_interlock"));
        // Begin once, before every access to a view; End before the return, after them.
        let begins = ops
            .iter()
            .filter(|(o, _)| *o == spirv::Op::BeginInvocationInterlockEXT as u32)
            .count();
        assert_eq!(begins, 1, "{env:?}");
        let begin = at(spirv::Op::BeginInvocationInterlockEXT).unwrap();
        let first_access = at(spirv::Op::ImageRead).unwrap();
        let last_write = ops
            .iter()
            .rposition(|(o, _)| *o == spirv::Op::ImageWrite as u32)
            .unwrap();
        let end = ops
            .iter()
            .rposition(|(o, _)| *o == spirv::Op::EndInvocationInterlockEXT as u32)
            .unwrap();
        assert!(begin < first_access && last_write < end, "{env:?}");
        assert!(has(spirv::Op::Return));
        // The views are the RW types: a storage image, storage buffers, a storage texel buffer.
        assert!(ops.iter().any(|(o, w)| *o == spirv::Op::TypeImage as u32
            && w[6] == 2
            && w[2] == spirv::Dim::Dim2D as u32));
    }
}

#[test]
fn reading_sv_sample_index_orders_per_sample() {
    let src = "RasterizerOrderedTexture2DArray<float4> Layers : register(u1);\n\
               float4 main(float4 p : SV_Position, uint s : SV_SampleIndex) : SV_Target {\n\
               Layers[uint3(p.xy, s)] += 1; return 0; }\n";
    let w = spirv(src, None);
    let ops = ops(&w);
    assert!(ops
        .iter()
        .any(|(o, w)| *o == spirv::Op::ExecutionMode as u32
            && w[1] == spirv::ExecutionMode::SampleInterlockOrderedEXT as u32));
    assert!(ops.iter().any(|(o, w)| *o == spirv::Op::Capability as u32
        && w[0] == spirv::Capability::FragmentShaderSampleInterlockEXT as u32));
}

/// Reflection names the interlock the device must enable, the same decision the SPIR-V's
/// capability comes from.
#[test]
fn reflection_requires_the_interlock_feature() {
    use oneshader::reflect::device_features::{PIXEL_INTERLOCK, SAMPLE_INTERLOCK};
    let features = |src: &str| {
        let r = compile(
            src,
            "rov.hlsl",
            &common::main_entry(Stage::Pixel, CompileTarget::SpirV),
        );
        r.reflection.expect("reflection").entry_points[0].required_features
            & (PIXEL_INTERLOCK | SAMPLE_INTERLOCK)
    };
    assert_eq!(features(BLEND), PIXEL_INTERLOCK);
    let per_sample = "RasterizerOrderedTexture2D<float4> A : register(u1);\n\
        float4 main(float4 p : SV_Position, uint s : SV_SampleIndex) : SV_Target {\n\
        A[uint2(p.xy)] += s; return 0; }\n";
    assert_eq!(features(per_sample), SAMPLE_INTERLOCK);
    let plain = "RWTexture2D<float4> A : register(u1);\n\
        float4 main(float4 p : SV_Position) : SV_Target { A[uint2(p.xy)] += 1; return 0; }\n";
    assert_eq!(features(plain), 0);
}

#[test]
fn without_a_view_no_interlock_is_written() {
    let src = "RWTexture2D<float4> Plain : register(u1);\n\
               float4 main(float4 p : SV_Position) : SV_Target { Plain[uint2(p.xy)] += 1; return 0; }\n";
    let w = spirv(src, None);
    for (op, operands) in ops(&w) {
        assert_ne!(op, spirv::Op::BeginInvocationInterlockEXT as u32);
        assert!(
            !(op == spirv::Op::Capability as u32
                && operands[0] == spirv::Capability::FragmentShaderPixelInterlockEXT as u32)
        );
    }
}

/// The first error's (code, line, column, message).
fn first_error(src: &str, stage: Stage, target: CompileTarget) -> (String, u32, u32, String) {
    common::first_error(&compile(
        src,
        "rov.hlsl",
        &common::main_entry(stage, target),
    ))
}

#[test]
fn other_stages_and_wgsl_refuse_the_views_at_their_declaration() {
    let cs = "RasterizerOrderedBuffer<uint> Order : register(u0);\n\
              [numthreads(8, 1, 1)] void main(uint i : SV_DispatchThreadID) { Order[i] = i; }\n";
    let (code, line, col, msg) = first_error(cs, Stage::Compute, CompileTarget::SpirV);
    assert_eq!((code.as_str(), line, col), ("OSH0322", 1, 31), "{msg}");
    assert!(msg.contains("only pixel shaders have"), "{msg}");
    let (code, line, col, msg) = first_error(BLEND, Stage::Pixel, CompileTarget::Wgsl);
    assert_eq!((code.as_str(), line, col), ("OSH5202", 1, 36), "{msg}");
    assert!(
        msg.starts_with("WGSL has no rasterizer-ordered views ('Accum')"),
        "{msg}"
    );
}

#[test]
fn spirv_reflect_names_the_view_as_written() {
    let mut o = common::main_entry(Stage::Pixel, CompileTarget::SpirV);
    oneshader::dxc_args::apply_all(&mut o, &["-fspv-reflect".to_string()]).unwrap();
    let r = compile(BLEND, "rov.hlsl", &o);
    assert!(r.success(), "{:#?}", r.diagnostics);
    let text = oneshader::disassemble_spirv(&r.blobs[0].words()).unwrap();
    assert!(
        text.contains("\"rasterizerorderedtexture2d:<float4>\""),
        "{text}"
    );
    assert!(
        text.contains("\"rasterizerorderedbyteaddressbuffer\""),
        "{text}"
    );
}

/// `globallycoherent` views (FSR2's single-pass downsampler reads, in its last workgroup, the
/// mips other workgroups wrote) are decorated `Coherent`; the others are not.
#[test]
fn globally_coherent_views_are_coherent_variables() {
    let source = "\
struct A { uint one; };
globallycoherent RWByteAddressBuffer Counter;
globallycoherent RWStructuredBuffer<A> Items;
globallycoherent RWTexture2D<float> Mip5;
RWByteAddressBuffer Plain;
[shader(\"compute\")]
[numthreads(1, 1, 1)]
void main() { Items[0].one = Counter.Load(0) + Plain.Load(0); Mip5[uint2(0, 0)] = 1; }
";
    let r = compile(source, "coherent.hlsl", &Default::default());
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r
        .find("main", CompileTarget::SpirV)
        .expect("SPIR-V")
        .words();
    common::spirv_val(&words, "coherent").unwrap();
    let text = common::spirv_dis(&words);
    for name in ["Counter", "Items", "Mip5"] {
        assert!(
            text.contains(&format!("OpDecorate %{name} Coherent")),
            "{name}\n{text}"
        );
    }
    assert!(!text.contains("OpDecorate %Plain Coherent"), "{text}");
}
