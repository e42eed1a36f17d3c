// GPU frustum and distance culling of mesh instances. Each visible instance is appended to a
// compacted list and its draw's instance count is bumped in the indirect-argument buffer
// (a RWByteAddressBuffer holding VkDrawIndexedIndirectCommand records). Visible instances also
// set their bit in a bitmask the next frame's occlusion pass reads.

cbuffer CullFrame : register(b0)
{
    float4 FrustumPlanes[6];     // xyz: normal pointing inside, w: distance
    float3 CullCameraPosition;
    float MaxDrawDistance;
    uint InstanceCount;
    uint DrawCount;
    float LodDistanceScale;
    uint CullFlags;
};

static const uint CULL_FLAG_FRUSTUM = 1;
static const uint CULL_FLAG_DISTANCE = 2;
static const uint DRAW_ARGS_STRIDE = 20;   // five uints per indexed indirect draw

struct InstanceData
{
    float4x4 ObjectToWorld;
    float3 BoundsCenter;         // object space
    float BoundsRadius;
    uint DrawIndex;
    uint LodCount;
    float2 LodDistances;
};

StructuredBuffer<InstanceData> Instances : register(t1);
RWByteAddressBuffer DrawArgs : register(u2);
RWStructuredBuffer<uint> VisibleInstances : register(u3);   // [draw * capacity + slot]
RWStructuredBuffer<uint> CullStats : register(u4);          // [0]: visible, [1]: culled
RWStructuredBuffer<uint> VisibilityBits : register(u6);     // one bit per instance, for the next frame's occlusion pass

cbuffer CullLimits : register(b5)
{
    uint VisibleCapacityPerDraw;
};

bool SphereInFrustum(float3 center, float radius)
{
    for (uint p = 0; p < 6; ++p)
    {
        if (dot(FrustumPlanes[p].xyz, center) + FrustumPlanes[p].w < -radius)
            return false;
    }
    return true;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void CSMain(uint3 dispatchId : SV_DispatchThreadID)
{
    uint index = dispatchId.x;
    if (index >= InstanceCount)
        return;

    InstanceData inst = Instances[index];
    float3 centerWS = mul(inst.ObjectToWorld, float4(inst.BoundsCenter, 1.0)).xyz;
    // The largest axis scale: the length of each basis vector after the transform.
    float3x3 linearPart = (float3x3)inst.ObjectToWorld;
    float scale = max(length(mul(linearPart, float3(1.0, 0.0, 0.0))),
                      max(length(mul(linearPart, float3(0.0, 1.0, 0.0))), length(mul(linearPart, float3(0.0, 0.0, 1.0)))));
    float radius = inst.BoundsRadius * scale;

    bool visible = inst.DrawIndex < DrawCount;
    if (visible && (CullFlags & CULL_FLAG_FRUSTUM) != 0)
        visible = SphereInFrustum(centerWS, radius);
    if (visible && (CullFlags & CULL_FLAG_DISTANCE) != 0)
        visible = distance(centerWS, CullCameraPosition) - radius < MaxDrawDistance;

    if (!visible)
    {
        InterlockedAdd(CullStats[1], 1u);
        return;
    }

    // instanceCount is the second uint of the draw's arguments.
    uint slot;
    DrawArgs.InterlockedAdd(inst.DrawIndex * DRAW_ARGS_STRIDE + 4, 1u, slot);
    if (slot < VisibleCapacityPerDraw)
        VisibleInstances[inst.DrawIndex * VisibleCapacityPerDraw + slot] = index;
    InterlockedAdd(CullStats[0], 1u);
    InterlockedOr(VisibilityBits[index >> 5], 1u << (index & 31));
}
