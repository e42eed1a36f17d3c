#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(thread float4& gl_FragCoord, thread float4& in_var_COLOR0, thread float4& out_var_SV_Target0)
{
    float4 v5 = in_var_COLOR0;
    out_var_SV_Target0 = v5;
    return;
}

struct PSMain_in
{
    float4 in_1_0 [[user(locn0)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]])
{
    float4 gl_FragCoord = {};
    float4 in_var_COLOR0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_COLOR0 = in.in_1_0;
    PSMain_1(gl_FragCoord, in_var_COLOR0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
