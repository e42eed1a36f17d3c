// [unroll] loops as DXC compiles them: texel offsets written with the loop counter (constants
// only once the loop is unrolled), a static const table read at the counter, nested loops.
// glslang: none (it keeps the loops and samples with a run-time Offset, which Vulkan allows only on gathers)

[[vk::binding(0, 0)]] Texture2D<float4> Tex : register(t0);
[[vk::binding(1, 0)]] SamplerState Point : register(s1);
[[vk::binding(2, 0)]] RWStructuredBuffer<float4> Out : register(u2);

static const float Weights[4] = { 1.0, 0.5, 0.25, 0.125 };

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    // Texel (i, 3 - i), weighted.
    [unroll] for (int i = 0; i < 4; i++)
        Out[i] = Tex.SampleLevel(Point, float2(0.125, 0.125), 0, int2(i, 3 - i)) * Weights[i];
    // The 3x3 texels around texel (1, 1).
    float4 sum = 0;
    [unroll] for (int y = -1; y <= 1; y++)
    {
        [unroll] for (int x = -1; x <= 1; x++)
            sum += Tex.SampleLevel(Point, float2(0.375, 0.375), 0, int2(x, y));
    }
    Out[4] = sum;
}
