// A loop counter and an accumulator become phis at the loop header.
// before: inline
// passes: promote
// expect-not: alloca
// expect: phi
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint sum = 0;
    for (uint i = 0; i < Out[0]; i++)
        sum += i;
    Out[1] = sum;
}
