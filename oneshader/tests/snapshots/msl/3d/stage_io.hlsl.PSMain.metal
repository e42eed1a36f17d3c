#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* StageCamera, thread float4& gl_FragCoord, thread float3& in_var_NORMAL0, thread float2& in_var_TEXCOORD0, thread float2& in_var_TEXCOORD1, thread int2& in_var_TEXCOORD2, thread uint& in_var_TEXCOORD3, thread float4& in_var_COLOR0, thread float& in_var_TEXCOORD4, thread bool& gl_FrontFacing, thread float4& out_var_SV_Target0, thread float4& out_var_SV_Target1, thread uint2& out_var_SV_Target2, thread float& gl_FragDepth)
{
    float2 v9 = {};
    float2 v12 = {};
    uint v18 = {};
    float v24 = {};
    bool v27 = {};
    float3 v58 = {};
    float4 v75 = {};
    uint v79 = {};
    float4 v175 = {};
    float3 v6 = in_var_NORMAL0;
    v9 = in_var_TEXCOORD0;
    v12 = in_var_TEXCOORD1;
    int2 v15 = in_var_TEXCOORD2;
    v18 = in_var_TEXCOORD3;
    float4 v21 = in_var_COLOR0;
    v24 = in_var_TEXCOORD4;
    v27 = gl_FrontFacing;
    float3 v54 = normalize(v6);
    float v56 = select((-1.0f), 1.0f, v27);
    float3 v57 = float3(v56);
    v58 = (v54 * v57);
    int v62 = v15.x;
    int v65 = v15.y;
    int v66 = (v62 + v65);
    int v67 = (v66 & 1);
    float v68 = float(v67);
    float v73 = mix(0.8f, 1.0f, v68);
    float4 v74 = float4(v73);
    v75 = (v21 * v74);
    v79 = StageCamera[4].y;
    bool v80 = (v79 == 1u);
    if (v80) {
        float4 v83 = float4(v9, 0.0f, 1.0f);
        v175 = v83;
    } else {
        bool v88 = (v79 == 2u);
        float4 v113 = float4(v12, 0.0f, 1.0f);
        float4 v174 = select(v75, v113, v88);
        v175 = v174;
    }
    float3 v90 = (v58 * float3(0.5f, 0.5f, 0.5f));
    float3 v91 = (v90 + float3(0.5f, 0.5f, 0.5f));
    float4 v92 = float4(v91, 0.5f);
    uint v98 = select(0u, 1u, v27);
    uint2 v99 = uint2(v18, v98);
    float v105 = as_type<float>(StageCamera[4].x);
    float v106 = (v24 + v105);
    float v107 = saturate(v106);
    out_var_SV_Target0 = v175;
    out_var_SV_Target1 = v92;
    out_var_SV_Target2 = v99;
    gl_FragDepth = v107;
    return;
}

struct PSMain_in
{
    float3 in_1_0 [[user(locn0)]];
    float2 in_2_0 [[user(locn1)]] [[centroid_perspective]];
    float2 in_3_0 [[user(locn2)]] [[center_no_perspective]];
    int2 in_4_0 [[user(locn3)]] [[flat]];
    uint in_5_0 [[user(locn4)]] [[flat]];
    float4 in_6_0 [[user(locn5)]];
    float in_7_0 [[user(locn6)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
    float4 out_1 [[color(1)]];
    uint2 out_2 [[color(2)]];
    float out_3 [[depth(any)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], bool in_8_0 [[front_facing]], constant uint4* StageCamera [[buffer(0)]])
{
    float4 gl_FragCoord = {};
    float3 in_var_NORMAL0 = {};
    float2 in_var_TEXCOORD0 = {};
    float2 in_var_TEXCOORD1 = {};
    int2 in_var_TEXCOORD2 = {};
    uint in_var_TEXCOORD3 = {};
    float4 in_var_COLOR0 = {};
    float in_var_TEXCOORD4 = {};
    bool gl_FrontFacing = {};
    float4 out_var_SV_Target0 = {};
    float4 out_var_SV_Target1 = {};
    uint2 out_var_SV_Target2 = {};
    float gl_FragDepth = {};
    gl_FragCoord = float4(in_0_0);
    in_var_NORMAL0 = in.in_1_0;
    in_var_TEXCOORD0 = in.in_2_0;
    in_var_TEXCOORD1 = in.in_3_0;
    in_var_TEXCOORD2 = in.in_4_0;
    in_var_TEXCOORD3 = in.in_5_0;
    in_var_COLOR0 = in.in_6_0;
    in_var_TEXCOORD4 = in.in_7_0;
    gl_FrontFacing = bool(in_8_0);
    PSMain_1(StageCamera, gl_FragCoord, in_var_NORMAL0, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_TEXCOORD2, in_var_TEXCOORD3, in_var_COLOR0, in_var_TEXCOORD4, gl_FrontFacing, out_var_SV_Target0, out_var_SV_Target1, out_var_SV_Target2, gl_FragDepth);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    out.out_1 = out_var_SV_Target1;
    out.out_2 = out_var_SV_Target2;
    out.out_3 = gl_FragDepth;
    return out;
}
