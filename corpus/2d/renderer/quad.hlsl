// The batched quad pass of the 2D renderer. One instance per quad in a structured buffer; the
// quad's texture is a layer of a texture array. Three pixel shaders share the vertex shader:
// a plain sprite, a small box blur (frosted panels) and a colour-matrix grade.
#include "renderer.hlsli"

struct QuadInstance
{
    float2 Center;
    float2 HalfExtent;
    float Rotation;
    float Depth;
    uint Layer;
    uint Color;       // RGBA8
    float4 UvRect;    // u0, v0, u1, v1
};

StructuredBuffer<QuadInstance> Quads : register(t0, space1);
Texture2DArray<float4> QuadTextures : register(t1, space1);
SamplerState QuadSampler : register(s2, space1);

cbuffer QuadEffects : register(b3, space1)
{
    float4x4 ColorMatrix;     // applied to (r, g, b, 1)
    float BlurRadiusTexels;
    uint BlurTaps;
    float2 EffectPadding;
};

struct QuadVaryings
{
    float4 Position : SV_Position;
    float2 Uv : TEXCOORD0;
    nointerpolation uint Layer : TEXCOORD1;
    float4 Color : COLOR0;
};

[shader("vertex")]
QuadVaryings VSMain(uint vertexId : SV_VertexID, uint instanceId : SV_InstanceID)
{
    QuadInstance q = Quads[instanceId];
    float2 corner = QuadCorner(vertexId);
    float2 local = (corner * 2.0 - 1.0) * q.HalfExtent;
    float2 world = q.Center + Rotate2D(local, q.Rotation);

    QuadVaryings o;
    o.Position = mul(ViewProjection, float4(world, q.Depth, 1.0));
    o.Uv = lerp(q.UvRect.xy, q.UvRect.zw, corner);
    o.Layer = q.Layer;
    o.Color = UnpackUnorm4x8(q.Color);
    return o;
}

[shader("pixel")]
float4 PSSprite(QuadVaryings i) : SV_Target
{
    return QuadTextures.Sample(QuadSampler, float3(i.Uv, i.Layer)) * i.Color;
}

[shader("pixel")]
float4 PSBlur(QuadVaryings i) : SV_Target
{
    uint width, height, layers;
    QuadTextures.GetDimensions(width, height, layers);
    float2 texel = BlurRadiusTexels / float2(width, height);
    float4 sum = 0;
    float count = 0;
    uint taps = min(BlurTaps, 4u);
    for (int y = -(int)taps; y <= (int)taps; ++y)
    {
        for (int x = -(int)taps; x <= (int)taps; ++x)
        {
            sum += QuadTextures.SampleLevel(QuadSampler, float3(i.Uv + float2(x, y) * texel, i.Layer), 0);
            count += 1.0;
        }
    }
    return sum / count * i.Color;
}

[shader("pixel")]
float4 PSGrade(QuadVaryings i) : SV_Target
{
    float4 c = QuadTextures.Sample(QuadSampler, float3(i.Uv, i.Layer));
    float3 graded = mul(ColorMatrix, float4(c.rgb, 1.0)).rgb;
    return float4(saturate(graded), c.a) * i.Color;
}
