// Shader Model 6.4/6.6 packed-math intrinsics (dot2add, dot4add_u8packed/i8packed, pack_u8/s8,
// pack_clamp_u8/s8, unpack_*), lit, msad4, AddUint64 and isnormal, expanded by OneShader's
// lowering into shifts, masks and arithmetic. intrinsics_packed.case gives inputs and results.
// glslang: none (no SM 6.4/6.6 packed math, AddUint64 or isnormal; it crashes on msad4)

[[vk::binding(0, 0)]] StructuredBuffer<uint> U : register(t0);
[[vk::binding(1, 0)]] StructuredBuffer<float> F : register(t1);
[[vk::binding(2, 0)]] RWStructuredBuffer<uint> Out : register(u0);
[[vk::binding(3, 0)]] RWStructuredBuffer<float> OutF : register(u1);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    OutF[0] = dot2add(half2(F[0], F[1]), half2(F[2], F[3]), F[4]);

    Out[0] = dot4add_u8packed(U[0], U[1], U[2]);
    Out[1] = dot4add_u8packed(U[3], U[3], 0);
    Out[2] = asuint(dot4add_i8packed(U[4], U[5], asint(U[6])));

    uint8_t4_packed pu = pack_u8(uint4(U[7], U[8], U[9], U[10]));
    int8_t4_packed ps = pack_s8(int4(-1, asint(U[11]), -128, asint(U[12])));
    int8_t4_packed pcs = pack_clamp_s8(int4(-1, 200, -asint(U[13]), 5));
    uint8_t4_packed pcu = pack_clamp_u8(int4(-1, 200, asint(U[13]), 5));
    Out[3] = pu;
    Out[4] = ps;
    Out[5] = pcs;
    Out[6] = pcu;

    int4 s32 = unpack_s8s32(pcs);
    uint4 u32 = unpack_u8u32(pcs);
    int4 s16 = unpack_s8s16(ps);
    uint4 u16 = unpack_u8u16(ps);
    uint2 add2 = AddUint64(uint2(U[14], 1), uint2(2, 3));
    uint4 add4 = AddUint64(uint4(0x80000000u, 0, U[14], U[14]), uint4(5, 1, 1, 0));
    [unroll] for (uint i = 0; i < 4; ++i)
    {
        Out[7 + i] = asuint(s32[i]);
        Out[11 + i] = u32[i];
        Out[15 + i] = asuint(s16[i]);
        Out[19 + i] = u16[i];
        Out[25 + i] = add4[i];
    }
    Out[23] = add2.x;
    Out[24] = add2.y;

    // isnormal on a vector and scalars: 0.5, 0, a subnormal, +inf, NaN, -2.5, FLT_MIN, FLT_MAX.
    bool4 n0 = isnormal(float4(F[5], F[6], F[7], F[8]));
    bool n1 = isnormal(F[9]);
    bool n2 = isnormal(F[10]);
    bool2 n3 = isnormal(float2(F[11], F[12]));
    [unroll] for (uint j = 0; j < 4; ++j)
        Out[29 + j] = n0[j] ? 1u : 0u;
    Out[33] = n1 ? 1u : 0u;
    Out[34] = n2 ? 1u : 0u;
    Out[35] = n3.x ? 1u : 0u;
    Out[36] = n3.y ? 1u : 0u;

    // msad4(reference, source, accum).
    uint4 m = msad4(U[15], uint2(U[16], U[17]), uint4(U[18], U[19], U[20], U[21]));
    [unroll] for (uint k = 0; k < 4; ++k)
        Out[37 + k] = m[k];

    // lit(n.l, n.h, m) for a lit, a back-facing and a half-lit case.
    float4 l0 = lit(F[13], F[14], F[15]);
    float4 l1 = lit(F[16], F[14], F[15]);
    float4 l2 = lit(F[13], -F[14], F[15]);
    [unroll] for (uint c = 0; c < 4; ++c)
    {
        OutF[1 + c] = l0[c];
        OutF[5 + c] = l1[c];
        OutF[9 + c] = l2[c];
    }
}
