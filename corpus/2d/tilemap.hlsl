// A tile map drawn as one instanced quad per visible tile. The map is a ByteAddressBuffer of
// 32-bit cells (tile index in the low 16 bits, flip flags above); the tile images are layers of
// a texture array, sampled with explicit gradients so mips stay right at tile seams.

cbuffer TileMapParams : register(b0)
{
    row_major float3x3 WorldToClip2D;  // row-major: three rows of 16 bytes, 44 bytes in all
    float2 TileSize;                   // world units
    uint MapWidth;
    uint MapHeight;
    uint2 FirstVisibleTile;
    uint VisibleColumns;
    float AnimationTime;
    uint AnimatedTileFirst;
    uint AnimatedTileFrames;
    float AnimationFps;
};

static const uint TILE_EMPTY = 0xFFFF;
static const uint TILE_FLIP_X = 1u << 16;
static const uint TILE_FLIP_Y = 1u << 17;
static const uint TILE_ROTATE = 1u << 18;

ByteAddressBuffer MapCells : register(t1);
Texture2DArray<float4> TileImages : register(t2);
SamplerState TileSampler : register(s3);

struct TileVaryings
{
    float4 Position : SV_Position;
    float2 LocalUv : TEXCOORD0;
    nointerpolation uint Cell : TEXCOORD1;
};

[shader("vertex")]
TileVaryings VSMain(uint vertexId : SV_VertexID, uint instanceId : SV_InstanceID)
{
    uint2 tile = FirstVisibleTile + uint2(instanceId % VisibleColumns, instanceId / VisibleColumns);
    uint cell = TILE_EMPTY;
    if (tile.x < MapWidth && tile.y < MapHeight)
        cell = MapCells.Load((tile.y * MapWidth + tile.x) * 4);

    float2 corner = float2(vertexId & 1, vertexId >> 1);
    float2 world = (float2(tile) + corner) * TileSize;
    float3 clip2d = mul(WorldToClip2D, float3(world, 1.0));

    TileVaryings o;
    // Empty cells collapse to a degenerate triangle outside the view.
    o.Position = (cell & 0xFFFF) == TILE_EMPTY ? float4(2.0, 2.0, 2.0, 1.0) : float4(clip2d.xy, 0.0, 1.0);
    o.LocalUv = corner;
    o.Cell = cell;
    return o;
}

float2 ApplyFlips(float2 uv, uint cell)
{
    if ((cell & TILE_ROTATE) != 0)
        uv = float2(uv.y, 1.0 - uv.x);
    if ((cell & TILE_FLIP_X) != 0)
        uv.x = 1.0 - uv.x;
    if ((cell & TILE_FLIP_Y) != 0)
        uv.y = 1.0 - uv.y;
    return uv;
}

[shader("pixel")]
float4 PSMain(TileVaryings i) : SV_Target
{
    uint layer = i.Cell & 0xFFFF;
    if (layer >= AnimatedTileFirst && layer < AnimatedTileFirst + AnimatedTileFrames)
        layer = AnimatedTileFirst + (uint(AnimationTime * AnimationFps) + layer - AnimatedTileFirst) % AnimatedTileFrames;

    float2 uv = ApplyFlips(i.LocalUv, i.Cell);
    // Gradients from the unflipped uv: a flip only changes their sign, not the footprint.
    float2 dx = ddx(i.LocalUv);
    float2 dy = ddy(i.LocalUv);
    float4 c = TileImages.SampleGrad(TileSampler, float3(uv, float(layer)), dx, dy);
    clip(c.a - 0.01);
    return c;
}
