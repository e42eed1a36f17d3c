// Every Interlocked* form but InterlockedCompareStore (interlocked_store.hlsl: glslang cannot
// compile it) on uint and int structured buffers, a byte-address buffer and
// groupshared memory, arranged so that the final values do not depend on thread order. The
// two-argument forms discard the old value; the three-argument forms' old values are summed
// or counted into Result so they are checked too.

[[vk::binding(0, 0)]] RWStructuredBuffer<uint> U : register(u0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> I : register(u1);
[[vk::binding(2, 0)]] RWByteAddressBuffer B : register(u2);
[[vk::binding(3, 0)]] RWStructuredBuffer<uint> Result : register(u3);

groupshared uint gsU[10];
groupshared int gsI[3];

[shader("compute")]
[numthreads(32, 1, 1)]
void CSMain(uint t : SV_GroupIndex)
{
    // Buffers.
    InterlockedAdd(U[0], t + 1);
    InterlockedMin(U[1], t + 100);
    InterlockedMax(U[2], t * 3);
    InterlockedAnd(U[3], ~(1u << t));
    InterlockedOr(U[4], 1u << t);
    InterlockedXor(U[5], 1u << t);
    uint old;
    if (t == 0)
    {
        InterlockedExchange(U[6], 77u, old);
        Result[0] = old;
    }
    InterlockedCompareExchange(U[7], 5u, t + 200, old);
    if (old == 5u)
        InterlockedAdd(Result[1], 1u);
    InterlockedAdd(U[9], 1u, old);
    InterlockedAdd(Result[2], old);

    InterlockedMin(I[0], -int(t));
    InterlockedMax(I[1], int(t) - 40);
    int oldI;
    InterlockedAdd(I[2], -2, oldI);
    InterlockedAdd(Result[3], uint(-oldI));
    InterlockedCompareExchange(I[3], -7, 3, oldI);
    if (oldI == -7)
        InterlockedAdd(Result[4], 1u);

    B.InterlockedAdd(0, 1u);
    B.InterlockedMax(4, t);
    B.InterlockedMin(8, t + 1);
    B.InterlockedOr(12, 1u << t);
    B.InterlockedAnd(16, ~(1u << t));
    B.InterlockedXor(20, 1u << t);
    if (t == 0)
    {
        B.InterlockedExchange(24, 5u, old);
        Result[5] = old;
    }
    B.InterlockedCompareExchange(28, 0u, t + 1, old);
    if (old == 0u)
        InterlockedAdd(Result[6], 1u);
    B.InterlockedAdd(36, 2u, old);
    InterlockedMax(Result[7], old);

    // Groupshared memory.
    if (t < 10)
        gsU[t] = t == 1 ? 1000u : (t == 3 ? 0xFFFFFFFFu : (t == 5 ? 0x0F0F0F0Fu : (t == 7 ? 5u : 0u)));
    if (t < 3)
        gsI[t] = t == 1 ? -100 : 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(gsU[0], t + 1);
    InterlockedMin(gsU[1], t + 100);
    InterlockedMax(gsU[2], t * 3);
    InterlockedAnd(gsU[3], ~(1u << t));
    InterlockedOr(gsU[4], 1u << t);
    InterlockedXor(gsU[5], 1u << t);
    if (t == 0)
    {
        InterlockedExchange(gsU[6], 66u, old);
        Result[8] = old + 1;
    }
    InterlockedCompareExchange(gsU[7], 5u, t + 300, old);
    if (old == 5u)
        InterlockedAdd(Result[9], 1u);
    InterlockedAdd(gsU[9], 1u, old);
    InterlockedAdd(Result[10], old);
    InterlockedMin(gsI[0], -int(t));
    InterlockedMax(gsI[1], int(t) - 40);
    InterlockedAdd(gsI[2], -3, oldI);
    InterlockedMin(Result[11], uint(oldI + 1000));
    GroupMemoryBarrierWithGroupSync();
    if (t < 10)
        Result[16 + t] = gsU[t];
    if (t < 3)
        Result[26 + t] = asuint(gsI[t]);
}
