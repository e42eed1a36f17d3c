// Assigns lights to clusters. One thread group per cluster: its 64 threads test the lights
// against the cluster's box in batches, collect the hits in groupshared memory with
// InterlockedAdd, then one thread reserves space in the global index list.
#include "../common/view.hlsli"
#include "../common/lights.hlsli"

static const uint CULL_GROUP_SIZE = 64;

StructuredBuffer<ClusterBounds> ClusterBoxesIn : register(t1);
StructuredBuffer<PunctualLight> AllLights : register(t2);
RWStructuredBuffer<ClusterRange> ClusterRangesOut : register(u3);
RWByteAddressBuffer ClusterLightIndicesOut : register(u4);
RWStructuredBuffer<uint> IndexAllocator : register(u5);   // [0]: next free index

cbuffer CullParams : register(b6)
{
    uint LightCountTotal;
    uint IndexCapacity;
    uint2 CullPadding;
};

groupshared uint gsHitCount;
groupshared uint gsHits[MAX_LIGHTS_PER_CLUSTER];
groupshared uint gsBaseOffset;
groupshared uint gsStoredCount;
groupshared uint gsTypeMask;   // which light types this cluster saw, for stats

bool SphereIntersectsBox(float3 center, float radius, float3 boxMin, float3 boxMax)
{
    float3 closest = clamp(center, boxMin, boxMax);
    float3 d = closest - center;
    return dot(d, d) <= radius * radius;
}

[shader("compute")]
[numthreads(CULL_GROUP_SIZE, 1, 1)]
void CSMain(uint3 groupId : SV_GroupID, uint groupIndex : SV_GroupIndex)
{
    uint cluster = groupId.x;
    if (groupIndex == 0)
    {
        gsHitCount = 0;
        gsTypeMask = 0;
    }
    GroupMemoryBarrierWithGroupSync();

    ClusterBounds box = ClusterBoxesIn[cluster];
    for (uint first = 0; first < LightCountTotal; first += CULL_GROUP_SIZE)
    {
        uint index = first + groupIndex;
        if (index < LightCountTotal)
        {
            PunctualLight light = AllLights[index];
            bool hit = true;
            if (light.Type != LIGHT_TYPE_DIRECTIONAL)
            {
                float3 centerVS = mul(ViewMatrix, float4(light.PositionWS, 1.0)).xyz;
                hit = SphereIntersectsBox(centerVS, light.Range, box.MinVS.xyz, box.MaxVS.xyz);
            }
            if (hit)
            {
                uint slot;
                InterlockedAdd(gsHitCount, 1, slot);
                if (slot < MAX_LIGHTS_PER_CLUSTER)
                    gsHits[slot] = index;
                InterlockedOr(gsTypeMask, 1u << light.Type);
            }
        }
        GroupMemoryBarrierWithGroupSync();
        // Read between two barriers so every thread sees the same count and the loop exits
        // uniformly (no thread may add hits of the next batch before all have read it).
        uint hitsSoFar = gsHitCount;
        GroupMemoryBarrierWithGroupSync();
        if (hitsSoFar >= MAX_LIGHTS_PER_CLUSTER)
            break;
    }

    uint count = min(gsHitCount, MAX_LIGHTS_PER_CLUSTER);
    if (groupIndex == 0)
    {
        uint base;
        InterlockedAdd(IndexAllocator[0], count, base);
        if (base + count > IndexCapacity)
            count = base < IndexCapacity ? IndexCapacity - base : 0;
        gsBaseOffset = base;
        gsStoredCount = count;
        ClusterRange range;
        range.Offset = base;
        range.Count = count;
        ClusterRangesOut[cluster] = range;
    }
    GroupMemoryBarrierWithGroupSync();

    for (uint i = groupIndex; i < gsStoredCount; i += CULL_GROUP_SIZE)
        ClusterLightIndicesOut.Store((gsBaseOffset + i) * 4, gsHits[i]);
}
