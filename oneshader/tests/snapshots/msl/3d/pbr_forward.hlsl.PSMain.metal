#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct PunctualLight
{
    float3 PositionWS;
    float Range;
    float3 Color;
    float Intensity;
    float3 DirectionWS;
    float SpotCosOuter;
    float SpotCosInner;
    uint Type;
    int ShadowIndex;
    uint Flags;
};

static inline PunctualLight load_ForwardLights(uint w, const device uint* ForwardLights)
{
    return PunctualLight{float3(as_type<float>(ForwardLights[w]), as_type<float>(ForwardLights[(w + 1u)]), as_type<float>(ForwardLights[(w + 2u)])), as_type<float>(ForwardLights[(w + 3u)]), float3(as_type<float>(ForwardLights[(w + 4u)]), as_type<float>(ForwardLights[((w + 4u) + 1u)]), as_type<float>(ForwardLights[((w + 4u) + 2u)])), as_type<float>(ForwardLights[(w + 7u)]), float3(as_type<float>(ForwardLights[(w + 8u)]), as_type<float>(ForwardLights[((w + 8u) + 1u)]), as_type<float>(ForwardLights[((w + 8u) + 2u)])), as_type<float>(ForwardLights[(w + 11u)]), as_type<float>(ForwardLights[(w + 12u)]), ForwardLights[(w + 13u)], as_type<int>(ForwardLights[(w + 14u)]), ForwardLights[(w + 15u)]};
}

static inline void PSMain_1(constant uint4* View, constant uint4* ShadowParams, depth2d_array<float> ShadowCascades, sampler ShadowCompare, constant uint4* Material, constant uint4* Object, const device uint* ForwardLights, texture2d<float> BaseColorMap, texture2d<float> MetallicRoughnessMap, texture2d<float> NormalMap, texture2d<float> EmissiveMap, texture2d<float> OcclusionMap, sampler MaterialSampler, thread float4& gl_FragCoord, thread float3& in_var_TEXCOORD0, thread float3& in_var_TEXCOORD1, thread float4& in_var_TEXCOORD2, thread float2& in_var_TEXCOORD3, thread float& in_var_TEXCOORD4, thread bool& gl_FrontFacing, thread float4& out_var_SV_Target0)
{
    float3 v6 = {};
    float3 v9 = {};
    float4 v12 = {};
    float2 v15 = {};
    float v18 = {};
    bool v21 = {};
    float4 v188 = {};
    float v191 = {};
    float3 v1090 = {};
    uint v1091 = {};
    float3 v945 = {};
    float v947 = {};
    float3 v949 = {};
    float v951 = {};
    float3 v953 = {};
    float v955 = {};
    float v957 = {};
    uint v959 = {};
    float3 v1089 = {};
    float3 v122 = {};
    float v126 = {};
    float v133 = {};
    float3 v1102 = {};
    float v1106 = {};
    float3 v1116 = {};
    float3 v1117 = {};
    float3 v1115 = {};
    float3 v275 = {};
    float v282 = {};
    float v293 = {};
    float3 v302 = {};
    float v310 = {};
    float3 v54 = {};
    uint v467 = {};
    float3 v514 = {};
    float2 v519 = {};
    float v532 = {};
    int v539 = {};
    int v542 = {};
    float v1134 = {};
    float v1137 = {};
    int v1140 = {};
    float v1133 = {};
    float v1136 = {};
    int v1142 = {};
    float v575 = {};
    float v578 = {};
    float v586 = {};
    float v634 = {};
    float3 v721 = {};
    float3 v776 = {};
    float v789 = {};
    float v795 = {};
    float v824 = {};
    float v828 = {};
    float3 v676 = {};
    uint v86 = {};
    v6 = in_var_TEXCOORD0;
    v9 = in_var_TEXCOORD1;
    v12 = in_var_TEXCOORD2;
    v15 = in_var_TEXCOORD3;
    v18 = in_var_TEXCOORD4;
    v21 = gl_FrontFacing;
    float4 v185 = BaseColorMap.sample(MaterialSampler, v15);
    float4 v187 = as_type<float4>(Material[0]);
    v188 = (v185 * v187);
    v191 = as_type<float>(Material[2].w);
    bool v192 = (v191 > 0.0f);
    if (v192) {
        float v194 = v188.w;
        float v197 = (v194 - v191);
        bool v198 = (v197 < 0.0f);
        if (v198) {
            discard_fragment();
            return;
        }
    }
    float3 v201 = normalize(v9);
    float3 v205 = v12.xyz;
    float3 v206 = normalize(v205);
    uint v209 = Material[3].x;
    uint v210 = (v209 & 1u);
    bool v211 = (v210 != 0u);
    bool v213 = !(v21);
    bool v214 = (v211 & v213);
    float3 v216 = -(v201);
    float3 v219 = -(v206);
    v1116 = select(v201, v216, v214);
    v1117 = select(v206, v219, v214);
    uint v223 = (v209 & 2u);
    bool v224 = (v223 != 0u);
    if (v224) {
        float3 v227 = cross(v1116, v1117);
        float v230 = v12.w;
        float3 v231 = float3(v230);
        float3 v232 = (v227 * v231);
        float4 v236 = NormalMap.sample(MaterialSampler, v15);
        float3 v237 = v236.xyz;
        float3 v238 = (v237 * float3(2.0f, 2.0f, 2.0f));
        float3 v239 = (v238 - float3(1.0f, 1.0f, 1.0f));
        float v242 = as_type<float>(Material[2].y);
        float2 v243 = float2(v242);
        float2 v245 = v239.xy;
        float2 v246 = (v245 * v243);
        float3 v248 = float3(v246.x, v246.y, v239.z);
        float v251 = v248.x;
        float3 v252 = float3(v251);
        float3 v254 = (v252 * v1117);
        float v256 = v248.y;
        float3 v257 = float3(v256);
        float3 v259 = (v257 * v232);
        float3 v260 = (v254 + v259);
        float v262 = v248.z;
        float3 v263 = float3(v262);
        float3 v265 = (v263 * v1116);
        float3 v266 = (v260 + v265);
        float3 v267 = normalize(v266);
        v1115 = v267;
    } else {
        v1115 = v1116;
    }
    float4 v271 = MetallicRoughnessMap.sample(MaterialSampler, v15);
    float2 v272 = v271.zy;
    v275 = v188.xyz;
    float v279 = v272.x;
    float v281 = as_type<float>(Material[1].w);
    v282 = (v279 * v281);
    float v289 = v272.y;
    float v291 = as_type<float>(Material[2].x);
    float v292 = (v289 * v291);
    v293 = clamp(v292, 0.045f, 1.0f);
    float4 v298 = EmissiveMap.sample(MaterialSampler, v15);
    float3 v299 = v298.xyz;
    float3 v301 = as_type<float3>(Material[1].xyz);
    v302 = (v299 * v301);
    float v307 = OcclusionMap.sample(MaterialSampler, v15).x;
    float v309 = as_type<float>(Material[2].z);
    v310 = mix(1.0f, v307, v309);
    float3 v50 = as_type<float3>(View[12].xyz);
    float3 v53 = (v50 - v6);
    v54 = normalize(v53);
    float v448 = as_type<float>(ShadowParams[16].x);
    bool v449 = (v18 > v448);
    uint v453 = select(0u, 1u, v449);
    float v455 = as_type<float>(ShadowParams[17].x);
    bool v456 = (v18 > v455);
    uint v460 = select(v453, 2u, v456);
    float v462 = as_type<float>(ShadowParams[18].x);
    bool v463 = (v18 > v462);
    v467 = select(v460, 3u, v463);
    for (bool f1 = true; ; f1 = false) {
        float v497 = as_type<float>(ShadowParams[21].x);
        float3 v498 = float3(v497);
        float3 v499 = (v1115 * v498);
        float3 v500 = (v6 + v499);
        float4x4 v504 = float4x4(float4(as_type<float>(ShadowParams[(v467 * 16u) / 4u][(v467 * 16u) % 4u]), as_type<float>(ShadowParams[((v467 * 16u) + 4u) / 4u][((v467 * 16u) + 4u) % 4u]), as_type<float>(ShadowParams[((v467 * 16u) + 8u) / 4u][((v467 * 16u) + 8u) % 4u]), as_type<float>(ShadowParams[((v467 * 16u) + 12u) / 4u][((v467 * 16u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v467 * 16u) + 1u) / 4u][((v467 * 16u) + 1u) % 4u]), as_type<float>(ShadowParams[(((v467 * 16u) + 1u) + 4u) / 4u][(((v467 * 16u) + 1u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v467 * 16u) + 1u) + 8u) / 4u][(((v467 * 16u) + 1u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v467 * 16u) + 1u) + 12u) / 4u][(((v467 * 16u) + 1u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v467 * 16u) + 2u) / 4u][((v467 * 16u) + 2u) % 4u]), as_type<float>(ShadowParams[(((v467 * 16u) + 2u) + 4u) / 4u][(((v467 * 16u) + 2u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v467 * 16u) + 2u) + 8u) / 4u][(((v467 * 16u) + 2u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v467 * 16u) + 2u) + 12u) / 4u][(((v467 * 16u) + 2u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v467 * 16u) + 3u) / 4u][((v467 * 16u) + 3u) % 4u]), as_type<float>(ShadowParams[(((v467 * 16u) + 3u) + 4u) / 4u][(((v467 * 16u) + 3u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v467 * 16u) + 3u) + 8u) / 4u][(((v467 * 16u) + 3u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v467 * 16u) + 3u) + 12u) / 4u][(((v467 * 16u) + 3u) + 12u) % 4u])));
        float4 v506 = float4(v500, 1.0f);
        float4 v507 = (v506 * v504);
        float3 v510 = v507.xyz;
        float v512 = v507.w;
        float3 v513 = float3(v512);
        v514 = (v510 / v513);
        float2 v517 = v514.xy;
        float2 v518 = (v517 * float2(0.5f, (-0.5f)));
        v519 = (v518 + float2(0.5f, 0.5f));
        bool2 v522 = (v519 < float2(0.0f, 0.0f));
        bool v523 = any(v522);
        bool2 v525 = (v519 > float2(1.0f, 1.0f));
        bool v526 = any(v525);
        bool v527 = (v523 | v526);
        if (v527) {
            v586 = 1.0f;
            break;
        }
        float v529 = v514.z;
        float v531 = as_type<float>(ShadowParams[20].w);
        v532 = (v529 - v531);
        uint v537 = ShadowParams[21].z;
        uint v538 = min(v537, 2u);
        v539 = int(v538);
        v542 = -(v539);
        v1134 = 0.0f;
        v1137 = 0.0f;
        v1140 = v542;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                int v548 = (v1140 + 1);
                v1134 = v1133;
                v1137 = v1136;
                v1140 = v548;
            }
            bool v555 = (v1140 <= v539);
            if (v555) {
                v1133 = v1134;
                v1136 = v1137;
                v1142 = v542;
                for (bool f3 = true; ; f3 = false) {
                    if (!f3) {
                        int v581 = (v1142 + 1);
                        v1133 = v575;
                        v1136 = v578;
                        v1142 = v581;
                    }
                    bool v585 = (v1142 <= v539);
                    if (v585) {
                        float v557 = float(v1142);
                        float v559 = float(v1140);
                        float2 v560 = float2(v557, v559);
                        float v562 = as_type<float>(ShadowParams[21].y);
                        float2 v563 = float2(v562);
                        float2 v564 = (v560 * v563);
                        float2 v568 = (v519 + v564);
                        float v570 = float(v467);
                        float3 v571 = float3(v568, v570);
                        float v573 = ShadowCascades.sample_compare(ShadowCompare, v571.xy, uint(int(round(v571.z))), v532, level(0));
                        v575 = (v1133 + v573);
                        v578 = (v1136 + 1.0f);
                    } else {
                        break;
                    }
                }
            } else {
                break;
            }
        }
        float v552 = (v1134 / v1137);
        v586 = v552;
        break;
    }
    float3 v70 = as_type<float3>(View[15].xyz);
    float3 v71 = -(v70);
    float3 v621 = (v54 + v71);
    float3 v622 = normalize(v621);
    float v627 = dot(v1115, v71);
    float v628 = saturate(v627);
    float v633 = dot(v1115, v54);
    v634 = max(v633, 0.0001f);
    float v639 = dot(v1115, v622);
    float v640 = saturate(v639);
    float v644 = dot(v54, v622);
    float v645 = saturate(v644);
    float v651 = (v293 * v293);
    float v652 = max(v651, 0.002f);
    float3 v720 = float3(v282);
    v721 = mix(float3(0.04f, 0.04f, 0.04f), v275, v720);
    float v770 = saturate(v645);
    float v771 = (1.0f - v770);
    float v772 = pow(v771, 5.0f);
    v776 = (float3(1.0f, 1.0f, 1.0f) - v721);
    float3 v778 = float3(v772);
    float3 v779 = (v776 * v778);
    float3 v780 = (v721 + v779);
    v789 = (v652 * v652);
    float v793 = (v640 * v640);
    v795 = (v789 - 1.0f);
    float v796 = (v793 * v795);
    float v797 = (v796 + 1.0f);
    float v801 = (3.1415927f * v797);
    float v803 = (v801 * v797);
    float v804 = max(v803, 1e-7f);
    float v805 = (v789 / v804);
    float v822 = (v634 * v634);
    v824 = (1.0f - v789);
    float v825 = (v822 * v824);
    float v827 = (v825 + v789);
    v828 = sqrt(v827);
    float v829 = (v628 * v828);
    float v834 = (v628 * v628);
    float v837 = (v834 * v824);
    float v839 = (v837 + v789);
    float v840 = sqrt(v839);
    float v841 = (v634 * v840);
    float v845 = (v829 + v841);
    float v846 = max(v845, 1e-5f);
    float v847 = (0.5f / v846);
    float v666 = (v805 * v847);
    float3 v667 = float3(v666);
    float3 v669 = (v667 * v780);
    float3 v672 = (float3(1.0f, 1.0f, 1.0f) - v780);
    float v675 = (1.0f - v282);
    v676 = float3(v675);
    float3 v677 = (v672 * v676);
    float3 v680 = (v677 * v275);
    float3 v681 = (v680 * float3(0.31830987f, 0.31830987f, 0.31830987f));
    float3 v685 = (v681 + v669);
    float3 v687 = float3(v628);
    float3 v688 = (v685 * v687);
    float3 v74 = as_type<float3>(View[16].xyz);
    float3 v75 = (v688 * v74);
    float v77 = as_type<float>(View[15].w);
    float3 v78 = float3(v77);
    float3 v79 = (v75 * v78);
    float3 v81 = float3(v586);
    float3 v82 = (v79 * v81);
    uint v85 = Object[7].x;
    v86 = min(v85, 32u);
    v1090 = v82;
    v1091 = 0u;
    for (bool f4 = true; ; f4 = false) {
        if (!f4) {
            uint v97 = (v1091 + 1u);
            v1090 = v1089;
            v1091 = v97;
        }
        bool v112 = (v1091 < v86);
        if (v112) {
            PunctualLight v91 = load_ForwardLights((v1091 * 16u), ForwardLights);
            v945 = v91.PositionWS;
            v947 = v91.Range;
            v949 = v91.Color;
            v951 = v91.Intensity;
            v953 = v91.DirectionWS;
            v955 = v91.SpotCosOuter;
            v957 = v91.SpotCosInner;
            v959 = v91.Type;
            bool v95 = (v959 == 2u);
            if (v95) {
                float3 v115 = -(v953);
                v1102 = v115;
                v1106 = 1.0f;
            } else {
                v122 = (v945 - v6);
                v126 = dot(v122, v122);
                v133 = (v947 * v947);
                bool v134 = (v126 > v133);
                if (v134) {
                    v1089 = v1090;
                    continue;
                }
                float v154 = rsqrt(v126);
                float3 v155 = float3(v154);
                float3 v156 = (v122 * v155);
                float v409 = max(v133, 0.0001f);
                float v410 = (v126 / v409);
                float v414 = (v410 * v410);
                float v415 = (1.0f - v414);
                float v416 = saturate(v415);
                float v420 = (v416 * v416);
                float v422 = max(v126, 0.0001f);
                float v423 = (v420 / v422);
                bool v165 = (v959 == 1u);
                float3 v430 = -(v156);
                float v433 = dot(v430, v953);
                float v438 = (v433 - v955);
                float v443 = (v957 - v955);
                float v444 = max(v443, 0.0001f);
                float v445 = (v438 / v444);
                float v446 = saturate(v445);
                float v170 = (v423 * v446);
                float v1105 = select(v423, v170, v165);
                v1102 = v156;
                v1106 = v1105;
            }
            float3 v331 = (v54 + v1102);
            float3 v332 = normalize(v331);
            float v337 = dot(v1115, v1102);
            float v338 = saturate(v337);
            float v349 = dot(v1115, v332);
            float v350 = saturate(v349);
            float v354 = dot(v54, v332);
            float v355 = saturate(v354);
            float v593 = saturate(v355);
            float v594 = (1.0f - v593);
            float v595 = pow(v594, 5.0f);
            float3 v601 = float3(v595);
            float3 v602 = (v776 * v601);
            float3 v603 = (v721 + v602);
            float v701 = (v350 * v350);
            float v704 = (v701 * v795);
            float v705 = (v704 + 1.0f);
            float v709 = (3.1415927f * v705);
            float v711 = (v709 * v705);
            float v712 = max(v711, 1e-7f);
            float v713 = (v789 / v712);
            float v745 = (v338 * v828);
            float v750 = (v338 * v338);
            float v753 = (v750 * v824);
            float v755 = (v753 + v789);
            float v756 = sqrt(v755);
            float v757 = (v634 * v756);
            float v761 = (v745 + v757);
            float v762 = max(v761, 1e-5f);
            float v763 = (0.5f / v762);
            float v376 = (v713 * v763);
            float3 v377 = float3(v376);
            float3 v379 = (v377 * v603);
            float3 v382 = (float3(1.0f, 1.0f, 1.0f) - v603);
            float3 v387 = (v382 * v676);
            float3 v390 = (v387 * v275);
            float3 v391 = (v390 * float3(0.31830987f, 0.31830987f, 0.31830987f));
            float3 v395 = (v391 + v379);
            float3 v397 = float3(v338);
            float3 v398 = (v395 * v397);
            float3 v141 = (v398 * v949);
            float3 v144 = float3(v951);
            float3 v145 = (v141 * v144);
            float3 v147 = float3(v1106);
            float3 v148 = (v145 * v147);
            float3 v150 = (v1090 + v148);
            v1089 = v150;
        } else {
            break;
        }
    }
    float3 v102 = float3(v310);
    float3 v103 = (v1090 * v102);
    float3 v106 = (v103 + v302);
    float4 v109 = float4(v106, 1.0f);
    out_var_SV_Target0 = v109;
    return;
}

struct PSMain_in
{
    float3 in_1_0 [[user(locn0)]];
    float3 in_2_0 [[user(locn1)]];
    float4 in_3_0 [[user(locn2)]];
    float2 in_4_0 [[user(locn3)]];
    float in_5_0 [[user(locn4)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], bool in_6_0 [[front_facing]], constant uint4* View [[buffer(0)]], constant uint4* ShadowParams [[buffer(1)]], depth2d_array<float> ShadowCascades [[texture(0)]], sampler ShadowCompare [[sampler(0)]], constant uint4* Material [[buffer(2)]], constant uint4* Object [[buffer(3)]], const device uint* ForwardLights [[buffer(4)]], texture2d<float> BaseColorMap [[texture(1)]], texture2d<float> MetallicRoughnessMap [[texture(2)]], texture2d<float> NormalMap [[texture(3)]], texture2d<float> EmissiveMap [[texture(4)]], texture2d<float> OcclusionMap [[texture(5)]], sampler MaterialSampler [[sampler(1)]])
{
    float4 gl_FragCoord = {};
    float3 in_var_TEXCOORD0 = {};
    float3 in_var_TEXCOORD1 = {};
    float4 in_var_TEXCOORD2 = {};
    float2 in_var_TEXCOORD3 = {};
    float in_var_TEXCOORD4 = {};
    bool gl_FrontFacing = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    in_var_TEXCOORD2 = in.in_3_0;
    in_var_TEXCOORD3 = in.in_4_0;
    in_var_TEXCOORD4 = in.in_5_0;
    gl_FrontFacing = bool(in_6_0);
    PSMain_1(View, ShadowParams, ShadowCascades, ShadowCompare, Material, Object, ForwardLights, BaseColorMap, MetallicRoughnessMap, NormalMap, EmissiveMap, OcclusionMap, MaterialSampler, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_TEXCOORD2, in_var_TEXCOORD3, in_var_TEXCOORD4, gl_FrontFacing, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
