//! `half` as `f16` in WGSL: with 16-bit types enabled, half arithmetic, conversions, literals,
//! half texels (WGSL only: the SPIR-V target refuses half textures) and half stage variables compile to WGSL that naga validates only with
//! `SHADER_FLOAT16`; without them `half` stays `f32`; a half inside a buffer is OSH5202 at
//! the access.

use crate::api::{CompileOptions, CompileTarget};
use crate::testing::{naga_validate, naga_validate_with as naga_with};
use crate::Severity;

fn compile(
    src: &str,
    target: CompileTarget,
    enable_16bit_types: bool,
) -> crate::api::CompileResult {
    let options = CompileOptions {
        targets: vec![target],
        enable_16bit_types,
        ..CompileOptions::default()
    };
    crate::api::compile(src, "test.hlsl", &options)
}

fn wgsl(src: &str, enable_16bit_types: bool) -> crate::api::CompileResult {
    compile(src, CompileTarget::Wgsl, enable_16bit_types)
}

/// What `f32tof16`'s `pack2x16float` needs in naga, with or without 16-bit types.
const PACK: naga::valid::Capabilities = naga::valid::Capabilities::SHADER_FLOAT16_IN_FLOAT32;

const PIXEL: &str = "cbuffer Params : register(b0) { float Gain; float Bias; };\n\
Texture2D<half4> Albedo : register(t1);\n\
SamplerState Linear : register(s2);\n\
[shader(\"pixel\")] half4 PSMain(float4 p : SV_Position, half2 uv : TEXCOORD0) : SV_Target {\n\
    half4 c = Albedo.Sample(Linear, uv);\n\
    half k = (half)Gain * (half)0.5 + (half)Bias;\n\
    half3 v = c.rgb * k + half3(0.25, -1.5, 0.1);\n\
    v = saturate(v) + lerp(v, (half3)1, (half)0.5) + log10(abs(v) + (half)1) + rcp(v + 2);\n\
    half d = dot(v, v);\n\
    if (d > (half)2) { v /= d; }\n\
    int n = (int)d; uint u = (uint)v.x; float f = v.y;\n\
    return half4(v, c.a) + (half)(n + u) + (half)f;\n\
}\n";

const COMPUTE: &str = "RWStructuredBuffer<float> Out : register(u0);\n\
[[vk::image_format(\"rgba16f\")]] RWTexture2D<half4> Image : register(u1);\n\
[shader(\"compute\")] [numthreads(4, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    half x = (half)id.x * (half)0.1 - (half)65504 / (half)1024;\n\
    half2 m = max(half2(x, -x), (half2)0);\n\
    Image[id.xy] = half4(m, x, 1);\n\
    Out[id.x] = (float)(x + m.y) + f16tof32(f32tof16((float)x));\n\
}\n";

#[test]
fn half_with_16_bit_types_is_f16_and_validates_only_with_shader_float16() {
    for (src, entry) in [(PIXEL, "PSMain"), (COMPUTE, "CSMain")] {
        let r = wgsl(src, true);
        assert!(r.success(), "{entry}: {:?}", r.diagnostics);
        let text = r.find(entry, CompileTarget::Wgsl).expect("blob").as_text();
        assert!(text.starts_with("enable f16;\n"), "{text}");
        assert!(text.contains("f16"), "{text}");
        naga_with(text, naga::valid::Capabilities::SHADER_FLOAT16 | PACK)
            .unwrap_or_else(|e| panic!("{entry}: {e}\n{text}"));
        naga_validate(text).unwrap_or_else(|e| panic!("{entry}: {e}\n{text}"));
        // Without the capability naga refuses it: f16 is really used, not spelled away.
        assert!(naga_with(text, PACK).is_err());
    }
    let text = wgsl(PIXEL, true).blobs[0].as_text().to_string();
    // Half literals keep the half's value (0.1 as a half is 0.0999755859375).
    assert!(text.contains("0.099975586h"), "{text}");
    // The half input and output are f16 varyings; the texture still holds f32 texels.
    assert!(text.contains("vec2<f16>"), "{text}");
    assert!(text.contains("texture_2d<f32>"), "{text}");
}

#[test]
fn without_16_bit_types_half_stays_f32() {
    for (src, entry) in [(PIXEL, "PSMain"), (COMPUTE, "CSMain")] {
        let r = wgsl(src, false);
        assert!(r.success(), "{entry}: {:?}", r.diagnostics);
        let text = r.find(entry, CompileTarget::Wgsl).expect("blob").as_text();
        assert!(!text.contains("f16;") && !text.contains("<f16>"), "{text}");
        naga_with(text, PACK).unwrap_or_else(|e| panic!("{entry}: {e}\n{text}"));
    }
}

#[test]
fn a_half_read_or_written_in_a_buffer_is_osh5202_at_the_access() {
    let src = "struct Particle { float3 Position; half Life; };\n\
StructuredBuffer<Particle> In : register(t0);\n\
RWStructuredBuffer<half> Out : register(u1);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    half life = In[id.x].Life;\n\
    Out[id.x] = life * 2;\n\
}\n";
    let r = wgsl(src, true);
    assert!(!r.success());
    let errors: Vec<_> = r
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    let found: Vec<(String, u32, u32)> = errors
        .iter()
        .map(|d| (d.code.to_string(), d.line, d.column))
        .collect();
    assert_eq!(
        found,
        vec![
            ("OSH5202".to_string(), 5, 16),
            ("OSH5202".to_string(), 6, 5)
        ],
        "{errors:?}"
    );
    assert!(errors[0].message.contains(
        "The WGSL backend does not read or write 16-bit values (half) in buffers ('In')"
    ));
    assert!(errors[1].message.contains("('Out')"));
    assert!(errors[1].message.contains("Store float in the buffer"));
    // The SPIR-V target compiles the same source.
    let spirv = compile(src, CompileTarget::SpirV, true);
    assert!(spirv.success(), "{:?}", spirv.diagnostics);
}
