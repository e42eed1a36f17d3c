#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Mat_albedo_t, sampler Mat_albedo_s, texture2d<float> Mat_detail, texture2d<float> Pairs_0__t, sampler Pairs_0__s, texture2d<float> Pairs_1__t, sampler Pairs_1__s, device uint* Out)
{
    float4 v31 = Mat_albedo_t.sample(Mat_albedo_s, float2(0.75f, 0.5f), level(0.0f));
    Out[0u] = as_type<uint>(v31.x);
    Out[1u] = as_type<uint>(v31.y);
    Out[2u] = as_type<uint>(v31.z);
    Out[3u] = as_type<uint>(v31.w);
    float4 v42 = Pairs_1__t.sample(Pairs_1__s, float2(0.25f, 0.5f), level(0.0f));
    int2 v9 = int3(1, 0, 0).xy;
    float4 v11 = Mat_detail.read(uint2(v9), uint(0));
    float4 v12 = (v42 + v11);
    Out[4u] = as_type<uint>(v12.x);
    Out[5u] = as_type<uint>(v12.y);
    Out[6u] = as_type<uint>(v12.z);
    Out[7u] = as_type<uint>(v12.w);
    float4 v15 = Pairs_0__t.sample(Mat_albedo_s, float2(0.25f, 0.5f), level(0.0f));
    Out[8u] = as_type<uint>(v15.x);
    Out[9u] = as_type<uint>(v15.y);
    Out[10u] = as_type<uint>(v15.z);
    Out[11u] = as_type<uint>(v15.w);
    float4 v18 = Mat_detail.sample(Pairs_1__s, float2(0.75f, 0.5f), level(0.0f));
    float4 v49 = Pairs_0__t.sample(Pairs_0__s, float2(0.75f, 0.5f), level(0.0f));
    float4 v22 = (v18 + v49);
    Out[12u] = as_type<uint>(v22.x);
    Out[13u] = as_type<uint>(v22.y);
    Out[14u] = as_type<uint>(v22.z);
    Out[15u] = as_type<uint>(v22.w);
    return;
}

kernel void CSMain(texture2d<float> Mat_albedo_t [[texture(0)]], sampler Mat_albedo_s [[sampler(0)]], texture2d<float> Mat_detail [[texture(1)]], texture2d<float> Pairs_0__t [[texture(2)]], sampler Pairs_0__s [[sampler(1)]], texture2d<float> Pairs_1__t [[texture(3)]], sampler Pairs_1__s [[sampler(2)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Mat_albedo_t, Mat_albedo_s, Mat_detail, Pairs_0__t, Pairs_0__s, Pairs_1__t, Pairs_1__s, Out);
}
