// Loops that cannot or must not be unrolled are left as they are: [loop], an unmarked loop,
// and an [unroll] loop whose bound is only known on the device (it keeps its hint).
// before: inline promote fold
// passes: unroll
// unchanged
RWStructuredBuffer<uint> Out : register(u0);
cbuffer Params : register(b1) { uint Count; };

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint sum = 0;
    [loop] for (uint i = 0; i < 4; i++)
        sum += Out[i];
    for (uint j = 0; j < 4; j++)
        sum += Out[j + 4];
    [unroll] for (uint k = 0; k < Count; k++)
        sum += Out[k + 8];
    Out[0] = sum;
}
