#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* UiStyle, texture2d<float> UiImage, texture2d<float> UiFontSdf, sampler UiLinear, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float2& in_var_TEXCOORD1, thread float4& in_var_TEXCOORD2, thread uint& in_var_TEXCOORD3, thread uint& in_var_TEXCOORD4, thread float4& in_var_COLOR0, thread float4& out_var_SV_Target0)
{
    float4 v2 = {};
    float2 v5 = {};
    float2 v8 = {};
    float4 v11 = {};
    uint v14 = {};
    uint v17 = {};
    float4 v20 = {};
    float4 v481 = {};
    float v483 = {};
    float v207 = {};
    float v267 = {};
    float4 v478 = {};
    float v141 = {};
    float v332 = {};
    float v148 = {};
    float v482 = {};
    float4 v487 = {};
    uint v490 = {};
    float4 v486 = {};
    float4 v489 = {};
    uint v224 = {};
    float v226 = {};
    float v230 = {};
    float4 v500 = {};
    uint v503 = {};
    float4 v499 = {};
    float4 v502 = {};
    uint v284 = {};
    float v286 = {};
    float v290 = {};
    v2 = gl_FragCoord;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    v14 = in_var_TEXCOORD3;
    v17 = in_var_TEXCOORD4;
    v20 = in_var_COLOR0;
    bool v39 = (v17 < 16u);
    if (v39) {
        float4 v43 = float4(as_type<float>(UiStyle[(v17 * 4u) / 4u][(v17 * 4u) % 4u]), as_type<float>(UiStyle[((v17 * 4u) + 1u) / 4u][((v17 * 4u) + 1u) % 4u]), as_type<float>(UiStyle[((v17 * 4u) + 2u) / 4u][((v17 * 4u) + 2u) % 4u]), as_type<float>(UiStyle[((v17 * 4u) + 3u) / 4u][((v17 * 4u) + 3u) % 4u]));
        float v47 = v2.x;
        float v49 = v43.x;
        bool v50 = (v47 < v49);
        float v59 = v2.y;
        float v61 = v43.y;
        bool v62 = (v59 < v61);
        bool v63 = (v50 | v62);
        float v68 = v43.z;
        bool v69 = (v47 > v68);
        bool v70 = (v63 | v69);
        float v75 = v43.w;
        bool v76 = (v59 > v75);
        bool v77 = (v70 | v76);
        if (v77) {
            discard_fragment();
            return;
        }
    }
    switch (v14) {
        case 0u: {
            v481 = v20;
            v483 = 1.0f;
            break;
        }
        case 1u: {
            float2 v90 = v11.zw;
            float2 v91 = normalize(v90);
            float v92 = dot(v5, v91);
            v207 = saturate(v92);
            float4 v210 = as_type<float4>(UiStyle[16]);
            v487 = v210;
            v490 = 1u;
            for (bool f1 = true; ; f1 = false) {
                if (!f1) {
                    uint v218 = (v490 + 1u);
                    v487 = v486;
                    v490 = v218;
                }
                bool v222 = (v490 < 8u);
                if (v222) {
                    uint v215 = UiStyle[32].x;
                    bool v216 = (v490 >= v215);
                    if (v216) {
                        v489 = v487;
                        break;
                    }
                    v224 = (v490 - 1u);
                    v226 = as_type<float>(UiStyle[(96u + v224 * 4u) / 4u][(96u + v224 * 4u) % 4u]);
                    v230 = as_type<float>(UiStyle[(96u + v490 * 4u) / 4u][(96u + v490 * 4u) % 4u]);
                    bool v234 = (v230 <= v226);
                    if (v234) {
                        v486 = v487;
                        continue;
                    }
                    bool v237 = (v207 <= v230);
                    if (v237) {
                        float4 v241 = float4(as_type<float>(UiStyle[(64u + v224 * 4u) / 4u][(64u + v224 * 4u) % 4u]), as_type<float>(UiStyle[((64u + v224 * 4u) + 1u) / 4u][((64u + v224 * 4u) + 1u) % 4u]), as_type<float>(UiStyle[((64u + v224 * 4u) + 2u) / 4u][((64u + v224 * 4u) + 2u) % 4u]), as_type<float>(UiStyle[((64u + v224 * 4u) + 3u) / 4u][((64u + v224 * 4u) + 3u) % 4u]));
                        float4 v244 = float4(as_type<float>(UiStyle[(64u + v490 * 4u) / 4u][(64u + v490 * 4u) % 4u]), as_type<float>(UiStyle[((64u + v490 * 4u) + 1u) / 4u][((64u + v490 * 4u) + 1u) % 4u]), as_type<float>(UiStyle[((64u + v490 * 4u) + 2u) / 4u][((64u + v490 * 4u) + 2u) % 4u]), as_type<float>(UiStyle[((64u + v490 * 4u) + 3u) / 4u][((64u + v490 * 4u) + 3u) % 4u]));
                        float v247 = (v207 - v226);
                        float v250 = (v230 - v226);
                        float v251 = (v247 / v250);
                        float v252 = saturate(v251);
                        float4 v253 = float4(v252);
                        float4 v254 = mix(v241, v244, v253);
                        v489 = v254;
                        break;
                    }
                    float4 v258 = float4(as_type<float>(UiStyle[(64u + v490 * 4u) / 4u][(64u + v490 * 4u) % 4u]), as_type<float>(UiStyle[((64u + v490 * 4u) + 1u) / 4u][((64u + v490 * 4u) + 1u) % 4u]), as_type<float>(UiStyle[((64u + v490 * 4u) + 2u) / 4u][((64u + v490 * 4u) + 2u) % 4u]), as_type<float>(UiStyle[((64u + v490 * 4u) + 3u) / 4u][((64u + v490 * 4u) + 3u) % 4u]));
                    v486 = v258;
                } else {
                    v489 = v487;
                    break;
                }
            }
            float4 v95 = (v20 * v489);
            v481 = v95;
            v483 = 1.0f;
            break;
        }
        case 2u: {
            float2 v99 = (v5 - float2(0.5f, 0.5f));
            float v100 = length(v99);
            float v101 = (v100 * 2.0f);
            v267 = saturate(v101);
            float4 v270 = as_type<float4>(UiStyle[16]);
            v500 = v270;
            v503 = 1u;
            for (bool f2 = true; ; f2 = false) {
                if (!f2) {
                    uint v278 = (v503 + 1u);
                    v500 = v499;
                    v503 = v278;
                }
                bool v282 = (v503 < 8u);
                if (v282) {
                    uint v275 = UiStyle[32].x;
                    bool v276 = (v503 >= v275);
                    if (v276) {
                        v502 = v500;
                        break;
                    }
                    v284 = (v503 - 1u);
                    v286 = as_type<float>(UiStyle[(96u + v284 * 4u) / 4u][(96u + v284 * 4u) % 4u]);
                    v290 = as_type<float>(UiStyle[(96u + v503 * 4u) / 4u][(96u + v503 * 4u) % 4u]);
                    bool v294 = (v290 <= v286);
                    if (v294) {
                        v499 = v500;
                        continue;
                    }
                    bool v297 = (v267 <= v290);
                    if (v297) {
                        float4 v301 = float4(as_type<float>(UiStyle[(64u + v284 * 4u) / 4u][(64u + v284 * 4u) % 4u]), as_type<float>(UiStyle[((64u + v284 * 4u) + 1u) / 4u][((64u + v284 * 4u) + 1u) % 4u]), as_type<float>(UiStyle[((64u + v284 * 4u) + 2u) / 4u][((64u + v284 * 4u) + 2u) % 4u]), as_type<float>(UiStyle[((64u + v284 * 4u) + 3u) / 4u][((64u + v284 * 4u) + 3u) % 4u]));
                        float4 v304 = float4(as_type<float>(UiStyle[(64u + v503 * 4u) / 4u][(64u + v503 * 4u) % 4u]), as_type<float>(UiStyle[((64u + v503 * 4u) + 1u) / 4u][((64u + v503 * 4u) + 1u) % 4u]), as_type<float>(UiStyle[((64u + v503 * 4u) + 2u) / 4u][((64u + v503 * 4u) + 2u) % 4u]), as_type<float>(UiStyle[((64u + v503 * 4u) + 3u) / 4u][((64u + v503 * 4u) + 3u) % 4u]));
                        float v307 = (v267 - v286);
                        float v310 = (v290 - v286);
                        float v311 = (v307 / v310);
                        float v312 = saturate(v311);
                        float4 v313 = float4(v312);
                        float4 v314 = mix(v301, v304, v313);
                        v502 = v314;
                        break;
                    }
                    float4 v318 = float4(as_type<float>(UiStyle[(64u + v503 * 4u) / 4u][(64u + v503 * 4u) % 4u]), as_type<float>(UiStyle[((64u + v503 * 4u) + 1u) / 4u][((64u + v503 * 4u) + 1u) % 4u]), as_type<float>(UiStyle[((64u + v503 * 4u) + 2u) / 4u][((64u + v503 * 4u) + 2u) % 4u]), as_type<float>(UiStyle[((64u + v503 * 4u) + 3u) / 4u][((64u + v503 * 4u) + 3u) % 4u]));
                    v499 = v318;
                } else {
                    v502 = v500;
                    break;
                }
            }
            float4 v104 = (v20 * v502);
            v481 = v104;
            v483 = 1.0f;
            break;
        }
        case 4u: {
            float v108 = v11.x;
            float v111 = v11.y;
            float v112 = min(v108, v111);
            auto t3 = v11;
            t3.z = v112;
            float4 v473 = t3;
            v478 = v473;
            float2 v117 = abs(v8);
            float2 v120 = v478.xy;
            float2 v121 = (v117 - v120);
            float v124 = v478.z;
            float2 v125 = float2(v124);
            float2 v126 = (v121 + v125);
            float v129 = v126.x;
            float v131 = v126.y;
            float v132 = max(v129, v131);
            float v133 = min(v132, 0.0f);
            float2 v135 = max(v126, float2(0.0f, 0.0f));
            float v136 = length(v135);
            float v137 = (v133 + v136);
            v141 = (v137 - v124);
            float v324 = fwidth(v141);
            float v325 = max(v324, 0.0001f);
            float v328 = -(v325);
            float v331 = smoothstep(v328, v325, v141);
            v332 = (1.0f - v331);
            v148 = v478.w;
            bool v149 = (v148 > 0.0f);
            if (v149) {
                float v194 = (v141 + v148);
                float v427 = fwidth(v194);
                float v428 = max(v427, 0.0001f);
                float v431 = -(v428);
                float v434 = smoothstep(v431, v428, v194);
                float v435 = (1.0f - v434);
                float v196 = (v435 * 0.75f);
                float v198 = (v332 - v196);
                v482 = v198;
            } else {
                v482 = v332;
            }
            v481 = v20;
            v483 = v482;
            break;
        }
        case 3u: {
            v478 = v11;
            float2 v117 = abs(v8);
            float2 v120 = v478.xy;
            float2 v121 = (v117 - v120);
            float v124 = v478.z;
            float2 v125 = float2(v124);
            float2 v126 = (v121 + v125);
            float v129 = v126.x;
            float v131 = v126.y;
            float v132 = max(v129, v131);
            float v133 = min(v132, 0.0f);
            float2 v135 = max(v126, float2(0.0f, 0.0f));
            float v136 = length(v135);
            float v137 = (v133 + v136);
            v141 = (v137 - v124);
            float v324 = fwidth(v141);
            float v325 = max(v324, 0.0001f);
            float v328 = -(v325);
            float v331 = smoothstep(v328, v325, v141);
            v332 = (1.0f - v331);
            v148 = v478.w;
            bool v149 = (v148 > 0.0f);
            if (v149) {
                float v194 = (v141 + v148);
                float v427 = fwidth(v194);
                float v428 = max(v427, 0.0001f);
                float v431 = -(v428);
                float v434 = smoothstep(v431, v428, v194);
                float v435 = (1.0f - v434);
                float v196 = (v435 * 0.75f);
                float v198 = (v332 - v196);
                v482 = v198;
            } else {
                v482 = v332;
            }
            v481 = v20;
            v483 = v482;
            break;
        }
        case 7u: {
            float2 v154 = v11.xy;
            float2 v155 = (v154 * float2(2.0f, 2.0f));
            float2 v158 = v11.zw;
            float2 v346 = max(v155, float2(1.0f, 1.0f));
            float2 v347 = (v158 / v346);
            float2 v351 = (v5 / v347);
            float2 v353 = as_type<float2>(UiStyle[32].zw);
            float2 v354 = (v351 * v353);
            float2 v357 = (float2(1.0f, 1.0f) - v5);
            float2 v359 = (v357 / v347);
            float2 v362 = (v359 * v353);
            float2 v363 = (float2(1.0f, 1.0f) - v362);
            float2 v369 = (float2(1.0f, 1.0f) - v353);
            float2 v372 = (v5 - v347);
            float2 v374 = (float2(2.0f, 2.0f) * v347);
            float2 v375 = (float2(1.0f, 1.0f) - v374);
            float2 v376 = max(v375, float2(0.0001f, 0.0001f));
            float2 v377 = (v372 / v376);
            float2 v378 = mix(v353, v369, v377);
            float v381 = v5.x;
            float v383 = v347.x;
            bool v384 = (v381 < v383);
            float v386 = v354.x;
            float v391 = (1.0f - v383);
            bool v392 = (v381 > v391);
            float v394 = v363.x;
            float v396 = v378.x;
            float v397 = select(v396, v394, v392);
            float v398 = select(v397, v386, v384);
            auto t4 = float2{};
            t4.x = v398;
            float2 v475 = t4;
            float v402 = v5.y;
            float v404 = v347.y;
            bool v405 = (v402 < v404);
            float v407 = v354.y;
            float v412 = (1.0f - v404);
            bool v413 = (v402 > v412);
            float v415 = v363.y;
            float v417 = v378.y;
            float v418 = select(v417, v415, v413);
            float v419 = select(v418, v407, v405);
            auto t5 = v475;
            t5.y = v419;
            float2 v477 = t5;
            float4 v160 = UiImage.sample(UiLinear, v477);
            float4 v162 = (v20 * v160);
            v481 = v162;
            v483 = 1.0f;
            break;
        }
        case 5u: {
            float4 v166 = UiImage.sample(UiLinear, v5);
            float4 v168 = (v20 * v166);
            v481 = v168;
            v483 = 1.0f;
            break;
        }
        case 6u: {
            float v172 = UiFontSdf.sample(UiLinear, v5).x;
            float v175 = fwidth(v172);
            float v176 = max(v175, 0.0001f);
            float v178 = as_type<float>(UiStyle[32].y);
            float v179 = max(v178, 0.01f);
            float v180 = (v176 / v179);
            float v183 = (0.5f - v180);
            float v185 = (0.5f + v180);
            float v187 = smoothstep(v183, v185, v172);
            v481 = v20;
            v483 = v187;
            break;
        }
        default: {
            v481 = float4(1.0f, 0.0f, 1.0f, 1.0f);
            v483 = 1.0f;
            break;
        }
    }
    float v79 = saturate(v483);
    float v81 = v481.w;
    float v82 = (v81 * v79);
    auto t6 = v481;
    t6.w = v82;
    float4 v471 = t6;
    out_var_SV_Target0 = v471;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
    float2 in_2_0 [[user(locn1)]];
    float4 in_3_0 [[user(locn2)]] [[flat]];
    uint in_4_0 [[user(locn3)]] [[flat]];
    uint in_5_0 [[user(locn4)]] [[flat]];
    float4 in_6_0 [[user(locn5)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* UiStyle [[buffer(1)]], texture2d<float> UiImage [[texture(0)]], texture2d<float> UiFontSdf [[texture(1)]], sampler UiLinear [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float2 in_var_TEXCOORD1 = {};
    float4 in_var_TEXCOORD2 = {};
    uint in_var_TEXCOORD3 = {};
    uint in_var_TEXCOORD4 = {};
    float4 in_var_COLOR0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    in_var_TEXCOORD2 = in.in_3_0;
    in_var_TEXCOORD3 = in.in_4_0;
    in_var_TEXCOORD4 = in.in_5_0;
    in_var_COLOR0 = in.in_6_0;
    PSMain_1(UiStyle, UiImage, UiFontSdf, UiLinear, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_TEXCOORD2, in_var_TEXCOORD3, in_var_TEXCOORD4, in_var_COLOR0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
