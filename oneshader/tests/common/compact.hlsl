// The spec's Compact.hlsl (cookbook "HLSL wave intrinsics"): one atomic per wave instead of
// one per thread. Shared by waves.rs (the SPIR-V and WGSL it becomes) and wave_execution.rs
// (what it computes on a device).
StructuredBuffer<float> Values : register(t0);
RWStructuredBuffer<float> Kept : register(u1);
RWByteAddressBuffer Count : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    float v = Values[id.x];
    bool keep = v > 0.5;
    uint laneOffset = WavePrefixCountBits(keep);
    uint waveCount = WaveActiveCountBits(keep);
    uint waveBase = 0;
    if (WaveIsFirstLane())
        Count.InterlockedAdd(0, waveCount, waveBase);
    waveBase = WaveReadLaneFirst(waveBase);
    if (keep)
        Kept[waveBase + laneOffset] = v;
}
