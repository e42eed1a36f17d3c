#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Albedo, texture2d<float> Detail, sampler Point, device uint* Out)
{
    float4 v87 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[0u] = as_type<uint>(v87.x);
    Out[1u] = as_type<uint>(v87.y);
    Out[2u] = as_type<uint>(v87.z);
    Out[3u] = as_type<uint>(v87.w);
    float4 v94 = Detail.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    int2 v13 = int3(0, 0, 0).xy;
    float4 v15 = Albedo.read(uint2(v13), uint(0));
    float4 v16 = (v94 + v15);
    Out[4u] = as_type<uint>(v16.x);
    Out[5u] = as_type<uint>(v16.y);
    Out[6u] = as_type<uint>(v16.z);
    Out[7u] = as_type<uint>(v16.w);
    int2 v20 = int3(1, 0, 0).xy;
    float4 v22 = Detail.read(uint2(v20), uint(0));
    Out[8u] = as_type<uint>(v22.x);
    Out[9u] = as_type<uint>(v22.y);
    Out[10u] = as_type<uint>(v22.z);
    Out[11u] = as_type<uint>(v22.w);
    float4 v100 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v105 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v29 = (v100 + v105);
    Out[12u] = as_type<uint>(v29.x);
    Out[13u] = as_type<uint>(v29.y);
    Out[14u] = as_type<uint>(v29.z);
    Out[15u] = as_type<uint>(v29.w);
    float4 v110 = Detail.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[16u] = as_type<uint>(v110.x);
    Out[17u] = as_type<uint>(v110.y);
    Out[18u] = as_type<uint>(v110.z);
    Out[19u] = as_type<uint>(v110.w);
    float4 v40 = Detail.read(uint2(v13), uint(0));
    Out[20u] = as_type<uint>(v40.x);
    Out[21u] = as_type<uint>(v40.y);
    Out[22u] = as_type<uint>(v40.z);
    Out[23u] = as_type<uint>(v40.w);
    float4 v50 = Detail.read(uint2(v13), uint(0));
    float4 v53 = (v50 * float4(2.0f, 2.0f, 2.0f, 2.0f));
    Out[24u] = as_type<uint>(v53.x);
    Out[25u] = as_type<uint>(v53.y);
    Out[26u] = as_type<uint>(v53.z);
    Out[27u] = as_type<uint>(v53.w);
    float4 v61 = Albedo.read(uint2(v20), uint(0));
    float4 v64 = (v61 + float4(1.0f, 2.0f, 3.0f, 4.0f));
    Out[28u] = as_type<uint>(v64.x);
    Out[29u] = as_type<uint>(v64.y);
    Out[30u] = as_type<uint>(v64.z);
    Out[31u] = as_type<uint>(v64.w);
    float4 v127 = Albedo.read(uint2(v20), uint(0));
    float4 v130 = Detail.read(uint2(v20), uint(0));
    float4 v72 = (v127 + v130);
    Out[32u] = as_type<uint>(v72.x);
    Out[33u] = as_type<uint>(v72.y);
    Out[34u] = as_type<uint>(v72.z);
    Out[35u] = as_type<uint>(v72.w);
    float4 v133 = Detail.read(uint2(v13), uint(0));
    float4 v79 = Albedo.read(uint2(v13), uint(0));
    float4 v80 = (v133 + v79);
    Out[36u] = as_type<uint>(v80.x);
    Out[37u] = as_type<uint>(v80.y);
    Out[38u] = as_type<uint>(v80.z);
    Out[39u] = as_type<uint>(v80.w);
    return;
}

kernel void CSMain(texture2d<float> Albedo [[texture(0)]], texture2d<float> Detail [[texture(1)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Albedo, Detail, Point, Out);
}
