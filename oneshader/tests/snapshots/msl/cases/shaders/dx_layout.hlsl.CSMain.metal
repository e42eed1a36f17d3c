#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* Params, const device uint* Points, device uint* Out)
{
    float v3 = as_type<float>(Params[0].x);
    Out[0u] = as_type<uint>(v3);
    float v7 = as_type<float>(Params[1].x);
    Out[1u] = as_type<uint>(v7);
    float v11 = as_type<float>(Params[2].x);
    Out[2u] = as_type<uint>(v11);
    float3 v15 = as_type<float3>(Params[2].yzw);
    float v16 = v15.x;
    Out[3u] = as_type<uint>(v16);
    float v21 = v15.y;
    Out[4u] = as_type<uint>(v21);
    float v26 = v15.z;
    Out[5u] = as_type<uint>(v26);
    float3 v30 = as_type<float3>(Params[3].xyz);
    float v31 = v30.x;
    Out[6u] = as_type<uint>(v31);
    float v36 = v30.y;
    Out[7u] = as_type<uint>(v36);
    float v41 = v30.z;
    Out[8u] = as_type<uint>(v41);
    float v45 = as_type<float>(Params[4].x);
    Out[9u] = as_type<uint>(v45);
    float3 v49 = float3(as_type<float>(Params[5].x), as_type<float>(Params[6].x), as_type<float>(Params[7].x));
    float v50 = v49.x;
    Out[10u] = as_type<uint>(v50);
    float v55 = v49.y;
    Out[11u] = as_type<uint>(v55);
    float v60 = v49.z;
    Out[12u] = as_type<uint>(v60);
    float3 v64 = float3(as_type<float>(Params[5].y), as_type<float>(Params[6].y), as_type<float>(Params[7].y));
    float v65 = v64.x;
    Out[13u] = as_type<uint>(v65);
    float v70 = v64.y;
    Out[14u] = as_type<uint>(v70);
    float v75 = v64.z;
    Out[15u] = as_type<uint>(v75);
    float v79 = as_type<float>(Params[8].x);
    Out[16u] = as_type<uint>(v79);
    float3 v83 = float3(as_type<float>(Points[4u]), as_type<float>(Points[5u]), as_type<float>(Points[6u]));
    float v86 = v83.x;
    Out[17u] = as_type<uint>(v86);
    float v90 = v83.y;
    Out[18u] = as_type<uint>(v90);
    float v94 = v83.z;
    Out[19u] = as_type<uint>(v94);
    float3 v98 = float3(as_type<float>(Points[8u]), as_type<float>(Points[9u]), as_type<float>(Points[10u]));
    float v99 = v98.z;
    Out[20u] = as_type<uint>(v99);
    return;
}

kernel void CSMain(constant uint4* Params [[buffer(0)]], const device uint* Points [[buffer(1)]], device uint* Out [[buffer(2)]])
{
    CSMain_1(Params, Points, Out);
}
