// asdouble(lo, hi) and asuint(double, out lo, out hi): doubles built from 32-bit halves read
// from a buffer, used in double arithmetic, and split again. SPIR-V only (WGSL has no f64).
// glslang: none (its HLSL front end cannot compile asdouble on vectors)

[[vk::binding(0, 0)]] StructuredBuffer<uint> U : register(t0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Out : register(u0);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> OutF : register(u1);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    double a = asdouble(U[0], U[1]);
    double2 v = asdouble(uint2(U[2], U[4]), uint2(U[3], U[5]));
    uint lo, hi;
    asuint(a * 2.0, lo, hi);
    uint2 lo2, hi2;
    asuint(v + 1.0, lo2, hi2);
    Out[0] = lo;
    Out[1] = hi;
    Out[2] = lo2.x;
    Out[3] = hi2.x;
    Out[4] = lo2.y;
    Out[5] = hi2.y;
    OutF[0] = (float)a;
    OutF[1] = (float)v.y;
}
