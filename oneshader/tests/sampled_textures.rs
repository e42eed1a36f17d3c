//! DXC's combined image samplers, `vk::SampledTexture*`: every method form as valid SPIR-V
//! (sampling straight from the sampled image, reads through `OpImage`), the descriptor kind in
//! reflection and the Vulkan layout, the refusals of WebGPU, WGSL and MSL, and the
//! diagnostics for misuse at line and column.
//!
//! Not run on a device: wgpu binds no combined image samplers, so these tests check the
//! module with spirv-val and its instructions rather than pixels.

mod common;

use oneshader::layouts::{EntryLayout, LayoutErrorKind, PipelineLayout};
use oneshader::{compile, CompileOptions, CompileResult, CompileTarget};
use std::collections::BTreeMap;

const SOURCE: &str = "\
vk::SampledTexture2D<float4> Albedo : register(t0);
vk::SampledTexture2DArray Layers : register(t1, space1);
vk::SampledTextureCUBE<float4> Sky;
vk::SampledTexture2D<float> Shadow;
vk::SampledTexture2DMS<float4> Msaa;
vk::SampledTexture3D<uint> Ids;
vk::SampledTexture2D<float4> Pool[4] : register(t8);
SamplerState Plain;
Texture2D Separate;
float4 Lit(vk::SampledTexture2D<float4> t, float2 uv) { return t.SampleLevel(uv, 0); }
[shader(\"pixel\")]
float4 PSMain(float4 pos : SV_Position, float2 uv : TEXCOORD0, nointerpolation uint i : INDEX) : SV_Target {
    float4 c = Albedo.Sample(uv) + Albedo.SampleBias(uv, 0.5, int2(1, 0)) + Albedo.SampleGrad(uv, ddx(uv), ddy(uv));
    c += Layers.SampleLevel(float3(uv, 1), 2.0);
    c += Sky.Sample(float3(uv, 1));
    c.x += Shadow.SampleCmp(uv, 0.5) + Shadow.SampleCmpLevelZero(uv, 0.25);
    c += Albedo.Gather(uv) + Albedo.GatherGreen(uv, int2(1, 1));
    c.y += Shadow.GatherCmp(uv, 0.5).w;
    c.z += Albedo.CalculateLevelOfDetail(uv);
    c += Albedo.Load(int3(pos.xy, 0)) + Albedo[uint2(pos.xy)] + Albedo.mips[1][uint2(0, 0)];
    c += Msaa.Load(int2(pos.xy), 2);
    uint w, h, levels;
    Albedo.GetDimensions(0, w, h, levels);
    c.w += float(w + h + levels) + float(Ids.Load(int4(0, 0, 0, 0)));
    c += Pool[NonUniformResourceIndex(i)].Sample(uv);
    c += Lit(Albedo, uv);
    c += Separate.Sample(Plain, uv);
    return c;
}
";

fn compile_for(source: &str, target: CompileTarget) -> CompileResult {
    let options = CompileOptions {
        targets: vec![target],
        ..CompileOptions::default()
    };
    compile(source, "sampled.hlsl", &options)
}

/// The SPIR-V id a line `%id = <op> ...` of `text` defines, for the first line containing
/// `needle`.
fn defined_id<'a>(text: &'a str, needle: &str) -> &'a str {
    text.lines()
        .find(|l| l.contains(needle))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or_else(|| panic!("no line with {needle}:\n{text}"))
}

#[test]
fn every_method_form_is_valid_spirv_on_the_sampled_image() {
    let r = compile_for(SOURCE, CompileTarget::SpirV);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.find("PSMain", CompileTarget::SpirV).unwrap().words();
    common::spirv_val(&words, "sampled").unwrap();
    let text = common::spirv_dis(&words);
    // Each combined texture's variable holds an OpTypeSampledImage.
    for name in ["Albedo", "Layers", "Sky", "Shadow", "Msaa", "Ids"] {
        let var = text
            .lines()
            .find(|l| {
                l.starts_with(&format!("%{name} = OpVariable"))
                    || l.contains(&format!(" %{name} = OpVariable"))
            })
            .unwrap_or_else(|| panic!("{name}:\n{text}"));
        let ptr_ty = var.split_whitespace().nth(3).unwrap();
        let ptr_line = text
            .lines()
            .find(|l| {
                l.trim_start()
                    .starts_with(&format!("{ptr_ty} = OpTypePointer UniformConstant"))
            })
            .unwrap_or_else(|| panic!("{ptr_ty}:\n{text}"));
        let pointee = ptr_line.split_whitespace().last().unwrap();
        assert!(
            text.lines().any(|l| l
                .trim_start()
                .starts_with(&format!("{pointee} = OpTypeSampledImage"))),
            "{name} is no sampled image:\n{text}"
        );
    }
    // Only the separate texture and sampler are combined with OpSampledImage.
    let combines: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("OpSampledImage"))
        .collect();
    assert_eq!(combines.len(), 1, "{combines:?}");
    // Sampling reads the loaded sampled image directly.
    let albedo = defined_id(&text, "OpLoad %5 %Albedo").to_string();
    assert!(
        text.lines()
            .any(|l| l.contains("OpImageSampleImplicitLod") && l.contains(&format!(" {albedo} "))),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.contains("OpImageGather") && l.contains(&format!(" {albedo} "))),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.contains("OpImageSampleDrefImplicitLod")),
        "{text}"
    );
    assert!(
        text.lines().any(|l| l.contains("OpImageDrefGather")),
        "{text}"
    );
    assert!(
        text.lines().any(|l| l.contains("OpImageQueryLod")),
        "{text}"
    );
    // Fetches and queries go through one OpImage of the handle per block.
    let image = defined_id(&text, &format!("OpImage %4 {albedo}")).to_string();
    assert_eq!(
        text.lines()
            .filter(|l| l.contains(&format!("OpImage %4 {albedo}")))
            .count(),
        1,
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.contains("OpImageFetch") && l.contains(&format!(" {image} "))),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.contains("OpImageQuerySizeLod") && l.contains(&format!(" {image} "))),
        "{text}"
    );
    // The multisampled fetch names its sample; the array is indexed non-uniformly.
    assert!(text.contains("Sample %int_2"), "{text}");
    assert!(
        text.contains("OpCapability SampledImageArrayNonUniformIndexing"),
        "{text}"
    );
    // Registers: t0, t1 in space 1, t8; the others take the next free bindings of set 0.
    let bindings: BTreeMap<String, (u32, u32)> = common::spirv_bindings(&words);
    assert_eq!(bindings["Albedo"], (0, 0));
    assert_eq!(bindings["Layers"], (1, 1));
    assert_eq!(bindings["Pool"], (0, 8));
}

#[test]
fn integer_sampled_textures_sample_as_dxc_allows() {
    let source = "\
vk::SampledTexture2D<uint> Ids;
[shader(\"pixel\")]
float4 main(float2 uv : TEXCOORD) : SV_Target { return float(Ids.Sample(uv) + Ids.SampleLevel(uv, 1)); }
";
    let r = compile_for(source, CompileTarget::SpirV);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.find("main", CompileTarget::SpirV).unwrap().words();
    common::spirv_val(&words, "sampled-uint").unwrap();
    let text = common::spirv_dis(&words);
    assert!(text.contains("OpImageSampleImplicitLod %v4uint"), "{text}");
    // A plain Texture2D<uint> still cannot be sampled.
    let plain = "Texture2D<uint> Ids; SamplerState S;\n\
                 [shader(\"pixel\")] float4 main(float2 uv : TEXCOORD) : SV_Target { return float(Ids.Sample(S, uv)); }";
    let r = compile_for(plain, CompileTarget::SpirV);
    assert!(!r.success());
    assert_eq!(r.diagnostics[0].code.to_string(), "OSH0315");
}

#[test]
fn reflection_and_the_vulkan_layout_name_combined_image_samplers() {
    let r = compile_for(SOURCE, CompileTarget::SpirV);
    let reflection = r.reflection.as_ref().expect("reflection");
    let sky = reflection.resource("Sky").expect("Sky");
    assert_eq!(sky.hlsl_type, "vk::SampledTextureCUBE<float4>");
    let pool = reflection.resource("Pool").expect("Pool");
    assert_eq!(pool.count, 4);
    let json = oneshader::reflect::to_json(reflection);
    assert!(
        json.contains("\"kind\": \"CombinedImageSampler\""),
        "{json}"
    );
    assert!(json.contains("\"resourceType\": \"TextureCube\""), "{json}");
    // The text format reads the new kind back.
    let text = oneshader::reflect::to_text(reflection);
    let again = oneshader::reflect::from_text(&text).expect("reads back");
    assert_eq!(&again, reflection);

    let e = EntryLayout::try_create(reflection, "PSMain").expect("entry layout");
    let pipeline = PipelineLayout::try_create(&[e]).expect("pipeline layout");
    let vk = pipeline.to_vulkan();
    let types: BTreeMap<String, u32> = vk
        .set_layouts
        .iter()
        .flat_map(|s| &s.bindings)
        .map(|b| (b.name.clone(), b.descriptor_type.value()))
        .collect();
    // VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER (1) for every vk::SampledTexture; the separate
    // pair keeps SAMPLER (0) and SAMPLED_IMAGE (2).
    for name in ["Albedo", "Layers", "Sky", "Shadow", "Msaa", "Ids", "Pool"] {
        assert_eq!(types.get(name), Some(&1), "{name}: {types:?}");
    }
    assert_eq!(types.get("Plain"), Some(&0), "{types:?}");
    assert_eq!(types.get("Separate"), Some(&2), "{types:?}");
    let err = pipeline
        .try_to_webgpu()
        .expect_err("WebGPU binds textures and samplers separately");
    assert_eq!(err.kind, LayoutErrorKind::Unsupported);
    assert!(err.message.contains("combined image sampler"), "{err}");
}

#[test]
fn wgsl_and_msl_refuse_combined_image_samplers_at_their_declaration() {
    for (target, code) in [
        (CompileTarget::Wgsl, "OSH5202"),
        (CompileTarget::Msl, "OSH5102"),
    ] {
        let r = compile_for(SOURCE, target);
        assert!(!r.success());
        let d = r
            .diagnostics
            .iter()
            .find(|d| d.message.contains("'Albedo': vk::SampledTexture2D<float4>"))
            .unwrap_or_else(|| panic!("{target:?}: {:?}", r.diagnostics));
        assert_eq!(d.code.to_string(), code, "{d}");
        assert_eq!((d.line, d.column), (1, 30), "{d}");
        assert!(d.message.contains("combined image samplers"), "{d}");
    }
}

#[test]
fn misuse_is_reported_where_it_is_written() {
    let source = "\
vk::SampledTextureCube<float4> Sky;
struct S { float f; };
vk::SampledTexture2D<S> Bad;
vk::SampledTexture2D<float4> T;
SamplerState Smp;
[shader(\"pixel\")] float4 main(float2 uv : TEXCOORD) : SV_Target {
    return T.Sample(Smp, uv);
}
";
    let r = compile_for(source, CompileTarget::SpirV);
    let found = |code: &str, line: u32, column: u32, text: &str| {
        common::has_diagnostic(&r, code, (line, column), text)
    };
    // DXC spells the cube types CUBE.
    assert!(
        found("OSH0300", 1, 1, "Did you mean 'vk::SampledTextureCUBE'?"),
        "{:?}",
        r.diagnostics
    );
    assert!(
        found(
            "OSH0302",
            3,
            1,
            "'vk::SampledTexture2D' holds scalars or vectors"
        ),
        "{:?}",
        r.diagnostics
    );
    // The texture is its own sampler: a sampler argument matches no overload.
    assert!(
        found("OSH0303", 7, 12, "it takes (float2)"),
        "{:?}",
        r.diagnostics
    );
    // A declaration whose type was refused is not also reported as groupshared.
    assert!(
        !r.diagnostics
            .iter()
            .any(|d| d.message.contains("groupshared")),
        "{:?}",
        r.diagnostics
    );
}
