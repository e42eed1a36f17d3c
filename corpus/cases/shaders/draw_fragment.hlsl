// Pixel-shader behaviour: discard (a checkerboard), SV_Depth written per pixel, and
// SV_IsFrontFace on a counter-clockwise and a clockwise triangle.

struct FullscreenOut
{
    float4 Position : SV_Position;
};

// A triangle covering the whole target, from SV_VertexID alone (no vertex buffer).
[shader("vertex")]
FullscreenOut VSFullscreen(uint id : SV_VertexID)
{
    FullscreenOut o;
    float2 p = float2((id << 1) & 2, id & 2);
    o.Position = float4(p * 2.0 - 1.0, 0.5, 1.0);
    return o;
}

[shader("pixel")]
float4 PSDiscard(float4 position : SV_Position) : SV_Target
{
    uint2 p = uint2(position.xy);
    if (((p.x + p.y) & 1) != 0)
        discard;
    return float4(1.0, float(p.x) / 4.0, float(p.y) / 4.0, 1.0);
}

struct DepthOut
{
    float4 Color : SV_Target;
    float Depth : SV_Depth;
};

[shader("pixel")]
DepthOut PSDepth(float4 position : SV_Position)
{
    DepthOut o;
    uint2 p = uint2(position.xy);
    o.Depth = float(p.x + p.y * 4) / 16.0;
    o.Color = float4(position.z, 0.0, 0.0, 1.0);   // the rasterized depth, 0.5
    return o;
}

[shader("vertex")]
float4 VSFaces(float2 position : POSITION) : SV_Position
{
    return float4(position, 0.0, 1.0);
}

[shader("pixel")]
float4 PSFrontFace(bool front : SV_IsFrontFace) : SV_Target
{
    return front ? float4(0.0, 1.0, 0.0, 1.0) : float4(1.0, 0.0, 0.0, 1.0);
}
