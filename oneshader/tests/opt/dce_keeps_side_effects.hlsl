// Unused arithmetic goes; atomics whose result is unused, barriers and stores stay.
// before: inline promote
// passes: dce
// expect: atomic_add
// expect: barrier
// expect-not: intrinsic sqrt
groupshared uint Counter;
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    float unused = sqrt((float)id.x);
    uint previous;
    InterlockedAdd(Counter, 1, previous);
    GroupMemoryBarrierWithGroupSync();
    Out[id.x] = Counter;
}
