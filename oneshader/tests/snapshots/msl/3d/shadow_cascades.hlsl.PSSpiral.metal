#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSSpiral_1(constant uint4* View, constant uint4* ShadowParams, depth2d_array<float> ShadowCascades, sampler ShadowCompare, constant uint4* ShadowDebug, texture2d_array<float> ShadowDepths, sampler PointClamp, thread float4& gl_FragCoord, thread float3& in_var_TEXCOORD0, thread float3& in_var_TEXCOORD1, thread float& in_var_TEXCOORD2, thread float4& out_var_SV_Target0)
{
    float v219 = {};
    float v220 = {};
    float v278 = {};
    float v279 = {};
    float4 v2 = {};
    float3 v5 = {};
    float3 v8 = {};
    float v11 = {};
    uint v209 = {};
    float2 v71 = {};
    float v77 = {};
    float v96 = {};
    float v377 = {};
    float v379 = {};
    uint v380 = {};
    float v115 = {};
    float v376 = {};
    float v378 = {};
    float v157 = {};
    float v383 = {};
    uint v385 = {};
    float v177 = {};
    float4 v188 = {};
    v2 = gl_FragCoord;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    for (bool f1 = true; ; f1 = false) {
        float3 v41 = normalize(v8);
        float v190 = as_type<float>(ShadowParams[16].x);
        bool v191 = (v11 > v190);
        uint v195 = select(0u, 1u, v191);
        float v197 = as_type<float>(ShadowParams[17].x);
        bool v198 = (v11 > v197);
        uint v202 = select(v195, 2u, v198);
        float v204 = as_type<float>(ShadowParams[18].x);
        bool v205 = (v11 > v204);
        v209 = select(v202, 3u, v205);
        float4x4 v49 = float4x4(float4(as_type<float>(ShadowParams[(v209 * 16u) / 4u][(v209 * 16u) % 4u]), as_type<float>(ShadowParams[((v209 * 16u) + 4u) / 4u][((v209 * 16u) + 4u) % 4u]), as_type<float>(ShadowParams[((v209 * 16u) + 8u) / 4u][((v209 * 16u) + 8u) % 4u]), as_type<float>(ShadowParams[((v209 * 16u) + 12u) / 4u][((v209 * 16u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v209 * 16u) + 1u) / 4u][((v209 * 16u) + 1u) % 4u]), as_type<float>(ShadowParams[(((v209 * 16u) + 1u) + 4u) / 4u][(((v209 * 16u) + 1u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v209 * 16u) + 1u) + 8u) / 4u][(((v209 * 16u) + 1u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v209 * 16u) + 1u) + 12u) / 4u][(((v209 * 16u) + 1u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v209 * 16u) + 2u) / 4u][((v209 * 16u) + 2u) % 4u]), as_type<float>(ShadowParams[(((v209 * 16u) + 2u) + 4u) / 4u][(((v209 * 16u) + 2u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v209 * 16u) + 2u) + 8u) / 4u][(((v209 * 16u) + 2u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v209 * 16u) + 2u) + 12u) / 4u][(((v209 * 16u) + 2u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v209 * 16u) + 3u) / 4u][((v209 * 16u) + 3u) % 4u]), as_type<float>(ShadowParams[(((v209 * 16u) + 3u) + 4u) / 4u][(((v209 * 16u) + 3u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v209 * 16u) + 3u) + 8u) / 4u][(((v209 * 16u) + 3u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v209 * 16u) + 3u) + 12u) / 4u][(((v209 * 16u) + 3u) + 12u) % 4u])));
        float v54 = as_type<float>(ShadowParams[21].x);
        float3 v55 = float3(v54);
        float3 v56 = (v41 * v55);
        float3 v57 = (v5 + v56);
        float4 v58 = float4(v57, 1.0f);
        float4 v59 = (v58 * v49);
        float3 v62 = v59.xyz;
        float v64 = v59.w;
        float3 v65 = float3(v64);
        float3 v66 = (v62 / v65);
        float2 v69 = v66.xy;
        float2 v70 = (v69 * float2(0.5f, (-0.5f)));
        v71 = (v70 + float2(0.5f, 0.5f));
        float v74 = v66.z;
        float v76 = as_type<float>(ShadowParams[20].w);
        v77 = (v74 - v76);
        float2 v81 = v2.xy;
        uint2 v82 = uint2(v81);
        uint v85 = v82.x;
        uint v86 = (v85 * 1973u);
        uint v88 = v82.y;
        uint v89 = (v88 * 9277u);
        uint v90 = (v86 + v89);
        uint v92 = View[16].w;
        uint v93 = (v92 * 26699u);
        uint v94 = (v90 + v93);
        uint v341 = (v94 * 747796405u);
        uint v342 = (v341 + 2891336453u);
        uint v346 = (v342 >> (28u & 31u));
        uint v347 = (v346 + 4u);
        uint v348 = (v342 >> (v347 & 31u));
        uint v350 = (v348 ^ v342);
        uint v351 = (v350 * 277803737u);
        uint v354 = (v351 >> (22u & 31u));
        uint v356 = (v354 ^ v351);
        uint v333 = (v356 & 16777215u);
        float v334 = float(v333);
        float v335 = (v334 / 16777216.0f);
        v96 = (v335 * 6.2831855f);
        v377 = 0.0f;
        v379 = 0.0f;
        v380 = 0u;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                uint v121 = (v380 + 1u);
                v377 = v376;
                v379 = v378;
                v380 = v121;
            }
            bool v126 = (v380 < 16u);
            if (v126) {
                float v226 = float(v380);
                float v227 = (v226 + 0.5f);
                float v230 = (v227 / 16.0f);
                float v231 = sqrt(v230);
                float v235 = (v226 * 2.4f);
                float v237 = (v235 + v96);
                v219 = sin(v237);
                v220 = cos(v237);
                float v241 = v219;
                float v243 = v220;
                float2 v247 = float2(v243, v241);
                float2 v249 = float2(v231);
                float2 v250 = (v247 * v249);
                float v105 = as_type<float>(ShadowDebug[4].y);
                float2 v106 = float2(v105);
                float2 v107 = (v250 * v106);
                float2 v111 = (v71 + v107);
                float v113 = float(v209);
                float3 v114 = float3(v111, v113);
                v115 = ShadowDepths.sample(PointClamp, v114.xy, uint(int(round(v114.z))), level(0.0f)).x;
                bool v119 = (v115 >= v77);
                if (v119) {
                    v376 = v377;
                    v378 = v379;
                    continue;
                }
                float v129 = (v377 + v115);
                float v132 = (v379 + 1.0f);
                v376 = v129;
                v378 = v132;
            } else {
                break;
            }
        }
        bool v124 = (v379 == 0.0f);
        if (v124) {
            uint v257 = ShadowDebug[4].z;
            bool v258 = (v257 != 0u);
            float4 v261 = float4(as_type<float>(ShadowDebug[(v209 * 4u) / 4u][(v209 * 4u) % 4u]), as_type<float>(ShadowDebug[((v209 * 4u) + 1u) / 4u][((v209 * 4u) + 1u) % 4u]), as_type<float>(ShadowDebug[((v209 * 4u) + 2u) / 4u][((v209 * 4u) + 2u) % 4u]), as_type<float>(ShadowDebug[((v209 * 4u) + 3u) / 4u][((v209 * 4u) + 3u) % 4u]));
            float3 v262 = v261.xyz;
            float3 v263 = select(float3(1.0f, 1.0f, 1.0f), v262, v258);
            float4 v269 = float4(v263, 1.0f);
            v188 = v269;
            break;
        }
        float v138 = (v377 / v379);
        float v142 = (v77 - v138);
        float v144 = max(v138, 0.0001f);
        float v145 = (v142 / v144);
        float v146 = saturate(v145);
        float v148 = as_type<float>(ShadowDebug[4].w);
        float v149 = (v146 * v148);
        float v151 = as_type<float>(ShadowDebug[4].x);
        float v152 = (v149 * v151);
        float v156 = as_type<float>(ShadowParams[21].y);
        v157 = max(v152, v156);
        v383 = 0.0f;
        v385 = 0u;
        for (bool f3 = true; ; f3 = false) {
            if (!f3) {
                uint v180 = (v385 + 1u);
                v383 = v177;
                v385 = v180;
            }
            bool v187 = (v385 < 16u);
            if (v187) {
                float v285 = float(v385);
                float v286 = (v285 + 0.5f);
                float v289 = (v286 / 16.0f);
                float v290 = sqrt(v289);
                float v294 = (v285 * 2.4f);
                float v296 = (v294 + v96);
                v278 = sin(v296);
                v279 = cos(v296);
                float v300 = v278;
                float v302 = v279;
                float2 v306 = float2(v302, v300);
                float2 v308 = float2(v290);
                float2 v309 = (v306 * v308);
                float2 v165 = float2(v157);
                float2 v166 = (v309 * v165);
                float2 v170 = (v71 + v166);
                float v172 = float(v209);
                float3 v173 = float3(v170, v172);
                float v175 = ShadowCascades.sample_compare(ShadowCompare, v173.xy, uint(int(round(v173.z))), v77, level(0));
                v177 = (v383 + v175);
            } else {
                break;
            }
        }
        float v183 = (v383 / 16.0f);
        uint v316 = ShadowDebug[4].z;
        bool v317 = (v316 != 0u);
        float4 v320 = float4(as_type<float>(ShadowDebug[(v209 * 4u) / 4u][(v209 * 4u) % 4u]), as_type<float>(ShadowDebug[((v209 * 4u) + 1u) / 4u][((v209 * 4u) + 1u) % 4u]), as_type<float>(ShadowDebug[((v209 * 4u) + 2u) / 4u][((v209 * 4u) + 2u) % 4u]), as_type<float>(ShadowDebug[((v209 * 4u) + 3u) / 4u][((v209 * 4u) + 3u) % 4u]));
        float3 v321 = v320.xyz;
        float3 v322 = select(float3(1.0f, 1.0f, 1.0f), v321, v317);
        float3 v326 = float3(v183);
        float3 v327 = (v322 * v326);
        float4 v328 = float4(v327, 1.0f);
        v188 = v328;
        break;
    }
    out_var_SV_Target0 = v188;
    return;
}

struct PSSpiral_in
{
    float3 in_1_0 [[user(locn0)]];
    float3 in_2_0 [[user(locn1)]];
    float in_3_0 [[user(locn2)]];
};

struct PSSpiral_out
{
    float4 out_0 [[color(0)]];
};

fragment PSSpiral_out PSSpiral(PSSpiral_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* View [[buffer(0)]], constant uint4* ShadowParams [[buffer(1)]], depth2d_array<float> ShadowCascades [[texture(0)]], sampler ShadowCompare [[sampler(0)]], constant uint4* ShadowDebug [[buffer(2)]], texture2d_array<float> ShadowDepths [[texture(1)]], sampler PointClamp [[sampler(1)]])
{
    float4 gl_FragCoord = {};
    float3 in_var_TEXCOORD0 = {};
    float3 in_var_TEXCOORD1 = {};
    float in_var_TEXCOORD2 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    in_var_TEXCOORD2 = in.in_3_0;
    PSSpiral_1(View, ShadowParams, ShadowCascades, ShadowCompare, ShadowDebug, ShadowDepths, PointClamp, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_TEXCOORD2, out_var_SV_Target0);
    PSSpiral_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
