// Screen-space ambient occlusion from the depth buffer. Normals are reconstructed from depth
// with Gather (four depths per fetch); the hemisphere kernel lives in a constant buffer and is
// rotated per pixel by a tiled noise texture.
#include "../common/fullscreen.hlsli"

static const uint SSAO_KERNEL_SIZE = 16;

cbuffer SsaoParams : register(b0)
{
    float4x4 Projection;
    float4x4 InverseProjection;
    float4 Kernel[SSAO_KERNEL_SIZE];   // xyz: hemisphere offset, w unused
    float2 NoiseScale;                 // viewport size / noise texture size
    float Radius;
    float Bias;
    float Intensity;
    uint SampleCount;                  // <= SSAO_KERNEL_SIZE
};

Texture2D<float> SceneDepth : register(t1);
Texture2D<float2> RotationNoise : register(t2);
SamplerState PointClamp : register(s3);
SamplerState PointWrap : register(s4);

[shader("vertex")]
FullscreenVaryings VSMain(uint vertexId : SV_VertexID)
{
    return FullscreenTriangle(vertexId);
}

float3 ViewPositionFromDepth(float2 uv, float depth)
{
    float4 ndc = float4(uv * float2(2.0, -2.0) + float2(-1.0, 1.0), depth, 1.0);
    float4 view = mul(InverseProjection, ndc);
    return view.xyz / view.w;
}

float3 ReconstructNormal(float2 uv, float2 texel)
{
    // Gather returns the 2x2 footprint counter-clockwise from the bottom-left:
    // w = (0,0), z = (1,0), x = (0,1), y = (1,1) in texel offsets.
    float4 d = SceneDepth.Gather(PointClamp, uv);
    float3 p00 = ViewPositionFromDepth(uv, d.w);
    float3 p10 = ViewPositionFromDepth(uv + float2(texel.x, 0.0), d.z);
    float3 p01 = ViewPositionFromDepth(uv + float2(0.0, texel.y), d.x);
    return normalize(cross(p01 - p00, p10 - p00));
}

[shader("pixel")]
float4 PSMain(FullscreenVaryings i) : SV_Target
{
    uint width, height;
    SceneDepth.GetDimensions(width, height);
    float2 texel = 1.0 / float2(width, height);

    float depth = SceneDepth.SampleLevel(PointClamp, i.Uv, 0);
    if (depth >= 1.0)
        return float4(1.0, 1.0, 1.0, 1.0);   // sky: no occlusion

    float3 origin = ViewPositionFromDepth(i.Uv, depth);
    float3 normal = ReconstructNormal(i.Uv, texel);
    float2 noise = RotationNoise.Sample(PointWrap, i.Uv * NoiseScale) * 2.0 - 1.0;
    float3 randomVec = float3(noise, 0.0);
    float3 tangent = normalize(randomVec - normal * dot(randomVec, normal));
    float3 bitangent = cross(normal, tangent);
    float3x3 tbn = float3x3(tangent, bitangent, normal);   // rows

    float occlusion = 0.0;
    uint count = min(SampleCount, SSAO_KERNEL_SIZE);
    for (uint s = 0; s < count; ++s)
    {
        float3 samplePos = origin + mul(Kernel[s].xyz, tbn) * Radius;
        float4 offset = mul(Projection, float4(samplePos, 1.0));
        float2 sampleUv = offset.xy / offset.w * float2(0.5, -0.5) + 0.5;
        float sampleDepth = ViewPositionFromDepth(sampleUv, SceneDepth.SampleLevel(PointClamp, sampleUv, 0)).z;
        float rangeCheck = smoothstep(0.0, 1.0, Radius / max(abs(origin.z - sampleDepth), 1e-4));
        occlusion += (sampleDepth >= samplePos.z + Bias ? 1.0 : 0.0) * rangeCheck;
    }
    float ao = 1.0 - occlusion / max(float(count), 1.0) * Intensity;
    return float4(ao, ao, ao, 1.0);
}
