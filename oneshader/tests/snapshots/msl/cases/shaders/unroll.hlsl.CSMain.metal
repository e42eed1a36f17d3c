#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Tex, sampler Point, device uint* Out)
{
    float4 v60 = Tex.sample(Point, float2(0.125f, 0.125f), level(0.0f), int2(0, 3));
    Out[0u] = as_type<uint>(v60.x);
    Out[1u] = as_type<uint>(v60.y);
    Out[2u] = as_type<uint>(v60.z);
    Out[3u] = as_type<uint>(v60.w);
    float4 v72 = Tex.sample(Point, float2(0.125f, 0.125f), level(0.0f), int2(1, 2));
    float4 v76 = (v72 * float4(0.5f, 0.5f, 0.5f, 0.5f));
    Out[4u] = as_type<uint>(v76.x);
    Out[5u] = as_type<uint>(v76.y);
    Out[6u] = as_type<uint>(v76.z);
    Out[7u] = as_type<uint>(v76.w);
    float4 v84 = Tex.sample(Point, float2(0.125f, 0.125f), level(0.0f), int2(2, 1));
    float4 v88 = (v84 * float4(0.25f, 0.25f, 0.25f, 0.25f));
    Out[8u] = as_type<uint>(v88.x);
    Out[9u] = as_type<uint>(v88.y);
    Out[10u] = as_type<uint>(v88.z);
    Out[11u] = as_type<uint>(v88.w);
    float4 v96 = Tex.sample(Point, float2(0.125f, 0.125f), level(0.0f), int2(3, 0));
    float4 v100 = (v96 * float4(0.125f, 0.125f, 0.125f, 0.125f));
    Out[12u] = as_type<uint>(v100.x);
    Out[13u] = as_type<uint>(v100.y);
    Out[14u] = as_type<uint>(v100.z);
    Out[15u] = as_type<uint>(v100.w);
    float4 v6 = Tex.sample(Point, float2(0.375f, 0.375f), level(0.0f), int2((-1), (-1)));
    float4 v7 = (float4(0.0f, 0.0f, 0.0f, 0.0f) + v6);
    float4 v11 = Tex.sample(Point, float2(0.375f, 0.375f), level(0.0f), int2(0, (-1)));
    float4 v12 = (v7 + v11);
    float4 v16 = Tex.sample(Point, float2(0.375f, 0.375f), level(0.0f), int2(1, (-1)));
    float4 v17 = (v12 + v16);
    float4 v24 = Tex.sample(Point, float2(0.375f, 0.375f), level(0.0f), int2((-1), 0));
    float4 v25 = (v17 + v24);
    float4 v29 = Tex.sample(Point, float2(0.375f, 0.375f), level(0.0f), int2(0, 0));
    float4 v30 = (v25 + v29);
    float4 v34 = Tex.sample(Point, float2(0.375f, 0.375f), level(0.0f), int2(1, 0));
    float4 v35 = (v30 + v34);
    float4 v42 = Tex.sample(Point, float2(0.375f, 0.375f), level(0.0f), int2((-1), 1));
    float4 v43 = (v35 + v42);
    float4 v47 = Tex.sample(Point, float2(0.375f, 0.375f), level(0.0f), int2(0, 1));
    float4 v48 = (v43 + v47);
    float4 v52 = Tex.sample(Point, float2(0.375f, 0.375f), level(0.0f), int2(1, 1));
    float4 v53 = (v48 + v52);
    Out[16u] = as_type<uint>(v53.x);
    Out[17u] = as_type<uint>(v53.y);
    Out[18u] = as_type<uint>(v53.z);
    Out[19u] = as_type<uint>(v53.w);
    return;
}

kernel void CSMain(texture2d<float> Tex [[texture(0)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Tex, Point, Out);
}
