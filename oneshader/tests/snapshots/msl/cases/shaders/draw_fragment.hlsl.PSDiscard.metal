#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSDiscard_1(thread float4& gl_FragCoord, thread float4& out_var_SV_Target0)
{
    uint v17 = {};
    uint v19 = {};
    float4 v2 = gl_FragCoord;
    float2 v13 = v2.xy;
    uint2 v14 = uint2(v13);
    v17 = v14.x;
    v19 = v14.y;
    uint v20 = (v17 + v19);
    uint v21 = (v20 & 1u);
    bool v22 = (v21 != 0u);
    if (v22) {
        discard_fragment();
        return;
    }
    float v25 = float(v17);
    float v26 = (v25 / 4.0f);
    float v29 = float(v19);
    float v30 = (v29 / 4.0f);
    float4 v31 = float4(1.0f, v26, v30, 1.0f);
    out_var_SV_Target0 = v31;
    return;
}

struct PSDiscard_out
{
    float4 out_0 [[color(0)]];
};

fragment PSDiscard_out PSDiscard(float4 in_0_0 [[position]])
{
    float4 gl_FragCoord = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    PSDiscard_1(gl_FragCoord, out_var_SV_Target0);
    PSDiscard_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
