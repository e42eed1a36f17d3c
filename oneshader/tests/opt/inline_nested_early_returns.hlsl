// A helper with an early return calls another with one: after both are copied, the outer
// copy's return sits after the inner copy's once-through loop (its merge), not inside the
// inner `if`; the outer `if` still needs its own loop. spirv-val checks the structure.
// passes: inline
// expect-not: call @
// expect-count: 2 inline.header
RWStructuredBuffer<float3> Out : register(u0);
float2 isect(float3 p, float r)
{
    float disc = p.x * p.x - r;
    if (disc < 0)
        return float2(-1, -1);
    return float2(-p.y - sqrt(disc), -p.y + sqrt(disc));
}
half3 trans(float3 p, float3 d)
{
    float2 sol = isect(p, 2);
    if (sol.x > 0 || sol.y > 0)
    {
        return 0;
    }
    float h = length(p);
    return (half3)(d * h);
}
[shader("compute")] [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {
  float3 r = 0;
  if (id.x == 3) r = trans(Out[1], Out[2]);
  Out[0] = r;
}
