// glslang: none (typed ByteAddressBuffer Load<T>/Store<T> and sizeof, which glslang's HLSL front end does not parse)
// GPU scene data in one byte-address buffer, read with typed loads: a header gives the offsets
// of the instance, material and vertex arrays; vertices are pulled by index; a compute pass
// culls instances against the camera and writes draw records with typed stores.

struct SceneHeader
{
    uint instanceOffset;
    uint instanceCount;
    uint materialOffset;
    uint vertexOffset;
};

struct Instance
{
    float4x4 world;
    float3 boundsCentre;
    float boundsRadius;
    uint materialIndex;
    uint vertexStart;
    uint flags;
    float lodBias;
};

struct Material
{
    float4 baseColour;
    float3 emissive;
    float roughness;
    float metallic;
    uint textureIndices[3];
};

struct PackedVertex
{
    float3 position;
    uint normal;
    float2 uv;
};

struct DrawRecord
{
    uint instance;
    uint vertexStart;
    float distance;
    bool visible;
};

using Colour = float4;

ByteAddressBuffer Scene : register(t0);
RWByteAddressBuffer Draws : register(u1);

cbuffer Camera : register(b2)
{
    float4x4 ViewProjection;
    float3 CameraPosition;
    float CullDistance;
};

SceneHeader LoadHeader()
{
    return Scene.Load<SceneHeader>(0);
}

Instance LoadInstance(SceneHeader h, uint index)
{
    return Scene.Load<Instance>(h.instanceOffset + index * sizeof(Instance));
}

float3 UnpackNormal(uint packed)
{
    float3 n = float3(packed & 0x3FF, (packed >> 10) & 0x3FF, (packed >> 20) & 0x3FF);
    return normalize(n / 511.5f - 1.0f);
}

struct VSOut
{
    float4 position : SV_Position;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
    nointerpolation uint material : MATERIAL;
};

[shader("vertex")]
VSOut VSMain(uint vertexId : SV_VertexID, uint instanceId : SV_InstanceID)
{
    SceneHeader header = LoadHeader();
    Instance inst = LoadInstance(header, instanceId);
    PackedVertex v = Scene.Load<PackedVertex>(
        header.vertexOffset + (inst.vertexStart + vertexId) * sizeof(PackedVertex));
    VSOut o;
    float4 world = mul(inst.world, float4(v.position, 1.0f));
    o.position = mul(ViewProjection, world);
    o.normal = mul((float3x3)inst.world, UnpackNormal(v.normal));
    o.uv = v.uv;
    o.material = inst.materialIndex;
    return o;
}

[shader("pixel")]
Colour PSMain(VSOut i) : SV_Target
{
    SceneHeader header = LoadHeader();
    Material m = Scene.Load<Material>(header.materialOffset + i.material * sizeof(Material));
    float ndotl = saturate(dot(normalize(i.normal), normalize(float3(0.3f, 1.0f, 0.2f))));
    float3 colour = m.baseColour.rgb * lerp(0.2f, 1.0f, ndotl) * (1.0f - 0.5f * m.metallic);
    return Colour(colour + m.emissive, m.baseColour.a);
}

[shader("compute")]
[numthreads(64, 1, 1)]
void CSCull(uint3 id : SV_DispatchThreadID)
{
    SceneHeader header = LoadHeader();
    if (id.x >= header.instanceCount)
        return;
    Instance inst = LoadInstance(header, id.x);
    float3 centre = mul(inst.world, float4(inst.boundsCentre, 1.0f)).xyz;
    DrawRecord r;
    r.instance = id.x;
    r.vertexStart = inst.vertexStart;
    r.distance = length(centre - CameraPosition);
    r.visible = r.distance - inst.boundsRadius < CullDistance && (inst.flags & 1) != 0;
    Draws.Store<DrawRecord>(id.x * sizeof(DrawRecord), r);
    // A count of visible instances after the records, one word per 64 instances.
    if (r.visible)
        Draws.InterlockedAdd(header.instanceCount * sizeof(DrawRecord) + (id.x / 64) * sizeof(uint), 1);
}
