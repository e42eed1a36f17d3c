// Texture method forms beyond the plain ones: gathers with four offsets (each component is the
// texel its offset selects, the lower-left texel i0j0 of the footprint at uv + offset, as
// SPIR-V's ConstOffsets defines it) and `.mips[level][position]`.

[[vk::binding(0, 0)]] Texture2D<float4> Tex : register(t0);
[[vk::binding(1, 0)]] SamplerState Point : register(s1);
[[vk::binding(2, 0)]] RWStructuredBuffer<float4> Out : register(u2);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    // uv (0.5, 0.5) on the 4x4 texture: the footprint's i0j0 texel is (1, 1).
    const float2 uv = float2(0.5, 0.5);
    Out[0] = Tex.GatherRed(Point, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1));
    Out[1] = Tex.GatherGreen(Point, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1));
    Out[2] = Tex.GatherBlue(Point, uv, int2(-1, -1), int2(2, 0), int2(0, 2), int2(1, -1));
    Out[3] = Tex.mips[0][uint2(3, 1)];
}
