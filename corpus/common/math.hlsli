// Small math helpers shared across the corpus: constants, packing and hashing.
#ifndef COMMON_MATH_HLSLI
#define COMMON_MATH_HLSLI

static const float PI = 3.14159265359;
static const float TWO_PI = 6.28318530718;
static const float INV_PI = 0.31830988618;

float Square(float x) { return x * x; }

// Octahedral normal encoding: a unit vector in two [-1,1] components.
float2 OctWrap(float2 v)
{
    return (1.0 - abs(v.yx)) * float2(v.x >= 0.0 ? 1.0 : -1.0, v.y >= 0.0 ? 1.0 : -1.0);
}

float2 EncodeOctahedral(float3 n)
{
    n /= abs(n.x) + abs(n.y) + abs(n.z);
    float2 e = n.z >= 0.0 ? n.xy : OctWrap(n.xy);
    return e * 0.5 + 0.5;
}

float3 DecodeOctahedral(float2 e)
{
    e = e * 2.0 - 1.0;
    float3 n = float3(e.x, e.y, 1.0 - abs(e.x) - abs(e.y));
    float t = saturate(-n.z);
    n.x += n.x >= 0.0 ? -t : t;
    n.y += n.y >= 0.0 ? -t : t;
    return normalize(n);
}

// RGBA8 packed in a uint, red in the low byte (the order vertex colours use).
float4 UnpackUnorm4x8(uint packed)
{
    return float4(packed & 0xFF, (packed >> 8) & 0xFF, (packed >> 16) & 0xFF, packed >> 24) / 255.0;
}

uint PackUnorm4x8(float4 v)
{
    uint4 b = uint4(round(saturate(v) * 255.0));
    return b.x | (b.y << 8) | (b.z << 16) | (b.w << 24);
}

// PCG-style integer hash, for per-pixel noise and sample rotation.
uint HashUint(uint v)
{
    uint state = v * 747796405u + 2891336453u;
    uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
    return (word >> 22u) ^ word;
}

float HashToUnitFloat(uint v)
{
    return float(HashUint(v) & 0x00FFFFFFu) / 16777216.0;
}

#endif
