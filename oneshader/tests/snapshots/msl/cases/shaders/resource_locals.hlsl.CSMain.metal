#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Albedo, texture2d<float> Detail, sampler Point, device uint* Out)
{
    uint2 v55 = uint2(Albedo.get_width(uint(0u)), Albedo.get_height(uint(0u)));
    uint v56 = v55.x;
    uint v58 = v55.y;
    float v63 = float(v56);
    float v64 = (1.5f / v63);
    float2 v65 = float2(v64, 0.5f);
    float4 v66 = Albedo.sample(Point, v65, level(0.0f));
    float4 v70 = (v66 * float4(2.0f, 2.0f, 2.0f, 2.0f));
    float v74 = float(v58);
    float4 v75 = float4(v63, v74, 0.0f, 0.0f);
    float4 v76 = (v70 + v75);
    Out[0u] = as_type<uint>(v76.x);
    Out[1u] = as_type<uint>(v76.y);
    Out[2u] = as_type<uint>(v76.z);
    Out[3u] = as_type<uint>(v76.w);
    int2 v13 = int3(0, 0, 0).xy;
    float4 v15 = Albedo.read(uint2(v13), uint(0));
    int2 v17 = int3(1, 0, 0).xy;
    float4 v19 = Detail.read(uint2(v17), uint(0));
    float4 v20 = (v15 + v19);
    Out[4u] = as_type<uint>(v20.x);
    Out[5u] = as_type<uint>(v20.y);
    Out[6u] = as_type<uint>(v20.z);
    Out[7u] = as_type<uint>(v20.w);
    float4 v50 = Detail.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    Out[8u] = as_type<uint>(v50.x);
    Out[9u] = as_type<uint>(v50.y);
    Out[10u] = as_type<uint>(v50.z);
    Out[11u] = as_type<uint>(v50.w);
    return;
}

kernel void CSMain(texture2d<float> Albedo [[texture(0)]], texture2d<float> Detail [[texture(1)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Albedo, Detail, Point, Out);
}
