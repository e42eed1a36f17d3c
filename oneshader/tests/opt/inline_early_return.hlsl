// A return inside an `if` leaves a loop that runs once (each return is a break out of it), so
// the copy stays structured; the returned values meet in a phi after it.
// passes: inline
// expect-not: call @
// expect: inline.header
// expect: phi
RWStructuredBuffer<int> Out : register(u0);

int pick(int x)
{
    if (x > 3)
        return 10;
    return x;
}

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Out[0] = pick(Out[1]);
}
