// Stage inputs and outputs of every kind a mesh pass uses: integer and float attributes, a
// per-instance matrix (four locations), explicit [[vk::location]]s, interpolation modifiers,
// several render targets of different types, SV_IsFrontFace and a depth output.

cbuffer StageCamera : register(b0)
{
    float4x4 ViewProjection;
    float DepthOffset;
    uint DebugMode;
};

struct StageVertex
{
    // Explicit locations (DXC wants all or none): not in declaration order, and with a gap
    // before the matrix, which takes four consecutive locations.
    [[vk::location(0)]] float3 Position : POSITION;
    [[vk::location(1)]] float3 Normal : NORMAL;
    [[vk::location(2)]] float2 Uv0 : TEXCOORD0;
    [[vk::location(3)]] float2 Uv1 : TEXCOORD1;
    [[vk::location(5)]] int2 GridCell : TEXCOORD2;
    [[vk::location(6)]] uint MaterialId : TEXCOORD3;
    [[vk::location(8)]] float4x4 InstanceWorld : INSTANCE_WORLD;   // per instance, locations 8-11
    [[vk::location(4)]] [[oneshader::format("unorm8x4")]] float4 Color : COLOR0;
};

struct StageVaryings
{
    float4 Position : SV_Position;
    float3 NormalWS : NORMAL;
    centroid float2 Uv0 : TEXCOORD0;
    noperspective float2 ScreenUv : TEXCOORD1;
    nointerpolation int2 GridCell : TEXCOORD2;
    nointerpolation uint MaterialId : TEXCOORD3;
    linear float4 Color : COLOR0;
    float ClipDepth : TEXCOORD4;
};

struct StageTargets
{
    float4 Color : SV_Target0;
    float4 NormalRoughness : SV_Target1;
    uint2 Ids : SV_Target2;
    float Depth : SV_Depth;
};

[shader("vertex")]
StageVaryings VSMain(StageVertex v, uint vertexId : SV_VertexID, uint instanceId : SV_InstanceID)
{
    float4 world = mul(v.InstanceWorld, float4(v.Position, 1.0));
    StageVaryings o;
    o.Position = mul(ViewProjection, world);
    o.NormalWS = normalize(mul((float3x3)v.InstanceWorld, v.Normal));
    o.Uv0 = v.Uv0 + v.Uv1 * 0.0001;
    o.ScreenUv = o.Position.xy / o.Position.w * 0.5 + 0.5;
    o.GridCell = v.GridCell + int2(instanceId, vertexId & 1);
    o.MaterialId = v.MaterialId;
    o.Color = v.Color;
    o.ClipDepth = o.Position.z / o.Position.w;
    return o;
}

[shader("pixel")]
StageTargets PSMain(StageVaryings i, bool frontFace : SV_IsFrontFace)
{
    StageTargets t;
    float3 n = normalize(i.NormalWS) * (frontFace ? 1.0 : -1.0);
    float checker = float((i.GridCell.x + i.GridCell.y) & 1);
    t.Color = i.Color * lerp(0.8, 1.0, checker);
    if (DebugMode == 1)
        t.Color = float4(i.Uv0, 0.0, 1.0);
    else if (DebugMode == 2)
        t.Color = float4(i.ScreenUv, 0.0, 1.0);
    t.NormalRoughness = float4(n * 0.5 + 0.5, 0.5);
    t.Ids = uint2(i.MaterialId, frontFace ? 1u : 0u);
    t.Depth = saturate(i.ClipDepth + DepthOffset);
    return t;
}
