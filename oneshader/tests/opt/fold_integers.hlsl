// Integer arithmetic on constants is computed with HLSL's wrapping rules; a division by zero
// is left to the device.
// before: inline promote
// passes: fold dce
// expect: store %0, 11:uint
// expect: 4294967295:uint
// expect: div
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint a = 3;
    uint b = a + 4 * 2;
    Out[0] = b;
    Out[1] = 0u - 1u;
    uint zero = 0;
    Out[2] = 7u / zero;
}
