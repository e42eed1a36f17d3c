#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(thread float2& in_var_POSITION0, thread float4& gl_Position)
{
    float2 v2 = in_var_POSITION0;
    float4 v14 = float4(v2, 0.5f, 1.0f);
    float4 v15 = (v14 * float4(4.0f, 4.0f, 4.0f, 4.0f));
    gl_Position = v15;
    return;
}

struct VSMain_in
{
    float2 in_0_0 [[attribute(0)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]])
{
    float2 in_var_POSITION0 = {};
    float4 gl_Position = {};
    in_var_POSITION0 = in.in_0_0;
    VSMain_1(in_var_POSITION0, gl_Position);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    return out;
}
