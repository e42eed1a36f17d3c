#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Accumulator
{
    float total;
    uint count;
};

struct Base
{
    float a;
    uint tag;
};

struct Derived
{
    Base Base;
    float2 b;
};

static inline Accumulator load_Accums(uint w, device uint* Accums)
{
    return Accumulator{as_type<float>(Accums[w]), Accums[(w + 1u)]};
}

static inline void store_Accums(uint w, Accumulator v, device uint* Accums)
{
    Accums[w] = as_type<uint>(v.total);
    Accums[(w + 1u)] = v.count;
}

static inline Base load_Items_1(uint w, const device uint* Items)
{
    return Base{as_type<float>(Items[w]), Items[(w + 1u)]};
}

static inline Derived load_Items(uint w, const device uint* Items)
{
    return Derived{load_Items_1(w, Items), float2(as_type<float>(Items[(w + 2u)]), as_type<float>(Items[((w + 2u) + 1u)]))};
}

static inline Base load_Cb(uint w, constant uint4* Cb)
{
    return Base{as_type<float>(Cb[w / 4u][w % 4u]), Cb[(w + 1u) / 4u][(w + 1u) % 4u]};
}

static inline void CSMain_1(device uint* Accums, const device uint* Items, constant uint4* Cb, device uint* Out)
{
    Accumulator v30 = load_Accums(0u, Accums);
    float v588 = v30.total;
    uint v590 = v30.count;
    float v204 = (v588 + 4.0f);
    uint v209 = (v590 + 1u);
    Accumulator v33 = Accumulator{v204, v209};
    store_Accums(0u, v33, Accums);
    Accumulator v37 = load_Accums(2u, Accums);
    float v593 = v37.total;
    uint v595 = v37.count;
    float v230 = (v593 + 6.0f);
    uint v235 = (v595 + 1u);
    Accumulator v223 = Accumulator{v230, v235};
    store_Accums(2u, v223, Accums);
    Out[0u] = as_type<uint>(12.0f);
    Out[1u] = as_type<uint>(4.0f);
    Out[2u] = as_type<uint>(11.0f);
    Out[3u] = as_type<uint>(4.0f);
    Out[4u] = as_type<uint>(7.0f);
    Derived v78 = load_Items(4u, Items);
    Base v663 = v78.Base;
    float v847 = v663.a;
    uint v849 = v663.tag;
    float2 v665 = v78.b;
    float v338 = v665.x;
    float v339 = (v847 + v338);
    float v342 = v665.y;
    float v343 = (v339 + v342);
    float v357 = (v847 * 2.0f);
    float v351 = (v343 + v357);
    Out[5u] = as_type<uint>(v351);
    Out[6u] = as_type<uint>(11.0f);
    float v373 = float(v849);
    float v374 = (v847 + v373);
    Out[7u] = as_type<uint>(v374);
    Base v101 = load_Items_1(0u, Items);
    float v699 = v101.a;
    float v380 = (v699 * 3.0f);
    Out[8u] = as_type<uint>(v380);
    float v383 = (v847 + 100.0f);
    Out[9u] = as_type<uint>(v383);
    float2 v124 = as_type<float2>(Cb[1].xy);
    float v125 = v124.y;
    Base v127 = load_Cb(0u, Cb);
    float v717 = v127.a;
    float v136 = (v125 + v717);
    Out[10u] = as_type<uint>(v136);
    uint v140 = Cb[0].y;
    float v141 = float(v140);
    Out[11u] = as_type<uint>(v141);
    Out[12u] = as_type<uint>(7.0f);
    Out[13u] = as_type<uint>(9.0f);
    Out[14u] = as_type<uint>(2.0f);
    return;
}

kernel void CSMain(device uint* Accums [[buffer(0)]], const device uint* Items [[buffer(1)]], constant uint4* Cb [[buffer(2)]], device uint* Out [[buffer(3)]])
{
    CSMain_1(Accums, Items, Cb, Out);
}
