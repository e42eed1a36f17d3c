#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* TonemapParams, texture2d<float> HdrScene, texture2d<float> BloomChain, const device uint* AverageLuminance, sampler LinearClamp, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float4 v2 = {};
    float3 v68 = {};
    float3 v326 = {};
    float3 v324 = {};
    v2 = gl_FragCoord;
    float2 v5 = in_var_TEXCOORD0;
    float v22 = as_type<float>(AverageLuminance[0u]);
    float v24 = as_type<float>(TonemapParams[2].x);
    float v26 = as_type<float>(TonemapParams[2].y);
    float v27 = clamp(v22, v24, v26);
    float v30 = as_type<float>(TonemapParams[0].x);
    float v31 = exp2(v30);
    float v32 = (v31 * 0.18f);
    float v34 = max(v27, 0.0001f);
    float v35 = (v32 / v34);
    float4 v39 = HdrScene.sample(LinearClamp, v5);
    float3 v40 = v39.xyz;
    float4 v44 = BloomChain.sample(LinearClamp, v5, level(0.0f));
    float3 v45 = v44.xyz;
    float v47 = as_type<float>(TonemapParams[0].y);
    float3 v48 = float3(v47);
    float3 v49 = (v45 * v48);
    float3 v51 = (v40 + v49);
    float3 v54 = float3(v35);
    float3 v56 = (v51 * v54);
    float3 v60 = as_type<float3>(TonemapParams[1].xyz);
    float3 v61 = (v56 * v60);
    float v108 = dot(v56, float3(0.2126f, 0.7152f, 0.0722f));
    float v65 = (v108 * 4.0f);
    float v66 = saturate(v65);
    float3 v67 = float3(v66);
    v68 = mix(v61, v56, v67);
    uint v115 = TonemapParams[0].w;
    switch (v115) {
        case 1u: {
            float v222 = dot(v68, float3(0.2126f, 0.7152f, 0.0722f));
            float v147 = (1.0f + v222);
            float3 v148 = float3(v147);
            float3 v149 = (v68 / v148);
            v326 = v149;
            break;
        }
        case 4u: {
            float v153 = dot(v68, float3(0.2126f, 0.7152f, 0.0722f));
            float3 v123 = float3(v153);
            float v126 = (v153 * 0.1f);
            float v127 = saturate(v126);
            float3 v128 = float3(v127);
            float3 v129 = mix(v68, v123, v128);
            v324 = v129;
            float3 v168 = (float3(2.51f, 2.51f, 2.51f) * v324);
            float3 v169 = (v168 + float3(0.03f, 0.03f, 0.03f));
            float3 v170 = (v324 * v169);
            float3 v173 = (float3(2.43f, 2.43f, 2.43f) * v324);
            float3 v174 = (v173 + float3(0.59f, 0.59f, 0.59f));
            float3 v175 = (v324 * v174);
            float3 v176 = (v175 + float3(0.14f, 0.14f, 0.14f));
            float3 v177 = (v170 / v176);
            float3 v178 = saturate(v177);
            v326 = v178;
            break;
        }
        case 2u: {
            v324 = v68;
            float3 v168 = (float3(2.51f, 2.51f, 2.51f) * v324);
            float3 v169 = (v168 + float3(0.03f, 0.03f, 0.03f));
            float3 v170 = (v324 * v169);
            float3 v173 = (float3(2.43f, 2.43f, 2.43f) * v324);
            float3 v174 = (v173 + float3(0.59f, 0.59f, 0.59f));
            float3 v175 = (v324 * v174);
            float3 v176 = (v175 + float3(0.14f, 0.14f, 0.14f));
            float3 v177 = (v170 / v176);
            float3 v178 = saturate(v177);
            v326 = v178;
            break;
        }
        case 3u: {
            float v136 = as_type<float>(TonemapParams[0].z);
            float3 v186 = (v68 * float3(2.0f, 2.0f, 2.0f));
            float3 v243 = (float3(0.15f, 0.15f, 0.15f) * v186);
            float3 v244 = (v243 + float3(0.05f, 0.05f, 0.05f));
            float3 v245 = (v186 * v244);
            float3 v246 = (v245 + float3(0.004f, 0.004f, 0.004f));
            float3 v250 = (v243 + float3(0.5f, 0.5f, 0.5f));
            float3 v251 = (v186 * v250);
            float3 v252 = (v251 + float3(0.060000002f, 0.060000002f, 0.060000002f));
            float3 v253 = (v246 / v252);
            float3 v254 = (v253 - float3(0.06666666f, 0.06666666f, 0.06666666f));
            float3 v192 = float3(v136, v136, v136);
            float3 v278 = (float3(0.15f, 0.15f, 0.15f) * v192);
            float3 v279 = (v278 + float3(0.05f, 0.05f, 0.05f));
            float3 v280 = (v192 * v279);
            float3 v281 = (v280 + float3(0.004f, 0.004f, 0.004f));
            float3 v285 = (v278 + float3(0.5f, 0.5f, 0.5f));
            float3 v286 = (v192 * v285);
            float3 v287 = (v286 + float3(0.060000002f, 0.060000002f, 0.060000002f));
            float3 v288 = (v281 / v287);
            float3 v289 = (v288 - float3(0.06666666f, 0.06666666f, 0.06666666f));
            float3 v194 = (float3(1.0f, 1.0f, 1.0f) / v289);
            float3 v198 = (v254 * v194);
            v326 = v198;
            break;
        }
        case 0u: default: {
            float3 v140 = saturate(v68);
            v326 = v140;
            break;
        }
    }
    float3 v204 = max(v326, float3(0.0f, 0.0f, 0.0f));
    float3 v207 = (v204 * float3(12.92f, 12.92f, 12.92f));
    float3 v210 = pow(v204, float3(0.41666666f, 0.41666666f, 0.41666666f));
    float3 v211 = (float3(1.055f, 1.055f, 1.055f) * v210);
    float3 v212 = (v211 - float3(0.055f, 0.055f, 0.055f));
    float3 v217 = step(float3(0.0031308f, 0.0031308f, 0.0031308f), v204);
    float3 v218 = mix(v207, v212, v217);
    float2 v76 = v2.xy;
    uint2 v77 = uint2(v76);
    uint v80 = v77.x;
    uint v82 = v77.y;
    uint v83 = (v82 * 4096u);
    uint v84 = (v80 + v83);
    uint v86 = TonemapParams[2].z;
    uint v87 = (v86 * 16777259u);
    uint v88 = (v84 + v87);
    uint v295 = (v88 * 747796405u);
    uint v296 = (v295 + 2891336453u);
    uint v300 = (v296 >> (28u & 31u));
    uint v301 = (v300 + 4u);
    uint v302 = (v296 >> (v301 & 31u));
    uint v304 = (v302 ^ v296);
    uint v305 = (v304 * 277803737u);
    uint v308 = (v305 >> (22u & 31u));
    uint v310 = (v308 ^ v305);
    uint v259 = (v310 & 16777215u);
    float v260 = float(v259);
    float v261 = (v260 / 16777216.0f);
    float v90 = (v261 - 0.5f);
    float v94 = as_type<float>(TonemapParams[1].w);
    float v95 = (v90 * v94);
    float v96 = (v95 / 255.0f);
    float3 v97 = float3(v96);
    float3 v99 = (v218 + v97);
    float v314 = dot(v99, float3(0.2126f, 0.7152f, 0.0722f));
    float4 v104 = float4(v99, v314);
    out_var_SV_Target0 = v104;
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

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* TonemapParams [[buffer(0)]], texture2d<float> HdrScene [[texture(0)]], texture2d<float> BloomChain [[texture(1)]], const device uint* AverageLuminance [[buffer(1)]], sampler LinearClamp [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    PSMain_1(TonemapParams, HdrScene, BloomChain, AverageLuminance, LinearClamp, gl_FragCoord, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
