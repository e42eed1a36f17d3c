#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSFullscreen_1(thread uint& gl_VertexIndex, thread float4& gl_Position)
{
    uint v2 = gl_VertexIndex;
    uint v15 = (v2 << (1u & 31u));
    uint v16 = (v15 & 2u);
    float v17 = float(v16);
    uint v19 = (v2 & 2u);
    float v20 = float(v19);
    float2 v21 = float2(v17, v20);
    float2 v24 = (v21 * float2(2.0f, 2.0f));
    float2 v25 = (v24 - float2(1.0f, 1.0f));
    float4 v26 = float4(v25, 0.5f, 1.0f);
    gl_Position = v26;
    return;
}

struct VSFullscreen_out
{
    float4 out_0 [[position]];
};

vertex VSFullscreen_out VSFullscreen(uint in_0_0 [[vertex_id]])
{
    uint gl_VertexIndex = {};
    float4 gl_Position = {};
    gl_VertexIndex = uint(in_0_0);
    VSFullscreen_1(gl_VertexIndex, gl_Position);
    VSFullscreen_out out = {};
    out.out_0 = gl_Position;
    return out;
}
