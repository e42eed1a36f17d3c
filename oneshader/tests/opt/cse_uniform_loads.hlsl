// Two reads of the same constant-buffer member are one load (nothing can write a constant
// buffer); two reads of a writable buffer with a store between stay two loads.
// before: inline promote fold
// passes: cse dce
// expect-count: 3 = load
RWStructuredBuffer<uint> Out : register(u0);
cbuffer Params : register(b1) { uint Count; };

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint a = Count + 1;
    uint b = Count + 1;
    uint x = Out[3];
    Out[3] = 7;
    uint y = Out[3];
    Out[0] = a * b + x + y;
}
