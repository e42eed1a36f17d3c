// `precise` arithmetic is never folded, even on constants; the same product without precise
// is. (Products of literals alone are folded by the front end, as DXC does, so the operands
// come from locals here.)
// before: inline promote
// passes: fold dce
// expect-count: 1 mul 0.1:float, 3.0:float
// expect: store %2, 0.3:float
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    float a = 0.1;
    precise float p = a * 3.0;
    float q = a * 3.0;
    Out[0] = p;
    Out[1] = q;
}
