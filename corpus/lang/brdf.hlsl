// A BRDF library written with structs and member functions, HLSL 2021 style: a surface with
// derived quantities as methods, a GGX lobe with static constants and static functions, a light
// sample, and a forward pass that accumulates lights into a `Shading` result through `this`.
// Member functions are declared inside their struct, some defined outside it.
// glslang: none (glslang's HLSL front end has no out-of-line member function definitions)

struct GGX
{
    static const float Pi = 3.14159265;
    static const float MinRoughness = 0.045;

    // Trowbridge-Reitz normal distribution.
    static float D(float NdotH, float alpha)
    {
        float a2 = alpha * alpha;
        float d = NdotH * NdotH * (a2 - 1.0) + 1.0;
        return a2 / (Pi * d * d);
    }
    // Height-correlated Smith visibility.
    static float V(float NdotV, float NdotL, float alpha);
};

float GGX::V(float NdotV, float NdotL, float alpha)
{
    float a2 = alpha * alpha;
    float gv = NdotL * sqrt(NdotV * NdotV * (1.0 - a2) + a2);
    float gl = NdotV * sqrt(NdotL * NdotL * (1.0 - a2) + a2);
    return 0.5 / max(gv + gl, 1e-5);
}

struct Surface
{
    float3 N;
    float3 V;
    float3 albedo;
    float roughness;
    float metallic;

    float alpha() { return max(roughness * roughness, GGX::MinRoughness); }
    float3 F0() { return lerp(float3(0.04, 0.04, 0.04), albedo, metallic); }
    float3 diffuseColor() { return albedo * (1.0 - metallic); }
    float NdotV() { return max(dot(N, V), 1e-4); }
    float3 fresnel(float VdotH);
};

float3 Surface::fresnel(float VdotH)
{
    float f = pow(1.0 - VdotH, 5.0);
    float3 f0 = F0();
    return f0 + (1.0 - f0) * f;
}

struct LightSample
{
    float3 L;
    float3 radiance;

    float3 halfVector(Surface s) { return normalize(s.V + L); }
    float NdotL(Surface s) { return saturate(dot(s.N, L)); }
};

struct Shading
{
    float3 diffuse;
    float3 specular;

    void clear() { diffuse = 0; specular = 0; }
    void add(Surface s, LightSample l)
    {
        float NdotL = l.NdotL(s);
        if (NdotL <= 0.0)
            return;
        float3 H = l.halfVector(s);
        float NdotH = saturate(dot(s.N, H));
        float VdotH = saturate(dot(s.V, H));
        float a = s.alpha();
        float3 F = s.fresnel(VdotH);
        specular += GGX::D(NdotH, a) * GGX::V(s.NdotV(), NdotL, a) * F * l.radiance * NdotL;
        diffuse += (1.0 - F) * s.diffuseColor() / GGX::Pi * l.radiance * NdotL;
    }
    // An ambient term instead of a light: an overload.
    void add(float3 ambient, Surface s) { diffuse += ambient * s.diffuseColor(); }
    float3 total() { return diffuse + specular; }
};

struct PointLight
{
    float3 position;
    float range;
    float3 color;
    float intensity;

    LightSample sampleAt(float3 worldPos)
    {
        float3 toLight = position - worldPos;
        float dist = length(toLight);
        float falloff = saturate(1.0 - dist / range);
        LightSample l;
        l.L = toLight / max(dist, 1e-4);
        l.radiance = color * intensity * falloff * falloff;
        return l;
    }
};

cbuffer Frame : register(b0)
{
    float4x4 ViewProjection;
    float3 CameraPosition;
    uint LightCount;
    float3 Ambient;
    float Exposure;
};

struct Material
{
    float4 baseColor;
    float roughness;
    float metallic;
    float2 pad;
};

StructuredBuffer<PointLight> Lights : register(t1);
StructuredBuffer<Material> Materials : register(t2);

struct VSIn
{
    float3 position : POSITION;
    float3 normal : NORMAL;
    uint material : MATERIAL;
};

struct VSOut
{
    float4 position : SV_Position;
    float3 worldPos : WORLDPOS;
    float3 normal : NORMAL;
    nointerpolation uint material : MATERIAL;
};

[shader("vertex")]
VSOut VSMain(VSIn i)
{
    VSOut o;
    o.position = mul(ViewProjection, float4(i.position, 1.0));
    o.worldPos = i.position;
    o.normal = i.normal;
    o.material = i.material;
    return o;
}

[shader("pixel")]
float4 PSMain(VSOut i) : SV_Target
{
    Material m = Materials[i.material];
    Surface s;
    s.N = normalize(i.normal);
    s.V = normalize(CameraPosition - i.worldPos);
    s.albedo = m.baseColor.rgb;
    s.roughness = m.roughness;
    s.metallic = m.metallic;

    Shading shading;
    shading.clear();
    for (uint li = 0; li < LightCount; ++li)
        shading.add(s, Lights[li].sampleAt(i.worldPos));
    shading.add(Ambient, s);
    return float4(shading.total() * Exposure, m.baseColor.a);
}
