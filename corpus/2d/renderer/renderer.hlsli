// Shared by the batched 2D renderer's passes (quad, tile, ui): the camera buffer, the quad
// corner table and instance unpacking.
#ifndef RENDERER_RENDERER_HLSLI
#define RENDERER_RENDERER_HLSLI

#include "../../common/math.hlsli"

cbuffer Camera2D : register(b0, space0)
{
    float4x4 ViewProjection;
    float2 ViewportSize;
    float PixelsPerUnit;
    float Time;
};

// Two triangles, six vertices, no index buffer.
static const float2 QUAD_CORNERS[6] =
{
    float2(0.0, 0.0), float2(1.0, 0.0), float2(0.0, 1.0),
    float2(0.0, 1.0), float2(1.0, 0.0), float2(1.0, 1.0),
};

float2 QuadCorner(uint vertexId)
{
    return QUAD_CORNERS[vertexId % 6];
}

float2 Rotate2D(float2 p, float angle)
{
    float s, c;
    sincos(angle, s, c);
    return float2(c * p.x - s * p.y, s * p.x + c * p.y);
}

#endif
