#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct ClusterRange
{
    uint Offset;
    uint Count;
};

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

static inline ClusterRange load_ClusterRanges(uint w, const device uint* ClusterRanges)
{
    return ClusterRange{ClusterRanges[w], ClusterRanges[(w + 1u)]};
}

static inline PunctualLight load_Lights(uint w, const device uint* Lights)
{
    return PunctualLight{float3(as_type<float>(Lights[w]), as_type<float>(Lights[(w + 1u)]), as_type<float>(Lights[(w + 2u)])), as_type<float>(Lights[(w + 3u)]), float3(as_type<float>(Lights[(w + 4u)]), as_type<float>(Lights[((w + 4u) + 1u)]), as_type<float>(Lights[((w + 4u) + 2u)])), as_type<float>(Lights[(w + 7u)]), float3(as_type<float>(Lights[(w + 8u)]), as_type<float>(Lights[((w + 8u) + 1u)]), as_type<float>(Lights[((w + 8u) + 2u)])), as_type<float>(Lights[(w + 11u)]), as_type<float>(Lights[(w + 12u)]), Lights[(w + 13u)], as_type<int>(Lights[(w + 14u)]), Lights[(w + 15u)]};
}

static inline void PSMain_1(constant uint4* View, const device uint* Lights, const device uint* ClusterRanges, const device uint* ClusterLightIndices, texture2d<float> AlbedoRoughness, texture2d<float> NormalMetallic, sampler ClusteredSampler, constant uint4* ClusteredObject, thread float4& gl_FragCoord, thread float3& in_var_TEXCOORD0, thread float3& in_var_TEXCOORD1, thread float2& in_var_TEXCOORD2, thread float& in_var_TEXCOORD3, thread float4& out_var_SV_Target0)
{
    float3 v5 = {};
    float3 v51 = {};
    float3 v68 = {};
    float3 v84 = {};
    float v238 = {};
    float3 v433 = {};
    float3 v481 = {};
    float v529 = {};
    float v535 = {};
    float v601 = {};
    float v605 = {};
    float3 v280 = {};
    uint v557 = {};
    uint v848 = {};
    uint v850 = {};
    float3 v863 = {};
    uint v866 = {};
    uint v867 = {};
    float3 v862 = {};
    uint v865 = {};
    uint v128 = {};
    uint v130 = {};
    float3 v753 = {};
    float v755 = {};
    float3 v757 = {};
    float v759 = {};
    float v761 = {};
    uint v763 = {};
    float3 v140 = {};
    float v144 = {};
    float v151 = {};
    float3 v158 = {};
    float v317 = {};
    float v172 = {};
    float v883 = {};
    float3 v864 = {};
    float4 v2 = gl_FragCoord;
    v5 = in_var_TEXCOORD0;
    float3 v8 = in_var_TEXCOORD1;
    float2 v11 = in_var_TEXCOORD2;
    float v14 = in_var_TEXCOORD3;
    float4 v40 = AlbedoRoughness.sample(ClusteredSampler, v11);
    float4 v44 = NormalMetallic.sample(ClusteredSampler, v11);
    float3 v47 = v40.xyz;
    float4 v49 = as_type<float4>(ClusteredObject[4]);
    float3 v50 = v49.xyz;
    v51 = (v47 * v50);
    float v55 = v40.w;
    float v56 = max(v55, 0.045f);
    float3 v61 = normalize(v8);
    float3 v63 = v44.xyz;
    float3 v64 = (v63 * float3(2.0f, 2.0f, 2.0f));
    float3 v65 = (v64 - float3(1.0f, 1.0f, 1.0f));
    float3 v66 = (v65 * float3(0.25f, 0.25f, 0.25f));
    float3 v67 = (v61 + v66);
    v68 = normalize(v67);
    float v72 = v44.w;
    float3 v80 = as_type<float3>(View[12].xyz);
    float3 v83 = (v80 - v5);
    v84 = normalize(v83);
    float3 v89 = as_type<float3>(View[15].xyz);
    float3 v90 = -(v89);
    float3 v225 = (v84 + v90);
    float3 v226 = normalize(v225);
    float v231 = dot(v68, v90);
    float v232 = saturate(v231);
    float v237 = dot(v68, v84);
    v238 = max(v237, 0.0001f);
    float v243 = dot(v68, v226);
    float v244 = saturate(v243);
    float v248 = dot(v84, v226);
    float v249 = saturate(v248);
    float v255 = (v56 * v56);
    float v256 = max(v255, 0.002f);
    float3 v432 = float3(v72);
    v433 = mix(float3(0.04f, 0.04f, 0.04f), v51, v432);
    float v475 = saturate(v249);
    float v476 = (1.0f - v475);
    float v477 = pow(v476, 5.0f);
    v481 = (float3(1.0f, 1.0f, 1.0f) - v433);
    float3 v483 = float3(v477);
    float3 v484 = (v481 * v483);
    float3 v485 = (v433 + v484);
    v529 = (v256 * v256);
    float v533 = (v244 * v244);
    v535 = (v529 - 1.0f);
    float v536 = (v533 * v535);
    float v537 = (v536 + 1.0f);
    float v541 = (3.1415927f * v537);
    float v543 = (v541 * v537);
    float v544 = max(v543, 1e-7f);
    float v545 = (v529 / v544);
    float v599 = (v238 * v238);
    v601 = (1.0f - v529);
    float v602 = (v599 * v601);
    float v604 = (v602 + v529);
    v605 = sqrt(v604);
    float v606 = (v232 * v605);
    float v611 = (v232 * v232);
    float v614 = (v611 * v601);
    float v616 = (v614 + v529);
    float v617 = sqrt(v616);
    float v618 = (v238 * v617);
    float v622 = (v606 + v618);
    float v623 = max(v622, 1e-5f);
    float v624 = (0.5f / v623);
    float v270 = (v545 * v624);
    float3 v271 = float3(v270);
    float3 v273 = (v271 * v485);
    float3 v276 = (float3(1.0f, 1.0f, 1.0f) - v485);
    float v279 = (1.0f - v72);
    v280 = float3(v279);
    float3 v281 = (v276 * v280);
    float3 v284 = (v281 * v51);
    float3 v285 = (v284 * float3(0.31830987f, 0.31830987f, 0.31830987f));
    float3 v289 = (v285 + v273);
    float3 v291 = float3(v232);
    float3 v292 = (v289 * v291);
    float3 v93 = as_type<float3>(View[16].xyz);
    float3 v94 = (v292 * v93);
    float v96 = as_type<float>(View[15].w);
    float3 v97 = float3(v96);
    float3 v98 = (v94 * v97);
    float2 v102 = v2.xy;
    float2 v442 = as_type<float2>(View[13].xy);
    float2 v443 = (v102 / v442);
    float2 v444 = (v443 * float2(16.0f, 9.0f));
    uint2 v445 = uint2(v444);
    uint2 v448 = min(v445, uint2(15u, 8u));
    float v452 = as_type<float>(View[14].z);
    float v454 = as_type<float>(View[14].w);
    float v494 = max(v14, 0.0001f);
    float v495 = log2(v494);
    float v497 = (v495 * v452);
    float v499 = (v497 + v454);
    float v502 = clamp(v499, 0.0f, 23.0f);
    uint v503 = uint(v502);
    uint v549 = v448.x;
    uint v551 = v448.y;
    uint v554 = (9u * v503);
    uint v555 = (v551 + v554);
    uint v556 = (16u * v555);
    v557 = (v549 + v556);
    ClusterRange v107 = load_ClusterRanges((v557 * 2u), ClusterRanges);
    v848 = v107.Offset;
    v850 = v107.Count;
    v863 = v98;
    v866 = 0u;
    v867 = 0u;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            uint v114 = (v867 + 1u);
            v863 = v862;
            v866 = v865;
            v867 = v114;
        }
        bool v122 = (v867 < v850);
        if (v122) {
            bool v112 = (v867 >= 64u);
            if (v112) {
                break;
            }
            uint v126 = (v848 + v867);
            uint v127 = (v126 * 4u);
            v128 = (v127 >> (2u & 31u));
            v130 = ClusterLightIndices[(v128)];
            PunctualLight v134 = load_Lights((v130 * 16u), Lights);
            float3 v749 = v134.PositionWS;
            float v751 = v134.Range;
            v753 = v134.Color;
            v755 = v134.Intensity;
            v757 = v134.DirectionWS;
            v759 = v134.SpotCosOuter;
            v761 = v134.SpotCosInner;
            v763 = v134.Type;
            v140 = (v749 - v5);
            v144 = dot(v140, v140);
            v151 = (v751 * v751);
            bool v152 = (v144 > v151);
            if (v152) {
                v862 = v863;
                v865 = v866;
                continue;
            }
            float v155 = max(v144, 1e-8f);
            float v156 = rsqrt(v155);
            float3 v157 = float3(v156);
            v158 = (v140 * v157);
            float v303 = max(v151, 0.0001f);
            float v304 = (v144 / v303);
            float v308 = (v304 * v304);
            float v309 = (1.0f - v308);
            float v310 = saturate(v309);
            float v314 = (v310 * v310);
            float v316 = max(v144, 0.0001f);
            v317 = (v314 / v316);
            bool v167 = (v763 == 1u);
            if (v167) {
                float3 v324 = -(v158);
                float v327 = dot(v324, v757);
                float v332 = (v327 - v759);
                float v337 = (v761 - v759);
                float v338 = max(v337, 0.0001f);
                float v339 = (v332 / v338);
                float v340 = saturate(v339);
                v172 = (v317 * v340);
                bool v175 = (v172 <= 0.0f);
                if (v175) {
                    v862 = v863;
                    v865 = v866;
                    continue;
                }
                v883 = v172;
            } else {
                v883 = v317;
            }
            float3 v358 = (v84 + v158);
            float3 v359 = normalize(v358);
            float v364 = dot(v68, v158);
            float v365 = saturate(v364);
            float v376 = dot(v68, v359);
            float v377 = saturate(v376);
            float v381 = dot(v84, v359);
            float v382 = saturate(v381);
            float v510 = saturate(v382);
            float v511 = (1.0f - v510);
            float v512 = pow(v511, 5.0f);
            float3 v518 = float3(v512);
            float3 v519 = (v481 * v518);
            float3 v520 = (v433 + v519);
            float v570 = (v377 * v377);
            float v573 = (v570 * v535);
            float v574 = (v573 + 1.0f);
            float v578 = (3.1415927f * v574);
            float v580 = (v578 * v574);
            float v581 = max(v580, 1e-7f);
            float v582 = (v529 / v581);
            float v648 = (v365 * v605);
            float v653 = (v365 * v365);
            float v656 = (v653 * v601);
            float v658 = (v656 + v529);
            float v659 = sqrt(v658);
            float v660 = (v238 * v659);
            float v664 = (v648 + v660);
            float v665 = max(v664, 1e-5f);
            float v666 = (0.5f / v665);
            float v403 = (v582 * v666);
            float3 v404 = float3(v403);
            float3 v406 = (v404 * v520);
            float3 v409 = (float3(1.0f, 1.0f, 1.0f) - v520);
            float3 v414 = (v409 * v280);
            float3 v417 = (v414 * v51);
            float3 v418 = (v417 * float3(0.31830987f, 0.31830987f, 0.31830987f));
            float3 v422 = (v418 + v406);
            float3 v424 = float3(v365);
            float3 v425 = (v422 * v424);
            float3 v182 = (v425 * v753);
            float3 v185 = float3(v755);
            float3 v186 = (v182 * v185);
            float3 v188 = float3(v883);
            float3 v189 = (v186 * v188);
            float3 v191 = (v863 + v189);
            uint v194 = (v866 + 1u);
            v862 = v191;
            v865 = v194;
        } else {
            break;
        }
    }
    uint v117 = ClusteredObject[5].x;
    bool v118 = (v117 != 0u);
    if (v118) {
        float3 v198 = as_type<float3>(ClusteredObject[5].yzw);
        float v200 = float(v866);
        float v201 = (v200 / 16.0f);
        float3 v202 = float3(v201);
        float3 v203 = (v198 * v202);
        float3 v204 = mix(v863, v203, float3(0.75f, 0.75f, 0.75f));
        v864 = v204;
    } else {
        v864 = v863;
    }
    float4 v207 = float4(v864, 1.0f);
    out_var_SV_Target0 = v207;
    return;
}

struct PSMain_in
{
    float3 in_1_0 [[user(locn0)]];
    float3 in_2_0 [[user(locn1)]];
    float2 in_3_0 [[user(locn2)]];
    float in_4_0 [[user(locn3)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* View [[buffer(0)]], const device uint* Lights [[buffer(1)]], const device uint* ClusterRanges [[buffer(2)]], const device uint* ClusterLightIndices [[buffer(3)]], texture2d<float> AlbedoRoughness [[texture(0)]], texture2d<float> NormalMetallic [[texture(1)]], sampler ClusteredSampler [[sampler(0)]], constant uint4* ClusteredObject [[buffer(4)]])
{
    float4 gl_FragCoord = {};
    float3 in_var_TEXCOORD0 = {};
    float3 in_var_TEXCOORD1 = {};
    float2 in_var_TEXCOORD2 = {};
    float in_var_TEXCOORD3 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    in_var_TEXCOORD2 = in.in_3_0;
    in_var_TEXCOORD3 = in.in_4_0;
    PSMain_1(View, Lights, ClusterRanges, ClusterLightIndices, AlbedoRoughness, NormalMetallic, ClusteredSampler, ClusteredObject, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_TEXCOORD2, in_var_TEXCOORD3, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
