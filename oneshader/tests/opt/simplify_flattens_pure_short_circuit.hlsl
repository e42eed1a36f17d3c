// `a && b` whose right side only computes (no memory, no division) runs both sides and
// becomes one `land`; no branch is left.
// before: inline promote fold
// passes: simplify-cfg fold dce
// expect: land
// expect-not: br_if
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    float x = asfloat(Out[0]);
    Out[1] = (x > 0.0 && x * 2.0 < 5.0) ? 1 : 0;
}
