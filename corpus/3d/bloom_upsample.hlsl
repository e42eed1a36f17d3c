// One step of the bloom mip chain going up: a 3x3 tent filter over the smaller mip, added to
// the current mip's downsampled result (the pipeline blends additively).
#include "../common/fullscreen.hlsli"

cbuffer BloomUpParams : register(b0)
{
    float FilterRadius;     // in uv
    float Intensity;
    float2 Padding;
};

Texture2D<float4> BloomLower : register(t1);
Texture2D<float4> BloomCurrent : register(t2);
SamplerState BloomLinearClamp : register(s3);

static const float TENT_WEIGHTS[9] =
{
    1.0 / 16.0, 2.0 / 16.0, 1.0 / 16.0,
    2.0 / 16.0, 4.0 / 16.0, 2.0 / 16.0,
    1.0 / 16.0, 2.0 / 16.0, 1.0 / 16.0,
};

[shader("vertex")]
FullscreenVaryings VSMain(uint vertexId : SV_VertexID)
{
    return FullscreenTriangle(vertexId);
}

[shader("pixel")]
float4 PSMain(FullscreenVaryings i) : SV_Target
{
    float3 sum = 0.0;
    [unroll]
    for (int y = -1; y <= 1; ++y)
    {
        [unroll]
        for (int x = -1; x <= 1; ++x)
        {
            float weight = TENT_WEIGHTS[(y + 1) * 3 + (x + 1)];
            sum += BloomLower.SampleLevel(BloomLinearClamp, i.Uv + float2(x, y) * FilterRadius, 0).rgb * weight;
        }
    }
    float3 current = BloomCurrent.SampleLevel(BloomLinearClamp, i.Uv, 0).rgb;
    return float4(current + sum * Intensity, 1.0);
}
