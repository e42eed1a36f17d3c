#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Albedo, texture2d<float> Detail, sampler Point, device uint* Out)
{
    float4 v41 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[0u] = as_type<uint>(v41.x);
    Out[1u] = as_type<uint>(v41.y);
    Out[2u] = as_type<uint>(v41.z);
    Out[3u] = as_type<uint>(v41.w);
    float4 v48 = Detail.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    int2 v7 = int3(0, 0, 0).xy;
    float4 v9 = Albedo.read(uint2(v7), uint(0));
    float4 v10 = (v48 + v9);
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
    float4 v54 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v59 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v23 = (v54 + v59);
    Out[12u] = as_type<uint>(v23.x);
    Out[13u] = as_type<uint>(v23.y);
    Out[14u] = as_type<uint>(v23.z);
    Out[15u] = as_type<uint>(v23.w);
    float4 v64 = Detail.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[16u] = as_type<uint>(v64.x);
    Out[17u] = as_type<uint>(v64.y);
    Out[18u] = as_type<uint>(v64.z);
    Out[19u] = as_type<uint>(v64.w);
    float4 v34 = Detail.read(uint2(v7), uint(0));
    Out[20u] = as_type<uint>(v34.x);
    Out[21u] = as_type<uint>(v34.y);
    Out[22u] = as_type<uint>(v34.z);
    Out[23u] = as_type<uint>(v34.w);
    return;
}

kernel void CSMain(texture2d<float> Albedo [[texture(0)]], texture2d<float> Detail [[texture(1)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Albedo, Detail, Point, Out);
}
