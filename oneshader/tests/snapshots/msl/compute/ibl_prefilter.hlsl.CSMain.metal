#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* PrefilterParams, texturecube<float> Environment, sampler EnvironmentSampler, texture2d_array<float, access::write> PrefilteredFaces, thread uint3& gl_GlobalInvocationID)
{
    uint3 v1 = {};
    uint v39 = {};
    float2 v191 = {};
    float3 v342 = {};
    float v345 = {};
    uint v348 = {};
    float v250 = {};
    float v278 = {};
    float v279 = {};
    float v95 = {};
    float3 v102 = {};
    float v106 = {};
    float3 v341 = {};
    float v344 = {};
    uint v123 = {};
    float3 v356 = {};
    float3 v195 = {};
    float v68 = {};
    float v72 = {};
    float v82 = {};
    v1 = gl_GlobalInvocationID;
    for (bool f1 = true; ; f1 = false) {
        uint v28 = v1.x;
        uint v30 = PrefilterParams[0].z;
        bool v31 = (v28 >= v30);
        uint v33 = v1.y;
        bool v36 = (v33 >= v30);
        bool v37 = select(v36, true, v31);
        v39 = v1.z;
        bool v40 = (v39 >= 6u);
        bool v41 = (v37 | v40);
        if (v41) {
            break;
        }
        uint3 v42 = uint3(PrefilteredFaces.get_width(), PrefilteredFaces.get_height(), PrefilteredFaces.get_array_size());
        uint v43 = v42.x;
        uint v45 = v42.y;
        uint2 v50 = v1.xy;
        float2 v51 = float2(v50);
        float2 v52 = (v51 + float2(0.5f, 0.5f));
        float v54 = float(v43);
        float v56 = float(v45);
        float2 v57 = float2(v54, v56);
        float2 v58 = (v52 / v57);
        float2 v190 = (v58 * float2(2.0f, 2.0f));
        v191 = (v190 - float2(1.0f, 1.0f));
        switch (v39) {
            case 0u: {
                float v197 = v191.y;
                float v198 = -(v197);
                float v200 = v191.x;
                float v201 = -(v200);
                float3 v202 = float3(1.0f, v198, v201);
                v356 = v202;
                break;
            }
            case 1u: {
                float v205 = v191.y;
                float v206 = -(v205);
                float v208 = v191.x;
                float3 v209 = float3((-1.0f), v206, v208);
                v356 = v209;
                break;
            }
            case 2u: {
                float v212 = v191.x;
                float v214 = v191.y;
                float3 v215 = float3(v212, 1.0f, v214);
                v356 = v215;
                break;
            }
            case 3u: {
                float v218 = v191.x;
                float v220 = v191.y;
                float v221 = -(v220);
                float3 v222 = float3(v218, (-1.0f), v221);
                v356 = v222;
                break;
            }
            case 4u: {
                float v225 = v191.x;
                float v227 = v191.y;
                float v228 = -(v227);
                float3 v229 = float3(v225, v228, 1.0f);
                v356 = v229;
                break;
            }
            default: {
                float v232 = v191.x;
                float v233 = -(v232);
                float v235 = v191.y;
                float v236 = -(v235);
                float3 v237 = float3(v233, v236, (-1.0f));
                v356 = v237;
                break;
            }
        }
        v195 = normalize(v356);
        v68 = as_type<float>(PrefilterParams[0].x);
        float v71 = (v68 * v68);
        v72 = max(v71, 0.001f);
        float v77 = as_type<float>(PrefilterParams[0].w);
        float v78 = (6.0f * v77);
        float v81 = (v78 * v77);
        v82 = (12.566371f / v81);
        v342 = float3(0.0f, 0.0f, 0.0f);
        v345 = 0.0f;
        v348 = 0u;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                uint v111 = (v348 + 1u);
                v342 = v341;
                v345 = v344;
                v348 = v111;
            }
            v123 = PrefilterParams[0].y;
            bool v124 = (v348 < v123);
            if (v124) {
                uint v245 = reverse_bits(v348);
                float v248 = float(v348);
                v250 = float(v123);
                float v251 = (v248 / v250);
                float v253 = float(v245);
                float v254 = (v253 * 2.3283064e-10f);
                float v271 = (6.2831855f * v251);
                float v275 = (1.0f - v254);
                v278 = (v72 * v72);
                v279 = (v278 - 1.0f);
                float v282 = (v279 * v254);
                float v283 = (1.0f + v282);
                float v284 = (v275 / v283);
                float v285 = sqrt(v284);
                float v289 = (v285 * v285);
                float v290 = (1.0f - v289);
                float v291 = sqrt(v290);
                float v295 = cos(v271);
                float v296 = (v291 * v295);
                float v299 = sin(v271);
                float v300 = (v291 * v299);
                float v305 = v195.z;
                float v306 = abs(v305);
                bool v307 = (v306 < 0.999f);
                float3 v308 = select(float3(1.0f, 0.0f, 0.0f), float3(0.0f, 0.0f, 1.0f), v307);
                float3 v312 = cross(v308, v195);
                float3 v313 = normalize(v312);
                float3 v317 = cross(v195, v313);
                float3 v322 = float3(v296);
                float3 v323 = (v313 * v322);
                float3 v327 = float3(v300);
                float3 v328 = (v317 * v327);
                float3 v329 = (v323 + v328);
                float3 v333 = float3(v285);
                float3 v334 = (v195 * v333);
                float3 v335 = (v329 + v334);
                float3 v336 = normalize(v335);
                v95 = dot(v195, v336);
                float v96 = (2.0f * v95);
                float3 v97 = float3(v96);
                float3 v99 = (v97 * v336);
                float3 v101 = (v99 - v195);
                v102 = normalize(v101);
                v106 = dot(v195, v102);
                bool v109 = (v106 <= 0.0f);
                if (v109) {
                    v341 = v342;
                    v344 = v345;
                    continue;
                }
                float v128 = saturate(v95);
                float v136 = (v128 * v128);
                float v139 = (v136 * v279);
                float v140 = (v139 + 1.0f);
                float v144 = (3.1415927f * v140);
                float v146 = (v144 * v140);
                float v147 = (v278 / v146);
                float v148 = (v147 * 0.25f);
                float v154 = (v250 * v148);
                float v155 = (v154 + 0.0001f);
                float v156 = (1.0f / v155);
                bool v160 = (v68 == 0.0f);
                float v163 = (v156 / v82);
                float v164 = log2(v163);
                float v165 = (0.5f * v164);
                float v166 = (v165 + 1.0f);
                float v167 = select(v166, 0.0f, v160);
                float4 v171 = Environment.sample(EnvironmentSampler, v102, level(v167));
                float3 v172 = v171.xyz;
                float3 v174 = float3(v106);
                float3 v175 = (v172 * v174);
                float3 v177 = (v342 + v175);
                float v181 = (v345 + v106);
                v341 = v177;
                v344 = v181;
            } else {
                break;
            }
        }
        float v115 = max(v345, 0.0001f);
        float3 v116 = float3(v115);
        float3 v117 = (v342 / v116);
        float4 v118 = float4(v117, 1.0f);
        PrefilteredFaces.write(v118, uint2(v1.xy), uint(v1.z));
        break;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], constant uint4* PrefilterParams [[buffer(0)]], texturecube<float> Environment [[texture(0)]], sampler EnvironmentSampler [[sampler(0)]], texture2d_array<float, access::write> PrefilteredFaces [[texture(1)]])
{
    uint3 gl_GlobalInvocationID = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    CSMain_1(PrefilterParams, Environment, EnvironmentSampler, PrefilteredFaces, gl_GlobalInvocationID);
}
