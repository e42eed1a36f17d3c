//! Shader Model 6.8's `Barrier(memoryTypeFlags, semanticFlags)`: DXC's SPIR-V for each flag
//! combination (scope and semantics operands checked against the numbers of DXC's
//! `node.barrier.memory-arg.hlsl`, with Device for its Vulkan-memory-model QueueFamily and the
//! Image bit the legacy device barriers carry), the same instructions as the legacy barriers,
//! WGSL and MSL output, and DXC's diagnostics for misuse at line and column. The run on a
//! device is in `wgpu_compute.rs`.

mod common;

use oneshader::{compile, CompileOptions, CompileResult, CompileTarget, ShaderModel, Stage};
use std::collections::HashMap;

const SOURCE: &str = "\
RWStructuredBuffer<uint> Out : register(u0);
RWTexture2D<float4> Img : register(u1);
groupshared uint Shared[64];
static const int Flags = 3;
[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    Shared[i] = i;
    Barrier(1, 3);
    Barrier(Flags, 2);
    Barrier(ALL_MEMORY, DEVICE_SCOPE);
    Barrier(ALL_MEMORY, GROUP_SYNC | DEVICE_SCOPE);
    Barrier(UAV_MEMORY, DEVICE_SCOPE);
    Barrier(UAV_MEMORY, GROUP_SYNC | DEVICE_SCOPE);
    Barrier(GROUP_SHARED_MEMORY, GROUP_SCOPE);
    Barrier(GROUP_SHARED_MEMORY, GROUP_SYNC | GROUP_SCOPE);
    Barrier(UAV_MEMORY, 0);
    Barrier(0, GROUP_SYNC);
    Barrier(UAV_MEMORY, GROUP_SYNC);
    Barrier(0, 0);
    Barrier(Img, DEVICE_SCOPE | GROUP_SYNC);
    Out[i] = Shared[63 - i];
}
";

fn sm68(source: &str, target: CompileTarget) -> CompileResult {
    let stage = if source.contains("numthreads") {
        Stage::Compute
    } else {
        Stage::Pixel
    };
    let options = CompileOptions {
        shader_model: ShaderModel { major: 6, minor: 8 },
        ..common::main_entry(stage, target)
    };
    compile(source, "barrier.hlsl", &options)
}

fn spirv_of(result: &CompileResult) -> Vec<u32> {
    let messages: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(result.success(), "{messages:?}");
    result.blobs[0].words()
}

/// Each barrier instruction of a module: `(control, execution scope, memory scope, semantics)`,
/// operands resolved to their constants' values.
fn barriers(words: &[u32]) -> Vec<(bool, Option<u32>, u32, u32)> {
    let instructions = common::spirv_instructions(words);
    let constants: HashMap<u32, u32> = instructions
        .iter()
        .filter(|(op, _)| *op == spirv::Op::Constant as u32)
        .map(|(_, operands)| (operands[1], operands[2]))
        .collect();
    let value = |id: &u32| constants[id];
    instructions
        .iter()
        .filter_map(|(op, o)| {
            if *op == spirv::Op::ControlBarrier as u32 {
                Some((true, Some(value(&o[0])), value(&o[1]), value(&o[2])))
            } else if *op == spirv::Op::MemoryBarrier as u32 {
                Some((false, None, value(&o[0]), value(&o[1])))
            } else {
                None
            }
        })
        .collect()
}

// Scopes and semantics as SPIR-V numbers them.
const DEVICE: u32 = 1;
const WORKGROUP: u32 = 2;
const INVOCATION: u32 = 4;
const ACQ_REL: u32 = 0x8;
const UNIFORM: u32 = 0x40;
const WORKGROUP_MEM: u32 = 0x100;
const IMAGE: u32 = 0x800;

#[test]
fn every_flag_combination_is_the_barrier_dxc_emits_and_validates() {
    let words = spirv_of(&sm68(SOURCE, CompileTarget::SpirV));
    common::spirv_val_with(&words, "barrier", &["--target-env", "vulkan1.3"]).unwrap();
    let uav = ACQ_REL | UNIFORM | IMAGE;
    let group = ACQ_REL | WORKGROUP_MEM;
    let all = uav | WORKGROUP_MEM;
    assert_eq!(
        barriers(&words),
        vec![
            (true, Some(WORKGROUP), WORKGROUP, uav),   // Barrier(1, 3)
            (false, None, WORKGROUP, all),             // Barrier(Flags, 2)
            (false, None, DEVICE, all),                // ALL_MEMORY, DEVICE_SCOPE
            (true, Some(WORKGROUP), DEVICE, all),      // ... | GROUP_SYNC
            (false, None, DEVICE, uav),                // UAV_MEMORY, DEVICE_SCOPE
            (true, Some(WORKGROUP), DEVICE, uav),      // ... | GROUP_SYNC
            (false, None, WORKGROUP, group),           // GROUP_SHARED_MEMORY, GROUP_SCOPE
            (true, Some(WORKGROUP), WORKGROUP, group), // ... | GROUP_SYNC
            (false, None, INVOCATION, uav),            // UAV_MEMORY, 0
            (true, Some(WORKGROUP), INVOCATION, 0),    // 0, GROUP_SYNC
            (true, Some(WORKGROUP), INVOCATION, 0),    // UAV_MEMORY, GROUP_SYNC (Vulkan: None)
            // Barrier(0, 0) emits nothing.
            (true, Some(WORKGROUP), DEVICE, uav), // Barrier(Img, DEVICE_SCOPE | GROUP_SYNC)
        ]
    );
}

#[test]
fn the_legacy_barriers_are_the_same_instructions_as_their_barrier_spelling() {
    let pairs = [
        ("AllMemoryBarrier()", "Barrier(ALL_MEMORY, DEVICE_SCOPE)"),
        (
            "AllMemoryBarrierWithGroupSync()",
            "Barrier(ALL_MEMORY, GROUP_SYNC | DEVICE_SCOPE)",
        ),
        ("DeviceMemoryBarrier()", "Barrier(UAV_MEMORY, DEVICE_SCOPE)"),
        (
            "DeviceMemoryBarrierWithGroupSync()",
            "Barrier(UAV_MEMORY, GROUP_SYNC | DEVICE_SCOPE)",
        ),
        (
            "GroupMemoryBarrier()",
            "Barrier(GROUP_SHARED_MEMORY, GROUP_SCOPE)",
        ),
        (
            "GroupMemoryBarrierWithGroupSync()",
            "Barrier(GROUP_SHARED_MEMORY, GROUP_SYNC | GROUP_SCOPE)",
        ),
    ];
    let shader = |call: &str| {
        format!(
            "RWStructuredBuffer<uint> Out;\n[numthreads(8, 1, 1)] void main(uint i : SV_GroupIndex) {{ Out[i] = i; {call}; }}\n"
        )
    };
    for (legacy, new) in pairs {
        let a = barriers(&spirv_of(&sm68(&shader(legacy), CompileTarget::SpirV)));
        let b = barriers(&spirv_of(&sm68(&shader(new), CompileTarget::SpirV)));
        assert_eq!(a.len(), 1, "{legacy}");
        assert_eq!(a, b, "{legacy} against {new}");
    }
}

#[test]
fn wgsl_and_msl_write_each_barrier() {
    let wgsl = sm68(SOURCE, CompileTarget::Wgsl);
    assert!(wgsl.success(), "{:?}", wgsl.diagnostics);
    let text = wgsl.blobs[0].as_text();
    common::naga_validate(text).unwrap();
    // Twelve barriers: the nine with UAV memory add storageBarrier.
    assert_eq!(text.matches("workgroupBarrier();").count(), 12, "{text}");
    assert_eq!(text.matches("storageBarrier();").count(), 9, "{text}");
    let msl = sm68(SOURCE, CompileTarget::Msl);
    assert!(msl.success(), "{:?}", msl.diagnostics);
    let text = msl.blobs[0].as_text();
    assert_eq!(text.matches("threadgroup_barrier(").count(), 12, "{text}");
}

#[test]
fn a_pixel_shader_orders_uav_memory_without_a_group() {
    let source = "\
RWStructuredBuffer<uint> Log : register(u1);
float4 main(float4 p : SV_Position) : SV_Target {
    Log[uint(p.x)] = 1;
    Barrier(UAV_MEMORY, DEVICE_SCOPE);
    Barrier(ALL_MEMORY, DEVICE_SCOPE);
    return 1;
}
";
    let words = spirv_of(&sm68(source, CompileTarget::SpirV));
    common::spirv_val(&words, "pixel barrier").unwrap();
    let uav = ACQ_REL | UNIFORM | IMAGE;
    assert_eq!(
        barriers(&words),
        vec![
            (false, None, DEVICE, uav),
            (false, None, DEVICE, uav | WORKGROUP_MEM)
        ]
    );
}

/// The first error of compiling `body` in entry `main` (compute or pixel, per `signature`) at
/// shader model 6.`minor`.
fn error_of(decls: &str, signature: &str, body: &str, minor: u8) -> (String, u32, u32, String) {
    let source = format!("{decls}\n{signature} {{\n{body}\n}}\n");
    let stage = if signature == CS {
        Stage::Compute
    } else {
        Stage::Pixel
    };
    let options = CompileOptions {
        shader_model: ShaderModel { major: 6, minor },
        ..common::main_entry(stage, CompileTarget::SpirV)
    };
    let result = compile(&source, "barrier.hlsl", &options);
    assert!(!result.success(), "{source}");
    common::first_error(&result)
}

const CS: &str = "[numthreads(8, 1, 1)] void main()";
const PS: &str = "float4 main() : SV_Target";

#[test]
fn misuse_is_reported_where_dxc_reports_it() {
    let uav = "RWBuffer<float> U; Buffer<float> R;";
    let cases: [(&str, &str, u8, &str, u32, u32, &str); 9] = [
        (
            CS,
            "    Barrier(UAV_MEMORY, GROUP_SYNC);",
            6,
            "OSH0350",
            3,
            5,
            "needs shader model 6.8",
        ),
        (
            CS,
            "    Barrier(UAV_MEMORY);",
            8,
            "OSH0309",
            3,
            5,
            "takes two arguments",
        ),
        (
            CS,
            "    Barrier(16, 0);",
            8,
            "OSH0302",
            3,
            13,
            "not valid memory flags",
        ),
        (
            CS,
            "    Barrier(UAV_MEMORY, 8);",
            8,
            "OSH0302",
            3,
            25,
            "not valid semantic flags",
        ),
        (
            CS,
            "    Barrier(GROUP_SHARED_MEMORY, DEVICE_SCOPE);",
            8,
            "OSH0302",
            3,
            34,
            "DEVICE_SCOPE",
        ),
        (
            CS,
            "    Barrier(0, GROUP_SCOPE);",
            8,
            "OSH0302",
            3,
            16,
            "GROUP_SCOPE",
        ),
        (
            CS,
            "    Barrier(NODE_INPUT_MEMORY, 0);",
            8,
            "OSH0322",
            3,
            13,
            "node shaders",
        ),
        (
            CS,
            "    Barrier(R, DEVICE_SCOPE);",
            8,
            "OSH0315",
            3,
            13,
            "read-only",
        ),
        (
            PS,
            "    Barrier(GROUP_SHARED_MEMORY, 0);\n    return 0;",
            8,
            "OSH0322",
            3,
            5,
            "compute shaders",
        ),
    ];
    for (signature, body, minor, code, line, column, text) in cases {
        let (c, l, col, message) = error_of(uav, signature, body, minor);
        assert_eq!(
            (c.as_str(), l, col),
            (code, line, column),
            "{body}: {message}"
        );
        assert!(message.contains(text), "{body}: {message}");
    }
    // A non-constant flag names what must be constant.
    let (c, _, _, message) = error_of(uav, CS, "    uint f = 1;\n    Barrier(f, 0);", 8);
    assert_eq!(c, "OSH0310", "{message}");
    assert!(message.contains("memory flags of 'Barrier'"), "{message}");
    // GROUP_SYNC in a pixel shader; ALL_MEMORY there is allowed (it keeps what the stage has).
    let (c, l, _, message) = error_of(
        "",
        PS,
        "    Barrier(ALL_MEMORY, GROUP_SYNC);\n    return 0;",
        8,
    );
    assert_eq!((c.as_str(), l), ("OSH0322", 3), "{message}");
    assert!(message.contains("'main' is a pixel shader"), "{message}");
}
