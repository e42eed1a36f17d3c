#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Albedo, texture2d<float> Detail, sampler Point, device uint* Out)
{
    float4 v355 = {};
    float4 v357 = {};
    float v359 = {};
    int v360 = {};
    int v79 = {};
    float4 v356 = {};
    float v358 = {};
    float4 v114 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    Out[0u] = as_type<uint>(v114.x);
    Out[1u] = as_type<uint>(v114.y);
    Out[2u] = as_type<uint>(v114.z);
    Out[3u] = as_type<uint>(v114.w);
    auto t1 = float4(1.0f, 1.0f, 1.0f, 1.0f);
    t1.w = 0.0f;
    v355 = t1;
    float4 v143 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v146 = (v143 * v355);
    float4 v150 = (v146 * float4(6.0f, 6.0f, 6.0f, 6.0f));
    Out[4u] = as_type<uint>(v150.x);
    Out[5u] = as_type<uint>(v150.y);
    Out[6u] = as_type<uint>(v150.z);
    Out[7u] = as_type<uint>(v150.w);
    float4 v201 = Detail.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v204 = (v201 * v355);
    float4 v208 = (v204 * float4(6.0f, 6.0f, 6.0f, 6.0f));
    float4 v163 = (v208 * float4(0.5f, 0.5f, 0.5f, 0.5f));
    int2 v166 = int3(1, 0, 0).xy;
    float4 v168 = Albedo.read(uint2(v166), uint(0));
    float4 v169 = (v163 + v168);
    Out[8u] = as_type<uint>(v169.x);
    Out[9u] = as_type<uint>(v169.y);
    Out[10u] = as_type<uint>(v169.z);
    Out[11u] = as_type<uint>(v169.w);
    float4 v187 = Albedo.sample(Point, float2(0.25f, 0.5f), level(0.0f));
    float4 v190 = (v187 * float4(0.5f, 0.5f, 0.5f, 0.5f));
    float4 v194 = (v190 * float4(100.0f, 100.0f, 100.0f, 100.0f));
    float4 v56 = (v194 + v355);
    Out[12u] = as_type<uint>(v56.x);
    Out[13u] = as_type<uint>(v56.y);
    Out[14u] = as_type<uint>(v56.z);
    Out[15u] = as_type<uint>(v56.w);
    v357 = float4(0.5f, 0.5f, 0.5f, 0.5f);
    v359 = 100.0f;
    v360 = 0;
    for (bool f2 = true; ; f2 = false) {
        if (!f2) {
            v357 = v356;
            v359 = v358;
            v360 = v79;
        }
        bool v75 = (v360 < 3);
        if (v75) {
            bool v63 = (v360 == 1);
            v79 = (v360 + 1);
            float v80 = float(v79);
            v356 = select(v357, v355, v63);
            v358 = select(v359, v80, v63);
        } else {
            break;
        }
    }
    float4 v100 = Albedo.sample(Point, float2(0.75f, 0.5f), level(0.0f));
    float4 v103 = (v100 * v357);
    float4 v106 = float4(v359);
    float4 v107 = (v103 * v106);
    Out[16u] = as_type<uint>(v107.x);
    Out[17u] = as_type<uint>(v107.y);
    Out[18u] = as_type<uint>(v107.z);
    Out[19u] = as_type<uint>(v107.w);
    return;
}

kernel void CSMain(texture2d<float> Albedo [[texture(0)]], texture2d<float> Detail [[texture(1)]], sampler Point [[sampler(0)]], device uint* Out [[buffer(0)]])
{
    CSMain_1(Albedo, Detail, Point, Out);
}
