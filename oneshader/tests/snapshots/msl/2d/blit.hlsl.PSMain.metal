#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* Blit, texture2d<float> BlitSource, sampler BlitSampler, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float4 v29 = {};
    float4 v79 = {};
    float2 v5 = in_var_TEXCOORD0;
    float2 v18 = as_type<float2>(Blit[0].xy);
    float2 v22 = as_type<float2>(Blit[0].zw);
    float2 v23 = (v5 * v22);
    float2 v24 = (v18 + v23);
    float v28 = as_type<float>(Blit[1].x);
    v29 = BlitSource.sample(BlitSampler, v24, level(v28));
    uint v32 = Blit[1].y;
    bool v33 = (v32 != 0u);
    if (v33) {
        float3 v35 = v29.xyz;
        float3 v53 = max(v35, float3(0.0f, 0.0f, 0.0f));
        float3 v56 = (v53 * float3(12.92f, 12.92f, 12.92f));
        float3 v59 = pow(v53, float3(0.41666666f, 0.41666666f, 0.41666666f));
        float3 v60 = (float3(1.055f, 1.055f, 1.055f) * v59);
        float3 v61 = (v60 - float3(0.055f, 0.055f, 0.055f));
        float3 v66 = step(float3(0.0031308f, 0.0031308f, 0.0031308f), v53);
        float3 v67 = mix(v56, v61, v66);
        float4 v38 = float4(v67.x, v67.y, v67.z, v29.w);
        v79 = v38;
    } else {
        v79 = v29;
    }
    float v41 = as_type<float>(Blit[1].z);
    float v43 = v79.w;
    float v44 = (v43 * v41);
    auto t1 = v79;
    t1.w = v44;
    float4 v78 = t1;
    out_var_SV_Target0 = v78;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* Blit [[buffer(0)]], texture2d<float> BlitSource [[texture(0)]], sampler BlitSampler [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    PSMain_1(Blit, BlitSource, BlitSampler, gl_FragCoord, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
