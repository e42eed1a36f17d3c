#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(array<texture2d<float>, 3> Layers, sampler Point, constant uint4* Params, device uint* Out)
{
    int v70 = {};
    int2 v125 = {};
    uint v29 = {};
    int v178 = {};
    uint4 v6 = Params[0];
    uint v7 = v6.x;
    v70 = int(v7);
    uint2 v88 = uint2(Layers[v70].get_width(uint(0u)), Layers[v70].get_height(uint(0u)));
    uint v89 = v88.x;
    uint v91 = v88.y;
    float v97 = float(v89);
    float v98 = (1.5f / v97);
    float2 v99 = float2(v98, 0.5f);
    float4 v100 = Layers[v70].sample(Point, v99, level(0.0f));
    float4 v106 = (v100 * float4(2.0f, 2.0f, 2.0f, 2.0f));
    uint v108 = (v89 * 100u);
    float v109 = float(v108);
    uint v111 = (v91 * 100u);
    float v112 = float(v111);
    float4 v113 = float4(v109, v112, 0.0f, 0.0f);
    float4 v114 = (v106 + v113);
    Out[0u] = as_type<uint>(v114.x);
    Out[1u] = as_type<uint>(v114.y);
    Out[2u] = as_type<uint>(v114.z);
    Out[3u] = as_type<uint>(v114.w);
    v125 = int3(0, 0, 0).xy;
    float4 v127 = Layers[v70].read(uint2(v125), uint(0));
    float4 v119 = (v127 + float4(1.0f, 1.0f, 1.0f, 1.0f));
    Out[4u] = as_type<uint>(v119.x);
    Out[5u] = as_type<uint>(v119.y);
    Out[6u] = as_type<uint>(v119.z);
    Out[7u] = as_type<uint>(v119.w);
    v29 = v6.y;
    bool v30 = (v29 > 0u);
    if (v30) {
        int v34 = int(v29);
        v178 = v34;
    } else {
        v178 = 0;
    }
    int2 v79 = int3(1, 0, 0).xy;
    float4 v81 = Layers[v178].read(uint2(v79), uint(0));
    float4 v67 = (v81 + float4(1.0f, 1.0f, 1.0f, 1.0f));
    Out[8u] = as_type<uint>(v67.x);
    Out[9u] = as_type<uint>(v67.y);
    Out[10u] = as_type<uint>(v67.z);
    Out[11u] = as_type<uint>(v67.w);
    float4 v45 = Layers[v178].read(uint2(v125), uint(0));
    Out[12u] = as_type<uint>(v45.x);
    Out[13u] = as_type<uint>(v45.y);
    Out[14u] = as_type<uint>(v45.z);
    Out[15u] = as_type<uint>(v45.w);
    return;
}

kernel void CSMain(array<texture2d<float>, 3> Layers [[texture(0)]], sampler Point [[sampler(0)]], constant uint4* Params [[buffer(0)]], device uint* Out [[buffer(1)]])
{
    CSMain_1(Layers, Point, Params, Out);
}
