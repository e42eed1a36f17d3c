// InterlockedCompareStore on a structured buffer, a byte-address buffer and groupshared
// memory, and the byte-address buffer's ...FloatBitwise forms (shader model 6.6), which compare
// the bits: -0 is not +0, and a NaN matches its own bits. A case of its own because glslang's
// HLSL front end does not compile it: it prints "Missing functionality: unknown glslang
// aggregate" for InterlockedCompareStore and leaves the atomics out, and it has no
// ...FloatBitwise methods, so the case has no reference.
// glslang: none (no ...FloatBitwise methods; it leaves InterlockedCompareStore out)

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
    B.InterlockedCompareStoreFloatBitwise(8, 0.0, 5.0);   // holds -0.0: unchanged
    B.InterlockedCompareStoreFloatBitwise(20, asfloat(0x7FC00001u), 7.0);   // the same NaN
    if (t == 0)
    {
        float original;
        B.InterlockedCompareExchangeFloatBitwise(12, 1.5, 2.5, original);
        B.Store(16, asuint(original));
    }
    if (t < 2)
        gsU[t] = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedCompareStore(gsU[0], 0u, 88u);
    InterlockedCompareStore(gsU[1], 7u, 1u);
    GroupMemoryBarrierWithGroupSync();
    if (t < 2)
        U[2 + t] = gsU[t];
}
