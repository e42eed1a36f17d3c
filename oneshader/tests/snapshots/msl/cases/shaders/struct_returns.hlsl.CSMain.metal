#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Albedo, texture2d<float> Detail, sampler Point, device uint* Out)
{
    float4 v92 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[0u] = as_type<uint>(v92.x);
    Out[1u] = as_type<uint>(v92.y);
    Out[2u] = as_type<uint>(v92.z);
    Out[3u] = as_type<uint>(v92.w);
    float4 v99 = Detail.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    int2 v15 = int3(0, 0, 0).xy;
    float4 v17 = Albedo.read(uint2(v15), uint(0));
    float4 v18 = (v99 + v17);
    Out[4u] = as_type<uint>(v18.x);
    Out[5u] = as_type<uint>(v18.y);
    Out[6u] = as_type<uint>(v18.z);
    Out[7u] = as_type<uint>(v18.w);
    int2 v22 = int3(1, 0, 0).xy;
    float4 v24 = Detail.read(uint2(v22), uint(0));
    Out[8u] = as_type<uint>(v24.x);
    Out[9u] = as_type<uint>(v24.y);
    Out[10u] = as_type<uint>(v24.z);
    Out[11u] = as_type<uint>(v24.w);
    float4 v105 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v110 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v31 = (v105 + v110);
    Out[12u] = as_type<uint>(v31.x);
    Out[13u] = as_type<uint>(v31.y);
    Out[14u] = as_type<uint>(v31.z);
    Out[15u] = as_type<uint>(v31.w);
    float4 v115 = Detail.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[16u] = as_type<uint>(v115.x);
    Out[17u] = as_type<uint>(v115.y);
    Out[18u] = as_type<uint>(v115.z);
    Out[19u] = as_type<uint>(v115.w);
    float4 v42 = Detail.read(uint2(v15), uint(0));
    Out[20u] = as_type<uint>(v42.x);
    Out[21u] = as_type<uint>(v42.y);
    Out[22u] = as_type<uint>(v42.z);
    Out[23u] = as_type<uint>(v42.w);
    float4 v52 = Detail.read(uint2(v15), uint(0));
    float4 v55 = (v52 * float4(2.0f, 2.0f, 2.0f, 2.0f));
    Out[24u] = as_type<uint>(v55.x);
    Out[25u] = as_type<uint>(v55.y);
    Out[26u] = as_type<uint>(v55.z);
    Out[27u] = as_type<uint>(v55.w);
    float4 v63 = Albedo.read(uint2(v22), uint(0));
    float4 v66 = (v63 + float4(1.0f, 2.0f, 3.0f, 4.0f));
    Out[28u] = as_type<uint>(v66.x);
    Out[29u] = as_type<uint>(v66.y);
    Out[30u] = as_type<uint>(v66.z);
    Out[31u] = as_type<uint>(v66.w);
    float4 v132 = Albedo.read(uint2(v22), uint(0));
    float4 v135 = Detail.read(uint2(v22), uint(0));
    float4 v74 = (v132 + v135);
    Out[32u] = as_type<uint>(v74.x);
    Out[33u] = as_type<uint>(v74.y);
    Out[34u] = as_type<uint>(v74.z);
    Out[35u] = as_type<uint>(v74.w);
    float4 v138 = Detail.read(uint2(v15), uint(0));
    float4 v81 = Albedo.read(uint2(v15), uint(0));
    float4 v82 = (v138 + v81);
    Out[36u] = as_type<uint>(v82.x);
    Out[37u] = as_type<uint>(v82.y);
    Out[38u] = as_type<uint>(v82.z);
    Out[39u] = as_type<uint>(v82.w);
    {
        auto t1 = float4(7.0f, 7.0f, 7.0f, 7.0f);
        Out[40u] = as_type<uint>(t1.x);
        Out[41u] = as_type<uint>(t1.y);
        Out[42u] = as_type<uint>(t1.z);
        Out[43u] = as_type<uint>(t1.w);
    }
    return;
}

kernel void CSMain(texture2d<float> Albedo [[texture(0)]], texture2d<float> Detail [[texture(1)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Albedo, Detail, Point, Out);
}
