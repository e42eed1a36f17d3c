#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* BloomUpParams, texture2d<float> BloomLower, texture2d<float> BloomCurrent, sampler BloomLinearClamp, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float2 v5 = in_var_TEXCOORD0;
    float v35 = as_type<float>(BloomUpParams[0].x);
    float2 v36 = float2(v35);
    float2 v37 = (float2((-1.0f), (-1.0f)) * v36);
    float2 v38 = (v5 + v37);
    float4 v39 = BloomLower.sample(BloomLinearClamp, v38, level(0.0f));
    float3 v40 = v39.xyz;
    float3 v42 = (v40 * float3(0.0625f, 0.0625f, 0.0625f));
    float3 v43 = (float3(0.0f, 0.0f, 0.0f) + v42);
    float2 v58 = (float2(0.0f, (-1.0f)) * v36);
    float2 v59 = (v5 + v58);
    float4 v60 = BloomLower.sample(BloomLinearClamp, v59, level(0.0f));
    float3 v61 = v60.xyz;
    float3 v63 = (v61 * float3(0.125f, 0.125f, 0.125f));
    float3 v64 = (v43 + v63);
    float2 v79 = (float2(1.0f, (-1.0f)) * v36);
    float2 v80 = (v5 + v79);
    float4 v81 = BloomLower.sample(BloomLinearClamp, v80, level(0.0f));
    float3 v82 = v81.xyz;
    float3 v84 = (v82 * float3(0.0625f, 0.0625f, 0.0625f));
    float3 v85 = (v64 + v84);
    float2 v103 = (float2((-1.0f), 0.0f) * v36);
    float2 v104 = (v5 + v103);
    float4 v105 = BloomLower.sample(BloomLinearClamp, v104, level(0.0f));
    float3 v106 = v105.xyz;
    float3 v108 = (v106 * float3(0.125f, 0.125f, 0.125f));
    float3 v109 = (v85 + v108);
    float2 v124 = (float2(0.0f, 0.0f) * v36);
    float2 v125 = (v5 + v124);
    float4 v126 = BloomLower.sample(BloomLinearClamp, v125, level(0.0f));
    float3 v127 = v126.xyz;
    float3 v129 = (v127 * float3(0.25f, 0.25f, 0.25f));
    float3 v130 = (v109 + v129);
    float2 v145 = (float2(1.0f, 0.0f) * v36);
    float2 v146 = (v5 + v145);
    float4 v147 = BloomLower.sample(BloomLinearClamp, v146, level(0.0f));
    float3 v148 = v147.xyz;
    float3 v150 = (v148 * float3(0.125f, 0.125f, 0.125f));
    float3 v151 = (v130 + v150);
    float2 v169 = (float2((-1.0f), 1.0f) * v36);
    float2 v170 = (v5 + v169);
    float4 v171 = BloomLower.sample(BloomLinearClamp, v170, level(0.0f));
    float3 v172 = v171.xyz;
    float3 v174 = (v172 * float3(0.0625f, 0.0625f, 0.0625f));
    float3 v175 = (v151 + v174);
    float2 v190 = (float2(0.0f, 1.0f) * v36);
    float2 v191 = (v5 + v190);
    float4 v192 = BloomLower.sample(BloomLinearClamp, v191, level(0.0f));
    float3 v193 = v192.xyz;
    float3 v195 = (v193 * float3(0.125f, 0.125f, 0.125f));
    float3 v196 = (v175 + v195);
    float2 v212 = (v5 + v36);
    float4 v213 = BloomLower.sample(BloomLinearClamp, v212, level(0.0f));
    float3 v214 = v213.xyz;
    float3 v216 = (v214 * float3(0.0625f, 0.0625f, 0.0625f));
    float3 v217 = (v196 + v216);
    float4 v15 = BloomCurrent.sample(BloomLinearClamp, v5, level(0.0f));
    float3 v16 = v15.xyz;
    float v18 = as_type<float>(BloomUpParams[0].y);
    float3 v19 = float3(v18);
    float3 v20 = (v217 * v19);
    float3 v21 = (v16 + v20);
    float4 v22 = float4(v21, 1.0f);
    out_var_SV_Target0 = v22;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* BloomUpParams [[buffer(0)]], texture2d<float> BloomLower [[texture(0)]], texture2d<float> BloomCurrent [[texture(1)]], sampler BloomLinearClamp [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    PSMain_1(BloomUpParams, BloomLower, BloomCurrent, BloomLinearClamp, gl_FragCoord, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
