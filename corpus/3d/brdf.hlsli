// The metallic-roughness BRDF of the forward renderer: GGX normal distribution, Smith
// height-correlated visibility, Schlick Fresnel, and a Lambert diffuse lobe.
#ifndef BRDF_HLSLI
#define BRDF_HLSLI

#include "../common/math.hlsli"

struct SurfaceSample
{
    float3 Albedo;
    float Metallic;
    float3 Normal;
    float Roughness;   // perceptual roughness
    float3 Emissive;
    float Occlusion;
};

float3 FresnelSchlick(float cosTheta, float3 f0)
{
    float f = pow(1.0 - saturate(cosTheta), 5.0);
    return f0 + (1.0 - f0) * f;
}

float3 FresnelSchlickRoughness(float cosTheta, float3 f0, float roughness)
{
    float f = pow(1.0 - saturate(cosTheta), 5.0);
    return f0 + (max(float3(1.0 - roughness, 1.0 - roughness, 1.0 - roughness), f0) - f0) * f;
}

float DistributionGgx(float nDotH, float alpha)
{
    float a2 = alpha * alpha;
    float d = nDotH * nDotH * (a2 - 1.0) + 1.0;
    return a2 / max(PI * d * d, 1e-7);
}

float VisibilitySmithGgxCorrelated(float nDotV, float nDotL, float alpha)
{
    float a2 = alpha * alpha;
    float ggxV = nDotL * sqrt(nDotV * nDotV * (1.0 - a2) + a2);
    float ggxL = nDotV * sqrt(nDotL * nDotL * (1.0 - a2) + a2);
    return 0.5 / max(ggxV + ggxL, 1e-5);
}

float3 SpecularF0(SurfaceSample s)
{
    return lerp(float3(0.04, 0.04, 0.04), s.Albedo, s.Metallic);
}

// Radiance reflected toward v from a light of unit irradiance arriving along l.
float3 EvaluateBrdf(SurfaceSample s, float3 v, float3 l)
{
    float3 h = normalize(v + l);
    float nDotL = saturate(dot(s.Normal, l));
    float nDotV = max(dot(s.Normal, v), 1e-4);
    float nDotH = saturate(dot(s.Normal, h));
    float vDotH = saturate(dot(v, h));

    float alpha = max(s.Roughness * s.Roughness, 0.002);
    float3 f = FresnelSchlick(vDotH, SpecularF0(s));
    float3 specular = DistributionGgx(nDotH, alpha) * VisibilitySmithGgxCorrelated(nDotV, nDotL, alpha) * f;
    float3 diffuse = (1.0 - f) * (1.0 - s.Metallic) * s.Albedo * INV_PI;
    return (diffuse + specular) * nDotL;
}

#endif
