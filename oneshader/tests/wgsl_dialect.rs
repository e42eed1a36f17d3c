//! The WGSL dialect option: wgpu (naga, the default) and WebGPU as browsers take it (Tint).
//! wgpu-only features are refused for the WebGPU dialect with OSH0005 at the start of the main
//! file; everything else is written the same for both, and both are naga-valid.

mod common;

use oneshader::{compile, compile_file, Code, CompileOptions, CompileTarget, WgslDialect};
use std::path::PathBuf;

const PUSH: &str = "\
struct Tint { float4 color; };
[[vk::push_constant]] Tint tint;

[shader(\"pixel\")]
float4 PSMain() : SV_Target { return tint.color; }
";

fn wgsl_options(dialect: WgslDialect, immediates: bool) -> CompileOptions {
    CompileOptions {
        targets: vec![CompileTarget::Wgsl],
        wgsl_dialect: dialect,
        wgsl_immediates: immediates,
        ..CompileOptions::default()
    }
}

#[test]
fn the_default_dialect_is_wgpu() {
    assert_eq!(CompileOptions::default().wgsl_dialect, WgslDialect::Wgpu);
    assert_eq!(WgslDialect::default(), WgslDialect::Wgpu);
    assert_eq!(WgslDialect::parse("WebGPU"), Some(WgslDialect::WebGpu));
    assert_eq!(WgslDialect::parse("tint"), None);
}

#[test]
fn webgpu_dialect_refuses_immediates_with_osh0005_at_the_file_start() {
    let result = compile(PUSH, "push.hlsl", &wgsl_options(WgslDialect::WebGpu, true));
    assert!(!result.success());
    assert!(result.blobs.is_empty());
    let [d] = &result.diagnostics[..] else {
        panic!("one diagnostic: {:?}", result.diagnostics);
    };
    assert_eq!(d.code, Code::BAD_OPTION);
    assert_eq!((d.file.as_str(), d.line, d.column), ("push.hlsl", 1, 1));
    assert_eq!(
        d.to_string(),
        "push.hlsl(1,1): error OSH0005: WGSL immediates (`var<immediate>`) exist only in wgpu, and the WGSL dialect is webgpu; compile with the wgpu dialect, or turn wgsl_immediates off to get the push constants as a uniform buffer"
    );

    // wgpu takes them; without WGSL among the targets the WGSL options do nothing.
    let wgpu = compile(PUSH, "push.hlsl", &wgsl_options(WgslDialect::Wgpu, true));
    assert!(wgpu.success(), "{:?}", wgpu.diagnostics);
    assert!(wgpu.blobs[0].as_text().contains("var<immediate>"));
    let spirv_only = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        ..wgsl_options(WgslDialect::WebGpu, true)
    };
    assert!(compile(PUSH, "push.hlsl", &spirv_only).success());
}

#[test]
fn both_dialects_give_the_same_naga_valid_wgsl_without_wgpu_only_features() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    for (path, source) in [
        ("corpus/spec/Sprite.hlsl", None),
        ("corpus/compute/image_filter.hlsl", None),
        ("push.hlsl", Some(PUSH)),
    ] {
        let texts: Vec<Vec<String>> = [WgslDialect::Wgpu, WgslDialect::WebGpu]
            .into_iter()
            .map(|dialect| {
                let options = wgsl_options(dialect, false);
                let result = match source {
                    Some(text) => compile(text, path, &options),
                    None => compile_file(root.join(path), &options),
                };
                assert!(
                    result.success(),
                    "{path} {dialect}: {:?}",
                    result.diagnostics
                );
                assert!(!result.blobs.is_empty(), "{path}");
                result
                    .blobs
                    .iter()
                    .map(|b| {
                        let text = b.as_text().to_owned();
                        if let Err(e) = common::naga_validate(&text) {
                            panic!(
                                "{path} {} ({dialect}) is not naga-valid:\n{e}",
                                b.entry_point
                            );
                        }
                        text
                    })
                    .collect()
            })
            .collect();
        assert_eq!(
            texts[0], texts[1],
            "{path}: the dialects differ only in what they refuse"
        );
    }
}

/// Shaders that publish a value through groupshared memory, exit early or branch around
/// barriers, for the uniformity tests below. Each verdict was checked against Tint (the
/// `tint` command and Chromium's WebGPU).
const UNIFORMITY: &str = "\
cbuffer P : register(b0) { uint Count; uint Mode; };
RWStructuredBuffer<uint> Out : register(u1);
StructuredBuffer<uint> In : register(t2);
groupshared uint gs[64];
groupshared uint gsFlag;

[numthreads(64, 1, 1)]
void EarlyReturn(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (id.x >= Count)
        return;
    gs[gi] = In[id.x];
    GroupMemoryBarrierWithGroupSync();
    Out[id.x] = gs[63 - gi];
}

[numthreads(64, 1, 1)]
void BarrierInBranch(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    gs[gi] = In[id.x];
    if (gi < 32)
    {
        GroupMemoryBarrierWithGroupSync();
        gs[gi] += gs[gi + 32];
    }
    Out[id.x] = gs[gi];
}

[numthreads(64, 1, 1)]
void FlagReturn(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (gi == 0)
        gsFlag = In[0];
    GroupMemoryBarrierWithGroupSync();
    if (gsFlag == 0)
        return;
    gs[gi] = In[id.x];
    GroupMemoryBarrierWithGroupSync();
    Out[id.x] = gs[63 - gi];
}

[numthreads(64, 1, 1)]
void UniformExits(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (Mode == 3 || In[0] == 7)
        return;
    uint sum = 0;
    for (uint i = gi; i < Count; i += 64)
        sum += In[i];
    gs[gi] = sum;
    GroupMemoryBarrierWithGroupSync();
    Out[id.x] = gs[63 - gi];
}

[numthreads(64, 1, 1)]
void NotFused(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    gs[gi] = In[id.x];
    GroupMemoryBarrierWithGroupSync();
    uint mine = gs[63 - gi];
    AllMemoryBarrierWithGroupSync();
    Out[id.x] = mine + gsFlag;
}

[numthreads(64, 1, 1)]
void IndexedCount(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint n = In[id.x];
    for (uint i = 0; i < n; i++)
    {
        gs[gi] = i;
        GroupMemoryBarrierWithGroupSync();
    }
    Out[id.x] = gs[63 - gi];
}

[numthreads(64, 1, 1)]
void MemoryBarrierInBranch(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = In[id.x];
    if (Out[id.x] > 3)
    {
        DeviceMemoryBarrier();
        Out[id.x] = 2;
    }
}
";

fn compile_entry(entry: &str, dialect: WgslDialect) -> oneshader::CompileResult {
    let options = CompileOptions {
        entry_points: vec![oneshader::EntryPointRequest {
            name: entry.into(),
            stage: Some(oneshader::Stage::Compute),
        }],
        ..wgsl_options(dialect, false)
    };
    compile(UNIFORMITY, "uniformity.hlsl", &options)
}

/// `barrier; x = gsFlag; if (x == 0) return;` reads the flag with `workgroupUniformLoad`, which
/// is the barrier and the read in one, so the branch is uniform for WGSL; both dialects.
#[test]
fn a_groupshared_read_right_after_a_barrier_is_a_uniform_load() {
    for dialect in [WgslDialect::Wgpu, WgslDialect::WebGpu] {
        let result = compile_entry("FlagReturn", dialect);
        assert!(result.success(), "{dialect:?}: {:?}", result.diagnostics);
        let text = result.blobs[0].as_text();
        common::naga_validate(text).unwrap();
        assert!(text.contains("workgroupUniformLoad(&gsFlag)"), "{text}");
        // The first barrier became part of the load; the second one stays.
        assert_eq!(text.matches("workgroupBarrier();").count(), 1, "{text}");
    }
    // A read at a per-invocation index, and a barrier that also orders buffer memory, stay as
    // they were: a uniform load needs the same address everywhere and orders only groupshared
    // memory.
    let result = compile_entry("NotFused", WgslDialect::WebGpu);
    assert!(result.success(), "{:?}", result.diagnostics);
    let text = result.blobs[0].as_text();
    assert!(!text.contains("workgroupUniformLoad"), "{text}");
    assert_eq!(text.matches("workgroupBarrier();").count(), 2, "{text}");
    assert!(text.contains("storageBarrier();"), "{text}");
}

/// An early return on a per-invocation value before a barrier is refused for browsers at the
/// `return`, with the barrier as a note; wgpu (naga, no uniformity analysis) still takes it.
#[test]
fn webgpu_refuses_a_barrier_after_a_per_invocation_return() {
    let result = compile_entry("EarlyReturn", WgslDialect::WebGpu);
    assert!(!result.success());
    let [d] = &result.diagnostics[..] else {
        panic!("one diagnostic: {:?}", result.diagnostics);
    };
    assert_eq!(d.code.to_string(), "OSH5202");
    assert_eq!((d.line, d.column), (11, 9), "{d}");
    assert!(d.message.contains("before a group barrier"), "{d}");
    assert_eq!(d.labels.len(), 1, "{d}");
    assert_eq!((d.labels[0].line, d.labels[0].column), (13, 5), "{d}");
    assert!(
        d.to_string()
            .contains("note: the barrier not every invocation reaches"),
        "{d}"
    );

    let wgpu = compile_entry("EarlyReturn", WgslDialect::Wgpu);
    assert!(wgpu.success(), "{:?}", wgpu.diagnostics);
    common::naga_validate(wgpu.blobs[0].as_text()).unwrap();
}

/// A barrier inside a branch on the thread index is refused at the barrier, with the branch as
/// a note.
#[test]
fn webgpu_refuses_a_barrier_inside_a_per_invocation_branch() {
    let result = compile_entry("BarrierInBranch", WgslDialect::WebGpu);
    let [d] = &result.diagnostics[..] else {
        panic!("one diagnostic: {:?}", result.diagnostics);
    };
    assert_eq!(
        (d.code.to_string().as_str(), d.line, d.column),
        ("OSH5202", 23, 9),
        "{d}"
    );
    assert!(d.message.contains("runs only in the invocations"), "{d}");
    assert_eq!(d.labels[0].line, 21, "{d}");
}

/// HLSL's memory-only barriers are control barriers in WGSL (`storageBarrier()`,
/// `workgroupBarrier()`), so a per-invocation branch around one is refused too (Tint rejects
/// the WGSL).
#[test]
fn webgpu_refuses_a_memory_barrier_inside_a_per_invocation_branch() {
    let result = compile_entry("MemoryBarrierInBranch", WgslDialect::WebGpu);
    let [d] = &result.diagnostics[..] else {
        panic!("one diagnostic: {:?}", result.diagnostics);
    };
    let line = UNIFORMITY
        .lines()
        .position(|l| l.contains("DeviceMemoryBarrier();"))
        .unwrap() as u32
        + 1;
    assert_eq!(
        (d.code.to_string().as_str(), d.line, d.column),
        ("OSH5202", line, 9),
        "{d}"
    );
    assert!(d.message.contains("runs only in the invocations"), "{d}");
    assert_eq!(d.labels[0].line, line - 2, "{d}");
    let wgpu = compile_entry("MemoryBarrierInBranch", WgslDialect::Wgpu);
    assert!(wgpu.success(), "{:?}", wgpu.diagnostics);
}

/// A read-only buffer read at a per-invocation index gives a per-invocation value: a loop on it
/// around a barrier is refused (MiniEngine's particle tile culling has this shape).
#[test]
fn webgpu_refuses_a_barrier_in_a_loop_counted_by_a_per_invocation_read() {
    let result = compile_entry("IndexedCount", WgslDialect::WebGpu);
    let [d] = &result.diagnostics[..] else {
        panic!("one diagnostic: {:?}", result.diagnostics);
    };
    assert_eq!(
        (d.code.to_string().as_str(), d.line),
        ("OSH5202", 72),
        "{d}"
    );
    assert_eq!(d.labels[0].line, 69, "{d}");
}

/// Exits on constant-buffer and read-only buffer values, and a loop whose trip count differs
/// per invocation ending before the barrier, are uniform for WGSL: no refusal.
#[test]
fn webgpu_accepts_uniform_exits_and_per_invocation_loops_before_a_barrier() {
    let result = compile_entry("UniformExits", WgslDialect::WebGpu);
    assert!(result.success(), "{:?}", result.diagnostics);
    common::naga_validate(result.blobs[0].as_text()).unwrap();
}
