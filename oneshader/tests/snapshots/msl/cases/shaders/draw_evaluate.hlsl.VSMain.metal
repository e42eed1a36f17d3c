#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(thread float2& in_var_POSITION0, thread float4& gl_Position, thread float& out_var_RAMP0, thread float2& out_var_PAIR0)
{
    float2 v2 = in_var_POSITION0;
    float4 v20 = float4(v2, 0.0f, 1.0f);
    float v24 = v2.x;
    float v25 = (v24 + 1.0f);
    float v26 = (v25 * 40.0f);
    float v32 = v2.y;
    float v33 = (v32 + 1.0f);
    float v34 = (v33 * 20.0f);
    float2 v35 = float2(v26, v34);
    gl_Position = v20;
    out_var_RAMP0 = v26;
    out_var_PAIR0 = v35;
    return;
}

struct VSMain_in
{
    float2 in_0_0 [[attribute(0)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float out_1 [[user(locn0)]];
    float2 out_2 [[user(locn1)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]])
{
    float2 in_var_POSITION0 = {};
    float4 gl_Position = {};
    float out_var_RAMP0 = {};
    float2 out_var_PAIR0 = {};
    in_var_POSITION0 = in.in_0_0;
    VSMain_1(in_var_POSITION0, gl_Position, out_var_RAMP0, out_var_PAIR0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_RAMP0;
    out.out_2 = out_var_PAIR0;
    return out;
}
