#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSBlur_1(texture2d_array<float> QuadTextures, sampler QuadSampler, constant uint4* QuadEffects, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread uint& in_var_TEXCOORD1, thread float4& in_var_COLOR0, thread float4& out_var_SV_Target0)
{
    float2 v5 = {};
    uint v8 = {};
    float4 v11 = {};
    float2 v45 = {};
    int v54 = {};
    int v55 = {};
    float4 v123 = {};
    float v125 = {};
    int v126 = {};
    float4 v122 = {};
    float v124 = {};
    int v127 = {};
    float4 v91 = {};
    float v94 = {};
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_COLOR0;
    uint3 v30 = uint3(QuadTextures.get_width(uint(0u)), QuadTextures.get_height(uint(0u)), QuadTextures.get_array_size());
    uint v31 = v30.x;
    uint v33 = v30.y;
    float v38 = as_type<float>(QuadEffects[4].x);
    float2 v39 = float2(v38);
    float v41 = float(v31);
    float v43 = float(v33);
    float2 v44 = float2(v41, v43);
    v45 = (v39 / v44);
    uint v50 = QuadEffects[4].y;
    uint v51 = min(v50, 4u);
    v54 = int(v51);
    v55 = -(v54);
    v123 = float4(0.0f, 0.0f, 0.0f, 0.0f);
    v125 = 0.0f;
    v126 = v55;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            int v62 = (v126 + 1);
            v123 = v122;
            v125 = v124;
            v126 = v62;
        }
        bool v74 = (v126 <= v54);
        if (v74) {
            v122 = v123;
            v124 = v125;
            v127 = v55;
            for (bool f2 = true; ; f2 = false) {
                if (!f2) {
                    int v97 = (v127 + 1);
                    v122 = v91;
                    v124 = v94;
                    v127 = v97;
                }
                bool v102 = (v127 <= v54);
                if (v102) {
                    float v78 = float(v127);
                    float v80 = float(v126);
                    float2 v81 = float2(v78, v80);
                    float2 v83 = (v81 * v45);
                    float2 v84 = (v5 + v83);
                    float v87 = float(v8);
                    float3 v88 = float3(v84, v87);
                    float4 v89 = QuadTextures.sample(QuadSampler, v88.xy, uint(int(round(v88.z))), level(0.0f));
                    v91 = (v122 + v89);
                    v94 = (v124 + 1.0f);
                } else {
                    break;
                }
            }
        } else {
            break;
        }
    }
    float4 v66 = float4(v125);
    float4 v67 = (v123 / v66);
    float4 v70 = (v67 * v11);
    out_var_SV_Target0 = v70;
    return;
}

struct PSBlur_in
{
    float2 in_1_0 [[user(locn0)]];
    uint in_2_0 [[user(locn1)]] [[flat]];
    float4 in_3_0 [[user(locn2)]];
};

struct PSBlur_out
{
    float4 out_0 [[color(0)]];
};

fragment PSBlur_out PSBlur(PSBlur_in in [[stage_in]], float4 in_0_0 [[position]], texture2d_array<float> QuadTextures [[texture(0)]], sampler QuadSampler [[sampler(0)]], constant uint4* QuadEffects [[buffer(2)]])
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
    PSBlur_1(QuadTextures, QuadSampler, QuadEffects, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_COLOR0, out_var_SV_Target0);
    PSBlur_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
