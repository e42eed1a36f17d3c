#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Albedo, texture2d<float> Detail, sampler Point, device uint* Out)
{
    float4 v73 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[0u] = as_type<uint>(v73.x);
    Out[1u] = as_type<uint>(v73.y);
    Out[2u] = as_type<uint>(v73.z);
    Out[3u] = as_type<uint>(v73.w);
    auto t1 = float4(1.0f, 1.0f, 1.0f, 1.0f);
    t1.w = 0.0f;
    float4 v290 = t1;
    float4 v102 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v105 = (v102 * v290);
    float4 v109 = (v105 * float4(6.0f, 6.0f, 6.0f, 6.0f));
    Out[4u] = as_type<uint>(v109.x);
    Out[5u] = as_type<uint>(v109.y);
    Out[6u] = as_type<uint>(v109.z);
    Out[7u] = as_type<uint>(v109.w);
    float4 v160 = Detail.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v163 = (v160 * v290);
    float4 v167 = (v163 * float4(6.0f, 6.0f, 6.0f, 6.0f));
    float4 v122 = (v167 * float4(0.5f, 0.5f, 0.5f, 0.5f));
    int2 v125 = int3(1, 0, 0).xy;
    float4 v127 = Albedo.read(uint2(v125), uint(0));
    float4 v128 = (v122 + v127);
    Out[8u] = as_type<uint>(v128.x);
    Out[9u] = as_type<uint>(v128.y);
    Out[10u] = as_type<uint>(v128.z);
    Out[11u] = as_type<uint>(v128.w);
    float4 v146 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v149 = (v146 * float4(0.5f, 0.5f, 0.5f, 0.5f));
    float4 v153 = (v149 * float4(100.0f, 100.0f, 100.0f, 100.0f));
    float4 v53 = (v153 + v290);
    Out[12u] = as_type<uint>(v53.x);
    Out[13u] = as_type<uint>(v53.y);
    Out[14u] = as_type<uint>(v53.z);
    Out[15u] = as_type<uint>(v53.w);
    return;
}

kernel void CSMain(texture2d<float> Albedo [[texture(0)]], texture2d<float> Detail [[texture(1)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Albedo, Detail, Point, Out);
}
