// Rounded rectangles with a border and a soft shadow, the workhorse of an immediate-mode UI.
// Each vertex carries the rectangle; the pixel shader evaluates a rounded-box distance and
// anti-aliases it with screen-space derivatives.

cbuffer UiFrame : register(b0)
{
    float2 ScreenSize;
    float2 InvScreenSize;
    float ShadowSoftness;
    float3 ShadowTint;     // starts a new row: a float3 cannot cross a 16-byte boundary
    float4 ClipRect;       // x0, y0, x1, y1 in pixels
};

struct RectVertex
{
    float2 Position : POSITION;        // pixels
    float2 RectCenter : TEXCOORD0;     // pixels
    float2 RectHalfSize : TEXCOORD1;
    float4 CornerRadii : TEXCOORD2;    // top-left, top-right, bottom-right, bottom-left
    float BorderWidth : TEXCOORD3;
    [[oneshader::format("unorm8x4")]] float4 FillColor : COLOR0;
    [[oneshader::format("unorm8x4")]] float4 BorderColor : COLOR1;
};

struct RectVaryings
{
    float4 Position : SV_Position;
    float2 Local : TEXCOORD0;
    nointerpolation float2 HalfSize : TEXCOORD1;
    nointerpolation float4 Radii : TEXCOORD2;
    nointerpolation float BorderWidth : TEXCOORD3;
    float4 FillColor : COLOR0;
    float4 BorderColor : COLOR1;
    float2 PixelPosition : TEXCOORD4;
};

[shader("vertex")]
RectVaryings VSMain(RectVertex v)
{
    RectVaryings o;
    float2 ndc = v.Position * InvScreenSize * 2.0 - 1.0;
    o.Position = float4(ndc.x, -ndc.y, 0.0, 1.0);
    o.Local = v.Position - v.RectCenter;
    o.HalfSize = v.RectHalfSize;
    o.Radii = v.CornerRadii;
    o.BorderWidth = v.BorderWidth;
    o.FillColor = v.FillColor;
    o.BorderColor = v.BorderColor;
    o.PixelPosition = v.Position;
    return o;
}

float RoundedBoxDistance(float2 p, float2 halfSize, float4 radii)
{
    // Pick the corner radius for p's quadrant.
    float2 r2 = p.x > 0.0 ? radii.yz : radii.xw;
    float r = p.y > 0.0 ? r2.y : r2.x;
    float2 q = abs(p) - halfSize + r;
    return min(max(q.x, q.y), 0.0) + length(max(q, 0.0)) - r;
}

[shader("pixel")]
float4 PSMain(RectVaryings i) : SV_Target
{
    if (any(i.PixelPosition < ClipRect.xy) || any(i.PixelPosition > ClipRect.zw))
        discard;

    float d = RoundedBoxDistance(i.Local, i.HalfSize, i.Radii);
    float aa = max(length(float2(ddx(d), ddy(d))), 1e-3);
    float outer = 1.0 - smoothstep(-aa, aa, d);
    float inner = 1.0 - smoothstep(-aa, aa, d + i.BorderWidth);

    float4 color = lerp(i.BorderColor, i.FillColor, i.BorderWidth > 0.0 ? inner : 1.0);
    color.a *= outer;

    float shadow = (1.0 - smoothstep(0.0, ShadowSoftness, d)) * (1.0 - outer);
    color.rgb = lerp(ShadowTint * shadow, color.rgb, color.a);
    color.a = max(color.a, shadow * 0.5);
    return color;
}
