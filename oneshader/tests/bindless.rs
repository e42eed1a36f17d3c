//! Bindless tables as engines declare them for Vulkan: unbounded resource arrays
//! (`Texture2D T[]`), typed views aliasing one `[[vk::binding]]`, `NonUniformResourceIndex`.
//! What a user sees: spirv-val-clean SPIR-V with the runtime arrays and exactly the
//! descriptor-indexing capabilities the reflection's device features name, the aliases as one
//! binding with views in reflection, Vulkan and WebGPU/wgpu layouts for them, naga-valid WGSL
//! binding arrays where wgpu has them, and precise errors where a target has none.

use oneshader::layouts::{
    DescriptorBindingFlags, EntryLayout, LayoutErrorKind, MetalArgumentKind, PipelineLayout,
    VulkanLayoutOptions, WebGpuLayoutOptions, DEFAULT_UNBOUNDED_DESCRIPTOR_COUNT,
    UPDATE_AFTER_BIND_POOL,
};
use oneshader::reflect::{device_features as f, ShaderReflection};
use oneshader::{compile, CompileOptions, CompileResult, CompileTarget, WgslDialect};
use std::collections::BTreeSet;

mod common;
use common::{spirv_bindings, spirv_val};

/// Our own shader in the style of an engine's bindless header: one set per descriptor kind,
/// several typed views at binding 0 of each, indexed from push constants or non-uniformly.
const TABLES: &str = "\
[[vk::binding(0, 1)]] SamplerState Samplers[];
[[vk::binding(0, 2)]] ByteAddressBuffer Buffers[];
[[vk::binding(0, 2)]] RWByteAddressBuffer RwBuffers[];
[[vk::binding(0, 3)]] Buffer<uint> TexelsUint[];
[[vk::binding(0, 3)]] Buffer<float4> TexelsFloat4[];
[[vk::binding(0, 4)]] Texture2D Textures[];
[[vk::binding(0, 4)]] Texture2DArray<float4> TextureArrays[];
[[vk::binding(0, 4)]] TextureCube Cubes[];
[[vk::binding(0, 4)]] Texture3D<float> Volumes[];
[[vk::binding(0, 5)]] RWTexture2D<float4> Images[];
[[vk::binding(0, 5)]] RWTexture2D<uint> ImagesUint[];
[[vk::binding(0, 6)]] RWBuffer<uint> RwTexels[];
struct Mesh { uint firstIndex; uint indexCount; };
StructuredBuffer<Mesh> Meshes[] : register(t0, space7);

struct Push { uint texture; uint sampler; uint buffer; uint mesh; };
[[vk::push_constant]] Push push;

[shader(\"pixel\")]
float4 Shade(float2 uv : TEXCOORD0, nointerpolation uint material : MATERIAL) : SV_Target {
    float4 c = Textures[push.texture].Sample(Samplers[push.sampler], uv);
    c += Textures[NonUniformResourceIndex(material)].Sample(Samplers[NonUniformResourceIndex(material)], uv);
    c += TextureArrays[push.texture].SampleLevel(Samplers[push.sampler], float3(uv, 1), 0);
    c += Cubes[push.texture].SampleLevel(Samplers[push.sampler], float3(uv, 1), 0);
    c.x += Volumes[push.mesh].Load(int4(0, 0, 0, 0));
    c.y += asfloat(Buffers[push.buffer].Load(16));
    c.z += TexelsUint[push.buffer][material];
    c += TexelsFloat4[NonUniformResourceIndex(material)][0];
    c.w += Meshes[NonUniformResourceIndex(material)][0].indexCount;
    return c;
}

[shader(\"compute\")]
[numthreads(8, 8, 1)]
void Fill(uint3 id : SV_DispatchThreadID) {
    Images[push.texture][id.xy] = float4(1, 0, 0, 1);
    Images[NonUniformResourceIndex(id.x)][id.xy] = float4(0, 1, 0, 1);
    ImagesUint[push.texture][id.xy] = id.y;
    RwBuffers[push.buffer].Store(id.x * 4, id.x);
    RwBuffers[NonUniformResourceIndex(id.y)].Store(0, 1);
    RwTexels[NonUniformResourceIndex(id.x)][id.y] = 3;
}
";

fn build(source: &str, targets: &[CompileTarget], dialect: WgslDialect) -> CompileResult {
    let options = CompileOptions {
        targets: targets.to_vec(),
        wgsl_dialect: dialect,
        ..CompileOptions::default()
    };
    compile(source, "tables.hlsl", &options)
}

fn spirv(source: &str) -> CompileResult {
    let r = build(source, &[CompileTarget::SpirV], WgslDialect::Wgpu);
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:?}");
    r
}

/// The module's `OpCapability` operands.
fn capabilities(words: &[u32]) -> BTreeSet<u32> {
    let mut out = BTreeSet::new();
    let mut i = 5;
    while i < words.len() {
        let (count, op) = ((words[i] >> 16) as usize, words[i] & 0xffff);
        if count == 0 {
            break;
        }
        if op == spirv::Op::Capability as u32 {
            out.insert(words[i + 1]);
        }
        i += count;
    }
    out
}

/// How many instructions of `op` the module holds.
fn count_op(words: &[u32], op: spirv::Op) -> usize {
    let (mut i, mut n) = (5, 0);
    while i < words.len() {
        let count = (words[i] >> 16) as usize;
        if count == 0 {
            break;
        }
        n += usize::from(words[i] & 0xffff == op as u32);
        i += count;
    }
    n
}

const NON_UNIFORM_CAPABILITIES: [(u32, spirv::Capability); 6] = [
    (
        f::SAMPLED_IMAGE_ARRAY_NON_UNIFORM,
        spirv::Capability::SampledImageArrayNonUniformIndexing,
    ),
    (
        f::STORAGE_IMAGE_ARRAY_NON_UNIFORM,
        spirv::Capability::StorageImageArrayNonUniformIndexing,
    ),
    (
        f::STORAGE_BUFFER_ARRAY_NON_UNIFORM,
        spirv::Capability::StorageBufferArrayNonUniformIndexing,
    ),
    (
        f::UNIFORM_BUFFER_ARRAY_NON_UNIFORM,
        spirv::Capability::UniformBufferArrayNonUniformIndexing,
    ),
    (
        f::UNIFORM_TEXEL_BUFFER_ARRAY_NON_UNIFORM,
        spirv::Capability::UniformTexelBufferArrayNonUniformIndexing,
    ),
    (
        f::STORAGE_TEXEL_BUFFER_ARRAY_NON_UNIFORM,
        spirv::Capability::StorageTexelBufferArrayNonUniformIndexing,
    ),
];

fn features(r: &CompileResult, entry: &str) -> u32 {
    let reflection = r.reflection.as_ref().expect("reflection");
    reflection
        .entry_point(entry)
        .expect("entry point")
        .required_features
}

#[test]
fn tables_are_runtime_arrays_with_exactly_the_features_reflection_names() {
    let r = spirv(TABLES);
    let expected = [
        (
            "Shade",
            f::RUNTIME_DESCRIPTOR_ARRAY
                | f::SAMPLED_IMAGE_ARRAY_NON_UNIFORM
                | f::STORAGE_BUFFER_ARRAY_NON_UNIFORM
                | f::UNIFORM_TEXEL_BUFFER_ARRAY_NON_UNIFORM,
        ),
        (
            "Fill",
            f::RUNTIME_DESCRIPTOR_ARRAY
                | f::STORAGE_IMAGE_ARRAY_NON_UNIFORM
                | f::STORAGE_BUFFER_ARRAY_NON_UNIFORM
                | f::STORAGE_TEXEL_BUFFER_ARRAY_NON_UNIFORM,
        ),
    ];
    for (entry, bits) in expected {
        let blob = r.find(entry, CompileTarget::SpirV).expect("SPIR-V blob");
        let words = blob.words();
        spirv_val(&words, entry).unwrap();
        assert_eq!(features(&r, entry), bits, "{entry}");
        let caps = capabilities(&words);
        assert!(caps.contains(&(spirv::Capability::RuntimeDescriptorArray as u32)));
        assert!(caps.contains(&(spirv::Capability::ShaderNonUniform as u32)));
        // The SPIR-V declares a non-uniform capability exactly where reflection names the
        // device feature, so an application that enables what reflection says runs it.
        for (bit, cap) in NON_UNIFORM_CAPABILITIES {
            assert_eq!(
                caps.contains(&(cap as u32)),
                bits & bit != 0,
                "{entry}: {cap:?}"
            );
        }
        assert!(count_op(&words, spirv::Op::TypeRuntimeArray) > 0);
        assert!(count_op(&words, spirv::Op::Decorate) > 0);
    }
    // Every view keeps its own variable at the shared binding, as DXC emits them.
    let fill = r.find("Fill", CompileTarget::SpirV).expect("Fill").words();
    let b = spirv_bindings(&fill);
    assert_eq!(b.get("Images"), Some(&(5, 0)));
    assert_eq!(b.get("ImagesUint"), Some(&(5, 0)));
    assert_eq!(b.get("RwBuffers"), Some(&(2, 0)));
}

#[test]
fn bounded_arrays_without_non_uniform_indices_need_no_descriptor_indexing() {
    let source = "\
Texture2D<float4> T[4] : register(t0);
SamplerState S : register(s1);
cbuffer C : register(b2) { uint i; };
[shader(\"pixel\")] float4 main(float2 uv : UV) : SV_Target { return T[i].Sample(S, uv); }
";
    let r = spirv(source);
    assert_eq!(features(&r, "main"), 0);
    let words = r.find("main", CompileTarget::SpirV).expect("blob").words();
    spirv_val(&words, "bounded").unwrap();
    let caps = capabilities(&words);
    assert!(!caps.contains(&(spirv::Capability::RuntimeDescriptorArray as u32)));
    assert_eq!(count_op(&words, spirv::Op::TypeRuntimeArray), 0);
}

/// `Texture2D T[2][3]`: one binding of 6 descriptors (Vulkan counts an array of arrays row by
/// row), `T[i][j]` is element `i * 3 + j` (a constant pair folds), a `NonUniformResourceIndex` in
/// either index makes the element's index non-uniform; reflection counts 6; WGSL and MSL get the
/// same one-dimensional array. Too few indices and an index outside its own dimension are
/// errors where they are written.
#[test]
fn multi_dimensional_resource_arrays_are_one_binding_indexed_row_by_row() {
    let source = "\
Texture2D<float4> T[2][3] : register(t0);
SamplerState S : register(s1);
cbuffer C : register(b2) { uint a; uint b; };
[shader(\"pixel\")]
float4 main(float4 pos : SV_Position, float2 uv : UV, nointerpolation uint m : M) : SV_Target {
    return T[a][b].Sample(S, uv) + T[1][2].Sample(S, uv) + T[NonUniformResourceIndex(m)][b][uint2(pos.xy)];
}
";
    let r = build(
        source,
        &[
            CompileTarget::SpirV,
            CompileTarget::Wgsl,
            CompileTarget::Msl,
        ],
        WgslDialect::Wgpu,
    );
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:?}");
    let reflection = r.reflection.as_ref().expect("reflection");
    let t = reflection.resources.iter().find(|x| x.name == "T").unwrap();
    assert_eq!(t.count, 6);
    let words = r.find("main", CompileTarget::SpirV).expect("blob").words();
    spirv_val(&words, "multi_dim").unwrap();
    assert_eq!(spirv_bindings(&words)["T"], (0, 0));
    let text = common::spirv_dis(&words);
    for needle in [
        "OpTypeArray %4 %uint_6",
        "OpIMul %uint",
        "OpAccessChain %_ptr_UniformConstant_4 %T %int_5",
        "OpCapability SampledImageArrayNonUniformIndexing",
    ] {
        assert!(text.contains(needle), "{needle}:\n{text}");
    }
    let wgsl = r
        .find("main", CompileTarget::Wgsl)
        .expect("wgsl")
        .as_text()
        .to_string();
    common::naga_validate(&wgsl).unwrap();
    assert!(wgsl.contains("binding_array<texture_2d<f32>, 6>"), "{wgsl}");
    let source = "\
Texture2D<float4> T[2][3] : register(t0);
SamplerState S : register(s1);
[shader(\"pixel\")]
float4 main(float2 uv : UV) : SV_Target {
    return T[1].Sample(S, uv) + T[2][0].Sample(S, uv);
}
";
    let r = build(source, &[CompileTarget::SpirV], WgslDialect::Wgpu);
    for (code, at, text) in [
        (
            "OSH0350",
            (5, 12),
            "a resource array of 2 dimensions: index every one of them (T[i][i])",
        ),
        ("OSH0320", (5, 35), "this dimension of 'T' has 2 elements"),
    ] {
        assert!(
            common::has_diagnostic(&r, code, at, text),
            "{code} {at:?} {text}: {:?}",
            r.diagnostics
        );
    }
}

#[test]
fn aliases_are_one_binding_with_views_in_reflection() {
    let r = spirv(TABLES);
    let reflection: &ShaderReflection = r.reflection.as_ref().expect("reflection");
    let textures = reflection.resource("Textures").expect("Textures");
    assert!(textures.is_unbounded());
    let views: Vec<&str> = textures.views.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(views, ["TextureArrays", "Cubes", "Volumes"]);
    assert_eq!(textures.views[2].hlsl_type, "Texture3D<float>");
    assert!(reflection.resource("Cubes").is_none());
    assert_eq!(
        reflection.binding_of("Cubes").map(|b| b.name.as_str()),
        Some("Textures")
    );
    // The read-only and the writable byte-address views share the storage-buffer binding;
    // the binding's stages are the union of its views'.
    let buffers = reflection.resource("Buffers").expect("Buffers");
    assert_eq!(buffers.views[0].name, "RwBuffers");
    assert_eq!(buffers.stages.len(), 2);
    // Entry points list the binding's record, once.
    let fill = reflection.entry_point("Fill").expect("Fill");
    assert_eq!(
        fill.used_resources,
        ["Buffers", "Images", "RwTexels"],
        "{:?}",
        fill.used_resources
    );
    let json = oneshader::reflect::to_json(reflection);
    assert!(json.contains("\"views\": ["), "{json}");
    assert!(json.contains("\"name\": \"TexelsFloat4\""));
    let again = oneshader::reflect::from_text(&oneshader::reflect::to_text(reflection))
        .expect("the text form reads back");
    assert_eq!(&again, reflection);
}

#[test]
fn different_descriptor_kinds_at_one_binding_stay_osh0330() {
    let source = "\
[[vk::binding(0, 4)]] Texture2D Textures[];
[[vk::binding(0, 4)]] RWTexture2D<float4> Images[];
[shader(\"compute\")][numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Images[id.x][id.xy] = Textures[id.y].Load(int3(0, 0, 0)); }
";
    let r = build(source, &[CompileTarget::SpirV], WgslDialect::Wgpu);
    let errors: Vec<_> = r.diagnostics.iter().filter(|d| d.is_error()).collect();
    assert_eq!(errors.len(), 1, "{errors:?}");
    let d = errors[0];
    assert_eq!(d.code.to_string(), "OSH0330");
    assert_eq!((d.line, d.column), (2, 43));
    assert!(d
        .message
        .starts_with("'Textures' and 'Images' both use set 4, binding 0."));
}

fn entry_pipeline(r: &CompileResult, entry: &str) -> PipelineLayout {
    let reflection = r.reflection.as_ref().expect("reflection");
    let e = EntryLayout::try_create(reflection, entry).expect("entry layout");
    PipelineLayout::try_create(&[e]).expect("pipeline layout")
}

#[test]
fn vulkan_layouts_size_unbounded_arrays_and_apply_the_flags_asked_for() {
    let r = spirv(TABLES);
    let pipeline = entry_pipeline(&r, "Shade");
    let plain = pipeline.to_vulkan();
    let textures = &plain.set_layouts[4].bindings[0];
    assert_eq!(textures.name, "Textures");
    assert!(textures.unbounded);
    assert_eq!(
        textures.descriptor_count,
        DEFAULT_UNBOUNDED_DESCRIPTOR_COUNT
    );
    assert_eq!(textures.binding_flags, DescriptorBindingFlags::default());
    assert!(plain.required_features().is_empty());
    // One binding per aliased binding, of its descriptor kind.
    assert_eq!(plain.set_layouts[3].bindings.len(), 1);
    assert_eq!(
        plain.set_layouts[3].bindings[0].descriptor_type.value(),
        4 // VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER
    );

    let all = DescriptorBindingFlags(
        DescriptorBindingFlags::PARTIALLY_BOUND
            | DescriptorBindingFlags::UPDATE_AFTER_BIND
            | DescriptorBindingFlags::VARIABLE_DESCRIPTOR_COUNT,
    );
    let options = VulkanLayoutOptions {
        unbounded_descriptor_count: 100_000,
        unbounded_binding_flags: all,
        ..Default::default()
    };
    let vk = pipeline.to_vulkan_with(&options);
    let textures = &vk.set_layouts[4].bindings[0];
    assert_eq!(textures.descriptor_count, 100_000);
    assert_eq!(textures.binding_flags, all);
    assert_eq!(vk.set_layouts[4].flags, UPDATE_AFTER_BIND_POOL);
    assert_eq!(vk.set_layouts[0].flags, 0);
    assert_eq!(
        vk.required_features(),
        [
            "descriptorBindingPartiallyBound",
            "descriptorBindingSampledImageUpdateAfterBind",
            "descriptorBindingStorageBufferUpdateAfterBind",
            "descriptorBindingUniformTexelBufferUpdateAfterBind",
            "descriptorBindingVariableDescriptorCount",
        ]
    );
    assert!(vk
        .to_string()
        .contains("set 4 binding 0: SampledImage (2) x100000, stages Fragment\n  unbounded 1, flags UpdateAfterBind, PartiallyBound, VariableDescriptorCount\n"));
}

#[test]
fn a_variable_count_stays_only_on_the_highest_binding_of_its_set() {
    let source = "\
Texture2D Early[] : register(t0, space1);
Texture2D Late[] : register(t5, space1);
SamplerState S : register(s0);
cbuffer C : register(b1) { uint i; };
[shader(\"pixel\")] float4 main(float2 uv : UV) : SV_Target { return Early[i].Sample(S, uv) + Late[i].Sample(S, uv); }
";
    let r = spirv(source);
    let options = VulkanLayoutOptions {
        unbounded_binding_flags: DescriptorBindingFlags(
            DescriptorBindingFlags::VARIABLE_DESCRIPTOR_COUNT,
        ),
        ..Default::default()
    };
    let vk = entry_pipeline(&r, "main").to_vulkan_with(&options);
    let set = &vk.set_layouts[1].bindings;
    assert_eq!(
        (set[0].name.as_str(), set[1].name.as_str()),
        ("Early", "Late")
    );
    assert_eq!(set[0].binding_flags, DescriptorBindingFlags::default());
    assert_eq!(
        set[1].binding_flags,
        DescriptorBindingFlags(DescriptorBindingFlags::VARIABLE_DESCRIPTOR_COUNT)
    );
}

#[test]
fn webgpu_layouts_refuse_arrays_and_wgpu_binding_arrays_refuse_what_wgpu_cannot_bind() {
    let source = "\
Texture2D<float4> Textures[] : register(t0, space1);
SamplerState Samplers[8] : register(s1, space1);
StructuredBuffer<float4> Data[] : register(t0, space2);
cbuffer C : register(b1, space2) { uint i; };
[shader(\"pixel\")] float4 main(float2 uv : UV) : SV_Target { return Textures[i].Sample(Samplers[i & 7], uv) + Data[i][0]; }
";
    let r = spirv(source);
    let pipeline = entry_pipeline(&r, "main");
    let e = pipeline.try_to_webgpu().unwrap_err();
    assert_eq!(e.kind, LayoutErrorKind::Unsupported);
    assert!(
        e.message.starts_with("'Textures' (set 1 binding 0) is an unbounded array of resources, which WebGPU cannot bind."),
        "{}",
        e.message
    );
    let arrays = WebGpuLayoutOptions {
        binding_arrays: true,
        unbounded_count: 512,
        ..Default::default()
    };
    let e = pipeline.try_to_webgpu_with(&arrays).unwrap_err();
    assert_eq!(
        e.message,
        "WebGPU group 2 holds the binding array 'Data' and the uniform buffer 'C', which wgpu cannot put in one bind group. Move 'C' to another group (another descriptor set)."
    );

    let source = source.replace("register(b1, space2)", "register(b0, space3)");
    let r = spirv(&source);
    let layout = entry_pipeline(&r, "main")
        .try_to_webgpu_with(&arrays)
        .expect("binding arrays");
    let counts: Vec<(String, Option<u32>)> = layout
        .groups
        .iter()
        .flat_map(|g| &g.entries)
        .map(|e| (e.name.clone(), e.count))
        .collect();
    assert_eq!(
        counts,
        [
            ("Textures".to_string(), Some(512)),
            ("Samplers".to_string(), Some(8)),
            ("Data".to_string(), Some(512)),
            ("C".to_string(), None),
        ]
    );

    let texels = "\
Buffer<uint> Texels[] : register(t0, space1);
cbuffer C : register(b0) { uint i; };
[shader(\"pixel\")] float4 main() : SV_Target { return Texels[i][0]; }
";
    let r = spirv(texels);
    let e = entry_pipeline(&r, "main")
        .try_to_webgpu_with(&arrays)
        .unwrap_err();
    assert!(e.message.contains("is a typed buffer"), "{}", e.message);
}

fn wgsl_errors(source: &str, dialect: WgslDialect) -> Vec<(String, u32, u32)> {
    let r = build(source, &[CompileTarget::Wgsl], dialect);
    r.diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| (d.code.to_string(), d.line, d.column))
        .collect()
}

const TEXTURE_TABLES: &str = "\
Texture2D<float4> Textures[] : register(t0, space1);
TextureCube<float4> Cubes[4] : register(t0, space2);
SamplerState Samplers[] : register(s0, space3);
[[vk::image_format(\"rgba8\")]] RWTexture2D<float4> Images[] : register(u0, space4);
struct Push { uint texture; uint sampler; };
[[vk::push_constant]] Push push;
[shader(\"pixel\")]
float4 Shade(float2 uv : UV, nointerpolation uint material : MATERIAL) : SV_Target {
    float4 c = Textures[push.texture].Sample(Samplers[push.sampler], uv);
    c += Textures[NonUniformResourceIndex(material)].Sample(Samplers[NonUniformResourceIndex(material)], uv);
    c += Cubes[push.texture & 3].SampleLevel(Samplers[0], float3(uv, 1), 0);
    uint w, h;
    Textures[push.texture].GetDimensions(w, h);
    return c + float(w);
}
[shader(\"compute\")][numthreads(8, 8, 1)]
void Fill(uint3 id : SV_DispatchThreadID) { Images[NonUniformResourceIndex(id.x)][id.xy] = float4(1, 0, 0, 1); }
";

#[test]
fn wgsl_binding_arrays_of_textures_and_samplers_are_naga_valid() {
    use naga::valid::Capabilities as C;
    let r = build(
        TEXTURE_TABLES,
        &[CompileTarget::SpirV, CompileTarget::Wgsl],
        WgslDialect::Wgpu,
    );
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:?}");
    let shade = r
        .find("Shade", CompileTarget::Wgsl)
        .expect("WGSL")
        .as_text();
    assert!(shade.starts_with("enable wgpu_binding_array;\n"), "{shade}");
    assert!(shade.contains("var Textures: binding_array<texture_2d<f32>>;"));
    assert!(shade.contains("var Cubes: binding_array<texture_cube<f32>, 4>;"));
    assert!(shade.contains("var Samplers: binding_array<sampler>;"));
    let fill = r.find("Fill", CompileTarget::Wgsl).expect("WGSL").as_text();
    assert!(
        fill.contains("var Images: binding_array<texture_storage_2d<rgba8unorm, write>>;"),
        "{fill}"
    );
    for (text, caps) in [
        (
            shade,
            C::TEXTURE_AND_SAMPLER_BINDING_ARRAY
                | C::TEXTURE_AND_SAMPLER_BINDING_ARRAY_NON_UNIFORM_INDEXING,
        ),
        (
            fill,
            C::STORAGE_TEXTURE_BINDING_ARRAY
                | C::STORAGE_TEXTURE_BINDING_ARRAY_NON_UNIFORM_INDEXING,
        ),
    ] {
        let module = naga::front::wgsl::parse_str(text)
            .unwrap_or_else(|e| panic!("{}\n{text}", e.emit_to_string(text)));
        naga::valid::Validator::new(naga::valid::ValidationFlags::all(), caps)
            .validate(&module)
            .unwrap_or_else(|e| panic!("{}\n{text}", e.emit_to_string(text)));
        // Without the binding-array capability naga refuses the module.
        assert!(
            naga::valid::Validator::new(naga::valid::ValidationFlags::all(), C::empty())
                .validate(&module)
                .is_err()
        );
    }
    for entry in ["Shade", "Fill"] {
        let words = r.find(entry, CompileTarget::SpirV).expect("SPIR-V").words();
        spirv_val(&words, entry).unwrap();
    }
}

/// Storage-buffer tables as wgpu's `binding_array` of structs wrapping each buffer's words:
/// structured elements read and written whole through helpers that take the buffer's index,
/// byte-address loads, atomics, lengths per element, non-uniform indices.
#[test]
fn wgsl_binding_arrays_of_storage_buffers_are_naga_valid() {
    use naga::valid::Capabilities as C;
    let source = "\
struct Item { float4 color; uint id; float3 pos; };
ByteAddressBuffer Raw[] : register(t0, space1);
StructuredBuffer<Item> Items[4] : register(t0, space2);
RWStructuredBuffer<Item> Outs[] : register(u0, space3);
RWByteAddressBuffer Counters[2] : register(u0, space4);
cbuffer P : register(b0) { uint which; };
[shader(\"compute\")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Item it = Items[which & 3][id.x];
    uint n, stride;
    Items[which & 3].GetDimensions(n, stride);
    uint bytes;
    Raw[NonUniformResourceIndex(id.x)].GetDimensions(bytes);
    it.id += Raw[which].Load(id.x * 4) + n + stride + bytes;
    it.pos += Raw[which].Load<float3>(16);
    Outs[which][id.x] = it;
    Outs[which + 1][id.x].color.x = 2.0;
    uint old;
    Counters[1].InterlockedAdd(0, 1, old);
    Counters[0].Store(4, old);
}
";
    let r = build(
        source,
        &[CompileTarget::SpirV, CompileTarget::Wgsl],
        WgslDialect::Wgpu,
    );
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:?}");
    let text = r.find("main", CompileTarget::Wgsl).expect("WGSL").as_text();
    assert!(text.starts_with("enable wgpu_binding_array;\n"), "{text}");
    for declared in [
        "var<storage, read> Raw: binding_array<Raw_buffer>;",
        "var<storage, read> Items: binding_array<Items_buffer, 4>;",
        "var<storage, read_write> Outs: binding_array<Outs_buffer>;",
        "var<storage, read_write> Counters: binding_array<Counters_buffer, 2>;",
        "w: array<atomic<u32>>,",
        // The element count of the structured buffer: its words over the stride's 8.
        "(arrayLength(&Items[",
        "].w) / 8u)",
        "fn load_Items(w: u32, b: u32) -> Item {",
        "fn store_Outs(w: u32, v: Item, b: u32) {",
    ] {
        assert!(text.contains(declared), "{declared}\n{text}");
    }
    let module = naga::front::wgsl::parse_str(text)
        .unwrap_or_else(|e| panic!("{}\n{text}", e.emit_to_string(text)));
    let caps = C::BUFFER_BINDING_ARRAY
        | C::STORAGE_BUFFER_BINDING_ARRAY
        | C::STORAGE_BUFFER_BINDING_ARRAY_NON_UNIFORM_INDEXING;
    naga::valid::Validator::new(naga::valid::ValidationFlags::all(), caps)
        .validate(&module)
        .unwrap_or_else(|e| panic!("{}\n{text}", e.emit_to_string(text)));
    // Without the storage-buffer binding-array capability naga refuses the module.
    assert!(naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        C::BUFFER_BINDING_ARRAY | C::TEXTURE_AND_SAMPLER_BINDING_ARRAY
    )
    .validate(&module)
    .is_err());
    let words = r
        .find("main", CompileTarget::SpirV)
        .expect("SPIR-V")
        .words();
    spirv_val(&words, "main").unwrap();
}

#[test]
fn wgsl_refuses_constant_buffer_arrays_the_webgpu_dialect_and_two_views_in_one_entry_point() {
    let buffers = "\
struct Cb { float4 v; };
ConstantBuffer<Cb> Data[] : register(b0, space1);
cbuffer C : register(b0) { uint i; };
[shader(\"pixel\")] float4 main() : SV_Target { return Data[i].v; }
";
    assert_eq!(
        wgsl_errors(buffers, WgslDialect::Wgpu),
        [("OSH5210".to_string(), 2, 20)]
    );
    let errors = wgsl_errors(TEXTURE_TABLES, WgslDialect::WebGpu);
    assert!(errors.iter().all(|e| e.0 == "OSH5211"), "{errors:?}");
    assert_eq!(errors.first(), Some(&("OSH5211".to_string(), 1, 19)));
    let views = "\
[[vk::binding(0, 1)]] Texture2D<float4> Flat[];
[[vk::binding(0, 1)]] Texture2DArray<float4> Layered[];
SamplerState S : register(s0);
cbuffer C : register(b1) { uint i; };
[shader(\"pixel\")] float4 one(float2 uv : UV) : SV_Target { return Flat[i].Sample(S, uv); }
[shader(\"pixel\")] float4 both(float2 uv : UV) : SV_Target { return Flat[i].Sample(S, uv) + Layered[i].Sample(S, float3(uv, 0)); }
";
    assert_eq!(
        wgsl_errors(views, WgslDialect::Wgpu),
        [("OSH5212".to_string(), 2, 46)]
    );
    // SPIR-V has both views at the binding in the entry point that uses both.
    let r = spirv(views);
    let words = r.find("both", CompileTarget::SpirV).expect("both").words();
    spirv_val(&words, "both").unwrap();
    let b = spirv_bindings(&words);
    assert_eq!(
        (b.get("Flat"), b.get("Layered")),
        (Some(&(1, 0)), Some(&(1, 0)))
    );
}

/// Views of one binding whose WGSL types agree are one WGSL variable: structured buffers of
/// different element types (both words), `Texture2D<float4>` and `Texture2D<float>` (both
/// `texture_2d<f32>`), in tables and alone. Each view still reads its own element type.
#[test]
fn wgsl_views_of_one_binding_with_one_wgsl_type_share_a_variable() {
    let source = "\
struct Instance { float4x4 world; uint geometry; };
struct Geometry { uint first; uint count; };
[[vk::binding(0, 2)]] StructuredBuffer<Instance> Instances[];
[[vk::binding(0, 2)]] StructuredBuffer<Geometry> Geometries[];
[[vk::binding(0, 4)]] Texture2D<float4> Colors[];
[[vk::binding(0, 4)]] Texture2D<float> Masks[];
[[vk::binding(1, 4)]] Texture2D<float2> Normals;
[[vk::binding(1, 4)]] Texture2D<float4> Full;
SamplerState S : register(s0);
cbuffer C : register(b1) { uint i; };
[shader(\"pixel\")]
float4 main(float2 uv : UV) : SV_Target {
    Instance inst = Instances[i][0];
    Geometry geo = Geometries[inst.geometry][1];
    float4 c = Colors[geo.first].Sample(S, uv) * Masks[geo.count].Sample(S, uv);
    return mul(inst.world, c) + float4(Normals.Sample(S, uv), 0, 0) + Full.Sample(S, uv);
}
";
    let r = build(source, &[CompileTarget::Wgsl], WgslDialect::Wgpu);
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:?}");
    let text = r.find("main", CompileTarget::Wgsl).expect("WGSL").as_text();
    for (binding, count) in [
        ("@group(2) @binding(0)", 1),
        ("@group(4) @binding(0)", 1),
        ("@group(4) @binding(1)", 1),
    ] {
        assert_eq!(text.matches(binding).count(), count, "{binding}\n{text}");
    }
    // Each structured view keeps its own element layout: two load helpers on one table.
    assert!(text.contains("-> Instance {"), "{text}");
    assert!(text.contains("-> Geometry {"), "{text}");
    common::naga_validate(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
}

#[test]
fn metal_layouts_bind_unbounded_arrays_as_argument_buffers() {
    let source = "\
Texture2D Textures[] : register(t0, space1);
Texture2D Single : register(t2);
SamplerState S : register(s0);
cbuffer C : register(b1) { uint i; };
[shader(\"pixel\")] float4 main(float2 uv : UV) : SV_Target { return Textures[i].Sample(S, uv) + Single.Sample(S, uv); }
";
    let r = build(
        source,
        &[CompileTarget::SpirV, CompileTarget::Msl],
        WgslDialect::default(),
    );
    let reflection = r.reflection.clone().expect("reflection");
    let e = EntryLayout::try_create(&reflection, "main").expect("entry");
    let metal = PipelineLayout::try_create(&[e])
        .expect("pipeline")
        .try_to_metal()
        .expect("metal layout");
    let pixel = &metal.stages[0];
    let arg = |name: &str| {
        let a = pixel.arguments.iter().find(|a| a.name == name);
        a.map(|a| (a.kind, a.index, a.count))
    };
    // The argument buffer is the first buffer and the cbuffer the next; the single texture
    // keeps texture index 0.
    assert_eq!(arg("Textures"), Some((MetalArgumentKind::Buffer, 0, 0)));
    assert_eq!(arg("C"), Some((MetalArgumentKind::Buffer, 1, 1)));
    assert_eq!(arg("Single"), Some((MetalArgumentKind::Texture, 0, 1)));
    let blob = r.find("main", CompileTarget::Msl).expect("msl");
    let msl = String::from_utf8_lossy(&blob.data);
    assert!(msl.contains("* Textures [[buffer(0)]]"), "{msl}");
    assert!(msl.contains("Textures[v12].value.sample(S, v2)"), "{msl}");
}
