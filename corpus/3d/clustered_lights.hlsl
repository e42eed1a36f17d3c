// Clustered forward shading: the pixel's cluster comes from its screen tile and exponential
// depth slice; the cluster's light list (built by compute/light_cull.hlsl) is walked with the
// PBR BRDF. Lights outside their range are skipped, and the walk stops at the per-cluster cap.
#include "../common/view.hlsli"
#include "../common/lights.hlsli"
#include "brdf.hlsli"

StructuredBuffer<PunctualLight> Lights : register(t1);
StructuredBuffer<ClusterRange> ClusterRanges : register(t2);
ByteAddressBuffer ClusterLightIndices : register(t3);   // uint per entry
Texture2D<float4> AlbedoRoughness : register(t4);
Texture2D<float4> NormalMetallic : register(t5);
SamplerState ClusteredSampler : register(s6);

cbuffer ClusteredObject : register(b7)
{
    float4x4 LocalToWorld;
    float4 ObjectTint;
    uint ShowHeatmap;
    float3 HeatmapColor;
};

struct ClusteredVaryings
{
    float4 Position : SV_Position;
    float3 PositionWS : TEXCOORD0;
    float3 NormalWS : TEXCOORD1;
    float2 Uv : TEXCOORD2;
    float ViewDepth : TEXCOORD3;
};

[shader("vertex")]
ClusteredVaryings VSMain(float3 position : POSITION, float3 normal : NORMAL, float2 uv : TEXCOORD0)
{
    float4 world = mul(LocalToWorld, float4(position, 1.0));
    ClusteredVaryings o;
    o.Position = mul(ViewProjection, world);
    o.PositionWS = world.xyz;
    o.NormalWS = mul((float3x3)LocalToWorld, normal);
    o.Uv = uv;
    o.ViewDepth = mul(ViewMatrix, world).z;
    return o;
}

uint ClusterOf(float2 pixel, float viewDepth)
{
    uint2 tile = uint2(pixel / ViewportSize * float2(CLUSTER_TILES_X, CLUSTER_TILES_Y));
    tile = min(tile, uint2(CLUSTER_TILES_X - 1, CLUSTER_TILES_Y - 1));
    uint slice = DepthToSlice(viewDepth, ClusterSliceScale, ClusterSliceBias);
    return ClusterIndex(uint3(tile, slice));
}

[shader("pixel")]
float4 PSMain(ClusteredVaryings i) : SV_Target
{
    float4 ar = AlbedoRoughness.Sample(ClusteredSampler, i.Uv);
    float4 nm = NormalMetallic.Sample(ClusteredSampler, i.Uv);

    SurfaceSample s;
    s.Albedo = ar.rgb * ObjectTint.rgb;
    s.Roughness = max(ar.a, 0.045);
    s.Normal = normalize(normalize(i.NormalWS) + (nm.xyz * 2.0 - 1.0) * 0.25);
    s.Metallic = nm.a;
    s.Emissive = float3(0.0, 0.0, 0.0);
    s.Occlusion = 1.0;

    float3 v = normalize(CameraPositionWS - i.PositionWS);
    float3 color = EvaluateBrdf(s, v, -SunDirectionWS) * SunColor * SunIntensity;

    ClusterRange range = ClusterRanges[ClusterOf(i.Position.xy, i.ViewDepth)];
    uint visited = 0;
    for (uint n = 0; n < range.Count; ++n)
    {
        if (n >= MAX_LIGHTS_PER_CLUSTER)
            break;
        uint lightIndex = ClusterLightIndices.Load((range.Offset + n) * 4);
        PunctualLight light = Lights[lightIndex];
        float3 toLight = light.PositionWS - i.PositionWS;
        float d2 = dot(toLight, toLight);
        if (d2 > light.Range * light.Range)
            continue;
        float3 l = toLight * rsqrt(max(d2, 1e-8));
        float attenuation = DistanceAttenuation(d2, light.Range);
        if (light.Type == LIGHT_TYPE_SPOT)
        {
            attenuation *= SpotAttenuation(l, light);
            if (attenuation <= 0.0)
                continue;
        }
        color += EvaluateBrdf(s, v, l) * light.Color * light.Intensity * attenuation;
        ++visited;
    }

    if (ShowHeatmap != 0)
        color = lerp(color, HeatmapColor * (float(visited) / 16.0), 0.75);
    return float4(color, 1.0);
}
