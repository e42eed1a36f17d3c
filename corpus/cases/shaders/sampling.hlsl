// Texture reads in a compute shader: SampleLevel with a linear sampler (at a texel centre,
// between two texels, with a texel offset), Gather, GatherGreen and Load, one float4 each.

[[vk::binding(0, 0)]] Texture2D<float4> Tex : register(t0);
[[vk::binding(1, 0)]] SamplerState Linear : register(s1);
[[vk::binding(2, 0)]] SamplerState Point : register(s2);
[[vk::binding(3, 0)]] RWStructuredBuffer<float4> Out : register(u3);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    // The texture is 4x4: texel centres at 0.125, 0.375, 0.625, 0.875.
    Out[0] = Tex.SampleLevel(Linear, float2(0.125, 0.125), 0);
    Out[1] = Tex.SampleLevel(Linear, float2(0.25, 0.125), 0);        // halfway texels 0 and 1
    Out[2] = Tex.SampleLevel(Linear, float2(0.25, 0.25), 0);         // the middle of 4 texels
    Out[3] = Tex.SampleLevel(Point, float2(0.125, 0.125), 0, int2(2, 1));
    Out[4] = Tex.Gather(Point, float2(0.5, 0.5));                    // texels (1,1)..(2,2)
    Out[5] = Tex.GatherGreen(Point, float2(0.25, 0.75));             // texels (0,2)..(1,3)
    Out[6] = Tex.Load(int3(3, 2, 0));
    Out[7] = Tex[uint2(1, 3)];
}
