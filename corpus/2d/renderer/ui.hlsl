// The UI pass of the 2D renderer: one shader for every widget primitive (solid and gradient
// rectangles, rounded boxes, circles, images, SDF text, nine-slices), selected per vertex by a
// kind. Gradients have up to eight stops; scissor rectangles live in a constant-buffer array.
#include "renderer.hlsli"

static const uint UI_SOLID = 0;
static const uint UI_LINEAR_GRADIENT = 1;
static const uint UI_RADIAL_GRADIENT = 2;
static const uint UI_ROUNDED_BOX = 3;
static const uint UI_CIRCLE = 4;
static const uint UI_IMAGE = 5;
static const uint UI_TEXT = 6;
static const uint UI_NINE_SLICE = 7;

static const uint MAX_GRADIENT_STOPS = 8;
static const uint MAX_SCISSORS = 16;

cbuffer UiStyle : register(b1, space0)
{
    float4 ScissorRects[MAX_SCISSORS];     // x0, y0, x1, y1 in pixels
    float4 GradientColors[MAX_GRADIENT_STOPS];
    float GradientOffsets[MAX_GRADIENT_STOPS];  // each element on its own 16-byte row
    uint GradientStopCount;
    float TextSharpness;
    float2 NineSliceBorder;                 // uv size of the fixed border
};

Texture2D<float4> UiImage : register(t0, space1);
Texture2D<float> UiFontSdf : register(t1, space1);
SamplerState UiLinear : register(s2, space1);

struct UiVertex
{
    float2 Position : POSITION;                       // pixels
    float2 Uv : TEXCOORD0;
    float4 Params : TEXCOORD1;                        // kind-specific: half size, radius, ...
    uint KindAndScissor : BLENDINDICES0;              // kind in the low byte, scissor above
    [[oneshader::format("unorm8x4")]] float4 Color : COLOR0;
};

struct UiVaryings
{
    float4 Position : SV_Position;
    float2 Uv : TEXCOORD0;
    float2 Local : TEXCOORD1;
    nointerpolation float4 Params : TEXCOORD2;
    nointerpolation uint Kind : TEXCOORD3;
    nointerpolation uint Scissor : TEXCOORD4;
    float4 Color : COLOR0;
};

[shader("vertex")]
UiVaryings VSMain(UiVertex v)
{
    UiVaryings o;
    float2 ndc = v.Position / ViewportSize * 2.0 - 1.0;
    o.Position = float4(ndc.x, -ndc.y, 0.0, 1.0);
    o.Uv = v.Uv;
    // Local coordinates centred on the primitive, in pixels, for the distance functions.
    o.Local = (v.Uv - 0.5) * v.Params.xy * 2.0;
    o.Params = v.Params;
    o.Kind = v.KindAndScissor & 0xFF;
    o.Scissor = (v.KindAndScissor >> 8) & 0xFF;
    o.Color = v.Color;
    return o;
}

float4 EvaluateGradient(float t)
{
    t = saturate(t);
    float4 color = GradientColors[0];
    for (uint s = 1; s < MAX_GRADIENT_STOPS; ++s)
    {
        if (s >= GradientStopCount)
            break;
        float start = GradientOffsets[s - 1];
        float end = GradientOffsets[s];
        if (end <= start)
            continue;   // a zero-width stop only marks a hard edge
        if (t <= end)
        {
            color = lerp(GradientColors[s - 1], GradientColors[s], saturate((t - start) / (end - start)));
            break;
        }
        color = GradientColors[s];
    }
    return color;
}

float Coverage(float distance)
{
    float aa = max(fwidth(distance), 1e-4);
    return 1.0 - smoothstep(-aa, aa, distance);
}

float2 NineSliceUv(float2 uv, float2 sizePixels, float2 borderPixels)
{
    // Keep the borders at their pixel size; stretch only the middle.
    float2 borderUv = borderPixels / max(sizePixels, 1.0);
    float2 low = uv / borderUv * NineSliceBorder;
    float2 high = 1.0 - (1.0 - uv) / borderUv * NineSliceBorder;
    float2 mid = lerp(NineSliceBorder, 1.0 - NineSliceBorder, (uv - borderUv) / max(1.0 - 2.0 * borderUv, 1e-4));
    float2 result;
    result.x = uv.x < borderUv.x ? low.x : (uv.x > 1.0 - borderUv.x ? high.x : mid.x);
    result.y = uv.y < borderUv.y ? low.y : (uv.y > 1.0 - borderUv.y ? high.y : mid.y);
    return result;
}

[shader("pixel")]
float4 PSMain(UiVaryings i) : SV_Target
{
    if (i.Scissor < MAX_SCISSORS)
    {
        float4 rect = ScissorRects[i.Scissor];
        if (i.Position.x < rect.x || i.Position.y < rect.y || i.Position.x > rect.z || i.Position.y > rect.w)
            discard;
    }

    float4 color = i.Color;
    float coverage = 1.0;
    switch (i.Kind)
    {
    case UI_SOLID:
        break;
    case UI_LINEAR_GRADIENT:
        color *= EvaluateGradient(dot(i.Uv, normalize(i.Params.zw)));
        break;
    case UI_RADIAL_GRADIENT:
        color *= EvaluateGradient(length(i.Uv - 0.5) * 2.0);
        break;
    case UI_CIRCLE:
        // A circle is a rounded box whose radius is half its size: set the radius, then fall
        // through to the rounded-box case.
        i.Params.z = min(i.Params.x, i.Params.y);
    case UI_ROUNDED_BOX:
    {
        float2 q = abs(i.Local) - i.Params.xy + i.Params.z;
        float d = min(max(q.x, q.y), 0.0) + length(max(q, 0.0)) - i.Params.z;
        coverage = Coverage(d);
        if (i.Params.w > 0.0)
            coverage -= Coverage(d + i.Params.w) * 0.75;   // hollow outline
        break;
    }
    case UI_NINE_SLICE:
        color *= UiImage.Sample(UiLinear, NineSliceUv(i.Uv, i.Params.xy * 2.0, i.Params.zw));
        break;
    case UI_IMAGE:
        color *= UiImage.Sample(UiLinear, i.Uv);
        break;
    case UI_TEXT:
    {
        float sd = UiFontSdf.Sample(UiLinear, i.Uv);
        float w = max(fwidth(sd), 1e-4) / max(TextSharpness, 0.01);
        coverage = smoothstep(0.5 - w, 0.5 + w, sd);
        break;
    }
    default:
        color = float4(1.0, 0.0, 1.0, 1.0);   // unknown kind: make it visible
        break;
    }
    color.a *= saturate(coverage);
    return color;
}
