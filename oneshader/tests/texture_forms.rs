//! The texture method forms beyond the plain ones, as DXC maps them to SPIR-V: the clamp
//! (`MinLod`), the `out uint status` of sparse residency (`OpImageSparse*`, read with
//! `CheckAccessFullyMapped` as `OpImageSparseTexelsResident`), and gathers with four offsets
//! (`ConstOffsets`). Each form must give spirv-val-clean SPIR-V with the right instruction;
//! WGSL writes four-offset gathers as four gathers (naga-valid) and refuses clamps and status
//! (OSH5202) at the call. The values of four-offset gathers are checked on a device by
//! corpus/cases/texture_forms.case.

mod common;

use oneshader::{compile, CompileOptions, CompileTarget};

fn options(target: CompileTarget) -> CompileOptions {
    CompileOptions {
        targets: vec![target],
        ..CompileOptions::default()
    }
}

/// A pixel shader returning `expr` (a float4), with `status` (uint) and `uv` in scope.
fn pixel(expr: &str) -> String {
    format!(
        "Texture2D<float4> Tex : register(t0);\n\
         TextureCube<float4> Cube : register(t1);\n\
         RWTexture2D<float4> Img : register(u2);\n\
         Buffer<float4> Typed : register(t3);\n\
         Texture2DMS<float4> Ms : register(t4);\n\
         SamplerState Samp : register(s0);\n\
         SamplerComparisonState Cmp : register(s1);\n\
         [shader(\"pixel\")]\n\
         float4 PSMain(float2 uv : TEXCOORD0, float3 dir : TEXCOORD1) : SV_Target {{\n\
         uint status = 0;\n\
         float4 r = {expr};\n\
         return r + (CheckAccessFullyMapped(status) ? 1.0 : 0.0);\n\
         }}\n"
    )
}

/// (label, expression, SPIR-V opcode name that must appear, image operand that must appear)
const FORMS: &[(&str, &str, &str, &str)] = &[
    (
        "sample clamp",
        "Tex.Sample(Samp, uv, int2(1, 0), 2.0)",
        "OpImageSampleImplicitLod",
        "MinLod",
    ),
    (
        "sample clamp status",
        "Tex.Sample(Samp, uv, int2(1, 0), 2.0, status)",
        "OpImageSparseSampleImplicitLod",
        "ConstOffset|MinLod",
    ),
    (
        "cube clamp status",
        "Cube.Sample(Samp, dir, 1.0, status)",
        "OpImageSparseSampleImplicitLod",
        "MinLod",
    ),
    (
        "bias clamp",
        "Tex.SampleBias(Samp, uv, 0.5, int2(0, 1), 1.0)",
        "OpImageSampleImplicitLod",
        "Bias|ConstOffset|MinLod",
    ),
    (
        "grad clamp status",
        "Tex.SampleGrad(Samp, uv, ddx(uv), ddy(uv), int2(0, 0), 1.0, status)",
        "OpImageSparseSampleExplicitLod",
        "Grad|ConstOffset|MinLod",
    ),
    (
        "level status",
        "Tex.SampleLevel(Samp, uv, 1.0, int2(1, 1), status)",
        "OpImageSparseSampleExplicitLod",
        "Lod|ConstOffset",
    ),
    (
        "cmp clamp status",
        "Tex.SampleCmp(Cmp, uv, 0.5, int2(0, 0), 1.0, status).xxxx",
        "OpImageSparseSampleDrefImplicitLod",
        "ConstOffset|MinLod",
    ),
    (
        "cmp level zero status",
        "Tex.SampleCmpLevelZero(Cmp, uv, 0.5, int2(0, 0), status).xxxx",
        "OpImageSparseSampleDrefExplicitLod",
        "Lod|ConstOffset",
    ),
    (
        "gather status",
        "Tex.GatherGreen(Samp, uv, int2(1, 1), status)",
        "OpImageSparseGather",
        "ConstOffset",
    ),
    (
        "gather four offsets",
        "Tex.GatherRed(Samp, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(-1, -1))",
        "OpImageGather",
        "ConstOffsets",
    ),
    (
        "gather four offsets status",
        "Tex.GatherAlpha(Samp, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1), status)",
        "OpImageSparseGather",
        "ConstOffsets",
    ),
    (
        "gather cmp four offsets",
        "Tex.GatherCmp(Cmp, uv, 0.5, int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1))",
        "OpImageDrefGather",
        "ConstOffsets",
    ),
    (
        "load status",
        "Tex.Load(int3(2, 3, 0), int2(1, 0), status)",
        "OpImageSparseFetch",
        "Lod|ConstOffset",
    ),
    (
        "storage load status",
        "Img.Load(int2(2, 3), status)",
        "OpImageSparseRead",
        "",
    ),
    (
        "typed buffer load status",
        "Typed.Load(7, status)",
        "OpImageSparseFetch",
        "",
    ),
    // Shader model 6.8's depth comparisons at a level, with a bias and with gradients.
    (
        "sample cmp level offset",
        "Tex.SampleCmpLevel(Cmp, uv, 0.5, 2.0, int2(1, 0))",
        "OpImageSampleDrefExplicitLod",
        "Lod|ConstOffset",
    ),
    (
        "sample cmp level status",
        "Tex.SampleCmpLevel(Cmp, uv, 0.5, 2.0, int2(1, 0), status)",
        "OpImageSparseSampleDrefExplicitLod",
        "Lod|ConstOffset",
    ),
    (
        "cube sample cmp level",
        "Cube.SampleCmpLevel(Cmp, dir, 0.5, 1.0)",
        "OpImageSampleDrefExplicitLod",
        "Lod",
    ),
    (
        "sample cmp bias clamp",
        "Tex.SampleCmpBias(Cmp, uv, 0.5, 1.0, int2(0, 1), 3.0)",
        "OpImageSampleDrefImplicitLod",
        "Bias|ConstOffset|MinLod",
    ),
    (
        "sample cmp grad clamp status",
        "Tex.SampleCmpGrad(Cmp, uv, 0.5, ddx(uv), ddy(uv), int2(0, 1), 3.0, status)",
        "OpImageSparseSampleDrefExplicitLod",
        "Grad|ConstOffset|MinLod",
    ),
    (
        "multisampled load status",
        "Ms.Load(int2(2, 3), 1, int2(0, 0), status)",
        "OpImageSparseFetch",
        "ConstOffset|Sample",
    ),
];

#[test]
fn every_form_gives_valid_spirv_with_its_instruction() {
    for (label, expr, opcode, operands) in FORMS {
        let source = pixel(expr);
        let r = compile(&source, "forms.hlsl", &options(CompileTarget::SpirV));
        assert!(r.success(), "{label}: {:?}\n{source}", r.diagnostics);
        let words = r.find("PSMain", CompileTarget::SpirV).unwrap().words();
        common::spirv_val(&words, label).unwrap_or_else(|e| panic!("{label}: {e}"));
        let text = common::disassemble(&words);
        let line = text
            .lines()
            .find(|l| l.contains(&format!("= {opcode} ")))
            .unwrap_or_else(|| panic!("{label}: no {opcode} in\n{text}"));
        assert!(
            line.contains(operands),
            "{label}: '{operands}' not in {line}"
        );
        let sparse = opcode.contains("Sparse");
        assert!(
            text.contains("OpCapability SparseResidency"),
            "{label}: CheckAccessFullyMapped needs SparseResidency"
        );
        if sparse {
            assert!(text.contains("OpImageSparseTexelsResident"), "{label}");
        }
        assert_eq!(
            text.contains("OpCapability MinLod"),
            operands.contains("MinLod"),
            "{label}"
        );
    }
}

#[test]
fn four_offset_gathers_become_four_gathers_in_wgsl() {
    let source = "Texture2D<float4> Tex : register(t0);\n\
                  SamplerState Samp : register(s1);\n\
                  [shader(\"pixel\")]\n\
                  float4 PSMain(float2 uv : TEXCOORD0) : SV_Target {\n\
                  return Tex.GatherGreen(Samp, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(-1, 2));\n\
                  }\n";
    let r = compile(source, "g.hlsl", &options(CompileTarget::Wgsl));
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.find("PSMain", CompileTarget::Wgsl).unwrap().as_text();
    common::naga_validate(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(text.matches("textureGather(1, ").count(), 4, "{text}");
    assert!(text.contains("vec2<i32>((-1i), 2i)).w"), "{text}");
}

#[test]
fn wgsl_refuses_clamps_and_status_at_the_call() {
    for (expr, what) in [
        ("Tex.Sample(Samp, uv, int2(0, 0), 1.0)", "minimum-LOD clamp"),
        (
            "Tex.SampleLevel(Samp, uv, 0.0, int2(0, 0), status)",
            "sparse residency",
        ),
    ] {
        let source = pixel(expr);
        let r = compile(&source, "forms.hlsl", &options(CompileTarget::Wgsl));
        let d = r
            .diagnostics
            .iter()
            .find(|d| d.code.to_string() == "OSH5202" && d.message.contains(what))
            .unwrap_or_else(|| panic!("{expr}: {:?}", r.diagnostics));
        // The call is on line 11, after `float4 r = `.
        assert_eq!((d.line, d.column), (11, 12), "{expr}: {d}");
    }
}

#[test]
fn wgsl_refuses_shader_model_6_8_comparisons_at_the_call() {
    for (expr, what) in [
        (
            "Tex.SampleCmpLevel(Cmp, uv, 0.5, 2.0)",
            "a chosen level (SampleCmpLevel)",
        ),
        (
            "Tex.SampleCmpBias(Cmp, uv, 0.5, 1.0)",
            "a bias (SampleCmpBias)",
        ),
        (
            "Tex.SampleCmpGrad(Cmp, uv, 0.5, ddx(uv), ddy(uv))",
            "gradients (SampleCmpGrad)",
        ),
    ] {
        let source = pixel(expr);
        let r = compile(&source, "forms.hlsl", &options(CompileTarget::Wgsl));
        let d = r
            .diagnostics
            .iter()
            .find(|d| d.code.to_string() == "OSH5202" && d.message.contains(what))
            .unwrap_or_else(|| panic!("{expr}: {:?}", r.diagnostics));
        assert_eq!((d.line, d.column), (11, 12), "{expr}: {d}");
    }
    // SampleCmpBias needs derivatives, as SampleCmp does.
    let source = "Texture2D<float> Depth; SamplerComparisonState Cmp;\n\
                  [shader(\"vertex\")] float4 VSMain(float2 uv : UV) : SV_Position {\n\
                  return Depth.SampleCmpBias(Cmp, uv, 0.5, 1.0); }\n";
    let r = compile(source, "vs.hlsl", &options(CompileTarget::SpirV));
    let (code, line, column, message) = common::first_error(&r);
    assert_eq!(
        (code.as_str(), line, column),
        ("OSH0322", 3, 8),
        "{message}"
    );
    assert!(message.contains("SampleCmpBias"), "{message}");
}

#[test]
fn non_constant_four_offsets_are_refused_with_the_fix() {
    let source = "Texture2D<float4> Tex : register(t0);\n\
                  SamplerState Samp : register(s1);\n\
                  cbuffer P : register(b2) { int2 O; };\n\
                  [shader(\"pixel\")]\n\
                  float4 PSMain(float2 uv : TEXCOORD0) : SV_Target {\n\
                  return Tex.GatherRed(Samp, uv, O, O, O, O);\n\
                  }\n";
    let r = compile(source, "g.hlsl", &options(CompileTarget::SpirV));
    assert!(
        r.diagnostics.iter().any(|d| d
            .message
            .contains("four offsets of a gather must be constants")),
        "{:?}",
        r.diagnostics
    );
}

#[test]
fn mips_and_sample_accessors_are_loads_on_every_target() {
    let source = "Texture2D<float> Mips : register(t0);\n\
                  Texture2DMS<float4> Ms : register(t1);\n\
                  Texture2DArray<float4> Arr : register(t2);\n\
                  RWStructuredBuffer<float4> Out : register(u3);\n\
                  [shader(\"compute\")]\n\
                  [numthreads(8, 8, 1)]\n\
                  void CSMain(uint3 id : SV_DispatchThreadID) {\n\
                  Out[0] = Mips.mips[id.z][id.xy];\n\
                  Out[1] = Ms.sample[2][int2(id.xy)];\n\
                  Out[2] = Arr.mips[1][uint3(id.xy, 3)];\n\
                  }\n";
    let r = compile(source, "m.hlsl", &options(CompileTarget::SpirV));
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.find("CSMain", CompileTarget::SpirV).unwrap().words();
    common::spirv_val(&words, "mips").unwrap();
    let text = common::disassemble(&words);
    let fetches: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("OpImageFetch"))
        .collect();
    assert_eq!(fetches.len(), 3, "{text}");
    assert!(fetches[0].contains(" Lod "), "{}", fetches[0]);
    assert!(fetches[1].contains(" Sample "), "{}", fetches[1]);
    let r = compile(source, "m.hlsl", &options(CompileTarget::Wgsl));
    assert!(r.success(), "{:?}", r.diagnostics);
    let wgsl = r.find("CSMain", CompileTarget::Wgsl).unwrap().as_text();
    common::naga_validate(wgsl).unwrap_or_else(|e| panic!("{e}\n{wgsl}"));
    assert_eq!(wgsl.matches("textureLoad(").count(), 3, "{wgsl}");
}

/// `GetSamplePosition` (DXC's `emitGetSamplePosition`): the standard Direct3D pattern of the
/// texture's sample count, read from one constant table at `OpImageQuerySamples`; valid on
/// SPIR-V, WGSL (naga) and MSL. `GatherCmpGreen/Blue/Alpha` have no Vulkan form: refused by
/// name with the method to use, as DXC refuses them.
#[test]
fn get_sample_position_reads_the_standard_pattern_and_gather_cmp_channels_are_refused() {
    let source = "Texture2DMS<float4> Ms : register(t0);\n\
                  Texture2DMSArray<float4> MsArr : register(t1);\n\
                  RWStructuredBuffer<float2> Out : register(u2);\n\
                  [shader(\"compute\")]\n\
                  [numthreads(16, 1, 1)]\n\
                  void CSMain(uint3 id : SV_DispatchThreadID) {\n\
                  Out[id.x] = Ms.GetSamplePosition(id.x) + MsArr.GetSamplePosition(3);\n\
                  }\n";
    let r = compile(source, "pos.hlsl", &options(CompileTarget::SpirV));
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.find("CSMain", CompileTarget::SpirV).unwrap().words();
    common::spirv_val(&words, "sample position").unwrap();
    let text = common::disassemble(&words);
    assert_eq!(text.matches("OpImageQuerySamples").count(), 2, "{text}");
    // Entries of the 16-sample pattern: (-8, 0) and (-7, -8) sixteenths.
    for constant in ["float -0.5", "float -0.4375"] {
        assert!(text.contains(constant), "{constant}\n{text}");
    }
    // WGSL has no multisampled arrays.
    let source = source.replace(" + MsArr.GetSamplePosition(3)", "");
    let r = compile(&source, "pos.hlsl", &options(CompileTarget::Wgsl));
    assert!(r.success(), "{:?}", r.diagnostics);
    let wgsl = String::from_utf8(r.blobs[0].data.clone()).unwrap();
    assert!(wgsl.contains("textureNumSamples"), "{wgsl}");
    common::naga_validate(&wgsl).unwrap();
    let r = compile(&source, "pos.hlsl", &options(CompileTarget::Msl));
    assert!(r.success(), "{:?}", r.diagnostics);

    let r = compile(
        &pixel("Tex.GatherCmpGreen(Cmp, uv, 0.5)"),
        "g.hlsl",
        &options(CompileTarget::SpirV),
    );
    let d = r.diagnostics.iter().find(|d| d.is_error()).unwrap();
    assert!(
        d.message
            .starts_with("'GatherCmpGreen' has no equivalent in Vulkan (DXC refuses it too)"),
        "{d}"
    );
    assert_eq!((d.line, d.code), (11, oneshader::Code::UNSUPPORTED), "{d}");
}
