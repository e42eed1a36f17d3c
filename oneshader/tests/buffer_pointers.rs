//! `vk::BufferPointer<T, A>` (buffer device addresses) end to end: HLSL compiled to SPIR-V that
//! spirv-val accepts and that runs on a real Vulkan device (lavapipe in CI) through a raw-Vulkan
//! harness, because wgpu exposes no buffer addresses. The programs read and write through
//! pointers in push constants and in memory, index arrays behind a pointer, compute addresses
//! from `uint64_t`, pass pointers to functions and `Get()` to `inout` parameters, and use
//! atomics, each at `-O0` and optimized. Also: reflection (the feature bit, a pointer member as
//! its 64-bit address), the `Aligned` operands, the refusals of WGSL and MSL, and the misuse
//! diagnostics at line and column.

mod common;
#[path = "buffer_pointers/vulkan_bda.rs"]
mod vulkan_bda;

use oneshader::reflect::device_features::{BUFFER_DEVICE_ADDRESS, INT64};
use oneshader::{compile, CompileOptions, CompileResult, CompileTarget, Stage};

fn compile_with(source: &str, target: CompileTarget, optimize: bool) -> CompileResult {
    let options = CompileOptions {
        optimize,
        ..common::main_entry(Stage::Compute, target)
    };
    compile(source, "pointers.hlsl", &options)
}

/// The SPIR-V of `source`'s `main`, validated by spirv-val.
fn spirv(source: &str, optimize: bool) -> Vec<u32> {
    let r = compile_with(source, CompileTarget::SpirV, optimize);
    assert!(r.success(), "{:#?}", r.diagnostics);
    let words: Vec<u32> = r.blobs[0]
        .data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    common::spirv_val(&words, "buffer pointers").unwrap();
    words
}

fn bytes_of_floats(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|f| f.to_le_bytes()).collect()
}

fn floats(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn word(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}

/// The harness itself, checked against glslang's `buffer_reference` so that the HLSL tests
/// below do not only confirm our own compiler.
#[test]
fn the_harness_runs_glslangs_buffer_references() {
    const GLSL: &str = "#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 4) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Values { float v[]; };
layout(push_constant) uniform Push { Values src; Values dst; float scale; } pc;
void main() { uint i = gl_GlobalInvocationID.x; pc.dst.v[i] = pc.src.v[i] * pc.scale + float(i); }
";
    let dir = std::env::temp_dir().join(format!("oneshader-bda-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, spv) = (dir.join("scale.comp"), dir.join("scale.spv"));
    std::fs::write(&src, GLSL).unwrap();
    let out = std::process::Command::new("glslangValidator")
        .args(["-V", "--target-env", "vulkan1.2", "-o"])
        .arg(&spv)
        .arg(&src)
        .output()
        .expect("glslangValidator runs (apt-get install glslang-tools)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let words: Vec<u32> = std::fs::read(&spv)
        .unwrap()
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    std::fs::remove_dir_all(&dir).ok();
    let src: Vec<f32> = (1..=8).map(|i| i as f32).collect();
    let mut buffers = vec![bytes_of_floats(&src), vec![0; 32]];
    vulkan_bda::run_compute(&words, "main", [2, 1, 1], &mut buffers, |a, _| {
        let mut p = Vec::new();
        p.extend(a[0].to_le_bytes());
        p.extend(a[1].to_le_bytes());
        p.extend(2.0f32.to_le_bytes());
        p
    })
    .expect("a Vulkan device with bufferDeviceAddress (install mesa-vulkan-drivers)");
    assert_eq!(floats(&buffers[1]), [2., 5., 8., 11., 14., 17., 20., 23.]);
    let err = vulkan_bda::run_compute(&words, "nope", [1, 1, 1], &mut buffers, |_, _| Vec::new())
        .unwrap_err();
    assert!(err.contains("nope"), "{err}");
}

const PARTICLES: &str = "
struct Particle { float3 position; float mass; float4 velocity; };
struct Particles { Particle items[64]; };
struct Push {
    vk::BufferPointer<Particles> particles;
    vk::BufferPointer<uint, 4> counter;
    uint64_t masses;
    float dt;
    uint count;
};
[[vk::push_constant]] Push pc;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x >= pc.count) return;
    Particle p = pc.particles.Get().items[id.x];
    p.position += p.velocity.xyz * pc.dt;
    pc.particles.Get().items[id.x].position = p.position;
    // An address computed from the integer: the i-th float of another buffer.
    vk::BufferPointer<float> mass = vk::BufferPointer<float>(pc.masses + id.x * 4);
    mass.Get() = p.mass * 2;
    uint before;
    InterlockedAdd(pc.counter.Get(), 1, before);
}
";

#[test]
fn particles_move_through_pointers_in_push_constants() {
    for optimize in [false, true] {
        let words = spirv(PARTICLES, optimize);
        // Six particles (std430: position at 0, mass at 12, velocity at 16; 32 bytes each).
        let mut particles = Vec::new();
        for i in 0..6 {
            let f = i as f32;
            particles.extend(bytes_of_floats(&[f, 10. + f, 20., 1. + f]));
            particles.extend(bytes_of_floats(&[1., 2., -f, 0.]));
        }
        let mut buffers = vec![particles, vec![0; 4], vec![0; 4 * 8]];
        let device = vulkan_bda::run_compute(&words, "main", [2, 1, 1], &mut buffers, |a, _| {
            let mut p = Vec::new();
            p.extend(a[0].to_le_bytes());
            p.extend(a[1].to_le_bytes());
            p.extend(a[2].to_le_bytes());
            p.extend(0.5f32.to_le_bytes());
            p.extend(6u32.to_le_bytes());
            p
        })
        .unwrap_or_else(|e| panic!("-O{}: {e}", u8::from(optimize)));
        println!("ran on {device}");
        for i in 0..6 {
            let f = i as f32;
            let p = floats(&buffers[0][i * 32..i * 32 + 32]);
            assert_eq!(
                p,
                [f + 0.5, 10. + f + 1., 20. - f * 0.5, 1. + f, 1., 2., -f, 0.],
                "particle {i}, optimize {optimize}"
            );
        }
        assert_eq!(word(&buffers[1], 0), 6, "the counter, optimize {optimize}");
        let masses = floats(&buffers[2]);
        assert_eq!(masses[..6], [2., 4., 6., 8., 10., 12.]);
        assert_eq!(
            masses[6..],
            [0., 0.],
            "threads past the count write nothing"
        );
    }
}

// The proposal's linked list: the node type declared before the pointer that it holds.
const LIST: &str = "
typedef struct Node Node_t;
typedef vk::BufferPointer<Node_t> NodePtr;
struct Node { float4 value; NodePtr next; uint tag; };
struct Push { uint64_t head; vk::BufferPointer<float4, 4> result; };
[[vk::push_constant]] Push pc;

float4 sum_list(NodePtr p, uint limit, out uint visited) {
    float4 s = 0;
    visited = 0;
    for (uint i = 0; i < limit; i++) {
        s += p.Get().value;
        visited++;
        if ((uint64_t)p.Get().next == 0) break;
        p = p.Get().next;
    }
    return s;
}

void bump(inout uint tag, uint by) { tag += by; }

[numthreads(1, 1, 1)]
void main() {
    NodePtr head = vk::BufferPointer<Node>(pc.head);
    uint visited;
    float4 s = sum_list(head, 16, visited);
    bump(head.Get().tag, visited);
    NodePtr second = head.Get().next;
    second.Get().tag = (uint)((uint64_t)second - (uint64_t)head);
    pc.result.Get() = s;
}
";

#[test]
fn a_linked_list_is_walked_through_addresses_in_memory() {
    for optimize in [false, true] {
        let words = spirv(LIST, optimize);
        // The node holds a pointer to its own type: declared forward, as SPIR-V requires.
        let text = common::spirv_dis(&words);
        assert!(
            text.contains(
                "OpTypeForwardPointer %_ptr_PhysicalStorageBuffer_Node PhysicalStorageBuffer"
            ),
            "{text}"
        );
        // Four nodes of 32 bytes (value at 0, next at 16, tag at 24), linked 0 -> 2 -> 1 -> 3
        // once the harness knows the buffer's address.
        let mut nodes = vec![0u8; 4 * 32];
        for i in 0..4 {
            let v = [i as f32 + 1., 10. * (i as f32 + 1.), 0., 1.];
            nodes[i * 32..i * 32 + 16].copy_from_slice(&bytes_of_floats(&v));
            nodes[i * 32 + 24..i * 32 + 28].copy_from_slice(&100u32.to_le_bytes());
        }
        let mut buffers = vec![nodes, vec![0; 16]];
        vulkan_bda::run_compute(&words, "main", [1, 1, 1], &mut buffers, |a, data| {
            for w in [0usize, 2, 1, 3].windows(2) {
                let next = a[0] + (w[1] * 32) as u64;
                data[0][w[0] * 32 + 16..w[0] * 32 + 24].copy_from_slice(&next.to_le_bytes());
            }
            let mut p = Vec::new();
            p.extend(a[0].to_le_bytes());
            p.extend(a[1].to_le_bytes());
            p
        })
        .unwrap_or_else(|e| panic!("-O{}: {e}", u8::from(optimize)));
        assert_eq!(
            floats(&buffers[1]),
            [10., 100., 0., 4.],
            "optimize {optimize}"
        );
        assert_eq!(word(&buffers[0], 24), 104, "head's tag += the 4 visited");
        assert_eq!(
            word(&buffers[0], 2 * 32 + 24),
            64,
            "second's tag = its offset"
        );
        assert_eq!(word(&buffers[0], 32 + 24), 100, "other tags untouched");
    }
}

#[test]
fn reflection_names_the_feature_and_the_address_and_loads_state_their_alignment() {
    let r = compile_with(PARTICLES, CompileTarget::SpirV, true);
    let reflection = r.reflection.as_ref().expect("reflection");
    let bits = reflection.entry_points[0].required_features;
    assert_ne!(bits & BUFFER_DEVICE_ADDRESS, 0, "bits {bits:#x}");
    assert_ne!(bits & INT64, 0, "uint64_t addresses need shaderInt64");
    let push = &reflection.push_constants[0].layout;
    let member = |name: &str| {
        push.members
            .iter()
            .find(|m| m.name == name)
            .unwrap_or_else(|| panic!("{name} in {push:#?}"))
    };
    // A pointer is its 8-byte address, laid out as a uint64_t.
    assert_eq!(
        (
            member("counter").offset,
            member("masses").offset,
            member("dt").offset
        ),
        (8, 16, 24)
    );
    assert_eq!(
        format!("{:?}", member("particles").ty.scalar),
        "UInt64",
        "{push:#?}"
    );
    let text = common::spirv_dis(&spirv(PARTICLES, true));
    assert!(
        text.contains("OpMemoryModel PhysicalStorageBuffer64 GLSL450"),
        "{text}"
    );
    // The particle (std430 alignment 16) at a 32-byte stride; the uint counter at its explicit
    // alignment 4; the float behind an address computed at run time, at its own alignment.
    assert!(
        text.contains("OpLoad %Particle") && text.contains("Aligned 16"),
        "{text}"
    );
    assert!(
        text.contains("OpStore %") && text.contains("Aligned 4"),
        "{text}"
    );

    // Without casts to integers a pointer needs no 64-bit integers.
    let plain = "struct S { float4 v; };
        struct Push { vk::BufferPointer<S> p; };
        [[vk::push_constant]] Push pc;
        [numthreads(1, 1, 1)] void main() { pc.p.Get().v *= 2; }";
    let r = compile_with(plain, CompileTarget::SpirV, true);
    let bits = r.reflection.as_ref().unwrap().entry_points[0].required_features;
    assert_eq!(bits & INT64, 0, "bits {bits:#x}");
    let text = common::spirv_dis(&spirv(plain, true));
    assert!(!text.contains("OpCapability Int64"), "{text}");
}

#[test]
fn wgsl_and_msl_refuse_buffer_pointers_at_their_first_use() {
    for (target, code) in [
        (CompileTarget::Wgsl, "OSH5202"),
        (CompileTarget::Msl, "OSH5102"),
    ] {
        let r = compile_with(PARTICLES, target, true);
        assert!(
            common::has_diagnostic(&r, code, (16, 18), "no buffer device addresses"),
            "{target:?}: {:#?}",
            r.diagnostics
        );
        assert_eq!(
            r.diagnostics.iter().filter(|d| d.is_error()).count(),
            1,
            "one refusal: {:#?}",
            r.diagnostics
        );
    }
}

#[test]
fn misuse_is_reported_at_the_line_and_column() {
    let cases: &[(&str, &str, (u32, u32), &str)] = &[
        (
            "uint64_t a; vk::BufferPointer<S> p = a;",
            "OSH0302",
            (4, 38),
            "converts only explicitly",
        ),
        (
            "vk::BufferPointer<S> p = (vk::BufferPointer<S>)pc.a; float f = (float)p;",
            "OSH0302",
            (4, 64),
            "converts only explicitly",
        ),
        (
            "float4 v = pc.p.Get(1).v;",
            "OSH0309",
            (4, 12),
            "takes no arguments",
        ),
        (
            "float4 v = pc.p.Load().v;",
            "OSH0308",
            (4, 17),
            "its one method is Get()",
        ),
        (
            "vk::BufferPointer<S, 3> q;",
            "OSH0302",
            (4, 1),
            "a power of two",
        ),
        (
            "uint x = vk::RawBufferLoad(pc.a, 3);",
            "OSH0302",
            (4, 34),
            "a power of two",
        ),
        (
            "vk::RawBufferStore(pc.a);",
            "OSH0309",
            (4, 1),
            "an address and a value",
        ),
        (
            "vk::BufferPointer<float4> q = vk::static_pointer_cast<float4>(pc.p);",
            "OSH0302",
            (4, 31),
            "which 'float4' is not",
        ),
        (
            "vk::BufferPointer<S, 4> q = (vk::BufferPointer<S, 4>)pc.p; vk::BufferPointer<S, 8> r = vk::reinterpret_pointer_cast<S, 8>(q);",
            "OSH0302",
            (4, 88),
            "cannot raise the alignment from 4 to 8",
        ),
        (
            "vk::BufferPointer<Texture2D> q;",
            "OSH0302",
            (4, 1),
            "holds a resource",
        ),
    ];
    // A struct declared and never defined can be pointed to, not held.
    let source = "struct Missing;
struct Holder { float a; Missing m; };
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main() { vk::BufferPointer<Missing> p; o[0] = 1; }";
    let r = compile_with(source, CompileTarget::SpirV, true);
    assert!(
        common::has_diagnostic(&r, "OSH0300", (2, 34), "declared but never defined"),
        "{:#?}",
        r.diagnostics
    );
    assert_eq!(r.diagnostics.len(), 1, "{:#?}", r.diagnostics);
    for (body, code, at, text) in cases {
        let source = format!(
            "struct S {{ float4 v; }};\nstruct Push {{ vk::BufferPointer<S> p; uint64_t a; }}; [[vk::push_constant]] Push pc; RWStructuredBuffer<float4> o;\n[numthreads(1, 1, 1)] void main() {{ {body} }}\n"
        );
        let source = source.replacen("void main() { ", "void main() {\n", 1);
        let r = compile_with(&source, CompileTarget::SpirV, true);
        assert!(
            common::has_diagnostic(&r, code, *at, text),
            "{body}: {:#?}",
            r.diagnostics
        );
    }
}

#[test]
fn pointers_held_in_buffers_shared_memory_and_constant_buffers_validate() {
    // Pointers read from a structured buffer and a constant buffer, one kept in groupshared
    // memory, pointers inside the pointee, and a bool member (stored as a uint) behind them.
    let source = "
struct Leaf { bool flag; float x; int3 v; };
struct Mid { vk::BufferPointer<Leaf> leaf; float2 pad; };
StructuredBuffer<vk::BufferPointer<Mid> > Roots : register(t0);
cbuffer C : register(b2) { vk::BufferPointer<Leaf> cleaf; };
groupshared vk::BufferPointer<Leaf> shared_leaf;
RWStructuredBuffer<float> Out : register(u1);
[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x == 0) shared_leaf = cleaf;
    GroupMemoryBarrierWithGroupSync();
    vk::BufferPointer<Mid> m = Roots[id.x];
    Leaf l = m.Get().leaf.Get();
    if (l.flag) Out[id.x] = l.x + l.v.y;
    shared_leaf.Get().flag = !l.flag;
    Leaf copy = shared_leaf.Get();
    m.Get().leaf.Get() = copy;
}";
    for optimize in [false, true] {
        let text = common::spirv_dis(&spirv(source, optimize));
        assert!(
            text.contains("OpDecorate %shared_leaf AliasedPointer"),
            "{text}"
        );
    }
    // Addresses are not stage variables.
    let pixel = "struct S { float4 v; };
float4 main(vk::BufferPointer<S> p : TEXCOORD0) : SV_Target { return p.Get().v; }";
    let r = compile(
        pixel,
        "pointers.hlsl",
        &common::main_entry(Stage::Pixel, CompileTarget::SpirV),
    );
    assert!(
        common::has_diagnostic(&r, "OSH0312", (2, 13), "cannot be a stage input or output"),
        "{:#?}",
        r.diagnostics
    );
}

const RAW: &str = "
struct Push { uint64_t base; };
[[vk::push_constant]] Push pc;
struct Pair { float2 a; uint b; };
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint64_t at = pc.base + id.x * 16;
    float4 v = vk::RawBufferLoad<float4>(at, 16);
    uint w = vk::RawBufferLoad(pc.base + 192 + id.x * 4);
    Pair p = vk::RawBufferLoad<Pair>(pc.base + 64 + id.x * 16, 8);
    vk::RawBufferStore<float4>(at, v * 2 + w, 16);
    vk::RawBufferStore(pc.base + 128 + id.x * 4, p.b + (uint)p.a.y);
}
";

#[test]
fn raw_buffer_loads_and_stores_reach_the_addressed_bytes() {
    for optimize in [false, true] {
        let words = spirv(RAW, optimize);
        let mut data = vec![0u8; 208];
        for i in 0..4usize {
            let f = i as f32;
            data[i * 16..i * 16 + 16].copy_from_slice(&bytes_of_floats(&[f, 1., 2., 3.]));
            // Pair { float2 a; uint b; }: 16 bytes apart (std430 alignment 8).
            let pair = 64 + i * 16;
            data[pair..pair + 8].copy_from_slice(&bytes_of_floats(&[0., 5. * f]));
            data[pair + 8..pair + 12].copy_from_slice(&(100 + i as u32).to_le_bytes());
            data[192 + i * 4..196 + i * 4].copy_from_slice(&(i as u32 * 10).to_le_bytes());
        }
        let mut buffers = vec![data];
        vulkan_bda::run_compute(&words, "main", [1, 1, 1], &mut buffers, |a, _| {
            a[0].to_le_bytes().to_vec()
        })
        .unwrap_or_else(|e| panic!("-O{}: {e}", u8::from(optimize)));
        for i in 0..4usize {
            let f = i as f32;
            let w = 10. * f;
            assert_eq!(
                floats(&buffers[0][i * 16..i * 16 + 16]),
                [2. * f + w, 2. + w, 4. + w, 6. + w],
                "thread {i}, optimize {optimize}"
            );
            assert_eq!(
                word(&buffers[0], 128 + i * 4),
                100 + i as u32 + 5 * i as u32
            );
        }
    }
}

#[test]
fn pointer_casts_view_the_same_memory_as_a_base_or_another_type() {
    let source = "
struct Base { float4 a; };
struct Derived : Base { uint b; };
struct Push { vk::BufferPointer<Derived, 16> d; };
[[vk::push_constant]] Push pc;
[numthreads(1, 1, 1)]
void main() {
    vk::BufferPointer<Base, 16> b = vk::static_pointer_cast<Base, 16>(pc.d);
    vk::BufferPointer<uint4> raw = vk::reinterpret_pointer_cast<uint4, 16>(pc.d);
    uint4 bits = raw.Get();
    b.Get().a = float4(bits);
    pc.d.Get().b = bits.x + 1;
}";
    for optimize in [false, true] {
        let words = spirv(source, optimize);
        let mut data: Vec<u8> = [1u32, 2, 3, 4, 0, 0, 0, 0]
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        data.truncate(32);
        let mut buffers = vec![data];
        vulkan_bda::run_compute(&words, "main", [1, 1, 1], &mut buffers, |a, _| {
            a[0].to_le_bytes().to_vec()
        })
        .unwrap_or_else(|e| panic!("-O{}: {e}", u8::from(optimize)));
        assert_eq!(floats(&buffers[0][..16]), [1., 2., 3., 4.]);
        assert_eq!(word(&buffers[0], 16), 2, "optimize {optimize}");
    }
    // Without an alignment a cast keeps the source pointer's (DXC's rule), not the new
    // pointee's 16.
    let keeps = "struct S { float4 v; };
        struct Push { vk::BufferPointer<S, 4> p; };
        [[vk::push_constant]] Push pc;
        [numthreads(1, 1, 1)] void main() { vk::reinterpret_pointer_cast<float4>(pc.p).Get() = 1; }";
    let text = common::spirv_dis(&spirv(keeps, true));
    assert!(
        text.contains("Aligned 4") && !text.contains("Aligned 16"),
        "{text}"
    );
}
