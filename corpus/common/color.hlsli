// Colour-space helpers: sRGB transfer functions, luminance and the usual tone curves.
#ifndef COMMON_COLOR_HLSLI
#define COMMON_COLOR_HLSLI

static const float3 LUMA_REC709 = float3(0.2126, 0.7152, 0.0722);

float Luminance(float3 linearRgb)
{
    return dot(linearRgb, LUMA_REC709);
}

float3 SrgbToLinear(float3 c)
{
    float3 low = c / 12.92;
    float3 high = pow((c + 0.055) / 1.055, 2.4);
    return lerp(low, high, step(0.04045, c));
}

float3 LinearToSrgb(float3 c)
{
    c = max(c, 0.0);
    float3 low = c * 12.92;
    float3 high = 1.055 * pow(c, 1.0 / 2.4) - 0.055;
    return lerp(low, high, step(0.0031308, c));
}

float3 TonemapReinhard(float3 c)
{
    return c / (1.0 + Luminance(c));
}

// Narkowicz's fit of the ACES reference rendering transform.
float3 TonemapAcesFitted(float3 c)
{
    const float a = 2.51;
    const float b = 0.03;
    const float cc = 2.43;
    const float d = 0.59;
    const float e = 0.14;
    return saturate((c * (a * c + b)) / (c * (cc * c + d) + e));
}

float3 TonemapUncharted2Curve(float3 x)
{
    const float A = 0.15, B = 0.50, C = 0.10, D = 0.20, E = 0.02, F = 0.30;
    return ((x * (A * x + C * B) + D * E) / (x * (A * x + B) + D * F)) - E / F;
}

float3 TonemapUncharted2(float3 c, float whitePoint)
{
    float3 curr = TonemapUncharted2Curve(c * 2.0);
    float3 whiteScale = 1.0 / TonemapUncharted2Curve(float3(whitePoint, whitePoint, whitePoint));
    return curr * whiteScale;
}

#endif
