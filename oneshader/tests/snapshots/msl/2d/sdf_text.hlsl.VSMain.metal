#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* TextStyle, thread float3& in_var_POSITION0, thread float2& in_var_TEXCOORD0, thread float4& in_var_COLOR0, thread float4& gl_Position, thread float2& out_var_TEXCOORD0, thread float4& out_var_COLOR0)
{
    float3 v2 = in_var_POSITION0;
    float2 v5 = in_var_TEXCOORD0;
    float4 v8 = in_var_COLOR0;
    float4x4 v27 = float4x4(float4(as_type<float>(TextStyle[0].x), as_type<float>(TextStyle[1].x), as_type<float>(TextStyle[2].x), as_type<float>(TextStyle[3].x)), float4(as_type<float>(TextStyle[0].y), as_type<float>(TextStyle[1].y), as_type<float>(TextStyle[2].y), as_type<float>(TextStyle[3].y)), float4(as_type<float>(TextStyle[0].z), as_type<float>(TextStyle[1].z), as_type<float>(TextStyle[2].z), as_type<float>(TextStyle[3].z)), float4(as_type<float>(TextStyle[0].w), as_type<float>(TextStyle[1].w), as_type<float>(TextStyle[2].w), as_type<float>(TextStyle[3].w)));
    float4 v30 = float4(v2, 1.0f);
    float4 v31 = (v30 * v27);
    gl_Position = v31;
    out_var_TEXCOORD0 = v5;
    out_var_COLOR0 = v8;
    return;
}

struct VSMain_in
{
    float3 in_0_0 [[attribute(0)]];
    float2 in_1_0 [[attribute(1)]];
    float4 in_2_0 [[attribute(2)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float2 out_1 [[user(locn0)]];
    float4 out_2 [[user(locn1)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], constant uint4* TextStyle [[buffer(0)]])
{
    float3 in_var_POSITION0 = {};
    float2 in_var_TEXCOORD0 = {};
    float4 in_var_COLOR0 = {};
    float4 gl_Position = {};
    float2 out_var_TEXCOORD0 = {};
    float4 out_var_COLOR0 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_COLOR0 = in.in_2_0;
    VSMain_1(TextStyle, in_var_POSITION0, in_var_TEXCOORD0, in_var_COLOR0, gl_Position, out_var_TEXCOORD0, out_var_COLOR0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_COLOR0;
    return out;
}
