#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSSky_1(constant uint4* View, texturecube<float> SkyCube, sampler CubeSampler, constant uint4* IblParams, thread float4& gl_FragCoord, thread float3& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float3 v5 = in_var_TEXCOORD0;
    float3 v20 = normalize(v5);
    float v24 = as_type<float>(IblParams[9].z);
    float4 v25 = SkyCube.sample(CubeSampler, v20, level(v24));
    float3 v26 = v25.xyz;
    float3 v30 = as_type<float3>(View[15].xyz);
    float3 v31 = -(v30);
    float v32 = dot(v20, v31);
    float v33 = smoothstep(0.9995f, 0.9999f, v32);
    float3 v36 = as_type<float3>(View[16].xyz);
    float v38 = as_type<float>(View[15].w);
    float3 v39 = float3(v38);
    float3 v40 = (v36 * v39);
    float3 v42 = float3(v33);
    float3 v43 = (v40 * v42);
    float3 v45 = (v26 + v43);
    float v49 = as_type<float>(IblParams[9].w);
    float v50 = exp2(v49);
    float3 v51 = float3(v50);
    float3 v52 = (v45 * v51);
    float4 v53 = float4(v52, 1.0f);
    out_var_SV_Target0 = v53;
    return;
}

struct PSSky_in
{
    float3 in_1_0 [[user(locn0)]];
};

struct PSSky_out
{
    float4 out_0 [[color(0)]];
};

fragment PSSky_out PSSky(PSSky_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* View [[buffer(0)]], texturecube<float> SkyCube [[texture(3)]], sampler CubeSampler [[sampler(0)]], constant uint4* IblParams [[buffer(1)]])
{
    float4 gl_FragCoord = {};
    float3 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    PSSky_1(View, SkyCube, CubeSampler, IblParams, gl_FragCoord, in_var_TEXCOORD0, out_var_SV_Target0);
    PSSky_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
