#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Albedo, texture2d<float> Detail, sampler Point, device uint* Out)
{
    float4 v463 = {};
    float4 v465 = {};
    float v467 = {};
    int v468 = {};
    int v106 = {};
    float4 v464 = {};
    float v466 = {};
    float4 v141 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[0u] = as_type<uint>(v141.x);
    Out[1u] = as_type<uint>(v141.y);
    Out[2u] = as_type<uint>(v141.z);
    Out[3u] = as_type<uint>(v141.w);
    auto t1 = float4(1.0f, 1.0f, 1.0f, 1.0f);
    t1.w = 0.0f;
    v463 = t1;
    float4 v186 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v189 = (v186 * v463);
    float4 v193 = (v189 * float4(6.0f, 6.0f, 6.0f, 6.0f));
    Out[4u] = as_type<uint>(v193.x);
    Out[5u] = as_type<uint>(v193.y);
    Out[6u] = as_type<uint>(v193.z);
    Out[7u] = as_type<uint>(v193.w);
    float4 v252 = Detail.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v255 = (v252 * v463);
    float4 v259 = (v255 * float4(6.0f, 6.0f, 6.0f, 6.0f));
    float4 v214 = (v259 * float4(0.5f, 0.5f, 0.5f, 0.5f));
    int2 v217 = int3(1, 0, 0).xy;
    float4 v219 = Albedo.read(uint2(v217), uint(0));
    float4 v220 = (v214 + v219);
    Out[8u] = as_type<uint>(v220.x);
    Out[9u] = as_type<uint>(v220.y);
    Out[10u] = as_type<uint>(v220.z);
    Out[11u] = as_type<uint>(v220.w);
    float4 v238 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v241 = (v238 * float4(0.5f, 0.5f, 0.5f, 0.5f));
    float4 v245 = (v241 * float4(100.0f, 100.0f, 100.0f, 100.0f));
    float4 v62 = (v245 + v463);
    Out[12u] = as_type<uint>(v62.x);
    Out[13u] = as_type<uint>(v62.y);
    Out[14u] = as_type<uint>(v62.z);
    Out[15u] = as_type<uint>(v62.w);
    v465 = float4(0.5f, 0.5f, 0.5f, 0.5f);
    v467 = 100.0f;
    v468 = 0;
    for (bool f2 = true; ; f2 = false) {
        if (!f2) {
            v465 = v464;
            v467 = v466;
            v468 = v106;
        }
        bool v102 = (v468 < 3);
        if (v102) {
            bool v69 = (v468 == 1);
            v106 = (v468 + 1);
            float v107 = float(v106);
            v464 = select(v465, v463, v69);
            v466 = select(v467, v107, v69);
        } else {
            break;
        }
    }
    float4 v127 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v130 = (v127 * v465);
    float4 v133 = float4(v467);
    float4 v134 = (v130 * v133);
    Out[16u] = as_type<uint>(v134.x);
    Out[17u] = as_type<uint>(v134.y);
    Out[18u] = as_type<uint>(v134.z);
    Out[19u] = as_type<uint>(v134.w);
    int2 v95 = int3(0, 0, 0).xy;
    float4 v97 = Detail.read(uint2(v95), uint(0));
    float4 v98 = (float4(3.0f, 6.0f, 9.0f, 12.0f) + v97);
    Out[20u] = as_type<uint>(v98.x);
    Out[21u] = as_type<uint>(v98.y);
    Out[22u] = as_type<uint>(v98.z);
    Out[23u] = as_type<uint>(v98.w);
    return;
}

kernel void CSMain(texture2d<float> Albedo [[texture(0)]], texture2d<float> Detail [[texture(1)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Albedo, Detail, Point, Out);
}
