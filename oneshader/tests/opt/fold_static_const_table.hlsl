// A static const table read at a constant index is the table's element; a static table that
// is written somewhere is read from memory.
// before: inline promote
// passes: fold dce
// expect-not: access_chain @g1
// expect: , 3:uint
// expect-count: 2 access_chain @g2
RWStructuredBuffer<uint> Out : register(u0);
static const uint Table[4] = { 1, 2, 3, 4 };
static uint Written[2] = { 5, 6 };

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Written[id.x & 1] = 7;
    Out[0] = Table[2];
    Out[1] = Written[1];
}
