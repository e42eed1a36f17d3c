// Multi-channel signed-distance-field text. Glyph quads come from a structured buffer, one
// instance per glyph; the four corners are made from SV_VertexID.
#include "../common/math.hlsli"

cbuffer TextFrame : register(b0)
{
    float4x4 ViewProjection;
    float DistanceRange;     // the atlas's distance range in texels
    float OutlineWidth;      // in screen pixels
    float2 Padding0;
    float4 OutlineColor;
};

struct GlyphInstance
{
    float2 ScreenMin;
    float2 ScreenMax;
    float2 UvMin;
    float2 UvMax;
    uint Color;              // RGBA8, red in the low byte
    float Depth;
};

StructuredBuffer<GlyphInstance> Glyphs : register(t1);
Texture2D<float4> GlyphAtlas : register(t2);
SamplerState GlyphSampler : register(s3);

struct GlyphVaryings
{
    float4 Position : SV_Position;
    float2 Uv : TEXCOORD0;
    nointerpolation float4 Color : COLOR0;
};

[shader("vertex")]
GlyphVaryings VSMain(uint vertexId : SV_VertexID, uint instanceId : SV_InstanceID)
{
    GlyphInstance g = Glyphs[instanceId];
    float2 corner = float2(vertexId & 1, (vertexId >> 1) & 1);
    GlyphVaryings o;
    o.Position = mul(ViewProjection, float4(lerp(g.ScreenMin, g.ScreenMax, corner), g.Depth, 1.0));
    o.Uv = lerp(g.UvMin, g.UvMax, corner);
    o.Color = UnpackUnorm4x8(g.Color);
    return o;
}

float Median(float3 v)
{
    return max(min(v.r, v.g), min(max(v.r, v.g), v.b));
}

[shader("pixel")]
float4 PSMain(GlyphVaryings i) : SV_Target
{
    uint width, height, levels;
    GlyphAtlas.GetDimensions(0, width, height, levels);
    // Screen pixels per distance unit, from the uv derivatives.
    float2 unitRange = DistanceRange / float2(width, height);
    float2 screenTexSize = 1.0 / max(abs(ddx(i.Uv)) + abs(ddy(i.Uv)), 1e-6);
    float screenPxRange = max(0.5 * dot(unitRange, screenTexSize), 1.0);

    float3 msd = GlyphAtlas.Sample(GlyphSampler, i.Uv).rgb;
    float sd = Median(msd) - 0.5;
    float fill = saturate(sd * screenPxRange + 0.5);
    float outline = saturate((sd * screenPxRange + OutlineWidth) + 0.5);

    float4 color = lerp(OutlineColor, i.Color, fill);
    color.a *= max(fill, outline * OutlineColor.a);
    return color;
}
