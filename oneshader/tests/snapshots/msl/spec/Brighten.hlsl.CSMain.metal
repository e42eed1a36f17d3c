#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* Params, texture2d<float> Source, texture2d<float, access::write> Target, thread uint3& gl_GlobalInvocationID)
{
    uint3 v1 = {};
    uint2 v8 = {};
    v1 = gl_GlobalInvocationID;
    for (bool f1 = true; ; f1 = false) {
        v8 = v1.xy;
        uint2 v10 = Params[0].yz;
        bool2 v11 = (v8 >= v10);
        bool v12 = any(v11);
        if (v12) {
            break;
        }
        float4 v15 = Source.read(uint2(v8), uint(0));
        float v17 = as_type<float>(Params[0].x);
        float4 v18 = float4(v17);
        float4 v19 = (v15 * v18);
        float4 v20 = saturate(v19);
        Target.write(v20, uint2(v8));
        break;
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], constant uint4* Params [[buffer(0)]], texture2d<float> Source [[texture(0)]], texture2d<float, access::write> Target [[texture(1)]])
{
    uint3 gl_GlobalInvocationID = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    CSMain_1(Params, Source, Target, gl_GlobalInvocationID);
}
