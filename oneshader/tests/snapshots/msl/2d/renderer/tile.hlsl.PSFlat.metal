#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSFlat_1(constant uint4* Layer, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread uint& in_var_TEXCOORD1, thread float4& in_var_COLOR0, thread float4& out_var_SV_Target0)
{
    float2 v5 = {};
    float4 v11 = {};
    float4 v88 = {};
    v5 = in_var_TEXCOORD0;
    v11 = in_var_COLOR0;
    uint v28 = Layer[1].w;
    uint v29 = (v28 & 1u);
    bool v30 = (v29 != 0u);
    if (v30) {
        float2 v35 = (float2(1.0f, 1.0f) - v5);
        float2 v36 = min(v5, v35);
        float2 v39 = fwidth(v5);
        float2 v40 = (v36 / v39);
        float v43 = v40.x;
        float v45 = v40.y;
        float v46 = min(v43, v45);
        float v47 = saturate(v46);
        float v48 = (1.0f - v47);
        float3 v51 = v11.xyz;
        float v53 = (v48 * 0.6f);
        float3 v54 = float3(v53);
        float3 v55 = mix(v51, float3(0.0f, 0.0f, 0.0f), v54);
        float4 v57 = float4(v55.x, v55.y, v55.z, v11.w);
        v88 = v57;
    } else {
        v88 = v11;
    }
    float v60 = as_type<float>(Layer[1].z);
    float v62 = v88.w;
    float v63 = (v62 * v60);
    auto t1 = v88;
    t1.w = v63;
    float4 v87 = t1;
    out_var_SV_Target0 = v87;
    return;
}

struct PSFlat_in
{
    float2 in_1_0 [[user(locn0)]];
    uint in_2_0 [[user(locn1)]] [[flat]];
    float4 in_3_0 [[user(locn2)]] [[flat]];
};

struct PSFlat_out
{
    float4 out_0 [[color(0)]];
};

fragment PSFlat_out PSFlat(PSFlat_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* Layer [[buffer(1)]])
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
    PSFlat_1(Layer, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_COLOR0, out_var_SV_Target0);
    PSFlat_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
