#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSFormats_1(thread float2& in_var_POSITION0, thread float4& in_var_COLOR0, thread uint4& in_var_BLENDINDICES0, thread int& in_var_TEXCOORD0, thread float3& in_var_TEXCOORD1, thread float4& gl_Position, thread float4& out_var_COLOR0, thread uint4& out_var_BLENDINDICES0, thread int& out_var_TEXCOORD0, thread float3& out_var_TEXCOORD1)
{
    float2 v2 = in_var_POSITION0;
    float4 v5 = in_var_COLOR0;
    uint4 v8 = in_var_BLENDINDICES0;
    int v11 = in_var_TEXCOORD0;
    float3 v14 = in_var_TEXCOORD1;
    float4 v40 = float4(v2, 0.0f, 1.0f);
    gl_Position = v40;
    out_var_COLOR0 = v5;
    out_var_BLENDINDICES0 = v8;
    out_var_TEXCOORD0 = v11;
    out_var_TEXCOORD1 = v14;
    return;
}

struct VSFormats_in
{
    float2 in_0_0 [[attribute(0)]];
    float4 in_1_0 [[attribute(1)]];
    uint4 in_2_0 [[attribute(2)]];
    int in_3_0 [[attribute(3)]];
    float3 in_4_0 [[attribute(4)]];
};

struct VSFormats_out
{
    float4 out_0 [[position]];
    float4 out_1 [[user(locn0)]];
    uint4 out_2 [[user(locn1)]] [[flat]];
    int out_3 [[user(locn2)]] [[flat]];
    float3 out_4 [[user(locn3)]];
};

vertex VSFormats_out VSFormats(VSFormats_in in [[stage_in]])
{
    float2 in_var_POSITION0 = {};
    float4 in_var_COLOR0 = {};
    uint4 in_var_BLENDINDICES0 = {};
    int in_var_TEXCOORD0 = {};
    float3 in_var_TEXCOORD1 = {};
    float4 gl_Position = {};
    float4 out_var_COLOR0 = {};
    uint4 out_var_BLENDINDICES0 = {};
    int out_var_TEXCOORD0 = {};
    float3 out_var_TEXCOORD1 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_COLOR0 = in.in_1_0;
    in_var_BLENDINDICES0 = in.in_2_0;
    in_var_TEXCOORD0 = in.in_3_0;
    in_var_TEXCOORD1 = in.in_4_0;
    VSFormats_1(in_var_POSITION0, in_var_COLOR0, in_var_BLENDINDICES0, in_var_TEXCOORD0, in_var_TEXCOORD1, gl_Position, out_var_COLOR0, out_var_BLENDINDICES0, out_var_TEXCOORD0, out_var_TEXCOORD1);
    VSFormats_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_COLOR0;
    out.out_2 = out_var_BLENDINDICES0;
    out.out_3 = out_var_TEXCOORD0;
    out.out_4 = out_var_TEXCOORD1;
    return out;
}
