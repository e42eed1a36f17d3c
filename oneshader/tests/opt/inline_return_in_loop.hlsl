// A return inside a loop would leave two constructs at once: the function stays a function.
// passes: inline
// expect: call @find
RWStructuredBuffer<int> Out : register(u0);

int find(int v)
{
    for (int i = 0; i < 8; i++)
    {
        if (Out[i] == v)
            return i;
    }
    return -1;
}

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Out[9] = find(5);
}
