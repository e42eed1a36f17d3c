#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(const device uint* Samples, const device uint* Counts, device uint* TileStats, device uint* TileCounts, threadgroup array<float4, 64>& gsSamples, thread uint3& gl_WorkGroupID, thread uint3& gl_LocalInvocationID)
{
    array<float4, 4> v16 = {};
    array<uint, 8> v451 = {};
    array<uint, 8> v453 = {};
    array<float4, 4> v385 = {};
    uint3 v2 = {};
    uint3 v4 = {};
    uint v26 = {};
    uint v29 = {};
    uint v30 = {};
    uint v34 = {};
    float3 v45 = {};
    float v620 = {};
    float v622 = {};
    float3 v624 = {};
    float3 v626 = {};
    uint v631 = {};
    uint v635 = {};
    uint v639 = {};
    uint v643 = {};
    uint v647 = {};
    uint v651 = {};
    uint v655 = {};
    uint v659 = {};
    uint v663 = {};
    uint v665 = {};
    float4 v59 = {};
    float3 v63 = {};
    float v186 = {};
    bool v83 = {};
    uint v630 = {};
    uint v634 = {};
    uint v638 = {};
    uint v642 = {};
    uint v646 = {};
    uint v650 = {};
    uint v654 = {};
    uint v658 = {};
    uint v662 = {};
    uint v94 = {};
    uint v222 = {};
    uint v102 = {};
    uint v661 = {};
    uint v106 = {};
    uint v108 = {};
    uint v112 = {};
    uint v116 = {};
    uint4 v119 = {};
    uint v133 = {};
    float3 v358 = {};
    float v677 = {};
    int v679 = {};
    float v173 = {};
    float v683 = {};
    int v686 = {};
    float v193 = {};
    float v282 = {};
    float v289 = {};
    float3 v329 = {};
    float3 v336 = {};
    uint v668 = {};
    float v695 = {};
    int v698 = {};
    float v371 = {};
    float4 v701 = {};
    uint v703 = {};
    float4 v397 = {};
    uint v146 = {};
    uint v706 = {};
    int v708 = {};
    uint v417 = {};
    uint v711 = {};
    int v713 = {};
    uint v437 = {};
    v2 = gl_WorkGroupID;
    v4 = gl_LocalInvocationID;
    for (bool f1 = true; ; f1 = false) {
        v26 = v4.x;
        v29 = v2.x;
        v30 = (v29 * 64u);
        v34 = (v30 + v26);
        float4 v36 = float4(as_type<float>(Samples[(v34 * 4u)]), as_type<float>(Samples[((v34 * 4u) + 1u)]), as_type<float>(Samples[((v34 * 4u) + 2u)]), as_type<float>(Samples[((v34 * 4u) + 3u)]));
        gsSamples[v26] = v36;
        threadgroup_barrier(mem_flags::mem_threadgroup);
        bool v42 = (v26 != 0u);
        if (v42) {
            break;
        }
        float4 v44 = gsSamples[0];
        v45 = v44.xyz;
        float v166 = v45.x;
        v677 = v166;
        v679 = 1;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                int v176 = (v679 + 1);
                v677 = v173;
                v679 = v176;
            }
            bool v180 = (v679 < 3);
            if (v180) {
                float v171 = v45[v679];
                v173 = (v677 + v171);
            } else {
                break;
            }
        }
        float4 v50 = gsSamples[0];
        float3 v51 = v50.xyz;
        v620 = v677;
        v622 = v677;
        v624 = v51;
        v626 = v51;
        v631 = uint{};
        v635 = uint{};
        v639 = uint{};
        v643 = uint{};
        v647 = uint{};
        v651 = uint{};
        v655 = uint{};
        v659 = uint{};
        v663 = 0u;
        v665 = 0u;
        for (bool f3 = true; ; f3 = false) {
            if (!f3) {
                uint v79 = (v665 + 1u);
                v620 = v282;
                v622 = v289;
                v624 = v329;
                v626 = v336;
                v631 = v630;
                v635 = v634;
                v639 = v638;
                v643 = v642;
                v647 = v646;
                v651 = v650;
                v655 = v654;
                v659 = v658;
                v663 = v662;
                v665 = v79;
            }
            bool v85 = (v665 < 64u);
            if (v85) {
                v59 = gsSamples[v665];
                v63 = v59.xyz;
                v186 = v63.x;
                v683 = v186;
                v686 = 1;
                for (bool f4 = true; ; f4 = false) {
                    if (!f4) {
                        int v196 = (v686 + 1);
                        v683 = v193;
                        v686 = v196;
                    }
                    bool v200 = (v686 < 3);
                    if (v200) {
                        float v191 = v63[v686];
                        v193 = (v683 + v191);
                    } else {
                        break;
                    }
                }
                v282 = min(v620, v683);
                v289 = max(v622, v683);
                v329 = min(v624, v63);
                v336 = max(v626, v63);
                v695 = v186;
                v698 = 1;
                for (bool f5 = true; ; f5 = false) {
                    if (!f5) {
                        int v374 = (v698 + 1);
                        v695 = v371;
                        v698 = v374;
                    }
                    bool v378 = (v698 < 3);
                    if (v378) {
                        float v370 = v63[v698];
                        v371 = max(v695, v370);
                    } else {
                        break;
                    }
                }
                bool v77 = (v695 > 1.0f);
                if (v77) {
                    array<uint, 8> v483 = array<uint, 8>{v631, v635, v639, v643, v647, v651, v655, v659};
                    v451 = v483;
                    bool v205 = (v663 < 8u);
                    if (v205) {
                        v451[v663] = v665;
                        uint v213 = (v663 + 1u);
                        v668 = v213;
                    } else {
                        v668 = v663;
                    }
                    array<uint, 8> v495 = v451;
                    uint v580 = v495[0];
                    uint v582 = v495[1];
                    uint v584 = v495[2];
                    uint v586 = v495[3];
                    uint v588 = v495[4];
                    uint v590 = v495[5];
                    uint v592 = v495[6];
                    uint v594 = v495[7];
                    v630 = v580;
                    v634 = v582;
                    v638 = v584;
                    v642 = v586;
                    v646 = v588;
                    v650 = v590;
                    v654 = v592;
                    v658 = v594;
                    v662 = v668;
                } else {
                    v630 = v631;
                    v634 = v635;
                    v638 = v639;
                    v642 = v643;
                    v646 = v647;
                    v650 = v651;
                    v654 = v655;
                    v658 = v659;
                    v662 = v663;
                }
                v94 = (v665 % 4u);
                v16[v94] = v59;
            } else {
                break;
            }
        }
        v83 = (v663 > 0u);
        if (v83) {
            array<uint, 8> v488 = array<uint, 8>{v631, v635, v639, v643, v647, v651, v655, v659};
            v453 = v488;
            uint v221 = (v663 - 1u);
            v222 = select(0u, v221, v83);
            uint v228 = v453[v222];
            v102 = v228;
            v661 = v222;
        } else {
            v102 = 4294967295u;
            v661 = v663;
        }
        v106 = Counts[(v30)];
        v108 = (v30 + 1u);
        uint v110 = Counts[(v108)];
        v112 = (v30 + 2u);
        uint v114 = Counts[(v112)];
        v116 = (v30 + 3u);
        uint v118 = Counts[(v116)];
        v119 = uint4(v106, v110, v114, v118);
        float v235 = (v622 - v620);
        float v312 = (v235 * v235);
        float v344 = (v312 * v312);
        float4 v130 = float4(v620, v622, v235, v344);
        v133 = (v29 * 2u);
        TileStats[(v133 * 4u)] = as_type<uint>(v130.x);
        TileStats[((v133 * 4u) + 1u)] = as_type<uint>(v130.y);
        TileStats[((v133 * 4u) + 2u)] = as_type<uint>(v130.z);
        TileStats[((v133 * 4u) + 3u)] = as_type<uint>(v130.w);
        float3 v319 = (v626 - v624);
        float v349 = dot(v319, float3(0.2126f, 0.7152f, 0.0722f));
        float v383 = (1.0f + v349);
        float v384 = (v349 / v383);
        float v355 = max(v349, 0.0001f);
        float v356 = (v384 / v355);
        float3 v357 = float3(v356);
        v358 = (v319 * v357);
        array<float4, 4> v139 = v16;
        v385 = v139;
        float4 v390 = v385[0];
        v701 = v390;
        v703 = 1u;
        for (bool f6 = true; ; f6 = false) {
            if (!f6) {
                uint v400 = (v703 + 1u);
                v701 = v397;
                v703 = v400;
            }
            bool v404 = (v703 < 4u);
            if (v404) {
                float4 v395 = v385[v703];
                v397 = (v701 + v395);
            } else {
                break;
            }
        }
        float v141 = v701.w;
        float4 v142 = float4(v358, v141);
        v146 = (v133 + 1u);
        TileStats[(v146 * 4u)] = as_type<uint>(v142.x);
        TileStats[((v146 * 4u) + 1u)] = as_type<uint>(v142.y);
        TileStats[((v146 * 4u) + 2u)] = as_type<uint>(v142.z);
        TileStats[((v146 * 4u) + 3u)] = as_type<uint>(v142.w);
        v706 = v106;
        v708 = 1;
        for (bool f7 = true; ; f7 = false) {
            if (!f7) {
                int v420 = (v708 + 1);
                v706 = v417;
                v708 = v420;
            }
            bool v424 = (v708 < 4);
            if (v424) {
                uint v415 = v119[v708];
                v417 = (v706 + v415);
            } else {
                break;
            }
        }
        v711 = v106;
        v713 = 1;
        for (bool f8 = true; ; f8 = false) {
            if (!f8) {
                int v440 = (v713 + 1);
                v711 = v437;
                v713 = v440;
            }
            bool v444 = (v713 < 4);
            if (v444) {
                uint v436 = v119[v713];
                v437 = max(v711, v436);
            } else {
                break;
            }
        }
        uint4 v156 = uint4(v706, v711, v661, v102);
        TileCounts[(v29 * 4u)] = v156.x;
        TileCounts[((v29 * 4u) + 1u)] = v156.y;
        TileCounts[((v29 * 4u) + 2u)] = v156.z;
        TileCounts[((v29 * 4u) + 3u)] = v156.w;
        break;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[threadgroup_position_in_grid]], uint3 in_1_0 [[thread_position_in_threadgroup]], const device uint* Samples [[buffer(0)]], const device uint* Counts [[buffer(1)]], device uint* TileStats [[buffer(2)]], device uint* TileCounts [[buffer(3)]])
{
    threadgroup array<float4, 64> gsSamples;
    uint3 gl_WorkGroupID = {};
    uint3 gl_LocalInvocationID = {};
    gl_WorkGroupID = uint3(in_0_0);
    gl_LocalInvocationID = uint3(in_1_0);
    CSMain_1(Samples, Counts, TileStats, TileCounts, gsSamples, gl_WorkGroupID, gl_LocalInvocationID);
}
