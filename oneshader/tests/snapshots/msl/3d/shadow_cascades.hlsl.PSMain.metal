#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* ShadowParams, depth2d_array<float> ShadowCascades, sampler ShadowCompare, constant uint4* ShadowDebug, thread float4& gl_FragCoord, thread float3& in_var_TEXCOORD0, thread float3& in_var_TEXCOORD1, thread float& in_var_TEXCOORD2, thread float4& out_var_SV_Target0)
{
    float3 v5 = {};
    float v11 = {};
    float3 v32 = {};
    float v101 = {};
    float v397 = {};
    float v396 = {};
    uint v400 = {};
    uint v401 = {};
    uint v136 = {};
    uint v399 = {};
    float4 v49 = {};
    float2 v62 = {};
    float v66 = {};
    float v71 = {};
    float v72 = {};
    float v73 = {};
    float3 v194 = {};
    float2 v199 = {};
    float v212 = {};
    int v219 = {};
    int v222 = {};
    float v412 = {};
    float v417 = {};
    int v424 = {};
    float v411 = {};
    float v416 = {};
    int v428 = {};
    float v255 = {};
    float v258 = {};
    float v266 = {};
    int v329 = {};
    int v332 = {};
    float v435 = {};
    float v438 = {};
    int v441 = {};
    float v434 = {};
    float v437 = {};
    int v443 = {};
    float v365 = {};
    float v368 = {};
    float v376 = {};
    float v81 = {};
    uint v84 = {};
    v5 = in_var_TEXCOORD0;
    float3 v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    v32 = normalize(v8);
    v400 = 0u;
    v401 = 0u;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            v400 = v399;
            v401 = v136;
        }
        bool v134 = (v401 < 3u);
        if (v134) {
            float v127 = as_type<float>(ShadowParams[(64u + v401 * 4u) / 4u][(64u + v401 * 4u) % 4u]);
            bool v128 = (v11 > v127);
            v136 = (v401 + 1u);
            v399 = select(v400, v136, v128);
        } else {
            break;
        }
    }
    float4x4 v40 = float4x4(float4(as_type<float>(ShadowParams[(v400 * 16u) / 4u][(v400 * 16u) % 4u]), as_type<float>(ShadowParams[((v400 * 16u) + 4u) / 4u][((v400 * 16u) + 4u) % 4u]), as_type<float>(ShadowParams[((v400 * 16u) + 8u) / 4u][((v400 * 16u) + 8u) % 4u]), as_type<float>(ShadowParams[((v400 * 16u) + 12u) / 4u][((v400 * 16u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v400 * 16u) + 1u) / 4u][((v400 * 16u) + 1u) % 4u]), as_type<float>(ShadowParams[(((v400 * 16u) + 1u) + 4u) / 4u][(((v400 * 16u) + 1u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v400 * 16u) + 1u) + 8u) / 4u][(((v400 * 16u) + 1u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v400 * 16u) + 1u) + 12u) / 4u][(((v400 * 16u) + 1u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v400 * 16u) + 2u) / 4u][((v400 * 16u) + 2u) % 4u]), as_type<float>(ShadowParams[(((v400 * 16u) + 2u) + 4u) / 4u][(((v400 * 16u) + 2u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v400 * 16u) + 2u) + 8u) / 4u][(((v400 * 16u) + 2u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v400 * 16u) + 2u) + 12u) / 4u][(((v400 * 16u) + 2u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v400 * 16u) + 3u) / 4u][((v400 * 16u) + 3u) % 4u]), as_type<float>(ShadowParams[(((v400 * 16u) + 3u) + 4u) / 4u][(((v400 * 16u) + 3u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v400 * 16u) + 3u) + 8u) / 4u][(((v400 * 16u) + 3u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v400 * 16u) + 3u) + 12u) / 4u][(((v400 * 16u) + 3u) + 12u) % 4u])));
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
    v66 = float(v400);
    float3 v67 = float3(v62, v66);
    float v69 = v57.z;
    v71 = as_type<float>(ShadowParams[20].w);
    v72 = (v69 - v71);
    v73 = ShadowCascades.sample_compare(ShadowCompare, v67.xy, uint(int(round(v67.z))), v72);
    for (bool f2 = true; ; f2 = false) {
        bool2 v312 = (v62 < float2(0.0f, 0.0f));
        bool v313 = any(v312);
        bool2 v315 = (v62 > float2(1.0f, 1.0f));
        bool v316 = any(v315);
        bool v317 = (v313 | v316);
        if (v317) {
            v376 = 1.0f;
            break;
        }
        uint v327 = ShadowParams[21].z;
        uint v328 = min(v327, 2u);
        v329 = int(v328);
        v332 = -(v329);
        v435 = 0.0f;
        v438 = 0.0f;
        v441 = v332;
        for (bool f3 = true; ; f3 = false) {
            if (!f3) {
                int v338 = (v441 + 1);
                v435 = v434;
                v438 = v437;
                v441 = v338;
            }
            bool v345 = (v441 <= v329);
            if (v345) {
                v434 = v435;
                v437 = v438;
                v443 = v332;
                for (bool f4 = true; ; f4 = false) {
                    if (!f4) {
                        int v371 = (v443 + 1);
                        v434 = v365;
                        v437 = v368;
                        v443 = v371;
                    }
                    bool v375 = (v443 <= v329);
                    if (v375) {
                        float v347 = float(v443);
                        float v349 = float(v441);
                        float2 v350 = float2(v347, v349);
                        float v352 = as_type<float>(ShadowParams[21].y);
                        float2 v353 = float2(v352);
                        float2 v354 = (v350 * v353);
                        float2 v358 = (v62 + v354);
                        float3 v361 = float3(v358, v66);
                        float v363 = ShadowCascades.sample_compare(ShadowCompare, v361.xy, uint(int(round(v361.z))), v72, level(0));
                        v365 = (v434 + v363);
                        v368 = (v437 + 1.0f);
                    } else {
                        break;
                    }
                }
            } else {
                break;
            }
        }
        float v342 = (v435 / v438);
        v376 = v342;
        break;
    }
    v81 = mix(v376, v73, 0.25f);
    v84 = (v400 + 1u);
    bool v85 = (v84 < 4u);
    if (v85) {
        float v88 = as_type<float>(ShadowParams[(64u + v400 * 4u) / 4u][(64u + v400 * 4u) % 4u]);
        float v94 = as_type<float>(ShadowParams[21].w);
        float v95 = (v88 - v94);
        float v96 = (v11 - v95);
        float v99 = max(v94, 0.0001f);
        float v100 = (v96 / v99);
        v101 = saturate(v100);
        bool v104 = (v101 > 0.0f);
        if (v104) {
            for (bool f5 = true; ; f5 = false) {
                float4x4 v184 = float4x4(float4(as_type<float>(ShadowParams[(v84 * 16u) / 4u][(v84 * 16u) % 4u]), as_type<float>(ShadowParams[((v84 * 16u) + 4u) / 4u][((v84 * 16u) + 4u) % 4u]), as_type<float>(ShadowParams[((v84 * 16u) + 8u) / 4u][((v84 * 16u) + 8u) % 4u]), as_type<float>(ShadowParams[((v84 * 16u) + 12u) / 4u][((v84 * 16u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v84 * 16u) + 1u) / 4u][((v84 * 16u) + 1u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 1u) + 4u) / 4u][(((v84 * 16u) + 1u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 1u) + 8u) / 4u][(((v84 * 16u) + 1u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 1u) + 12u) / 4u][(((v84 * 16u) + 1u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v84 * 16u) + 2u) / 4u][((v84 * 16u) + 2u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 2u) + 4u) / 4u][(((v84 * 16u) + 2u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 2u) + 8u) / 4u][(((v84 * 16u) + 2u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 2u) + 12u) / 4u][(((v84 * 16u) + 2u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v84 * 16u) + 3u) / 4u][((v84 * 16u) + 3u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 3u) + 4u) / 4u][(((v84 * 16u) + 3u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 3u) + 8u) / 4u][(((v84 * 16u) + 3u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v84 * 16u) + 3u) + 12u) / 4u][(((v84 * 16u) + 3u) + 12u) % 4u])));
                float4 v187 = (v49 * v184);
                float3 v190 = v187.xyz;
                float v192 = v187.w;
                float3 v193 = float3(v192);
                v194 = (v190 / v193);
                float2 v197 = v194.xy;
                float2 v198 = (v197 * float2(0.5f, (-0.5f)));
                v199 = (v198 + float2(0.5f, 0.5f));
                bool2 v202 = (v199 < float2(0.0f, 0.0f));
                bool v203 = any(v202);
                bool2 v205 = (v199 > float2(1.0f, 1.0f));
                bool v206 = any(v205);
                bool v207 = (v203 | v206);
                if (v207) {
                    v266 = 1.0f;
                    break;
                }
                float v209 = v194.z;
                v212 = (v209 - v71);
                uint v217 = ShadowParams[21].z;
                uint v218 = min(v217, 2u);
                v219 = int(v218);
                v222 = -(v219);
                v412 = 0.0f;
                v417 = 0.0f;
                v424 = v222;
                for (bool f6 = true; ; f6 = false) {
                    if (!f6) {
                        int v228 = (v424 + 1);
                        v412 = v411;
                        v417 = v416;
                        v424 = v228;
                    }
                    bool v235 = (v424 <= v219);
                    if (v235) {
                        v411 = v412;
                        v416 = v417;
                        v428 = v222;
                        for (bool f7 = true; ; f7 = false) {
                            if (!f7) {
                                int v261 = (v428 + 1);
                                v411 = v255;
                                v416 = v258;
                                v428 = v261;
                            }
                            bool v265 = (v428 <= v219);
                            if (v265) {
                                float v237 = float(v428);
                                float v239 = float(v424);
                                float2 v240 = float2(v237, v239);
                                float v242 = as_type<float>(ShadowParams[21].y);
                                float2 v243 = float2(v242);
                                float2 v244 = (v240 * v243);
                                float2 v248 = (v199 + v244);
                                float v250 = float(v84);
                                float3 v251 = float3(v248, v250);
                                float v253 = ShadowCascades.sample_compare(ShadowCompare, v251.xy, uint(int(round(v251.z))), v212, level(0));
                                v255 = (v411 + v253);
                                v258 = (v416 + 1.0f);
                            } else {
                                break;
                            }
                        }
                    } else {
                        break;
                    }
                }
                float v232 = (v412 / v417);
                v266 = v232;
                break;
            }
            float v116 = mix(v81, v266, v101);
            v396 = v116;
        } else {
            v396 = v81;
        }
        v397 = v396;
    } else {
        v397 = v81;
    }
    uint v144 = ShadowDebug[4].z;
    bool v145 = (v144 != 0u);
    float4 v148 = float4(as_type<float>(ShadowDebug[(v400 * 4u) / 4u][(v400 * 4u) % 4u]), as_type<float>(ShadowDebug[((v400 * 4u) + 1u) / 4u][((v400 * 4u) + 1u) % 4u]), as_type<float>(ShadowDebug[((v400 * 4u) + 2u) / 4u][((v400 * 4u) + 2u) % 4u]), as_type<float>(ShadowDebug[((v400 * 4u) + 3u) / 4u][((v400 * 4u) + 3u) % 4u]));
    float3 v149 = v148.xyz;
    float3 v150 = select(float3(1.0f, 1.0f, 1.0f), v149, v145);
    float3 v154 = float3(v397);
    float3 v155 = (v150 * v154);
    float4 v156 = float4(v155, 1.0f);
    out_var_SV_Target0 = v156;
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
