// A textured sprite: position, uv and a packed unorm8x4 colour per vertex; the pixel shader
// samples the atlas with its own sampler (separate slots, so Vulkan and WebGPU bind the same
// way) and multiplies by the vertex colour and a constant-buffer tint.

[[vk::binding(0, 0)]] cbuffer SpriteParams : register(b0)
{
    float4 Tint;
};

[[vk::binding(1, 0)]] Texture2D<float4> Atlas : register(t1);
[[vk::binding(2, 0)]] SamplerState AtlasSampler : register(s2);

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
    o.Position = float4(v.Position, 0.0, 1.0);
    o.Uv = v.Uv;
    o.Color = v.Color;
    return o;
}

[shader("pixel")]
float4 PSMain(SpriteVaryings i) : SV_Target
{
    return Atlas.Sample(AtlasSampler, i.Uv) * i.Color * Tint;
}
