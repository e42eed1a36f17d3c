#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(texture2d<float> Hdr, sampler LinearClamp, constant uint4* Exposure, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float2 v5 = {};
    float3 v24 = {};
    float v28 = {};
    float v31 = {};
    float v146 = {};
    int v147 = {};
    float v74 = {};
    v5 = in_var_TEXCOORD0;
    float4 v23 = Hdr.sample(LinearClamp, v5);
    v24 = v23.xyz;
    float2 v27 = as_type<float2>(Exposure[0].xy);
    v28 = v27.x;
    v31 = v27.y;
    float v67 = v24.x;
    v146 = v67;
    v147 = 1;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            int v77 = (v147 + 1);
            v146 = v74;
            v147 = v77;
        }
        bool v81 = (v147 < 3);
        if (v81) {
            float v72 = v24[v147];
            v74 = (v146 + v72);
        } else {
            break;
        }
    }
    float v34 = (v146 / 3.0f);
    float v108 = (v34 - v28);
    float v111 = (v31 - v28);
    float v112 = (v108 / v111);
    float v98 = saturate(v112);
    float v99 = mix(1.0f, 0.25f, v98);
    float2 v38 = (v5 * float2(2.0f, 2.0f));
    float2 v39 = (v38 - float2(1.0f, 1.0f));
    float v42 = as_type<float>(Exposure[0].z);
    float v45 = dot(v39, v39);
    float v117 = (v45 * v45);
    float v47 = (v42 * v117);
    float v48 = (1.0f - v47);
    float3 v52 = float3(v99);
    float3 v53 = (v24 * v52);
    float v122 = dot(v53, float3(0.2126f, 0.7152f, 0.0722f));
    float v136 = (1.0f + v122);
    float v137 = (v122 / v136);
    float v128 = max(v122, 0.0001f);
    float v129 = (v137 / v128);
    float3 v130 = float3(v129);
    float3 v131 = (v53 * v130);
    float3 v56 = float3(v48);
    float3 v57 = (v131 * v56);
    float4 v61 = float4(v57, 0.5f);
    out_var_SV_Target0 = v61;
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

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], texture2d<float> Hdr [[texture(0)]], sampler LinearClamp [[sampler(0)]], constant uint4* Exposure [[buffer(4)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    PSMain_1(Hdr, LinearClamp, Exposure, gl_FragCoord, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
