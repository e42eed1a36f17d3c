#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* View, constant uint4* Skeleton, texture2d<float> SkinAlbedo, sampler SkinSampler, thread float4& gl_FragCoord, thread float3& in_var_NORMAL0, thread float3& in_var_TEXCOORD1, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float3 v5 = in_var_NORMAL0;
    float3 v8 = in_var_TEXCOORD1;
    float2 v11 = in_var_TEXCOORD0;
    float3 v28 = normalize(v5);
    float3 v31 = as_type<float3>(View[12].xyz);
    float3 v34 = (v31 - v8);
    float3 v35 = normalize(v34);
    float4 v39 = SkinAlbedo.sample(SkinSampler, v11);
    float3 v43 = as_type<float3>(View[15].xyz);
    float3 v44 = -(v43);
    float v45 = dot(v28, v44);
    float v46 = saturate(v45);
    float v47 = (v46 * 0.8f);
    float v48 = (v47 + 0.2f);
    float v52 = dot(v28, v35);
    float v53 = saturate(v52);
    float v54 = (1.0f - v53);
    float v55 = pow(v54, 3.0f);
    float3 v58 = v39.xyz;
    float3 v60 = as_type<float3>(View[16].xyz);
    float3 v61 = (v58 * v60);
    float3 v63 = float3(v48);
    float3 v64 = (v61 * v63);
    float3 v66 = as_type<float3>(Skeleton[196].yzw);
    float3 v68 = float3(v55);
    float3 v69 = (v66 * v68);
    float3 v70 = (v64 + v69);
    float v72 = v39.w;
    float4 v73 = float4(v70, v72);
    out_var_SV_Target0 = v73;
    return;
}

struct PSMain_in
{
    float3 in_1_0 [[user(locn0)]];
    float3 in_2_0 [[user(locn1)]];
    float2 in_3_0 [[user(locn2)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* View [[buffer(0)]], constant uint4* Skeleton [[buffer(1)]], texture2d<float> SkinAlbedo [[texture(0)]], sampler SkinSampler [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float3 in_var_NORMAL0 = {};
    float3 in_var_TEXCOORD1 = {};
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_NORMAL0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    in_var_TEXCOORD0 = in.in_3_0;
    PSMain_1(View, Skeleton, SkinAlbedo, SkinSampler, gl_FragCoord, in_var_NORMAL0, in_var_TEXCOORD1, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
