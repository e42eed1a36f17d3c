// A full-screen triangle generated from SV_VertexID: no vertex buffer, three vertices.
// Shared by the post-processing passes (blit, blur, color grade, bloom, tonemap, SSAO).
#ifndef COMMON_FULLSCREEN_HLSLI
#define COMMON_FULLSCREEN_HLSLI

struct FullscreenVaryings
{
    float4 Position : SV_Position;
    float2 Uv : TEXCOORD0;
};

FullscreenVaryings FullscreenTriangle(uint vertexId)
{
    FullscreenVaryings o;
    // (0,0), (2,0), (0,2) in uv covers the whole [0,1] square with one triangle.
    o.Uv = float2((vertexId << 1) & 2, vertexId & 2);
    o.Position = float4(o.Uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
    return o;
}

#endif
