#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* BlurParams, texture2d<float> BlurInput, sampler LinearClamp, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float2 v5 = {};
    float2 v37 = {};
    float4 v99 = {};
    int v100 = {};
    float4 v88 = {};
    v5 = in_var_TEXCOORD0;
    uint2 v21 = uint2(BlurInput.get_width(uint(0u)), BlurInput.get_height(uint(0u)));
    uint v22 = v21.x;
    uint v24 = v21.y;
    float2 v27 = as_type<float2>(BlurParams[0].xy);
    float v29 = as_type<float>(BlurParams[0].w);
    float2 v30 = float2(v29);
    float2 v31 = (v27 * v30);
    float v33 = float(v22);
    float v35 = float(v24);
    float2 v36 = float2(v33, v35);
    v37 = (v31 / v36);
    float4 v41 = BlurInput.sample(LinearClamp, v5);
    float v43 = as_type<float>(BlurParams[1].x);
    float4 v44 = float4(v43);
    float4 v45 = (v41 * v44);
    v99 = v45;
    v100 = 1;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            int v53 = (v100 + 1);
            v99 = v88;
            v100 = v53;
        }
        bool v57 = (v100 < 9);
        if (v57) {
            int v50 = as_type<int>(BlurParams[0].z);
            bool v51 = (v100 >= v50);
            if (v51) {
                break;
            }
            float v60 = float(v100);
            float2 v61 = float2(v60);
            float2 v62 = (v37 * v61);
            float2 v67 = (v5 + v62);
            float4 v68 = BlurInput.sample(LinearClamp, v67);
            float v71 = as_type<float>(BlurParams[(4u + uint(v100) * 4u) / 4u][(4u + uint(v100) * 4u) % 4u]);
            float4 v72 = float4(v71);
            float4 v73 = (v68 * v72);
            float4 v75 = (v99 + v73);
            float2 v80 = (v5 - v62);
            float4 v81 = BlurInput.sample(LinearClamp, v80);
            float4 v86 = (v81 * v72);
            v88 = (v75 + v86);
        } else {
            break;
        }
    }
    out_var_SV_Target0 = v99;
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

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* BlurParams [[buffer(0)]], texture2d<float> BlurInput [[texture(0)]], sampler LinearClamp [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    PSMain_1(BlurParams, BlurInput, LinearClamp, gl_FragCoord, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
