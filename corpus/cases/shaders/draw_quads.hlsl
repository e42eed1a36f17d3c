// glslang: none (its HLSL front end has no QuadAny, Shader Model 6.7)
// Quad reads in a pixel shader: each pixel reads its neighbours' ids across its 2x2 quad.

[shader("vertex")]
float4 VSQuads(uint id : SV_VertexID) : SV_Position
{
    // One triangle over the whole target.
    float2 p = float2((id << 1) & 2, id & 2);
    return float4(p * 2.0 - 1.0, 0.5, 1.0);
}

[shader("pixel")]
uint4 PSQuads(float4 position : SV_Position) : SV_Target
{
    uint2 p = uint2(position.xy);
    uint id = p.y * 16 + p.x;
    return uint4(QuadReadAcrossX(id), QuadReadAcrossY(id), QuadReadAcrossDiagonal(id),
                 QuadReadLaneAt(id, 0) | (QuadAny(p.x == 3) ? 0x100u : 0u));
}
