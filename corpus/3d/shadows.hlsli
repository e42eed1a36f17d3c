// Cascaded shadow maps: four cascades in one depth texture array, compared in hardware with a
// comparison sampler and filtered with a small PCF kernel.
#ifndef SHADOWS_HLSLI
#define SHADOWS_HLSLI

static const uint CASCADE_COUNT = 4;

cbuffer ShadowParams : register(b1)
{
    float4x4 CascadeViewProjection[CASCADE_COUNT];   // an array of matrices
    float CascadeSplits[CASCADE_COUNT];               // view depth where each cascade ends
    float3 ShadowLightDirection;
    float ShadowDepthBias;
    float ShadowNormalBias;
    float ShadowTexelSize;
    uint PcfRadius;                                   // 0..2
    float CascadeBlendRange;
};

Texture2DArray<float> ShadowCascades : register(t2);
SamplerComparisonState ShadowCompare : register(s3);

uint SelectCascade(float viewDepth)
{
    uint cascade = 0;
    [unroll]
    for (uint c = 0; c < CASCADE_COUNT - 1; ++c)
    {
        if (viewDepth > CascadeSplits[c])
            cascade = c + 1;
    }
    return cascade;
}

float SampleCascadePcf(float3 positionWS, float3 normalWS, uint cascade)
{
    float3 biased = positionWS + normalWS * ShadowNormalBias;
    float4 clipPos = mul(CascadeViewProjection[cascade], float4(biased, 1.0));
    float3 ndc = clipPos.xyz / clipPos.w;
    float2 uv = ndc.xy * float2(0.5, -0.5) + 0.5;
    if (any(uv < 0.0) || any(uv > 1.0))
        return 1.0;

    float reference = ndc.z - ShadowDepthBias;
    float sum = 0.0;
    float taps = 0.0;
    int radius = (int)min(PcfRadius, 2u);
    for (int y = -radius; y <= radius; ++y)
    {
        for (int x = -radius; x <= radius; ++x)
        {
            float2 offset = float2(x, y) * ShadowTexelSize;
            sum += ShadowCascades.SampleCmpLevelZero(ShadowCompare, float3(uv + offset, cascade), reference);
            taps += 1.0;
        }
    }
    return sum / taps;
}

#endif
