#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(const device uint* U, const device uint* F, device uint* Out, device uint* OutF)
{
    int4 v178 = {};
    uint4 v183 = {};
    int4 v189 = {};
    uint4 v194 = {};
    uint v203 = {};
    uint v207 = {};
    uint4 v233 = {};
    uint v526 = {};
    uint v241 = {};
    uint v248 = {};
    uint v256 = {};
    uint v263 = {};
    uint v270 = {};
    bool4 v297 = {};
    bool v305 = {};
    bool v313 = {};
    bool2 v324 = {};
    uint v527 = {};
    uint v334 = {};
    uint4 v429 = {};
    uint v528 = {};
    uint v438 = {};
    float4 v456 = {};
    float4 v470 = {};
    float4 v485 = {};
    uint v529 = {};
    uint v494 = {};
    uint v501 = {};
    uint v508 = {};
    float v24 = as_type<float>(F[0u]);
    float v26 = as_type<float>(F[1u]);
    float2 v27 = float2(v24, v26);
    float v29 = as_type<float>(F[2u]);
    float v31 = as_type<float>(F[3u]);
    float2 v32 = float2(v29, v31);
    float v34 = as_type<float>(F[4u]);
    float2 v35 = (v27 * v32);
    float v36 = v35.x;
    float v37 = v35.y;
    float v38 = (v36 + v37);
    float v39 = (v38 + v34);
    OutF[0u] = as_type<uint>(v39);
    uint v43 = U[0u];
    uint v45 = U[1u];
    uint v47 = U[2u];
    uint4 v48 = uint4(v43);
    uint4 v49 = (v48 >> (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint4 v50 = (v49 & uint4(255u, 255u, 255u, 255u));
    uint4 v51 = uint4(v45);
    uint4 v52 = (v51 >> (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint4 v53 = (v52 & uint4(255u, 255u, 255u, 255u));
    uint v54 = (v50.x * v53.x + v50.y * v53.y + v50.z * v53.z + v50.w * v53.w);
    uint v55 = (v54 + v47);
    Out[0u] = v55;
    uint v59 = U[3u];
    uint4 v62 = uint4(v59);
    uint4 v63 = (v62 >> (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint4 v64 = (v63 & uint4(255u, 255u, 255u, 255u));
    uint v68 = (v64.x * v64.x + v64.y * v64.y + v64.z * v64.z + v64.w * v64.w);
    uint v69 = (v68 + 0u);
    Out[1u] = v69;
    uint v73 = U[4u];
    uint v75 = U[5u];
    uint v77 = U[6u];
    int v78 = as_type<int>(v77);
    uint4 v79 = uint4(v73);
    uint4 v80 = (v79 << (uint4(24u, 16u, 8u, 0u) & uint4(31u)));
    int4 v81 = as_type<int4>(v80);
    int4 v82 = (v81 >> (uint4(int4(24, 24, 24, 24)) & uint4(31u)));
    uint4 v83 = uint4(v75);
    uint4 v84 = (v83 << (uint4(24u, 16u, 8u, 0u) & uint4(31u)));
    int4 v85 = as_type<int4>(v84);
    int4 v86 = (v85 >> (uint4(int4(24, 24, 24, 24)) & uint4(31u)));
    int v87 = (v82.x * v86.x + v82.y * v86.y + v82.z * v86.z + v82.w * v86.w);
    int v88 = (v87 + v78);
    uint v89 = as_type<uint>(v88);
    Out[2u] = v89;
    uint v93 = U[7u];
    uint v95 = U[8u];
    uint v97 = U[9u];
    uint v99 = U[10u];
    uint4 v100 = uint4(v93, v95, v97, v99);
    uint4 v101 = (v100 & uint4(255u, 255u, 255u, 255u));
    uint4 v102 = (v101 << (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint v103 = v102.x;
    uint v104 = v102.y;
    uint v105 = (v103 | v104);
    uint v106 = v102.z;
    uint v107 = (v105 | v106);
    uint v108 = v102.w;
    uint v109 = (v107 | v108);
    uint v112 = U[11u];
    int v113 = as_type<int>(v112);
    uint v115 = U[12u];
    int v116 = as_type<int>(v115);
    int4 v117 = int4((-1), v113, (-128), v116);
    uint4 v118 = uint4(v117);
    uint4 v119 = (v118 & uint4(255u, 255u, 255u, 255u));
    uint4 v120 = (v119 << (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint v121 = v120.x;
    uint v122 = v120.y;
    uint v123 = (v121 | v122);
    uint v124 = v120.z;
    uint v125 = (v123 | v124);
    uint v126 = v120.w;
    uint v127 = (v125 | v126);
    uint v130 = U[13u];
    int v131 = as_type<int>(v130);
    int v132 = -(v131);
    int4 v133 = int4((-1), 200, v132, 5);
    int4 v134 = clamp(v133, int4((-128), (-128), (-128), (-128)), int4(127, 127, 127, 127));
    uint4 v135 = uint4(v134);
    uint4 v136 = (v135 & uint4(255u, 255u, 255u, 255u));
    uint4 v137 = (v136 << (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint v138 = v137.x;
    uint v139 = v137.y;
    uint v140 = (v138 | v139);
    uint v141 = v137.z;
    uint v142 = (v140 | v141);
    uint v143 = v137.w;
    uint v144 = (v142 | v143);
    int4 v149 = int4((-1), 200, v131, 5);
    int4 v150 = clamp(v149, int4(0, 0, 0, 0), int4(255, 255, 255, 255));
    uint4 v151 = uint4(v150);
    uint4 v152 = (v151 & uint4(255u, 255u, 255u, 255u));
    uint4 v153 = (v152 << (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint v154 = v153.x;
    uint v155 = v153.y;
    uint v156 = (v154 | v155);
    uint v157 = v153.z;
    uint v158 = (v156 | v157);
    uint v159 = v153.w;
    uint v160 = (v158 | v159);
    Out[3u] = v109;
    Out[4u] = v127;
    Out[5u] = v144;
    Out[6u] = v160;
    uint4 v175 = uint4(v144);
    uint4 v176 = (v175 << (uint4(24u, 16u, 8u, 0u) & uint4(31u)));
    int4 v177 = as_type<int4>(v176);
    v178 = (v177 >> (uint4(int4(24, 24, 24, 24)) & uint4(31u)));
    uint4 v182 = (v175 >> (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    v183 = (v182 & uint4(255u, 255u, 255u, 255u));
    uint4 v186 = uint4(v127);
    uint4 v187 = (v186 << (uint4(24u, 16u, 8u, 0u) & uint4(31u)));
    int4 v188 = as_type<int4>(v187);
    v189 = (v188 >> (uint4(int4(24, 24, 24, 24)) & uint4(31u)));
    uint4 v193 = (v186 >> (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    v194 = (v193 & uint4(255u, 255u, 255u, 255u));
    uint v197 = U[14u];
    v203 = (v197 + 2u);
    bool v204 = (v203 < v197);
    uint v205 = select(0u, 1u, v204);
    v207 = (4u + v205);
    uint v228 = (v197 + 1u);
    bool v229 = (v228 < v197);
    uint v230 = select(0u, 1u, v229);
    uint v231 = (v197 + 0u);
    uint v232 = (v231 + v230);
    v233 = uint4(2147483653u, 1u, v228, v232);
    v526 = 0u;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            uint v274 = (v526 + 1u);
            v526 = v274;
        }
        bool v328 = (v526 < 4u);
        if (v328) {
            int v238 = v178[v526];
            uint v239 = as_type<uint>(v238);
            v241 = (7u + v526);
            Out[(v241)] = v239;
            uint v246 = v183[v526];
            v248 = (11u + v526);
            Out[(v248)] = v246;
            int v253 = v189[v526];
            uint v254 = as_type<uint>(v253);
            v256 = (15u + v526);
            Out[(v256)] = v254;
            uint v261 = v194[v526];
            v263 = (19u + v526);
            Out[(v263)] = v261;
            uint v268 = v233[v526];
            v270 = (25u + v526);
            Out[(v270)] = v268;
        } else {
            break;
        }
    }
    Out[23u] = v203;
    Out[24u] = v207;
    float v285 = as_type<float>(F[5u]);
    float v287 = as_type<float>(F[6u]);
    float v289 = as_type<float>(F[7u]);
    float v291 = as_type<float>(F[8u]);
    float4 v292 = float4(v285, v287, v289, v291);
    uint4 v293 = as_type<uint4>(v292);
    uint4 v294 = (v293 & uint4(2139095040u, 2139095040u, 2139095040u, 2139095040u));
    bool4 v295 = (v294 != uint4(0u, 0u, 0u, 0u));
    bool4 v296 = (v294 != uint4(2139095040u, 2139095040u, 2139095040u, 2139095040u));
    v297 = (v295 & v296);
    float v300 = as_type<float>(F[9u]);
    uint v301 = as_type<uint>(v300);
    uint v302 = (v301 & 2139095040u);
    bool v303 = (v302 != 0u);
    bool v304 = (v302 != 2139095040u);
    v305 = (v303 & v304);
    float v308 = as_type<float>(F[10u]);
    uint v309 = as_type<uint>(v308);
    uint v310 = (v309 & 2139095040u);
    bool v311 = (v310 != 0u);
    bool v312 = (v310 != 2139095040u);
    v313 = (v311 & v312);
    float v316 = as_type<float>(F[11u]);
    float v318 = as_type<float>(F[12u]);
    float2 v319 = float2(v316, v318);
    uint2 v320 = as_type<uint2>(v319);
    uint2 v321 = (v320 & uint2(2139095040u, 2139095040u));
    bool2 v322 = (v321 != uint2(0u, 0u));
    bool2 v323 = (v321 != uint2(2139095040u, 2139095040u));
    v324 = (v322 & v323);
    v527 = 0u;
    for (bool f2 = true; ; f2 = false) {
        if (!f2) {
            uint v338 = (v527 + 1u);
            v527 = v338;
        }
        bool v433 = (v527 < 4u);
        if (v433) {
            bool v331 = v297[v527];
            uint v332 = select(0u, 1u, v331);
            v334 = (29u + v527);
            Out[(v334)] = v332;
        } else {
            break;
        }
    }
    uint v341 = select(0u, 1u, v305);
    Out[33u] = v341;
    uint v345 = select(0u, 1u, v313);
    Out[34u] = v345;
    bool v349 = v324.x;
    uint v350 = select(0u, 1u, v349);
    Out[35u] = v350;
    bool v354 = v324.y;
    uint v355 = select(0u, 1u, v354);
    Out[36u] = v355;
    uint v359 = U[15u];
    uint v361 = U[16u];
    uint v363 = U[17u];
    uint v366 = U[18u];
    uint v368 = U[19u];
    uint v370 = U[20u];
    uint v372 = U[21u];
    uint4 v376 = uint4(v359);
    uint4 v377 = (v376 >> (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint4 v378 = (v377 & uint4(255u, 255u, 255u, 255u));
    bool4 v379 = (v378 == uint4(0u, 0u, 0u, 0u));
    uint4 v380 = uint4(v361);
    uint4 v381 = (v380 >> (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint4 v382 = (v381 & uint4(255u, 255u, 255u, 255u));
    uint4 v383 = max(v378, v382);
    uint4 v384 = min(v378, v382);
    uint4 v385 = (v383 - v384);
    uint4 v386 = select(v385, uint4(0u, 0u, 0u, 0u), v379);
    uint v387 = (v386.x * uint4(1u, 1u, 1u, 1u).x + v386.y * uint4(1u, 1u, 1u, 1u).y + v386.z * uint4(1u, 1u, 1u, 1u).z + v386.w * uint4(1u, 1u, 1u, 1u).w);
    uint v389 = (v366 + v387);
    uint v390 = (v361 >> (8u & 31u));
    uint v391 = (v363 << (24u & 31u));
    uint v392 = (v390 | v391);
    uint4 v393 = uint4(v392);
    uint4 v394 = (v393 >> (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint4 v395 = (v394 & uint4(255u, 255u, 255u, 255u));
    uint4 v396 = max(v378, v395);
    uint4 v397 = min(v378, v395);
    uint4 v398 = (v396 - v397);
    uint4 v399 = select(v398, uint4(0u, 0u, 0u, 0u), v379);
    uint v400 = (v399.x * uint4(1u, 1u, 1u, 1u).x + v399.y * uint4(1u, 1u, 1u, 1u).y + v399.z * uint4(1u, 1u, 1u, 1u).z + v399.w * uint4(1u, 1u, 1u, 1u).w);
    uint v402 = (v368 + v400);
    uint v403 = (v361 >> (16u & 31u));
    uint v404 = (v363 << (16u & 31u));
    uint v405 = (v403 | v404);
    uint4 v406 = uint4(v405);
    uint4 v407 = (v406 >> (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint4 v408 = (v407 & uint4(255u, 255u, 255u, 255u));
    uint4 v409 = max(v378, v408);
    uint4 v410 = min(v378, v408);
    uint4 v411 = (v409 - v410);
    uint4 v412 = select(v411, uint4(0u, 0u, 0u, 0u), v379);
    uint v413 = (v412.x * uint4(1u, 1u, 1u, 1u).x + v412.y * uint4(1u, 1u, 1u, 1u).y + v412.z * uint4(1u, 1u, 1u, 1u).z + v412.w * uint4(1u, 1u, 1u, 1u).w);
    uint v415 = (v370 + v413);
    uint v416 = (v361 >> (24u & 31u));
    uint v417 = (v363 << (8u & 31u));
    uint v418 = (v416 | v417);
    uint4 v419 = uint4(v418);
    uint4 v420 = (v419 >> (uint4(0u, 8u, 16u, 24u) & uint4(31u)));
    uint4 v421 = (v420 & uint4(255u, 255u, 255u, 255u));
    uint4 v422 = max(v378, v421);
    uint4 v423 = min(v378, v421);
    uint4 v424 = (v422 - v423);
    uint4 v425 = select(v424, uint4(0u, 0u, 0u, 0u), v379);
    uint v426 = (v425.x * uint4(1u, 1u, 1u, 1u).x + v425.y * uint4(1u, 1u, 1u, 1u).y + v425.z * uint4(1u, 1u, 1u, 1u).z + v425.w * uint4(1u, 1u, 1u, 1u).w);
    uint v428 = (v372 + v426);
    v429 = uint4(v389, v402, v415, v428);
    v528 = 0u;
    for (bool f3 = true; ; f3 = false) {
        if (!f3) {
            uint v442 = (v528 + 1u);
            v528 = v442;
        }
        bool v489 = (v528 < 4u);
        if (v489) {
            uint v436 = v429[v528];
            v438 = (37u + v528);
            Out[(v438)] = v436;
        } else {
            break;
        }
    }
    float v445 = as_type<float>(F[13u]);
    float v447 = as_type<float>(F[14u]);
    float v449 = as_type<float>(F[15u]);
    bool v450 = (v445 < 0.0f);
    bool v451 = (v447 < 0.0f);
    float v452 = select(v445, 0.0f, v450);
    bool v453 = (v450 | v451);
    float v454 = pow(v447, v449);
    float v455 = select(v454, 0.0f, v453);
    v456 = float4(1.0f, v452, v455, 1.0f);
    float v459 = as_type<float>(F[16u]);
    bool v464 = (v459 < 0.0f);
    float v466 = select(v459, 0.0f, v464);
    bool v467 = (v464 | v451);
    float v469 = select(v454, 0.0f, v467);
    v470 = float4(1.0f, v466, v469, 1.0f);
    float v476 = -(v447);
    bool v480 = (v476 < 0.0f);
    bool v482 = (v450 | v480);
    float v483 = pow(v476, v449);
    float v484 = select(v483, 0.0f, v482);
    v485 = float4(1.0f, v452, v484, 1.0f);
    v529 = 0u;
    for (bool f4 = true; ; f4 = false) {
        if (!f4) {
            uint v512 = (v529 + 1u);
            v529 = v512;
        }
        bool v515 = (v529 < 4u);
        if (v515) {
            float v492 = v456[v529];
            v494 = (1u + v529);
            OutF[(v494)] = as_type<uint>(v492);
            float v499 = v470[v529];
            v501 = (5u + v529);
            OutF[(v501)] = as_type<uint>(v499);
            float v506 = v485[v529];
            v508 = (9u + v529);
            OutF[(v508)] = as_type<uint>(v506);
        } else {
            break;
        }
    }
    return;
}

kernel void CSMain(const device uint* U [[buffer(0)]], const device uint* F [[buffer(1)]], device uint* Out [[buffer(2)]], device uint* OutF [[buffer(3)]])
{
    CSMain_1(U, F, Out, OutF);
}
