#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* TextFrame, texture2d<float> GlyphAtlas, sampler GlyphSampler, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& in_var_COLOR0, thread float4& out_var_SV_Target0)
{
    float2 v5 = in_var_TEXCOORD0;
    float4 v8 = in_var_COLOR0;
    uint2 v29 = uint2(GlyphAtlas.get_width(uint(0u)), GlyphAtlas.get_height(uint(0u)));
    uint v31 = v29.x;
    uint v33 = v29.y;
    float v37 = as_type<float>(TextFrame[4].x);
    float2 v38 = float2(v37);
    float v40 = float(v31);
    float v42 = float(v33);
    float2 v43 = float2(v40, v42);
    float2 v44 = (v38 / v43);
    float2 v48 = dfdx(v5);
    float2 v49 = abs(v48);
    float2 v52 = dfdy(v5);
    float2 v53 = abs(v52);
    float2 v54 = (v49 + v53);
    float2 v55 = max(v54, float2(1e-6f, 1e-6f));
    float2 v56 = (float2(1.0f, 1.0f) / v55);
    float v60 = dot(v44, v56);
    float v61 = (0.5f * v60);
    float v62 = max(v61, 1.0f);
    float4 v66 = GlyphAtlas.sample(GlyphSampler, v5);
    float3 v67 = v66.xyz;
    float v112 = v67.x;
    float v114 = v67.y;
    float v115 = min(v112, v114);
    float v120 = max(v112, v114);
    float v122 = v67.z;
    float v123 = min(v120, v122);
    float v124 = max(v115, v123);
    float v71 = (v124 - 0.5f);
    float v75 = (v71 * v62);
    float v76 = (v75 + 0.5f);
    float v77 = saturate(v76);
    float v83 = as_type<float>(TextFrame[4].y);
    float v84 = (v75 + v83);
    float v85 = (v84 + 0.5f);
    float v86 = saturate(v85);
    float4 v89 = as_type<float4>(TextFrame[5]);
    float4 v93 = float4(v77);
    float4 v94 = mix(v89, v8, v93);
    float v100 = v89.w;
    float v101 = (v86 * v100);
    float v102 = max(v77, v101);
    float v104 = v94.w;
    float v105 = (v104 * v102);
    auto t1 = v94;
    t1.w = v105;
    float4 v140 = t1;
    out_var_SV_Target0 = v140;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
    float4 in_2_0 [[user(locn1)]] [[flat]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* TextFrame [[buffer(0)]], texture2d<float> GlyphAtlas [[texture(0)]], sampler GlyphSampler [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 in_var_COLOR0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_COLOR0 = in.in_2_0;
    PSMain_1(TextFrame, GlyphAtlas, GlyphSampler, gl_FragCoord, in_var_TEXCOORD0, in_var_COLOR0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
