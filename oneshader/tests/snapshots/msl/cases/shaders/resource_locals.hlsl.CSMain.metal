#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Albedo, texture2d<float> Detail, sampler Point, device uint* Out)
{
    uint2 v69 = uint2(Albedo.get_width(uint(0u)), Albedo.get_height(uint(0u)));
    uint v70 = v69.x;
    uint v72 = v69.y;
    float v77 = float(v70);
    float v78 = (1.5f / v77);
    float2 v79 = float2(v78, 0.5f);
    float4 v80 = Albedo.sample(Point, v79, level(0.0f));
    float4 v84 = (v80 * float4(2.0f, 2.0f, 2.0f, 2.0f));
    float v88 = float(v72);
    float4 v89 = float4(v77, v88, 0.0f, 0.0f);
    float4 v90 = (v84 + v89);
    Out[0u] = as_type<uint>(v90.x);
    Out[1u] = as_type<uint>(v90.y);
    Out[2u] = as_type<uint>(v90.z);
    Out[3u] = as_type<uint>(v90.w);
    int2 v13 = int3(0, 0, 0).xy;
    float4 v15 = Albedo.read(uint2(v13), uint(0));
    int2 v17 = int3(1, 0, 0).xy;
    float4 v19 = Detail.read(uint2(v17), uint(0));
    float4 v20 = (v15 + v19);
    Out[4u] = as_type<uint>(v20.x);
    Out[5u] = as_type<uint>(v20.y);
    Out[6u] = as_type<uint>(v20.z);
    Out[7u] = as_type<uint>(v20.w);
    float4 v57 = Detail.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    Out[8u] = as_type<uint>(v57.x);
    Out[9u] = as_type<uint>(v57.y);
    Out[10u] = as_type<uint>(v57.z);
    Out[11u] = as_type<uint>(v57.w);
    float4 v64 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v32 = Albedo.read(uint2(v13), uint(0));
    float4 v33 = (v64 + v32);
    Out[12u] = as_type<uint>(v33.x);
    Out[13u] = as_type<uint>(v33.y);
    Out[14u] = as_type<uint>(v33.z);
    Out[15u] = as_type<uint>(v33.w);
    return;
}

kernel void CSMain(texture2d<float> Albedo [[texture(0)]], texture2d<float> Detail [[texture(1)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Albedo, Detail, Point, Out);
}
