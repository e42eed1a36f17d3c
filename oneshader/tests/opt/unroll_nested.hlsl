// Nested [unroll] loops unroll inner first, then outer: 2 x 3 copies of the body, no loop
// left, and the final values of both counters reach the code after the loops.
// before: inline promote
// passes: unroll fold simplify-cfg dce
// expect-not: loop merge
// expect-count: 7 store
// expect: access_chain @g0, 102:
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint y = 0;
    [unroll] for (; y < 2; y++)
    {
        [unroll] for (uint x = 0; x < 3; x++)
            Out[y * 3 + x] = id.x + x;
    }
    Out[100 + y] = 1;
}
