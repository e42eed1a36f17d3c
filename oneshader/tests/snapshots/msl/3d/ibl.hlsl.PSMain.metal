#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* View, texturecube<float> IrradianceCube, texturecube<float> PrefilteredCube, texture2d<float> BrdfLut, sampler CubeSampler, sampler LutSampler, constant uint4* IblParams, thread float4& gl_FragCoord, thread float3& in_var_TEXCOORD0, thread float3& in_var_TEXCOORD1, thread float4& out_var_SV_Target0)
{
    float3 v5 = in_var_TEXCOORD0;
    float3 v8 = in_var_TEXCOORD1;
    float3 v36 = normalize(v8);
    float3 v39 = as_type<float3>(View[12].xyz);
    float3 v42 = (v39 - v5);
    float3 v43 = normalize(v42);
    float3 v46 = -(v43);
    float3 v48 = reflect(v46, v36);
    float v52 = dot(v36, v43);
    float v53 = max(v52, 0.0001f);
    float3 v56 = as_type<float3>(IblParams[8].xyz);
    float v58 = as_type<float>(IblParams[9].x);
    float3 v59 = float3(v58);
    float3 v60 = mix(float3(0.04f, 0.04f, 0.04f), v56, v59);
    float v65 = as_type<float>(IblParams[8].w);
    float v140 = saturate(v53);
    float v141 = (1.0f - v140);
    float v142 = pow(v141, 5.0f);
    float v146 = (1.0f - v65);
    float3 v151 = float3(v146, v146, v146);
    float3 v153 = max(v151, v60);
    float3 v155 = (v153 - v60);
    float3 v157 = float3(v142);
    float3 v158 = (v155 * v157);
    float3 v159 = (v60 + v158);
    float3 v69 = (float3(1.0f, 1.0f, 1.0f) - v159);
    float v72 = (1.0f - v58);
    float3 v73 = float3(v72);
    float3 v74 = (v69 * v73);
    float4 v77 = IrradianceCube.sample(CubeSampler, v36, level(0.0f));
    float3 v78 = v77.xyz;
    float3 v83 = (v78 * v56);
    float3 v85 = (v83 * v74);
    uint v88 = PrefilteredCube.get_num_mip_levels();
    uint v97 = (v88 - 1u);
    float v98 = float(v97);
    float v99 = (v65 * v98);
    float4 v103 = PrefilteredCube.sample(CubeSampler, v48, level(v99));
    float3 v104 = v103.xyz;
    float2 v109 = float2(v53, v65);
    float2 v110 = BrdfLut.sample(LutSampler, v109, level(0.0f)).xy;
    float v115 = v110.x;
    float3 v116 = float3(v115);
    float3 v117 = (v60 * v116);
    float v119 = v110.y;
    float3 v120 = float3(v119);
    float3 v121 = (v117 + v120);
    float3 v122 = (v104 * v121);
    float3 v126 = (v85 + v122);
    float v128 = as_type<float>(IblParams[9].y);
    float3 v129 = float3(v128);
    float3 v130 = (v126 * v129);
    float4 v131 = float4(v130, 1.0f);
    out_var_SV_Target0 = v131;
    return;
}

struct PSMain_in
{
    float3 in_1_0 [[user(locn0)]];
    float3 in_2_0 [[user(locn1)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* View [[buffer(0)]], texturecube<float> IrradianceCube [[texture(0)]], texturecube<float> PrefilteredCube [[texture(1)]], texture2d<float> BrdfLut [[texture(2)]], sampler CubeSampler [[sampler(0)]], sampler LutSampler [[sampler(1)]], constant uint4* IblParams [[buffer(1)]])
{
    float4 gl_FragCoord = {};
    float3 in_var_TEXCOORD0 = {};
    float3 in_var_TEXCOORD1 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    PSMain_1(View, IrradianceCube, PrefilteredCube, BrdfLut, CubeSampler, LutSampler, IblParams, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
