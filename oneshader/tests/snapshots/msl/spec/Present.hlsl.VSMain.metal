#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(thread uint& gl_VertexIndex, thread float4& gl_Position, thread float2& out_var_TEXCOORD0)
{
    uint v2 = gl_VertexIndex;
    uint v17 = (v2 << (1u & 31u));
    uint v18 = (v17 & 2u);
    float v19 = float(v18);
    uint v21 = (v2 & 2u);
    float v22 = float(v21);
    float2 v23 = float2(v19, v22);
    float2 v28 = (v23 * float2(2.0f, (-2.0f)));
    float2 v29 = (v28 + float2((-1.0f), 1.0f));
    float4 v30 = float4(v29, 0.0f, 1.0f);
    gl_Position = v30;
    out_var_TEXCOORD0 = v23;
    return;
}

struct VSMain_out
{
    float4 out_0 [[position]];
    float2 out_1 [[user(locn0)]];
};

vertex VSMain_out VSMain(uint in_0_0 [[vertex_id]])
{
    uint gl_VertexIndex = {};
    float4 gl_Position = {};
    float2 out_var_TEXCOORD0 = {};
    gl_VertexIndex = uint(in_0_0);
    VSMain_1(gl_VertexIndex, gl_Position, out_var_TEXCOORD0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    return out;
}
