#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(device atomic_uint* U, device atomic_uint* B, threadgroup array<atomic_uint, 2>& gsU, thread uint& gl_LocalInvocationIndex)
{
    uint v1 = {};
    bool v21 = {};
    uint v37 = {};
    v1 = gl_LocalInvocationIndex;
    uint t1 = 9u;
    while (!atomic_compare_exchange_weak_explicit(&U[0u], &t1, 99u, memory_order_relaxed, memory_order_relaxed) && t1 == 9u) {}
    uint v8 = t1;
    uint t2 = 1234u;
    while (!atomic_compare_exchange_weak_explicit(&U[1u], &t2, v1, memory_order_relaxed, memory_order_relaxed) && t2 == 1234u) {}
    uint v11 = t2;
    uint t3 = 3u;
    while (!atomic_compare_exchange_weak_explicit(&B[0u], &t3, 33u, memory_order_relaxed, memory_order_relaxed) && t3 == 3u) {}
    uint v14 = t3;
    uint v16 = (v1 + 1u);
    uint t4 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&B[1u], &t4, v16, memory_order_relaxed, memory_order_relaxed) && t4 == 0u) {}
    uint v19 = t4;
    v21 = (v1 < 2u);
    if (v21) {
        atomic_store_explicit(&gsU[v1], 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint t5 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&gsU[0], &t5, 88u, memory_order_relaxed, memory_order_relaxed) && t5 == 0u) {}
    uint v27 = t5;
    uint t6 = 7u;
    while (!atomic_compare_exchange_weak_explicit(&gsU[1], &t6, 1u, memory_order_relaxed, memory_order_relaxed) && t6 == 7u) {}
    uint v29 = t6;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (v21) {
        uint v35 = atomic_load_explicit(&gsU[v1], memory_order_relaxed);
        v37 = (2u + v1);
        atomic_store_explicit(&U[(v37)], v35, memory_order_relaxed);
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
