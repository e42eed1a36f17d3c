#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* Filter, texture2d<float> FilterSource, texture2d<float, access::write> FilterTarget, threadgroup array<float4, 400>& gsCache, thread array<float, 5>& GAUSS5, thread uint3& gl_GlobalInvocationID, thread uint3& gl_WorkGroupID, thread uint3& gl_LocalInvocationID, thread uint& gl_LocalInvocationIndex)
{
    uint3 v4 = {};
    uint3 v6 = {};
    uint3 v8 = {};
    uint v10 = {};
    uint v18 = {};
    uint v19 = {};
    int2 v26 = {};
    uint v27 = {};
    int2 v56 = {};
    uint v218 = {};
    float4 v220 = {};
    float4 v60 = {};
    uint v230 = {};
    uint v290 = {};
    uint v338 = {};
    uint v386 = {};
    uint v254 = {};
    uint v302 = {};
    uint v350 = {};
    uint v266 = {};
    uint v314 = {};
    uint v362 = {};
    uint v410 = {};
    uint v278 = {};
    float4 v87 = {};
    int v88 = {};
    float4 v96 = {};
    int v97 = {};
    uint v242 = {};
    int v101 = {};
    int v106 = {};
    float4 v111 = {};
    v4 = gl_GlobalInvocationID;
    v6 = gl_WorkGroupID;
    v8 = gl_LocalInvocationID;
    v10 = gl_LocalInvocationIndex;
    for (bool f1 = true; ; f1 = false) {
        uint2 v17 = uint2(FilterSource.get_width(uint(0u)), FilterSource.get_height(uint(0u)));
        v18 = v17.x;
        v19 = v17.y;
        uint2 v20 = v6.xy;
        uint2 v21 = (v20 * uint2(16u, 16u));
        int2 v22 = int2(v21);
        int2 v23 = (v22 - int2(2, 2));
        int2 v25 = as_type<int2>(Filter[0].zw);
        v26 = (v23 + v25);
        v27 = v10;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                uint v46 = (v27 + 256u);
                v27 = v46;
            }
            bool v50 = (v27 < 400u);
            if (v50) {
                uint v28 = (v27 % 20u);
                int v29 = int(v28);
                uint v30 = (v27 / 20u);
                int v31 = int(v30);
                int2 v32 = int2(v29, v31);
                int2 v33 = (v26 + v32);
                uint v34 = (v18 - 1u);
                int v35 = int(v34);
                uint v36 = (v19 - 1u);
                int v37 = int(v36);
                int2 v38 = int2(v35, v37);
                int2 v39 = clamp(v33, int2(0, 0), v38);
                int3 v40 = int3(v39, 0);
                int2 v41 = v40.xy;
                float4 v43 = FilterSource.read(uint2(v41), uint(0));
                gsCache[v27] = v43;
            } else {
                break;
            }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        uint v48 = v4.x;
        bool v49 = (v48 >= v18);
        uint v51 = v4.y;
        bool v52 = (v51 >= v19);
        bool v53 = (v49 | v52);
        if (v53) {
            break;
        }
        uint2 v54 = v8.xy;
        int2 v55 = int2(v54);
        v56 = (v55 + int2(2, 2));
        int v212 = v56.y;
        uint v213 = uint(v212);
        uint v214 = (v213 * 20u);
        int v216 = v56.x;
        uint v217 = uint(v216);
        v218 = (v214 + v217);
        v220 = gsCache[v218];
        uint v59 = Filter[0].x;
        switch (v59) {
            case 0u: {
                v87 = float4(0.0f, 0.0f, 0.0f, 0.0f);
                v88 = (-2);
                for (bool f3 = true; ; f3 = false) {
                    if (!f3) {
                        int v90 = (v88 + 1);
                        v87 = v96;
                        v88 = v90;
                    }
                    bool v95 = (v88 <= 2);
                    if (v95) {
                        v96 = v87;
                        v97 = (-2);
                        for (bool f4 = true; ; f4 = false) {
                            if (!f4) {
                                int v112 = (v97 + 1);
                                v96 = v111;
                                v97 = v112;
                            }
                            bool v113 = (v97 <= 2);
                            if (v113) {
                                int2 v98 = int2(v97, v88);
                                int2 v99 = (v56 + v98);
                                int v236 = v99.y;
                                uint v237 = uint(v236);
                                uint v238 = (v237 * 20u);
                                int v240 = v99.x;
                                uint v241 = uint(v240);
                                v242 = (v238 + v241);
                                float4 v244 = gsCache[v242];
                                v101 = (v97 + 2);
                                float v103 = GAUSS5[uint(v101)];
                                float4 v104 = float4(v103);
                                float4 v105 = (v244 * v104);
                                v106 = (v88 + 2);
                                float v108 = GAUSS5[uint(v106)];
                                float4 v109 = float4(v108);
                                float4 v110 = (v105 * v109);
                                v111 = (v96 + v110);
                            } else {
                                break;
                            }
                        }
                    } else {
                        break;
                    }
                }
                float v92 = as_type<float>(Filter[0].y);
                float4 v93 = float4(v92);
                float4 v94 = mix(v220, v87, v93);
                v60 = v94;
                break;
            }
            case 1u: {
                int2 v69 = (v56 + int2(1, 0));
                int v224 = v69.y;
                uint v225 = uint(v224);
                uint v226 = (v225 * 20u);
                int v228 = v69.x;
                uint v229 = uint(v228);
                v230 = (v226 + v229);
                float4 v232 = gsCache[v230];
                int2 v71 = (v56 - int2(1, 0));
                int v284 = v71.y;
                uint v285 = uint(v284);
                uint v286 = (v285 * 20u);
                int v288 = v71.x;
                uint v289 = uint(v288);
                v290 = (v286 + v289);
                float4 v292 = gsCache[v290];
                float4 v73 = (v232 + v292);
                int2 v74 = (v56 + int2(0, 1));
                int v332 = v74.y;
                uint v333 = uint(v332);
                uint v334 = (v333 * 20u);
                int v336 = v74.x;
                uint v337 = uint(v336);
                v338 = (v334 + v337);
                float4 v340 = gsCache[v338];
                float4 v76 = (v73 + v340);
                int2 v77 = (v56 - int2(0, 1));
                int v380 = v77.y;
                uint v381 = uint(v380);
                uint v382 = (v381 * 20u);
                int v384 = v77.x;
                uint v385 = uint(v384);
                v386 = (v382 + v385);
                float4 v388 = gsCache[v386];
                float4 v79 = (v76 + v388);
                float4 v80 = (v220 * float4(4.0f, 4.0f, 4.0f, 4.0f));
                float4 v81 = (v80 - v79);
                float v83 = as_type<float>(Filter[0].y);
                float4 v84 = float4(v83);
                float4 v85 = (v81 * v84);
                float4 v86 = (v220 + v85);
                v60 = v86;
                break;
            }
            case 2u: {
                int2 v127 = (v56 + int2(1, (-1)));
                int v248 = v127.y;
                uint v249 = uint(v248);
                uint v250 = (v249 * 20u);
                int v252 = v127.x;
                uint v253 = uint(v252);
                v254 = (v250 + v253);
                float4 v256 = gsCache[v254];
                float3 v129 = v256.xyz;
                int2 v131 = (v56 + int2((-1), (-1)));
                int v296 = v131.y;
                uint v297 = uint(v296);
                uint v298 = (v297 * 20u);
                int v300 = v131.x;
                uint v301 = uint(v300);
                v302 = (v298 + v301);
                float4 v304 = gsCache[v302];
                float3 v133 = v304.xyz;
                float3 v134 = (v129 - v133);
                float3 v137 = (float3(0.0f, 0.0f, 0.0f) + v134);
                int2 v139 = (v56 + int2((-1), 1));
                int v344 = v139.y;
                uint v345 = uint(v344);
                uint v346 = (v345 * 20u);
                int v348 = v139.x;
                uint v349 = uint(v348);
                v350 = (v346 + v349);
                float4 v352 = gsCache[v350];
                float3 v141 = v352.xyz;
                float4 v400 = gsCache[v302];
                float3 v145 = v400.xyz;
                float3 v146 = (v141 - v145);
                float3 v149 = (float3(0.0f, 0.0f, 0.0f) + v146);
                int2 v155 = (v56 + int2(1, 0));
                int v260 = v155.y;
                uint v261 = uint(v260);
                uint v262 = (v261 * 20u);
                int v264 = v155.x;
                uint v265 = uint(v264);
                v266 = (v262 + v265);
                float4 v268 = gsCache[v266];
                float3 v157 = v268.xyz;
                int2 v159 = (v56 + int2((-1), 0));
                int v308 = v159.y;
                uint v309 = uint(v308);
                uint v310 = (v309 * 20u);
                int v312 = v159.x;
                uint v313 = uint(v312);
                v314 = (v310 + v313);
                float4 v316 = gsCache[v314];
                float3 v161 = v316.xyz;
                float3 v162 = (v157 - v161);
                float3 v164 = (v162 * float3(2.0f, 2.0f, 2.0f));
                float3 v165 = (v137 + v164);
                int2 v167 = (v56 + int2(0, 1));
                int v356 = v167.y;
                uint v357 = uint(v356);
                uint v358 = (v357 * 20u);
                int v360 = v167.x;
                uint v361 = uint(v360);
                v362 = (v358 + v361);
                float4 v364 = gsCache[v362];
                float3 v169 = v364.xyz;
                int2 v171 = (v56 + int2(0, (-1)));
                int v404 = v171.y;
                uint v405 = uint(v404);
                uint v406 = (v405 * 20u);
                int v408 = v171.x;
                uint v409 = uint(v408);
                v410 = (v406 + v409);
                float4 v412 = gsCache[v410];
                float3 v173 = v412.xyz;
                float3 v174 = (v169 - v173);
                float3 v176 = (v174 * float3(2.0f, 2.0f, 2.0f));
                float3 v177 = (v149 + v176);
                int2 v183 = (v56 + int2(1, 1));
                int v272 = v183.y;
                uint v273 = uint(v272);
                uint v274 = (v273 * 20u);
                int v276 = v183.x;
                uint v277 = uint(v276);
                v278 = (v274 + v277);
                float4 v280 = gsCache[v278];
                float3 v185 = v280.xyz;
                float4 v328 = gsCache[v350];
                float3 v189 = v328.xyz;
                float3 v190 = (v185 - v189);
                float3 v193 = (v165 + v190);
                float4 v376 = gsCache[v278];
                float3 v197 = v376.xyz;
                float4 v424 = gsCache[v254];
                float3 v201 = v424.xyz;
                float3 v202 = (v197 - v201);
                float3 v205 = (v177 + v202);
                float3 v114 = (v193 * v193);
                float3 v115 = (v205 * v205);
                float3 v116 = (v114 + v115);
                float3 v117 = sqrt(v116);
                float v118 = length(v117);
                float v120 = as_type<float>(Filter[0].y);
                float v121 = (v118 * v120);
                float v122 = v220.w;
                float4 v123 = float4(v121, v121, v121, v122);
                v60 = v123;
                break;
            }
            default: {
                v60 = v220;
                break;
            }
        }
        uint2 v67 = v4.xy;
        FilterTarget.write(v60, uint2(v67));
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
