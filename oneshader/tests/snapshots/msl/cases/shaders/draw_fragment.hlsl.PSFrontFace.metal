#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSFrontFace_1(thread bool& gl_FrontFacing, thread float4& out_var_SV_Target0)
{
    bool v2 = gl_FrontFacing;
    float4 v12 = select(float4(1.0f, 0.0f, 0.0f, 1.0f), float4(0.0f, 1.0f, 0.0f, 1.0f), v2);
    out_var_SV_Target0 = v12;
    return;
}

struct PSFrontFace_out
{
    float4 out_0 [[color(0)]];
};

fragment PSFrontFace_out PSFrontFace(bool in_0_0 [[front_facing]])
{
    bool gl_FrontFacing = {};
    float4 out_var_SV_Target0 = {};
    gl_FrontFacing = bool(in_0_0);
    PSFrontFace_1(gl_FrontFacing, out_var_SV_Target0);
    PSFrontFace_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
