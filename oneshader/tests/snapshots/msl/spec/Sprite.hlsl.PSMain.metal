#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(texture2d<float> Atlas, sampler AtlasSampler, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& in_var_COLOR0, thread float4& out_var_SV_Target0)
{
    float2 v5 = in_var_TEXCOORD0;
    float4 v8 = in_var_COLOR0;
    float4 v20 = Atlas.sample(AtlasSampler, v5);
    float4 v23 = (v20 * v8);
    out_var_SV_Target0 = v23;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
    float4 in_2_0 [[user(locn1)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], texture2d<float> Atlas [[texture(0)]], sampler AtlasSampler [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 in_var_COLOR0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_COLOR0 = in.in_2_0;
    PSMain_1(Atlas, AtlasSampler, gl_FragCoord, in_var_TEXCOORD0, in_var_COLOR0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
