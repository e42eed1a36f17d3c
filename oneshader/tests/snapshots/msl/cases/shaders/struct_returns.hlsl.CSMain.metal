#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Albedo, texture2d<float> Detail, sampler Point, device uint* Out)
{
    float4 v70 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[0u] = as_type<uint>(v70.x);
    Out[1u] = as_type<uint>(v70.y);
    Out[2u] = as_type<uint>(v70.z);
    Out[3u] = as_type<uint>(v70.w);
    float4 v77 = Detail.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    int2 v12 = int3(0, 0, 0).xy;
    float4 v14 = Albedo.read(uint2(v12), uint(0));
    float4 v15 = (v77 + v14);
    Out[4u] = as_type<uint>(v15.x);
    Out[5u] = as_type<uint>(v15.y);
    Out[6u] = as_type<uint>(v15.z);
    Out[7u] = as_type<uint>(v15.w);
    int2 v19 = int3(1, 0, 0).xy;
    float4 v21 = Detail.read(uint2(v19), uint(0));
    Out[8u] = as_type<uint>(v21.x);
    Out[9u] = as_type<uint>(v21.y);
    Out[10u] = as_type<uint>(v21.z);
    Out[11u] = as_type<uint>(v21.w);
    float4 v83 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v88 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v28 = (v83 + v88);
    Out[12u] = as_type<uint>(v28.x);
    Out[13u] = as_type<uint>(v28.y);
    Out[14u] = as_type<uint>(v28.z);
    Out[15u] = as_type<uint>(v28.w);
    float4 v93 = Detail.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[16u] = as_type<uint>(v93.x);
    Out[17u] = as_type<uint>(v93.y);
    Out[18u] = as_type<uint>(v93.z);
    Out[19u] = as_type<uint>(v93.w);
    float4 v39 = Detail.read(uint2(v12), uint(0));
    Out[20u] = as_type<uint>(v39.x);
    Out[21u] = as_type<uint>(v39.y);
    Out[22u] = as_type<uint>(v39.z);
    Out[23u] = as_type<uint>(v39.w);
    float4 v49 = Detail.read(uint2(v12), uint(0));
    float4 v52 = (v49 * float4(2.0f, 2.0f, 2.0f, 2.0f));
    Out[24u] = as_type<uint>(v52.x);
    Out[25u] = as_type<uint>(v52.y);
    Out[26u] = as_type<uint>(v52.z);
    Out[27u] = as_type<uint>(v52.w);
    float4 v60 = Albedo.read(uint2(v19), uint(0));
    float4 v63 = (v60 + float4(1.0f, 2.0f, 3.0f, 4.0f));
    Out[28u] = as_type<uint>(v63.x);
    Out[29u] = as_type<uint>(v63.y);
    Out[30u] = as_type<uint>(v63.z);
    Out[31u] = as_type<uint>(v63.w);
    return;
}

kernel void CSMain(texture2d<float> Albedo [[texture(0)]], texture2d<float> Detail [[texture(1)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Albedo, Detail, Point, Out);
}
