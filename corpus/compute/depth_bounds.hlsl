// Per-tile minimum and maximum depth of the depth buffer (16x16 tiles), for tighter light
// clusters and for deciding which tiles need shadow sampling. Depths are non-negative floats,
// so their bit patterns order like the values and InterlockedMin/Max on uint work.

static const uint TILE_SIZE = 16;

Texture2D<float> DepthBuffer : register(t0);
RWTexture2D<float2> TileDepthBounds : register(u1);     // x: min, y: max
RWStructuredBuffer<uint> GlobalDepthBounds : register(u2);   // [0]: min bits, [1]: max bits

groupshared uint gsMinDepthBits;
groupshared uint gsMaxDepthBits;
groupshared uint gsSkyCount;

[shader("compute")]
[numthreads(TILE_SIZE, TILE_SIZE, 1)]
void CSMain(uint3 dispatchId : SV_DispatchThreadID, uint3 groupThreadId : SV_GroupThreadID,
            uint3 groupId : SV_GroupID, uint groupIndex : SV_GroupIndex)
{
    if (groupIndex == 0)
    {
        gsMinDepthBits = 0x7F7FFFFF;   // FLT_MAX
        gsMaxDepthBits = 0;
        gsSkyCount = 0;
    }
    GroupMemoryBarrierWithGroupSync();

    uint width, height;
    DepthBuffer.GetDimensions(width, height);
    if (dispatchId.x < width && dispatchId.y < height)
    {
        float depth = DepthBuffer.Load(int3(dispatchId.xy, 0));
        if (depth < 1.0)
        {
            uint bits = asuint(depth);
            InterlockedMin(gsMinDepthBits, bits);
            InterlockedMax(gsMaxDepthBits, bits);
        }
        else
        {
            InterlockedAdd(gsSkyCount, 1);
        }
    }
    GroupMemoryBarrierWithGroupSync();

    if (all(groupThreadId.xy == 0))
    {
        bool allSky = gsSkyCount == TILE_SIZE * TILE_SIZE;
        float minDepth = allSky ? 1.0 : asfloat(gsMinDepthBits);
        float maxDepth = allSky ? 1.0 : asfloat(gsMaxDepthBits);
        TileDepthBounds[groupId.xy] = float2(minDepth, maxDepth);
        if (!allSky)
        {
            InterlockedMin(GlobalDepthBounds[0], gsMinDepthBits);
            InterlockedMax(GlobalDepthBounds[1], gsMaxDepthBits);
        }
    }
}
