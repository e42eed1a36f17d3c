// Linear-blend skinning: four bone influences per vertex, bone palettes as row-major 3x4
// matrices in a constant buffer (an array of matrices), and a simple lit pixel shader.
#include "../common/view.hlsli"

static const uint MAX_BONES = 64;

cbuffer Skeleton : register(b1)
{
    row_major float3x4 BonePalette[MAX_BONES];   // 48 bytes each: three rows of float4
    float4x4 MeshToWorld;
    uint BoneCount;
    float3 RimColor;                             // starts a new 16-byte row
};

Texture2D<float4> SkinAlbedo : register(t2);
SamplerState SkinSampler : register(s3);

struct SkinnedVertex
{
    float3 Position : POSITION;
    float3 Normal : NORMAL;
    float2 Uv : TEXCOORD0;
    uint4 Joints : BLENDINDICES0;
    float4 Weights : BLENDWEIGHT0;
};

struct SkinnedVaryings
{
    float4 Position : SV_Position;
    float3 NormalWS : NORMAL;
    float3 PositionWS : TEXCOORD1;
    float2 Uv : TEXCOORD0;
};

float3x4 BlendBones(uint4 joints, float4 weights)
{
    // Renormalise: exporters do not always write weights that sum to one.
    weights /= max(dot(weights, float4(1.0, 1.0, 1.0, 1.0)), 1e-4);
    float3x4 m = BonePalette[min(joints.x, BoneCount - 1)] * weights.x;
    m += BonePalette[min(joints.y, BoneCount - 1)] * weights.y;
    m += BonePalette[min(joints.z, BoneCount - 1)] * weights.z;
    m += BonePalette[min(joints.w, BoneCount - 1)] * weights.w;
    return m;
}

[shader("vertex")]
SkinnedVaryings VSMain(SkinnedVertex v)
{
    float3x4 skin = BlendBones(v.Joints, v.Weights);
    float3 skinnedPosition = mul(skin, float4(v.Position, 1.0));
    float3 skinnedNormal = mul(skin, float4(v.Normal, 0.0));

    float4 world = mul(MeshToWorld, float4(skinnedPosition, 1.0));
    SkinnedVaryings o;
    o.Position = mul(ViewProjection, world);
    o.NormalWS = normalize(mul((float3x3)MeshToWorld, skinnedNormal));
    o.PositionWS = world.xyz;
    o.Uv = v.Uv;
    return o;
}

[shader("pixel")]
float4 PSMain(SkinnedVaryings i) : SV_Target
{
    float3 n = normalize(i.NormalWS);
    float3 v = normalize(CameraPositionWS - i.PositionWS);
    float4 albedo = SkinAlbedo.Sample(SkinSampler, i.Uv);
    float diffuse = saturate(dot(n, -SunDirectionWS)) * 0.8 + 0.2;
    float rim = pow(1.0 - saturate(dot(n, v)), 3.0);
    return float4(albedo.rgb * SunColor * diffuse + RimColor * rim, albedo.a);
}
