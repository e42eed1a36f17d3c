#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(thread float4& gl_FragCoord, thread float4& out_var_SV_Target0)
{
    float4 v2 = gl_FragCoord;
    float v12 = v2.w;
    float v13 = (v12 / 8.0f);
    float4 v14 = float4(v13, 0.0f, 0.0f, 1.0f);
    out_var_SV_Target0 = v14;
    return;
}

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(float4 in_0_0 [[position]])
{
    float4 gl_FragCoord = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    PSMain_1(gl_FragCoord, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
