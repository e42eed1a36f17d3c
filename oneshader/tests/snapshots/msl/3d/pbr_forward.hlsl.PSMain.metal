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
    float3 v1088 = {};
    uint v1089 = {};
    float3 v943 = {};
    float v945 = {};
    float3 v947 = {};
    float v949 = {};
    float3 v951 = {};
    float v953 = {};
    float v955 = {};
    uint v957 = {};
    float3 v1087 = {};
    float3 v122 = {};
    float v126 = {};
    float v133 = {};
    float3 v1100 = {};
    float v1104 = {};
    float3 v1114 = {};
    float3 v1115 = {};
    float3 v1113 = {};
    float3 v275 = {};
    float v282 = {};
    float v293 = {};
    float3 v302 = {};
    float v310 = {};
    float3 v54 = {};
    uint v1131 = {};
    uint v1132 = {};
    uint v465 = {};
    uint v1130 = {};
    float3 v512 = {};
    float2 v517 = {};
    float v530 = {};
    int v537 = {};
    int v540 = {};
    float v1135 = {};
    float v1138 = {};
    int v1141 = {};
    float v1134 = {};
    float v1137 = {};
    int v1143 = {};
    float v573 = {};
    float v576 = {};
    float v584 = {};
    float v632 = {};
    float3 v719 = {};
    float3 v774 = {};
    float v787 = {};
    float v793 = {};
    float v822 = {};
    float v826 = {};
    float3 v674 = {};
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
    v1114 = select(v201, v216, v214);
    v1115 = select(v206, v219, v214);
    uint v223 = (v209 & 2u);
    bool v224 = (v223 != 0u);
    if (v224) {
        float3 v227 = cross(v1114, v1115);
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
        float3 v254 = (v252 * v1115);
        float v256 = v248.y;
        float3 v257 = float3(v256);
        float3 v259 = (v257 * v232);
        float3 v260 = (v254 + v259);
        float v262 = v248.z;
        float3 v263 = float3(v262);
        float3 v265 = (v263 * v1114);
        float3 v266 = (v260 + v265);
        float3 v267 = normalize(v266);
        v1113 = v267;
    } else {
        v1113 = v1114;
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
    v1131 = 0u;
    v1132 = 0u;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            v1131 = v1130;
            v1132 = v465;
        }
        bool v463 = (v1132 < 3u);
        if (v463) {
            float v456 = as_type<float>(ShadowParams[(64u + v1132 * 4u) / 4u][(64u + v1132 * 4u) % 4u]);
            bool v457 = (v18 > v456);
            v465 = (v1132 + 1u);
            v1130 = select(v1131, v465, v457);
        } else {
            break;
        }
    }
    for (bool f2 = true; ; f2 = false) {
        float v495 = as_type<float>(ShadowParams[21].x);
        float3 v496 = float3(v495);
        float3 v497 = (v1113 * v496);
        float3 v498 = (v6 + v497);
        float4x4 v502 = float4x4(float4(as_type<float>(ShadowParams[(v1131 * 16u) / 4u][(v1131 * 16u) % 4u]), as_type<float>(ShadowParams[((v1131 * 16u) + 4u) / 4u][((v1131 * 16u) + 4u) % 4u]), as_type<float>(ShadowParams[((v1131 * 16u) + 8u) / 4u][((v1131 * 16u) + 8u) % 4u]), as_type<float>(ShadowParams[((v1131 * 16u) + 12u) / 4u][((v1131 * 16u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v1131 * 16u) + 1u) / 4u][((v1131 * 16u) + 1u) % 4u]), as_type<float>(ShadowParams[(((v1131 * 16u) + 1u) + 4u) / 4u][(((v1131 * 16u) + 1u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v1131 * 16u) + 1u) + 8u) / 4u][(((v1131 * 16u) + 1u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v1131 * 16u) + 1u) + 12u) / 4u][(((v1131 * 16u) + 1u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v1131 * 16u) + 2u) / 4u][((v1131 * 16u) + 2u) % 4u]), as_type<float>(ShadowParams[(((v1131 * 16u) + 2u) + 4u) / 4u][(((v1131 * 16u) + 2u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v1131 * 16u) + 2u) + 8u) / 4u][(((v1131 * 16u) + 2u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v1131 * 16u) + 2u) + 12u) / 4u][(((v1131 * 16u) + 2u) + 12u) % 4u])), float4(as_type<float>(ShadowParams[((v1131 * 16u) + 3u) / 4u][((v1131 * 16u) + 3u) % 4u]), as_type<float>(ShadowParams[(((v1131 * 16u) + 3u) + 4u) / 4u][(((v1131 * 16u) + 3u) + 4u) % 4u]), as_type<float>(ShadowParams[(((v1131 * 16u) + 3u) + 8u) / 4u][(((v1131 * 16u) + 3u) + 8u) % 4u]), as_type<float>(ShadowParams[(((v1131 * 16u) + 3u) + 12u) / 4u][(((v1131 * 16u) + 3u) + 12u) % 4u])));
        float4 v504 = float4(v498, 1.0f);
        float4 v505 = (v504 * v502);
        float3 v508 = v505.xyz;
        float v510 = v505.w;
        float3 v511 = float3(v510);
        v512 = (v508 / v511);
        float2 v515 = v512.xy;
        float2 v516 = (v515 * float2(0.5f, (-0.5f)));
        v517 = (v516 + float2(0.5f, 0.5f));
        bool2 v520 = (v517 < float2(0.0f, 0.0f));
        bool v521 = any(v520);
        bool2 v523 = (v517 > float2(1.0f, 1.0f));
        bool v524 = any(v523);
        bool v525 = (v521 | v524);
        if (v525) {
            v584 = 1.0f;
            break;
        }
        float v527 = v512.z;
        float v529 = as_type<float>(ShadowParams[20].w);
        v530 = (v527 - v529);
        uint v535 = ShadowParams[21].z;
        uint v536 = min(v535, 2u);
        v537 = int(v536);
        v540 = -(v537);
        v1135 = 0.0f;
        v1138 = 0.0f;
        v1141 = v540;
        for (bool f3 = true; ; f3 = false) {
            if (!f3) {
                int v546 = (v1141 + 1);
                v1135 = v1134;
                v1138 = v1137;
                v1141 = v546;
            }
            bool v553 = (v1141 <= v537);
            if (v553) {
                v1134 = v1135;
                v1137 = v1138;
                v1143 = v540;
                for (bool f4 = true; ; f4 = false) {
                    if (!f4) {
                        int v579 = (v1143 + 1);
                        v1134 = v573;
                        v1137 = v576;
                        v1143 = v579;
                    }
                    bool v583 = (v1143 <= v537);
                    if (v583) {
                        float v555 = float(v1143);
                        float v557 = float(v1141);
                        float2 v558 = float2(v555, v557);
                        float v560 = as_type<float>(ShadowParams[21].y);
                        float2 v561 = float2(v560);
                        float2 v562 = (v558 * v561);
                        float2 v566 = (v517 + v562);
                        float v568 = float(v1131);
                        float3 v569 = float3(v566, v568);
                        float v571 = ShadowCascades.sample_compare(ShadowCompare, v569.xy, uint(int(round(v569.z))), v530, level(0));
                        v573 = (v1134 + v571);
                        v576 = (v1137 + 1.0f);
                    } else {
                        break;
                    }
                }
            } else {
                break;
            }
        }
        float v550 = (v1135 / v1138);
        v584 = v550;
        break;
    }
    float3 v70 = as_type<float3>(View[15].xyz);
    float3 v71 = -(v70);
    float3 v619 = (v54 + v71);
    float3 v620 = normalize(v619);
    float v625 = dot(v1113, v71);
    float v626 = saturate(v625);
    float v631 = dot(v1113, v54);
    v632 = max(v631, 0.0001f);
    float v637 = dot(v1113, v620);
    float v638 = saturate(v637);
    float v642 = dot(v54, v620);
    float v643 = saturate(v642);
    float v649 = (v293 * v293);
    float v650 = max(v649, 0.002f);
    float3 v718 = float3(v282);
    v719 = mix(float3(0.04f, 0.04f, 0.04f), v275, v718);
    float v768 = saturate(v643);
    float v769 = (1.0f - v768);
    float v770 = pow(v769, 5.0f);
    v774 = (float3(1.0f, 1.0f, 1.0f) - v719);
    float3 v776 = float3(v770);
    float3 v777 = (v774 * v776);
    float3 v778 = (v719 + v777);
    v787 = (v650 * v650);
    float v791 = (v638 * v638);
    v793 = (v787 - 1.0f);
    float v794 = (v791 * v793);
    float v795 = (v794 + 1.0f);
    float v799 = (3.1415927f * v795);
    float v801 = (v799 * v795);
    float v802 = max(v801, 1e-7f);
    float v803 = (v787 / v802);
    float v820 = (v632 * v632);
    v822 = (1.0f - v787);
    float v823 = (v820 * v822);
    float v825 = (v823 + v787);
    v826 = sqrt(v825);
    float v827 = (v626 * v826);
    float v832 = (v626 * v626);
    float v835 = (v832 * v822);
    float v837 = (v835 + v787);
    float v838 = sqrt(v837);
    float v839 = (v632 * v838);
    float v843 = (v827 + v839);
    float v844 = max(v843, 1e-5f);
    float v845 = (0.5f / v844);
    float v664 = (v803 * v845);
    float3 v665 = float3(v664);
    float3 v667 = (v665 * v778);
    float3 v670 = (float3(1.0f, 1.0f, 1.0f) - v778);
    float v673 = (1.0f - v282);
    v674 = float3(v673);
    float3 v675 = (v670 * v674);
    float3 v678 = (v675 * v275);
    float3 v679 = (v678 * float3(0.31830987f, 0.31830987f, 0.31830987f));
    float3 v683 = (v679 + v667);
    float3 v685 = float3(v626);
    float3 v686 = (v683 * v685);
    float3 v74 = as_type<float3>(View[16].xyz);
    float3 v75 = (v686 * v74);
    float v77 = as_type<float>(View[15].w);
    float3 v78 = float3(v77);
    float3 v79 = (v75 * v78);
    float3 v81 = float3(v584);
    float3 v82 = (v79 * v81);
    uint v85 = Object[7].x;
    v86 = min(v85, 32u);
    v1088 = v82;
    v1089 = 0u;
    for (bool f5 = true; ; f5 = false) {
        if (!f5) {
            uint v97 = (v1089 + 1u);
            v1088 = v1087;
            v1089 = v97;
        }
        bool v112 = (v1089 < v86);
        if (v112) {
            PunctualLight v91 = load_ForwardLights((v1089 * 16u), ForwardLights);
            v943 = v91.PositionWS;
            v945 = v91.Range;
            v947 = v91.Color;
            v949 = v91.Intensity;
            v951 = v91.DirectionWS;
            v953 = v91.SpotCosOuter;
            v955 = v91.SpotCosInner;
            v957 = v91.Type;
            bool v95 = (v957 == 2u);
            if (v95) {
                float3 v115 = -(v951);
                v1100 = v115;
                v1104 = 1.0f;
            } else {
                v122 = (v943 - v6);
                v126 = dot(v122, v122);
                v133 = (v945 * v945);
                bool v134 = (v126 > v133);
                if (v134) {
                    v1087 = v1088;
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
                bool v165 = (v957 == 1u);
                float3 v430 = -(v156);
                float v433 = dot(v430, v951);
                float v438 = (v433 - v953);
                float v443 = (v955 - v953);
                float v444 = max(v443, 0.0001f);
                float v445 = (v438 / v444);
                float v446 = saturate(v445);
                float v170 = (v423 * v446);
                float v1103 = select(v423, v170, v165);
                v1100 = v156;
                v1104 = v1103;
            }
            float3 v331 = (v54 + v1100);
            float3 v332 = normalize(v331);
            float v337 = dot(v1113, v1100);
            float v338 = saturate(v337);
            float v349 = dot(v1113, v332);
            float v350 = saturate(v349);
            float v354 = dot(v54, v332);
            float v355 = saturate(v354);
            float v591 = saturate(v355);
            float v592 = (1.0f - v591);
            float v593 = pow(v592, 5.0f);
            float3 v599 = float3(v593);
            float3 v600 = (v774 * v599);
            float3 v601 = (v719 + v600);
            float v699 = (v350 * v350);
            float v702 = (v699 * v793);
            float v703 = (v702 + 1.0f);
            float v707 = (3.1415927f * v703);
            float v709 = (v707 * v703);
            float v710 = max(v709, 1e-7f);
            float v711 = (v787 / v710);
            float v743 = (v338 * v826);
            float v748 = (v338 * v338);
            float v751 = (v748 * v822);
            float v753 = (v751 + v787);
            float v754 = sqrt(v753);
            float v755 = (v632 * v754);
            float v759 = (v743 + v755);
            float v760 = max(v759, 1e-5f);
            float v761 = (0.5f / v760);
            float v376 = (v711 * v761);
            float3 v377 = float3(v376);
            float3 v379 = (v377 * v601);
            float3 v382 = (float3(1.0f, 1.0f, 1.0f) - v601);
            float3 v387 = (v382 * v674);
            float3 v390 = (v387 * v275);
            float3 v391 = (v390 * float3(0.31830987f, 0.31830987f, 0.31830987f));
            float3 v395 = (v391 + v379);
            float3 v397 = float3(v338);
            float3 v398 = (v395 * v397);
            float3 v141 = (v398 * v947);
            float3 v144 = float3(v949);
            float3 v145 = (v141 * v144);
            float3 v147 = float3(v1104);
            float3 v148 = (v145 * v147);
            float3 v150 = (v1088 + v148);
            v1087 = v150;
        } else {
            break;
        }
    }
    float3 v102 = float3(v310);
    float3 v103 = (v1088 * v102);
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
