#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* Draw, constant uint4* Camera, thread float3& in_var_POSITION0, thread float4& gl_Position, thread float4& out_var_COLOR0)
{
    float3 v2 = in_var_POSITION0;
    float4x4 v17 = float4x4(float4(as_type<float>(Camera[0].x), as_type<float>(Camera[1].x), as_type<float>(Camera[2].x), as_type<float>(Camera[3].x)), float4(as_type<float>(Camera[0].y), as_type<float>(Camera[1].y), as_type<float>(Camera[2].y), as_type<float>(Camera[3].y)), float4(as_type<float>(Camera[0].z), as_type<float>(Camera[1].z), as_type<float>(Camera[2].z), as_type<float>(Camera[3].z)), float4(as_type<float>(Camera[0].w), as_type<float>(Camera[1].w), as_type<float>(Camera[2].w), as_type<float>(Camera[3].w)));
    float4x4 v19 = float4x4(float4(as_type<float>(Draw[0].x), as_type<float>(Draw[1].x), as_type<float>(Draw[2].x), as_type<float>(Draw[3].x)), float4(as_type<float>(Draw[0].y), as_type<float>(Draw[1].y), as_type<float>(Draw[2].y), as_type<float>(Draw[3].y)), float4(as_type<float>(Draw[0].z), as_type<float>(Draw[1].z), as_type<float>(Draw[2].z), as_type<float>(Draw[3].z)), float4(as_type<float>(Draw[0].w), as_type<float>(Draw[1].w), as_type<float>(Draw[2].w), as_type<float>(Draw[3].w)));
    float4 v21 = float4(v2, 1.0f);
    float4 v22 = (v21 * v19);
    float4 v23 = (v22 * v17);
    float4 v27 = as_type<float4>(Draw[4]);
    gl_Position = v23;
    out_var_COLOR0 = v27;
    return;
}

struct VSMain_in
{
    float3 in_0_0 [[attribute(0)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float4 out_1 [[user(locn0)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], constant uint4* Draw [[buffer(0)]], constant uint4* Camera [[buffer(1)]])
{
    float3 in_var_POSITION0 = {};
    float4 gl_Position = {};
    float4 out_var_COLOR0 = {};
    in_var_POSITION0 = in.in_0_0;
    VSMain_1(Draw, Camera, in_var_POSITION0, gl_Position, out_var_COLOR0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_COLOR0;
    return out;
}
