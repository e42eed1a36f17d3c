//! Unit tests of the WGSL backend: HLSL snippets compiled to WGSL and validated with naga.

use super::*;
use crate::api::{CompileOptions, CompileTarget};
use crate::testing::{compile_to_ir, naga_validate};

fn wgsl(src: &str) -> crate::api::CompileResult {
    let options = CompileOptions {
        targets: vec![CompileTarget::Wgsl],
        ..CompileOptions::default()
    };
    crate::api::compile(src, "test.hlsl", &options)
}

#[test]
fn a_constant_buffer_is_read_as_words_and_validates() {
    let r = wgsl(
        "cbuffer C : register(b0) { float4x4 M; float3 Tint; float Scale; };\n\
         [shader(\"vertex\")] float4 main(float3 p : POSITION) : SV_Position { return mul(M, float4(p * Scale, 1)) + float4(Tint, 0); }",
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text();
    // Tint is at byte 64 (row 4, x..z), Scale at byte 76 (row 4, w).
    assert!(text.contains("[4].xyz"), "{text}");
    assert!(text.contains("[4].w"), "{text}");
    naga_validate(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
}

fn validated(src: &str) -> String {
    let r = wgsl(src);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text().to_string();
    naga_validate(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    text
}

#[test]
fn switch_fall_through_and_loop_break_from_a_switch_validate() {
    let text = validated(crate::textgen::tests::LOOPS_AND_SWITCHES);
    assert!(text.contains("continuing {"), "{text}");
    assert!(text.contains("break if"), "{text}");
    // `default` is written last.
    let d = text.find("default").unwrap();
    let c5 = text.find("case 5u").unwrap();
    assert!(c5 < d, "{text}");
}

#[test]
fn compare_exchange_and_signed_min_max_use_atomic_views() {
    let text = validated(
        "RWStructuredBuffer<int> Buf : register(u0);\n\
         RWByteAddressBuffer Raw : register(u1);\n\
         groupshared int Shared[4];\n\
         [shader(\"compute\")] [numthreads(4,1,1)] void main(uint3 id : SV_DispatchThreadID) {\n\
           int old;\n\
           InterlockedMin(Buf[0], (int)id.x - 2);\n\
           InterlockedMax(Buf[1], (int)id.x, old);\n\
           uint prev;\n\
           Raw.InterlockedCompareExchange(0, 0u, id.x, prev);\n\
           Raw.InterlockedCompareStore(4, 1u, 2u);\n\
           InterlockedMin(Shared[id.x], -1);\n\
           InterlockedCompareExchange(Shared[0], 0, 5, old);\n\
           GroupMemoryBarrierWithGroupSync();\n\
           Buf[2] = Shared[id.x] + old + (int)prev;\n\
         }",
    );
    assert!(text.contains("array<atomic<i32>>"), "{text}");
    assert!(text.contains("atomicCompareExchangeWeak"), "{text}");
    assert!(text.contains("var<workgroup>"), "{text}");
}

#[test]
fn unsupported_constructs_are_osh5202_at_their_line() {
    let r = wgsl(
        "Buffer<float4> Data : register(t0);\n\
         [shader(\"pixel\")] float4 main(float4 p : SV_Position) : SV_Target { return Data[0]; }",
    );
    let d = r
        .diagnostics
        .iter()
        .find(|d| d.code == crate::diag::Code::WGSL_UNSUPPORTED)
        .expect("OSH5202");
    assert_eq!(d.line, 1);
    assert!(d.message.contains("Buffer<T>"), "{}", d.message);
}

/// `precise` instructions (set on the IR, as the lowering does for `precise` expressions)
/// compile with one OSH5205 warning per entry point.
#[test]
fn precise_warns_once_per_entry_point() {
    use crate::diag::DiagnosticBag;
    let src = "[shader(\"pixel\")] float4 main(float4 p : SV_Position) : SV_Target { return p * p.x + p.y; }";
    let ir = compile_to_ir("t.hlsl", src, &CompileOptions::default());
    assert!(!ir.has_errors(), "{:?}", ir.diagnostics);
    let mut module = ir.module.expect("IR");
    let mut diags = DiagnosticBag::new();
    for f in &mut module.functions {
        for inst in &mut f.insts {
            if matches!(inst.kind, crate::ir::InstKind::Binary { .. }) {
                inst.precise = true;
            }
        }
    }
    let out = emit(&module, "main", &WgslOptions::default(), &mut diags).expect("WGSL");
    let n = diags
        .reports()
        .iter()
        .filter(|d| d.code == crate::diag::Code::WGSL_PRECISE_IGNORED)
        .count();
    assert_eq!(n, 1);
    naga_validate(&out.text).unwrap();
}

#[test]
fn reserved_entry_names_get_a_trailing_underscore() {
    let text = validated(
        "[shader(\"pixel\")] float4 loop(float4 p : SV_Position) : SV_Target { return p; }",
    );
    assert!(text.contains("fn loop_("), "{text}");
}

/// Recursion (which sema refuses, so only hand-built IR has it) is refused through the
/// analysis' recursive calls, not a walk of the backend's own.
#[test]
fn a_recursive_call_in_the_analysis_is_osh5202() {
    let (m, _) = crate::ir::analysis::tests::recursive_module();
    let mut diags = DiagnosticBag::new();
    assert!(emit(&m, "main", &WgslOptions::default(), &mut diags).is_none());
    let recursion = diags
        .reports()
        .iter()
        .filter(|d| d.code == crate::diag::Code::WGSL_UNSUPPORTED)
        .filter(|d| {
            d.message
                .starts_with("Recursion cannot be expressed in WGSL")
        })
        .count();
    assert_eq!(recursion, 1, "{:?}", diags.reports());
}

/// WGSL has no unary minus on `u32`: HLSL's `-u` (which wraps) is written `0 - u`.
#[test]
fn unsigned_negation_is_a_subtraction_from_zero() {
    let text = validated(
        "RWStructuredBuffer<uint> Out : register(u0);\n\
         [shader(\"compute\")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
         uint a = Out[0]; uint2 b = uint2(Out[1], id.x); uint2 c = -b; Out[2] = -a; Out[3] = c.x + c.y; }",
    );
    assert!(text.contains("(u32() - "), "{text}");
    assert!(text.contains("(vec2<u32>() - "), "{text}");
}

/// HLSL lets system values be signed (`int3 id : SV_DispatchThreadID`); WGSL's built-ins are
/// unsigned, so the entry function converts them.
#[test]
fn signed_system_values_are_converted_from_the_unsigned_builtins() {
    let text = validated(
        "RWStructuredBuffer<int> Out : register(u0);\n\
         [shader(\"compute\")] [numthreads(8, 1, 1)] void main(int3 id : SV_DispatchThreadID, int gi : SV_GroupIndex) {\n\
         Out[id.x] = id.y + gi; }",
    );
    for expected in [
        "@builtin(global_invocation_id) in_0_0: vec3<u32>",
        "@builtin(local_invocation_index) in_1_0: u32",
        "= vec3<i32>(in_0_0);",
        "= i32(in_1_0);",
    ] {
        assert!(text.contains(expected), "{expected}\n{text}");
    }
}
