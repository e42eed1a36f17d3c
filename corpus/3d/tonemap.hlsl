// The final HDR resolve: exposure from the luminance the histogram pass averaged, bloom added,
// one of several tone curves, then the sRGB transfer and a little dither against banding.
#include "../common/fullscreen.hlsli"
#include "../common/color.hlsli"
#include "../common/math.hlsli"

static const uint TONEMAP_NONE = 0;
static const uint TONEMAP_REINHARD = 1;
static const uint TONEMAP_ACES = 2;
static const uint TONEMAP_UNCHARTED2 = 3;
static const uint TONEMAP_ACES_DESATURATED = 4;

cbuffer TonemapParams : register(b0)
{
    float ExposureCompensation;   // in EV
    float BloomStrength;
    float WhitePoint;
    uint Operator;
    float3 ShadowTint;
    float DitherStrength;
    float MinAverageLuminance;
    float MaxAverageLuminance;
    uint FrameNumber;
};

Texture2D<float4> HdrScene : register(t1);
Texture2D<float4> BloomChain : register(t2);
StructuredBuffer<float> AverageLuminance : register(t3);
SamplerState LinearClamp : register(s4);

[shader("vertex")]
FullscreenVaryings VSMain(uint vertexId : SV_VertexID)
{
    return FullscreenTriangle(vertexId);
}

float3 ApplyOperator(float3 c)
{
    float3 result = c;
    switch (Operator)
    {
    case TONEMAP_REINHARD:
        result = TonemapReinhard(c);
        break;
    case TONEMAP_ACES_DESATURATED:
        // Desaturate the highlights first, then continue with the ACES curve.
        c = lerp(c, Luminance(c).xxx, saturate(Luminance(c) * 0.1));
    case TONEMAP_ACES:
        result = TonemapAcesFitted(c);
        break;
    case TONEMAP_UNCHARTED2:
        result = TonemapUncharted2(c, WhitePoint);
        break;
    case TONEMAP_NONE:
    default:
        result = saturate(c);
        break;
    }
    return result;
}

[shader("pixel")]
float4 PSMain(FullscreenVaryings i) : SV_Target
{
    float average = clamp(AverageLuminance[0], MinAverageLuminance, MaxAverageLuminance);
    float exposure = exp2(ExposureCompensation) * 0.18 / max(average, 1e-4);

    float3 hdr = HdrScene.Sample(LinearClamp, i.Uv).rgb;
    hdr += BloomChain.SampleLevel(LinearClamp, i.Uv, 0).rgb * BloomStrength;
    hdr *= exposure;
    hdr = lerp(hdr * ShadowTint, hdr, saturate(Luminance(hdr) * 4.0));

    float3 ldr = LinearToSrgb(ApplyOperator(hdr));
    uint2 pixel = uint2(i.Position.xy);
    float noise = HashToUnitFloat(pixel.x + pixel.y * 4096u + FrameNumber * 16777259u) - 0.5;
    ldr += noise * DitherStrength / 255.0;
    return float4(ldr, Luminance(ldr));   // alpha: luma, for FXAA
}
