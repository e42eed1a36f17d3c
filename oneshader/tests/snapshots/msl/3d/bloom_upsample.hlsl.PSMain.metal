#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* BloomUpParams, texture2d<float> BloomLower, texture2d<float> BloomCurrent, sampler BloomLinearClamp, thread array<float, 9>& TENT_WEIGHTS, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float2 v5 = {};
    float3 v85 = {};
    int v86 = {};
    float3 v84 = {};
    int v87 = {};
    int v45 = {};
    int v46 = {};
    float3 v68 = {};
    v5 = in_var_TEXCOORD0;
    v85 = float3(0.0f, 0.0f, 0.0f);
    v86 = (-1);
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            int v24 = (v86 + 1);
            v85 = v84;
            v86 = v24;
        }
        bool v40 = (v86 <= 1);
        if (v40) {
            v84 = v85;
            v87 = (-1);
            for (bool f2 = true; ; f2 = false) {
                if (!f2) {
                    v84 = v68;
                    v87 = v45;
                }
                bool v74 = (v87 <= 1);
                if (v74) {
                    int v42 = (v86 + 1);
                    int v43 = (v42 * 3);
                    v45 = (v87 + 1);
                    v46 = (v43 + v45);
                    float v48 = TENT_WEIGHTS[uint(v46)];
                    float v53 = float(v87);
                    float v55 = float(v86);
                    float2 v56 = float2(v53, v55);
                    float v58 = as_type<float>(BloomUpParams[0].x);
                    float2 v59 = float2(v58);
                    float2 v60 = (v56 * v59);
                    float2 v61 = (v5 + v60);
                    float4 v62 = BloomLower.sample(BloomLinearClamp, v61, level(0.0f));
                    float3 v63 = v62.xyz;
                    float3 v65 = float3(v48);
                    float3 v66 = (v63 * v65);
                    v68 = (v84 + v66);
                } else {
                    break;
                }
            }
        } else {
            break;
        }
    }
    float4 v28 = BloomCurrent.sample(BloomLinearClamp, v5, level(0.0f));
    float3 v29 = v28.xyz;
    float v34 = as_type<float>(BloomUpParams[0].y);
    float3 v35 = float3(v34);
    float3 v36 = (v85 * v35);
    float3 v37 = (v29 + v36);
    float4 v38 = float4(v37, 1.0f);
    out_var_SV_Target0 = v38;
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
    array<float, 9> TENT_WEIGHTS = array<float, 9>{0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f, 0.125f, 0.0625f, 0.125f, 0.0625f};
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    PSMain_1(BloomUpParams, BloomLower, BloomCurrent, BloomLinearClamp, TENT_WEIGHTS, gl_FragCoord, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
