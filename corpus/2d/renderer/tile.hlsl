// The tile-layer pass of the 2D renderer. Tiles come from a structured buffer; the per-layer
// parameters are push constants. PSFlat draws the tile colour, PSIds writes the tile's id to an
// R32_UINT target for mouse picking.
#include "renderer.hlsli"

struct TileLayerConstants
{
    float2 LayerOffset;
    float2 ParallaxFactor;
    uint LayerIndex;
    uint HighlightedTile;
    float Opacity;
    uint Flags;
};

[[vk::push_constant]] TileLayerConstants Layer;

static const uint LAYER_FLAG_GRID = 1;
static const uint LAYER_FLAG_HIGHLIGHT = 2;

struct TileRecord
{
    int2 Cell;
    uint Id;
    uint Color;
};

StructuredBuffer<TileRecord> Tiles : register(t0, space1);

struct TileVaryings
{
    float4 Position : SV_Position;
    float2 CellUv : TEXCOORD0;
    nointerpolation uint Id : TEXCOORD1;
    nointerpolation float4 Color : COLOR0;
};

[shader("vertex")]
TileVaryings VSMain(uint vertexId : SV_VertexID, uint instanceId : SV_InstanceID)
{
    TileRecord t = Tiles[instanceId];
    float2 corner = QuadCorner(vertexId);
    float2 world = (float2(t.Cell) + corner) + Layer.LayerOffset * Layer.ParallaxFactor;

    TileVaryings o;
    o.Position = mul(ViewProjection, float4(world, float(Layer.LayerIndex) * 0.01, 1.0));
    o.CellUv = corner;
    o.Id = t.Id;
    float4 color = UnpackUnorm4x8(t.Color);
    if ((Layer.Flags & LAYER_FLAG_HIGHLIGHT) != 0 && t.Id == Layer.HighlightedTile)
        color.rgb = lerp(color.rgb, float3(1.0, 1.0, 0.3), 0.5);
    o.Color = color;
    return o;
}

[shader("pixel")]
float4 PSFlat(TileVaryings i) : SV_Target
{
    float4 c = i.Color;
    if ((Layer.Flags & LAYER_FLAG_GRID) != 0)
    {
        float2 edge = min(i.CellUv, 1.0 - i.CellUv) / fwidth(i.CellUv);
        float gridLine = 1.0 - saturate(min(edge.x, edge.y));
        c.rgb = lerp(c.rgb, float3(0.0, 0.0, 0.0), gridLine * 0.6);
    }
    c.a *= Layer.Opacity;
    return c;
}

[shader("pixel")]
uint PSIds(TileVaryings i) : SV_Target
{
    // Ids pack the layer above 24 bits; zero means "no tile".
    return (Layer.LayerIndex << 24) | (i.Id & 0x00FFFFFFu);
}
