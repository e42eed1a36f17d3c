#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(thread float2& in_var_POSITION0, thread float2& in_var_TEXCOORD0, thread float4& in_var_COLOR0, thread float4& gl_Position, thread float2& out_var_TEXCOORD0, thread float4& out_var_COLOR0)
{
    float2 v2 = in_var_POSITION0;
    float2 v5 = in_var_TEXCOORD0;
    float4 v8 = in_var_COLOR0;
    float4 v28 = float4(v2, 0.0f, 1.0f);
    gl_Position = v28;
    out_var_TEXCOORD0 = v5;
    out_var_COLOR0 = v8;
    return;
}

struct VSMain_in
{
    float2 in_0_0 [[attribute(0)]];
    float2 in_1_0 [[attribute(1)]];
    float4 in_2_0 [[attribute(2)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float2 out_1 [[user(locn0)]];
    float4 out_2 [[user(locn1)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]])
{
    float2 in_var_POSITION0 = {};
    float2 in_var_TEXCOORD0 = {};
    float4 in_var_COLOR0 = {};
    float4 gl_Position = {};
    float2 out_var_TEXCOORD0 = {};
    float4 out_var_COLOR0 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_COLOR0 = in.in_2_0;
    VSMain_1(in_var_POSITION0, in_var_TEXCOORD0, in_var_COLOR0, gl_Position, out_var_TEXCOORD0, out_var_COLOR0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_COLOR0;
    return out;
}
