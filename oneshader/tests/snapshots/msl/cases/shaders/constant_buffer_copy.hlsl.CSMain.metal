#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* Settings, device uint* Out, thread uint3& gl_GlobalInvocationID)
{
    uint v33 = {};
    uint3 v1 = gl_GlobalInvocationID;
    uint v9 = Settings[0].x;
    float v11 = as_type<float>(Settings[0].y);
    float2 v13 = as_type<float2>(Settings[0].zw);
    float4 v15 = as_type<float4>(Settings[1]);
    float v20 = (v11 + 1.0f);
    v33 = v1.x;
    float4 v53 = float4(v11);
    float4 v54 = (v15 * v53);
    float v58 = float(v33);
    float v61 = float(v9);
    float4 v62 = float4(v13, v58, v61);
    float4 v63 = (v54 + v62);
    float4 v72 = float4(v20);
    float4 v73 = (v15 * v72);
    float4 v81 = float4(v13, 0.0f, v61);
    float4 v82 = (v73 + v81);
    float4 v37 = (v63 + v82);
    float4 v40 = (v37 + v15);
    Out[(v33 * 4u)] = as_type<uint>(v40.x);
    Out[((v33 * 4u) + 1u)] = as_type<uint>(v40.y);
    Out[((v33 * 4u) + 2u)] = as_type<uint>(v40.z);
    Out[((v33 * 4u) + 3u)] = as_type<uint>(v40.w);
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], constant uint4* Settings [[buffer(0)]], device uint* Out [[buffer(1)]])
{
    uint3 gl_GlobalInvocationID = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    CSMain_1(Settings, Out, gl_GlobalInvocationID);
}
