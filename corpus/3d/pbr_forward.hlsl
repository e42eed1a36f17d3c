// The forward PBR pass: metallic-roughness materials, normal mapping, the sun with cascaded
// shadows, and up to MAX_FORWARD_LIGHTS punctual lights from a structured buffer. Alpha-masked
// materials are clipped; back faces of two-sided materials flip their normal. Bindings follow
// update frequency: space0 per view, space1 per material, space2 per object.
#include "../common/view.hlsli"
#include "../common/lights.hlsli"
#include "brdf.hlsli"
#include "shadows.hlsli"

static const uint MAX_FORWARD_LIGHTS = 32;

cbuffer Material : register(b0, space1)
{
    float4 BaseColorFactor;
    float3 EmissiveFactor;
    float MetallicFactor;
    float RoughnessFactor;
    float NormalScale;
    float OcclusionStrength;
    float AlphaCutoff;        // 0: opaque
    uint MaterialFlags;
};

static const uint MATERIAL_TWO_SIDED = 1;
static const uint MATERIAL_HAS_NORMAL_MAP = 2;

cbuffer Object : register(b0, space2)
{
    float4x4 World;
    float3x3 NormalMatrix;   // inverse transpose of World's upper 3x3
    uint LightCount;
};

StructuredBuffer<PunctualLight> ForwardLights : register(t4);
Texture2D<float4> BaseColorMap : register(t1, space1);
Texture2D<float4> MetallicRoughnessMap : register(t2, space1);
Texture2D<float4> NormalMap : register(t3, space1);
Texture2D<float4> EmissiveMap : register(t4, space1);
Texture2D<float> OcclusionMap : register(t5, space1);
SamplerState MaterialSampler : register(s6, space1);

struct MeshVertex
{
    float3 Position : POSITION;
    float3 Normal : NORMAL;
    float4 Tangent : TANGENT;     // w: handedness
    float2 Uv : TEXCOORD0;
};

struct MeshVaryings
{
    float4 Position : SV_Position;
    float3 PositionWS : TEXCOORD0;
    float3 NormalWS : TEXCOORD1;
    float4 TangentWS : TEXCOORD2;
    float2 Uv : TEXCOORD3;
    float ViewDepth : TEXCOORD4;
};

[shader("vertex")]
MeshVaryings VSMain(MeshVertex v)
{
    float4 world = mul(World, float4(v.Position, 1.0));
    MeshVaryings o;
    o.Position = mul(ViewProjection, world);
    o.PositionWS = world.xyz;
    o.NormalWS = normalize(mul(NormalMatrix, v.Normal));
    o.TangentWS = float4(normalize(mul((float3x3)World, v.Tangent.xyz)), v.Tangent.w);
    o.Uv = v.Uv;
    o.ViewDepth = mul(ViewMatrix, world).z;
    return o;
}

SurfaceSample LoadSurface(MeshVaryings i, bool frontFace)
{
    float4 baseColor = BaseColorMap.Sample(MaterialSampler, i.Uv) * BaseColorFactor;
    if (AlphaCutoff > 0.0)
        clip(baseColor.a - AlphaCutoff);

    float3 n = normalize(i.NormalWS);
    float3 t = normalize(i.TangentWS.xyz);
    if ((MaterialFlags & MATERIAL_TWO_SIDED) != 0 && !frontFace)
    {
        n = -n;
        t = -t;
    }
    if ((MaterialFlags & MATERIAL_HAS_NORMAL_MAP) != 0)
    {
        float3 b = cross(n, t) * i.TangentWS.w;
        float3 tn = NormalMap.Sample(MaterialSampler, i.Uv).xyz * 2.0 - 1.0;
        tn.xy *= NormalScale;
        n = normalize(tn.x * t + tn.y * b + tn.z * n);
    }

    float2 mr = MetallicRoughnessMap.Sample(MaterialSampler, i.Uv).bg;
    SurfaceSample s;
    s.Albedo = baseColor.rgb;
    s.Metallic = mr.x * MetallicFactor;
    s.Normal = n;
    s.Roughness = clamp(mr.y * RoughnessFactor, 0.045, 1.0);
    s.Emissive = EmissiveMap.Sample(MaterialSampler, i.Uv).rgb * EmissiveFactor;
    s.Occlusion = lerp(1.0, OcclusionMap.Sample(MaterialSampler, i.Uv), OcclusionStrength);
    return s;
}

[shader("pixel")]
float4 PSMain(MeshVaryings i, bool frontFace : SV_IsFrontFace) : SV_Target
{
    SurfaceSample s = LoadSurface(i, frontFace);
    float3 v = normalize(CameraPositionWS - i.PositionWS);

    // The sun, shadowed by the cascades.
    uint cascade = SelectCascade(i.ViewDepth);
    float shadow = SampleCascadePcf(i.PositionWS, s.Normal, cascade);
    float3 color = EvaluateBrdf(s, v, -SunDirectionWS) * SunColor * SunIntensity * shadow;

    uint count = min(LightCount, MAX_FORWARD_LIGHTS);
    for (uint li = 0; li < count; ++li)
    {
        PunctualLight light = ForwardLights[li];
        float3 l;
        float attenuation;
        if (light.Type == LIGHT_TYPE_DIRECTIONAL)
        {
            l = -light.DirectionWS;
            attenuation = 1.0;
        }
        else
        {
            float3 toLight = light.PositionWS - i.PositionWS;
            float d2 = dot(toLight, toLight);
            if (d2 > light.Range * light.Range)
                continue;
            l = toLight * rsqrt(d2);
            attenuation = DistanceAttenuation(d2, light.Range);
            if (light.Type == LIGHT_TYPE_SPOT)
                attenuation *= SpotAttenuation(l, light);
        }
        color += EvaluateBrdf(s, v, l) * light.Color * light.Intensity * attenuation;
    }

    color = color * s.Occlusion + s.Emissive;
    return float4(color, 1.0);
}
