// A float product whose result is a denormal is left to the device (which may flush it to
// zero); the device's answer is what HLSL gives.
// before: inline promote
// passes: fold dce
// expect: mul 1e-30:float, 1e-10:float
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    float tiny = 1e-30;
    Out[0] = tiny * 1e-10;
}
