#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(texture2d<float> Source, sampler Linear, constant uint4* Blur, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float2 v2 = in_var_TEXCOORD0;
    float2 v10 = as_type<float2>(Blur[0].xy);
    float v11 = v10.x;
    float2 v12 = float2(v11, 0.0f);
    float2 v21 = (v12 * float2((-4.0f), (-4.0f)));
    float2 v22 = (v2 + v21);
    float4 v23 = Source.sample(Linear, v22);
    float4 v24 = (float4(0.0f, 0.0f, 0.0f, 0.0f) + v23);
    float2 v29 = (v12 * float2((-3.0f), (-3.0f)));
    float2 v30 = (v2 + v29);
    float4 v31 = Source.sample(Linear, v30);
    float4 v32 = (v24 + v31);
    float2 v37 = (v12 * float2((-2.0f), (-2.0f)));
    float2 v38 = (v2 + v37);
    float4 v39 = Source.sample(Linear, v38);
    float4 v40 = (v32 + v39);
    float2 v45 = (v12 * float2((-1.0f), (-1.0f)));
    float2 v46 = (v2 + v45);
    float4 v47 = Source.sample(Linear, v46);
    float4 v48 = (v40 + v47);
    float2 v53 = (v12 * float2(0.0f, 0.0f));
    float2 v54 = (v2 + v53);
    float4 v55 = Source.sample(Linear, v54);
    float4 v56 = (v48 + v55);
    float2 v62 = (v2 + v12);
    float4 v63 = Source.sample(Linear, v62);
    float4 v64 = (v56 + v63);
    float2 v69 = (v12 * float2(2.0f, 2.0f));
    float2 v70 = (v2 + v69);
    float4 v71 = Source.sample(Linear, v70);
    float4 v72 = (v64 + v71);
    float2 v77 = (v12 * float2(3.0f, 3.0f));
    float2 v78 = (v2 + v77);
    float4 v79 = Source.sample(Linear, v78);
    float4 v80 = (v72 + v79);
    float2 v85 = (v12 * float2(4.0f, 4.0f));
    float2 v86 = (v2 + v85);
    float4 v87 = Source.sample(Linear, v86);
    float4 v88 = (v80 + v87);
    float4 v18 = (v88 / float4(9.0f, 9.0f, 9.0f, 9.0f));
    out_var_SV_Target0 = v18;
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
