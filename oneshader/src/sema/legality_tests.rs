//! What no target can express, refused in sema at the HLSL line (issue 17's fuzz findings):
//! constant indices out of bounds, integer division by a constant zero, stage-only operations
//! in the wrong stage, unsized and oversized value arrays, duplicate and wrongly typed
//! semantics. Before these checks each gave an internal error (OSH7001) or output that
//! `spirv-val` or naga rejects.

use super::tests::{check_source, Found};
use crate::diag::Code;

/// The first error of `src`: its code, line, column and message.
fn first_error(src: &str) -> Found {
    let (_, found) = check_source(src);
    found
        .iter()
        .find(|f| f.error)
        .cloned()
        .unwrap_or_else(|| panic!("expected an error in:\n{src}\ngot {found:#?}"))
}

fn expect(src: &str, code: Code, at: (u32, u32), message: &str) {
    let e = first_error(src);
    assert_eq!(e.code, code, "{src}\n{e:?}");
    assert_eq!((e.line, e.column), at, "{src}\n{e:?}");
    assert!(e.message.contains(message), "{src}\n{}", e.message);
}

const CS: &str = "RWStructuredBuffer<float> o;\n[shader(\"compute\")] [numthreads(1, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) {\n";

fn cs(body: &str) -> String {
    format!("{CS}{body}\n}}\n")
}

#[test]
fn a_constant_index_past_a_vector_literal_is_osh0320_not_an_internal_error() {
    expect(
        &cs("o[0] = float4(1, 2, 3, 4)[5];"),
        Code::INDEX_OUT_OF_BOUNDS,
        (4, 27),
        "The index 5 is out of bounds: 'float4' has 4 components",
    );
}

#[test]
fn constant_indices_past_arrays_and_matrix_rows_are_osh0320() {
    expect(
        &cs("float a[3] = { 1, 2, 3 }; o[0] = a[3];"),
        Code::INDEX_OUT_OF_BOUNDS,
        (4, 36),
        "'float[3]' has 3 elements",
    );
    expect(
        &cs("float3x2 m = 0; o[0] = m[-1].x;"),
        Code::INDEX_OUT_OF_BOUNDS,
        (4, 26),
        "The index -1 is out of bounds: 'float3x2' has 3 rows",
    );
    // In range, and run-time indices, are fine.
    let (_, found) = check_source(&cs("float a[3] = { 1, 2, 3 }; o[0] = a[2] + a[id.x];"));
    assert!(found.iter().all(|f| !f.error), "{found:?}");
}

#[test]
fn integer_division_and_remainder_by_a_constant_zero_are_osh0321() {
    expect(
        &cs("int x = id.x; o[0] = x / 0;"),
        Code::DIVISION_BY_ZERO,
        (4, 26),
        "Integer division by zero",
    );
    expect(
        &cs("int x = id.x; x %= 0; o[0] = x;"),
        Code::DIVISION_BY_ZERO,
        (4, 20),
        "Integer remainder by zero",
    );
    expect(
        &cs("o[0] = 1 / 0;"),
        Code::DIVISION_BY_ZERO,
        (4, 12),
        "Integer division by zero",
    );
    expect(
        &cs("uint2 v = id.xy % uint2(1, 0); o[0] = v.x;"),
        Code::DIVISION_BY_ZERO,
        (4, 19),
        "remainder",
    );
    // Float division by zero is IEEE infinity, not an error.
    let (_, found) = check_source(&cs("o[0] = id.x / 0.0;"));
    assert!(found.iter().all(|f| !f.error), "{found:?}");
}

#[test]
fn clip_discard_group_barriers_and_groupshared_need_their_stages() {
    expect(
        &cs("clip(-1); o[0] = 1;"),
        Code::WRONG_STAGE,
        (4, 1),
        "'clip' is only allowed in pixel shaders, and 'main' is a compute shader",
    );
    expect(
        "void kill() { discard; }\n[shader(\"vertex\")] float4 VS() : SV_Position { kill(); return 0; }",
        Code::WRONG_STAGE,
        (1, 15),
        "'discard' is only allowed in pixel shaders",
    );
    expect(
        "[shader(\"vertex\")] float4 VS(float4 p : POSITION) : SV_Position { GroupMemoryBarrierWithGroupSync(); return p; }",
        Code::WRONG_STAGE,
        (1, 67),
        "A thread-group barrier is only allowed in compute shaders, and 'VS' is a vertex shader",
    );
    expect(
        "groupshared float g;\n[shader(\"pixel\")] float4 PS() : SV_Target { return g; }",
        Code::WRONG_STAGE,
        (1, 19),
        "'g' is groupshared, which only compute shaders have, and 'PS' is a pixel shader",
    );
    // Memory-only device barriers are allowed in every stage.
    let (_, found) = check_source(
        "[shader(\"pixel\")] float4 PS(float4 p : SV_Position) : SV_Target { DeviceMemoryBarrier(); return p; }",
    );
    assert!(found.iter().all(|f| !f.error), "{found:?}");
}

#[test]
fn value_arrays_need_a_size_and_at_least_one_element() {
    expect(
        "cbuffer C { float a[]; };\n[shader(\"pixel\")] float4 PS() : SV_Target { return a[0]; }",
        Code::BAD_DECLARATION,
        (1, 19),
        "The array 'a' needs a size",
    );
    expect(
        "groupshared float g[];\n[shader(\"compute\")] [numthreads(1, 1, 1)] void main() { g[0] = 1; }",
        Code::BAD_DECLARATION,
        (1, 19),
        "The array 'g' needs a size",
    );
    expect(
        &cs("int a[] = {}; o[0] = 1;"),
        Code::BAD_DECLARATION,
        (4, 11),
        "needs at least one value",
    );
    // Unbounded resource arrays are the exception.
    let (_, found) = check_source(
        "Texture2D T[] : register(t0, space1);\nSamplerState S;\n[shader(\"pixel\")] float4 PS(float2 uv : TEXCOORD0) : SV_Target { return T[1].Sample(S, uv); }",
    );
    assert!(found.iter().all(|f| !f.error), "{found:?}");
}

#[test]
fn an_array_larger_than_any_target_addresses_is_refused() {
    expect(
        "static float a[2147483648];\n[shader(\"compute\")] [numthreads(1, 1, 1)] void main() { a[1] = 0; }",
        Code::BAD_DECLARATION,
        (1, 15),
        "more than 67108864 values",
    );
}

#[test]
fn a_semantic_given_twice_is_osh0312() {
    expect(
        "struct O { float4 a : SV_Target0; float4 b : SV_Target0; };\n[shader(\"pixel\")] O PS() { O o; o.a = 1; o.b = 2; return o; }",
        Code::BAD_SEMANTIC,
        (1, 46),
        "'SV_Target' is used twice in the entry point's outputs",
    );
    expect(
        "[shader(\"compute\")] [numthreads(1, 1, 1)] void main(uint3 a : SV_DispatchThreadID, uint3 b : SV_DispatchThreadID) { }",
        Code::BAD_SEMANTIC,
        (1, 94),
        "'SV_DispatchThreadID' is used twice in the entry point's inputs",
    );
}

#[test]
fn system_values_have_their_built_ins_types() {
    expect(
        "[shader(\"vertex\")] float1 VS(float4 p : POSITION) : SV_Position { return p.x; }",
        Code::BAD_SEMANTIC,
        (1, 53),
        "'SV_Position' needs a float4, but 'return value' is 'float1'",
    );
    expect(
        "[shader(\"pixel\")] float4 PS(float4 p : SV_Position, float face : SV_IsFrontFace) : SV_Target { return p * face; }",
        Code::BAD_SEMANTIC,
        (1, 66),
        "'SV_IsFrontFace' needs a bool",
    );
    expect(
        "[shader(\"compute\")] [numthreads(1, 1, 1)] void main(float3 id : SV_DispatchThreadID) { }",
        Code::BAD_SEMANTIC,
        (1, 65),
        "needs a uint or int, or a vector of up to 3 of them",
    );
}

#[test]
fn derivatives_and_implicit_lod_sampling_need_a_pixel_shader_on_every_target() {
    expect(
        "float4 f(float4 p) { return ddx(p); }\n[shader(\"vertex\")] float4 VS(float4 p : POSITION) : SV_Position { return f(p); }",
        Code::WRONG_STAGE,
        (1, 29),
        "'ddx' needs screen-space derivatives, which only pixel shaders have, and 'VS' is a vertex shader.",
    );
    expect(
        "Texture2D t; SamplerState s; RWStructuredBuffer<float4> o;\n[shader(\"compute\")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { o[0] = t.Sample(s, id.xy); }",
        Code::WRONG_STAGE,
        (2, 94),
        "'Sample' needs screen-space derivatives, which only pixel shaders have (compute shaders from shader model 6.6: compile with -T cs_6_6), and 'main' is a compute shader. Use SampleLevel",
    );
    // Explicit levels and gathers work everywhere.
    let (_, found) = check_source(
        "Texture2D t; SamplerState s; RWStructuredBuffer<float4> o;\n[shader(\"compute\")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { o[0] = t.SampleLevel(s, id.xy, 0) + t.Gather(s, id.xy); }",
    );
    assert!(found.iter().all(|f| !f.error), "{found:?}");
}
