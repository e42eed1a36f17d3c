// A helper called twice is copied into its caller twice; no call is left.
// passes: inline
// expect-not: call @
RWStructuredBuffer<float> Out : register(u0);

float twice(float x) { return x * 2.0; }

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Out[0] = twice(Out[1]) + twice(Out[2]);
}
