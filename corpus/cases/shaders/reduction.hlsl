// Groupshared tree reductions with barriers: per group of 128 values, the sum, the maximum and
// the float mean, halving the active threads each step.

[[vk::binding(0, 0)]] StructuredBuffer<uint> Values : register(t0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Totals : register(u1);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> Means : register(u2);

static const uint GROUP = 128;

groupshared uint gsSum[GROUP];
groupshared uint gsMax[GROUP];
groupshared float gsMean[GROUP];

[shader("compute")]
[numthreads(GROUP, 1, 1)]
void CSMain(uint3 group : SV_GroupID, uint t : SV_GroupIndex)
{
    uint v = Values[group.x * GROUP + t];
    gsSum[t] = v;
    gsMax[t] = v;
    gsMean[t] = float(v) / float(GROUP);
    GroupMemoryBarrierWithGroupSync();
    [loop]
    for (uint stride = GROUP / 2; stride > 0; stride >>= 1)
    {
        if (t < stride)
        {
            gsSum[t] += gsSum[t + stride];
            gsMax[t] = max(gsMax[t], gsMax[t + stride]);
            gsMean[t] += gsMean[t + stride];
        }
        GroupMemoryBarrierWithGroupSync();
    }
    if (t == 0)
    {
        Totals[group.x * 2] = gsSum[0];
        Totals[group.x * 2 + 1] = gsMax[0];
        Means[group.x] = gsMean[0];
    }
}
