#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSIds_1(constant uint4* Layer, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread uint& in_var_TEXCOORD1, thread float4& in_var_COLOR0, thread uint& out_var_SV_Target0)
{
    uint v8 = in_var_TEXCOORD1;
    uint v22 = Layer[1].x;
    uint v23 = (v22 << (24u & 31u));
    uint v26 = (v8 & 16777215u);
    uint v27 = (v23 | v26);
    out_var_SV_Target0 = v27;
    return;
}

struct PSIds_in
{
    float2 in_1_0 [[user(locn0)]];
    uint in_2_0 [[user(locn1)]] [[flat]];
    float4 in_3_0 [[user(locn2)]] [[flat]];
};

struct PSIds_out
{
    uint out_0 [[color(0)]];
};

fragment PSIds_out PSIds(PSIds_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* Layer [[buffer(1)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    uint in_var_TEXCOORD1 = {};
    float4 in_var_COLOR0 = {};
    uint out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    in_var_COLOR0 = in.in_3_0;
    PSIds_1(Layer, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_COLOR0, out_var_SV_Target0);
    PSIds_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
