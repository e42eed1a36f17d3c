#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* View, constant uint4* IblParams, thread float3& in_var_POSITION0, thread float3& in_var_NORMAL0, thread float4& gl_Position, thread float3& out_var_TEXCOORD0, thread float3& out_var_TEXCOORD1)
{
    float3 v3 = in_var_POSITION0;
    float3 v5 = in_var_NORMAL0;
    float4x4 v27 = float4x4(float4(as_type<float>(IblParams[0].x), as_type<float>(IblParams[1].x), as_type<float>(IblParams[2].x), as_type<float>(IblParams[3].x)), float4(as_type<float>(IblParams[0].y), as_type<float>(IblParams[1].y), as_type<float>(IblParams[2].y), as_type<float>(IblParams[3].y)), float4(as_type<float>(IblParams[0].z), as_type<float>(IblParams[1].z), as_type<float>(IblParams[2].z), as_type<float>(IblParams[3].z)), float4(as_type<float>(IblParams[0].w), as_type<float>(IblParams[1].w), as_type<float>(IblParams[2].w), as_type<float>(IblParams[3].w)));
    float4 v29 = float4(v3, 1.0f);
    float4 v30 = (v29 * v27);
    float4x4 v33 = float4x4(float4(as_type<float>(View[0].x), as_type<float>(View[1].x), as_type<float>(View[2].x), as_type<float>(View[3].x)), float4(as_type<float>(View[0].y), as_type<float>(View[1].y), as_type<float>(View[2].y), as_type<float>(View[3].y)), float4(as_type<float>(View[0].z), as_type<float>(View[1].z), as_type<float>(View[2].z), as_type<float>(View[3].z)), float4(as_type<float>(View[0].w), as_type<float>(View[1].w), as_type<float>(View[2].w), as_type<float>(View[3].w)));
    float4 v35 = (v30 * v33);
    float3 v39 = v30.xyz;
    float4 v44 = v27[0];
    float3 v45 = v44.xyz;
    float4 v46 = v27[1];
    float3 v47 = v46.xyz;
    float4 v48 = v27[2];
    float3 v49 = v48.xyz;
    float3x3 v50 = float3x3(v45, v47, v49);
    float3 v52 = (v5 * v50);
    gl_Position = v35;
    out_var_TEXCOORD0 = v39;
    out_var_TEXCOORD1 = v52;
    return;
}

struct VSMain_in
{
    float3 in_0_0 [[attribute(0)]];
    float3 in_1_0 [[attribute(1)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float3 out_1 [[user(locn0)]];
    float3 out_2 [[user(locn1)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], constant uint4* View [[buffer(0)]], constant uint4* IblParams [[buffer(1)]])
{
    float3 in_var_POSITION0 = {};
    float3 in_var_NORMAL0 = {};
    float4 gl_Position = {};
    float3 out_var_TEXCOORD0 = {};
    float3 out_var_TEXCOORD1 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_NORMAL0 = in.in_1_0;
    VSMain_1(View, IblParams, in_var_POSITION0, in_var_NORMAL0, gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_TEXCOORD1;
    return out;
}
