#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* HistogramParams, texture2d<float> HdrColor, device atomic_uint* LuminanceBins, device atomic_uint* FinishedGroups, device uint* AdaptedLuminance, threadgroup array<atomic_uint, 256>& gsBins, threadgroup uint& gsIsLastGroup, thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex)
{
    uint3 v2 = {};
    uint v4 = {};
    uint2 v27 = {};
    uint2 v29 = {};
    float3 v39 = {};
    bool v54 = {};
    uint v181 = {};
    uint v93 = {};
    float v180 = {};
    uint v176 = {};
    v2 = gl_GlobalInvocationID;
    v4 = gl_LocalInvocationIndex;
    for (bool f1 = true; ; f1 = false) {
        atomic_store_explicit(&gsBins[v4], 0u, memory_order_relaxed);
        threadgroup_barrier(mem_flags::mem_threadgroup);
        v27 = v2.xy;
        v29 = HistogramParams[0].xy;
        bool2 v30 = (v27 < v29);
        bool v31 = all(v30);
        if (v31) {
            int2 v34 = int2(v27);
            int3 v35 = int3(v34, 0);
            int2 v36 = v35.xy;
            float4 v38 = HdrColor.read(uint2(v36), uint(0));
            v39 = v38.xyz;
            for (bool f2 = true; ; f2 = false) {
                v180 = dot(v39, float3(0.2126f, 0.7152f, 0.0722f));
                bool v161 = (v180 < 1e-5f);
                if (v161) {
                    v176 = 0u;
                    break;
                }
                float v163 = log2(v180);
                float v165 = as_type<float>(HistogramParams[0].z);
                float v166 = (v163 - v165);
                float v168 = as_type<float>(HistogramParams[0].w);
                float v169 = (v166 * v168);
                float v170 = saturate(v169);
                float v173 = (v170 * 254.0f);
                float v174 = (v173 + 1.0f);
                uint v175 = uint(v174);
                v176 = v175;
                break;
            }
            uint v44 = atomic_fetch_add_explicit(&gsBins[v176], 1u, memory_order_relaxed);
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        uint v48 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
        uint v51 = atomic_fetch_add_explicit(&LuminanceBins[(v4)], v48, memory_order_relaxed);
        threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup | mem_flags::mem_texture);
        v54 = (v4 == 0u);
        if (v54) {
            uint v56 = atomic_fetch_add_explicit(&FinishedGroups[0u], 1u, memory_order_relaxed);
            uint v60 = HistogramParams[1].z;
            uint v61 = (v60 - 1u);
            bool v62 = (v56 == v61);
            int v63 = select(0, 1, v62);
            uint v64 = uint(v63);
            gsIsLastGroup = v64;
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        uint v67 = gsIsLastGroup;
        bool v68 = (v67 == 0u);
        if (v68) {
            break;
        }
        uint v71 = atomic_load_explicit(&LuminanceBins[(v4)], memory_order_relaxed);
        uint v75 = (v71 * v4);
        atomic_store_explicit(&gsBins[v4], v75, memory_order_relaxed);
        threadgroup_barrier(mem_flags::mem_threadgroup);
        v181 = 128u;
        for (bool f3 = true; ; f3 = false) {
            if (!f3) {
                uint v85 = (v181 >> (1u & 31u));
                v181 = v85;
            }
            bool v90 = (v181 > 0u);
            if (v90) {
                bool v83 = (v4 < v181);
                if (v83) {
                    v93 = (v4 + v181);
                    uint v95 = atomic_load_explicit(&gsBins[v93], memory_order_relaxed);
                    uint v98 = atomic_load_explicit(&gsBins[v4], memory_order_relaxed);
                    uint v99 = (v98 + v95);
                    atomic_store_explicit(&gsBins[v4], v99, memory_order_relaxed);
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            } else {
                break;
            }
        }
        if (v54) {
            uint v105 = v29.x;
            uint v108 = v29.y;
            uint v109 = (v105 * v108);
            uint v113 = atomic_load_explicit(&LuminanceBins[0u], memory_order_relaxed);
            uint v114 = (v109 - v113);
            uint v115 = max(v114, 1u);
            uint v118 = atomic_load_explicit(&gsBins[0], memory_order_relaxed);
            float v119 = float(v118);
            float v121 = float(v115);
            float v122 = (v119 / v121);
            float v123 = (v122 - 1.0f);
            float v126 = (v123 / 254.0f);
            float v128 = as_type<float>(HistogramParams[1].x);
            float v129 = (v126 * v128);
            float v131 = as_type<float>(HistogramParams[0].z);
            float v132 = (v129 + v131);
            float v133 = exp2(v132);
            float v136 = as_type<float>(AdaptedLuminance[0u]);
            float v141 = (v133 - v136);
            float v143 = as_type<float>(HistogramParams[1].y);
            float v144 = (v141 * v143);
            float v145 = (v136 + v144);
            AdaptedLuminance[0u] = as_type<uint>(v145);
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
