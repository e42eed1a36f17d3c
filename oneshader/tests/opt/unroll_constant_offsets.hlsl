// An [unroll] loop with a constant trip count is copied once per iteration, as DXC does; the
// counter in each copy is then a constant, so the texel offsets become the constants SPIR-V
// and WGSL require (a loop left rolled would be refused: OSH5002).
// before: inline promote
// passes: unroll fold simplify-cfg dce
// expect-not: loop merge
// expect-not: phi
// expect-count: 5 = sample @g0
// expect: offset={-2, 0}:int2
// expect: offset={2, 0}:int2
Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s0);

[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0) : SV_Target
{
    float4 sum = 0;
    [unroll] for (int i = -2; i <= 2; i++)
        sum += Tex.Sample(Samp, uv, int2(i, 0));
    return sum;
}
