#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Albedo, texture2d<float> Detail, sampler Point, device uint* Out)
{
    float4 v30 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[0u] = as_type<uint>(v30.x);
    Out[1u] = as_type<uint>(v30.y);
    Out[2u] = as_type<uint>(v30.z);
    Out[3u] = as_type<uint>(v30.w);
    float4 v37 = Detail.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    int2 v7 = int3(0, 0, 0).xy;
    float4 v9 = Albedo.read(uint2(v7), uint(0));
    float4 v10 = (v37 + v9);
    Out[4u] = as_type<uint>(v10.x);
    Out[5u] = as_type<uint>(v10.y);
    Out[6u] = as_type<uint>(v10.z);
    Out[7u] = as_type<uint>(v10.w);
    int2 v14 = int3(1, 0, 0).xy;
    float4 v16 = Detail.read(uint2(v14), uint(0));
    Out[8u] = as_type<uint>(v16.x);
    Out[9u] = as_type<uint>(v16.y);
    Out[10u] = as_type<uint>(v16.z);
    Out[11u] = as_type<uint>(v16.w);
    float4 v43 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v48 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v23 = (v43 + v48);
    Out[12u] = as_type<uint>(v23.x);
    Out[13u] = as_type<uint>(v23.y);
    Out[14u] = as_type<uint>(v23.z);
    Out[15u] = as_type<uint>(v23.w);
    return;
}

kernel void CSMain(texture2d<float> Albedo [[texture(0)]], texture2d<float> Detail [[texture(1)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Albedo, Detail, Point, Out);
}
