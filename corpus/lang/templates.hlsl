// glslang: none (HLSL 2021 templates, which glslang's HLSL front end does not parse)
// A small templated utility library as engines write it: generic math helpers, reductions over
// fixed-size arrays and vectors, a min/max accumulator and a fixed-capacity stack as struct
// templates (with deduction through them), an explicit specialization, value parameters and
// defaults. A compute pass reduces tiles of samples with it; a pixel shader shades with the
// same helpers on other types.

// ----- generic helpers -----------------------------------------------------------------------

template<typename T>
T sqr(T a)
{
    return a * a;
}

template<typename T>
T pow4(T a)
{
    return sqr(sqr(a));
}

template<typename T>
T inverse_lerp(T a, T b, T x)
{
    return (x - a) / (b - a);
}

template<typename T>
T remap(T a, T b, T c, T d, T x)
{
    return lerp(c, d, saturate(inverse_lerp(a, b, x)));
}

// Sum and maximum of a vector's components, for any element type and width.
template<typename T, int N>
T hsum(vector<T, N> v)
{
    T s = v[0];
    for (int i = 1; i < N; ++i)
        s += v[i];
    return s;
}

template<typename T, int N>
T hmax(vector<T, N> v)
{
    T m = v[0];
    for (int i = 1; i < N; ++i)
        m = max(m, v[i]);
    return m;
}

// Reductions over arrays: the length is deduced from the argument.
template<typename T, uint N>
T array_sum(T values[N])
{
    T s = values[0];
    [unroll] for (uint i = 1; i < N; ++i)
        s += values[i];
    return s;
}

// ----- containers ----------------------------------------------------------------------------

template<typename T>
struct MinMax
{
    T lo;
    T hi;
};

template<typename T>
MinMax<T> minmax_of(T v)
{
    MinMax<T> r;
    r.lo = v;
    r.hi = v;
    return r;
}

template<typename T>
MinMax<T> minmax_merge(MinMax<T> a, MinMax<T> b)
{
    MinMax<T> r;
    r.lo = min(a.lo, b.lo);
    r.hi = max(a.hi, b.hi);
    return r;
}

template<typename T>
T minmax_range(MinMax<T> m)
{
    return m.hi - m.lo;
}

// A fixed-capacity stack; the capacity defaults to 8.
template<typename T, uint Capacity = 8>
struct Stack
{
    T items[Capacity];
    uint count;
};

template<typename T, uint Capacity>
void stack_push(inout Stack<T, Capacity> s, T v)
{
    if (s.count < Capacity)
    {
        s.items[s.count] = v;
        s.count += 1;
    }
}

template<typename T, uint Capacity>
T stack_pop(inout Stack<T, Capacity> s)
{
    s.count = s.count > 0 ? s.count - 1 : 0;
    return s.items[s.count];
}

// ----- tone curves: a generic form and a specialization ---------------------------------------

template<typename T>
T tonemap(T c)
{
    return c / (1.0f + c);
}

// Colours are mapped by luminance so hue is kept.
template<>
float3 tonemap<float3>(float3 c)
{
    float l = dot(c, float3(0.2126f, 0.7152f, 0.0722f));
    return c * (tonemap(l) / max(l, 1e-4f));
}

// ----- compute: tile statistics --------------------------------------------------------------

static const uint TILE = 64;

StructuredBuffer<float4> Samples : register(t0);
StructuredBuffer<uint> Counts : register(t1);
RWStructuredBuffer<float4> TileStats : register(u2);
RWStructuredBuffer<uint4> TileCounts : register(u3);

groupshared float4 gsSamples[TILE];

[shader("compute")]
[numthreads(TILE, 1, 1)]
void CSMain(uint3 groupId : SV_GroupID, uint3 threadId : SV_GroupThreadID)
{
    uint t = threadId.x;
    uint base = groupId.x * TILE;
    gsSamples[t] = Samples[base + t];
    GroupMemoryBarrierWithGroupSync();
    if (t != 0)
        return;

    MinMax<float> luma = minmax_of(hsum(gsSamples[0].rgb));
    MinMax<float3> colour = minmax_of(gsSamples[0].rgb);
    Stack<uint> bright;
    bright.count = 0;
    float4 window[4];
    for (uint i = 0; i < TILE; ++i)
    {
        float4 s = gsSamples[i];
        luma = minmax_merge(luma, minmax_of(hsum(s.rgb)));
        colour = minmax_merge(colour, minmax_of(s.rgb));
        if (hmax(s.rgb) > 1.0f)
            stack_push(bright, i);
        window[i % 4] = s;
    }
    uint last = bright.count > 0 ? stack_pop(bright) : 0xFFFFFFFFu;
    uint4 counts = uint4(Counts[base], Counts[base + 1], Counts[base + 2], Counts[base + 3]);
    TileStats[groupId.x * 2] = float4(luma.lo, luma.hi, minmax_range(luma), pow4(minmax_range(luma)));
    TileStats[groupId.x * 2 + 1] = float4(tonemap(minmax_range(colour)), array_sum(window).a);
    TileCounts[groupId.x] = uint4(hsum(counts), hmax(counts), bright.count, last);
}

// ----- pixel: the same helpers on other types ------------------------------------------------

Texture2D<float4> Hdr : register(t4);
SamplerState LinearClamp : register(s5);

cbuffer Exposure : register(b6)
{
    float2 EyeRange;
    float Vignette;
    float Padding;
};

[shader("pixel")]
float4 PSMain(float4 position : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float3 hdr = Hdr.Sample(LinearClamp, uv).rgb;
    float exposure = remap(EyeRange.x, EyeRange.y, 1.0f, 0.25f, hsum(hdr) / 3.0f);
    float2 centred = uv * 2.0f - 1.0f;
    float fade = 1.0f - Vignette * sqr(dot(centred, centred));
    float3 mapped = tonemap(hdr * exposure) * fade;
    return float4(mapped, tonemap(1.0f));
}
