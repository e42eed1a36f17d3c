// A tiled 3x3 box filter: each 8x8 group loads its tile plus a one-texel apron (clamped at the
// image edges) into groupshared memory, waits at a barrier, averages, and writes an r32f
// storage image. Strength (from the constant buffer) blends between the source and the blur.

static const uint TILE = 8;
static const uint CACHE = TILE + 2;   // 10x10 texels

[[vk::binding(0, 0)]] cbuffer FilterParams : register(b0)
{
    float Strength;
    uint2 ImageSize;
};

[[vk::binding(1, 0)]] Texture2D<float> Source : register(t1);
[[vk::binding(2, 0)]] [[vk::image_format("r32f")]] RWTexture2D<float> Target : register(u2);

groupshared float gsTile[CACHE * CACHE];

[shader("compute")]
[numthreads(TILE, TILE, 1)]
void CSMain(uint3 id : SV_DispatchThreadID, uint3 group : SV_GroupID, uint index : SV_GroupIndex)
{
    int2 origin = int2(group.xy * TILE) - 1;
    for (uint t = index; t < CACHE * CACHE; t += TILE * TILE)
    {
        int2 p = clamp(origin + int2(t % CACHE, t / CACHE), int2(0, 0), int2(ImageSize) - 1);
        gsTile[t] = Source.Load(int3(p, 0));
    }
    GroupMemoryBarrierWithGroupSync();
    if (any(id.xy >= ImageSize))
        return;
    uint2 c = id.xy - group.xy * TILE + 1;
    float sum = 0.0;
    for (int y = -1; y <= 1; ++y)
        for (int x = -1; x <= 1; ++x)
            sum += gsTile[(c.y + y) * CACHE + c.x + x];
    Target[id.xy] = lerp(gsTile[c.y * CACHE + c.x], sum / 9.0, Strength);
}
