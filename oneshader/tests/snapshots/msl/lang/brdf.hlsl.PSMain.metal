#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Material
{
    float4 baseColor;
    float roughness;
    float metallic;
    float2 pad;
};

struct PointLight
{
    float3 position;
    float range;
    float3 color;
    float intensity;
};

static inline Material load_Materials(uint w, const device uint* Materials)
{
    return Material{float4(as_type<float>(Materials[w]), as_type<float>(Materials[(w + 1u)]), as_type<float>(Materials[(w + 2u)]), as_type<float>(Materials[(w + 3u)])), as_type<float>(Materials[(w + 4u)]), as_type<float>(Materials[(w + 5u)]), float2(as_type<float>(Materials[(w + 6u)]), as_type<float>(Materials[((w + 6u) + 1u)]))};
}

static inline PointLight load_Lights(uint w, const device uint* Lights)
{
    return PointLight{float3(as_type<float>(Lights[w]), as_type<float>(Lights[(w + 1u)]), as_type<float>(Lights[(w + 2u)])), as_type<float>(Lights[(w + 3u)]), float3(as_type<float>(Lights[(w + 4u)]), as_type<float>(Lights[((w + 4u) + 1u)]), as_type<float>(Lights[((w + 4u) + 2u)])), as_type<float>(Lights[(w + 7u)])};
}

static inline void PSMain_1(constant uint4* Frame, const device uint* Lights, const device uint* Materials, thread float4& gl_FragCoord, thread float3& in_var_WORLDPOS0, thread float3& in_var_NORMAL0, thread uint& in_var_MATERIAL0, thread float4& out_var_SV_Target0)
{
    float3 v5 = {};
    uint v11 = {};
    float4 v530 = {};
    float v532 = {};
    float v534 = {};
    float3 v39 = {};
    float3 v47 = {};
    float3 v52 = {};
    float3 v860 = {};
    float3 v861 = {};
    uint v862 = {};
    float3 v145 = {};
    float3 v159 = {};
    float v302 = {};
    float3 v863 = {};
    float3 v865 = {};
    v5 = in_var_WORLDPOS0;
    float3 v8 = in_var_NORMAL0;
    v11 = in_var_MATERIAL0;
    Material v35 = load_Materials((v11 * 8u), Materials);
    v530 = v35.baseColor;
    v532 = v35.roughness;
    v534 = v35.metallic;
    v39 = normalize(v8);
    float3 v43 = as_type<float3>(Frame[4].xyz);
    float3 v46 = (v43 - v5);
    v47 = normalize(v46);
    v52 = v530.xyz;
    v860 = float3(0.0f, 0.0f, 0.0f);
    v861 = float3(0.0f, 0.0f, 0.0f);
    v862 = 0u;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            uint v89 = (v862 + 1u);
            v860 = v863;
            v861 = v865;
            v862 = v89;
        }
        uint v114 = Frame[4].w;
        bool v115 = (v862 < v114);
        if (v115) {
            PointLight v74 = load_Lights((v862 * 8u), Lights);
            float3 v552 = v74.position;
            float v554 = v74.range;
            float3 v556 = v74.color;
            float v558 = v74.intensity;
            float3 v129 = (v552 - v5);
            float v132 = length(v129);
            float v137 = (v132 / v554);
            float v138 = (1.0f - v137);
            float v139 = saturate(v138);
            float v143 = max(v132, 0.0001f);
            float3 v144 = float3(v143);
            v145 = (v129 / v144);
            float3 v152 = float3(v558);
            float3 v153 = (v556 * v152);
            float3 v155 = float3(v139);
            float3 v156 = (v153 * v155);
            v159 = (v156 * v155);
            for (bool f2 = true; ; f2 = false) {
                float v301 = dot(v39, v145);
                v302 = saturate(v301);
                bool v204 = (v302 <= 0.0f);
                if (v204) {
                    v863 = v860;
                    v865 = v861;
                    break;
                }
                float3 v309 = (v47 + v145);
                float3 v310 = normalize(v309);
                float v215 = dot(v39, v310);
                float v216 = saturate(v215);
                float v221 = dot(v47, v310);
                float v222 = saturate(v221);
                float v315 = (v532 * v532);
                float v316 = max(v315, 0.045f);
                float v323 = (1.0f - v222);
                float v324 = pow(v323, 5.0f);
                float3 v343 = float3(v534);
                float3 v344 = mix(float3(0.04f, 0.04f, 0.04f), v52, v343);
                float3 v334 = (float3(1.0f, 1.0f, 1.0f) - v344);
                float3 v336 = float3(v324);
                float3 v337 = (v334 * v336);
                float3 v338 = (v344 + v337);
                float v353 = (v316 * v316);
                float v357 = (v216 * v216);
                float v359 = (v353 - 1.0f);
                float v360 = (v357 * v359);
                float v361 = (v360 + 1.0f);
                float v365 = (3.1415927f * v361);
                float v367 = (v365 * v361);
                float v368 = (v353 / v367);
                float v373 = dot(v39, v47);
                float v374 = max(v373, 0.0001f);
                float v391 = (v374 * v374);
                float v393 = (1.0f - v353);
                float v394 = (v391 * v393);
                float v396 = (v394 + v353);
                float v397 = sqrt(v396);
                float v398 = (v302 * v397);
                float v403 = (v302 * v302);
                float v406 = (v403 * v393);
                float v408 = (v406 + v353);
                float v409 = sqrt(v408);
                float v410 = (v374 * v409);
                float v414 = (v398 + v410);
                float v415 = max(v414, 1e-5f);
                float v416 = (0.5f / v415);
                float v248 = (v368 * v416);
                float3 v249 = float3(v248);
                float3 v251 = (v249 * v338);
                float3 v254 = (v251 * v159);
                float3 v256 = float3(v302);
                float3 v257 = (v254 * v256);
                float3 v260 = (v861 + v257);
                float3 v264 = (float3(1.0f, 1.0f, 1.0f) - v338);
                float v421 = (1.0f - v534);
                float3 v422 = float3(v421);
                float3 v423 = (v52 * v422);
                float3 v270 = (v264 * v423);
                float3 v271 = (v270 / float3(3.1415927f, 3.1415927f, 3.1415927f));
                float3 v274 = (v271 * v159);
                float3 v277 = (v274 * v256);
                float3 v280 = (v860 + v277);
                v863 = v280;
                v865 = v260;
                break;
            }
        } else {
            break;
        }
    }
    float3 v94 = as_type<float3>(Frame[5].xyz);
    float v287 = (1.0f - v534);
    float3 v288 = float3(v287);
    float3 v289 = (v52 * v288);
    float3 v174 = (v94 * v289);
    float3 v177 = (v860 + v174);
    float3 v294 = (v177 + v861);
    float v105 = as_type<float>(Frame[5].w);
    float3 v106 = float3(v105);
    float3 v107 = (v294 * v106);
    float v110 = v530.w;
    float4 v111 = float4(v107, v110);
    out_var_SV_Target0 = v111;
    return;
}

struct PSMain_in
{
    float3 in_1_0 [[user(locn0)]];
    float3 in_2_0 [[user(locn1)]];
    uint in_3_0 [[user(locn2)]] [[flat]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* Frame [[buffer(0)]], const device uint* Lights [[buffer(1)]], const device uint* Materials [[buffer(2)]])
{
    float4 gl_FragCoord = {};
    float3 in_var_WORLDPOS0 = {};
    float3 in_var_NORMAL0 = {};
    uint in_var_MATERIAL0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_WORLDPOS0 = in.in_1_0;
    in_var_NORMAL0 = in.in_2_0;
    in_var_MATERIAL0 = in.in_3_0;
    PSMain_1(Frame, Lights, Materials, gl_FragCoord, in_var_WORLDPOS0, in_var_NORMAL0, in_var_MATERIAL0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
