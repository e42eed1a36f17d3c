// A struct local written member by member and read back becomes SSA values: no alloca, no
// load or store of it is left, only the buffer accesses.
// before: inline
// passes: promote fold dce
// expect-not: alloca
RWStructuredBuffer<float4> Out : register(u0);

struct Light { float3 color; float intensity; };

[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    Light l;
    l.color = Out[1].xyz;
    l.intensity = 2.0;
    l.color.y = 0.5;
    Out[0] = float4(l.color * l.intensity, 1.0);
}
