// Pull-model attribute evaluation: EvaluateAttributeSnapped and EvaluateAttributeAtSample on
// two ramps, read directly, through a helper function and through a struct member. The offset
// is Direct3D's 4-bit signed grid in sixteenths of a pixel (int2(8, 0) is -8/16).

struct Varyings
{
    float4 Position : SV_Position;
    float Ramp : RAMP;
    float2 Pair : PAIR;
};

[shader("vertex")]
Varyings VSMain(float2 position : POSITION)
{
    Varyings o;
    o.Position = float4(position, 0.0, 1.0);
    // On a 4x2 target: x 10, 30, 50, 70 at the pixel centres (20 per pixel); y 30 on the top
    // row and 10 on the bottom one (20 per pixel, falling downwards).
    o.Ramp = (position.x + 1.0) * 40.0;
    o.Pair = float2(o.Ramp, (position.y + 1.0) * 20.0);
    return o;
}

float At(float value, int2 offset)
{
    return EvaluateAttributeSnapped(value, offset);
}

[shader("pixel")]
float4 PSMain(Varyings i) : SV_Target
{
    return float4(At(i.Ramp, int2(7, 0)),                        // 7/16 pixel right: +8.75
                  EvaluateAttributeSnapped(i.Ramp, int2(8, 0)),  // low 4 bits: -8/16: -10
                  EvaluateAttributeAtSample(i.Ramp, 0),          // one sample: the centre
                  EvaluateAttributeSnapped(i.Pair, int2(0, 4)).y); // 4/16 pixel down: -5
}
