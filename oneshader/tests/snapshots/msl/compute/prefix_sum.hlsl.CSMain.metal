#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* ScanParams, const device uint* ScanInput, device uint* ScanOutput, device uint* GroupTotals, threadgroup array<uint, 512>& gsScan, thread uint3& gl_WorkGroupID, thread uint3& gl_LocalInvocationID)
{
    uint v26 = {};
    uint v29 = {};
    uint v34 = {};
    uint v35 = {};
    uint v38 = {};
    bool v43 = {};
    bool v55 = {};
    uint v62 = {};
    uint v181 = {};
    uint v182 = {};
    uint v83 = {};
    uint v90 = {};
    uint v102 = {};
    uint v180 = {};
    uint v183 = {};
    uint v114 = {};
    uint v135 = {};
    uint v142 = {};
    uint3 v2 = gl_WorkGroupID;
    uint3 v4 = gl_LocalInvocationID;
    v26 = v4.x;
    v29 = v2.x;
    uint v30 = (v29 * 512u);
    v34 = (2u * v26);
    v35 = (v30 + v34);
    v38 = (v35 + 1u);
    uint v42 = ScanParams[0].x;
    v43 = (v35 < v42);
    uint v46 = ScanInput[(v35)];
    uint v47 = select(0u, v46, v43);
    gsScan[v34] = v47;
    v55 = (v38 < v42);
    uint v58 = ScanInput[(v38)];
    uint v59 = select(0u, v58, v55);
    v62 = (v34 + 1u);
    gsScan[v62] = v59;
    v181 = 1u;
    v182 = 256u;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            uint v72 = (v182 >> (1u & 31u));
            v181 = v102;
            v182 = v72;
        }
        bool v77 = (v182 > 0u);
        if (v77) {
            threadgroup_barrier(mem_flags::mem_threadgroup);
            bool v70 = (v26 < v182);
            if (v70) {
                uint v82 = (v181 * v62);
                v83 = (v82 - 1u);
                uint v88 = (v34 + 2u);
                uint v89 = (v181 * v88);
                v90 = (v89 - 1u);
                uint v94 = gsScan[v83];
                uint v97 = gsScan[v90];
                uint v98 = (v97 + v94);
                gsScan[v90] = v98;
            }
            v102 = (v181 << (1u & 31u));
        } else {
            break;
        }
    }
    bool v75 = (v26 == 0u);
    if (v75) {
        uint v105 = gsScan[511];
        GroupTotals[(v29)] = v105;
        gsScan[511] = 0u;
    }
    v180 = v181;
    v183 = 1u;
    for (bool f2 = true; ; f2 = false) {
        if (!f2) {
            uint v121 = (v183 << (1u & 31u));
            v180 = v114;
            v183 = v121;
        }
        bool v129 = (v183 < 512u);
        if (v129) {
            v114 = (v180 >> (1u & 31u));
            threadgroup_barrier(mem_flags::mem_threadgroup);
            bool v119 = (v26 < v183);
            if (v119) {
                uint v134 = (v114 * v62);
                v135 = (v134 - 1u);
                uint v140 = (v34 + 2u);
                uint v141 = (v114 * v140);
                v142 = (v141 - 1u);
                uint v146 = gsScan[v135];
                uint v150 = gsScan[v142];
                gsScan[v135] = v150;
                uint v157 = gsScan[v142];
                uint v158 = (v157 + v146);
                gsScan[v142] = v158;
            }
        } else {
            break;
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (v43) {
        uint v164 = gsScan[v34];
        ScanOutput[(v35)] = v164;
    }
    if (v55) {
        uint v176 = gsScan[v62];
        ScanOutput[(v38)] = v176;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[threadgroup_position_in_grid]], uint3 in_1_0 [[thread_position_in_threadgroup]], constant uint4* ScanParams [[buffer(0)]], const device uint* ScanInput [[buffer(1)]], device uint* ScanOutput [[buffer(2)]], device uint* GroupTotals [[buffer(3)]])
{
    threadgroup array<uint, 512> gsScan;
    uint3 gl_WorkGroupID = {};
    uint3 gl_LocalInvocationID = {};
    gl_WorkGroupID = uint3(in_0_0);
    gl_LocalInvocationID = uint3(in_1_0);
    CSMain_1(ScanParams, ScanInput, ScanOutput, GroupTotals, gsScan, gl_WorkGroupID, gl_LocalInvocationID);
}
