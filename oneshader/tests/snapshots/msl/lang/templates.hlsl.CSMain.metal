#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(const device uint* Samples, const device uint* Counts, device uint* TileStats, device uint* TileCounts, threadgroup array<float4, 64>& gsSamples, thread uint3& gl_WorkGroupID, thread uint3& gl_LocalInvocationID)
{
    array<float4, 4> v16 = {};
    array<uint, 8> v451 = {};
    array<uint, 8> v453 = {};
    uint3 v2 = {};
    uint3 v4 = {};
    uint v26 = {};
    uint v29 = {};
    uint v30 = {};
    uint v34 = {};
    float3 v45 = {};
    float v631 = {};
    float v633 = {};
    float3 v635 = {};
    float3 v637 = {};
    uint v642 = {};
    uint v646 = {};
    uint v650 = {};
    uint v654 = {};
    uint v658 = {};
    uint v662 = {};
    uint v666 = {};
    uint v670 = {};
    uint v674 = {};
    uint v676 = {};
    float4 v59 = {};
    float3 v63 = {};
    float v186 = {};
    bool v83 = {};
    uint v641 = {};
    uint v645 = {};
    uint v649 = {};
    uint v653 = {};
    uint v657 = {};
    uint v661 = {};
    uint v665 = {};
    uint v669 = {};
    uint v673 = {};
    uint v94 = {};
    uint v222 = {};
    uint v102 = {};
    uint v672 = {};
    uint v106 = {};
    uint v108 = {};
    uint v112 = {};
    uint v116 = {};
    uint4 v119 = {};
    uint v133 = {};
    uint v146 = {};
    float v688 = {};
    int v690 = {};
    float v173 = {};
    float v694 = {};
    int v697 = {};
    float v193 = {};
    float v282 = {};
    float v289 = {};
    float3 v329 = {};
    float3 v336 = {};
    uint v679 = {};
    float v706 = {};
    int v709 = {};
    float v371 = {};
    uint v716 = {};
    int v718 = {};
    uint v417 = {};
    uint v721 = {};
    int v723 = {};
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
        v688 = v166;
        v690 = 1;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                int v176 = (v690 + 1);
                v688 = v173;
                v690 = v176;
            }
            bool v180 = (v690 < 3);
            if (v180) {
                float v171 = v45[v690];
                v173 = (v688 + v171);
            } else {
                break;
            }
        }
        float4 v50 = gsSamples[0];
        float3 v51 = v50.xyz;
        v631 = v688;
        v633 = v688;
        v635 = v51;
        v637 = v51;
        v642 = uint{};
        v646 = uint{};
        v650 = uint{};
        v654 = uint{};
        v658 = uint{};
        v662 = uint{};
        v666 = uint{};
        v670 = uint{};
        v674 = 0u;
        v676 = 0u;
        for (bool f3 = true; ; f3 = false) {
            if (!f3) {
                uint v79 = (v676 + 1u);
                v631 = v282;
                v633 = v289;
                v635 = v329;
                v637 = v336;
                v642 = v641;
                v646 = v645;
                v650 = v649;
                v654 = v653;
                v658 = v657;
                v662 = v661;
                v666 = v665;
                v670 = v669;
                v674 = v673;
                v676 = v79;
            }
            bool v85 = (v676 < 64u);
            if (v85) {
                v59 = gsSamples[v676];
                v63 = v59.xyz;
                v186 = v63.x;
                v694 = v186;
                v697 = 1;
                for (bool f4 = true; ; f4 = false) {
                    if (!f4) {
                        int v196 = (v697 + 1);
                        v694 = v193;
                        v697 = v196;
                    }
                    bool v200 = (v697 < 3);
                    if (v200) {
                        float v191 = v63[v697];
                        v193 = (v694 + v191);
                    } else {
                        break;
                    }
                }
                v282 = min(v631, v694);
                v289 = max(v633, v694);
                v329 = min(v635, v63);
                v336 = max(v637, v63);
                v706 = v186;
                v709 = 1;
                for (bool f5 = true; ; f5 = false) {
                    if (!f5) {
                        int v374 = (v709 + 1);
                        v706 = v371;
                        v709 = v374;
                    }
                    bool v378 = (v709 < 3);
                    if (v378) {
                        float v370 = v63[v709];
                        v371 = max(v706, v370);
                    } else {
                        break;
                    }
                }
                bool v77 = (v706 > 1.0f);
                if (v77) {
                    array<uint, 8> v487 = array<uint, 8>{v642, v646, v650, v654, v658, v662, v666, v670};
                    v451 = v487;
                    bool v205 = (v674 < 8u);
                    if (v205) {
                        v451[v674] = v676;
                        uint v213 = (v674 + 1u);
                        v679 = v213;
                    } else {
                        v679 = v674;
                    }
                    array<uint, 8> v499 = v451;
                    uint v591 = v499[0];
                    uint v593 = v499[1];
                    uint v595 = v499[2];
                    uint v597 = v499[3];
                    uint v599 = v499[4];
                    uint v601 = v499[5];
                    uint v603 = v499[6];
                    uint v605 = v499[7];
                    v641 = v591;
                    v645 = v593;
                    v649 = v595;
                    v653 = v597;
                    v657 = v599;
                    v661 = v601;
                    v665 = v603;
                    v669 = v605;
                    v673 = v679;
                } else {
                    v641 = v642;
                    v645 = v646;
                    v649 = v650;
                    v653 = v654;
                    v657 = v658;
                    v661 = v662;
                    v665 = v666;
                    v669 = v670;
                    v673 = v674;
                }
                v94 = (v676 % 4u);
                v16[v94] = v59;
            } else {
                break;
            }
        }
        v83 = (v674 > 0u);
        if (v83) {
            array<uint, 8> v492 = array<uint, 8>{v642, v646, v650, v654, v658, v662, v666, v670};
            v453 = v492;
            uint v221 = (v674 - 1u);
            v222 = select(0u, v221, v83);
            uint v228 = v453[v222];
            v102 = v228;
            v672 = v222;
        } else {
            v102 = 4294967295u;
            v672 = v674;
        }
        v106 = Counts[(v30)];
        v108 = (v30 + 1u);
        uint v110 = Counts[(v108)];
        v112 = (v30 + 2u);
        uint v114 = Counts[(v112)];
        v116 = (v30 + 3u);
        uint v118 = Counts[(v116)];
        v119 = uint4(v106, v110, v114, v118);
        float v235 = (v633 - v631);
        float v312 = (v235 * v235);
        float v344 = (v312 * v312);
        float4 v130 = float4(v631, v633, v235, v344);
        v133 = (v29 * 2u);
        TileStats[(v133 * 4u)] = as_type<uint>(v130.x);
        TileStats[((v133 * 4u) + 1u)] = as_type<uint>(v130.y);
        TileStats[((v133 * 4u) + 2u)] = as_type<uint>(v130.z);
        TileStats[((v133 * 4u) + 3u)] = as_type<uint>(v130.w);
        float3 v319 = (v637 - v635);
        float v349 = dot(v319, float3(0.2126f, 0.7152f, 0.0722f));
        float v383 = (1.0f + v349);
        float v384 = (v349 / v383);
        float v355 = max(v349, 0.0001f);
        float v356 = (v384 / v355);
        float3 v357 = float3(v356);
        float3 v358 = (v319 * v357);
        array<float4, 4> v139 = v16;
        float4 v560 = v139[0];
        float4 v562 = v139[1];
        float4 v564 = v139[2];
        float4 v566 = v139[3];
        float4 v391 = (v560 + v562);
        float4 v396 = (v391 + v564);
        float4 v401 = (v396 + v566);
        float v141 = v401.w;
        float4 v142 = float4(v358, v141);
        v146 = (v133 + 1u);
        TileStats[(v146 * 4u)] = as_type<uint>(v142.x);
        TileStats[((v146 * 4u) + 1u)] = as_type<uint>(v142.y);
        TileStats[((v146 * 4u) + 2u)] = as_type<uint>(v142.z);
        TileStats[((v146 * 4u) + 3u)] = as_type<uint>(v142.w);
        v716 = v106;
        v718 = 1;
        for (bool f6 = true; ; f6 = false) {
            if (!f6) {
                int v420 = (v718 + 1);
                v716 = v417;
                v718 = v420;
            }
            bool v424 = (v718 < 4);
            if (v424) {
                uint v415 = v119[v718];
                v417 = (v716 + v415);
            } else {
                break;
            }
        }
        v721 = v106;
        v723 = 1;
        for (bool f7 = true; ; f7 = false) {
            if (!f7) {
                int v440 = (v723 + 1);
                v721 = v437;
                v723 = v440;
            }
            bool v444 = (v723 < 4);
            if (v444) {
                uint v436 = v119[v723];
                v437 = max(v721, v436);
            } else {
                break;
            }
        }
        uint4 v156 = uint4(v716, v721, v672, v102);
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
