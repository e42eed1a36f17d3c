// Receiving cascaded shadows. PSMain filters with a box PCF kernel and blends across the cascade
// boundary; PSSpiral uses a rotated Vogel-spiral kernel with a blocker search, the softer
// variant an engine's "high" shadow setting picks. Both output the shadow factor tinted by the
// cascade for debugging views.
#include "../common/view.hlsli"
#include "../common/math.hlsli"
#include "shadows.hlsli"

static const uint SPIRAL_SAMPLES = 16;

cbuffer ShadowDebug : register(b4)
{
    float4 CascadeTints[CASCADE_COUNT];
    float PenumbraScale;
    float BlockerSearchRadius;
    uint ShowCascades;
    float LightSizeUv;
};

Texture2DArray<float> ShadowDepths : register(t5);   // the same cascades, read as raw depth
SamplerState PointClamp : register(s6);

cbuffer ShadowObject : register(b7)
{
    float4x4 ObjectToWorld;
};

struct ReceiverVaryings
{
    float4 Position : SV_Position;
    float3 PositionWS : TEXCOORD0;
    float3 NormalWS : TEXCOORD1;
    float ViewDepth : TEXCOORD2;
};

[shader("vertex")]
ReceiverVaryings VSMain(float3 position : POSITION, float3 normal : NORMAL)
{
    float4 world = mul(ObjectToWorld, float4(position, 1.0));
    ReceiverVaryings o;
    o.Position = mul(ViewProjection, world);
    o.PositionWS = world.xyz;
    o.NormalWS = normalize(mul((float3x3)ObjectToWorld, normal));
    o.ViewDepth = mul(ViewMatrix, world).z;
    return o;
}

float4 Debug(float shadow, uint cascade)
{
    float3 tint = ShowCascades != 0 ? CascadeTints[cascade].rgb : float3(1.0, 1.0, 1.0);
    return float4(tint * shadow, 1.0);
}

[shader("pixel")]
float4 PSMain(ReceiverVaryings i) : SV_Target
{
    float3 n = normalize(i.NormalWS);
    uint cascade = SelectCascade(i.ViewDepth);

    // One hardware-filtered tap with implicit derivatives, taken before any branch, sharpens
    // the PCF result where the kernel is wider than a texel.
    float4 centerClip = mul(CascadeViewProjection[cascade], float4(i.PositionWS + n * ShadowNormalBias, 1.0));
    float3 centerNdc = centerClip.xyz / centerClip.w;
    float2 centerUv = centerNdc.xy * float2(0.5, -0.5) + 0.5;
    float centerTap = ShadowCascades.SampleCmp(ShadowCompare, float3(centerUv, cascade), centerNdc.z - ShadowDepthBias);

    float shadow = lerp(SampleCascadePcf(i.PositionWS, n, cascade), centerTap, 0.25);

    // Blend into the next cascade over the last CascadeBlendRange of this one.
    if (cascade + 1 < CASCADE_COUNT)
    {
        float end = CascadeSplits[cascade];
        float blend = saturate((i.ViewDepth - (end - CascadeBlendRange)) / max(CascadeBlendRange, 1e-4));
        if (blend > 0.0)
            shadow = lerp(shadow, SampleCascadePcf(i.PositionWS, n, cascade + 1), blend);
    }
    return Debug(shadow, cascade);
}

float2 VogelDiskSample(uint index, uint count, float phi)
{
    const float goldenAngle = 2.4;
    float r = sqrt((float(index) + 0.5) / float(count));
    float theta = float(index) * goldenAngle + phi;
    float s, c;
    sincos(theta, s, c);
    return float2(c, s) * r;
}

[shader("pixel")]
float4 PSSpiral(ReceiverVaryings i) : SV_Target
{
    float3 n = normalize(i.NormalWS);
    uint cascade = SelectCascade(i.ViewDepth);
    float4 clipPos = mul(CascadeViewProjection[cascade], float4(i.PositionWS + n * ShadowNormalBias, 1.0));
    float3 ndc = clipPos.xyz / clipPos.w;
    float2 uv = ndc.xy * float2(0.5, -0.5) + 0.5;
    float receiver = ndc.z - ShadowDepthBias;

    uint2 pixel = uint2(i.Position.xy);
    float phi = HashToUnitFloat(pixel.x * 1973u + pixel.y * 9277u + FrameIndex * 26699u) * TWO_PI;

    // Blocker search: the average depth of occluders near the receiver.
    float blockerSum = 0.0;
    float blockers = 0.0;
    for (uint b = 0; b < SPIRAL_SAMPLES; ++b)
    {
        float2 offset = VogelDiskSample(b, SPIRAL_SAMPLES, phi) * BlockerSearchRadius;
        float depth = ShadowDepths.SampleLevel(PointClamp, float3(uv + offset, cascade), 0);
        if (depth >= receiver)
            continue;
        blockerSum += depth;
        blockers += 1.0;
    }
    if (blockers == 0.0)
        return Debug(1.0, cascade);

    float averageBlocker = blockerSum / blockers;
    float penumbra = saturate((receiver - averageBlocker) / max(averageBlocker, 1e-4)) * LightSizeUv * PenumbraScale;
    penumbra = max(penumbra, ShadowTexelSize);

    float lit = 0.0;
    for (uint s = 0; s < SPIRAL_SAMPLES; ++s)
    {
        float2 offset = VogelDiskSample(s, SPIRAL_SAMPLES, phi) * penumbra;
        lit += ShadowCascades.SampleCmpLevelZero(ShadowCompare, float3(uv + offset, cascade), receiver);
    }
    return Debug(lit / float(SPIRAL_SAMPLES), cascade);
}
