//! Wave and quad intrinsics end to end through `compile`: the SPIR-V instructions DXC chooses
//! (its docs/SPIR-V.rst chart), `spirv-val` clean at every supported environment, exactly the
//! capabilities (and reflected `subgroupOperations` classes) each entry point uses; WGSL that
//! naga accepts in wgpu's dialect and that carries WebGPU's directives in the browsers'
//! dialect; and the errors users see (vertex shaders on WGSL, a run-time quad lane). The
//! values they compute are checked on a device by `wave_execution.rs`.

use oneshader::{
    compile, Code, CompileOptions, CompileResult, CompileTarget, EntryPointRequest, SpirvEnv,
    Stage, WgslDialect,
};

mod common;
use common::{spirv_instructions, spirv_val_with};

fn options(stage: Stage, targets: &[CompileTarget]) -> CompileOptions {
    CompileOptions {
        entry_points: vec![EntryPointRequest {
            name: "main".into(),
            stage: Some(stage),
        }],
        targets: targets.to_vec(),
        ..CompileOptions::default()
    }
}

fn compiled(src: &str, options: &CompileOptions) -> CompileResult {
    let r = compile(src, "waves.hlsl", options);
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:?}");
    r
}

fn spirv(r: &CompileResult) -> Vec<u32> {
    r.find("main", CompileTarget::SpirV)
        .expect("SPIR-V")
        .words()
}

/// The opcodes in the function bodies, in order.
fn opcodes(words: &[u32]) -> Vec<spirv::Op> {
    spirv_instructions(words)
        .into_iter()
        .filter_map(|(op, _)| spirv::Op::from_u32(op))
        .collect()
}

fn capabilities(words: &[u32]) -> Vec<spirv::Capability> {
    spirv_instructions(words)
        .into_iter()
        .filter(|(op, _)| *op == spirv::Op::Capability as u32)
        .filter_map(|(_, operands)| spirv::Capability::from_u32(operands[0]))
        .collect()
}

/// Compact.hlsl names its entry point with `[shader("compute")]`.
fn compact_options(target: CompileTarget) -> CompileOptions {
    CompileOptions {
        targets: vec![target],
        ..CompileOptions::default()
    }
}

/// naga's validator with subgroup operations allowed in `stages` (as wgpu's `SUBGROUP`).
fn naga_with_subgroups(text: &str, stages: naga::valid::ShaderStages) {
    let module = naga::front::wgsl::parse_str(text)
        .unwrap_or_else(|e| panic!("{}\n{text}", e.emit_to_string(text)));
    naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::SUBGROUP,
    )
    .subgroup_stages(stages)
    .subgroup_operations(naga::valid::SubgroupOperationSet::all())
    .validate(&module)
    .unwrap_or_else(|e| panic!("{}\n{text}", e.emit_to_string(text)));
}

fn count(ops: &[spirv::Op], op: spirv::Op) -> usize {
    ops.iter().filter(|o| **o == op).count()
}

/// Every wave intrinsic on 32-bit int, uint, float and bool scalars and vectors, one after
/// another so the instruction order is the source order.
const EVERY_WAVE_OP: &str = r#"
RWStructuredBuffer<uint4> Out : register(u0);
RWStructuredBuffer<float4> Values : register(u1);

uint lane() { return WaveGetLaneIndex(); } // read from a helper, not the entry point

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 f = Values[id.x];
    int3 i = int3(f.xyz);
    uint u = id.x;
    bool b = f.x > 0.5;
    uint4 o = 0;
    o.x += WaveGetLaneCount() + lane() + (WaveIsFirstLane() ? 1 : 0);
    o.x += (WaveActiveAnyTrue(b) ? 1 : 0) + (WaveActiveAllTrue(b) ? 2 : 0);
    o.x += all(WaveActiveAllEqual(f.xy)) ? 4 : 0;
    o += WaveActiveBallot(b);
    o.y += WaveActiveCountBits(b) + WavePrefixCountBits(b);
    o.z += uint(WaveActiveSum(f.x) + WaveActiveProduct(f.y) + WaveActiveMin(f.z) + WaveActiveMax(f.w));
    o.z += uint(WaveActiveSum(i).x + WaveActiveMin(i).y + WaveActiveMax(i).z + WaveActiveProduct(i).x);
    o.z += WaveActiveMin(u) + WaveActiveMax(u);
    o.w += WaveActiveBitAnd(u) | WaveActiveBitOr(u) ^ WaveActiveBitXor(u);
    o.w += WavePrefixSum(u) + uint(WavePrefixProduct(f.x));
    o.w += WaveReadLaneAt(u, 3) + uint(WaveReadLaneFirst(f).x) + (WaveReadLaneFirst(b) ? 1 : 0);
    Out[id.x] = o;
}
"#;

#[test]
fn every_wave_intrinsic_is_the_group_instruction_dxc_emits_and_validates() {
    let r = compiled(
        EVERY_WAVE_OP,
        &options(Stage::Compute, &[CompileTarget::SpirV]),
    );
    let words = spirv(&r);
    spirv_val_with(&words, "every_wave_op", &["--target-env", "vulkan1.2"]).unwrap();
    let ops = opcodes(&words);
    use spirv::Op as O;
    assert_eq!(count(&ops, O::GroupNonUniformElect), 1);
    assert_eq!(count(&ops, O::GroupNonUniformAny), 1);
    assert_eq!(count(&ops, O::GroupNonUniformAll), 1);
    // One AllEqual per component of the float2, as DXC splits them.
    assert_eq!(count(&ops, O::GroupNonUniformAllEqual), 2);
    // WaveActiveBallot and the two count-bits functions each take a ballot.
    assert_eq!(count(&ops, O::GroupNonUniformBallot), 3);
    assert_eq!(count(&ops, O::GroupNonUniformBallotBitCount), 2);
    assert_eq!(count(&ops, O::GroupNonUniformFAdd), 1);
    assert_eq!(count(&ops, O::GroupNonUniformIAdd), 2);
    assert_eq!(count(&ops, O::GroupNonUniformFMul), 2);
    assert_eq!(count(&ops, O::GroupNonUniformIMul), 1);
    assert_eq!(count(&ops, O::GroupNonUniformSMin), 1);
    assert_eq!(count(&ops, O::GroupNonUniformUMin), 1);
    assert_eq!(count(&ops, O::GroupNonUniformSMax), 1);
    assert_eq!(count(&ops, O::GroupNonUniformUMax), 1);
    assert_eq!(count(&ops, O::GroupNonUniformBitwiseAnd), 1);
    assert_eq!(count(&ops, O::GroupNonUniformBitwiseOr), 1);
    assert_eq!(count(&ops, O::GroupNonUniformBitwiseXor), 1);
    assert_eq!(count(&ops, O::GroupNonUniformShuffle), 1);
    assert_eq!(count(&ops, O::GroupNonUniformBroadcastFirst), 2);
    // Reduce for WaveActive*, ExclusiveScan for WavePrefix*, all at Subgroup scope (3).
    let groups: Vec<(u32, u32)> = spirv_instructions(&words)
        .into_iter()
        .filter(|(op, _)| {
            [
                O::GroupNonUniformBallotBitCount,
                O::GroupNonUniformIAdd,
                O::GroupNonUniformFMul,
            ]
            .iter()
            .any(|o| *o as u32 == *op)
        })
        .map(|(_, operands)| (operands[2], operands[3]))
        .collect();
    let reduce = spirv::GroupOperation::Reduce as u32;
    let exclusive = spirv::GroupOperation::ExclusiveScan as u32;
    assert_eq!(groups.len(), 6);
    assert_eq!(groups.iter().filter(|(_, g)| *g == exclusive).count(), 3);
    assert_eq!(groups.iter().filter(|(_, g)| *g == reduce).count(), 3);
    let constant = |id: u32| {
        spirv_instructions(&words)
            .into_iter()
            .find(|(op, o)| *op == O::Constant as u32 && o[1] == id)
            .map(|(_, o)| o[2])
    };
    assert!(groups.iter().all(|(scope, _)| constant(*scope) == Some(3)));
    // The lane count and index are built-in inputs.
    let builtins: Vec<u32> = spirv_instructions(&words)
        .into_iter()
        .filter(|(op, o)| *op == O::Decorate as u32 && o[1] == spirv::Decoration::BuiltIn as u32)
        .map(|(_, o)| o[2])
        .collect();
    assert!(builtins.contains(&(spirv::BuiltIn::SubgroupSize as u32)));
    assert!(builtins.contains(&(spirv::BuiltIn::SubgroupLocalInvocationId as u32)));
    use spirv::Capability as C;
    let caps = capabilities(&words);
    for c in [
        C::GroupNonUniform,
        C::GroupNonUniformVote,
        C::GroupNonUniformArithmetic,
        C::GroupNonUniformBallot,
        C::GroupNonUniformShuffle,
    ] {
        assert!(caps.contains(&c), "{c:?} missing from {caps:?}");
    }
    assert!(!caps.contains(&C::GroupNonUniformQuad), "{caps:?}");
    let entry = &r.reflection.as_ref().unwrap().entry_points[0];
    assert_eq!(entry.subgroup_operations, 0x1 | 0x2 | 0x4 | 0x8 | 0x10);
    assert!(entry.uses_subgroups());
}

/// The spec's Compact.hlsl (cookbook "HLSL wave intrinsics"), entry point `CSMain`.
const COMPACT: &str = include_str!("common/compact.hlsl");

#[test]
fn compact_declares_only_basic_and_ballot_at_every_environment() {
    for (env, target_env) in [
        (SpirvEnv::Vulkan1_1Spirv1_4, "vulkan1.1spv1.4"),
        (SpirvEnv::Vulkan1_2, "vulkan1.2"),
        (SpirvEnv::Vulkan1_3, "vulkan1.3"),
    ] {
        let r = compiled(
            COMPACT,
            &CompileOptions {
                spirv_env: env,
                ..compact_options(CompileTarget::SpirV)
            },
        );
        let words = r.find("CSMain", CompileTarget::SpirV).unwrap().words();
        spirv_val_with(&words, "compact", &["--target-env", target_env]).unwrap();
        let caps = capabilities(&words);
        assert_eq!(
            caps,
            vec![
                spirv::Capability::Shader,
                spirv::Capability::GroupNonUniform,
                spirv::Capability::GroupNonUniformBallot
            ],
            "{target_env}"
        );
        let entry = &r.reflection.as_ref().unwrap().entry_points[0];
        assert_eq!(
            entry.subgroup_operations, 0x9,
            "Basic | Ballot, as the spec prints"
        );
    }
}

#[test]
fn compact_wgsl_is_valid_for_wgpu_and_declares_subgroups_for_browsers() {
    let r = compiled(COMPACT, &compact_options(CompileTarget::Wgsl));
    let text = r
        .find("CSMain", CompileTarget::Wgsl)
        .unwrap()
        .as_text()
        .to_string();
    // naga 30 rejects `enable subgroups;` and has no subgroupElect: the wgpu dialect builds
    // WaveIsFirstLane from the lane index.
    assert!(!text.contains("enable subgroups"), "{text}");
    assert!(text.contains("(subgroupBroadcastFirst("), "{text}");
    assert!(text.contains("@builtin(subgroup_invocation_id)"), "{text}");
    assert!(text.contains("subgroupExclusiveAdd(u32("), "{text}");
    naga_with_subgroups(&text, naga::valid::ShaderStages::COMPUTE);

    let r = compiled(
        COMPACT,
        &CompileOptions {
            wgsl_dialect: WgslDialect::WebGpu,
            ..compact_options(CompileTarget::Wgsl)
        },
    );
    let text = r.find("CSMain", CompileTarget::Wgsl).unwrap().as_text();
    assert!(
        text.starts_with("enable subgroups;\n\ndiagnostic(off, subgroup_uniformity);\n"),
        "{text}"
    );
    assert!(text.contains("subgroupElect()"), "{text}");
    assert!(!text.contains("subgroup_invocation_id"), "{text}");
}

const QUADS: &str = r#"
Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s0);

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = Tex.Sample(Samp, uv);
    float4 x = QuadReadAcrossX(c);
    float4 y = QuadReadAcrossY(c);
    float d = QuadReadAcrossDiagonal(c.x);
    int l = QuadReadLaneAt(int(pos.x), 2);
    bool any = QuadAny(c.x > 0.5);
    bool every = QuadAll(c.y > 0.5);
    return x + y + d + l + (any ? 1 : 0) + (every ? 2 : 0);
}
"#;

#[test]
fn quad_reads_are_quad_swaps_and_quad_any_all_use_dxcs_fallback() {
    let r = compiled(
        QUADS,
        &options(Stage::Pixel, &[CompileTarget::SpirV, CompileTarget::Wgsl]),
    );
    let words = spirv(&r);
    spirv_val_with(&words, "quads", &["--target-env", "vulkan1.2"]).unwrap();
    let swaps: Vec<u32> = spirv_instructions(&words)
        .into_iter()
        .filter(|(op, _)| *op == spirv::Op::GroupNonUniformQuadSwap as u32)
        .map(|(_, o)| o[4])
        .collect();
    // X, Y, diagonal, then three swaps for each of QuadAny and QuadAll (no quad-control
    // extension: the spirv-val here does not know it).
    assert_eq!(swaps.len(), 9);
    let ops = opcodes(&words);
    assert_eq!(count(&ops, spirv::Op::GroupNonUniformQuadBroadcast), 1);
    assert!(count(&ops, spirv::Op::LogicalOr) >= 3 && count(&ops, spirv::Op::LogicalAnd) >= 3);
    let caps = capabilities(&words);
    assert!(caps.contains(&spirv::Capability::GroupNonUniformQuad));
    assert_eq!(
        r.reflection.as_ref().unwrap().entry_points[0].subgroup_operations,
        0x81
    );
    let text = r
        .find("main", CompileTarget::Wgsl)
        .unwrap()
        .as_text()
        .to_string();
    for f in [
        "quadSwapX(",
        "quadSwapY(",
        "quadSwapDiagonal(",
        "quadBroadcast(",
    ] {
        assert!(text.contains(f), "{f} in {text}");
    }
    naga_with_subgroups(&text, naga::valid::ShaderStages::FRAGMENT);
}

#[test]
fn sixteen_and_sixty_four_bit_reductions_declare_their_types() {
    let src = r#"
RWStructuredBuffer<double> D : register(u0);
RWStructuredBuffer<half2> H : register(u1);
RWStructuredBuffer<uint64_t> L : register(u2);
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    D[id.x] = WaveActiveSum(D[id.x]);
    H[id.x] = WavePrefixProduct(H[id.x]);
    L[id.x] = WaveActiveBitOr(L[id.x]) + WaveReadLaneFirst(L[id.x]);
}
"#;
    let r = compiled(
        src,
        &CompileOptions {
            enable_16bit_types: true,
            ..options(Stage::Compute, &[CompileTarget::SpirV])
        },
    );
    let words = spirv(&r);
    spirv_val_with(&words, "wide", &["--target-env", "vulkan1.2"]).unwrap();
    let caps = capabilities(&words);
    for c in [
        spirv::Capability::Float64,
        spirv::Capability::Float16,
        spirv::Capability::Int64,
        spirv::Capability::GroupNonUniformArithmetic,
    ] {
        assert!(caps.contains(&c), "{c:?} in {caps:?}");
    }
}

#[test]
fn a_vertex_shader_compiles_for_spirv_and_is_refused_on_wgsl_at_the_call() {
    let src = "float4 main(float4 p : POSITION) : SV_Position\n{\n    return float4(WaveActiveSum(p.x), p.yzw);\n}\n";
    let r = compiled(src, &options(Stage::Vertex, &[CompileTarget::SpirV]));
    spirv_val_with(&spirv(&r), "vertex_wave", &["--target-env", "vulkan1.2"]).unwrap();
    let r = compile(
        src,
        "vsw.hlsl",
        &options(Stage::Vertex, &[CompileTarget::Wgsl]),
    );
    let e = r
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("an error");
    assert_eq!(e.code, Code::WGSL_UNSUPPORTED);
    assert_eq!((e.line, e.column), (3, 19));
    assert_eq!(
        e.message,
        "The intrinsic 'WaveActiveSum' is not available in a vertex shader in WGSL: WebGPU's \
         subgroup functions exist only in compute and fragment shaders."
    );
}

#[test]
fn a_quad_lane_known_only_at_run_time_is_refused_where_it_is_written() {
    let src = "RWStructuredBuffer<uint> Out : register(u0);\n[numthreads(4, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID)\n{\n    Out[id.x] = QuadReadLaneAt(id.x, Out[0]);\n}\n";
    let r = compile(
        src,
        "lane.hlsl",
        &options(Stage::Compute, &[CompileTarget::SpirV]),
    );
    let e = r
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("an error");
    assert_eq!(e.code, Code::UNSUPPORTED);
    assert_eq!((e.line, e.column), (5, 17));
    assert!(
        e.message
            .starts_with("The lane of 'QuadReadLaneAt' must be a constant (0 to 3)"),
        "{}",
        e.message
    );
}

#[test]
fn a_shader_without_wave_intrinsics_reflects_no_subgroup_operations() {
    let src = "RWStructuredBuffer<uint> Out : register(u0);\n[numthreads(4, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) { Out[id.x] = id.x; }\n";
    let r = compiled(src, &options(Stage::Compute, &[CompileTarget::SpirV]));
    let reflection = r.reflection.as_ref().unwrap();
    assert_eq!(reflection.entry_points[0].subgroup_operations, 0);
    assert!(!reflection.uses_subgroups());
    assert!(!capabilities(&spirv(&r)).contains(&spirv::Capability::GroupNonUniform));
}

#[test]
fn is_helper_lane_is_dxcs_instruction_in_pixel_shaders_and_false_elsewhere() {
    let pixel = "float4 main(float4 p : SV_Position) : SV_Target\n{\n    return IsHelperLane() ? 1 : p;\n}\n";
    for (env, target_env, extension) in [
        (SpirvEnv::Vulkan1_2, "vulkan1.2", true),
        (SpirvEnv::Vulkan1_3, "vulkan1.3", false),
    ] {
        let r = compiled(
            pixel,
            &CompileOptions {
                spirv_env: env,
                ..options(Stage::Pixel, &[CompileTarget::SpirV])
            },
        );
        let words = spirv(&r);
        spirv_val_with(&words, "helper", &["--target-env", target_env]).unwrap();
        assert_eq!(count(&opcodes(&words), spirv::Op::IsHelperInvocationEXT), 1);
        assert!(capabilities(&words).contains(&spirv::Capability::DemoteToHelperInvocation));
        let has_extension = spirv_instructions(&words)
            .iter()
            .any(|(op, _)| *op == spirv::Op::Extension as u32);
        assert_eq!(has_extension, extension, "{target_env}");
    }
    let compute = "RWStructuredBuffer<uint> Out : register(u0);\n[numthreads(1, 1, 1)]\nvoid main() { Out[0] = IsHelperLane() ? 1 : 2; }\n";
    let r = compiled(
        compute,
        &options(Stage::Compute, &[CompileTarget::SpirV, CompileTarget::Wgsl]),
    );
    let words = spirv(&r);
    spirv_val_with(&words, "helper_cs", &["--target-env", "vulkan1.2"]).unwrap();
    assert_eq!(count(&opcodes(&words), spirv::Op::IsHelperInvocationEXT), 0);
    let r = compile(
        pixel,
        "h.hlsl",
        &options(Stage::Pixel, &[CompileTarget::Wgsl]),
    );
    let e = r
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("an error");
    assert_eq!((e.code, e.line, e.column), (Code::WGSL_UNSUPPORTED, 3, 12));
    assert!(e.message.contains("IsHelperLane"), "{}", e.message);
}
