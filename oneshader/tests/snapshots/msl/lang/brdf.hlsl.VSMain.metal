#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* Frame, thread float3& in_var_POSITION0, thread float3& in_var_NORMAL0, thread uint& in_var_MATERIAL0, thread float4& gl_Position, thread float3& out_var_WORLDPOS0, thread float3& out_var_NORMAL0, thread uint& out_var_MATERIAL0)
{
    float3 v2 = in_var_POSITION0;
    float3 v5 = in_var_NORMAL0;
    uint v8 = in_var_MATERIAL0;
    float4x4 v30 = float4x4(float4(as_type<float>(Frame[0].x), as_type<float>(Frame[1].x), as_type<float>(Frame[2].x), as_type<float>(Frame[3].x)), float4(as_type<float>(Frame[0].y), as_type<float>(Frame[1].y), as_type<float>(Frame[2].y), as_type<float>(Frame[3].y)), float4(as_type<float>(Frame[0].z), as_type<float>(Frame[1].z), as_type<float>(Frame[2].z), as_type<float>(Frame[3].z)), float4(as_type<float>(Frame[0].w), as_type<float>(Frame[1].w), as_type<float>(Frame[2].w), as_type<float>(Frame[3].w)));
    float4 v33 = float4(v2, 1.0f);
    float4 v34 = (v33 * v30);
    gl_Position = v34;
    out_var_WORLDPOS0 = v2;
    out_var_NORMAL0 = v5;
    out_var_MATERIAL0 = v8;
    return;
}

struct VSMain_in
{
    float3 in_0_0 [[attribute(0)]];
    float3 in_1_0 [[attribute(1)]];
    uint in_2_0 [[attribute(2)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float3 out_1 [[user(locn0)]];
    float3 out_2 [[user(locn1)]];
    uint out_3 [[user(locn2)]] [[flat]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], constant uint4* Frame [[buffer(0)]])
{
    float3 in_var_POSITION0 = {};
    float3 in_var_NORMAL0 = {};
    uint in_var_MATERIAL0 = {};
    float4 gl_Position = {};
    float3 out_var_WORLDPOS0 = {};
    float3 out_var_NORMAL0 = {};
    uint out_var_MATERIAL0 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_NORMAL0 = in.in_1_0;
    in_var_MATERIAL0 = in.in_2_0;
    VSMain_1(Frame, in_var_POSITION0, in_var_NORMAL0, in_var_MATERIAL0, gl_Position, out_var_WORLDPOS0, out_var_NORMAL0, out_var_MATERIAL0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_WORLDPOS0;
    out.out_2 = out_var_NORMAL0;
    out.out_3 = out_var_MATERIAL0;
    return out;
}
