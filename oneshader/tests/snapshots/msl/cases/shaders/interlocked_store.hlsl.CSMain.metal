#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(device atomic_uint* U, device atomic_uint* B, threadgroup array<atomic_uint, 2>& gsU, thread uint& gl_LocalInvocationIndex)
{
    uint v1 = {};
    bool v47 = {};
    uint v63 = {};
    v1 = gl_LocalInvocationIndex;
    uint t1 = 9u;
    while (!atomic_compare_exchange_weak_explicit(&U[0u], &t1, 99u, memory_order_relaxed, memory_order_relaxed) && t1 == 9u) {}
    uint v9 = t1;
    uint t2 = 1234u;
    while (!atomic_compare_exchange_weak_explicit(&U[1u], &t2, v1, memory_order_relaxed, memory_order_relaxed) && t2 == 1234u) {}
    uint v12 = t2;
    uint t3 = 3u;
    while (!atomic_compare_exchange_weak_explicit(&B[0u], &t3, 33u, memory_order_relaxed, memory_order_relaxed) && t3 == 3u) {}
    uint v15 = t3;
    uint v17 = (v1 + 1u);
    uint t4 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&B[1u], &t4, v17, memory_order_relaxed, memory_order_relaxed) && t4 == 0u) {}
    uint v20 = t4;
    uint v21 = as_type<uint>(0.0f);
    uint v22 = as_type<uint>(5.0f);
    uint t5 = v21;
    while (!atomic_compare_exchange_weak_explicit(&B[2u], &t5, v22, memory_order_relaxed, memory_order_relaxed) && t5 == v21) {}
    uint v25 = t5;
    float v26 = as_type<float>(2143289345u);
    uint v27 = as_type<uint>(v26);
    uint v28 = as_type<uint>(7.0f);
    uint t6 = v27;
    while (!atomic_compare_exchange_weak_explicit(&B[5u], &t6, v28, memory_order_relaxed, memory_order_relaxed) && t6 == v27) {}
    uint v31 = t6;
    bool v33 = (v1 == 0u);
    if (v33) {
        uint v34 = as_type<uint>(1.5f);
        uint v35 = as_type<uint>(2.5f);
        uint t7 = v34;
        while (!atomic_compare_exchange_weak_explicit(&B[3u], &t7, v35, memory_order_relaxed, memory_order_relaxed) && t7 == v34) {}
        uint v38 = t7;
        float v39 = as_type<float>(v38);
        uint v42 = as_type<uint>(v39);
        atomic_store_explicit(&B[4u], v42, memory_order_relaxed);
    }
    v47 = (v1 < 2u);
    if (v47) {
        atomic_store_explicit(&gsU[v1], 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t8 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&gsU[0], &t8, 88u, memory_order_relaxed, memory_order_relaxed) && t8 == 0u) {}
    uint v53 = t8;
    uint t9 = 7u;
    while (!atomic_compare_exchange_weak_explicit(&gsU[1], &t9, 1u, memory_order_relaxed, memory_order_relaxed) && t9 == 7u) {}
    uint v55 = t9;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (v47) {
        uint v61 = atomic_load_explicit(&gsU[v1], memory_order_relaxed);
        v63 = (2u + v1);
        atomic_store_explicit(&U[(v63)], v61, memory_order_relaxed);
    }
    return;
}

kernel void CSMain(uint in_0_0 [[thread_index_in_threadgroup]], device atomic_uint* U [[buffer(0)]], device atomic_uint* B [[buffer(1)]])
{
    threadgroup array<atomic_uint, 2> gsU;
    uint gl_LocalInvocationIndex = {};
    gl_LocalInvocationIndex = uint(in_0_0);
    CSMain_1(U, B, gsU, gl_LocalInvocationIndex);
}
