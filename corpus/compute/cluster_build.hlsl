// Builds the view-space bounding box of every light cluster (16 x 9 tiles x 24 exponential
// depth slices). Runs once per projection change; compute/light_cull.hlsl reads the result.
#include "../common/view.hlsli"
#include "../common/lights.hlsli"

RWStructuredBuffer<ClusterBounds> ClusterBoxes : register(u1);

float3 ScreenToView(float2 screen, float ndcDepth)
{
    float2 ndc = screen * InvViewportSize * float2(2.0, -2.0) + float2(-1.0, 1.0);
    float4 view = mul(InverseProjection, float4(ndc, ndcDepth, 1.0));
    return view.xyz / view.w;
}

// The point where the ray from the eye through p meets the plane z = depth.
float3 IntersectDepthPlane(float3 p, float depth)
{
    return p * (depth / p.z);
}

[shader("compute")]
[numthreads(CLUSTER_TILES_X, CLUSTER_TILES_Y, 1)]
void CSMain(uint3 cell : SV_DispatchThreadID)
{
    if (cell.z >= CLUSTER_SLICES_Z)
        return;

    float2 tileSize = ViewportSize / float2(CLUSTER_TILES_X, CLUSTER_TILES_Y);
    float3 minNear = ScreenToView(float2(cell.xy) * tileSize, 1.0);
    float3 maxNear = ScreenToView(float2(cell.xy + 1) * tileSize, 1.0);

    // Exponential slicing: near * (far / near)^(slice / count).
    float sliceNear = NearPlane * pow(FarPlane / NearPlane, float(cell.z) / float(CLUSTER_SLICES_Z));
    float sliceFar = NearPlane * pow(FarPlane / NearPlane, float(cell.z + 1) / float(CLUSTER_SLICES_Z));

    float3 a = IntersectDepthPlane(minNear, sliceNear);
    float3 b = IntersectDepthPlane(minNear, sliceFar);
    float3 c = IntersectDepthPlane(maxNear, sliceNear);
    float3 d = IntersectDepthPlane(maxNear, sliceFar);

    ClusterBounds bounds;
    bounds.MinVS = float4(min(min(a, b), min(c, d)), 0.0);
    bounds.MaxVS = float4(max(max(a, b), max(c, d)), 0.0);
    ClusterBoxes[ClusterIndex(cell)] = bounds;
}
