#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSVaryings_1(thread float2& in_var_POSITION0, thread uint& gl_VertexIndex, thread float4& gl_Position, thread uint& out_var_TRIANGLE0, thread int2& out_var_SIGNS0, thread float& out_var_RAMP0, thread uint3& out_var_IDS0)
{
    float2 v3 = in_var_POSITION0;
    uint v5 = gl_VertexIndex;
    float4 v32 = float4(v3, 0.0f, 1.0f);
    uint v36 = (v5 / 3u);
    int v41 = int(v36);
    int v42 = -(v41);
    int v43 = (v42 - 1);
    int v47 = (v41 * 10);
    int2 v48 = int2(v43, v47);
    float v52 = v3.x;
    float v53 = (v52 + 1.0f);
    float v54 = (v53 * 40.0f);
    uint v59 = (v5 * 2u);
    uint v62 = (2882338816u + v36);
    uint3 v63 = uint3(v5, v59, v62);
    gl_Position = v32;
    out_var_TRIANGLE0 = v36;
    out_var_SIGNS0 = v48;
    out_var_RAMP0 = v54;
    out_var_IDS0 = v63;
    return;
}

struct VSVaryings_in
{
    float2 in_0_0 [[attribute(0)]];
};

struct VSVaryings_out
{
    float4 out_0 [[position]];
    uint out_1 [[user(locn0)]] [[flat]];
    int2 out_2 [[user(locn1)]] [[flat]];
    float out_3 [[user(locn2)]];
    uint3 out_4 [[user(locn3)]] [[flat]];
};

vertex VSVaryings_out VSVaryings(VSVaryings_in in [[stage_in]], uint in_1_0 [[vertex_id]])
{
    float2 in_var_POSITION0 = {};
    uint gl_VertexIndex = {};
    float4 gl_Position = {};
    uint out_var_TRIANGLE0 = {};
    int2 out_var_SIGNS0 = {};
    float out_var_RAMP0 = {};
    uint3 out_var_IDS0 = {};
    in_var_POSITION0 = in.in_0_0;
    gl_VertexIndex = uint(in_1_0);
    VSVaryings_1(in_var_POSITION0, gl_VertexIndex, gl_Position, out_var_TRIANGLE0, out_var_SIGNS0, out_var_RAMP0, out_var_IDS0);
    VSVaryings_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TRIANGLE0;
    out.out_2 = out_var_SIGNS0;
    out.out_3 = out_var_RAMP0;
    out.out_4 = out_var_IDS0;
    return out;
}
