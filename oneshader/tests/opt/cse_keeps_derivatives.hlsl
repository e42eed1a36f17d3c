// A derivative in non-uniform control flow is not replaced by the same derivative computed
// before the branch: which lanes run it decides its value.
// before: inline promote fold
// passes: cse dce
// expect-count: 2 intrinsic ddx
Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s0);

[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0) : SV_Target
{
    float d = ddx(uv.x);
    if (uv.y > 0.5)
        d += ddx(uv.x);
    return float4(d, 0, 0, 1);
}
