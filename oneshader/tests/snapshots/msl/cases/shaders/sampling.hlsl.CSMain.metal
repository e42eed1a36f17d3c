#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Tex, sampler Linear, sampler Point, device uint* Out)
{
    float4 v1 = Tex.sample(Linear, float2(0.125f, 0.125f), level(0.0f));
    Out[0u] = as_type<uint>(v1.x);
    Out[1u] = as_type<uint>(v1.y);
    Out[2u] = as_type<uint>(v1.z);
    Out[3u] = as_type<uint>(v1.w);
    float4 v4 = Tex.sample(Linear, float2(0.25f, 0.125f), level(0.0f));
    Out[4u] = as_type<uint>(v4.x);
    Out[5u] = as_type<uint>(v4.y);
    Out[6u] = as_type<uint>(v4.z);
    Out[7u] = as_type<uint>(v4.w);
    float4 v7 = Tex.sample(Linear, float2(0.25f, 0.25f), level(0.0f));
    Out[8u] = as_type<uint>(v7.x);
    Out[9u] = as_type<uint>(v7.y);
    Out[10u] = as_type<uint>(v7.z);
    Out[11u] = as_type<uint>(v7.w);
    float4 v10 = Tex.sample(Point, float2(0.125f, 0.125f), level(0.0f), int2(2, 1));
    Out[12u] = as_type<uint>(v10.x);
    Out[13u] = as_type<uint>(v10.y);
    Out[14u] = as_type<uint>(v10.z);
    Out[15u] = as_type<uint>(v10.w);
    float4 v13 = Tex.gather(Point, float2(0.5f, 0.5f));
    Out[16u] = as_type<uint>(v13.x);
    Out[17u] = as_type<uint>(v13.y);
    Out[18u] = as_type<uint>(v13.z);
    Out[19u] = as_type<uint>(v13.w);
    float4 v16 = Tex.gather(Point, float2(0.25f, 0.75f), int2(0), component::y);
    Out[20u] = as_type<uint>(v16.x);
    Out[21u] = as_type<uint>(v16.y);
    Out[22u] = as_type<uint>(v16.z);
    Out[23u] = as_type<uint>(v16.w);
    int2 v19 = int3(3, 2, 0).xy;
    float4 v21 = Tex.read(uint2(v19), uint(0));
    Out[24u] = as_type<uint>(v21.x);
    Out[25u] = as_type<uint>(v21.y);
    Out[26u] = as_type<uint>(v21.z);
    Out[27u] = as_type<uint>(v21.w);
    float4 v24 = Tex.read(uint2(uint2(1u, 3u)), uint(0));
    Out[28u] = as_type<uint>(v24.x);
    Out[29u] = as_type<uint>(v24.y);
    Out[30u] = as_type<uint>(v24.z);
    Out[31u] = as_type<uint>(v24.w);
    return;
}

kernel void CSMain(texture2d<float> Tex [[texture(0)]], sampler Linear [[sampler(0)]], sampler Point [[sampler(1)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Tex, Linear, Point, Out);
}
