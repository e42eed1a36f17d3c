// `continue` in an unrolled loop: each copy of the body runs inside a loop that runs once,
// whose merge is that copy's continue block, so a `continue` from inside an `if` is a break
// out of it (structured, as spirv-val checks) rather than a branch out of the selection.
// before: inline promote
// passes: unroll fold simplify-cfg dce
// expect-count: 3 loop merge
// expect-not: hint=unroll
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint sum = 0;
    [unroll] for (uint i = 0; i < 3; i++)
    {
        if (Out[i] == 0)
            continue;
        sum += Out[i] * i;
    }
    Out[10] = sum;
}
