// The per-view constant buffer shared by the 3D passes. Its packing is deliberately the kind
// real engines end up with: float3 followed by a float in the same row, a float2 pair, and a
// matrix array.
#ifndef COMMON_VIEW_HLSLI
#define COMMON_VIEW_HLSLI

cbuffer View : register(b0)
{
    float4x4 ViewProjection;
    float4x4 ViewMatrix;
    float4x4 InverseProjection;
    float3 CameraPositionWS;   // shares its row with Time
    float Time;
    float2 ViewportSize;
    float2 InvViewportSize;
    float NearPlane;
    float FarPlane;
    float ClusterSliceScale;
    float ClusterSliceBias;
    float3 SunDirectionWS;     // shares its row with SunIntensity
    float SunIntensity;
    float3 SunColor;
    uint FrameIndex;
};

#endif
