// Exercises the code generator: exclusion rules (a sparse key), a cbuffer whose layout differs
// between variants, a push-constant block, an array with a padded stride and a nested struct.
struct Light { float3 Direction; float Intensity; };

cbuffer Scene : register(b0)
{
    float4x4 World;
    float Weights[3];
    Light Sun;
#if SHADOWS
    float4 ShadowParams;
#endif
};

struct PerDraw { float4 Tint; uint Index; };
[[vk::push_constant]] PerDraw Draw;

RWStructuredBuffer<float4> Output : register(u1);

[shader("compute")]
[numthreads(8, 4, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    float w = Weights[0] + Weights[1] + Weights[2];
    float4 v = Draw.Tint * w * Sun.Intensity + float4(Sun.Direction, 0) + World[0];
#if SHADOWS
    v *= ShadowParams;
#endif
#if LIGHTING_PBR
    v = v * v;
#endif
    Output[id.x + Draw.Index] = v;
}
