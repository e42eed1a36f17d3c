#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Mat_albedo_t, sampler Mat_albedo_s, texture2d<float> Mat_detail, texture2d<float> Pairs_0__t, sampler Pairs_0__s, texture2d<float> Pairs_1__t, sampler Pairs_1__s, device uint* Out, texture2d<float> Lay_layers_0__t, sampler Lay_layers_0__s, texture2d<float> Lay_layers_1__t, sampler Lay_layers_1__s)
{
    float4 v45 = Mat_albedo_t.sample(Mat_albedo_s, float2(0.75f, 0.5f), level(0.0f));
    Out[0u] = as_type<uint>(v45.x);
    Out[1u] = as_type<uint>(v45.y);
    Out[2u] = as_type<uint>(v45.z);
    Out[3u] = as_type<uint>(v45.w);
    float4 v56 = Pairs_1__t.sample(Pairs_1__s, float2(0.25f, 0.5f), level(0.0f));
    int2 v10 = int3(1, 0, 0).xy;
    float4 v12 = Mat_detail.read(uint2(v10), uint(0));
    float4 v13 = (v56 + v12);
    Out[4u] = as_type<uint>(v13.x);
    Out[5u] = as_type<uint>(v13.y);
    Out[6u] = as_type<uint>(v13.z);
    Out[7u] = as_type<uint>(v13.w);
    float4 v16 = Pairs_0__t.sample(Mat_albedo_s, float2(0.25f, 0.5f), level(0.0f));
    Out[8u] = as_type<uint>(v16.x);
    Out[9u] = as_type<uint>(v16.y);
    Out[10u] = as_type<uint>(v16.z);
    Out[11u] = as_type<uint>(v16.w);
    float4 v19 = Mat_detail.sample(Pairs_1__s, float2(0.75f, 0.5f), level(0.0f));
    float4 v63 = Pairs_0__t.sample(Pairs_0__s, float2(0.75f, 0.5f), level(0.0f));
    float4 v23 = (v19 + v63);
    Out[12u] = as_type<uint>(v23.x);
    Out[13u] = as_type<uint>(v23.y);
    Out[14u] = as_type<uint>(v23.z);
    Out[15u] = as_type<uint>(v23.w);
    float4 v74 = Pairs_1__t.sample(Pairs_1__s, float2(0.75f, 0.5f), level(0.0f));
    Out[16u] = as_type<uint>(v74.x);
    Out[17u] = as_type<uint>(v74.y);
    Out[18u] = as_type<uint>(v74.z);
    Out[19u] = as_type<uint>(v74.w);
    float4 v29 = Mat_detail.sample(Pairs_0__s, float2(0.25f, 0.5f), level(0.0f));
    Out[20u] = as_type<uint>(v29.x);
    Out[21u] = as_type<uint>(v29.y);
    Out[22u] = as_type<uint>(v29.z);
    Out[23u] = as_type<uint>(v29.w);
    float4 v85 = Lay_layers_1__t.sample(Lay_layers_1__s, float2(0.25f, 0.5f), level(0.0f));
    float4 v92 = Lay_layers_0__t.sample(Lay_layers_0__s, float2(0.75f, 0.5f), level(0.0f));
    float4 v36 = (v85 + v92);
    Out[24u] = as_type<uint>(v36.x);
    Out[25u] = as_type<uint>(v36.y);
    Out[26u] = as_type<uint>(v36.z);
    Out[27u] = as_type<uint>(v36.w);
    return;
}

kernel void CSMain(texture2d<float> Mat_albedo_t [[texture(0)]], sampler Mat_albedo_s [[sampler(0)]], texture2d<float> Mat_detail [[texture(1)]], texture2d<float> Pairs_0__t [[texture(2)]], sampler Pairs_0__s [[sampler(1)]], texture2d<float> Pairs_1__t [[texture(3)]], sampler Pairs_1__s [[sampler(2)]], device uint* Out [[buffer(0)]], texture2d<float> Lay_layers_0__t [[texture(4)]], sampler Lay_layers_0__s [[sampler(3)]], texture2d<float> Lay_layers_1__t [[texture(5)]], sampler Lay_layers_1__s [[sampler(4)]])
{
    CSMain_1(Mat_albedo_t, Mat_albedo_s, Mat_detail, Pairs_0__t, Pairs_0__s, Pairs_1__t, Pairs_1__s, Out, Lay_layers_0__t, Lay_layers_0__s, Lay_layers_1__t, Lay_layers_1__s);
}
