//! The wgpu values of the spec's Sprite, Mesh and Brighten layouts, for each shader source, and
//! the errors of what wgpu cannot take. No device is needed here; `tests/wgpu_*.rs` run pipelines.

use super::*;
use crate::layouts::{PipelineLayout, SpecValue, SpecializationValues, VertexStepMode};
use crate::{compile, compile_file, CompileOptions, CompileResult, CompileTarget};
use ::wgpu::{
    BindGroupLayoutEntry as Entry, BindingType, BufferBindingType, BufferSize, Features,
    SamplerBindingType, ShaderStages, StorageTextureAccess, TextureFormat, TextureSampleType,
    TextureViewDimension, VertexAttribute, VertexFormat,
};

fn both_targets() -> CompileOptions {
    CompileOptions {
        targets: vec![CompileTarget::SpirV, CompileTarget::Wgsl],
        ..CompileOptions::default()
    }
}

fn spec_file(name: &str, options: &CompileOptions) -> CompileResult {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/spec")
        .join(name);
    let result = compile_file(path, options);
    let messages: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(result.success(), "{name}: {messages:?}");
    result
}

fn description(
    result: &CompileResult,
    source: ShaderSourceKind,
    wgsl_immediates: bool,
) -> Result<WgpuLayoutDescription, WgpuError> {
    let layout = PipelineLayout::create(result.reflection.as_ref().expect("reflection"))?;
    WgpuLayoutDescription::try_new(
        &layout,
        &GpuLayoutOptions {
            source,
            wgsl_immediates,
            ..Default::default()
        },
    )
}

fn uniform(binding: u32, visibility: ShaderStages, min: u64) -> Entry {
    Entry {
        binding,
        visibility,
        ty: BindingType::Buffer {
            ty: BufferBindingType::Uniform,
            has_dynamic_offset: false,
            min_binding_size: BufferSize::new(min),
        },
        count: None,
    }
}

fn float_texture(binding: u32, visibility: ShaderStages) -> Entry {
    Entry {
        binding,
        visibility,
        ty: BindingType::Texture {
            sample_type: TextureSampleType::Float { filterable: true },
            view_dimension: TextureViewDimension::D2,
            multisampled: false,
        },
        count: None,
    }
}

#[test]
fn sprite_is_one_group_of_three_entries_and_one_vertex_buffer() {
    let result = spec_file("Sprite.hlsl", &both_targets());
    let expected = vec![Some(vec![
        uniform(0, ShaderStages::VERTEX, 0),
        float_texture(1, ShaderStages::FRAGMENT),
        Entry {
            binding: 2,
            visibility: ShaderStages::FRAGMENT,
            ty: BindingType::Sampler(SamplerBindingType::Filtering),
            count: None,
        },
    ])];
    for source in [ShaderSourceKind::Wgsl, ShaderSourceKind::SpirV] {
        let d = description(&result, source, false).expect("sprite");
        assert_eq!(d.groups, expected, "{source:?}");
        assert_eq!(d.immediate_size, 0);
    }
    let layout =
        PipelineLayout::create(result.reflection.as_ref().expect("reflection")).expect("layout");
    let vertex = OwnedVertexBufferLayout::new(
        layout.vertex.as_ref().expect("vertex input"),
        VertexStepMode::Vertex,
    );
    let wgpu_layout = vertex.as_wgpu();
    assert_eq!(wgpu_layout.array_stride, 20);
    assert_eq!(wgpu_layout.step_mode, ::wgpu::VertexStepMode::Vertex);
    assert_eq!(
        wgpu_layout.attributes,
        &[
            VertexAttribute {
                format: VertexFormat::Float32x2,
                offset: 0,
                shader_location: 0
            },
            VertexAttribute {
                format: VertexFormat::Float32x2,
                offset: 8,
                shader_location: 1
            },
            VertexAttribute {
                format: VertexFormat::Unorm8x4,
                offset: 16,
                shader_location: 2
            },
        ]
    );
}

#[test]
fn mesh_push_block_is_a_uniform_buffer_or_96_bytes_of_immediates() {
    let result = spec_file("Mesh.hlsl", &both_targets());
    let camera = uniform(0, ShaderStages::VERTEX, 0);
    let portable = description(&result, ShaderSourceKind::Wgsl, false).expect("wgsl");
    assert_eq!(
        portable.groups,
        vec![Some(vec![camera, uniform(1, ShaderStages::VERTEX, 96)])]
    );
    assert_eq!(
        (portable.immediate_size, portable.immediates_block),
        (0, None)
    );
    for (source, immediates) in [
        (ShaderSourceKind::Wgsl, true),
        (ShaderSourceKind::SpirV, false),
        (ShaderSourceKind::SpirVPassthrough, false),
    ] {
        let d = description(&result, source, immediates).expect("immediates");
        assert_eq!(d.groups, vec![Some(vec![camera])], "{source:?}");
        assert_eq!(
            (d.immediate_size, d.immediates_block.as_deref()),
            (96, Some("Draw"))
        );
    }
    let spirv = DeviceRequirements::of(&result, ShaderSourceKind::SpirV);
    assert_eq!(
        (spirv.features, spirv.max_immediate_size),
        (Features::IMMEDIATES, 96)
    );
    assert_eq!(
        spirv.limits(::wgpu::Limits::default()).max_immediate_size,
        96
    );
    assert_eq!(
        DeviceRequirements::of(&result, ShaderSourceKind::Wgsl),
        DeviceRequirements::default()
    );
    let immediates = spec_file(
        "Mesh.hlsl",
        &CompileOptions {
            wgsl_immediates: true,
            ..both_targets()
        },
    );
    assert_eq!(
        DeviceRequirements::of(&immediates, ShaderSourceKind::Wgsl),
        DeviceRequirements {
            features: Features::IMMEDIATES,
            max_immediate_size: 96
        }
    );
}

#[test]
fn brighten_binds_a_uniform_a_texture_and_a_write_only_storage_texture() {
    let result = spec_file("Brighten.hlsl", &both_targets());
    let d = description(&result, ShaderSourceKind::Wgsl, false).expect("brighten");
    assert_eq!(
        d.groups,
        vec![Some(vec![
            uniform(0, ShaderStages::COMPUTE, 0),
            float_texture(1, ShaderStages::COMPUTE),
            Entry {
                binding: 2,
                visibility: ShaderStages::COMPUTE,
                ty: BindingType::StorageTexture {
                    access: StorageTextureAccess::WriteOnly,
                    format: TextureFormat::Rgba8Unorm,
                    view_dimension: TextureViewDimension::D2,
                },
                count: None,
            },
        ])]
    );
}

const COMBINED: &str = "Texture2D<float4> Albedo : register(t1);\nSamplerState AlbedoSampler : register(s1);\n\
    [[vk::binding(0, 2)]] cbuffer Frame { float4 Tint; };\n\
    [shader(\"pixel\")] float4 PsMain(float2 uv : TEXCOORD0) : SV_Target { return Albedo.Sample(AlbedoSampler, uv) * Tint; }\n";

#[test]
fn combined_pairs_bind_apart_in_wgsl_and_are_refused_from_spirv() {
    let result = compile(COMBINED, "Combined.hlsl", &both_targets());
    assert!(result.success(), "{:?}", result.diagnostics);
    let wgsl = description(&result, ShaderSourceKind::Wgsl, false).expect("wgsl");
    // Group 1 is unused: a gap.
    assert_eq!(wgsl.groups.len(), 3);
    assert_eq!(wgsl.groups[1], None);
    let bindings: Vec<(u32, u32)> = wgsl
        .webgpu
        .groups
        .iter()
        .flat_map(|g| g.entries.iter().map(move |e| (g.group, e.binding)))
        .collect();
    assert_eq!(bindings.len(), 3);
    let sampler = wgsl.webgpu.groups[0]
        .entries
        .iter()
        .find(|e| e.name == "AlbedoSampler")
        .expect("sampler entry");
    assert_ne!(sampler.binding, 1, "the sampler gets its own WGSL binding");
    let err = description(&result, ShaderSourceKind::SpirV, false).expect_err("combined");
    assert_eq!(
        err.to_string(),
        "'Albedo' and 'AlbedoSampler' share set 0 binding 1 as a combined image sampler, which wgpu cannot bind from SPIR-V. Give the sampler its own slot (for example [[vk::binding(2)]] on 'AlbedoSampler'), or use the WGSL source, which gives it one already."
    );
}

#[test]
fn override_constants_are_keyed_by_id_and_borrowed_as_pairs() {
    let source = "[[vk::constant_id(3)]] const uint Taps = 4;\n[[vk::constant_id(1)]] const float Gain = 2.0;\n\
        RWStructuredBuffer<float> Out : register(u0);\n\
        [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Out[id.x] = Gain * Taps; }\n";
    let result = compile(
        source,
        "Spec.hlsl",
        &CompileOptions {
            entry_points: vec![crate::EntryPointRequest {
                name: "CSMain".into(),
                stage: Some(crate::Stage::Compute),
            }],
            ..both_targets()
        },
    );
    assert!(result.success(), "{:?}", result.diagnostics);
    let entry = crate::layouts::EntryLayout::try_create(
        result.reflection.as_ref().expect("reflection"),
        "CSMain",
    )
    .expect("entry");
    let values = SpecializationValues::for_entry(&entry)
        .set("Taps", SpecValue::UInt(7))
        .expect("set");
    let constants = OverrideConstants::from_values(&values);
    assert_eq!(constants.pairs(), vec![("1", 2.0), ("3", 7.0)]);
}

#[test]
fn missing_entries_targets_and_failed_compiles_are_errors() {
    let result = spec_file("Brighten.hlsl", &CompileOptions::default());
    let err = find_blob(&result, "CSMain", ShaderSourceKind::Wgsl).expect_err("no wgsl");
    assert_eq!(
        err.to_string(),
        "Entry point 'CSMain' was not compiled to Wgsl. Add CompileTarget::Wgsl to CompileOptions::targets."
    );
    let err = find_blob(&result, "Main", ShaderSourceKind::SpirV).expect_err("no entry");
    assert_eq!(
        err.to_string(),
        "The compile result has no entry point 'Main'. Use one of: CSMain."
    );
    let broken = compile(
        "[numthreads(1,1,1)] void CSMain() { x = 1; }",
        "Broken.hlsl",
        &CompileOptions::default(),
    );
    assert!(matches!(
        find_blob(&broken, "CSMain", ShaderSourceKind::SpirV),
        Err(WgpuError::CompileFailed { errors }) if errors > 0
    ));
}

#[test]
fn strings_the_webgpu_layout_never_writes_are_unsupported() {
    let result = spec_file("Brighten.hlsl", &both_targets());
    let layout = PipelineLayout::create(result.reflection.as_ref().expect("reflection"))
        .expect("layout")
        .try_to_webgpu()
        .expect("webgpu");
    let mut target = layout.groups[0].entries[2].clone();
    target.storage_format = Some("rgb9e5ufloat".into());
    assert_eq!(
        bind_group_layout_entry(&target).expect_err("format").to_string(),
        "'Target' (binding 2) has storage format 'rgb9e5ufloat', which wgpu has no value for. Build the entry with PipelineLayout::try_to_webgpu_with, which writes only WebGPU's names."
    );
    assert_eq!(
        storage_texture_format("r32float"),
        Some(TextureFormat::R32Float)
    );
    assert_eq!(
        shader_stages(crate::layouts::WebGpuVisibility(3)),
        ShaderStages::VERTEX_FRAGMENT
    );
}

/// A bindless texture table and a non-uniformly indexed storage-image table: the wgpu
/// features a device needs are exactly the binding-array ones of what the entry points use, and
/// the layout's binding arrays become entries with `count`.
#[test]
fn bindless_tables_need_binding_array_features_and_get_counts() {
    let source = "\
Texture2D<float4> Textures[] : register(t0, space1);
SamplerState Samplers[4] : register(s1, space1);
[[vk::image_format(\"rgba8\")]] RWTexture2D<float4> Images[] : register(u0, space2);
Texture2D<float4> Unused[] : register(t0, space3);
struct Push { uint index; };
[[vk::push_constant]] Push push;
[shader(\"pixel\")] float4 PsMain(float2 uv : TEXCOORD0) : SV_Target { return Textures[push.index].Sample(Samplers[push.index & 3], uv); }
[shader(\"compute\")][numthreads(8, 8, 1)] void CsMain(uint3 id : SV_DispatchThreadID) { Images[NonUniformResourceIndex(id.x)][id.xy] = 1; }
";
    let result = compile(source, "bindless.hlsl", &both_targets());
    let messages: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(result.success(), "{messages:?}");
    let needs = DeviceRequirements::of(&result, ShaderSourceKind::SpirV);
    assert_eq!(
        needs.features,
        Features::TEXTURE_BINDING_ARRAY
            | Features::STORAGE_RESOURCE_BINDING_ARRAY
            | Features::PARTIALLY_BOUND_BINDING_ARRAY
            | Features::STORAGE_TEXTURE_ARRAY_NON_UNIFORM_INDEXING
            // The push block, as SPIR-V push constants.
            | Features::IMMEDIATES
    );
    let reflection = result.reflection.as_ref().expect("reflection");
    let entry = crate::layouts::EntryLayout::try_create(reflection, "PsMain").expect("entry");
    let layout = PipelineLayout::try_create(&[entry])
        .expect("pipeline")
        .try_to_webgpu_with(&crate::layouts::WebGpuLayoutOptions {
            binding_arrays: true,
            ..Default::default()
        })
        .expect("binding arrays");
    let entries = convert::bind_group_layout_entries(&layout.groups[1]).expect("entries");
    let counts: Vec<Option<u32>> = entries.iter().map(|e| e.count.map(|c| c.get())).collect();
    assert_eq!(
        counts,
        [
            Some(crate::layouts::DEFAULT_UNBOUNDED_DESCRIPTOR_COUNT),
            Some(4)
        ]
    );
}

#[test]
fn ray_queries_need_wgpus_experimental_ray_query_feature() {
    let src = "RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Hit : register(u1);
[shader(\"compute\")] [numthreads(1, 1, 1)] void main() {
    RayDesc r = { float3(0, 0, 0), 0.0, float3(0, 0, 1), 10.0 };
    RayQuery<RAY_FLAG_FORCE_OPAQUE> q;
    q.TraceRayInline(Scene, 0, 0xFF, r);
    q.Proceed();
    Hit[0] = q.CommittedStatus();
}
";
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        ..CompileOptions::default()
    };
    let result = crate::compile(src, "rq.hlsl", &options);
    assert!(result.success(), "{:?}", result.diagnostics);
    let needs = DeviceRequirements::of(&result, ShaderSourceKind::SpirVPassthrough);
    assert!(needs.features.contains(Features::EXPERIMENTAL_RAY_QUERY));
    assert!(needs.features.contains(Features::PASSTHROUGH_SHADERS));
}

/// naga's reader takes no `NonSemantic.DebugPrintf` and no shader clock: without passthrough
/// the helpers name them instead of failing inside wgpu.
#[test]
fn printf_and_clock_spirv_is_named_as_what_naga_cannot_read() {
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        entry_points: vec![crate::EntryPointRequest {
            name: "main".into(),
            stage: Some(crate::Stage::Compute),
        }],
        ..CompileOptions::default()
    };
    for (src, what) in [
        (
            "[numthreads(1, 1, 1)] void main() { printf(\"%d\", 1); }",
            "the extended instruction set NonSemantic.DebugPrintf",
        ),
        (
            "RWStructuredBuffer<uint> T; [numthreads(1, 1, 1)] void main() { T[0] = uint(vk::ReadClock(vk::DeviceScope)); }",
            "the capability ShaderClockKHR",
        ),
    ] {
        let result = compile(src, "debug.hlsl", &options);
        assert!(result.success(), "{:?}", result.diagnostics);
        let words = result.blobs[0].words();
        assert_eq!(
            super::naga_spirv::naga_cannot_read(&words).as_deref(),
            Some(what)
        );
    }
}
