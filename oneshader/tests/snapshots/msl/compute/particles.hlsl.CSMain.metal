#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle
{
    float3 Position;
    float Age;
    float3 Velocity;
    float Lifetime;
    float4 Color;
    float Size;
    uint Seed;
    float2 SpinAndRate;
};

static inline Particle load_ParticlePool(uint w, device uint* ParticlePool)
{
    return Particle{float3(as_type<float>(ParticlePool[w]), as_type<float>(ParticlePool[(w + 1u)]), as_type<float>(ParticlePool[(w + 2u)])), as_type<float>(ParticlePool[(w + 3u)]), float3(as_type<float>(ParticlePool[(w + 4u)]), as_type<float>(ParticlePool[((w + 4u) + 1u)]), as_type<float>(ParticlePool[((w + 4u) + 2u)])), as_type<float>(ParticlePool[(w + 7u)]), float4(as_type<float>(ParticlePool[(w + 8u)]), as_type<float>(ParticlePool[((w + 8u) + 1u)]), as_type<float>(ParticlePool[((w + 8u) + 2u)]), as_type<float>(ParticlePool[((w + 8u) + 3u)])), as_type<float>(ParticlePool[(w + 12u)]), ParticlePool[(w + 13u)], float2(as_type<float>(ParticlePool[(w + 14u)]), as_type<float>(ParticlePool[((w + 14u) + 1u)]))};
}

static inline void store_ParticlePool(uint w, Particle v, device uint* ParticlePool)
{
    ParticlePool[w] = as_type<uint>(v.Position.x);
    ParticlePool[(w + 1u)] = as_type<uint>(v.Position.y);
    ParticlePool[(w + 2u)] = as_type<uint>(v.Position.z);
    ParticlePool[(w + 3u)] = as_type<uint>(v.Age);
    ParticlePool[(w + 4u)] = as_type<uint>(v.Velocity.x);
    ParticlePool[((w + 4u) + 1u)] = as_type<uint>(v.Velocity.y);
    ParticlePool[((w + 4u) + 2u)] = as_type<uint>(v.Velocity.z);
    ParticlePool[(w + 7u)] = as_type<uint>(v.Lifetime);
    ParticlePool[(w + 8u)] = as_type<uint>(v.Color.x);
    ParticlePool[((w + 8u) + 1u)] = as_type<uint>(v.Color.y);
    ParticlePool[((w + 8u) + 2u)] = as_type<uint>(v.Color.z);
    ParticlePool[((w + 8u) + 3u)] = as_type<uint>(v.Color.w);
    ParticlePool[(w + 12u)] = as_type<uint>(v.Size);
    ParticlePool[(w + 13u)] = v.Seed;
    ParticlePool[(w + 14u)] = as_type<uint>(v.SpinAndRate.x);
    ParticlePool[((w + 14u) + 1u)] = as_type<uint>(v.SpinAndRate.y);
}

static inline void CSMain_1(constant uint4* SimulationParams, device uint* ParticlePool, device atomic_uint* DeadList, device atomic_uint* AliveCounter, device atomic_uint* DrawIndirectArgs, thread uint3& gl_GlobalInvocationID)
{
    uint3 v1 = {};
    uint v17 = {};
    uint v21 = {};
    float3 v443 = {};
    float v445 = {};
    float3 v447 = {};
    float v449 = {};
    float4 v451 = {};
    float v453 = {};
    uint v455 = {};
    float2 v457 = {};
    float v35 = {};
    float v38 = {};
    uint v47 = {};
    uint v58 = {};
    uint v84 = {};
    float3 v118 = {};
    float3 v129 = {};
    float v136 = {};
    float3 v537 = {};
    float3 v540 = {};
    v1 = gl_GlobalInvocationID;
    for (bool f1 = true; ; f1 = false) {
        v17 = v1.x;
        v21 = SimulationParams[3].z;
        bool v22 = (v17 >= v21);
        if (v22) {
            break;
        }
        Particle v25 = load_ParticlePool((v17 * 16u), ParticlePool);
        v443 = v25.Position;
        v445 = v25.Age;
        v447 = v25.Velocity;
        v449 = v25.Lifetime;
        v451 = v25.Color;
        v453 = v25.Size;
        v455 = v25.Seed;
        v457 = v25.SpinAndRate;
        bool v29 = (v445 < 0.0f);
        if (v29) {
            uint v32 = SimulationParams[3].w;
            bool v33 = (v17 < v32);
            if (v33) {
                v47 = atomic_fetch_add_explicit(&DeadList[0u], 4294967295u, memory_order_relaxed);
                bool v50 = (v47 > 0u);
                bool v54 = (v47 <= v21);
                bool v55 = select(false, v54, v50);
                if (v55) {
                    v58 = atomic_load_explicit(&DeadList[(v47)], memory_order_relaxed);
                    float v64 = as_type<float>(SimulationParams[4].y);
                    uint v65 = as_type<uint>(v64);
                    uint v66 = (v58 ^ v65);
                    uint v198 = (v66 * 747796405u);
                    uint v199 = (v198 + 2891336453u);
                    uint v203 = (v199 >> (28u & 31u));
                    uint v204 = (v203 + 4u);
                    uint v205 = (v199 >> (v204 & 31u));
                    uint v207 = (v205 ^ v199);
                    uint v208 = (v207 * 277803737u);
                    uint v211 = (v208 >> (22u & 31u));
                    uint v213 = (v211 ^ v208);
                    uint v347 = (v213 * 747796405u);
                    uint v348 = (v347 + 2891336453u);
                    uint v352 = (v348 >> (28u & 31u));
                    uint v353 = (v352 + 4u);
                    uint v354 = (v348 >> (v353 & 31u));
                    uint v356 = (v354 ^ v348);
                    uint v357 = (v356 * 277803737u);
                    uint v360 = (v357 >> (22u & 31u));
                    uint v362 = (v360 ^ v357);
                    uint v339 = (v362 & 16777215u);
                    float v340 = float(v339);
                    float v341 = (v340 / 16777216.0f);
                    uint v251 = (v213 ^ 2654435769u);
                    uint v375 = (v251 * 747796405u);
                    uint v376 = (v375 + 2891336453u);
                    uint v380 = (v376 >> (28u & 31u));
                    uint v381 = (v380 + 4u);
                    uint v382 = (v376 >> (v381 & 31u));
                    uint v384 = (v382 ^ v376);
                    uint v385 = (v384 * 277803737u);
                    uint v388 = (v385 >> (22u & 31u));
                    uint v390 = (v388 ^ v385);
                    uint v367 = (v390 & 16777215u);
                    float v368 = float(v367);
                    float v369 = (v368 / 16777216.0f);
                    uint v255 = (v213 * 3u);
                    uint v256 = (v255 + 1u);
                    uint v403 = (v256 * 747796405u);
                    uint v404 = (v403 + 2891336453u);
                    uint v408 = (v404 >> (28u & 31u));
                    uint v409 = (v408 + 4u);
                    uint v410 = (v404 >> (v409 & 31u));
                    uint v412 = (v410 ^ v404);
                    uint v413 = (v412 * 277803737u);
                    uint v416 = (v413 >> (22u & 31u));
                    uint v418 = (v416 ^ v413);
                    uint v395 = (v418 & 16777215u);
                    float v396 = float(v395);
                    float v397 = (v396 / 16777216.0f);
                    float v260 = (v341 * 6.2831855f);
                    float v263 = (v369 * 2.0f);
                    float v264 = (v263 - 1.0f);
                    float v268 = (v264 * v264);
                    float v269 = (1.0f - v268);
                    float v270 = sqrt(v269);
                    float v272 = cos(v260);
                    float v273 = (v270 * v272);
                    float v281 = sin(v260);
                    float v282 = (v270 * v281);
                    float3 v283 = float3(v273, v264, v282);
                    float3 v286 = as_type<float3>(SimulationParams[1].xyz);
                    float v289 = as_type<float>(SimulationParams[1].w);
                    float3 v290 = float3(v289);
                    float3 v291 = (v283 * v290);
                    float3 v293 = float3(v397);
                    float3 v294 = (v291 * v293);
                    float3 v295 = (v286 + v294);
                    float3 v299 = as_type<float3>(SimulationParams[2].xyz);
                    float3 v301 = (v299 + v283);
                    float2 v307 = as_type<float2>(SimulationParams[4].zw);
                    float v308 = v307.x;
                    float v311 = v307.y;
                    float v313 = mix(v308, v311, v397);
                    float v317 = mix(0.3f, 0.9f, v341);
                    float4 v318 = float4(1.0f, v317, 0.1f, 1.0f);
                    float v322 = mix(0.05f, 0.2f, v369);
                    float v331 = (v369 - 0.5f);
                    float2 v332 = float2(v260, v331);
                    Particle v69 = Particle{v295, 0.0f, v301, v313, v318, v322, v213, v332};
                    store_ParticlePool((v58 * 16u), v69, ParticlePool);
                } else {
                    uint v76 = atomic_fetch_add_explicit(&DeadList[0u], 1u, memory_order_relaxed);
                }
            }
            break;
        }
        v35 = as_type<float>(SimulationParams[0].w);
        v38 = (v445 + v35);
        bool v45 = (v38 >= v449);
        if (v45) {
            uint v80 = atomic_fetch_add_explicit(&DeadList[0u], 1u, memory_order_relaxed);
            v84 = (v80 + 1u);
            atomic_store_explicit(&DeadList[(v84)], v17, memory_order_relaxed);
            Particle v87 = Particle{v443, (-1.0f), v447, v449, v451, v453, v455, v457};
            store_ParticlePool((v17 * 16u), v87, ParticlePool);
            break;
        }
        float3 v92 = as_type<float3>(SimulationParams[0].xyz);
        float v96 = as_type<float>(SimulationParams[4].y);
        float v219 = v443.y;
        float v220 = (v219 * 1.7f);
        float v222 = (v220 + v96);
        float v223 = sin(v222);
        float v225 = v443.z;
        float v226 = (v225 * 1.3f);
        float v228 = (v96 * 0.7f);
        float v229 = (v226 + v228);
        float v230 = sin(v229);
        float v232 = v443.x;
        float v233 = (v232 * 1.1f);
        float v235 = (v96 * 1.3f);
        float v236 = (v233 - v235);
        float v237 = sin(v236);
        float3 v238 = float3(v223, v230, v237);
        float v99 = as_type<float>(SimulationParams[4].x);
        float3 v100 = float3(v99);
        float3 v101 = (v238 * v100);
        float3 v102 = (v92 + v101);
        float v106 = as_type<float>(SimulationParams[2].w);
        float3 v107 = float3(v106);
        float3 v108 = (v447 * v107);
        float3 v109 = (v102 - v108);
        float3 v114 = float3(v35);
        float3 v115 = (v109 * v114);
        v118 = (v447 + v115);
        float3 v126 = (v118 * v114);
        v129 = (v443 + v126);
        float v134 = v129.y;
        v136 = as_type<float>(SimulationParams[3].x);
        bool v137 = (v134 < v136);
        if (v137) {
            auto t2 = v129;
            t2.y = v136;
            float3 v529 = t2;
            float v144 = v118.y;
            float v145 = -(v144);
            float v147 = as_type<float>(SimulationParams[3].y);
            float v148 = (v145 * v147);
            auto t3 = v118;
            t3.y = v148;
            float3 v531 = t3;
            float2 v153 = v531.xz;
            float2 v154 = (v153 * float2(0.8f, 0.8f));
            float3 v157 = float3(v154.x, v531.y, v154.y);
            v537 = v529;
            v540 = v157;
        } else {
            v537 = v129;
            v540 = v118;
        }
        float v162 = v457.y;
        float v165 = (v162 * v35);
        float v168 = v457.x;
        float v169 = (v168 + v165);
        auto t4 = v457;
        t4.x = v169;
        float2 v533 = t4;
        float v176 = (v38 / v449);
        float v177 = (1.0f - v176);
        float v178 = saturate(v177);
        auto t5 = v451;
        t5.w = v178;
        float4 v535 = t5;
        Particle v181 = Particle{v537, v38, v540, v449, v535, v453, v455, v533};
        store_ParticlePool((v17 * 16u), v181, ParticlePool);
        uint v186 = atomic_fetch_add_explicit(&AliveCounter[0u], 1u, memory_order_relaxed);
        uint v189 = (v186 + 1u);
        uint v192 = atomic_fetch_max_explicit(&DrawIndirectArgs[1u], v189, memory_order_relaxed);
        break;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], constant uint4* SimulationParams [[buffer(0)]], device uint* ParticlePool [[buffer(1)]], device atomic_uint* DeadList [[buffer(2)]], device atomic_uint* AliveCounter [[buffer(3)]], device atomic_uint* DrawIndirectArgs [[buffer(4)]])
{
    uint3 gl_GlobalInvocationID = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    CSMain_1(SimulationParams, ParticlePool, DeadList, AliveCounter, DrawIndirectArgs, gl_GlobalInvocationID);
}
