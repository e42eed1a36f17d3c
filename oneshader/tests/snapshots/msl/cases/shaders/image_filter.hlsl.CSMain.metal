#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* FilterParams, texture2d<float> Source, texture2d<float, access::write> Target, threadgroup array<float, 100>& gsTile, thread uint3& gl_GlobalInvocationID, thread uint3& gl_WorkGroupID, thread uint& gl_LocalInvocationIndex)
{
    uint3 v3 = {};
    uint3 v5 = {};
    uint v7 = {};
    uint2 v28 = {};
    int2 v30 = {};
    uint v123 = {};
    uint2 v62 = {};
    uint2 v75 = {};
    float v126 = {};
    int v128 = {};
    uint v88 = {};
    float v125 = {};
    int v130 = {};
    uint v112 = {};
    float v116 = {};
    v3 = gl_GlobalInvocationID;
    v5 = gl_WorkGroupID;
    v7 = gl_LocalInvocationIndex;
    for (bool f1 = true; ; f1 = false) {
        uint2 v27 = v5.xy;
        v28 = (v27 * uint2(8u, 8u));
        int2 v29 = int2(v28);
        v30 = (v29 - int2(1, 1));
        v123 = v7;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                uint v58 = (v123 + 64u);
                v123 = v58;
            }
            bool v68 = (v123 < 100u);
            if (v68) {
                uint v36 = (v123 % 10u);
                int v37 = int(v36);
                uint v39 = (v123 / 10u);
                int v40 = int(v39);
                int2 v41 = int2(v37, v40);
                int2 v42 = (v30 + v41);
                uint2 v44 = FilterParams[0].yz;
                int2 v45 = int2(v44);
                int2 v46 = (v45 - int2(1, 1));
                int2 v47 = clamp(v42, int2(0, 0), v46);
                int3 v50 = int3(v47, 0);
                int2 v51 = v50.xy;
                float v53 = Source.read(uint2(v51), uint(0)).x;
                gsTile[v123] = v53;
            } else {
                break;
            }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        v62 = v3.xy;
        uint2 v64 = FilterParams[0].yz;
        bool2 v65 = (v62 >= v64);
        bool v66 = any(v65);
        if (v66) {
            break;
        }
        uint2 v74 = (v62 - v28);
        v75 = (v74 + uint2(1u, 1u));
        v126 = 0.0f;
        v128 = (-1);
        for (bool f3 = true; ; f3 = false) {
            if (!f3) {
                int v81 = (v128 + 1);
                v126 = v125;
                v128 = v81;
            }
            bool v100 = (v128 <= 1);
            if (v100) {
                v125 = v126;
                v130 = (-1);
                for (bool f4 = true; ; f4 = false) {
                    if (!f4) {
                        int v119 = (v130 + 1);
                        v125 = v116;
                        v130 = v119;
                    }
                    bool v122 = (v130 <= 1);
                    if (v122) {
                        uint v102 = v75.y;
                        uint v104 = uint(v128);
                        uint v105 = (v102 + v104);
                        uint v106 = (v105 * 10u);
                        uint v108 = v75.x;
                        uint v109 = (v106 + v108);
                        uint v111 = uint(v130);
                        v112 = (v109 + v111);
                        float v114 = gsTile[v112];
                        v116 = (v125 + v114);
                    } else {
                        break;
                    }
                }
            } else {
                break;
            }
        }
        uint v84 = v75.y;
        uint v85 = (v84 * 10u);
        uint v87 = v75.x;
        v88 = (v85 + v87);
        float v90 = gsTile[v88];
        float v92 = (v126 / 9.0f);
        float v94 = as_type<float>(FilterParams[0].x);
        float v95 = mix(v90, v92, v94);
        Target.write(float4(v95, 0.0f, 0.0f, 0.0f), uint2(v62));
        break;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], uint3 in_1_0 [[threadgroup_position_in_grid]], uint in_2_0 [[thread_index_in_threadgroup]], constant uint4* FilterParams [[buffer(0)]], texture2d<float> Source [[texture(0)]], texture2d<float, access::write> Target [[texture(1)]])
{
    threadgroup array<float, 100> gsTile;
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_WorkGroupID = {};
    uint gl_LocalInvocationIndex = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    gl_WorkGroupID = uint3(in_1_0);
    gl_LocalInvocationIndex = uint(in_2_0);
    CSMain_1(FilterParams, Source, Target, gsTile, gl_GlobalInvocationID, gl_WorkGroupID, gl_LocalInvocationIndex);
}
