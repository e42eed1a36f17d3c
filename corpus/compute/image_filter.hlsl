// A tiled image filter: each 16x16 group loads its tile plus a 2-texel apron into groupshared
// memory, then applies a 5x5 kernel (blur, sharpen or edge detection, chosen by a push
// constant) and writes a half-float storage image.

static const uint FILTER_TILE = 16;
static const uint FILTER_RADIUS = 2;
static const uint CACHE_SIZE = FILTER_TILE + 2 * FILTER_RADIUS;   // 20
static const uint CACHE_TEXELS = CACHE_SIZE * CACHE_SIZE;          // 400

static const uint FILTER_GAUSSIAN = 0;
static const uint FILTER_SHARPEN = 1;
static const uint FILTER_SOBEL = 2;

struct FilterConstants
{
    uint Mode;
    float Strength;
    int2 SourceOffset;
};

[[vk::push_constant]] FilterConstants Filter;

Texture2D<float4> FilterSource : register(t0);
[[vk::image_format("rgba16f")]] RWTexture2D<float4> FilterTarget : register(u1);

groupshared float4 gsCache[CACHE_TEXELS];

static const float GAUSS5[5] = { 0.0625, 0.25, 0.375, 0.25, 0.0625 };

float4 CacheAt(int2 p)
{
    return gsCache[p.y * CACHE_SIZE + p.x];
}

[shader("compute")]
[numthreads(FILTER_TILE, FILTER_TILE, 1)]
void CSMain(uint3 dispatchId : SV_DispatchThreadID, uint3 groupId : SV_GroupID,
            uint3 groupThreadId : SV_GroupThreadID, uint groupIndex : SV_GroupIndex)
{
    uint width, height;
    FilterSource.GetDimensions(width, height);
    int2 tileOrigin = int2(groupId.xy * FILTER_TILE) - int2(FILTER_RADIUS, FILTER_RADIUS) + Filter.SourceOffset;

    // 400 texels loaded by 256 threads: two rounds, the second partial.
    for (uint t = groupIndex; t < CACHE_TEXELS; t += FILTER_TILE * FILTER_TILE)
    {
        int2 p = tileOrigin + int2(t % CACHE_SIZE, t / CACHE_SIZE);
        p = clamp(p, int2(0, 0), int2(width - 1, height - 1));
        gsCache[t] = FilterSource.Load(int3(p, 0));
    }
    GroupMemoryBarrierWithGroupSync();

    if (dispatchId.x >= width || dispatchId.y >= height)
        return;

    int2 c = int2(groupThreadId.xy) + int2(FILTER_RADIUS, FILTER_RADIUS);
    float4 center = CacheAt(c);
    float4 result = center;
    switch (Filter.Mode)
    {
    case FILTER_GAUSSIAN:
    {
        float4 sum = 0;
        for (int y = -2; y <= 2; ++y)
            for (int x = -2; x <= 2; ++x)
                sum += CacheAt(c + int2(x, y)) * GAUSS5[x + 2] * GAUSS5[y + 2];
        result = lerp(center, sum, Filter.Strength);
        break;
    }
    case FILTER_SHARPEN:
    {
        float4 neighbours = CacheAt(c + int2(1, 0)) + CacheAt(c - int2(1, 0)) + CacheAt(c + int2(0, 1)) + CacheAt(c - int2(0, 1));
        result = center + (center * 4.0 - neighbours) * Filter.Strength;
        break;
    }
    case FILTER_SOBEL:
    {
        float3 gx = 0.0;
        float3 gy = 0.0;
        [unroll]
        for (int k = -1; k <= 1; ++k)
        {
            float w = k == 0 ? 2.0 : 1.0;
            gx += (CacheAt(c + int2(1, k)).rgb - CacheAt(c + int2(-1, k)).rgb) * w;
            gy += (CacheAt(c + int2(k, 1)).rgb - CacheAt(c + int2(k, -1)).rgb) * w;
        }
        float edge = length(sqrt(gx * gx + gy * gy)) * Filter.Strength;
        result = float4(edge, edge, edge, center.a);
        break;
    }
    default:
        break;
    }
    FilterTarget[dispatchId.xy] = result;
}
