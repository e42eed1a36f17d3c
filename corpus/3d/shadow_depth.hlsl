// The depth-only pass that renders casters into one shadow cascade. Instance transforms are
// row-major 4x3 matrices in a structured buffer; the cascade to render is a push constant.
// No pixel shader: depth is all the pass writes.

static const uint MAX_CASCADES = 4;

cbuffer CascadeMatrices : register(b0)
{
    float4x4 CascadeViewProjection[MAX_CASCADES];
    float DepthBiasConstant;
    float DepthBiasSlopeScale;   // unused by the shader, read by the pipeline setup
};

struct CasterInstance
{
    row_major float4x3 ObjectToWorld;   // 48 bytes: rows of three floats
    float LodFade;
    uint CasterFlags;
};

StructuredBuffer<CasterInstance> Casters : register(t1);

struct CascadePush
{
    uint CascadeIndex;
    uint FirstInstance;
};

[[vk::push_constant]] CascadePush Push;

[shader("vertex")]
float4 VSMain(float3 position : POSITION, uint instanceId : SV_InstanceID) : SV_Position
{
    CasterInstance caster = Casters[Push.FirstInstance + instanceId];
    float3 world = mul(float4(position, 1.0), caster.ObjectToWorld);
    float4 clipPos = mul(CascadeViewProjection[min(Push.CascadeIndex, MAX_CASCADES - 1)], float4(world, 1.0));
    // Pancaking: casters behind the near plane are clamped onto it instead of clipped.
    clipPos.z = max(clipPos.z, 0.0) + DepthBiasConstant * clipPos.w;
    return clipPos;
}
