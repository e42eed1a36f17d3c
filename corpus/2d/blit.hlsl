// Copies a rectangle of one mip of a texture to the render target, optionally converting
// linear to sRGB. The rectangle and the mip come in a push-constant block.
#include "../common/fullscreen.hlsli"
#include "../common/color.hlsli"

struct BlitConstants
{
    float2 SourceOffset;  // in uv
    float2 SourceScale;   // in uv
    float SourceMip;
    uint ConvertToSrgb;   // 0 or 1
    float Opacity;
};

[[vk::push_constant]] BlitConstants Blit;

Texture2D<float4> BlitSource : register(t0);
SamplerState BlitSampler : register(s1);

[shader("vertex")]
FullscreenVaryings VSMain(uint vertexId : SV_VertexID)
{
    return FullscreenTriangle(vertexId);
}

[shader("pixel")]
float4 PSMain(FullscreenVaryings i) : SV_Target
{
    float2 uv = Blit.SourceOffset + i.Uv * Blit.SourceScale;
    float4 c = BlitSource.SampleLevel(BlitSampler, uv, Blit.SourceMip);
    if (Blit.ConvertToSrgb != 0)
        c.rgb = LinearToSrgb(c.rgb);
    c.a *= Blit.Opacity;
    return c;
}
