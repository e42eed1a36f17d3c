// A module that evaluates no input is left as lowered: no inlining, no promotion (the call
// and the local stay; "in" has been through legalization already, so this checks it too).
// passes: interpolants
// unchanged
// expect: call @
// expect: alloca
float4 Scale(float4 v, float s)
{
    float4 t = v * s;
    return t;
}

[shader("pixel")]
float4 PSMain(float4 color : COLOR0) : SV_Target
{
    return Scale(color, 2.0);
}
