#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* TextStyle, texture2d<float> SdfAtlas, sampler SdfSampler, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& in_var_COLOR0, thread float4& out_var_SV_Target0)
{
    float4 v95 = {};
    float2 v5 = in_var_TEXCOORD0;
    float4 v8 = in_var_COLOR0;
    float v28 = SdfAtlas.sample(SdfSampler, v5).x;
    float v31 = fwidth(v28);
    float v32 = max(v31, 0.0001f);
    float v34 = as_type<float>(TextStyle[7].w);
    float v35 = (0.5f + v34);
    float v36 = (v32 * v35);
    float v39 = (0.5f - v36);
    float v41 = (0.5f + v36);
    float v43 = smoothstep(v39, v41, v28);
    float v46 = as_type<float>(TextStyle[7].z);
    float v47 = (0.5f - v46);
    float v51 = (v47 - v36);
    float v54 = (v47 + v36);
    float v56 = smoothstep(v51, v54, v28);
    float2 v61 = as_type<float2>(TextStyle[7].xy);
    float2 v62 = (v5 - v61);
    float v63 = SdfAtlas.sample(SdfSampler, v62).x;
    float v66 = (v36 * 4.0f);
    float v67 = (0.5f - v66);
    float v70 = (0.5f + v66);
    float v72 = smoothstep(v67, v70, v63);
    float4 v75 = as_type<float4>(TextStyle[6]);
    float4 v77 = float4(v72);
    float4 v78 = (v75 * v77);
    float4 v82 = as_type<float4>(TextStyle[5]);
    float4 v84 = float4(v56);
    float4 v85 = mix(v78, v82, v84);
    float4 v89 = as_type<float4>(TextStyle[4]);
    float4 v92 = (v89 * v8);
    float4 v94 = float4(v43);
    v95 = mix(v85, v92, v94);
    float v98 = v95.w;
    float v99 = (v98 - 0.003921569f);
    bool v100 = (v99 < 0.0f);
    if (v100) {
        discard_fragment();
        return;
    }
    out_var_SV_Target0 = v95;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
    float4 in_2_0 [[user(locn1)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* TextStyle [[buffer(0)]], texture2d<float> SdfAtlas [[texture(0)]], sampler SdfSampler [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 in_var_COLOR0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_COLOR0 = in.in_2_0;
    PSMain_1(TextStyle, SdfAtlas, SdfSampler, gl_FragCoord, in_var_TEXCOORD0, in_var_COLOR0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
