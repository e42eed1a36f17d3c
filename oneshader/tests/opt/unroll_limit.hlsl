// [unroll(n)] unrolls only a loop of at most n iterations; a longer one keeps its loop and
// hint (DXC would unroll it partially).
// before: inline promote fold
// passes: unroll
// expect: hint=unroll(4)
// expect-not: hint=unroll(8)
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    [unroll(4)] for (uint i = 0; i < 6; i++)
        Out[i] = id.x;
    [unroll(8)] for (uint j = 0; j < 6; j++)
        Out[j + 8] = id.y;
}
