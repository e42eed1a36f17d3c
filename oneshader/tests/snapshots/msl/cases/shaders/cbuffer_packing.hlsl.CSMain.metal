#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(constant uint4* Packing, device uint* Out)
{
    float v4 = as_type<float>(Packing[0].x);
    Out[0u] = as_type<uint>(v4);
    float2 v8 = as_type<float2>(Packing[0].yz);
    float v9 = v8.x;
    Out[1u] = as_type<uint>(v9);
    float v14 = v8.y;
    Out[2u] = as_type<uint>(v14);
    float v18 = as_type<float>(Packing[0].w);
    Out[3u] = as_type<uint>(v18);
    float3 v22 = as_type<float3>(Packing[1].xyz);
    float v23 = v22.x;
    Out[4u] = as_type<uint>(v23);
    float v28 = v22.y;
    Out[5u] = as_type<uint>(v28);
    float v33 = v22.z;
    Out[6u] = as_type<uint>(v33);
    float v37 = as_type<float>(Packing[1].w);
    Out[7u] = as_type<uint>(v37);
    float v41 = as_type<float>(Packing[2].x);
    Out[8u] = as_type<uint>(v41);
    float v45 = as_type<float>(Packing[3].x);
    Out[9u] = as_type<uint>(v45);
    float v49 = as_type<float>(Packing[4].x);
    Out[10u] = as_type<uint>(v49);
    float2 v53 = as_type<float2>(Packing[5].xy);
    float v54 = v53.x;
    Out[11u] = as_type<uint>(v54);
    float v59 = v53.y;
    Out[12u] = as_type<uint>(v59);
    float v63 = as_type<float>(Packing[7].x);
    Out[13u] = as_type<uint>(v63);
    float v67 = as_type<float>(Packing[6].y);
    Out[14u] = as_type<uint>(v67);
    float v71 = as_type<float>(Packing[8].z);
    Out[15u] = as_type<uint>(v71);
    float3x3 v75 = float3x3(float3(as_type<float>(Packing[6].x), as_type<float>(Packing[7].x), as_type<float>(Packing[8].x)), float3(as_type<float>(Packing[6].y), as_type<float>(Packing[7].y), as_type<float>(Packing[8].y)), float3(as_type<float>(Packing[6].z), as_type<float>(Packing[7].z), as_type<float>(Packing[8].z)));
    float3 v76 = (float3(1.0f, 10.0f, 100.0f) * v75);
    float v79 = v76.x;
    Out[16u] = as_type<uint>(v79);
    float v83 = v76.y;
    Out[17u] = as_type<uint>(v83);
    float v87 = as_type<float>(Packing[9].z);
    Out[18u] = as_type<uint>(v87);
    float v91 = as_type<float>(Packing[10].x);
    Out[19u] = as_type<uint>(v91);
    float2x3 v95 = float2x3(as_type<float3>(Packing[9].xyz), as_type<float3>(Packing[10].xyz));
    float2 v96 = (float3(1.0f, 10.0f, 100.0f) * v95);
    float v99 = v96.x;
    Out[20u] = as_type<uint>(v99);
    float v103 = v96.y;
    Out[21u] = as_type<uint>(v103);
    float2 v107 = as_type<float2>(Packing[11].xy);
    float v108 = v107.y;
    Out[22u] = as_type<uint>(v108);
    float v112 = as_type<float>(Packing[11].z);
    Out[23u] = as_type<uint>(v112);
    int v116 = as_type<int>(Packing[12].x);
    float v117 = float(v116);
    Out[24u] = as_type<uint>(v117);
    uint2 v121 = Packing[12].yz;
    uint v122 = v121.y;
    float v123 = float(v122);
    Out[25u] = as_type<uint>(v123);
    return;
}

kernel void CSMain(constant uint4* Packing [[buffer(0)]], device uint* Out [[buffer(1)]])
{
    CSMain_1(Packing, Out);
}
