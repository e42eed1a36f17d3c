#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(texture2d<float> Source, sampler Linear, constant uint4* Blur, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float2 v2 = {};
    float2 v21 = {};
    float4 v44 = {};
    int v45 = {};
    float4 v35 = {};
    v2 = in_var_TEXCOORD0;
    float2 v15 = as_type<float2>(Blur[0].xy);
    float v20 = v15.y;
    v21 = float2(0.0f, v20);
    v44 = float4(0.0f, 0.0f, 0.0f, 0.0f);
    v45 = (-4);
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            int v38 = (v45 + 1);
            v44 = v35;
            v45 = v38;
        }
        bool v43 = (v45 <= 4);
        if (v43) {
            int2 v29 = int2(v45);
            float2 v30 = float2(v29);
            float2 v31 = (v21 * v30);
            float2 v32 = (v2 + v31);
            float4 v33 = Source.sample(Linear, v32);
            v35 = (v44 + v33);
        } else {
            break;
        }
    }
    float4 v41 = (v44 / float4(9.0f, 9.0f, 9.0f, 9.0f));
    out_var_SV_Target0 = v41;
    return;
}

struct PSMain_in
{
    float2 in_0_0 [[user(locn0)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], texture2d<float> Source [[texture(0)]], sampler Linear [[sampler(0)]], constant uint4* Blur [[buffer(0)]])
{
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    in_var_TEXCOORD0 = in.in_0_0;
    PSMain_1(Source, Linear, Blur, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
