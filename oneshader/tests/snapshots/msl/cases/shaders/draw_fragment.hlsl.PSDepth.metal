#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSDepth_1(thread float4& gl_FragCoord, thread float4& out_var_SV_Target0, thread float& gl_FragDepth)
{
    float4 v2 = gl_FragCoord;
    float2 v18 = v2.xy;
    uint2 v19 = uint2(v18);
    uint v22 = v19.x;
    uint v24 = v19.y;
    uint v25 = (v24 * 4u);
    uint v26 = (v22 + v25);
    float v27 = float(v26);
    float v28 = (v27 / 16.0f);
    float v32 = v2.z;
    float4 v33 = float4(v32, 0.0f, 0.0f, 1.0f);
    out_var_SV_Target0 = v33;
    gl_FragDepth = v28;
    return;
}

struct PSDepth_out
{
    float4 out_0 [[color(0)]];
    float out_1 [[depth(any)]];
};

fragment PSDepth_out PSDepth(float4 in_0_0 [[position]])
{
    float4 gl_FragCoord = {};
    float4 out_var_SV_Target0 = {};
    float gl_FragDepth = {};
    gl_FragCoord = float4(in_0_0);
    PSDepth_1(gl_FragCoord, out_var_SV_Target0, gl_FragDepth);
    PSDepth_out out = {};
    out.out_0 = out_var_SV_Target0;
    out.out_1 = gl_FragDepth;
    return out;
}
