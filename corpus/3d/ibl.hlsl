// Image-based lighting and the sky. PSMain lights a mesh with a diffuse irradiance cube map,
// a prefiltered specular cube map (mip chosen by roughness) and the split-sum BRDF lookup
// table. VSSky/PSSky draw the environment behind everything at the far plane.
#include "../common/view.hlsli"
#include "../common/fullscreen.hlsli"
#include "brdf.hlsli"

TextureCube<float4> IrradianceCube : register(t1);
TextureCube<float4> PrefilteredCube : register(t2);
Texture2D<float2> BrdfLut : register(t3);
TextureCube<float4> SkyCube : register(t4);
SamplerState CubeSampler : register(s5);
SamplerState LutSampler : register(s6);

cbuffer IblParams : register(b7)
{
    float4x4 IblObjectToWorld;
    float4x4 InverseViewProjection;
    float3 IblAlbedo;
    float IblRoughness;
    float IblMetallic;
    float EnvironmentIntensity;
    float SkyMip;
    float SkyExposure;
};

struct IblVaryings
{
    float4 Position : SV_Position;
    float3 PositionWS : TEXCOORD0;
    float3 NormalWS : TEXCOORD1;
};

[shader("vertex")]
IblVaryings VSMain(float3 position : POSITION, float3 normal : NORMAL)
{
    float4 world = mul(IblObjectToWorld, float4(position, 1.0));
    IblVaryings o;
    o.Position = mul(ViewProjection, world);
    o.PositionWS = world.xyz;
    o.NormalWS = mul((float3x3)IblObjectToWorld, normal);
    return o;
}

[shader("pixel")]
float4 PSMain(IblVaryings i) : SV_Target
{
    float3 n = normalize(i.NormalWS);
    float3 v = normalize(CameraPositionWS - i.PositionWS);
    float3 r = reflect(-v, n);
    float nDotV = max(dot(n, v), 1e-4);

    float3 f0 = lerp(float3(0.04, 0.04, 0.04), IblAlbedo, IblMetallic);
    float3 f = FresnelSchlickRoughness(nDotV, f0, IblRoughness);
    float3 kd = (1.0 - f) * (1.0 - IblMetallic);

    float3 irradiance = IrradianceCube.SampleLevel(CubeSampler, n, 0).rgb;
    float3 diffuse = irradiance * IblAlbedo * kd;

    uint width, height, mipCount;
    PrefilteredCube.GetDimensions(0, width, height, mipCount);
    float lod = IblRoughness * float(mipCount - 1);
    float3 prefiltered = PrefilteredCube.SampleLevel(CubeSampler, r, lod).rgb;
    float2 envBrdf = BrdfLut.SampleLevel(LutSampler, float2(nDotV, IblRoughness), 0);
    float3 specular = prefiltered * (f0 * envBrdf.x + envBrdf.y);

    return float4((diffuse + specular) * EnvironmentIntensity, 1.0);
}

struct SkyVaryings
{
    float4 Position : SV_Position;
    float3 Direction : TEXCOORD0;
};

[shader("vertex")]
SkyVaryings VSSky(uint vertexId : SV_VertexID)
{
    FullscreenVaryings f = FullscreenTriangle(vertexId);
    SkyVaryings o;
    // Reversed-Z would use 0; this renderer clears depth to 1, so the sky sits just in front.
    o.Position = float4(f.Position.xy, 0.99999, 1.0);
    float4 world = mul(InverseViewProjection, float4(f.Position.xy, 1.0, 1.0));
    o.Direction = world.xyz / world.w - CameraPositionWS;
    return o;
}

[shader("pixel")]
float4 PSSky(SkyVaryings i) : SV_Target
{
    float3 dir = normalize(i.Direction);
    float3 sky = SkyCube.SampleLevel(CubeSampler, dir, SkyMip).rgb;
    // A sun disc on top of the cube map.
    float sunAmount = smoothstep(0.9995, 0.9999, dot(dir, -SunDirectionWS));
    sky += SunColor * SunIntensity * sunAmount;
    return float4(sky * exp2(SkyExposure), 1.0);
}
