#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* GradeParams, texture2d<float> SceneColor, texture3d<float> GradingLut, sampler LinearClamp, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float2 v5 = in_var_TEXCOORD0;
    float4 v22 = SceneColor.sample(LinearClamp, v5);
    float3x3 v25 = float3x3(float3(as_type<float>(GradeParams[4].x), as_type<float>(GradeParams[5].x), as_type<float>(GradeParams[6].x)), float3(as_type<float>(GradeParams[4].y), as_type<float>(GradeParams[5].y), as_type<float>(GradeParams[6].y)), float3(as_type<float>(GradeParams[4].z), as_type<float>(GradeParams[5].z), as_type<float>(GradeParams[6].z)));
    float3 v27 = v22.xyz;
    float3 v28 = (v27 * v25);
    float3 v92 = as_type<float3>(GradeParams[2].xyz);
    float3 v93 = (v28 * v92);
    float3 v95 = as_type<float3>(GradeParams[0].xyz);
    float3 v97 = (float3(1.0f, 1.0f, 1.0f) - v28);
    float3 v98 = (v95 * v97);
    float3 v99 = (v93 + v98);
    float3 v102 = max(v99, float3(0.0f, 0.0f, 0.0f));
    float3 v104 = as_type<float3>(GradeParams[1].xyz);
    float3 v105 = max(v104, float3(0.001f, 0.001f, 0.001f));
    float3 v106 = (float3(1.0f, 1.0f, 1.0f) / v105);
    float3 v107 = pow(v102, v106);
    float v111 = dot(v107, float3(0.2126f, 0.7152f, 0.0722f));
    float3 v39 = float3(v111, v111, v111);
    float v42 = as_type<float>(GradeParams[0].w);
    float3 v43 = float3(v42);
    float3 v44 = mix(v39, v107, v43);
    float3 v47 = (v44 - float3(0.18f, 0.18f, 0.18f));
    float v49 = as_type<float>(GradeParams[1].w);
    float3 v50 = float3(v49);
    float3 v51 = (v47 * v50);
    float3 v52 = (v51 + float3(0.18f, 0.18f, 0.18f));
    float3 v117 = max(v52, float3(0.0f, 0.0f, 0.0f));
    float3 v120 = (v117 * float3(12.92f, 12.92f, 12.92f));
    float3 v123 = pow(v117, float3(0.41666666f, 0.41666666f, 0.41666666f));
    float3 v124 = (float3(1.055f, 1.055f, 1.055f) * v123);
    float3 v125 = (v124 - float3(0.055f, 0.055f, 0.055f));
    float3 v130 = step(float3(0.0031308f, 0.0031308f, 0.0031308f), v117);
    float3 v131 = mix(v120, v125, v130);
    uint v137 = GradeParams[7].x;
    float v138 = float(v137);
    float3 v141 = saturate(v131);
    float v143 = (v138 - 1.0f);
    float v145 = (v143 / v138);
    float3 v146 = float3(v145);
    float3 v147 = (v141 * v146);
    float v149 = (0.5f / v138);
    float3 v150 = float3(v149);
    float3 v151 = (v147 + v150);
    float4 v154 = GradingLut.sample(LinearClamp, v151, level(0.0f));
    float3 v155 = v154.xyz;
    float3 v161 = (v155 / float3(12.92f, 12.92f, 12.92f));
    float3 v164 = (v155 + float3(0.055f, 0.055f, 0.055f));
    float3 v165 = (v164 / float3(1.055f, 1.055f, 1.055f));
    float3 v166 = pow(v165, float3(2.4f, 2.4f, 2.4f));
    float3 v171 = step(float3(0.04045f, 0.04045f, 0.04045f), v155);
    float3 v172 = mix(v161, v166, v171);
    float v60 = as_type<float>(GradeParams[2].w);
    float3 v61 = float3(v60);
    float3 v62 = mix(v52, v172, v61);
    float2 v67 = as_type<float2>(GradeParams[3].xy);
    float v68 = distance(v5, v67);
    float v71 = as_type<float>(GradeParams[3].z);
    float v75 = as_type<float>(GradeParams[3].w);
    float v76 = (v71 + v75);
    float v78 = smoothstep(v71, v76, v68);
    float v79 = (1.0f - v78);
    float3 v83 = float3(v79);
    float3 v84 = (v62 * v83);
    float v86 = v22.w;
    float4 v87 = float4(v84, v86);
    out_var_SV_Target0 = v87;
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

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* GradeParams [[buffer(0)]], texture2d<float> SceneColor [[texture(0)]], texture3d<float> GradingLut [[texture(1)]], sampler LinearClamp [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    PSMain_1(GradeParams, SceneColor, GradingLut, LinearClamp, gl_FragCoord, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
