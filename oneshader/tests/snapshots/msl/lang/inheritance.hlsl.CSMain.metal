#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct MaterialBase
{
    float4 baseColor;
    float3 emission;
    uint flags;
};

struct PbrMaterial
{
    MaterialBase MaterialBase;
    float roughness;
    float metallic;
};

struct ClearcoatMaterial
{
    PbrMaterial PbrMaterial;
    float coat;
    float coatRoughness;
};

struct Accumulator
{
    float3 sum;
    uint samples;
};

static inline MaterialBase load_Materials_2(uint w, const device uint* Materials)
{
    return MaterialBase{float4(as_type<float>(Materials[w]), as_type<float>(Materials[(w + 1u)]), as_type<float>(Materials[(w + 2u)]), as_type<float>(Materials[(w + 3u)])), float3(as_type<float>(Materials[(w + 4u)]), as_type<float>(Materials[((w + 4u) + 1u)]), as_type<float>(Materials[((w + 4u) + 2u)])), Materials[(w + 7u)]};
}

static inline PbrMaterial load_Materials_1(uint w, const device uint* Materials)
{
    return PbrMaterial{load_Materials_2(w, Materials), as_type<float>(Materials[(w + 8u)]), as_type<float>(Materials[(w + 9u)])};
}

static inline ClearcoatMaterial load_Materials(uint w, const device uint* Materials)
{
    return ClearcoatMaterial{load_Materials_1(w, Materials), as_type<float>(Materials[(w + 12u)]), as_type<float>(Materials[(w + 13u)])};
}

static inline Accumulator load_Accumulators(uint w, device uint* Accumulators)
{
    return Accumulator{float3(as_type<float>(Accumulators[w]), as_type<float>(Accumulators[(w + 1u)]), as_type<float>(Accumulators[(w + 2u)])), Accumulators[(w + 3u)]};
}

static inline void store_Accumulators(uint w, Accumulator v, device uint* Accumulators)
{
    Accumulators[w] = as_type<uint>(v.sum.x);
    Accumulators[(w + 1u)] = as_type<uint>(v.sum.y);
    Accumulators[(w + 2u)] = as_type<uint>(v.sum.z);
    Accumulators[(w + 3u)] = v.samples;
}

static inline MaterialBase load_Override(uint w, constant uint4* Override)
{
    return MaterialBase{float4(as_type<float>(Override[w / 4u][w % 4u]), as_type<float>(Override[(w + 1u) / 4u][(w + 1u) % 4u]), as_type<float>(Override[(w + 2u) / 4u][(w + 2u) % 4u]), as_type<float>(Override[(w + 3u) / 4u][(w + 3u) % 4u])), float3(as_type<float>(Override[(w + 4u) / 4u][(w + 4u) % 4u]), as_type<float>(Override[((w + 4u) + 1u) / 4u][((w + 4u) + 1u) % 4u]), as_type<float>(Override[((w + 4u) + 2u) / 4u][((w + 4u) + 2u) % 4u])), Override[(w + 7u) / 4u][(w + 7u) % 4u]};
}

static inline void CSMain_1(constant uint4* Setup, constant uint4* Override, const device uint* Materials, const device uint* Normals, device uint* Accumulators, device uint* Preview, thread uint3& gl_GlobalInvocationID)
{
    uint3 v1 = {};
    uint v20 = {};
    float4 v1292 = {};
    float3 v1294 = {};
    uint v1296 = {};
    float v1203 = {};
    float v1205 = {};
    float v696 = {};
    float v698 = {};
    float v47 = {};
    float v52 = {};
    bool v113 = {};
    float3 v66 = {};
    float3 v80 = {};
    float4 v765 = {};
    float3 v767 = {};
    uint v769 = {};
    float4 v103 = {};
    float3 v155 = {};
    float3 v360 = {};
    float3 v402 = {};
    v1 = gl_GlobalInvocationID;
    for (bool f1 = true; ; f1 = false) {
        v20 = v1.x;
        uint v24 = Setup[1].w;
        bool v25 = (v20 >= v24);
        if (v25) {
            break;
        }
        ClearcoatMaterial v28 = load_Materials((v20 * 16u), Materials);
        PbrMaterial v694 = v28.PbrMaterial;
        MaterialBase v1201 = v694.MaterialBase;
        v1292 = v1201.baseColor;
        v1294 = v1201.emission;
        v1296 = v1201.flags;
        v1203 = v694.roughness;
        v1205 = v694.metallic;
        v696 = v28.coat;
        v698 = v28.coatRoughness;
        float3 v32 = float3(as_type<float>(Normals[(v20 * 4u)]), as_type<float>(Normals[((v20 * 4u) + 1u)]), as_type<float>(Normals[((v20 * 4u) + 2u)]));
        float3 v33 = normalize(v32);
        float3 v36 = as_type<float3>(Setup[0].xyz);
        float3 v37 = -(v36);
        float3 v38 = normalize(v37);
        float3 v41 = (v38 + float3(0.0f, 0.0f, 1.0f));
        float3 v42 = normalize(v41);
        float v46 = dot(v33, v38);
        v47 = saturate(v46);
        float v51 = dot(v33, v42);
        v52 = saturate(v51);
        uint v112 = (v1296 & 1u);
        v113 = (v112 != 0u);
        if (v113) {
            v66 = as_type<float3>(Setup[1].xyz);
            for (bool f2 = true; ; f2 = false) {
                if (v113) {
                    float3 v269 = v1292.xyz;
                    uint v465 = (v1296 & 2u);
                    bool v466 = (v465 != 0u);
                    float3 v411 = select(float3(0.0f, 0.0f, 0.0f), v1294, v466);
                    float3 v138 = (v269 + v411);
                    v155 = v138;
                    break;
                }
                float3 v272 = v1292.xyz;
                float3 v145 = float3(v47);
                float3 v146 = (v272 * v145);
                float3 v148 = (v146 * v66);
                uint v472 = (v1296 & 2u);
                bool v473 = (v472 != 0u);
                float3 v420 = select(float3(0.0f, 0.0f, 0.0f), v1294, v473);
                float3 v154 = (v148 + v420);
                v155 = v154;
                break;
            }
            v80 = v155;
        } else {
            float3 v76 = as_type<float3>(Setup[1].xyz);
            float3 v285 = v1292.xyz;
            float3 v288 = float3(v1205);
            float3 v289 = mix(float3(0.04f, 0.04f, 0.04f), v285, v288);
            float v431 = (1.0f - v1205);
            float3 v432 = float3(v431);
            float3 v433 = (v285 * v432);
            float v486 = (v1203 * v1203);
            float v487 = max(v486, 0.02f);
            float v491 = (v487 * v487);
            float v495 = (v52 * v52);
            float v497 = (v491 - 1.0f);
            float v498 = (v495 * v497);
            float v499 = (v498 + 1.0f);
            float v503 = (3.1415927f * v499);
            float v505 = (v503 * v499);
            float v506 = (v491 / v505);
            float3 v303 = float3(v506);
            float3 v304 = (v289 * v303);
            float3 v305 = (v433 + v304);
            float3 v307 = float3(v47);
            float3 v308 = (v305 * v307);
            float3 v310 = (v308 * v76);
            uint v585 = (v1296 & 2u);
            bool v586 = (v585 != 0u);
            float3 v551 = select(float3(0.0f, 0.0f, 0.0f), v1294, v586);
            float3 v318 = (v310 + v551);
            float v183 = (v698 * v698);
            float v184 = max(v183, 0.02f);
            float v188 = (v184 * v184);
            float v194 = (v188 - 1.0f);
            float v195 = (v495 * v194);
            float v196 = (v195 + 1.0f);
            float v200 = (v696 * 0.04f);
            float v202 = (v200 * v188);
            float v204 = (3.1415927f * v196);
            float v206 = (v204 * v196);
            float v207 = (v202 / v206);
            float v212 = (0.04f * v696);
            float v213 = (1.0f - v212);
            float3 v214 = float3(v213);
            float3 v215 = (v318 * v214);
            float v218 = (v207 * v47);
            float3 v219 = float3(v218);
            float3 v221 = (v219 * v76);
            float3 v222 = (v215 + v221);
            v80 = v222;
        }
        Accumulator v84 = load_Accumulators((v20 * 4u), Accumulators);
        float3 v717 = v84.sum;
        uint v719 = v84.samples;
        float v88 = as_type<float>(Setup[0].w);
        float3 v89 = float3(v88);
        float3 v90 = (v80 * v89);
        float3 v228 = (v717 + v90);
        uint v233 = (v719 + 1u);
        Accumulator v92 = Accumulator{v228, v233};
        store_Accumulators((v20 * 4u), v92, Accumulators);
        bool v96 = (v20 == 0u);
        if (v96) {
            MaterialBase v98 = load_Override(0u, Override);
            v765 = v98.baseColor;
            v767 = v98.emission;
            v769 = v98.flags;
            for (bool f3 = true; ; f3 = false) {
                uint v439 = (v769 & 1u);
                bool v440 = (v439 != 0u);
                if (v440) {
                    float3 v443 = v765.xyz;
                    uint v557 = (v769 & 2u);
                    bool v558 = (v557 != 0u);
                    float3 v515 = select(float3(0.0f, 0.0f, 0.0f), v767, v558);
                    float3 v343 = (v443 + v515);
                    v360 = v343;
                    break;
                }
                float3 v446 = v765.xyz;
                uint v564 = (v769 & 2u);
                bool v565 = (v564 != 0u);
                float3 v524 = select(float3(0.0f, 0.0f, 0.0f), v767, v565);
                float3 v359 = (v446 + v524);
                v360 = v359;
                break;
            }
            float v246 = v765.w;
            float4 v247 = float4(v360, v246);
            v103 = v247;
        } else {
            for (bool f4 = true; ; f4 = false) {
                if (v113) {
                    float3 v456 = v1292.xyz;
                    uint v571 = (v1296 & 2u);
                    bool v572 = (v571 != 0u);
                    float3 v533 = select(float3(0.0f, 0.0f, 0.0f), v1294, v572);
                    float3 v385 = (v456 + v533);
                    v402 = v385;
                    break;
                }
                float3 v459 = v1292.xyz;
                uint v578 = (v1296 & 2u);
                bool v579 = (v578 != 0u);
                float3 v542 = select(float3(0.0f, 0.0f, 0.0f), v1294, v579);
                float3 v401 = (v459 + v542);
                v402 = v401;
                break;
            }
            float v258 = v1292.w;
            float4 v259 = float4(v402, v258);
            v103 = v259;
        }
        Preview[(v20 * 4u)] = as_type<uint>(v103.x);
        Preview[((v20 * 4u) + 1u)] = as_type<uint>(v103.y);
        Preview[((v20 * 4u) + 2u)] = as_type<uint>(v103.z);
        Preview[((v20 * 4u) + 3u)] = as_type<uint>(v103.w);
        break;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], constant uint4* Setup [[buffer(0)]], constant uint4* Override [[buffer(1)]], const device uint* Materials [[buffer(2)]], const device uint* Normals [[buffer(3)]], device uint* Accumulators [[buffer(4)]], device uint* Preview [[buffer(5)]])
{
    uint3 gl_GlobalInvocationID = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    CSMain_1(Setup, Override, Materials, Normals, Accumulators, Preview, gl_GlobalInvocationID);
}
