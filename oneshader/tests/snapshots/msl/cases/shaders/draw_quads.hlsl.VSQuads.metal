#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSQuads_1(thread uint& gl_VertexIndex, thread float4& gl_Position)
{
    uint v2 = gl_VertexIndex;
    uint v13 = (v2 << (1u & 31u));
    uint v14 = (v13 & 2u);
    float v15 = float(v14);
    uint v17 = (v2 & 2u);
    float v18 = float(v17);
    float2 v19 = float2(v15, v18);
    float2 v22 = (v19 * float2(2.0f, 2.0f));
    float2 v23 = (v22 - float2(1.0f, 1.0f));
    float4 v24 = float4(v23, 0.5f, 1.0f);
    gl_Position = v24;
    return;
}

struct VSQuads_out
{
    float4 out_0 [[position]];
};

vertex VSQuads_out VSQuads(uint in_0_0 [[vertex_id]])
{
    uint gl_VertexIndex = {};
    float4 gl_Position = {};
    gl_VertexIndex = uint(in_0_0);
    VSQuads_1(gl_VertexIndex, gl_Position);
    VSQuads_out out = {};
    out.out_0 = gl_Position;
    return out;
}
