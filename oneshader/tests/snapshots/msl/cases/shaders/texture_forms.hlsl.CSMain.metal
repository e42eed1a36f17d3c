#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Tex, sampler Point, device uint* Out)
{
    float4 v3 = float4(Tex.gather(Point, float2(0.5f, 0.5f), int2(0, 0)).w, Tex.gather(Point, float2(0.5f, 0.5f), int2(1, 0)).w, Tex.gather(Point, float2(0.5f, 0.5f), int2(0, 1)).w, Tex.gather(Point, float2(0.5f, 0.5f), int2(1, 1)).w);
    Out[0u] = as_type<uint>(v3.x);
    Out[1u] = as_type<uint>(v3.y);
    Out[2u] = as_type<uint>(v3.z);
    Out[3u] = as_type<uint>(v3.w);
    float4 v6 = float4(Tex.gather(Point, float2(0.5f, 0.5f), int2(0, 0), component::y).w, Tex.gather(Point, float2(0.5f, 0.5f), int2(1, 0), component::y).w, Tex.gather(Point, float2(0.5f, 0.5f), int2(0, 1), component::y).w, Tex.gather(Point, float2(0.5f, 0.5f), int2(1, 1), component::y).w);
    Out[4u] = as_type<uint>(v6.x);
    Out[5u] = as_type<uint>(v6.y);
    Out[6u] = as_type<uint>(v6.z);
    Out[7u] = as_type<uint>(v6.w);
    float4 v9 = float4(Tex.gather(Point, float2(0.5f, 0.5f), int2((-1), (-1)), component::z).w, Tex.gather(Point, float2(0.5f, 0.5f), int2(2, 0), component::z).w, Tex.gather(Point, float2(0.5f, 0.5f), int2(0, 2), component::z).w, Tex.gather(Point, float2(0.5f, 0.5f), int2(1, (-1)), component::z).w);
    Out[8u] = as_type<uint>(v9.x);
    Out[9u] = as_type<uint>(v9.y);
    Out[10u] = as_type<uint>(v9.z);
    Out[11u] = as_type<uint>(v9.w);
    int2 v12 = int3(3, 1, 0).xy;
    float4 v14 = Tex.read(uint2(v12), uint(0));
    Out[12u] = as_type<uint>(v14.x);
    Out[13u] = as_type<uint>(v14.y);
    Out[14u] = as_type<uint>(v14.z);
    Out[15u] = as_type<uint>(v14.w);
    return;
}

kernel void CSMain(texture2d<float> Tex [[texture(0)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Tex, Point, Out);
}
