// An array indexed with a run-time value cannot be a value (SPIR-V and WGSL index arrays
// only in memory): it stays a local.
// before: inline
// passes: promote
// expect: alloca
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    float w[4] = { 1.0, 2.0, 3.0, 4.0 };
    w[1] = Out[5];
    Out[0] = w[id.x & 3];
}
