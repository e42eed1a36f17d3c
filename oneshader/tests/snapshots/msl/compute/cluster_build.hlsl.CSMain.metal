#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct ClusterBounds
{
    float4 MinVS;
    float4 MaxVS;
};

static inline void store_ClusterBoxes(uint w, ClusterBounds v, device uint* ClusterBoxes)
{
    ClusterBoxes[w] = as_type<uint>(v.MinVS.x);
    ClusterBoxes[(w + 1u)] = as_type<uint>(v.MinVS.y);
    ClusterBoxes[(w + 2u)] = as_type<uint>(v.MinVS.z);
    ClusterBoxes[(w + 3u)] = as_type<uint>(v.MinVS.w);
    ClusterBoxes[(w + 4u)] = as_type<uint>(v.MaxVS.x);
    ClusterBoxes[((w + 4u) + 1u)] = as_type<uint>(v.MaxVS.y);
    ClusterBoxes[((w + 4u) + 2u)] = as_type<uint>(v.MaxVS.z);
    ClusterBoxes[((w + 4u) + 3u)] = as_type<uint>(v.MaxVS.w);
}

static inline void CSMain_1(constant uint4* View, device uint* ClusterBoxes, thread uint3& gl_GlobalInvocationID)
{
    uint3 v1 = {};
    uint v18 = {};
    uint v216 = {};
    v1 = gl_GlobalInvocationID;
    for (bool f1 = true; ; f1 = false) {
        v18 = v1.z;
        bool v19 = (v18 >= 24u);
        if (v19) {
            break;
        }
        float2 v21 = as_type<float2>(View[13].xy);
        float2 v22 = (v21 / float2(16.0f, 9.0f));
        uint2 v25 = v1.xy;
        float2 v26 = float2(v25);
        float2 v28 = (v26 * v22);
        float2 v117 = as_type<float2>(View[13].zw);
        float2 v118 = (v28 * v117);
        float2 v119 = (v118 * float2(2.0f, (-2.0f)));
        float2 v120 = (v119 + float2((-1.0f), 1.0f));
        float4x4 v123 = float4x4(float4(as_type<float>(View[8].x), as_type<float>(View[9].x), as_type<float>(View[10].x), as_type<float>(View[11].x)), float4(as_type<float>(View[8].y), as_type<float>(View[9].y), as_type<float>(View[10].y), as_type<float>(View[11].y)), float4(as_type<float>(View[8].z), as_type<float>(View[9].z), as_type<float>(View[10].z), as_type<float>(View[11].z)), float4(as_type<float>(View[8].w), as_type<float>(View[9].w), as_type<float>(View[10].w), as_type<float>(View[11].w)));
        float4 v126 = float4(v120, 1.0f, 1.0f);
        float4 v127 = (v126 * v123);
        float3 v130 = v127.xyz;
        float v132 = v127.w;
        float3 v133 = float3(v132);
        float3 v134 = (v130 / v133);
        uint2 v33 = (v25 + uint2(1u, 1u));
        float2 v34 = float2(v33);
        float2 v36 = (v34 * v22);
        float2 v144 = (v36 * v117);
        float2 v145 = (v144 * float2(2.0f, (-2.0f)));
        float2 v146 = (v145 + float2((-1.0f), 1.0f));
        float4 v152 = float4(v146, 1.0f, 1.0f);
        float4 v153 = (v152 * v123);
        float3 v156 = v153.xyz;
        float v158 = v153.w;
        float3 v159 = float3(v158);
        float3 v160 = (v156 / v159);
        float v40 = as_type<float>(View[14].x);
        float v42 = as_type<float>(View[14].y);
        float v45 = (v42 / v40);
        float v48 = float(v18);
        float v49 = (v48 / 24.0f);
        float v50 = pow(v45, v49);
        float v51 = (v40 * v50);
        uint v62 = (v18 + 1u);
        float v63 = float(v62);
        float v64 = (v63 / 24.0f);
        float v65 = pow(v45, v64);
        float v66 = (v40 * v65);
        float v168 = v134.z;
        float v169 = (v51 / v168);
        float3 v170 = float3(v169);
        float3 v171 = (v134 * v170);
        float v180 = (v66 / v168);
        float3 v181 = float3(v180);
        float3 v182 = (v134 * v181);
        float v190 = v160.z;
        float v191 = (v51 / v190);
        float3 v192 = float3(v191);
        float3 v193 = (v160 * v192);
        float v202 = (v66 / v190);
        float3 v203 = float3(v202);
        float3 v204 = (v160 * v203);
        float3 v86 = min(v171, v182);
        float3 v89 = min(v193, v204);
        float3 v90 = min(v86, v89);
        float4 v91 = float4(v90, 0.0f);
        float3 v96 = max(v171, v182);
        float3 v99 = max(v193, v204);
        float3 v100 = max(v96, v99);
        float4 v101 = float4(v100, 0.0f);
        ClusterBounds v104 = ClusterBounds{v91, v101};
        uint v208 = v1.x;
        uint v210 = v1.y;
        uint v213 = (9u * v18);
        uint v214 = (v210 + v213);
        uint v215 = (16u * v214);
        v216 = (v208 + v215);
        store_ClusterBoxes((v216 * 8u), v104, ClusterBoxes);
        break;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], constant uint4* View [[buffer(0)]], device uint* ClusterBoxes [[buffer(1)]])
{
    uint3 gl_GlobalInvocationID = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    CSMain_1(View, ClusterBoxes, gl_GlobalInvocationID);
}
