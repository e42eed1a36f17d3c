// The luminance histogram for auto-exposure: 256 log-luminance bins per frame, accumulated in
// groupshared memory first and merged into the global histogram once per group. The last
// group to finish (an atomic ticket) also computes the weighted average and adapts it over time.
#include "../common/color.hlsli"

static const uint BIN_COUNT = 256;

cbuffer HistogramParams : register(b0)
{
    uint2 InputSize;
    float MinLogLuminance;
    float InverseLogLuminanceRange;
    float LogLuminanceRange;
    float AdaptationRate;      // 1 - exp(-dt * speed)
    uint GroupCount;           // groups in the dispatch
    float HistogramPadding;
};

Texture2D<float4> HdrColor : register(t1);
RWStructuredBuffer<uint> LuminanceBins : register(u2);
RWStructuredBuffer<uint> FinishedGroups : register(u3);
RWStructuredBuffer<float> AdaptedLuminance : register(u4);

groupshared uint gsBins[BIN_COUNT];
groupshared uint gsIsLastGroup;

uint LuminanceToBin(float3 rgb)
{
    float luma = Luminance(rgb);
    if (luma < 1e-5)
        return 0;   // bin 0 holds black pixels and is left out of the average
    float logLuma = saturate((log2(luma) - MinLogLuminance) * InverseLogLuminanceRange);
    return (uint)(logLuma * 254.0 + 1.0);
}

[shader("compute")]
[numthreads(16, 16, 1)]
void CSMain(uint3 dispatchId : SV_DispatchThreadID, uint groupIndex : SV_GroupIndex)
{
    gsBins[groupIndex] = 0;
    GroupMemoryBarrierWithGroupSync();

    if (all(dispatchId.xy < InputSize))
    {
        float3 rgb = HdrColor.Load(int3(dispatchId.xy, 0)).rgb;
        InterlockedAdd(gsBins[LuminanceToBin(rgb)], 1);
    }
    GroupMemoryBarrierWithGroupSync();

    InterlockedAdd(LuminanceBins[groupIndex], gsBins[groupIndex]);
    DeviceMemoryBarrierWithGroupSync();

    if (groupIndex == 0)
    {
        uint ticket;
        InterlockedAdd(FinishedGroups[0], 1, ticket);
        gsIsLastGroup = ticket == GroupCount - 1 ? 1 : 0;
    }
    GroupMemoryBarrierWithGroupSync();
    if (gsIsLastGroup == 0)
        return;

    // The last group: weight each bin by its index, then reduce in groupshared memory.
    uint count = LuminanceBins[groupIndex];
    gsBins[groupIndex] = count * groupIndex;
    GroupMemoryBarrierWithGroupSync();
    [unroll]
    for (uint stride = BIN_COUNT / 2; stride > 0; stride >>= 1)
    {
        if (groupIndex < stride)
            gsBins[groupIndex] += gsBins[groupIndex + stride];
        GroupMemoryBarrierWithGroupSync();
    }

    if (groupIndex == 0)
    {
        uint pixelCount = InputSize.x * InputSize.y;
        uint nonBlack = max(pixelCount - LuminanceBins[0], 1u);
        float weightedLog = float(gsBins[0]) / float(nonBlack) - 1.0;
        float average = exp2(weightedLog / 254.0 * LogLuminanceRange + MinLogLuminance);
        float previous = AdaptedLuminance[0];
        AdaptedLuminance[0] = previous + (average - previous) * AdaptationRate;
        FinishedGroups[0] = 0;
    }
    // Clear the bins for the next frame.
    LuminanceBins[groupIndex] = 0;
}
