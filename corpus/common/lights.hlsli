// The light and cluster data shared by the clustered forward pass (3d/clustered_lights.hlsl,
// 3d/pbr_forward.hlsl) and the compute passes that build and fill the clusters
// (compute/cluster_build.hlsl, compute/light_cull.hlsl).
#ifndef COMMON_LIGHTS_HLSLI
#define COMMON_LIGHTS_HLSLI

static const uint LIGHT_TYPE_POINT = 0;
static const uint LIGHT_TYPE_SPOT = 1;
static const uint LIGHT_TYPE_DIRECTIONAL = 2;

static const uint CLUSTER_TILES_X = 16;
static const uint CLUSTER_TILES_Y = 9;
static const uint CLUSTER_SLICES_Z = 24;
static const uint CLUSTER_COUNT = CLUSTER_TILES_X * CLUSTER_TILES_Y * CLUSTER_SLICES_Z;
static const uint MAX_LIGHTS_PER_CLUSTER = 64;

// 64 bytes, std430: float3 + float pairs keep every member in one 16-byte row.
struct PunctualLight
{
    float3 PositionWS;
    float Range;
    float3 Color;
    float Intensity;
    float3 DirectionWS;
    float SpotCosOuter;
    float SpotCosInner;
    uint Type;
    int ShadowIndex; // -1: no shadow
    uint Flags;
};

// A cluster's view-space bounding box, written by cluster_build and read by light_cull.
struct ClusterBounds
{
    float4 MinVS; // w unused
    float4 MaxVS;
};

// Where a cluster's light indices start in the shared index list, and how many there are.
struct ClusterRange
{
    uint Offset;
    uint Count;
};

// Exponential depth slicing: slice = log(z / near) * SliceScale + SliceBias.
uint DepthToSlice(float viewDepth, float sliceScale, float sliceBias)
{
    float slice = log2(max(viewDepth, 1e-4)) * sliceScale + sliceBias;
    return (uint)clamp(slice, 0.0, float(CLUSTER_SLICES_Z - 1));
}

uint ClusterIndex(uint3 cell)
{
    return cell.x + CLUSTER_TILES_X * (cell.y + CLUSTER_TILES_Y * cell.z);
}

float DistanceAttenuation(float distanceSquared, float range)
{
    // Inverse square, windowed to reach zero at the light's range.
    float ratio = distanceSquared / max(range * range, 1e-4);
    float window = saturate(1.0 - ratio * ratio);
    return window * window / max(distanceSquared, 1e-4);
}

float SpotAttenuation(float3 toLight, PunctualLight light)
{
    float cd = dot(-toLight, light.DirectionWS);
    return saturate((cd - light.SpotCosOuter) / max(light.SpotCosInner - light.SpotCosOuter, 1e-4));
}

#endif
