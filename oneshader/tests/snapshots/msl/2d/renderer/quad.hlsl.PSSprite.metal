#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSSprite_1(texture2d_array<float> QuadTextures, sampler QuadSampler, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread uint& in_var_TEXCOORD1, thread float4& in_var_COLOR0, thread float4& out_var_SV_Target0)
{
    float2 v5 = in_var_TEXCOORD0;
    uint v8 = in_var_TEXCOORD1;
    float4 v11 = in_var_COLOR0;
    float v25 = float(v8);
    float3 v26 = float3(v5, v25);
    float4 v27 = QuadTextures.sample(QuadSampler, v26.xy, uint(int(round(v26.z))));
    float4 v30 = (v27 * v11);
    out_var_SV_Target0 = v30;
    return;
}

struct PSSprite_in
{
    float2 in_1_0 [[user(locn0)]];
    uint in_2_0 [[user(locn1)]] [[flat]];
    float4 in_3_0 [[user(locn2)]];
};

struct PSSprite_out
{
    float4 out_0 [[color(0)]];
};

fragment PSSprite_out PSSprite(PSSprite_in in [[stage_in]], float4 in_0_0 [[position]], texture2d_array<float> QuadTextures [[texture(0)]], sampler QuadSampler [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    uint in_var_TEXCOORD1 = {};
    float4 in_var_COLOR0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    in_var_COLOR0 = in.in_3_0;
    PSSprite_1(QuadTextures, QuadSampler, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_COLOR0, out_var_SV_Target0);
    PSSprite_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
