// Two Direct3D 9-era helper intrinsics OneShader expands in its lowering, dst and
// D3DCOLORtoUBYTE4, on values read from a buffer (so nothing folds at compile time), compared
// with glslang. lit, msad4 and isnormal are in intrinsics_packed.hlsl (glslang's lit multiplies
// where the definition raises to a power, it crashes on msad4 and lacks isnormal).
// intrinsics_legacy.case gives the inputs and the expected numbers.

[[vk::binding(0, 0)]] StructuredBuffer<float> F : register(t0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> OutF : register(u0);
[[vk::binding(2, 0)]] RWStructuredBuffer<uint> OutU : register(u1);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    // dst(a, b).
    float4 d = dst(float4(F[0], F[1], F[2], F[4]), float4(F[4], F[2], F[5], F[1]));
    [unroll] for (uint i = 0; i < 4; ++i)
        OutF[i] = d[i];

    // D3DCOLORtoUBYTE4 of an RGBA colour.
    int4 c = D3DCOLORtoUBYTE4(float4(F[11], F[12], F[13], F[14]));
    [unroll] for (uint j = 0; j < 4; ++j)
    {
        OutU[j] = asuint(c[j]);
    }
}
