// EvaluateAttribute* read the input variable itself: after inlining and promotion the value
// passed through a helper, a struct member, an array element and a swizzle becomes a pointer
// into the Input global (an access chain for the element), and a swizzle is applied to the
// evaluated vector. (Legalization has already run on "in", as the driver always runs it; the
// pass leaves its own result as it is.)
// passes: interpolants
// expect-count: 4 intrinsic EvaluateAttribute
// expect: intrinsic EvaluateAttributeAtSample(@g1, 1:uint)
// expect: intrinsic EvaluateAttributeCentroid(@g1)
// expect: access_chain @g2, 1:int : ptr<input, float2>
// expect: intrinsic EvaluateAttributeAtSample(@g3, 3:uint)
// expect-not: call @
struct PSIn
{
    float4 Position : SV_Position;
    float4 Color : COLOR0;
    float2 Uv[2] : TEXCOORD0;
};

float4 AtSample(float4 v, uint s)
{
    return EvaluateAttributeAtSample(v, s);
}

[shader("pixel")]
float4 PSMain(PSIn i, float extra : EXTRA) : SV_Target
{
    float4 r = AtSample(i.Color, 1);
    r += EvaluateAttributeCentroid(i.Color.zyx).xyzz;
    r.xy += EvaluateAttributeSnapped(i.Uv[1], int2(-8, 7));
    r.x += EvaluateAttributeAtSample(extra, 3);
    return r;
}
