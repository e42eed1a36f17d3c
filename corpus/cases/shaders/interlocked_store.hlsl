// InterlockedCompareStore on a structured buffer, a byte-address buffer and groupshared
// memory. A case of its own because glslang's HLSL front end does not compile it: it prints
// "Missing functionality: unknown glslang aggregate" and leaves the atomics out, so the case has
// no reference.

[[vk::binding(0, 0)]] RWStructuredBuffer<uint> U : register(u0);
[[vk::binding(1, 0)]] RWByteAddressBuffer B : register(u1);

groupshared uint gsU[2];

[shader("compute")]
[numthreads(32, 1, 1)]
void CSMain(uint t : SV_GroupIndex)
{
    // Only the first store finds the compare value; the others see the new value and skip.
    InterlockedCompareStore(U[0], 9u, 99u);
    InterlockedCompareStore(U[1], 1234u, t);   // never equal: unchanged
    B.InterlockedCompareStore(0, 3u, 33u);
    B.InterlockedCompareStore(4, 0u, t + 1);   // exactly one thread stores
    if (t < 2)
        gsU[t] = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedCompareStore(gsU[0], 0u, 88u);
    InterlockedCompareStore(gsU[1], 7u, 1u);
    GroupMemoryBarrierWithGroupSync();
    if (t < 2)
        U[2 + t] = gsU[t];
}
