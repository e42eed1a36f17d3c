#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct InstanceData
{
    float4x4 ObjectToWorld;
    float3 BoundsCenter;
    float BoundsRadius;
    uint DrawIndex;
    uint LodCount;
    float2 LodDistances;
};

static inline InstanceData load_Instances(uint w, const device uint* Instances)
{
    return InstanceData{float4x4(float4(as_type<float>(Instances[w]), as_type<float>(Instances[(w + 4u)]), as_type<float>(Instances[(w + 8u)]), as_type<float>(Instances[(w + 12u)])), float4(as_type<float>(Instances[(w + 1u)]), as_type<float>(Instances[((w + 1u) + 4u)]), as_type<float>(Instances[((w + 1u) + 8u)]), as_type<float>(Instances[((w + 1u) + 12u)])), float4(as_type<float>(Instances[(w + 2u)]), as_type<float>(Instances[((w + 2u) + 4u)]), as_type<float>(Instances[((w + 2u) + 8u)]), as_type<float>(Instances[((w + 2u) + 12u)])), float4(as_type<float>(Instances[(w + 3u)]), as_type<float>(Instances[((w + 3u) + 4u)]), as_type<float>(Instances[((w + 3u) + 8u)]), as_type<float>(Instances[((w + 3u) + 12u)]))), float3(as_type<float>(Instances[(w + 16u)]), as_type<float>(Instances[((w + 16u) + 1u)]), as_type<float>(Instances[((w + 16u) + 2u)])), as_type<float>(Instances[(w + 19u)]), Instances[(w + 20u)], Instances[(w + 21u)], float2(as_type<float>(Instances[(w + 22u)]), as_type<float>(Instances[((w + 22u) + 1u)]))};
}

static inline bool SphereInFrustum(float3 a0, float a1, constant uint4* CullFrame, const device uint* Instances, device atomic_uint* DrawArgs, device uint* VisibleInstances, device atomic_uint* CullStats, device atomic_uint* VisibilityBits, constant uint4* CullLimits, thread uint3& gl_GlobalInvocationID)
{
    uint v25 = {};
    v25 = 0u;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            uint v23 = (v25 + 1u);
            v25 = v23;
        }
        bool v7 = (v25 < 6u);
        if (v7) {
            float4 v10 = float4(as_type<float>(CullFrame[(v25 * 4u) / 4u][(v25 * 4u) % 4u]), as_type<float>(CullFrame[((v25 * 4u) + 1u) / 4u][((v25 * 4u) + 1u) % 4u]), as_type<float>(CullFrame[((v25 * 4u) + 2u) / 4u][((v25 * 4u) + 2u) % 4u]), as_type<float>(CullFrame[((v25 * 4u) + 3u) / 4u][((v25 * 4u) + 3u) % 4u]));
            float3 v11 = v10.xyz;
            float v13 = dot(v11, a0);
            float v17 = v10.w;
            float v18 = (v13 + v17);
            float v20 = -(a1);
            bool v21 = (v18 < v20);
            if (v21) {
                return false;
            }
        } else {
            break;
        }
    }
    return true;
}

static inline void CSMain_1(constant uint4* CullFrame, const device uint* Instances, device atomic_uint* DrawArgs, device uint* VisibleInstances, device atomic_uint* CullStats, device atomic_uint* VisibilityBits, constant uint4* CullLimits, thread uint3& gl_GlobalInvocationID)
{
    uint3 v1 = {};
    uint v16 = {};
    uint v140 = {};
    float3 v32 = {};
    float v59 = {};
    bool v65 = {};
    bool v72 = {};
    bool v150 = {};
    bool v82 = {};
    bool v148 = {};
    uint v101 = {};
    uint v103 = {};
    uint v107 = {};
    uint v116 = {};
    uint v125 = {};
    v1 = gl_GlobalInvocationID;
    for (bool f1 = true; ; f1 = false) {
        v16 = v1.x;
        uint v20 = CullFrame[7].x;
        bool v21 = (v16 >= v20);
        if (v21) {
            break;
        }
        InstanceData v24 = load_Instances((v16 * 24u), Instances);
        float4x4 v134 = v24.ObjectToWorld;
        float3 v136 = v24.BoundsCenter;
        float v138 = v24.BoundsRadius;
        v140 = v24.DrawIndex;
        float4 v30 = float4(v136, 1.0f);
        float4 v31 = (v30 * v134);
        v32 = v31.xyz;
        float4 v36 = v134[0];
        float3 v37 = v36.xyz;
        float4 v38 = v134[1];
        float3 v39 = v38.xyz;
        float4 v40 = v134[2];
        float3 v41 = v40.xyz;
        float3x3 v42 = float3x3(v37, v39, v41);
        float3 v45 = (float3(1.0f, 0.0f, 0.0f) * v42);
        float v46 = length(v45);
        float3 v48 = (float3(0.0f, 1.0f, 0.0f) * v42);
        float v49 = length(v48);
        float3 v51 = (float3(0.0f, 0.0f, 1.0f) * v42);
        float v52 = length(v51);
        float v53 = max(v49, v52);
        float v54 = max(v46, v53);
        v59 = (v138 * v54);
        uint v64 = CullFrame[7].y;
        v65 = (v140 < v64);
        if (v65) {
            uint v69 = CullFrame[7].w;
            uint v70 = (v69 & 1u);
            bool v71 = (v70 != 0u);
            v72 = v71;
        } else {
            v72 = false;
        }
        if (v72) {
            bool v75 = SphereInFrustum(v32, v59, CullFrame, Instances, DrawArgs, VisibleInstances, CullStats, VisibilityBits, CullLimits, gl_GlobalInvocationID);
            v150 = v75;
        } else {
            v150 = v65;
        }
        if (v150) {
            uint v79 = CullFrame[7].w;
            uint v80 = (v79 & 2u);
            bool v81 = (v80 != 0u);
            v82 = v81;
        } else {
            v82 = false;
        }
        if (v82) {
            float3 v85 = as_type<float3>(CullFrame[6].xyz);
            float v86 = distance(v32, v85);
            float v88 = (v86 - v59);
            float v90 = as_type<float>(CullFrame[6].w);
            bool v91 = (v88 < v90);
            v148 = v91;
        } else {
            v148 = v150;
        }
        bool v94 = !(v148);
        if (v94) {
            uint v96 = atomic_fetch_add_explicit(&CullStats[1u], 1u, memory_order_relaxed);
            break;
        }
        uint v99 = (v140 * 20u);
        uint v100 = (v99 + 4u);
        v101 = (v100 >> (2u & 31u));
        v103 = atomic_fetch_add_explicit(&DrawArgs[(v101)], 1u, memory_order_relaxed);
        v107 = CullLimits[0].x;
        bool v108 = (v103 < v107);
        if (v108) {
            uint v114 = (v140 * v107);
            v116 = (v114 + v103);
            VisibleInstances[(v116)] = v16;
        }
        uint v120 = atomic_fetch_add_explicit(&CullStats[0u], 1u, memory_order_relaxed);
        uint v122 = (v16 & 31u);
        uint v123 = (1u << (v122 & 31u));
        v125 = (v16 >> (5u & 31u));
        uint v127 = atomic_fetch_or_explicit(&VisibilityBits[(v125)], v123, memory_order_relaxed);
        break;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], constant uint4* CullFrame [[buffer(0)]], const device uint* Instances [[buffer(1)]], device atomic_uint* DrawArgs [[buffer(2)]], device uint* VisibleInstances [[buffer(3)]], device atomic_uint* CullStats [[buffer(4)]], device atomic_uint* VisibilityBits [[buffer(5)]], constant uint4* CullLimits [[buffer(6)]])
{
    uint3 gl_GlobalInvocationID = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    CSMain_1(CullFrame, Instances, DrawArgs, VisibleInstances, CullStats, VisibilityBits, CullLimits, gl_GlobalInvocationID);
}
