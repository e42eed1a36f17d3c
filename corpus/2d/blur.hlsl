// One pass of a separable Gaussian blur. The weights live in a constant buffer as an array of
// floats (each element takes a full 16-byte row in a cbuffer), the direction is a float2.
#include "../common/fullscreen.hlsli"

static const int MAX_BLUR_TAPS = 9;

cbuffer BlurParams : register(b0)
{
    float2 Direction;        // (1,0) horizontal, (0,1) vertical
    int TapCount;            // <= MAX_BLUR_TAPS, the centre tap included
    float Spread;
    float Weights[MAX_BLUR_TAPS];
};

Texture2D<float4> BlurInput : register(t1);
SamplerState LinearClamp : register(s2);

[shader("vertex")]
FullscreenVaryings VSMain(uint vertexId : SV_VertexID)
{
    return FullscreenTriangle(vertexId);
}

[shader("pixel")]
float4 PSMain(FullscreenVaryings i) : SV_Target
{
    uint width, height;
    BlurInput.GetDimensions(width, height);
    float2 texel = Direction * Spread / float2(width, height);

    float4 sum = BlurInput.Sample(LinearClamp, i.Uv) * Weights[0];
    for (int t = 1; t < MAX_BLUR_TAPS; ++t)
    {
        if (t >= TapCount)
            break;
        float2 offset = texel * float(t);
        sum += BlurInput.Sample(LinearClamp, i.Uv + offset) * Weights[t];
        sum += BlurInput.Sample(LinearClamp, i.Uv - offset) * Weights[t];
    }
    return sum;
}
