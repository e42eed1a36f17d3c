#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* Filter, texture2d<float> FilterSource, texture2d<float, access::write> FilterTarget, threadgroup array<float4, 400>& gsCache, thread array<float, 5>& GAUSS5, thread uint3& gl_GlobalInvocationID, thread uint3& gl_WorkGroupID, thread uint3& gl_LocalInvocationID, thread uint& gl_LocalInvocationIndex)
{
    uint3 v4 = {};
    uint3 v6 = {};
    uint3 v8 = {};
    uint v10 = {};
    uint v43 = {};
    uint v45 = {};
    int2 v54 = {};
    uint v375 = {};
    int2 v104 = {};
    uint v264 = {};
    float4 v266 = {};
    float4 v378 = {};
    uint v276 = {};
    uint v312 = {};
    uint v336 = {};
    uint v360 = {};
    float4 v381 = {};
    int v384 = {};
    float4 v380 = {};
    int v387 = {};
    uint v288 = {};
    int v169 = {};
    int v175 = {};
    float4 v181 = {};
    float3 v391 = {};
    float3 v394 = {};
    int v397 = {};
    uint v300 = {};
    uint v324 = {};
    float3 v209 = {};
    uint v348 = {};
    uint v372 = {};
    float3 v228 = {};
    v4 = gl_GlobalInvocationID;
    v6 = gl_WorkGroupID;
    v8 = gl_LocalInvocationID;
    v10 = gl_LocalInvocationIndex;
    for (bool f1 = true; ; f1 = false) {
        uint2 v42 = uint2(FilterSource.get_width(uint(0u)), FilterSource.get_height(uint(0u)));
        v43 = v42.x;
        v45 = v42.y;
        uint2 v48 = v6.xy;
        uint2 v49 = (v48 * uint2(16u, 16u));
        int2 v50 = int2(v49);
        int2 v51 = (v50 - int2(2, 2));
        int2 v53 = as_type<int2>(Filter[0].zw);
        v54 = (v51 + v53);
        v375 = v10;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                uint v87 = (v375 + 256u);
                v375 = v87;
            }
            bool v95 = (v375 < 400u);
            if (v95) {
                uint v60 = (v375 % 20u);
                int v61 = int(v60);
                uint v63 = (v375 / 20u);
                int v64 = int(v63);
                int2 v65 = int2(v61, v64);
                int2 v66 = (v54 + v65);
                uint v70 = (v43 - 1u);
                int v71 = int(v70);
                uint v73 = (v45 - 1u);
                int v74 = int(v73);
                int2 v75 = int2(v71, v74);
                int2 v76 = clamp(v66, int2(0, 0), v75);
                int3 v79 = int3(v76, 0);
                int2 v80 = v79.xy;
                float4 v82 = FilterSource.read(uint2(v80), uint(0));
                gsCache[v375] = v82;
            } else {
                break;
            }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        uint v91 = v4.x;
        bool v93 = (v91 >= v43);
        uint v97 = v4.y;
        bool v99 = (v97 >= v45);
        bool v100 = (v93 | v99);
        if (v100) {
            break;
        }
        uint2 v102 = v8.xy;
        int2 v103 = int2(v102);
        v104 = (v103 + int2(2, 2));
        int v258 = v104.y;
        uint v259 = uint(v258);
        uint v260 = (v259 * 20u);
        int v262 = v104.x;
        uint v263 = uint(v262);
        v264 = (v260 + v263);
        v266 = gsCache[v264];
        uint v112 = Filter[0].x;
        switch (v112) {
            case 0u: {
                v381 = float4(0.0f, 0.0f, 0.0f, 0.0f);
                v384 = (-2);
                for (bool f3 = true; ; f3 = false) {
                    if (!f3) {
                        int v151 = (v384 + 1);
                        v381 = v380;
                        v384 = v151;
                    }
                    bool v161 = (v384 <= 2);
                    if (v161) {
                        v380 = v381;
                        v387 = (-2);
                        for (bool f4 = true; ; f4 = false) {
                            if (!f4) {
                                int v184 = (v387 + 1);
                                v380 = v181;
                                v387 = v184;
                            }
                            bool v187 = (v387 <= 2);
                            if (v187) {
                                int2 v165 = int2(v387, v384);
                                int2 v166 = (v104 + v165);
                                int v282 = v166.y;
                                uint v283 = uint(v282);
                                uint v284 = (v283 * 20u);
                                int v286 = v166.x;
                                uint v287 = uint(v286);
                                v288 = (v284 + v287);
                                float4 v290 = gsCache[v288];
                                v169 = (v387 + 2);
                                float v171 = GAUSS5[uint(v169)];
                                float4 v172 = float4(v171);
                                float4 v173 = (v290 * v172);
                                v175 = (v384 + 2);
                                float v177 = GAUSS5[uint(v175)];
                                float4 v178 = float4(v177);
                                float4 v179 = (v173 * v178);
                                v181 = (v380 + v179);
                            } else {
                                break;
                            }
                        }
                    } else {
                        break;
                    }
                }
                float v156 = as_type<float>(Filter[0].y);
                float4 v157 = float4(v156);
                float4 v158 = mix(v266, v381, v157);
                v378 = v158;
                break;
            }
            case 1u: {
                int2 v120 = (v104 + int2(1, 0));
                int v270 = v120.y;
                uint v271 = uint(v270);
                uint v272 = (v271 * 20u);
                int v274 = v120.x;
                uint v275 = uint(v274);
                v276 = (v272 + v275);
                float4 v278 = gsCache[v276];
                int2 v123 = (v104 - int2(1, 0));
                int v306 = v123.y;
                uint v307 = uint(v306);
                uint v308 = (v307 * 20u);
                int v310 = v123.x;
                uint v311 = uint(v310);
                v312 = (v308 + v311);
                float4 v314 = gsCache[v312];
                float4 v125 = (v278 + v314);
                int2 v127 = (v104 + int2(0, 1));
                int v330 = v127.y;
                uint v331 = uint(v330);
                uint v332 = (v331 * 20u);
                int v334 = v127.x;
                uint v335 = uint(v334);
                v336 = (v332 + v335);
                float4 v338 = gsCache[v336];
                float4 v129 = (v125 + v338);
                int2 v131 = (v104 - int2(0, 1));
                int v354 = v131.y;
                uint v355 = uint(v354);
                uint v356 = (v355 * 20u);
                int v358 = v131.x;
                uint v359 = uint(v358);
                v360 = (v356 + v359);
                float4 v362 = gsCache[v360];
                float4 v133 = (v129 + v362);
                float4 v137 = (v266 * float4(4.0f, 4.0f, 4.0f, 4.0f));
                float4 v139 = (v137 - v133);
                float v141 = as_type<float>(Filter[0].y);
                float4 v142 = float4(v141);
                float4 v143 = (v139 * v142);
                float4 v144 = (v266 + v143);
                v378 = v144;
                break;
            }
            case 2u: {
                v391 = float3(0.0f, 0.0f, 0.0f);
                v394 = float3(0.0f, 0.0f, 0.0f);
                v397 = (-1);
                for (bool f5 = true; ; f5 = false) {
                    if (!f5) {
                        int v231 = (v397 + 1);
                        v391 = v209;
                        v394 = v228;
                        v397 = v231;
                    }
                    bool v254 = (v397 <= 1);
                    if (v254) {
                        bool v189 = (v397 == 0);
                        float v190 = select(1.0f, 2.0f, v189);
                        int2 v194 = int2(1, v397);
                        int2 v195 = (v104 + v194);
                        int v294 = v195.y;
                        uint v295 = uint(v294);
                        uint v296 = (v295 * 20u);
                        int v298 = v195.x;
                        uint v299 = uint(v298);
                        v300 = (v296 + v299);
                        float4 v302 = gsCache[v300];
                        float3 v197 = v302.xyz;
                        int2 v200 = int2((-1), v397);
                        int2 v201 = (v104 + v200);
                        int v318 = v201.y;
                        uint v319 = uint(v318);
                        uint v320 = (v319 * 20u);
                        int v322 = v201.x;
                        uint v323 = uint(v322);
                        v324 = (v320 + v323);
                        float4 v326 = gsCache[v324];
                        float3 v203 = v326.xyz;
                        float3 v204 = (v197 - v203);
                        float3 v206 = float3(v190);
                        float3 v207 = (v204 * v206);
                        v209 = (v391 + v207);
                        int2 v213 = int2(v397, 1);
                        int2 v214 = (v104 + v213);
                        int v342 = v214.y;
                        uint v343 = uint(v342);
                        uint v344 = (v343 * 20u);
                        int v346 = v214.x;
                        uint v347 = uint(v346);
                        v348 = (v344 + v347);
                        float4 v350 = gsCache[v348];
                        float3 v216 = v350.xyz;
                        int2 v219 = int2(v397, (-1));
                        int2 v220 = (v104 + v219);
                        int v366 = v220.y;
                        uint v367 = uint(v366);
                        uint v368 = (v367 * 20u);
                        int v370 = v220.x;
                        uint v371 = uint(v370);
                        v372 = (v368 + v371);
                        float4 v374 = gsCache[v372];
                        float3 v222 = v374.xyz;
                        float3 v223 = (v216 - v222);
                        float3 v226 = (v223 * v206);
                        v228 = (v394 + v226);
                    } else {
                        break;
                    }
                }
                float3 v235 = (v391 * v391);
                float3 v238 = (v394 * v394);
                float3 v239 = (v235 + v238);
                float3 v240 = sqrt(v239);
                float v241 = length(v240);
                float v243 = as_type<float>(Filter[0].y);
                float v244 = (v241 * v243);
                float v250 = v266.w;
                float4 v251 = float4(v244, v244, v244, v250);
                v378 = v251;
                break;
            }
            default: {
                v378 = v266;
                break;
            }
        }
        uint2 v115 = v4.xy;
        FilterTarget.write(v378, uint2(v115));
        break;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], uint3 in_1_0 [[threadgroup_position_in_grid]], uint3 in_2_0 [[thread_position_in_threadgroup]], uint in_3_0 [[thread_index_in_threadgroup]], constant uint4* Filter [[buffer(0)]], texture2d<float> FilterSource [[texture(0)]], texture2d<float, access::write> FilterTarget [[texture(1)]])
{
    threadgroup array<float4, 400> gsCache;
    array<float, 5> GAUSS5 = array<float, 5>{0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_WorkGroupID = {};
    uint3 gl_LocalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    gl_WorkGroupID = uint3(in_1_0);
    gl_LocalInvocationID = uint3(in_2_0);
    gl_LocalInvocationIndex = uint(in_3_0);
    CSMain_1(Filter, FilterSource, FilterTarget, gsCache, GAUSS5, gl_GlobalInvocationID, gl_WorkGroupID, gl_LocalInvocationID, gl_LocalInvocationIndex);
}
