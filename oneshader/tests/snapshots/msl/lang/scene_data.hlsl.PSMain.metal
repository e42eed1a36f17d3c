#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(const device uint* Scene, thread float4& gl_FragCoord, thread float3& in_var_NORMAL0, thread float2& in_var_TEXCOORD0, thread uint& in_var_MATERIAL0, thread float4& out_var_SV_Target0)
{
    uint v36 = {};
    uint v39 = {};
    uint v42 = {};
    uint v45 = {};
    uint v52 = {};
    uint v55 = {};
    uint v58 = {};
    uint v71 = {};
    float3 v5 = in_var_NORMAL0;
    uint v11 = in_var_MATERIAL0;
    uint v137 = Scene[2u];
    uint v32 = (v11 * 48u);
    uint v33 = (v137 + v32);
    v36 = (v33 >> (2u & 31u));
    uint v38 = Scene[(v36)];
    v39 = (v36 + 1u);
    uint v41 = Scene[(v39)];
    v42 = (v36 + 2u);
    uint v44 = Scene[(v42)];
    v45 = (v36 + 3u);
    uint v47 = Scene[(v45)];
    uint4 v48 = uint4(v38, v41, v44, v47);
    float4 v49 = as_type<float4>(v48);
    uint v51 = (v33 + 16u);
    v52 = (v51 >> (2u & 31u));
    uint v54 = Scene[(v52)];
    v55 = (v52 + 1u);
    uint v57 = Scene[(v55)];
    v58 = (v52 + 2u);
    uint v60 = Scene[(v58)];
    uint3 v61 = uint3(v54, v57, v60);
    float3 v62 = as_type<float3>(v61);
    uint v70 = (v33 + 32u);
    v71 = (v70 >> (2u & 31u));
    uint v73 = Scene[(v71)];
    float v74 = as_type<float>(v73);
    float3 v95 = normalize(v5);
    float3 v96 = normalize(float3(0.3f, 1.0f, 0.2f));
    float v97 = dot(v95, v96);
    float v98 = saturate(v97);
    float3 v102 = v49.xyz;
    float v104 = mix(0.2f, 1.0f, v98);
    float3 v105 = float3(v104);
    float3 v106 = (v102 * v105);
    float v109 = (0.5f * v74);
    float v110 = (1.0f - v109);
    float3 v111 = float3(v110);
    float3 v112 = (v106 * v111);
    float3 v117 = (v112 + v62);
    float v120 = v49.w;
    float4 v121 = float4(v117, v120);
    out_var_SV_Target0 = v121;
    return;
}

struct PSMain_in
{
    float3 in_1_0 [[user(locn0)]];
    float2 in_2_0 [[user(locn1)]];
    uint in_3_0 [[user(locn2)]] [[flat]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], const device uint* Scene [[buffer(0)]])
{
    float4 gl_FragCoord = {};
    float3 in_var_NORMAL0 = {};
    float2 in_var_TEXCOORD0 = {};
    uint in_var_MATERIAL0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_NORMAL0 = in.in_1_0;
    in_var_TEXCOORD0 = in.in_2_0;
    in_var_MATERIAL0 = in.in_3_0;
    PSMain_1(Scene, gl_FragCoord, in_var_NORMAL0, in_var_TEXCOORD0, in_var_MATERIAL0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
