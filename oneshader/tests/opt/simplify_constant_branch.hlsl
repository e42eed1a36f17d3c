// `if (false)` and a constant switch go: the arm not taken is removed and the blocks left
// merge into one.
// before: inline promote fold
// passes: simplify-cfg dce
// expect-not: br_if
// expect-not: switch
// expect-not: 111:int
RWStructuredBuffer<int> Out : register(u0);

static const bool DEBUG = false;

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    if (DEBUG)
        Out[0] = 111;
    int mode = 2;
    switch (mode)
    {
    case 1: Out[1] = 1; break;
    case 2: Out[1] = 2; break;
    default: Out[1] = 3; break;
    }
}
