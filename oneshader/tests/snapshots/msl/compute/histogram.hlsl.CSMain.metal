#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* HistogramParams, texture2d<float> HdrColor, device atomic_uint* LuminanceBins, device atomic_uint* FinishedGroups, device uint* AdaptedLuminance, threadgroup array<atomic_uint, 256>& gsBins, threadgroup uint& gsIsLastGroup, thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex)
{
    uint3 v2 = {};
    uint v4 = {};
    uint2 v12 = {};
    uint2 v14 = {};
    float3 v23 = {};
    bool v33 = {};
    uint v94 = {};
    uint v106 = {};
    uint v118 = {};
    uint v130 = {};
    uint v142 = {};
    uint v154 = {};
    uint v166 = {};
    uint v178 = {};
    float v215 = {};
    uint v211 = {};
    v2 = gl_GlobalInvocationID;
    v4 = gl_LocalInvocationIndex;
    for (bool f1 = true; ; f1 = false) {
        atomic_store_explicit(&gsBins[v4], 0u, memory_order_relaxed);
        threadgroup_barrier(mem_flags::mem_threadgroup);
        v12 = v2.xy;
        v14 = HistogramParams[0].xy;
        bool2 v15 = (v12 < v14);
        bool v16 = all(v15);
        if (v16) {
            int2 v18 = int2(v12);
            int3 v19 = int3(v18, 0);
            int2 v20 = v19.xy;
            float4 v22 = HdrColor.read(uint2(v20), uint(0));
            v23 = v22.xyz;
            for (bool f2 = true; ; f2 = false) {
                v215 = dot(v23, float3(0.2126f, 0.7152f, 0.0722f));
                bool v196 = (v215 < 1e-5f);
                if (v196) {
                    v211 = 0u;
                    break;
                }
                float v198 = log2(v215);
                float v200 = as_type<float>(HistogramParams[0].z);
                float v201 = (v198 - v200);
                float v203 = as_type<float>(HistogramParams[0].w);
                float v204 = (v201 * v203);
                float v205 = saturate(v204);
                float v208 = (v205 * 254.0f);
                float v209 = (v208 + 1.0f);
                uint v210 = uint(v209);
                v211 = v210;
                break;
            }
            uint v26 = atomic_fetch_add_explicit(&gsBins[v211], 1u, memory_order_relaxed);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        uint v29 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
        uint v31 = atomic_fetch_add_explicit(&LuminanceBins[(v4)], v29, memory_order_relaxed);
        threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup | mem_flags::mem_texture);
        v33 = (v4 == 0u);
        if (v33) {
            uint v35 = atomic_fetch_add_explicit(&FinishedGroups[0u], 1u, memory_order_relaxed);
            uint v37 = HistogramParams[1].z;
            uint v38 = (v37 - 1u);
            bool v39 = (v35 == v38);
            int v40 = select(0, 1, v39);
            uint v41 = uint(v40);
            gsIsLastGroup = v41;
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        uint v44 = gsIsLastGroup;
        bool v45 = (v44 == 0u);
        if (v45) {
            break;
        }
        uint v47 = atomic_load_explicit(&LuminanceBins[(v4)], memory_order_relaxed);
        uint v48 = (v47 * v4);
        atomic_store_explicit(&gsBins[v4], v48, memory_order_relaxed);
        threadgroup_barrier(mem_flags::mem_threadgroup);
        bool v91 = (v4 < 128u);
        if (v91) {
            v94 = (v4 + 128u);
            uint v96 = atomic_load_explicit(&gsBins[v94], memory_order_relaxed);
            uint v98 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
            uint v99 = (v98 + v96);
            atomic_store_explicit(&gsBins[v4], v99, memory_order_relaxed);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        bool v103 = (v4 < 64u);
        if (v103) {
            v106 = (v4 + 64u);
            uint v108 = atomic_load_explicit(&gsBins[v106], memory_order_relaxed);
            uint v110 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
            uint v111 = (v110 + v108);
            atomic_store_explicit(&gsBins[v4], v111, memory_order_relaxed);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        bool v115 = (v4 < 32u);
        if (v115) {
            v118 = (v4 + 32u);
            uint v120 = atomic_load_explicit(&gsBins[v118], memory_order_relaxed);
            uint v122 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
            uint v123 = (v122 + v120);
            atomic_store_explicit(&gsBins[v4], v123, memory_order_relaxed);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        bool v127 = (v4 < 16u);
        if (v127) {
            v130 = (v4 + 16u);
            uint v132 = atomic_load_explicit(&gsBins[v130], memory_order_relaxed);
            uint v134 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
            uint v135 = (v134 + v132);
            atomic_store_explicit(&gsBins[v4], v135, memory_order_relaxed);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        bool v139 = (v4 < 8u);
        if (v139) {
            v142 = (v4 + 8u);
            uint v144 = atomic_load_explicit(&gsBins[v142], memory_order_relaxed);
            uint v146 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
            uint v147 = (v146 + v144);
            atomic_store_explicit(&gsBins[v4], v147, memory_order_relaxed);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        bool v151 = (v4 < 4u);
        if (v151) {
            v154 = (v4 + 4u);
            uint v156 = atomic_load_explicit(&gsBins[v154], memory_order_relaxed);
            uint v158 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
            uint v159 = (v158 + v156);
            atomic_store_explicit(&gsBins[v4], v159, memory_order_relaxed);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        bool v163 = (v4 < 2u);
        if (v163) {
            v166 = (v4 + 2u);
            uint v168 = atomic_load_explicit(&gsBins[v166], memory_order_relaxed);
            uint v170 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
            uint v171 = (v170 + v168);
            atomic_store_explicit(&gsBins[v4], v171, memory_order_relaxed);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        bool v175 = (v4 < 1u);
        if (v175) {
            v178 = (v4 + 1u);
            uint v180 = atomic_load_explicit(&gsBins[v178], memory_order_relaxed);
            uint v182 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
            uint v183 = (v182 + v180);
            atomic_store_explicit(&gsBins[v4], v183, memory_order_relaxed);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        if (v33) {
            uint v55 = v14.x;
            uint v58 = v14.y;
            uint v59 = (v55 * v58);
            uint v61 = atomic_load_explicit(&LuminanceBins[0u], memory_order_relaxed);
            uint v62 = (v59 - v61);
            uint v63 = max(v62, 1u);
            uint v65 = atomic_load_explicit(&gsBins[0], memory_order_relaxed);
            float v66 = float(v65);
            float v67 = float(v63);
            float v68 = (v66 / v67);
            float v69 = (v68 - 1.0f);
            float v70 = (v69 / 254.0f);
            float v72 = as_type<float>(HistogramParams[1].x);
            float v73 = (v70 * v72);
            float v75 = as_type<float>(HistogramParams[0].z);
            float v76 = (v73 + v75);
            float v77 = exp2(v76);
            float v79 = as_type<float>(AdaptedLuminance[0u]);
            float v80 = (v77 - v79);
            float v82 = as_type<float>(HistogramParams[1].y);
            float v83 = (v80 * v82);
            float v84 = (v79 + v83);
            AdaptedLuminance[0u] = as_type<uint>(v84);
            atomic_store_explicit(&FinishedGroups[0u], 0u, memory_order_relaxed);
        }
        atomic_store_explicit(&LuminanceBins[(v4)], 0u, memory_order_relaxed);
        break;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], uint in_1_0 [[thread_index_in_threadgroup]], constant uint4* HistogramParams [[buffer(0)]], texture2d<float> HdrColor [[texture(0)]], device atomic_uint* LuminanceBins [[buffer(1)]], device atomic_uint* FinishedGroups [[buffer(2)]], device uint* AdaptedLuminance [[buffer(3)]])
{
    threadgroup array<atomic_uint, 256> gsBins;
    threadgroup uint gsIsLastGroup;
    uint3 gl_GlobalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    gl_LocalInvocationIndex = uint(in_1_0);
    CSMain_1(HistogramParams, HdrColor, LuminanceBins, FinishedGroups, AdaptedLuminance, gsBins, gsIsLastGroup, gl_GlobalInvocationID, gl_LocalInvocationIndex);
}
