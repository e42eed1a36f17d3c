// 2D sprites from a vertex buffer: position, uv and a packed RGBA8 colour per vertex.
// The atlas texture and its sampler share register 1 (t1/s1), which OneShader binds as one
// combined image-sampler; the alpha test discards fully transparent texels.

cbuffer SpriteFrame : register(b0)
{
    float4x4 ViewProjection;
    float3 TintColor;      // shares its 16-byte row with TintStrength
    float TintStrength;
    float AlphaCutoff;
    float DepthLayer;
};

Texture2D<float4> SpriteAtlas : register(t1);
SamplerState SpriteAtlasSampler : register(s1);

struct SpriteVertex
{
    float2 Position : POSITION;
    float2 Uv : TEXCOORD0;
    [[oneshader::format("unorm8x4")]] float4 Color : COLOR0;
};

struct SpriteVaryings
{
    float4 Position : SV_Position;
    float2 Uv : TEXCOORD0;
    float4 Color : COLOR0;
};

[shader("vertex")]
SpriteVaryings VSMain(SpriteVertex v)
{
    SpriteVaryings o;
    o.Position = mul(ViewProjection, float4(v.Position, DepthLayer, 1.0));
    o.Uv = v.Uv;
    o.Color = v.Color;
    return o;
}

[shader("pixel")]
float4 PSMain(SpriteVaryings i) : SV_Target
{
    float4 texel = SpriteAtlas.Sample(SpriteAtlasSampler, i.Uv);
    float4 color = texel * i.Color;
    clip(color.a - AlphaCutoff);
    color.rgb = lerp(color.rgb, TintColor * color.a, TintStrength);
    return color;
}
