#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* UiFrame, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float2& in_var_TEXCOORD1, thread float4& in_var_TEXCOORD2, thread float& in_var_TEXCOORD3, thread float4& in_var_COLOR0, thread float4& in_var_COLOR1, thread float2& in_var_TEXCOORD4, thread float4& out_var_SV_Target0)
{
    float2 v5 = {};
    float2 v8 = {};
    float4 v11 = {};
    float v14 = {};
    float4 v17 = {};
    float4 v20 = {};
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    v14 = in_var_TEXCOORD3;
    v17 = in_var_COLOR0;
    v20 = in_var_COLOR1;
    float2 v23 = in_var_TEXCOORD4;
    float4 v42 = as_type<float4>(UiFrame[2]);
    float2 v43 = v42.xy;
    bool2 v44 = (v23 < v43);
    bool v45 = any(v44);
    float2 v50 = v42.zw;
    bool2 v51 = (v23 > v50);
    bool v52 = any(v51);
    bool v53 = select(v52, true, v45);
    if (v53) {
        discard_fragment();
        return;
    }
    float v146 = v5.x;
    bool v147 = (v146 > 0.0f);
    float2 v149 = v11.yz;
    float2 v151 = v11.xw;
    float2 v152 = select(v151, v149, v147);
    float v155 = v5.y;
    bool v156 = (v155 > 0.0f);
    float v158 = v152.y;
    float v160 = v152.x;
    float v161 = select(v160, v158, v156);
    float2 v164 = abs(v5);
    float2 v166 = (v164 - v8);
    float2 v168 = float2(v161);
    float2 v169 = (v166 + v168);
    float v172 = v169.x;
    float v174 = v169.y;
    float v175 = max(v172, v174);
    float v176 = min(v175, 0.0f);
    float2 v178 = max(v169, float2(0.0f, 0.0f));
    float v179 = length(v178);
    float v180 = (v176 + v179);
    float v182 = (v180 - v161);
    float v63 = dfdx(v182);
    float v65 = dfdy(v182);
    float2 v66 = float2(v63, v65);
    float v67 = length(v66);
    float v68 = max(v67, 0.001f);
    float v71 = -(v68);
    float v74 = smoothstep(v71, v68, v182);
    float v75 = (1.0f - v74);
    float v83 = (v182 + v14);
    float v84 = smoothstep(v71, v68, v83);
    float v85 = (1.0f - v84);
    bool v93 = (v14 > 0.0f);
    float v95 = select(1.0f, v85, v93);
    float4 v96 = float4(v95);
    float4 v97 = mix(v20, v17, v96);
    float v101 = v97.w;
    float v102 = (v101 * v75);
    auto t1 = v97;
    t1.w = v102;
    float4 v223 = t1;
    float v106 = as_type<float>(UiFrame[1].x);
    float v108 = smoothstep(0.0f, v106, v182);
    float v109 = (1.0f - v108);
    float v111 = (1.0f - v75);
    float v112 = (v109 * v111);
    float3 v115 = as_type<float3>(UiFrame[1].yzw);
    float3 v117 = float3(v112);
    float3 v118 = (v115 * v117);
    float3 v120 = v223.xyz;
    float3 v123 = float3(v102);
    float3 v124 = mix(v118, v120, v123);
    float4 v126 = float4(v124.x, v124.y, v124.z, v223.w);
    float v129 = v126.w;
    float v131 = (v112 * 0.5f);
    float v132 = max(v129, v131);
    auto t2 = v126;
    t2.w = v132;
    float4 v225 = t2;
    out_var_SV_Target0 = v225;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
    float2 in_2_0 [[user(locn1)]] [[flat]];
    float4 in_3_0 [[user(locn2)]] [[flat]];
    float in_4_0 [[user(locn3)]] [[flat]];
    float4 in_5_0 [[user(locn4)]];
    float4 in_6_0 [[user(locn5)]];
    float2 in_7_0 [[user(locn6)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* UiFrame [[buffer(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float2 in_var_TEXCOORD1 = {};
    float4 in_var_TEXCOORD2 = {};
    float in_var_TEXCOORD3 = {};
    float4 in_var_COLOR0 = {};
    float4 in_var_COLOR1 = {};
    float2 in_var_TEXCOORD4 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    in_var_TEXCOORD2 = in.in_3_0;
    in_var_TEXCOORD3 = in.in_4_0;
    in_var_COLOR0 = in.in_5_0;
    in_var_COLOR1 = in.in_6_0;
    in_var_TEXCOORD4 = in.in_7_0;
    PSMain_1(UiFrame, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_TEXCOORD2, in_var_TEXCOORD3, in_var_COLOR0, in_var_COLOR1, in_var_TEXCOORD4, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
