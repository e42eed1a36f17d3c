#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSFaces_1(thread float2& in_var_POSITION0, thread float4& gl_Position)
{
    float2 v2 = in_var_POSITION0;
    float4 v12 = float4(v2, 0.0f, 1.0f);
    gl_Position = v12;
    return;
}

struct VSFaces_in
{
    float2 in_0_0 [[attribute(0)]];
};

struct VSFaces_out
{
    float4 out_0 [[position]];
};

vertex VSFaces_out VSFaces(VSFaces_in in [[stage_in]])
{
    float2 in_var_POSITION0 = {};
    float4 gl_Position = {};
    in_var_POSITION0 = in.in_0_0;
    VSFaces_1(in_var_POSITION0, gl_Position);
    VSFaces_out out = {};
    out.out_0 = gl_Position;
    return out;
}
