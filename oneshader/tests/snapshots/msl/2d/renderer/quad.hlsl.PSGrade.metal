#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSGrade_1(texture2d_array<float> QuadTextures, sampler QuadSampler, constant uint4* QuadEffects, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread uint& in_var_TEXCOORD1, thread float4& in_var_COLOR0, thread float4& out_var_SV_Target0)
{
    float2 v5 = in_var_TEXCOORD0;
    uint v8 = in_var_TEXCOORD1;
    float4 v11 = in_var_COLOR0;
    float v27 = float(v8);
    float3 v28 = float3(v5, v27);
    float4 v29 = QuadTextures.sample(QuadSampler, v28.xy, uint(int(round(v28.z))));
    float4x4 v32 = float4x4(float4(as_type<float>(QuadEffects[0].x), as_type<float>(QuadEffects[1].x), as_type<float>(QuadEffects[2].x), as_type<float>(QuadEffects[3].x)), float4(as_type<float>(QuadEffects[0].y), as_type<float>(QuadEffects[1].y), as_type<float>(QuadEffects[2].y), as_type<float>(QuadEffects[3].y)), float4(as_type<float>(QuadEffects[0].z), as_type<float>(QuadEffects[1].z), as_type<float>(QuadEffects[2].z), as_type<float>(QuadEffects[3].z)), float4(as_type<float>(QuadEffects[0].w), as_type<float>(QuadEffects[1].w), as_type<float>(QuadEffects[2].w), as_type<float>(QuadEffects[3].w)));
    float3 v34 = v29.xyz;
    float4 v35 = float4(v34, 1.0f);
    float4 v36 = (v35 * v32);
    float3 v37 = v36.xyz;
    float3 v40 = saturate(v37);
    float v42 = v29.w;
    float4 v43 = float4(v40, v42);
    float4 v46 = (v43 * v11);
    out_var_SV_Target0 = v46;
    return;
}

struct PSGrade_in
{
    float2 in_1_0 [[user(locn0)]];
    uint in_2_0 [[user(locn1)]] [[flat]];
    float4 in_3_0 [[user(locn2)]];
};

struct PSGrade_out
{
    float4 out_0 [[color(0)]];
};

fragment PSGrade_out PSGrade(PSGrade_in in [[stage_in]], float4 in_0_0 [[position]], texture2d_array<float> QuadTextures [[texture(0)]], sampler QuadSampler [[sampler(0)]], constant uint4* QuadEffects [[buffer(2)]])
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
    PSGrade_1(QuadTextures, QuadSampler, QuadEffects, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_COLOR0, out_var_SV_Target0);
    PSGrade_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
