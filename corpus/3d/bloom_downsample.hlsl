// One step of the bloom mip chain going down: the 13-tap filter (five overlapping 2x2 boxes).
// The first step also applies the soft brightness threshold and a Karis average, which keeps
// single very bright pixels from flickering.
#include "../common/fullscreen.hlsli"
#include "../common/color.hlsli"

cbuffer BloomDownParams : register(b0)
{
    float Threshold;
    float SoftKnee;
    uint FirstPass;      // 1 for the full-resolution input
    float SourceMip;
};

Texture2D<float4> BloomSource : register(t1);
SamplerState BloomLinearClamp : register(s2);

[shader("vertex")]
FullscreenVaryings VSMain(uint vertexId : SV_VertexID)
{
    return FullscreenTriangle(vertexId);
}

float3 SoftThreshold(float3 c)
{
    float brightness = max(c.r, max(c.g, c.b));
    float knee = Threshold * SoftKnee;
    float soft = clamp(brightness - Threshold + knee, 0.0, 2.0 * knee);
    soft = soft * soft / (4.0 * knee + 1e-5);
    float contribution = max(soft, brightness - Threshold) / max(brightness, 1e-5);
    return c * contribution;
}

float KarisWeight(float3 c)
{
    return 1.0 / (1.0 + Luminance(c));
}

float3 Fetch(float2 uv)
{
    return BloomSource.SampleLevel(BloomLinearClamp, uv, SourceMip).rgb;
}

float3 BoxAverage(float3 a, float3 b, float3 c, float3 d)
{
    if (FirstPass != 0)
    {
        float wa = KarisWeight(a), wb = KarisWeight(b), wc = KarisWeight(c), wd = KarisWeight(d);
        return (a * wa + b * wb + c * wc + d * wd) / (wa + wb + wc + wd);
    }
    return (a + b + c + d) * 0.25;
}

[shader("pixel")]
float4 PSMain(FullscreenVaryings i) : SV_Target
{
    uint width, height, levels;
    BloomSource.GetDimensions((uint)SourceMip, width, height, levels);
    float2 t = 1.0 / float2(width, height);
    float2 uv = i.Uv;

    // a . b . c
    // . j . k .
    // d . e . f
    // . l . m .
    // g . h . i
    float3 a = Fetch(uv + t * float2(-2.0, -2.0));
    float3 b = Fetch(uv + t * float2(0.0, -2.0));
    float3 c = Fetch(uv + t * float2(2.0, -2.0));
    float3 d = Fetch(uv + t * float2(-2.0, 0.0));
    float3 e = Fetch(uv);
    float3 f = Fetch(uv + t * float2(2.0, 0.0));
    float3 g = Fetch(uv + t * float2(-2.0, 2.0));
    float3 h = Fetch(uv + t * float2(0.0, 2.0));
    float3 k9 = Fetch(uv + t * float2(2.0, 2.0));
    float3 j = Fetch(uv + t * float2(-1.0, -1.0));
    float3 k = Fetch(uv + t * float2(1.0, -1.0));
    float3 l = Fetch(uv + t * float2(-1.0, 1.0));
    float3 m = Fetch(uv + t * float2(1.0, 1.0));

    float3 result = BoxAverage(j, k, l, m) * 0.5;
    result += BoxAverage(a, b, d, e) * 0.125;
    result += BoxAverage(b, c, e, f) * 0.125;
    result += BoxAverage(d, e, g, h) * 0.125;
    result += BoxAverage(e, f, h, k9) * 0.125;

    if (FirstPass != 0)
        result = SoftThreshold(result);
    return float4(max(result, 0.0), 1.0);
}
