// Prefilters an environment cube map for one roughness level of the specular IBL chain: GGX
// importance sampling with the mip-filtered lookup trick (sample a blurrier source mip where the
// sample's solid angle is large). Writes one mip of a cube map seen as a 2D array of six faces.
#include "../common/math.hlsli"

cbuffer PrefilterParams : register(b0)
{
    float Roughness;
    uint SampleCount;
    uint OutputSize;          // this mip's face size
    float SourceFaceSize;     // of mip 0
};

TextureCube<float4> Environment : register(t1);
SamplerState EnvironmentSampler : register(s2);
[[vk::image_format("rgba16f")]] RWTexture2DArray<float4> PrefilteredFaces : register(u3);

// The direction through texel uv of cube face `face` (+X, -X, +Y, -Y, +Z, -Z).
float3 CubeDirection(uint face, float2 uv)
{
    float2 p = uv * 2.0 - 1.0;
    float3 dir;
    switch (face)
    {
    case 0: dir = float3(1.0, -p.y, -p.x); break;
    case 1: dir = float3(-1.0, -p.y, p.x); break;
    case 2: dir = float3(p.x, 1.0, p.y); break;
    case 3: dir = float3(p.x, -1.0, -p.y); break;
    case 4: dir = float3(p.x, -p.y, 1.0); break;
    default: dir = float3(-p.x, -p.y, -1.0); break;
    }
    return normalize(dir);
}

float2 Hammersley(uint i, uint count)
{
    uint bits = reversebits(i);
    return float2(float(i) / float(count), float(bits) * 2.3283064365386963e-10);
}

float3 ImportanceSampleGgx(float2 xi, float3 n, float alpha)
{
    float phi = TWO_PI * xi.x;
    float cosTheta = sqrt((1.0 - xi.y) / (1.0 + (alpha * alpha - 1.0) * xi.y));
    float sinTheta = sqrt(1.0 - cosTheta * cosTheta);
    float3 h = float3(sinTheta * cos(phi), sinTheta * sin(phi), cosTheta);

    float3 up = abs(n.z) < 0.999 ? float3(0.0, 0.0, 1.0) : float3(1.0, 0.0, 0.0);
    float3 tangent = normalize(cross(up, n));
    float3 bitangent = cross(n, tangent);
    return normalize(tangent * h.x + bitangent * h.y + n * h.z);
}

[shader("compute")]
[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= OutputSize || id.y >= OutputSize || id.z >= 6)
        return;

    uint outWidth, outHeight, outFaces;
    PrefilteredFaces.GetDimensions(outWidth, outHeight, outFaces);
    float2 uv = (float2(id.xy) + 0.5) / float2(outWidth, outHeight);
    float3 n = CubeDirection(id.z, uv);
    float3 v = n;   // the split-sum approximation assumes n = v = r
    float alpha = max(Roughness * Roughness, 1e-3);

    float3 sum = 0.0;
    float weight = 0.0;
    float texelSolidAngle = 4.0 * PI / (6.0 * SourceFaceSize * SourceFaceSize);
    for (uint s = 0; s < SampleCount; ++s)
    {
        float3 h = ImportanceSampleGgx(Hammersley(s, SampleCount), n, alpha);
        float3 l = normalize(2.0 * dot(v, h) * h - v);
        float nDotL = dot(n, l);
        if (nDotL <= 0.0)
            continue;
        float nDotH = saturate(dot(n, h));
        float a2 = alpha * alpha;
        float d = nDotH * nDotH * (a2 - 1.0) + 1.0;
        float pdf = a2 / (PI * d * d) * 0.25;   // D(h) * nDotH / (4 vDotH), with n = v
        float sampleSolidAngle = 1.0 / (float(SampleCount) * pdf + 1e-4);
        float mip = Roughness == 0.0 ? 0.0 : 0.5 * log2(sampleSolidAngle / texelSolidAngle) + 1.0;
        sum += Environment.SampleLevel(EnvironmentSampler, l, mip).rgb * nDotL;
        weight += nDotL;
    }
    PrefilteredFaces[id] = float4(sum / max(weight, 1e-4), 1.0);
}
