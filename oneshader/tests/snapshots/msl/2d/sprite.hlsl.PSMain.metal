#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* SpriteFrame, texture2d<float> SpriteAtlas, sampler SpriteAtlasSampler, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& in_var_COLOR0, thread float4& out_var_SV_Target0)
{
    float4 v27 = {};
    float v30 = {};
    float2 v5 = in_var_TEXCOORD0;
    float4 v8 = in_var_COLOR0;
    float4 v22 = SpriteAtlas.sample(SpriteAtlasSampler, v5);
    v27 = (v22 * v8);
    v30 = v27.w;
    float v32 = as_type<float>(SpriteFrame[5].x);
    float v33 = (v30 - v32);
    bool v34 = (v33 < 0.0f);
    if (v34) {
        discard_fragment();
        return;
    }
    float3 v36 = v27.xyz;
    float3 v38 = as_type<float3>(SpriteFrame[4].xyz);
    float3 v41 = float3(v30);
    float3 v42 = (v38 * v41);
    float v44 = as_type<float>(SpriteFrame[4].w);
    float3 v45 = float3(v44);
    float3 v46 = mix(v36, v42, v45);
    float4 v48 = float4(v46.x, v46.y, v46.z, v27.w);
    out_var_SV_Target0 = v48;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
    float4 in_2_0 [[user(locn1)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* SpriteFrame [[buffer(0)]], texture2d<float> SpriteAtlas [[texture(0)]], sampler SpriteAtlasSampler [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 in_var_COLOR0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_COLOR0 = in.in_2_0;
    PSMain_1(SpriteFrame, SpriteAtlas, SpriteAtlasSampler, gl_FragCoord, in_var_TEXCOORD0, in_var_COLOR0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
