#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(device atomic_uint* U, device atomic_int* I, device atomic_uint* B, device atomic_uint* Result, threadgroup array<atomic_uint, 10>& gsU, threadgroup array<atomic_int, 3>& gsI, thread uint& gl_LocalInvocationIndex)
{
    uint v1 = {};
    uint v10 = {};
    uint v14 = {};
    uint v18 = {};
    uint v22 = {};
    uint v23 = {};
    bool v35 = {};
    int v59 = {};
    int v64 = {};
    bool v137 = {};
    bool v154 = {};
    uint v236 = {};
    uint v246 = {};
    v1 = gl_LocalInvocationIndex;
    v10 = (v1 + 1u);
    uint v12 = atomic_fetch_add_explicit(&U[0u], v10, memory_order_relaxed);
    v14 = (v1 + 100u);
    uint v16 = atomic_fetch_min_explicit(&U[1u], v14, memory_order_relaxed);
    v18 = (v1 * 3u);
    uint v20 = atomic_fetch_max_explicit(&U[2u], v18, memory_order_relaxed);
    v22 = (1u << (v1 & 31u));
    v23 = ~(v22);
    uint v25 = atomic_fetch_and_explicit(&U[3u], v23, memory_order_relaxed);
    uint v29 = atomic_fetch_or_explicit(&U[4u], v22, memory_order_relaxed);
    uint v33 = atomic_fetch_xor_explicit(&U[5u], v22, memory_order_relaxed);
    v35 = (v1 == 0u);
    if (v35) {
        uint v37 = atomic_exchange_explicit(&U[6u], 77u, memory_order_relaxed);
        atomic_store_explicit(&Result[0u], v37, memory_order_relaxed);
    }
    uint v43 = (v1 + 200u);
    uint t1 = 5u;
    while (!atomic_compare_exchange_weak_explicit(&U[7u], &t1, v43, memory_order_relaxed, memory_order_relaxed) && t1 == 5u) {}
    uint v45 = t1;
    bool v48 = (v45 == 5u);
    if (v48) {
        uint v50 = atomic_fetch_add_explicit(&Result[1u], 1u, memory_order_relaxed);
    }
    uint v52 = atomic_fetch_add_explicit(&U[9u], 1u, memory_order_relaxed);
    uint v56 = atomic_fetch_add_explicit(&Result[2u], v52, memory_order_relaxed);
    int v58 = int(v1);
    v59 = -(v58);
    int v61 = atomic_fetch_min_explicit(&I[0u], v59, memory_order_relaxed);
    v64 = (v58 - 40);
    int v66 = atomic_fetch_max_explicit(&I[1u], v64, memory_order_relaxed);
    int v68 = atomic_fetch_add_explicit(&I[2u], (-2), memory_order_relaxed);
    int v71 = -(v68);
    uint v72 = uint(v71);
    uint v74 = atomic_fetch_add_explicit(&Result[3u], v72, memory_order_relaxed);
    int t2 = (-7);
    while (!atomic_compare_exchange_weak_explicit(&I[3u], &t2, 3, memory_order_relaxed, memory_order_relaxed) && t2 == (-7)) {}
    int v76 = t2;
    bool v79 = (v76 == (-7));
    if (v79) {
        uint v81 = atomic_fetch_add_explicit(&Result[4u], 1u, memory_order_relaxed);
    }
    uint v84 = atomic_fetch_add_explicit(&B[0u], 1u, memory_order_relaxed);
    uint v88 = atomic_fetch_max_explicit(&B[1u], v1, memory_order_relaxed);
    uint v93 = atomic_fetch_min_explicit(&B[2u], v10, memory_order_relaxed);
    uint v98 = atomic_fetch_or_explicit(&B[3u], v22, memory_order_relaxed);
    uint v104 = atomic_fetch_and_explicit(&B[4u], v23, memory_order_relaxed);
    uint v109 = atomic_fetch_xor_explicit(&B[5u], v22, memory_order_relaxed);
    if (v35) {
        uint v114 = atomic_exchange_explicit(&B[6u], 5u, memory_order_relaxed);
        atomic_store_explicit(&Result[5u], v114, memory_order_relaxed);
    }
    uint t3 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&B[7u], &t3, v10, memory_order_relaxed, memory_order_relaxed) && t3 == 0u) {}
    uint v123 = t3;
    bool v126 = (v123 == 0u);
    if (v126) {
        uint v128 = atomic_fetch_add_explicit(&Result[6u], 1u, memory_order_relaxed);
    }
    uint v131 = atomic_fetch_add_explicit(&B[9u], 2u, memory_order_relaxed);
    uint v135 = atomic_fetch_max_explicit(&Result[7u], v131, memory_order_relaxed);
    v137 = (v1 < 10u);
    if (v137) {
        bool v139 = (v1 == 1u);
        bool v141 = (v1 == 3u);
        bool v143 = (v1 == 5u);
        bool v145 = (v1 == 7u);
        uint v146 = select(0u, 5u, v145);
        uint v147 = select(v146, 252645135u, v143);
        uint v148 = select(v147, 4294967295u, v141);
        uint v149 = select(v148, 1000u, v139);
        atomic_store_explicit(&gsU[v1], v149, memory_order_relaxed);
    }
    v154 = (v1 < 3u);
    if (v154) {
        bool v156 = (v1 == 1u);
        int v157 = select(0, (-100), v156);
        atomic_store_explicit(&gsI[v1], v157, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint v165 = atomic_fetch_add_explicit(&gsU[0], v10, memory_order_relaxed);
    uint v169 = atomic_fetch_min_explicit(&gsU[1], v14, memory_order_relaxed);
    uint v173 = atomic_fetch_max_explicit(&gsU[2], v18, memory_order_relaxed);
    uint v178 = atomic_fetch_and_explicit(&gsU[3], v23, memory_order_relaxed);
    uint v182 = atomic_fetch_or_explicit(&gsU[4], v22, memory_order_relaxed);
    uint v186 = atomic_fetch_xor_explicit(&gsU[5], v22, memory_order_relaxed);
    if (v35) {
        uint v190 = atomic_exchange_explicit(&gsU[6], 66u, memory_order_relaxed);
        uint v193 = (v190 + 1u);
        atomic_store_explicit(&Result[8u], v193, memory_order_relaxed);
    }
    uint v197 = (v1 + 300u);
    uint t4 = 5u;
    while (!atomic_compare_exchange_weak_explicit(&gsU[7], &t4, v197, memory_order_relaxed, memory_order_relaxed) && t4 == 5u) {}
    uint v199 = t4;
    bool v202 = (v199 == 5u);
    if (v202) {
        uint v204 = atomic_fetch_add_explicit(&Result[9u], 1u, memory_order_relaxed);
    }
    uint v206 = atomic_fetch_add_explicit(&gsU[9], 1u, memory_order_relaxed);
    uint v210 = atomic_fetch_add_explicit(&Result[10u], v206, memory_order_relaxed);
    int v215 = atomic_fetch_min_explicit(&gsI[0], v59, memory_order_relaxed);
    int v220 = atomic_fetch_max_explicit(&gsI[1], v64, memory_order_relaxed);
    int v222 = atomic_fetch_add_explicit(&gsI[2], (-3), memory_order_relaxed);
    int v225 = (v222 + 1000);
    uint v226 = uint(v225);
    uint v228 = atomic_fetch_min_explicit(&Result[11u], v226, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (v137) {
        uint v234 = atomic_load_explicit(&gsU[v1], memory_order_relaxed);
        v236 = (16u + v1);
        atomic_store_explicit(&Result[(v236)], v234, memory_order_relaxed);
    }
    if (v154) {
        int v243 = atomic_load_explicit(&gsI[v1], memory_order_relaxed);
        uint v244 = as_type<uint>(v243);
        v246 = (26u + v1);
        atomic_store_explicit(&Result[(v246)], v244, memory_order_relaxed);
    }
    return;
}

kernel void CSMain(uint in_0_0 [[thread_index_in_threadgroup]], device atomic_uint* U [[buffer(0)]], device atomic_int* I [[buffer(1)]], device atomic_uint* B [[buffer(2)]], device atomic_uint* Result [[buffer(3)]])
{
    threadgroup array<atomic_uint, 10> gsU;
    threadgroup array<atomic_int, 3> gsI;
    uint gl_LocalInvocationIndex = {};
    gl_LocalInvocationIndex = uint(in_0_0);
    CSMain_1(U, I, B, Result, gsU, gsI, gl_LocalInvocationIndex);
}
