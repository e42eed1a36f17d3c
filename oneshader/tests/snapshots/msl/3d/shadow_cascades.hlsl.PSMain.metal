#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* ShadowParams, depth2d_array<float> ShadowCascades, sampler ShadowCompare, constant uint4* ShadowDebug, thread float4& gl_FragCoord, thread float3& in_var_TEXCOORD0, thread float3& in_var_TEXCOORD1, thread float& in_var_TEXCOORD2, thread float4& out_var_SV_Target0)
{
    float v11 = {};
    uint v138 = {};
    float4 v49 = {};
    float2 v62 = {};
    float v66 = {};
    float v71 = {};
    float v72 = {};
    float v73 = {};
    float v101 = {};
    float v399 = {};
    float v398 = {};
    float3 v196 = {};
    float2 v201 = {};
    float v214 = {};
    int v221 = {};
    int v224 = {};
    float v411 = {};
    float v416 = {};
    int v423 = {};
    float v410 = {};
    float v415 = {};
    int v427 = {};
    float v257 = {};
    float v260 = {};
    float v268 = {};
    int v331 = {};
    int v334 = {};
    float v434 = {};
    float v437 = {};
    int v440 = {};
    float v433 = {};
    float v436 = {};
    int v442 = {};
    float v367 = {};
    float v370 = {};
    float v378 = {};
    float v81 = {};
    uint v84 = {};
    float3 v5 = in_var_TEXCOORD0;
    float3 v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    float3 v32 = normalize(v8);
    float v119 = as_type<float>(ShadowParams[16].x);
    bool v120 = (v11 > v119);
    uint v124 = select(0u, 1u, v120);
    float v126 = as_type<float>(ShadowParams[17].x);
    bool v127 = (v11 > v126);
    uint v131 = select(v124, 2u, v127);
    float v133 = as_type<float>(ShadowParams[18].x);
    bool v134 = (v11 > v133);
    v138 = select(v131, 3u, v134);
    float4x4 v40 = float4x4(float4(as_type<float>(ShadowParams[(v138 * 16u) / 4u][(v138 * 16u) % 4u]), as_type<float>(ShadowParams[((v138 * 16u) + 4u) / 4u][((v138 * 16u) + 4u) % 4u]), as_type<float>(ShadowParams[((v138 * 16u) + 8u) / 4u][((v138 * 16u) + 8u) % 4u]), as_type<float>(ShadowParams[((v138 * 16u) + 12u) / 4u][((v138 * 16u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v138 * 16u) + 1u) / 4u][((v138 * 16u) + 1u) % 4u]), as_type<float>(ShadowParams[(((v138 * 16u) + 1u) + 4u) / 4u][(((v138 * 16u) + 1u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v138 * 16u) + 1u) + 8u) / 4u][(((v138 * 16u) + 1u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v138 * 16u) + 1u) + 12u) / 4u][(((v138 * 16u) + 1u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v138 * 16u) + 2u) / 4u][((v138 * 16u) + 2u) % 4u]), as_type<float>(ShadowParams[(((v138 * 16u) + 2u) + 4u) / 4u][(((v138 * 16u) + 2u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v138 * 16u) + 2u) + 8u) / 4u][(((v138 * 16u) + 2u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v138 * 16u) + 2u) + 12u) / 4u][(((v138 * 16u) + 2u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v138 * 16u) + 3u) / 4u][((v138 * 16u) + 3u) % 4u]), as_type<float>(ShadowParams[(((v138 * 16u) + 3u) + 4u) / 4u][(((v138 * 16u) + 3u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v138 * 16u) + 3u) + 8u) / 4u][(((v138 * 16u) + 3u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v138 * 16u) + 3u) + 12u) / 4u][(((v138 * 16u) + 3u) + 12u) % 4u])));
    float v45 = as_type<float>(ShadowParams[21].x);
    float3 v46 = float3(v45);
    float3 v47 = (v32 * v46);
    float3 v48 = (v5 + v47);
    v49 = float4(v48, 1.0f);
    float4 v50 = (v49 * v40);
    float3 v53 = v50.xyz;
    float v55 = v50.w;
    float3 v56 = float3(v55);
    float3 v57 = (v53 / v56);
    float2 v60 = v57.xy;
    float2 v61 = (v60 * float2(0.5f, (-0.5f)));
    v62 = (v61 + float2(0.5f, 0.5f));
    v66 = float(v138);
    float3 v67 = float3(v62, v66);
    float v69 = v57.z;
    v71 = as_type<float>(ShadowParams[20].w);
    v72 = (v69 - v71);
    v73 = ShadowCascades.sample_compare(ShadowCompare, v67.xy, uint(int(round(v67.z))), v72);
    for (bool f1 = true; ; f1 = false) {
        bool2 v314 = (v62 < float2(0.0f, 0.0f));
        bool v315 = any(v314);
        bool2 v317 = (v62 > float2(1.0f, 1.0f));
        bool v318 = any(v317);
        bool v319 = (v315 | v318);
        if (v319) {
            v378 = 1.0f;
            break;
        }
        uint v329 = ShadowParams[21].z;
        uint v330 = min(v329, 2u);
        v331 = int(v330);
        v334 = -(v331);
        v434 = 0.0f;
        v437 = 0.0f;
        v440 = v334;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                int v340 = (v440 + 1);
                v434 = v433;
                v437 = v436;
                v440 = v340;
            }
            bool v347 = (v440 <= v331);
            if (v347) {
                v433 = v434;
                v436 = v437;
                v442 = v334;
                for (bool f3 = true; ; f3 = false) {
                    if (!f3) {
                        int v373 = (v442 + 1);
                        v433 = v367;
                        v436 = v370;
                        v442 = v373;
                    }
                    bool v377 = (v442 <= v331);
                    if (v377) {
                        float v349 = float(v442);
                        float v351 = float(v440);
                        float2 v352 = float2(v349, v351);
                        float v354 = as_type<float>(ShadowParams[21].y);
                        float2 v355 = float2(v354);
                        float2 v356 = (v352 * v355);
                        float2 v360 = (v62 + v356);
                        float3 v363 = float3(v360, v66);
                        float v365 = ShadowCascades.sample_compare(ShadowCompare, v363.xy, uint(int(round(v363.z))), v72, level(0));
                        v367 = (v433 + v365);
                        v370 = (v436 + 1.0f);
                    } else {
                        break;
                    }
                }
            } else {
                break;
            }
        }
        float v344 = (v434 / v437);
        v378 = v344;
        break;
    }
    v81 = mix(v378, v73, 0.25f);
    v84 = (v138 + 1u);
    bool v85 = (v84 < 4u);
    if (v85) {
        float v88 = as_type<float>(ShadowParams[(64u + v138 * 4u) / 4u][(64u + v138 * 4u) % 4u]);
        float v94 = as_type<float>(ShadowParams[21].w);
        float v95 = (v88 - v94);
        float v96 = (v11 - v95);
        float v99 = max(v94, 0.0001f);
        float v100 = (v96 / v99);
        v101 = saturate(v100);
        bool v104 = (v101 > 0.0f);
        if (v104) {
            for (bool f4 = true; ; f4 = false) {
                float4x4 v186 = float4x4(float4(as_type<float>(ShadowParams[(v84 * 16u) / 4u][(v84 * 16u) % 4u]), as_type<float>(ShadowParams[((v84 * 16u) + 4u) / 4u][((v84 * 16u) + 4u) % 4u]), as_type<float>(ShadowParams[((v84 * 16u) + 8u) / 4u][((v84 * 16u) + 8u) % 4u]), as_type<float>(ShadowParams[((v84 * 16u) + 12u) / 4u][((v84 * 16u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v84 * 16u) + 1u) / 4u][((v84 * 16u) + 1u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 1u) + 4u) / 4u][(((v84 * 16u) + 1u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 1u) + 8u) / 4u][(((v84 * 16u) + 1u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 1u) + 12u) / 4u][(((v84 * 16u) + 1u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v84 * 16u) + 2u) / 4u][((v84 * 16u) + 2u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 2u) + 4u) / 4u][(((v84 * 16u) + 2u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 2u) + 8u) / 4u][(((v84 * 16u) + 2u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 2u) + 12u) / 4u][(((v84 * 16u) + 2u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v84 * 16u) + 3u) / 4u][((v84 * 16u) + 3u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 3u) + 4u) / 4u][(((v84 * 16u) + 3u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 3u) + 8u) / 4u][(((v84 * 16u) + 3u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 3u) + 12u) / 4u][(((v84 * 16u) + 3u) + 12u) % 4u])));
                float4 v189 = (v49 * v186);
                float3 v192 = v189.xyz;
                float v194 = v189.w;
                float3 v195 = float3(v194);
                v196 = (v192 / v195);
                float2 v199 = v196.xy;
                float2 v200 = (v199 * float2(0.5f, (-0.5f)));
                v201 = (v200 + float2(0.5f, 0.5f));
                bool2 v204 = (v201 < float2(0.0f, 0.0f));
                bool v205 = any(v204);
                bool2 v207 = (v201 > float2(1.0f, 1.0f));
                bool v208 = any(v207);
                bool v209 = (v205 | v208);
                if (v209) {
                    v268 = 1.0f;
                    break;
                }
                float v211 = v196.z;
                v214 = (v211 - v71);
                uint v219 = ShadowParams[21].z;
                uint v220 = min(v219, 2u);
                v221 = int(v220);
                v224 = -(v221);
                v411 = 0.0f;
                v416 = 0.0f;
                v423 = v224;
                for (bool f5 = true; ; f5 = false) {
                    if (!f5) {
                        int v230 = (v423 + 1);
                        v411 = v410;
                        v416 = v415;
                        v423 = v230;
                    }
                    bool v237 = (v423 <= v221);
                    if (v237) {
                        v410 = v411;
                        v415 = v416;
                        v427 = v224;
                        for (bool f6 = true; ; f6 = false) {
                            if (!f6) {
                                int v263 = (v427 + 1);
                                v410 = v257;
                                v415 = v260;
                                v427 = v263;
                            }
                            bool v267 = (v427 <= v221);
                            if (v267) {
                                float v239 = float(v427);
                                float v241 = float(v423);
                                float2 v242 = float2(v239, v241);
                                float v244 = as_type<float>(ShadowParams[21].y);
                                float2 v245 = float2(v244);
                                float2 v246 = (v242 * v245);
                                float2 v250 = (v201 + v246);
                                float v252 = float(v84);
                                float3 v253 = float3(v250, v252);
                                float v255 = ShadowCascades.sample_compare(ShadowCompare, v253.xy, uint(int(round(v253.z))), v214, level(0));
                                v257 = (v410 + v255);
                                v260 = (v415 + 1.0f);
                            } else {
                                break;
                            }
                        }
                    } else {
                        break;
                    }
                }
                float v234 = (v411 / v416);
                v268 = v234;
                break;
            }
            float v116 = mix(v81, v268, v101);
            v398 = v116;
        } else {
            v398 = v81;
        }
        v399 = v398;
    } else {
        v399 = v81;
    }
    uint v146 = ShadowDebug[4].z;
    bool v147 = (v146 != 0u);
    float4 v150 = float4(as_type<float>(ShadowDebug[(v138 * 4u) / 4u][(v138 * 4u) % 4u]), as_type<float>(ShadowDebug[((v138 * 4u) + 1u) / 4u][((v138 * 4u) + 1u) % 4u]), as_type<float>(ShadowDebug[((v138 * 4u) + 2u) / 4u][((v138 * 4u) + 2u) % 4u]), as_type<float>(ShadowDebug[((v138 * 4u) + 3u) / 4u][((v138 * 4u) + 3u) % 4u]));
    float3 v151 = v150.xyz;
    float3 v152 = select(float3(1.0f, 1.0f, 1.0f), v151, v147);
    float3 v156 = float3(v399);
    float3 v157 = (v152 * v156);
    float4 v158 = float4(v157, 1.0f);
    out_var_SV_Target0 = v158;
    return;
}

struct PSMain_in
{
    float3 in_1_0 [[user(locn0)]];
    float3 in_2_0 [[user(locn1)]];
    float in_3_0 [[user(locn2)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* ShadowParams [[buffer(1)]], depth2d_array<float> ShadowCascades [[texture(0)]], sampler ShadowCompare [[sampler(0)]], constant uint4* ShadowDebug [[buffer(2)]])
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
    PSMain_1(ShadowParams, ShadowCascades, ShadowCompare, ShadowDebug, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_TEXCOORD2, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
