// The right side of `i < n && Buf[i] > 0` reads memory the left side guards (out of bounds
// when it is false): it stays behind its branch.
// before: inline promote fold
// passes: simplify-cfg fold dce
// expect: br_if
// expect-not: land
RWStructuredBuffer<uint> Out : register(u0);
cbuffer Params : register(b1) { uint Count; };

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Out[64] = (i < Count && Out[i] > 3) ? 1 : 0;
}
