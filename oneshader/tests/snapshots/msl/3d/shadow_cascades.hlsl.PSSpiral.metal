#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSSpiral_1(constant uint4* View, constant uint4* ShadowParams, depth2d_array<float> ShadowCascades, sampler ShadowCompare, constant uint4* ShadowDebug, texture2d_array<float> ShadowDepths, sampler PointClamp, thread float4& gl_FragCoord, thread float3& in_var_TEXCOORD0, thread float3& in_var_TEXCOORD1, thread float& in_var_TEXCOORD2, thread float4& out_var_SV_Target0)
{
    float v217 = {};
    float v218 = {};
    float v276 = {};
    float v277 = {};
    float4 v2 = {};
    float3 v5 = {};
    float3 v8 = {};
    float v11 = {};
    float3 v41 = {};
    float v375 = {};
    float v377 = {};
    uint v378 = {};
    float v115 = {};
    float v374 = {};
    float v376 = {};
    float v157 = {};
    float v381 = {};
    uint v383 = {};
    float v177 = {};
    float4 v188 = {};
    uint v386 = {};
    uint v387 = {};
    uint v207 = {};
    uint v385 = {};
    float2 v71 = {};
    float v77 = {};
    float v96 = {};
    v2 = gl_FragCoord;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    for (bool f1 = true; ; f1 = false) {
        v41 = normalize(v8);
        v386 = 0u;
        v387 = 0u;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                v386 = v385;
                v387 = v207;
            }
            bool v205 = (v387 < 3u);
            if (v205) {
                float v198 = as_type<float>(ShadowParams[(64u + v387 * 4u) / 4u][(64u + v387 * 4u) % 4u]);
                bool v199 = (v11 > v198);
                v207 = (v387 + 1u);
                v385 = select(v386, v207, v199);
            } else {
                break;
            }
        }
        float4x4 v49 = float4x4(float4(as_type<float>(ShadowParams[(v386 * 16u) / 4u][(v386 * 16u) % 4u]), as_type<float>(ShadowParams[((v386 * 16u) + 4u) / 4u][((v386 * 16u) + 4u) % 4u]), as_type<float>(ShadowParams[((v386 * 16u) + 8u) / 4u][((v386 * 16u) + 8u) % 4u]), as_type<float>(ShadowParams[((v386 * 16u) + 12u) / 4u][((v386 * 16u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v386 * 16u) + 1u) / 4u][((v386 * 16u) + 1u) % 4u]), as_type<float>(ShadowParams[(((v386 * 16u) + 1u) + 4u) / 4u][(((v386 * 16u) + 1u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v386 * 16u) + 1u) + 8u) / 4u][(((v386 * 16u) + 1u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v386 * 16u) + 1u) + 12u) / 4u][(((v386 * 16u) + 1u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v386 * 16u) + 2u) / 4u][((v386 * 16u) + 2u) % 4u]), as_type<float>(ShadowParams[(((v386 * 16u) + 2u) + 4u) / 4u][(((v386 * 16u) + 2u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v386 * 16u) + 2u) + 8u) / 4u][(((v386 * 16u) + 2u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v386 * 16u) + 2u) + 12u) / 4u][(((v386 * 16u) + 2u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v386 * 16u) + 3u) / 4u][((v386 * 16u) + 3u) % 4u]), as_type<float>(ShadowParams[(((v386 * 16u) + 3u) + 4u) / 4u][(((v386 * 16u) + 3u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v386 * 16u) + 3u) + 8u) / 4u][(((v386 * 16u) + 3u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v386 * 16u) + 3u) + 12u) / 4u][(((v386 * 16u) + 3u) + 12u) % 4u])));
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
        uint v339 = (v94 * 747796405u);
        uint v340 = (v339 + 2891336453u);
        uint v344 = (v340 >> (28u & 31u));
        uint v345 = (v344 + 4u);
        uint v346 = (v340 >> (v345 & 31u));
        uint v348 = (v346 ^ v340);
        uint v349 = (v348 * 277803737u);
        uint v352 = (v349 >> (22u & 31u));
        uint v354 = (v352 ^ v349);
        uint v331 = (v354 & 16777215u);
        float v332 = float(v331);
        float v333 = (v332 / 16777216.0f);
        v96 = (v333 * 6.2831855f);
        v375 = 0.0f;
        v377 = 0.0f;
        v378 = 0u;
        for (bool f3 = true; ; f3 = false) {
            if (!f3) {
                uint v121 = (v378 + 1u);
                v375 = v374;
                v377 = v376;
                v378 = v121;
            }
            bool v126 = (v378 < 16u);
            if (v126) {
                float v224 = float(v378);
                float v225 = (v224 + 0.5f);
                float v228 = (v225 / 16.0f);
                float v229 = sqrt(v228);
                float v233 = (v224 * 2.4f);
                float v235 = (v233 + v96);
                v217 = sin(v235);
                v218 = cos(v235);
                float v239 = v217;
                float v241 = v218;
                float2 v245 = float2(v241, v239);
                float2 v247 = float2(v229);
                float2 v248 = (v245 * v247);
                float v105 = as_type<float>(ShadowDebug[4].y);
                float2 v106 = float2(v105);
                float2 v107 = (v248 * v106);
                float2 v111 = (v71 + v107);
                float v113 = float(v386);
                float3 v114 = float3(v111, v113);
                v115 = ShadowDepths.sample(PointClamp, v114.xy, uint(int(round(v114.z))), level(0.0f)).x;
                bool v119 = (v115 >= v77);
                if (v119) {
                    v374 = v375;
                    v376 = v377;
                    continue;
                }
                float v129 = (v375 + v115);
                float v132 = (v377 + 1.0f);
                v374 = v129;
                v376 = v132;
            } else {
                break;
            }
        }
        bool v124 = (v377 == 0.0f);
        if (v124) {
            uint v255 = ShadowDebug[4].z;
            bool v256 = (v255 != 0u);
            float4 v259 = float4(as_type<float>(ShadowDebug[(v386 * 4u) / 4u][(v386 * 4u) % 4u]), as_type<float>(ShadowDebug[((v386 * 4u) + 1u) / 4u][((v386 * 4u) + 1u) % 4u]), as_type<float>(ShadowDebug[((v386 * 4u) + 2u) / 4u][((v386 * 4u) + 2u) % 4u]), as_type<float>(ShadowDebug[((v386 * 4u) + 3u) / 4u][((v386 * 4u) + 3u) % 4u]));
            float3 v260 = v259.xyz;
            float3 v261 = select(float3(1.0f, 1.0f, 1.0f), v260, v256);
            float3 v266 = (v261 * float3(1.0f, 1.0f, 1.0f));
            float4 v267 = float4(v266, 1.0f);
            v188 = v267;
            break;
        }
        float v138 = (v375 / v377);
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
        v381 = 0.0f;
        v383 = 0u;
        for (bool f4 = true; ; f4 = false) {
            if (!f4) {
                uint v180 = (v383 + 1u);
                v381 = v177;
                v383 = v180;
            }
            bool v187 = (v383 < 16u);
            if (v187) {
                float v283 = float(v383);
                float v284 = (v283 + 0.5f);
                float v287 = (v284 / 16.0f);
                float v288 = sqrt(v287);
                float v292 = (v283 * 2.4f);
                float v294 = (v292 + v96);
                v276 = sin(v294);
                v277 = cos(v294);
                float v298 = v276;
                float v300 = v277;
                float2 v304 = float2(v300, v298);
                float2 v306 = float2(v288);
                float2 v307 = (v304 * v306);
                float2 v165 = float2(v157);
                float2 v166 = (v307 * v165);
                float2 v170 = (v71 + v166);
                float v172 = float(v386);
                float3 v173 = float3(v170, v172);
                float v175 = ShadowCascades.sample_compare(ShadowCompare, v173.xy, uint(int(round(v173.z))), v77, level(0));
                v177 = (v381 + v175);
            } else {
                break;
            }
        }
        float v183 = (v381 / 16.0f);
        uint v314 = ShadowDebug[4].z;
        bool v315 = (v314 != 0u);
        float4 v318 = float4(as_type<float>(ShadowDebug[(v386 * 4u) / 4u][(v386 * 4u) % 4u]), as_type<float>(ShadowDebug[((v386 * 4u) + 1u) / 4u][((v386 * 4u) + 1u) % 4u]), as_type<float>(ShadowDebug[((v386 * 4u) + 2u) / 4u][((v386 * 4u) + 2u) % 4u]), as_type<float>(ShadowDebug[((v386 * 4u) + 3u) / 4u][((v386 * 4u) + 3u) % 4u]));
        float3 v319 = v318.xyz;
        float3 v320 = select(float3(1.0f, 1.0f, 1.0f), v319, v315);
        float3 v324 = float3(v183);
        float3 v325 = (v320 * v324);
        float4 v326 = float4(v325, 1.0f);
        v188 = v326;
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
