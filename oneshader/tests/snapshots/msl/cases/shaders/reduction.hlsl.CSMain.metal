#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(const device uint* Values, device uint* Totals, device uint* Means, threadgroup array<uint, 128>& gsSum, threadgroup array<uint, 128>& gsMax, threadgroup array<float, 128>& gsMean, thread uint3& gl_WorkGroupID, thread uint& gl_LocalInvocationIndex)
{
    uint v4 = {};
    uint v16 = {};
    uint v19 = {};
    uint v105 = {};
    uint v51 = {};
    uint v88 = {};
    uint v96 = {};
    uint3 v2 = gl_WorkGroupID;
    v4 = gl_LocalInvocationIndex;
    v16 = v2.x;
    uint v17 = (v16 * 128u);
    v19 = (v17 + v4);
    uint v21 = Values[(v19)];
    gsSum[v4] = v21;
    gsMax[v4] = v21;
    float v32 = float(v21);
    float v33 = (v32 / 128.0f);
    gsMean[v4] = v33;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    v105 = 64u;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            uint v43 = (v105 >> (1u & 31u));
            v105 = v43;
        }
        bool v48 = (v105 > 0u);
        if (v48) {
            bool v41 = (v4 < v105);
            if (v41) {
                v51 = (v4 + v105);
                uint v53 = gsSum[v51];
                uint v56 = gsSum[v4];
                uint v57 = (v56 + v53);
                gsSum[v4] = v57;
                uint v62 = gsMax[v4];
                uint v67 = gsMax[v51];
                uint v68 = max(v62, v67);
                gsMax[v4] = v68;
                float v76 = gsMean[v51];
                float v79 = gsMean[v4];
                float v80 = (v79 + v76);
                gsMean[v4] = v80;
            }
            threadgroup_barrier(mem_flags::mem_threadgroup);
        } else {
            break;
        }
    }
    bool v46 = (v4 == 0u);
    if (v46) {
        uint v85 = gsSum[0];
        v88 = (v16 * 2u);
        Totals[(v88)] = v85;
        uint v92 = gsMax[0];
        v96 = (v88 + 1u);
        Totals[(v96)] = v92;
        float v100 = gsMean[0];
        Means[(v16)] = as_type<uint>(v100);
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[threadgroup_position_in_grid]], uint in_1_0 [[thread_index_in_threadgroup]], const device uint* Values [[buffer(0)]], device uint* Totals [[buffer(1)]], device uint* Means [[buffer(2)]])
{
    threadgroup array<uint, 128> gsSum;
    threadgroup array<uint, 128> gsMax;
    threadgroup array<float, 128> gsMean;
    uint3 gl_WorkGroupID = {};
    uint gl_LocalInvocationIndex = {};
    gl_WorkGroupID = uint3(in_0_0);
    gl_LocalInvocationIndex = uint(in_1_0);
    CSMain_1(Values, Totals, Means, gsSum, gsMax, gsMean, gl_WorkGroupID, gl_LocalInvocationIndex);
}
