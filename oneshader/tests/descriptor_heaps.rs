//! Shader Model 6.6 descriptor heaps as DXC's default Vulkan mapping has them
//! (`docs/SPIR-V.rst`, "ResourceDescriptorHeaps & SamplerDescriptorHeaps"): every resource type
//! read from `ResourceDescriptorHeap` is an unbounded array of that type, all at the heap's one
//! binding, placed after every declared resource at the lowest free binding of set 0 (the
//! resource heap first, then the sampler heap), or where `-fvk-bind-*-heap` puts it. What a
//! user sees: spirv-val-clean SPIR-V with the bindings DXC's own tests expect, reflection that
//! shows the heap as one binding with typed views and names the mutable-descriptor feature
//! when their kinds differ, Vulkan layouts with a mutable descriptor, WGSL binding arrays where
//! one type is read per heap, and errors at the right line and column for what is wrong.

use oneshader::layouts::{DescriptorType, EntryLayout, LayoutErrorKind, PipelineLayout};
use oneshader::reflect::device_features as f;
use oneshader::{compile, CompileOptions, CompileResult, CompileTarget, Stage};

mod common;
use common::{
    first_error, main_entry, naga_validate, spirv_binding_list, spirv_instructions, spirv_val,
};

fn options(stage: Stage, target: CompileTarget, model: u8) -> CompileOptions {
    CompileOptions {
        shader_model: oneshader::ShaderModel {
            major: 6,
            minor: model,
        },
        ..main_entry(stage, target)
    }
}

fn build(source: &str, stage: Stage, args: &[&str]) -> CompileResult {
    let mut o = options(stage, CompileTarget::SpirV, 6);
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    oneshader::dxc_args::apply_all(&mut o, &args).expect("DXC options");
    compile(source, "heap.hlsl", &o)
}

/// Compiles for SPIR-V, asserts success and spirv-val, and gives the module's words.
fn spirv(source: &str, stage: Stage, args: &[&str]) -> (CompileResult, Vec<u32>) {
    let r = build(source, stage, args);
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:?}");
    let words = r.blobs[0].words();
    spirv_val(&words, "heap").unwrap_or_else(|e| panic!("spirv-val: {e}"));
    (r, words)
}

fn slots_of(words: &[u32], name: &str) -> Vec<(u32, u32)> {
    spirv_binding_list(words)
        .into_iter()
        .filter(|(n, _, _)| n == name)
        .map(|(_, s, b)| (s, b))
        .collect()
}

/// DXC's `sm6_6.descriptorheap.texture.hlsl`: five texture types from the resource heap at
/// binding 0, the sampler heap at binding 1 although it is read first.
const TEXTURES: &str = "\
float4 main() : SV_Target {
  SamplerState Sampler = SamplerDescriptorHeap[0];
  float4 output = float(0.f).rrrr;
  Texture1D Texture1 = ResourceDescriptorHeap[1];
  output += Texture1.Sample(Sampler, float(0));
  Texture2D Texture2 = ResourceDescriptorHeap[2];
  output += Texture2.Sample(Sampler, float2(0, 0));
  Texture3D Texture3 = ResourceDescriptorHeap[3];
  output += Texture3.Sample(Sampler, float3(0, 0, 0));
  TextureCube TextureC = ResourceDescriptorHeap[4];
  output += TextureC.Sample(Sampler, float3(0, 0, 0));
  Texture2DArray Texture2A = ResourceDescriptorHeap[5];
  output += Texture2A.Sample(Sampler, float3(0, 0, 0));
  return output;
}
";

#[test]
fn each_type_is_a_runtime_array_at_its_heaps_one_binding_as_dxc_places_them() {
    let (r, words) = spirv(TEXTURES, Stage::Pixel, &[]);
    assert_eq!(slots_of(&words, "ResourceDescriptorHeap"), [(0, 0); 5]);
    assert_eq!(slots_of(&words, "SamplerDescriptorHeap"), [(0, 1)]);
    // One OpTypeRuntimeArray per type read (five images and the sampler).
    let runtime_arrays = spirv_instructions(&words)
        .iter()
        .filter(|(op, _)| *op == spirv::Op::TypeRuntimeArray as u32)
        .count();
    assert_eq!(runtime_arrays, 6);
    // Texture kinds only: one descriptor kind per binding, so no mutable descriptor.
    let entry = &r.reflection.as_ref().unwrap().entry_points[0];
    assert_eq!(
        entry.required_features & f::RUNTIME_DESCRIPTOR_ARRAY,
        f::RUNTIME_DESCRIPTOR_ARRAY
    );
    assert_eq!(entry.required_features & f::MUTABLE_DESCRIPTOR_TYPE, 0);
}

#[test]
fn the_heaps_take_the_lowest_bindings_of_set_0_left_free_by_declared_resources() {
    // DXC's implicit-bindings.cbuffer: the cbuffer keeps binding 0, the heap takes 1.
    let cbuffer = "\
cbuffer a { float4 value; }
float4 main() : SV_Target {
  RWStructuredBuffer<float4> buffer = ResourceDescriptorHeap[1];
  buffer[0] = value;
  return value;
}
";
    let (_, words) = spirv(cbuffer, Stage::Pixel, &[]);
    assert_eq!(slots_of(&words, "a"), [(0, 0)]);
    assert_eq!(slots_of(&words, "ResourceDescriptorHeap"), [(0, 1)]);

    // DXC's "[[vk::binding(1, 0)]] buffer": the heap takes the free binding 0 below it; a
    // resource in another set leaves set 0 alone.
    let explicit = "\
[[vk::binding(1, 0)]] RWStructuredBuffer<int> buffer;
Texture2D elsewhere : register(t0, space3);
[numthreads(1, 1, 1)]
void main() {
  RWStructuredBuffer<int> tmp = ResourceDescriptorHeap[0];
  SamplerState s = SamplerDescriptorHeap[2];
  tmp[0] = buffer[0] + (int)elsewhere.SampleLevel(s, float2(0, 0), 0).x;
}
";
    let (_, words) = spirv(explicit, Stage::Compute, &[]);
    assert_eq!(slots_of(&words, "buffer"), [(0, 1)]);
    assert_eq!(slots_of(&words, "elsewhere"), [(3, 0)]);
    assert_eq!(slots_of(&words, "ResourceDescriptorHeap"), [(0, 0)]);
    assert_eq!(slots_of(&words, "SamplerDescriptorHeap"), [(0, 2)]);
}

#[test]
fn the_heap_options_place_them_and_reserve_their_slots_first() {
    // DXC's aliasing test: both heaps at set 7, binding 4.
    let (_, words) = spirv(
        "float4 main() : SV_Target {
  SamplerState Sampler = SamplerDescriptorHeap[2];
  Texture2D Texture = ResourceDescriptorHeap[3];
  return Texture.Sample(Sampler, float2(0, 0));
}",
        Stage::Pixel,
        &[
            "-fvk-bind-sampler-heap",
            "4",
            "7",
            "-fvk-bind-resource-heap",
            "4",
            "7",
        ],
    );
    assert_eq!(slots_of(&words, "ResourceDescriptorHeap"), [(7, 4)]);
    assert_eq!(slots_of(&words, "SamplerDescriptorHeap"), [(7, 4)]);

    // A reserved slot is skipped by the declared resources' implicit bindings, even when the
    // shader reads no heap; the counter heap's slot is reserved too.
    let (_, words) = spirv(
        "cbuffer a { float4 value; }
Texture2D t;
float4 main() : SV_Target { return value + t.Load(int3(0, 0, 0)); }",
        Stage::Pixel,
        &[
            "-fvk-bind-resource-heap",
            "0",
            "0",
            "-fvk-bind-counter-heap",
            "1",
            "0",
        ],
    );
    assert_eq!(slots_of(&words, "a"), [(0, 2)]);
    assert_eq!(slots_of(&words, "t"), [(0, 3)]);
    assert!(slots_of(&words, "ResourceDescriptorHeap").is_empty());

    // A declared resource explicitly at the heap's slot is a collision naming the option.
    let r = build(
        "[[vk::binding(5, 0)]] RWByteAddressBuffer b;
float4 main() : SV_Target {
  ByteAddressBuffer h = ResourceDescriptorHeap[0];
  b.Store(0, h.Load(0));
  return 0;
}",
        Stage::Pixel,
        &["-fvk-bind-resource-heap", "5", "0"],
    );
    let (code, line, column, message) = first_error(&r);
    assert_eq!(
        (code.as_str(), line, column),
        ("OSH0330", 3, 25),
        "{message}"
    );
    assert!(
        message.contains("because of -fvk-bind-resource-heap 5 0"),
        "{message}"
    );
}

/// Several kinds in one heap: a texture, a byte-address buffer, a constant buffer and a storage
/// image, read in a helper (through `return`), by assignment, and non-uniformly.
const MIXED: &str = "\
struct Light { float4 color; };
cbuffer Frame { uint lightIndex; uint tableIndex; }
Texture2D<float4> GetTexture(uint i) { return ResourceDescriptorHeap[i]; }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  ByteAddressBuffer table = ResourceDescriptorHeap[NonUniformResourceIndex(tableIndex + id.x)];
  ConstantBuffer<Light> light = ResourceDescriptorHeap[lightIndex];
  RWTexture2D<float4> target;
  target = ResourceDescriptorHeap[7];
  target[id.xy] = light.color + GetTexture(9).Load(int3(0, 0, 0)) + asfloat(table.Load(4));
}
";

#[test]
fn a_heap_of_several_kinds_is_one_binding_with_views_and_a_mutable_descriptor() {
    let (r, words) = spirv(MIXED, Stage::Compute, &[]);
    // The cbuffer `Frame` takes binding 0; the heap's four arrays binding 1.
    assert_eq!(slots_of(&words, "Frame"), [(0, 0)]);
    assert_eq!(slots_of(&words, "ResourceDescriptorHeap"), [(0, 1); 4]);
    let has_non_uniform = spirv_instructions(&words).iter().any(|(op, ops)| {
        *op == spirv::Op::Decorate as u32
            && ops.get(1) == Some(&(spirv::Decoration::NonUniform as u32))
    });
    assert!(
        has_non_uniform,
        "NonUniformResourceIndex keeps its decoration"
    );

    let reflection = r.reflection.as_ref().expect("reflection");
    let heap = reflection
        .resources
        .iter()
        .find(|x| x.name == "ResourceDescriptorHeap")
        .expect("the heap's record");
    assert_eq!(
        heap.descriptor_heap,
        Some(oneshader::vk_bindings::DescriptorHeap::Resource)
    );
    assert!(heap.is_unbounded());
    let views: Vec<(&str, String)> = heap
        .views
        .iter()
        .map(|v| {
            (
                v.hlsl_type.as_str(),
                format!("{:?}", v.kind.unwrap_or(heap.kind)),
            )
        })
        .collect();
    assert_eq!(
        (heap.hlsl_type.as_str(), views),
        (
            "Texture2D<float4>",
            vec![
                ("ByteAddressBuffer", "StorageBuffer".to_string()),
                ("ConstantBuffer<Light>", "ConstantBuffer".to_string()),
                ("RWTexture2D<float4>", "StorageTexture".to_string()),
            ]
        )
    );
    let entry = &reflection.entry_points[0];
    assert_eq!(
        entry.required_features & f::MUTABLE_DESCRIPTOR_TYPE,
        f::MUTABLE_DESCRIPTOR_TYPE
    );
    assert!(entry
        .used_resources
        .contains(&"ResourceDescriptorHeap".to_string()));
    let json = oneshader::reflect::to_json(reflection);
    assert!(
        json.contains("\"descriptorHeap\": \"ResourceDescriptorHeap\""),
        "{json}"
    );

    // Vulkan: one mutable binding listing the four descriptor types.
    let e = EntryLayout::try_create(reflection, "main").expect("entry layout");
    let pipeline = PipelineLayout::try_create(&[e]).expect("pipeline layout");
    let vk = pipeline.to_vulkan();
    let binding = &vk.set_layouts[0].bindings[1];
    assert_eq!(binding.descriptor_type, DescriptorType::Mutable);
    assert_eq!(binding.descriptor_type.value(), 1_000_351_000);
    assert_eq!(
        binding.mutable_types,
        [
            DescriptorType::SampledImage,
            DescriptorType::StorageBuffer,
            DescriptorType::UniformBuffer,
            DescriptorType::StorageImage,
        ]
    );
    assert_eq!(vk.required_features(), ["mutableDescriptorType"]);
    assert!(vk
        .to_string()
        .contains("  mutable SampledImage, StorageBuffer, UniformBuffer, StorageImage\n"));
    // WebGPU has no mutable descriptors.
    let err = pipeline.try_to_webgpu().unwrap_err();
    assert_eq!(err.kind, LayoutErrorKind::Unsupported);
    assert!(
        err.message.contains("mutable descriptor"),
        "{}",
        err.message
    );
}

#[test]
fn static_resources_name_a_heap_element_or_an_array_element_at_a_constant_index() {
    // DXC's descriptorheap.global test, and a static naming a declared array's element.
    let source = "\
Texture2D Declared[4] : register(t0, space1);
static SamplerState Sampler = SamplerDescriptorHeap[2];
static Texture2D Texture = ResourceDescriptorHeap[3];
static Texture2D Third = Declared[2];
float4 main() : SV_Target {
  return Texture.Sample(Sampler, float2(0, 0)) + Third.Sample(Sampler, float2(1, 1));
}
";
    let (_, words) = spirv(source, Stage::Pixel, &[]);
    assert_eq!(slots_of(&words, "ResourceDescriptorHeap"), [(0, 0)]);
    assert_eq!(slots_of(&words, "SamplerDescriptorHeap"), [(0, 1)]);
    // Each use reads the element itself: access chains with the constant indices.
    let constants: Vec<u32> = spirv_instructions(&words)
        .iter()
        .filter(|(op, _)| *op == spirv::Op::Constant as u32)
        .filter_map(|(_, ops)| ops.get(2).copied())
        .collect();
    for k in [2, 3] {
        assert!(constants.contains(&k), "constant {k} in {constants:?}");
    }
}

#[test]
fn wgsl_reads_one_type_per_heap_as_binding_arrays() {
    let source = "\
cbuffer C { uint texIndex; uint sampIndex; }
float4 main(float2 uv : TEXCOORD) : SV_Target {
  Texture2D t = ResourceDescriptorHeap[texIndex];
  SamplerState s = SamplerDescriptorHeap[sampIndex];
  Texture2D u = ResourceDescriptorHeap[NonUniformResourceIndex(texIndex + 1)];
  return t.Sample(s, uv) + u.Sample(s, uv);
}
";
    let r = compile(
        source,
        "heap.hlsl",
        &options(Stage::Pixel, CompileTarget::Wgsl, 6),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text();
    assert!(
        text.contains("var ResourceDescriptorHeap: binding_array<texture_2d<f32>>;"),
        "{text}"
    );
    assert!(
        text.contains("var SamplerDescriptorHeap: binding_array<sampler>;"),
        "{text}"
    );
    naga_validate(text).unwrap_or_else(|e| panic!("naga: {e}\n{text}"));

    // Two types from one heap in one entry point: WGSL cannot declare both at one binding.
    let r = compile(
        TEXTURES,
        "heap.hlsl",
        &options(Stage::Pixel, CompileTarget::Wgsl, 6),
    );
    let (code, line, column, message) = first_error(&r);
    assert_eq!(
        (code.as_str(), line, column),
        ("OSH5212", 6, 24),
        "{message}"
    );
    assert!(
        message.contains("'ResourceDescriptorHeap' is read here as 'Texture1D<float4>[]' and as 'Texture2D<float4>[]'"),
        "{message}"
    );
}

/// Each misuse: (source, code, line, column, words the message holds).
#[test]
fn misuse_is_reported_where_it_is_written() {
    let cases: &[(&str, &str, u32, u32, &str)] = &[
        (
            "float4 main() : SV_Target {\n  SamplerState s = ResourceDescriptorHeap[0];\n  return 0;\n}",
            "OSH0302",
            2,
            20,
            "read it from SamplerDescriptorHeap",
        ),
        (
            "float4 main() : SV_Target {\n  Texture2D t = SamplerDescriptorHeap[1];\n  return t.Load(int3(0, 0, 0));\n}",
            "OSH0302",
            2,
            17,
            "SamplerDescriptorHeap holds samplers only",
        ),
        (
            "float4 main() : SV_Target {\n  float4 x = ResourceDescriptorHeap[2];\n  return x;\n}",
            "OSH0302",
            2,
            14,
            "not to 'float4'",
        ),
        (
            "float4 main() : SV_Target {\n  return ResourceDescriptorHeap[4].Load(int3(0, 0, 0));\n}",
            "OSH0302",
            2,
            10,
            "write 'Texture2D t = ResourceDescriptorHeap[i];'",
        ),
        (
            "float4 main() : SV_Target {\n  Texture2D u = ResourceDescriptorHeap[2.5];\n  return 0;\n}",
            "OSH0302",
            2,
            40,
            "must be an integer",
        ),
        (
            "cbuffer C { uint k; }\nTexture2D T[4] : register(t0);\nstatic Texture2D A = T[k];\nfloat4 main() : SV_Target { return A.Load(int3(0, 0, 0)); }",
            "OSH0350",
            3,
            22,
            "an element at a constant index",
        ),
    ];
    for &(source, code, line, column, words) in cases {
        let r = build(
            source,
            if source.contains("numthreads") {
                Stage::Compute
            } else {
                Stage::Pixel
            },
            &[],
        );
        let (c, l, col, message) = first_error(&r);
        assert_eq!(
            (c.as_str(), l, col),
            (code, line, column),
            "{source}\n{message}"
        );
        assert!(message.contains(words), "{source}\n{message}");
    }
    // Before shader model 6.6, once per compile, at the first read.
    let r = compile(
        TEXTURES,
        "heap.hlsl",
        &options(Stage::Pixel, CompileTarget::SpirV, 5),
    );
    let errors: Vec<_> = r.diagnostics.iter().filter(|d| d.is_error()).collect();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!((errors[0].line, errors[0].column), (2, 26));
    assert!(errors[0]
        .message
        .contains("needs shader model 6.6, and this compile is for 6.5"));
    // A shader's own variable of that name is not a heap.
    let own = "Texture2D ResourceDescriptorHeap[2] : register(t0);\nfloat4 main() : SV_Target { Texture2D t = ResourceDescriptorHeap[1]; return t.Load(int3(0, 0, 0)); }";
    let (_, words) = spirv(own, Stage::Pixel, &[]);
    assert_eq!(slots_of(&words, "ResourceDescriptorHeap"), [(0, 0)]);
}

#[test]
fn the_use_descriptor_heap_option_is_refused_with_the_default_named() {
    let mut o = CompileOptions::default();
    let e = oneshader::dxc_args::apply_all(&mut o, &["-fspv-use-descriptor-heap".to_string()])
        .unwrap_err();
    assert!(e.contains("-fspv-use-emulated-heap"), "{e}");
    oneshader::dxc_args::apply_all(&mut o, &["-fspv-use-emulated-heap".to_string()])
        .expect("the default is accepted");
}

/// Engines wrap the heaps in a template with an `operator[]` that casts, and specialize it for
/// samplers: each instantiation reads its own type.
#[test]
fn a_templated_heap_wrapper_reads_through_casts() {
    let source = "\
template<typename T> struct Table {
  T operator[](uint i) { return (T)ResourceDescriptorHeap[i]; }
};
template<> struct Table<SamplerState> {
  SamplerState operator[](uint i) { return (SamplerState)SamplerDescriptorHeap[i]; }
};
static const Table<Texture2D> textures;
static const Table<SamplerState> samplers;
cbuffer Material { uint albedo; uint linear; }
float4 main(float2 uv : TEXCOORD0) : SV_Target {
  return textures[albedo].Sample(samplers[linear], uv);
}
";
    let (_, words) = spirv(source, Stage::Pixel, &[]);
    assert_eq!(slots_of(&words, "Material"), [(0, 0)]);
    assert_eq!(slots_of(&words, "ResourceDescriptorHeap"), [(0, 1)]);
    assert_eq!(slots_of(&words, "SamplerDescriptorHeap"), [(0, 2)]);
}

/// DXC's `sm6_6.descriptorheap.acbuffer.hlsl`: the append and consume buffers' counters are
/// arrays at the binding after the heap's, a counter at its buffer's index.
#[test]
fn counters_of_heap_buffers_are_arrays_at_the_counter_heaps_binding() {
    let (r, words) = spirv(
        "[numthreads(1, 1, 1)]
void main() {
  ConsumeStructuredBuffer<int> input = ResourceDescriptorHeap[0];
  AppendStructuredBuffer<uint> output = ResourceDescriptorHeap[1];
  output.Append(input.Consume());
}",
        Stage::Compute,
        &[],
    );
    assert_eq!(slots_of(&words, "ResourceDescriptorHeap"), [(0, 0); 2]);
    assert_eq!(
        slots_of(&words, "counter.var.ResourceDescriptorHeap"),
        [(0, 1); 2]
    );
    let atomics = spirv_instructions(&words)
        .iter()
        .filter(|(op, _)| *op == spirv::Op::AtomicIAdd as u32)
        .count();
    assert_eq!(atomics, 2, "one atomic per counter");
    let heap = &r.reflection.as_ref().unwrap().resources[0];
    assert_eq!(heap.counter_slots.len(), 1);
    assert_eq!(
        (heap.counter_slots[0].set, heap.counter_slots[0].binding),
        (0, 1)
    );

    // DXC's implicit-bindings.counter: a declared buffer's counter stays in its set; the
    // heap's counters take the binding after the heap. IncrementCounter through a local.
    let counted = "[[vk::binding(3, 4)]] RWStructuredBuffer<uint> a;
[numthreads(1, 1, 1)]
void main() {
  RWStructuredBuffer<uint> b = ResourceDescriptorHeap[1];
  a[a.IncrementCounter()] = 1;
  b[b.IncrementCounter()] = 2;
}";
    let (_, words) = spirv(counted, Stage::Compute, &[]);
    assert_eq!(slots_of(&words, "a"), [(4, 3)]);
    assert_eq!(slots_of(&words, "counter.var.a"), [(4, 0)]);
    assert_eq!(slots_of(&words, "ResourceDescriptorHeap"), [(0, 0)]);
    assert_eq!(
        slots_of(&words, "counter.var.ResourceDescriptorHeap"),
        [(0, 1)]
    );
    // -fvk-bind-counter-heap places them, in a set of their own if it says so.
    let (_, words) = spirv(
        counted,
        Stage::Compute,
        &["-fvk-bind-counter-heap", "7", "2"],
    );
    assert_eq!(
        slots_of(&words, "counter.var.ResourceDescriptorHeap"),
        [(2, 7)]
    );
    // A heap buffer whose counter is never used has none, as in DXC.
    let (_, words) = spirv(
        "[numthreads(1, 1, 1)]
void main() { RWStructuredBuffer<uint> b = ResourceDescriptorHeap[2]; b[0] = 1; }",
        Stage::Compute,
        &[],
    );
    assert!(slots_of(&words, "counter.var.ResourceDescriptorHeap").is_empty());
}

/// The counters of a declared RW buffer array: one array of counters, the next binding of the
/// array's set, indexed as the buffer is (also non-uniformly).
#[test]
fn counters_of_declared_buffer_arrays_are_indexed_like_their_buffers() {
    let (r, words) = spirv(
        "RWStructuredBuffer<uint> lists[] : register(u0, space2);
RWStructuredBuffer<uint> fixed[3] : register(u0, space3);
cbuffer C { uint k; }
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  lists[k][lists[k].IncrementCounter()] = 1;
  uint n = lists[NonUniformResourceIndex(id.x)].DecrementCounter();
  fixed[id.x % 3][fixed[id.x % 3].IncrementCounter()] = n;
}",
        Stage::Compute,
        &[],
    );
    assert_eq!(slots_of(&words, "lists"), [(2, 0)]);
    assert_eq!(slots_of(&words, "counter.var.lists"), [(2, 1)]);
    assert_eq!(slots_of(&words, "fixed"), [(3, 0)]);
    assert_eq!(slots_of(&words, "counter.var.fixed"), [(3, 1)]);
    let entry = &r.reflection.as_ref().unwrap().entry_points[0];
    assert_eq!(
        entry.required_features & f::STORAGE_BUFFER_ARRAY_NON_UNIFORM,
        f::STORAGE_BUFFER_ARRAY_NON_UNIFORM
    );
}
