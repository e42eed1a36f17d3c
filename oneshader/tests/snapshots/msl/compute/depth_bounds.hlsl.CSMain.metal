#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> DepthBuffer, texture2d<float, access::write> TileDepthBounds, device atomic_uint* GlobalDepthBounds, threadgroup atomic_uint& gsMinDepthBits, threadgroup atomic_uint& gsMaxDepthBits, threadgroup atomic_uint& gsSkyCount, thread uint3& gl_GlobalInvocationID, thread uint3& gl_LocalInvocationID, thread uint3& gl_WorkGroupID, thread uint& gl_LocalInvocationIndex)
{
    uint3 v4 = {};
    uint3 v6 = {};
    uint3 v8 = {};
    float v58 = {};
    v4 = gl_GlobalInvocationID;
    v6 = gl_LocalInvocationID;
    v8 = gl_WorkGroupID;
    uint v10 = gl_LocalInvocationIndex;
    bool v33 = (v10 == 0u);
    if (v33) {
        atomic_store_explicit(&gsMinDepthBits, 2139095039u, memory_order_relaxed);
        atomic_store_explicit(&gsMaxDepthBits, 0u, memory_order_relaxed);
        atomic_store_explicit(&gsSkyCount, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint2 v38 = uint2(DepthBuffer.get_width(uint(0u)), DepthBuffer.get_height(uint(0u)));
    uint v39 = v38.x;
    uint v41 = v38.y;
    uint v44 = v4.x;
    bool v46 = (v44 < v39);
    uint v48 = v4.y;
    bool v50 = (v48 < v41);
    bool v51 = (v46 & v50);
    if (v51) {
        uint2 v53 = v4.xy;
        int2 v54 = int2(v53);
        int3 v55 = int3(v54, 0);
        int2 v56 = v55.xy;
        v58 = DepthBuffer.read(uint2(v56), uint(0)).x;
        bool v61 = (v58 < 1.0f);
        if (v61) {
            uint v68 = as_type<uint>(v58);
            uint v71 = atomic_fetch_min_explicit(&gsMinDepthBits, v68, memory_order_relaxed);
            uint v73 = atomic_fetch_max_explicit(&gsMaxDepthBits, v68, memory_order_relaxed);
        } else {
            uint v74 = atomic_fetch_add_explicit(&gsSkyCount, 1u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint2 v64 = v6.xy;
    bool2 v65 = (v64 == uint2(0u, 0u));
    bool v66 = all(v65);
    if (v66) {
        uint v75 = atomic_load_explicit(&gsSkyCount, memory_order_relaxed);
        bool v76 = (v75 == 256u);
        uint v79 = atomic_load_explicit(&gsMinDepthBits, memory_order_relaxed);
        float v80 = as_type<float>(v79);
        float v81 = select(v80, 1.0f, v76);
        uint v84 = atomic_load_explicit(&gsMaxDepthBits, memory_order_relaxed);
        float v85 = as_type<float>(v84);
        float v86 = select(v85, 1.0f, v76);
        float2 v90 = float2(v81, v86);
        uint2 v92 = v8.xy;
        TileDepthBounds.write(float4(v90, 0.0f, 0.0f), uint2(v92));
        bool v95 = !(v76);
        if (v95) {
            uint v96 = atomic_load_explicit(&gsMinDepthBits, memory_order_relaxed);
            uint v98 = atomic_fetch_min_explicit(&GlobalDepthBounds[0u], v96, memory_order_relaxed);
            uint v99 = atomic_load_explicit(&gsMaxDepthBits, memory_order_relaxed);
            uint v101 = atomic_fetch_max_explicit(&GlobalDepthBounds[1u], v99, memory_order_relaxed);
        }
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], uint3 in_1_0 [[thread_position_in_threadgroup]], uint3 in_2_0 [[threadgroup_position_in_grid]], uint in_3_0 [[thread_index_in_threadgroup]], texture2d<float> DepthBuffer [[texture(0)]], texture2d<float, access::write> TileDepthBounds [[texture(1)]], device atomic_uint* GlobalDepthBounds [[buffer(0)]])
{
    threadgroup atomic_uint gsMinDepthBits;
    threadgroup atomic_uint gsMaxDepthBits;
    threadgroup atomic_uint gsSkyCount;
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_LocalInvocationID = {};
    uint3 gl_WorkGroupID = {};
    uint gl_LocalInvocationIndex = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    gl_LocalInvocationID = uint3(in_1_0);
    gl_WorkGroupID = uint3(in_2_0);
    gl_LocalInvocationIndex = uint(in_3_0);
    CSMain_1(DepthBuffer, TileDepthBounds, GlobalDepthBounds, gsMinDepthBits, gsMaxDepthBits, gsSkyCount, gl_GlobalInvocationID, gl_LocalInvocationID, gl_WorkGroupID, gl_LocalInvocationIndex);
}
