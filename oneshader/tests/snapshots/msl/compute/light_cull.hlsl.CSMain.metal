#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct ClusterBounds
{
    float4 MinVS;
    float4 MaxVS;
};

struct PunctualLight
{
    float3 PositionWS;
    float Range;
    float3 Color;
    float Intensity;
    float3 DirectionWS;
    float SpotCosOuter;
    float SpotCosInner;
    uint Type;
    int ShadowIndex;
    uint Flags;
};

struct ClusterRange
{
    uint Offset;
    uint Count;
};

static inline ClusterBounds load_ClusterBoxesIn(uint w, const device uint* ClusterBoxesIn)
{
    return ClusterBounds{float4(as_type<float>(ClusterBoxesIn[w]), as_type<float>(ClusterBoxesIn[(w + 1u)]), as_type<float>(ClusterBoxesIn[(w + 2u)]), as_type<float>(ClusterBoxesIn[(w + 3u)])), float4(as_type<float>(ClusterBoxesIn[(w + 4u)]), as_type<float>(ClusterBoxesIn[((w + 4u) + 1u)]), as_type<float>(ClusterBoxesIn[((w + 4u) + 2u)]), as_type<float>(ClusterBoxesIn[((w + 4u) + 3u)]))};
}

static inline PunctualLight load_AllLights(uint w, const device uint* AllLights)
{
    return PunctualLight{float3(as_type<float>(AllLights[w]), as_type<float>(AllLights[(w + 1u)]), as_type<float>(AllLights[(w + 2u)])), as_type<float>(AllLights[(w + 3u)]), float3(as_type<float>(AllLights[(w + 4u)]), as_type<float>(AllLights[((w + 4u) + 1u)]), as_type<float>(AllLights[((w + 4u) + 2u)])), as_type<float>(AllLights[(w + 7u)]), float3(as_type<float>(AllLights[(w + 8u)]), as_type<float>(AllLights[((w + 8u) + 1u)]), as_type<float>(AllLights[((w + 8u) + 2u)])), as_type<float>(AllLights[(w + 11u)]), as_type<float>(AllLights[(w + 12u)]), AllLights[(w + 13u)], as_type<int>(AllLights[(w + 14u)]), AllLights[(w + 15u)]};
}

static inline void store_ClusterRangesOut(uint w, ClusterRange v, device uint* ClusterRangesOut)
{
    ClusterRangesOut[w] = v.Offset;
    ClusterRangesOut[(w + 1u)] = v.Count;
}

static inline void CSMain_1(constant uint4* View, const device uint* ClusterBoxesIn, const device uint* AllLights, device uint* ClusterRangesOut, device uint* ClusterLightIndicesOut, device atomic_uint* IndexAllocator, constant uint4* CullParams, threadgroup atomic_uint& gsHitCount, threadgroup array<uint, 64>& gsHits, threadgroup uint& gsBaseOffset, threadgroup uint& gsStoredCount, threadgroup atomic_uint& gsTypeMask, thread uint3& gl_WorkGroupID, thread uint& gl_LocalInvocationIndex)
{
    uint v4 = {};
    uint v27 = {};
    bool v30 = {};
    float4 v198 = {};
    float4 v200 = {};
    uint v222 = {};
    uint v41 = {};
    uint v51 = {};
    uint v57 = {};
    float3 v201 = {};
    float v203 = {};
    uint v215 = {};
    bool v234 = {};
    uint v93 = {};
    uint v245 = {};
    uint v149 = {};
    uint3 v2 = gl_WorkGroupID;
    v4 = gl_LocalInvocationIndex;
    v27 = v2.x;
    v30 = (v4 == 0u);
    if (v30) {
        atomic_store_explicit(&gsHitCount, 0u, memory_order_relaxed);
        atomic_store_explicit(&gsTypeMask, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    ClusterBounds v36 = load_ClusterBoxesIn((v27 * 8u), ClusterBoxesIn);
    v198 = v36.MinVS;
    v200 = v36.MaxVS;
    v222 = 0u;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            uint v48 = (v222 + 64u);
            v222 = v48;
        }
        v57 = CullParams[0].x;
        bool v58 = (v222 < v57);
        if (v58) {
            v41 = (v222 + v4);
            bool v46 = (v41 < v57);
            if (v46) {
                PunctualLight v61 = load_AllLights((v41 * 16u), AllLights);
                v201 = v61.PositionWS;
                v203 = v61.Range;
                v215 = v61.Type;
                bool v66 = (v215 != 2u);
                if (v66) {
                    float4x4 v74 = float4x4(float4(as_type<float>(View[4].x), as_type<float>(View[5].x), as_type<float>(View[6].x), as_type<float>(View[7].x)), float4(as_type<float>(View[4].y), as_type<float>(View[5].y), as_type<float>(View[6].y), as_type<float>(View[7].y)), float4(as_type<float>(View[4].z), as_type<float>(View[5].z), as_type<float>(View[6].z), as_type<float>(View[7].z)), float4(as_type<float>(View[4].w), as_type<float>(View[5].w), as_type<float>(View[6].w), as_type<float>(View[7].w)));
                    float4 v77 = float4(v201, 1.0f);
                    float4 v78 = (v77 * v74);
                    float3 v79 = v78.xyz;
                    float3 v86 = v198.xyz;
                    float3 v89 = v200.xyz;
                    float3 v171 = clamp(v79, v86, v89);
                    float3 v175 = (v171 - v79);
                    float v179 = dot(v175, v175);
                    float v182 = (v203 * v203);
                    bool v183 = (v179 <= v182);
                    v234 = v183;
                } else {
                    v234 = true;
                }
                if (v234) {
                    v93 = atomic_fetch_add_explicit(&gsHitCount, 1u, memory_order_relaxed);
                    bool v96 = (v93 < 64u);
                    if (v96) {
                        gsHits[v93] = v41;
                    }
                    uint v103 = (1u << (v215 & 31u));
                    uint v104 = atomic_fetch_or_explicit(&gsTypeMask, v103, memory_order_relaxed);
                }
            }
            threadgroup_barrier(mem_flags::mem_threadgroup);
            uint v68 = atomic_load_explicit(&gsHitCount, memory_order_relaxed);
            threadgroup_barrier(mem_flags::mem_threadgroup);
            bool v72 = (v68 >= 64u);
            if (v72) {
                break;
            }
        } else {
            break;
        }
    }
    uint v50 = atomic_load_explicit(&gsHitCount, memory_order_relaxed);
    v51 = min(v50, 64u);
    if (v30) {
        uint v107 = atomic_fetch_add_explicit(&IndexAllocator[0u], v51, memory_order_relaxed);
        uint v111 = (v107 + v51);
        uint v113 = CullParams[0].y;
        bool v114 = (v111 > v113);
        bool v121 = (v107 < v113);
        uint v125 = (v113 - v107);
        uint v126 = select(0u, v125, v121);
        uint v242 = select(v51, v126, v114);
        gsBaseOffset = v107;
        gsStoredCount = v242;
        ClusterRange v138 = ClusterRange{v107, v242};
        store_ClusterRangesOut((v27 * 2u), v138, ClusterRangesOut);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    v245 = v4;
    for (bool f2 = true; ; f2 = false) {
        if (!f2) {
            uint v153 = (v245 + 64u);
            v245 = v153;
        }
        uint v156 = gsStoredCount;
        bool v157 = (v245 < v156);
        if (v157) {
            uint v142 = gsBaseOffset;
            uint v144 = (v142 + v245);
            uint v145 = (v144 * 4u);
            uint v148 = gsHits[v245];
            v149 = (v145 >> (2u & 31u));
            ClusterLightIndicesOut[(v149)] = v148;
        } else {
            break;
        }
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[threadgroup_position_in_grid]], uint in_1_0 [[thread_index_in_threadgroup]], constant uint4* View [[buffer(0)]], const device uint* ClusterBoxesIn [[buffer(1)]], const device uint* AllLights [[buffer(2)]], device uint* ClusterRangesOut [[buffer(3)]], device uint* ClusterLightIndicesOut [[buffer(4)]], device atomic_uint* IndexAllocator [[buffer(5)]], constant uint4* CullParams [[buffer(6)]])
{
    threadgroup atomic_uint gsHitCount;
    threadgroup array<uint, 64> gsHits;
    threadgroup uint gsBaseOffset;
    threadgroup uint gsStoredCount;
    threadgroup atomic_uint gsTypeMask;
    uint3 gl_WorkGroupID = {};
    uint gl_LocalInvocationIndex = {};
    gl_WorkGroupID = uint3(in_0_0);
    gl_LocalInvocationIndex = uint(in_1_0);
    CSMain_1(View, ClusterBoxesIn, AllLights, ClusterRangesOut, ClusterLightIndicesOut, IndexAllocator, CullParams, gsHitCount, gsHits, gsBaseOffset, gsStoredCount, gsTypeMask, gl_WorkGroupID, gl_LocalInvocationIndex);
}
