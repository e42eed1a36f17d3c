// Single-channel signed-distance-field text with an outline and a drop shadow. The atlas and its
// sampler share register 1 (a combined image-sampler in OneShader). Glyphs come
// from a vertex buffer; pixels outside the shape and its effects are discarded.

cbuffer TextStyle : register(b0)
{
    float4x4 ViewProjection;
    float4 FillColor;
    float4 OutlineColor;
    float4 ShadowColor;
    float2 ShadowOffset;   // in uv
    float OutlineThickness;
    float Softness;
};

Texture2D<float> SdfAtlas : register(t1);
SamplerState SdfSampler : register(s1);

struct TextVertex
{
    float3 Position : POSITION;
    float2 Uv : TEXCOORD0;
    [[oneshader::format("unorm8x4")]] float4 Color : COLOR0;
};

struct TextVaryings
{
    float4 Position : SV_Position;
    float2 Uv : TEXCOORD0;
    float4 Color : COLOR0;
};

[shader("vertex")]
TextVaryings VSMain(TextVertex v)
{
    TextVaryings o;
    o.Position = mul(ViewProjection, float4(v.Position, 1.0));
    o.Uv = v.Uv;
    o.Color = v.Color;
    return o;
}

[shader("pixel")]
float4 PSMain(TextVaryings i) : SV_Target
{
    float distance = SdfAtlas.Sample(SdfSampler, i.Uv);
    float width = max(fwidth(distance), 1e-4) * (0.5 + Softness);

    float fill = smoothstep(0.5 - width, 0.5 + width, distance);
    float outlineEdge = 0.5 - OutlineThickness;
    float outline = smoothstep(outlineEdge - width, outlineEdge + width, distance);
    float shadowDistance = SdfAtlas.Sample(SdfSampler, i.Uv - ShadowOffset);
    float shadow = smoothstep(0.5 - width * 4.0, 0.5 + width * 4.0, shadowDistance);

    float4 color = ShadowColor * shadow;
    color = lerp(color, OutlineColor, outline);
    color = lerp(color, FillColor * i.Color, fill);
    clip(color.a - 1.0 / 255.0);
    return color;
}
