// A material hierarchy with single inheritance: every material shares a base (colour, flags,
// emission), a PBR material adds roughness and metalness, a clear-coat material adds a coat
// layer. Derived structs hide base methods and call them by qualified name, pass themselves
// where a base is expected, and are read from a structured buffer and a constant buffer (the
// base lowers to a nested struct at member 0, laid out by the buffer's rules). A compute pass
// shades one sample per material into a buffer of accumulators updated in place.
// glslang: none (glslang's HLSL front end has no struct inheritance)

struct MaterialBase
{
    static const uint FlagUnlit = 1;
    static const uint FlagEmissive = 2;

    float4 baseColor;
    float3 emission;
    uint flags;

    bool hasFlag(uint f) { return (flags & f) != 0; }
    float3 albedo() { return baseColor.rgb; }
    float3 emitted() { return hasFlag(FlagEmissive) ? emission : float3(0, 0, 0); }
    float3 shade(float NdotL, float3 lightColor)
    {
        if (hasFlag(FlagUnlit))
            return albedo() + emitted();
        return albedo() * NdotL * lightColor + emitted();
    }
};

struct PbrMaterial : MaterialBase
{
    float roughness;
    float metallic;

    float3 albedo() { return MaterialBase::albedo() * (1.0 - metallic); }
    float specular(float NdotH)
    {
        float a = max(roughness * roughness, 0.02);
        float a2 = a * a;
        float d = NdotH * NdotH * (a2 - 1.0) + 1.0;
        return a2 / (3.14159265 * d * d);
    }
    float3 shade(float NdotL, float NdotH, float3 lightColor)
    {
        float3 f0 = lerp(float3(0.04, 0.04, 0.04), baseColor.rgb, metallic);
        return (albedo() + f0 * specular(NdotH)) * NdotL * lightColor + emitted();
    }
};

struct ClearcoatMaterial : PbrMaterial
{
    float coat;
    float coatRoughness;

    float3 shade(float NdotL, float NdotH, float3 lightColor)
    {
        float3 under = PbrMaterial::shade(NdotL, NdotH, lightColor);
        float a = max(coatRoughness * coatRoughness, 0.02);
        float a2 = a * a;
        float d = NdotH * NdotH * (a2 - 1.0) + 1.0;
        float layer = coat * 0.04 * a2 / (3.14159265 * d * d);
        return under * (1.0 - 0.04 * coat) + layer * NdotL * lightColor;
    }
};

struct Accumulator
{
    float3 sum;
    uint samples;

    void add(float3 v) { sum += v; samples += 1; }
    float3 average() { return samples == 0 ? float3(0, 0, 0) : sum / samples; }
};

struct LightingSetup
{
    float3 lightDirection;
    float exposure;
    float3 lightColor;
    uint materialCount;
};

struct Overrides
{
    ClearcoatMaterial preview;
};

[[vk::binding(0, 0)]] ConstantBuffer<LightingSetup> Setup;
[[vk::binding(1, 0)]] ConstantBuffer<Overrides> Override;
[[vk::binding(2, 0)]] StructuredBuffer<ClearcoatMaterial> Materials;
[[vk::binding(3, 0)]] StructuredBuffer<float3> Normals;
[[vk::binding(4, 0)]] RWStructuredBuffer<Accumulator> Accumulators;
[[vk::binding(5, 0)]] RWStructuredBuffer<float4> Preview;

// Any material can be previewed through its base part.
float4 swatch(MaterialBase m) { return float4(m.shade(1.0, float3(1, 1, 1)), m.baseColor.a); }

[shader("compute")]
[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    if (i >= Setup.materialCount)
        return;
    ClearcoatMaterial m = Materials[i];
    float3 N = normalize(Normals[i]);
    float3 L = normalize(-Setup.lightDirection);
    float3 H = normalize(L + float3(0, 0, 1));
    float NdotL = saturate(dot(N, L));
    float NdotH = saturate(dot(N, H));
    float3 lit = m.hasFlag(MaterialBase::FlagUnlit)
        ? ((MaterialBase)m).shade(NdotL, Setup.lightColor)
        : m.shade(NdotL, NdotH, Setup.lightColor);
    Accumulators[i].add(lit * Setup.exposure);
    Preview[i] = i == 0 ? swatch(Override.preview) : swatch(m);
}
