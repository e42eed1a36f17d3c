// Colour grading: lift/gamma/gain, saturation, a 3D lookup table and a vignette.
#include "../common/fullscreen.hlsli"
#include "../common/color.hlsli"

cbuffer GradeParams : register(b0)
{
    float3 Lift;
    float Saturation;
    float3 Gamma;
    float Contrast;
    float3 Gain;
    float LutContribution;
    float2 VignetteCenter;
    float VignetteRadius;
    float VignetteSoftness;
    float3x3 ChannelMixer;   // column-major by default: three columns, each in its own row
    uint LutSize;
};

Texture2D<float4> SceneColor : register(t1);
Texture3D<float4> GradingLut : register(t2);
SamplerState LinearClamp : register(s3);

[shader("vertex")]
FullscreenVaryings VSMain(uint vertexId : SV_VertexID)
{
    return FullscreenTriangle(vertexId);
}

float3 ApplyLiftGammaGain(float3 c)
{
    c = c * Gain + Lift * (1.0 - c);
    return pow(max(c, 0.0), 1.0 / max(Gamma, 1e-3));
}

float3 ApplyLut(float3 c)
{
    // Sample texel centres: scale into [0.5/size, 1 - 0.5/size].
    float size = float(LutSize);
    float3 uvw = saturate(c) * ((size - 1.0) / size) + 0.5 / size;
    return GradingLut.SampleLevel(LinearClamp, uvw, 0).rgb;
}

[shader("pixel")]
float4 PSMain(FullscreenVaryings i) : SV_Target
{
    float4 scene = SceneColor.Sample(LinearClamp, i.Uv);
    float3 c = mul(ChannelMixer, scene.rgb);
    c = ApplyLiftGammaGain(c);
    float luma = Luminance(c);
    c = lerp(float3(luma, luma, luma), c, Saturation);
    c = (c - 0.18) * Contrast + 0.18;
    c = lerp(c, SrgbToLinear(ApplyLut(LinearToSrgb(c))), LutContribution);

    float d = distance(i.Uv, VignetteCenter);
    float vignette = 1.0 - smoothstep(VignetteRadius, VignetteRadius + VignetteSoftness, d);
    return float4(c * vignette, scene.a);
}
