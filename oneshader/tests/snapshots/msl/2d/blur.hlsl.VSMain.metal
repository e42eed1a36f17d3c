#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(thread uint& gl_VertexIndex, thread float4& gl_Position, thread float2& out_var_TEXCOORD0)
{
    uint v2 = gl_VertexIndex;
    uint v21 = (v2 << (1u & 31u));
    uint v22 = (v21 & 2u);
    float v23 = float(v22);
    uint v25 = (v2 & 2u);
    float v26 = float(v25);
    float2 v27 = float2(v23, v26);
    float2 v32 = (v27 * float2(2.0f, (-2.0f)));
    float2 v33 = (v32 + float2((-1.0f), 1.0f));
    float4 v34 = float4(v33, 0.0f, 1.0f);
    gl_Position = v34;
    out_var_TEXCOORD0 = v27;
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
