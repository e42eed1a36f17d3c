//! `oneshader::layouts` reproduces the spec's printed pipeline layouts (Sprite, Mesh, Brighten,
//! Blur) from the real corpus files, and reports conflicts and unsupported cases as values.

use oneshader::layouts::{
    BindingKind, DescriptorType, EntryLayout, LayoutErrorKind, PipelineLayout, ShaderStages,
    SpecValue, SpecializationValues, StorageTextureAccess, VertexAttributeOverride,
    VertexLayoutOverrides, VertexStepMode, VulkanLayoutOptions, WebGpuLayoutOptions,
    DEFAULT_METAL_VERTEX_BUFFER,
};
use oneshader::reflect::ShaderReflection;
use oneshader::types::{MatrixPacking, VertexFormat};
use oneshader::{compile, compile_file, CompileOptions, CompileTarget};
use std::path::PathBuf;

fn reflect_file(name: &str) -> ShaderReflection {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/spec")
        .join(name);
    let result = compile_file(path, &CompileOptions::default());
    let messages: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(result.success(), "{name}: {messages:?}");
    result.reflection.expect("reflection")
}

fn reflect_source(source: &str, path: &str) -> ShaderReflection {
    let result = compile(source, path, &CompileOptions::default());
    let messages: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(result.success(), "{path}: {messages:?}");
    result.reflection.expect("reflection")
}

/// The reflection as if `Msl` had been compiled too (no MSL backend exists yet).
fn with_msl(mut r: ShaderReflection) -> ShaderReflection {
    r.targets.push(CompileTarget::Msl);
    r
}

fn entry(r: &ShaderReflection, name: &str) -> EntryLayout {
    EntryLayout::try_create(r, name).expect("entry layout")
}

#[test]
fn sprite_prints_the_specs_vulkan_layout_and_vertex_input() {
    let r = reflect_file("Sprite.hlsl");
    let pipeline = PipelineLayout::create(&r).expect("pipeline");
    assert_eq!(
        pipeline.to_vulkan().to_string(),
        "set 0 binding 0: UniformBuffer (6) x1, stages Vertex\n\
         set 0 binding 1: SampledImage (2) x1, stages Fragment\n\
         set 0 binding 2: Sampler (0) x1, stages Fragment\n"
    );
    let vs = entry(&r, "VSMain");
    let input = vs
        .vertex
        .expect("vertex input")
        .to_vulkan(VertexStepMode::Vertex);
    assert_eq!(
        input.to_string(),
        "location 0: R32G32Sfloat (103) at 0, stride 20\n\
         location 1: R32G32Sfloat (103) at 8, stride 20\n\
         location 2: R8G8B8A8Unorm (37) at 16, stride 20\n"
    );
    assert_eq!(input.bindings[0].input_rate, 0);
}

#[test]
fn sprite_prints_the_specs_metal_and_webgpu_layouts() {
    let r = reflect_file("Sprite.hlsl");
    let err = PipelineLayout::create(&r)
        .expect("pipeline")
        .try_to_metal()
        .expect_err("no Msl target");
    assert_eq!(err.kind, LayoutErrorKind::MissingTarget);
    assert_eq!(
        err.message,
        "Entry point 'VSMain' of 'Sprite.hlsl' was not compiled for Msl, so it has no Metal argument indices. Add CompileTarget::Msl to the targets."
    );

    let pipeline = PipelineLayout::create(&with_msl(r)).expect("pipeline");
    let metal = pipeline.try_to_metal().expect("metal");
    assert_eq!(
        metal.to_string(),
        "Metal Vertex: Frame -> Buffer(0)\n\
         Metal Pixel: Atlas -> Texture(0)\n\
         Metal Pixel: AtlasSampler -> Sampler(0)\n"
    );
    let pixel = &metal.stages[1];
    assert_eq!(pixel.try_find(0, 2).map(|a| a.index), Some(0));
    assert_eq!(pixel.try_find(0, 0), None);

    let webgpu = pipeline.try_to_webgpu().expect("webgpu");
    assert_eq!(
        webgpu.to_string(),
        "WebGPU group 0 binding 0: Frame, Buffer, visibility Vertex\n\
         WebGPU group 0 binding 1: Atlas, Texture, visibility Fragment\n\
         WebGPU group 0 binding 2: AtlasSampler, Sampler, visibility Fragment\n"
    );
    let entries = &webgpu.groups[0].entries;
    assert_eq!(entries[0].buffer_type, Some("uniform"));
    assert_eq!(
        (
            entries[1].sample_type,
            entries[1].view_dimension,
            entries[1].multisampled
        ),
        (Some("float"), Some("2d"), false)
    );
    assert_eq!(entries[2].sampler_type, Some("filtering"));

    let vertex = pipeline.vertex.as_ref().expect("vertex");
    let web_vertex = vertex.to_webgpu(VertexStepMode::Instance);
    assert_eq!(
        (
            web_vertex.array_stride,
            web_vertex.step_mode,
            web_vertex.attributes[2].format
        ),
        (20, "instance", "unorm8x4")
    );
    let mtl = vertex.to_metal(DEFAULT_METAL_VERTEX_BUFFER, VertexStepMode::Vertex);
    let color = mtl.attribute(2).expect("location 2");
    assert_eq!(
        (
            color.format.name,
            color.format.value,
            color.offset,
            color.buffer_index
        ),
        ("UChar4Normalized", 9, 16, 30)
    );
    assert_eq!(
        (mtl.layouts[0].stride, mtl.layouts[0].step_function),
        (20, 1)
    );
}

#[test]
fn mesh_push_constants_on_each_api() {
    let r = reflect_file("Mesh.hlsl");
    let pipeline = PipelineLayout::create(&r).expect("pipeline");
    let vk = pipeline.to_vulkan();
    let range = &vk.push_constant_ranges[0];
    assert_eq!(
        (
            range.offset,
            range.size,
            range.stage_flags.0,
            range.stage_flags.to_string()
        ),
        (0, 96, 1, "Vertex".to_string())
    );
    assert_eq!(
        vk.to_string(),
        "set 0 binding 0: UniformBuffer (6) x1, stages Vertex\n\
         push constants Draw: offset 0 size 96, stages Vertex\n"
    );
    let camera = &vk.set_layouts[0].bindings[0];
    assert_eq!(
        (camera.name.as_str(), vk.set_layouts[0].set, camera.binding),
        ("Camera", 0, 0)
    );

    let webgpu = pipeline.try_to_webgpu().expect("webgpu");
    let push = webgpu.groups[0]
        .entries
        .iter()
        .find(|e| e.name == "Draw")
        .expect("push stand-in");
    assert_eq!(
        (
            webgpu.groups[0].group,
            push.binding,
            push.buffer_type,
            push.min_binding_size
        ),
        (0, 1, Some("uniform"), 96)
    );
    assert_eq!(push.visibility.to_string(), "Vertex");

    let metal = PipelineLayout::create(&with_msl(r))
        .expect("pipeline")
        .try_to_metal()
        .expect("metal");
    let vertex = &metal.stages[0];
    assert_eq!(vertex.bytes_index, Some(0));
    assert_eq!(
        metal.to_string(),
        "Metal Vertex: Camera -> Buffer(1)\nMetal Vertex: bytes -> Buffer(0)\n"
    );
}

#[test]
fn brighten_compute_layout_on_vulkan_and_webgpu() {
    let r = reflect_file("Brighten.hlsl");
    let pipeline = PipelineLayout::create(&r).expect("pipeline");
    assert_eq!(pipeline.entries[0].workgroup_size, [8, 8, 1]);
    let lines: Vec<String> = pipeline
        .to_vulkan()
        .set_layouts
        .iter()
        .flat_map(|s| {
            s.bindings.iter().map(move |b| {
                format!(
                    "Vulkan set {} binding {}: {}, {}",
                    s.set, b.binding, b.name, b.descriptor_type
                )
            })
        })
        .collect();
    assert_eq!(
        lines,
        [
            "Vulkan set 0 binding 0: Params, UniformBuffer",
            "Vulkan set 0 binding 1: Source, SampledImage",
            "Vulkan set 0 binding 2: Target, StorageImage",
        ]
    );
    assert_eq!(
        pipeline.to_vulkan().set_layouts[0].bindings[2]
            .stage_flags
            .0,
        0x20
    );

    let webgpu = pipeline.try_to_webgpu().expect("webgpu");
    let lines: Vec<String> = webgpu.groups[0]
        .entries
        .iter()
        .map(|e| {
            let extra = if e.kind == BindingKind::StorageTexture {
                format!(
                    " {} {}",
                    e.storage_format.as_deref().unwrap_or(""),
                    e.access.map_or("", |a| a.to_webgpu_string())
                )
            } else {
                String::new()
            };
            format!(
                "WebGPU binding {}: {}, {:?}{extra}",
                e.binding, e.name, e.kind
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            "WebGPU binding 0: Params, Buffer",
            "WebGPU binding 1: Source, Texture",
            "WebGPU binding 2: Target, StorageTexture rgba8unorm write-only",
        ]
    );
    let options = WebGpuLayoutOptions {
        storage_access: [("Target".to_string(), StorageTextureAccess::ReadWrite)].into(),
        ..Default::default()
    };
    let webgpu = pipeline.try_to_webgpu_with(&options).expect("webgpu");
    assert_eq!(
        webgpu.groups[0].entries[2]
            .access
            .map(|a| a.to_webgpu_string()),
        Some("read-write")
    );
    assert_eq!(webgpu.groups[0].entries[2].visibility.0, 4);
}

#[test]
fn conflicting_entry_points_are_a_layout_error() {
    let tex = reflect_source(
        "Texture2D<float4> Albedo : register(t3, space1);\nSamplerState S : register(s0, space1);\n\
         [shader(\"pixel\")] float4 PsTex(float2 uv : TEXCOORD0) : SV_Target { return Albedo.Sample(S, uv); }\n",
        "Tex.hlsl",
    );
    let tint = reflect_source(
        "cbuffer Params : register(b3, space1) { float4 Tint; };\n\
         [shader(\"pixel\")] float4 PsTint() : SV_Target { return Tint; }\n",
        "Tint.hlsl",
    );
    let a = entry(&tex, "PsTex");
    let b = entry(&tint, "PsTint");
    let err = PipelineLayout::try_create_union(&[a.clone(), b.clone()]).expect_err("conflict");
    assert_eq!(err.kind, LayoutErrorKind::ResourceConflict);
    assert_eq!(
        err.to_string(),
        "Set 1 binding 3 is 'Albedo' (SampledTexture, Texture2D<float4>) in entry point 'PsTex' and 'Params' (ConstantBuffer, ConstantBuffer) in entry point 'PsTint'. Entry points that share a layout must agree on a slot's kind, count and type: move one of them to a free binding."
    );
    let err = PipelineLayout::try_create(&[a, b]).expect_err("two pixel shaders");
    assert_eq!(err.kind, LayoutErrorKind::DuplicateStage);
    assert!(err
        .message
        .starts_with("Entry points 'PsTex' and 'PsTint' are both Pixel shaders"));

    let err = EntryLayout::try_create(&tint, "PsMain").expect_err("unknown");
    assert_eq!(err.kind, LayoutErrorKind::UnknownEntryPoint);
    assert_eq!(
        err.message,
        "'Tint.hlsl' has no entry point 'PsMain'. Use one of: PsTint."
    );
}

#[test]
fn union_merges_stages_and_agreeing_push_blocks() {
    let source = "struct A { float4x4 M; float4 C; };\nstruct B { float4x4 M; };\n\
        [[vk::push_constant]] ConstantBuffer<A> PA;\n[[vk::push_constant]] ConstantBuffer<B> PB;\n\
        cbuffer Frame : register(b0) { float4 Tint; };\n\
        [shader(\"vertex\")] float4 VsA(float3 p : POSITION) : SV_Position { return mul(PA.M, float4(p, 1)) * Tint; }\n\
        [shader(\"pixel\")] float4 PsB() : SV_Target { return PB.M[0] * Tint; }\n\
        [shader(\"pixel\")] float4 PsC() : SV_Target { return Tint; }\n";
    let r = reflect_source(source, "Union.hlsl");
    let entries: Vec<EntryLayout> = ["VsA", "PsB", "PsC"].iter().map(|n| entry(&r, n)).collect();
    let shared = PipelineLayout::try_create_union(&entries).expect("union");
    assert_eq!(shared.resource_users[0], ["VsA", "PsB", "PsC"]);
    let vk = shared.to_vulkan();
    assert_eq!(
        vk.to_string(),
        "set 0 binding 0: UniformBuffer (6) x1, stages Vertex, Fragment\n\
         push constants PA: offset 0 size 80, stages Vertex, Fragment\n"
    );
    assert_eq!(vk.set_layouts[0].bindings[0].stage_flags.0, 0x11);

    let clash = "struct A { float4 C; };\nstruct B { uint4 C; };\n\
        [[vk::push_constant]] ConstantBuffer<A> PA;\n[[vk::push_constant]] ConstantBuffer<B> PB;\n\
        [shader(\"pixel\")] float4 PsA() : SV_Target { return PA.C; }\n\
        [shader(\"pixel\")] float4 PsB() : SV_Target { return float4(PB.C); }\n";
    let r = reflect_source(clash, "Clash.hlsl");
    let err = PipelineLayout::try_create_union(&[entry(&r, "PsA"), entry(&r, "PsB")])
        .expect_err("push conflict");
    assert_eq!(err.kind, LayoutErrorKind::PushConstantConflict);
    assert!(err
        .message
        .contains("'PA' of entry point 'PsA' and 'PB' of entry point 'PsB'"));
}

#[test]
fn combined_pairs_are_one_vulkan_binding_and_two_webgpu_entries() {
    let source = "Texture2D<float4> Albedo : register(t1);\nSamplerState AlbedoSampler : register(s1);\n\
        cbuffer Frame : register(b0) { float4 Tint; };\n\
        [shader(\"pixel\")] float4 PsMain(float2 uv : TEXCOORD0) : SV_Target { return Albedo.Sample(AlbedoSampler, uv) * Tint; }\n";
    let r = reflect_source(source, "Combined.hlsl");
    let pipeline = PipelineLayout::create(&r).expect("pipeline");
    assert_eq!(
        pipeline.to_vulkan().to_string(),
        "set 0 binding 0: UniformBuffer (6) x1, stages Fragment\n\
         set 0 binding 1: CombinedImageSampler (1) x1, stages Fragment\n"
    );
    assert_eq!(
        pipeline.try_to_webgpu().expect("webgpu").to_string(),
        "WebGPU group 0 binding 0: Frame, Buffer, visibility Fragment\n\
         WebGPU group 0 binding 1: Albedo, Texture, visibility Fragment\n\
         WebGPU group 0 binding 2: AlbedoSampler, Sampler, visibility Fragment\n"
    );
    let metal = PipelineLayout::create(&with_msl(r))
        .expect("pipeline")
        .try_to_metal()
        .expect("metal");
    assert_eq!(
        metal.to_string(),
        "Metal Pixel: Frame -> Buffer(0)\n\
         Metal Pixel: Albedo -> Texture(0)\n\
         Metal Pixel: AlbedoSampler -> Sampler(0)\n"
    );
}

#[test]
fn metal_indices_count_per_class_and_arrays_take_n() {
    let source =
        "Texture2D<float4> Layers[3] : register(t0);\nTexture2D<float4> Mask : register(t3);\n\
        SamplerState Linear : register(s5);\nStructuredBuffer<float4> Data : register(t4);\n\
        cbuffer Frame : register(b6) { float4 Tint; };\n\
        [shader(\"pixel\")] float4 PsMain(float2 uv : TEXCOORD0) : SV_Target {\n\
          return Layers[2].Sample(Linear, uv) * Mask.Sample(Linear, uv) * Data[0] * Tint; }\n";
    let r = reflect_source(source, "Arrays.hlsl");
    let metal = PipelineLayout::create(&with_msl(r.clone()))
        .expect("pipeline")
        .try_to_metal()
        .expect("metal");
    assert_eq!(
        metal.to_string(),
        "Metal Pixel: Data -> Buffer(0)\n\
         Metal Pixel: Frame -> Buffer(1)\n\
         Metal Pixel: Layers -> Texture(0)\n\
         Metal Pixel: Mask -> Texture(3)\n\
         Metal Pixel: Linear -> Sampler(0)\n"
    );
    let err = PipelineLayout::create(&r)
        .expect("pipeline")
        .try_to_webgpu()
        .expect_err("array");
    assert_eq!(err.kind, LayoutErrorKind::Unsupported);
    assert_eq!(
        err.message,
        "'Layers' (set 0 binding 0) is an array of 3 resources, which WebGPU cannot bind. Declare separate resources, use a texture array with an index instead, or, for native wgpu, set WebGpuLayoutOptions::binding_arrays."
    );
}

#[test]
fn vulkan_options_widen_and_make_buffers_dynamic() {
    let source = "cbuffer Frame : register(b1, space1) { float4 Tint; };\n\
        RWStructuredBuffer<float4> Out : register(u0, space1);\n\
        [shader(\"compute\")][numthreads(1, 1, 1)] void CsMain(uint3 id : SV_DispatchThreadID) { Out[id.x] = Tint; }\n";
    let r = reflect_source(source, "Dyn.hlsl");
    let pipeline = PipelineLayout::create(&r).expect("pipeline");
    let plain = pipeline.to_vulkan();
    assert_eq!(plain.set_layouts.len(), 2);
    assert!(plain.set_layouts[0].bindings.is_empty());
    let options = VulkanLayoutOptions {
        widen_sets: [(1, ShaderStages::VERTEX)].into(),
        dynamic_buffers: vec!["Frame".to_string()],
        dynamic_bindings: vec![(1, 0)],
        ..Default::default()
    };
    let vk = pipeline.to_vulkan_with(&options);
    let b = &vk.set_layouts[1].bindings;
    assert_eq!(
        (
            b[0].descriptor_type,
            b[0].descriptor_type.value(),
            b[0].is_dynamic
        ),
        (DescriptorType::StorageBufferDynamic, 9, true)
    );
    assert_eq!(
        (b[1].descriptor_type.value(), b[1].stage_flags.0),
        (8, 0x21)
    );
    assert_eq!(b[1].stage_flags.to_string(), "Vertex, Compute");

    let web = pipeline
        .try_to_webgpu_with(&WebGpuLayoutOptions {
            dynamic_buffers: vec!["Frame".to_string()],
            ..Default::default()
        })
        .expect("webgpu");
    let frame = &web.groups[1].entries[1];
    assert_eq!(
        (frame.name.as_str(), frame.has_dynamic_offset),
        ("Frame", true)
    );
    assert_eq!(web.groups[1].entries[0].buffer_type, Some("storage"));
}

#[test]
fn vertex_overrides_are_checked_against_the_shader_inputs() {
    let r = reflect_file("Sprite.hlsl");
    let vs = entry(&r, "VSMain");
    let overrides = VertexLayoutOverrides {
        stride: Some(48),
        attributes: [(2, VertexAttributeOverride::new(VertexFormat::Unorm8x4, 44))].into(),
    };
    let host = vs.try_with_vertex_overrides(&overrides).expect("overrides");
    let vertex = host.vertex.as_ref().expect("vertex");
    let vk = vertex.to_vulkan(VertexStepMode::Vertex);
    assert_eq!(
        (
            vk.bindings[0].stride,
            vk.attributes[2].offset,
            vk.attributes[2].format.value
        ),
        (48, 44, 37)
    );
    let mtl = vertex.to_metal(DEFAULT_METAL_VERTEX_BUFFER, VertexStepMode::Instance);
    assert_eq!(
        (
            mtl.attribute(2).map(|a| a.offset),
            mtl.layouts[0].stride,
            mtl.layouts[0].step_function
        ),
        (Some(44), 48, 2)
    );

    let bad = |location: u32, format: VertexFormat, offset: u32| {
        let o = VertexLayoutOverrides {
            stride: Some(48),
            attributes: [(location, VertexAttributeOverride::new(format, offset))].into(),
        };
        let err = vs.try_with_vertex_overrides(&o).expect_err("invalid");
        assert_eq!(err.kind, LayoutErrorKind::InvalidVertexInput);
        err.message
    };
    assert_eq!(
        bad(2, VertexFormat::Uint8x4, 44),
        "The vertex input 'Color' (location 2) of entry point 'VSMain' is read as Float data, so the format Uint8x4 does not fit: use a float, unorm, snorm or half format."
    );
    assert_eq!(
        bad(0, VertexFormat::Float32x2, 42),
        "The vertex input 'Position' (location 0) of entry point 'VSMain' is at offset 42, which is not a multiple of 4 as Float32x2 needs. Align the attribute."
    );
    assert_eq!(
        bad(1, VertexFormat::Float32x4, 40),
        "The vertex input 'Uv' (location 1) of entry point 'VSMain' ends at byte 56 but the vertex is 48 bytes. Make the stride larger or move the attribute."
    );
    assert!(bad(7, VertexFormat::Float32, 0)
        .starts_with("Entry point 'VSMain' has no vertex input at location 7."));
    // A different component count of the same class is fine.
    let o = VertexLayoutOverrides {
        stride: None,
        attributes: [(1, VertexAttributeOverride::new(VertexFormat::Unorm16x2, 8))].into(),
    };
    assert!(vs.try_with_vertex_overrides(&o).is_ok());
}

#[test]
fn blur_specialization_values_for_each_api() {
    let r = reflect_file("Blur.hlsl");
    let cs = entry(&r, "CSMain");
    let ids: Vec<u32> = cs.spec_constants.iter().map(|c| c.id).collect();
    assert_eq!(ids, [0, 1, 2]);
    let values = SpecializationValues::for_entry(&cs)
        .set("Radius", SpecValue::Int(8))
        .and_then(|v| v.set("Horizontal", SpecValue::Bool(false)))
        .expect("values");
    let vk = values.to_vulkan();
    let entries: Vec<(u32, u32, u32)> = vk
        .map_entries
        .iter()
        .map(|e| (e.constant_id, e.offset, e.size))
        .collect();
    assert_eq!(entries, [(0, 0, 4), (1, 4, 4), (2, 8, 4)]);
    let hex: String = vk.data.iter().map(|b| format!("{b:02X}")).collect();
    assert_eq!(hex, "080000000000000000000040");
    let metal: Vec<String> = values
        .to_metal()
        .iter()
        .map(|v| {
            format!(
                "Metal: index {}, MTLDataType {}, bits 0x{:08x}",
                v.index, v.data_type, v.bits
            )
        })
        .collect();
    assert_eq!(
        metal,
        [
            "Metal: index 0, MTLDataType 29, bits 0x00000008",
            "Metal: index 1, MTLDataType 53, bits 0x00000000",
            "Metal: index 2, MTLDataType 3, bits 0x40000000",
        ]
    );
    assert_eq!(
        values.to_webgpu().to_string(),
        "{ \"0\": 8, \"1\": 0, \"2\": 2 }"
    );
    let defaults = SpecializationValues::for_entry(&cs);
    assert_eq!(
        defaults.to_webgpu().to_string(),
        "{ \"0\": 4, \"1\": 1, \"2\": 2 }"
    );

    let err = defaults
        .clone()
        .set("Radius", SpecValue::Float(2.5))
        .expect_err("type");
    assert_eq!(err.kind, LayoutErrorKind::InvalidSpecialization);
    assert_eq!(
        err.message,
        "The specialization constant 'Radius' is Int, not Float: pass a Int value."
    );
    let err = defaults.set("Blurr", SpecValue::Int(1)).expect_err("name");
    assert_eq!(
        err.message,
        "The entry point reads no specialization constant named 'Blurr'. Use one of: Radius, Horizontal, Sigma."
    );
}

/// HLSL 2021 bit-fields take DXC's layout: consecutive fields of one integer type share one
/// member while they fit (named after the first), a field that does not fit, one of another
/// type or a plain member starts a new one; the buffer's offsets follow from those members.
#[test]
fn bit_fields_merge_into_members_as_dxc_lays_them_out() {
    let r = reflect_source(
        "\
struct Merged { uint a : 3; uint b : 29; };
struct Overflow { uint a : 30; uint b : 3; };
struct Mixed { uint a : 1; int b : 1; uint c : 1; };
struct Around { uint a; uint b : 4; uint c : 4; uint d; uint e : 8; };
struct Halves { int a : 16; int b : 16; uint c : 1; };
struct Object { uint geometry; uint material : 24; uint sampler : 8; int instances; uint offset; };
cbuffer Packed {
    Merged merged; Overflow overflow; Mixed mixed; Around around; Halves halves; Object object;
};
RWStructuredBuffer<uint> Out;
[numthreads(1, 1, 1)]
void main() {
    Out[0] = merged.b + overflow.b + mixed.c + around.e + halves.b + object.sampler;
}
",
        "bit_fields.hlsl",
    );
    let layout = r
        .resource("Packed")
        .and_then(|res| res.layout.as_ref())
        .expect("layout");
    type Offsets = Vec<(String, u32)>;
    let shape: Vec<(String, u32, Offsets)> = layout
        .members
        .iter()
        .map(|m| {
            let inner =
                m.ty.members
                    .iter()
                    .map(|x| (x.name.clone(), x.offset))
                    .collect();
            (m.name.clone(), m.offset, inner)
        })
        .collect();
    let named = |v: &[(&str, u32)]| -> Vec<(String, u32)> {
        v.iter().map(|&(n, o)| (n.to_string(), o)).collect()
    };
    assert_eq!(
        shape,
        [
            ("merged".to_string(), 0, named(&[("a", 0)])),
            ("overflow".to_string(), 16, named(&[("a", 0), ("b", 4)])),
            (
                "mixed".to_string(),
                32,
                named(&[("a", 0), ("b", 4), ("c", 8)])
            ),
            (
                "around".to_string(),
                48,
                named(&[("a", 0), ("b", 4), ("d", 8), ("e", 12)])
            ),
            ("halves".to_string(), 64, named(&[("a", 0), ("c", 4)])),
            (
                "object".to_string(),
                80,
                named(&[
                    ("geometry", 0),
                    ("material", 4),
                    ("instances", 8),
                    ("offset", 12)
                ])
            ),
        ]
    );
    assert_eq!(layout.size, 96);
}

/// `StructuredBuffer<row_major float4x4>`: the packing written in the template argument (where
/// no declaration modifier can go) lays out the buffer's matrices, as DXC does; without it
/// the default (column-major) applies.
#[test]
fn matrix_packing_written_in_a_template_argument_lays_out_the_buffer() {
    let r = reflect_source(
        "\
StructuredBuffer<row_major float4x4> Rows;
StructuredBuffer<column_major float3x4> Columns;
StructuredBuffer<float4x4> Default;
RWStructuredBuffer<float4> Out;
[numthreads(1, 1, 1)]
void main() { Out[0] = Rows[0][1] + Columns[0][2].xyzz + Default[0][3]; }
",
        "packing.hlsl",
    );
    for (name, packing) in [
        ("Rows", MatrixPacking::RowMajor),
        ("Columns", MatrixPacking::ColumnMajor),
        ("Default", MatrixPacking::ColumnMajor),
    ] {
        let layout = r
            .resource(name)
            .and_then(|res| res.layout.as_ref())
            .expect("layout");
        assert_eq!(layout.packing, packing, "{name}");
    }
}
