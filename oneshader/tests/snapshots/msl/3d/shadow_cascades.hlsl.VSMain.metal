#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* View, constant uint4* ShadowObject, thread float3& in_var_POSITION0, thread float3& in_var_NORMAL0, thread float4& gl_Position, thread float3& out_var_TEXCOORD0, thread float3& out_var_TEXCOORD1, thread float& out_var_TEXCOORD2)
{
    float3 v3 = in_var_POSITION0;
    float3 v5 = in_var_NORMAL0;
    float4x4 v30 = float4x4(float4(as_type<float>(ShadowObject[0].x), as_type<float>(ShadowObject[1].x), as_type<float>(ShadowObject[2].x), as_type<float>(ShadowObject[3].x)), float4(as_type<float>(ShadowObject[0].y), as_type<float>(ShadowObject[1].y), as_type<float>(ShadowObject[2].y), as_type<float>(ShadowObject[3].y)), float4(as_type<float>(ShadowObject[0].z), as_type<float>(ShadowObject[1].z), as_type<float>(ShadowObject[2].z), as_type<float>(ShadowObject[3].z)), float4(as_type<float>(ShadowObject[0].w), as_type<float>(ShadowObject[1].w), as_type<float>(ShadowObject[2].w), as_type<float>(ShadowObject[3].w)));
    float4 v32 = float4(v3, 1.0f);
    float4 v33 = (v32 * v30);
    float4x4 v36 = float4x4(float4(as_type<float>(View[0].x), as_type<float>(View[1].x), as_type<float>(View[2].x), as_type<float>(View[3].x)), float4(as_type<float>(View[0].y), as_type<float>(View[1].y), as_type<float>(View[2].y), as_type<float>(View[3].y)), float4(as_type<float>(View[0].z), as_type<float>(View[1].z), as_type<float>(View[2].z), as_type<float>(View[3].z)), float4(as_type<float>(View[0].w), as_type<float>(View[1].w), as_type<float>(View[2].w), as_type<float>(View[3].w)));
    float4 v38 = (v33 * v36);
    float3 v42 = v33.xyz;
    float4 v47 = v30[0];
    float3 v48 = v47.xyz;
    float4 v49 = v30[1];
    float3 v50 = v49.xyz;
    float4 v51 = v30[2];
    float3 v52 = v51.xyz;
    float3x3 v53 = float3x3(v48, v50, v52);
    float3 v55 = (v5 * v53);
    float3 v56 = normalize(v55);
    float4x4 v60 = float4x4(float4(as_type<float>(View[4].x), as_type<float>(View[5].x), as_type<float>(View[6].x), as_type<float>(View[7].x)), float4(as_type<float>(View[4].y), as_type<float>(View[5].y), as_type<float>(View[6].y), as_type<float>(View[7].y)), float4(as_type<float>(View[4].z), as_type<float>(View[5].z), as_type<float>(View[6].z), as_type<float>(View[7].z)), float4(as_type<float>(View[4].w), as_type<float>(View[5].w), as_type<float>(View[6].w), as_type<float>(View[7].w)));
    float4 v62 = (v33 * v60);
    float v63 = v62.z;
    gl_Position = v38;
    out_var_TEXCOORD0 = v42;
    out_var_TEXCOORD1 = v56;
    out_var_TEXCOORD2 = v63;
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
    float out_3 [[user(locn2)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], constant uint4* View [[buffer(0)]], constant uint4* ShadowObject [[buffer(3)]])
{
    float3 in_var_POSITION0 = {};
    float3 in_var_NORMAL0 = {};
    float4 gl_Position = {};
    float3 out_var_TEXCOORD0 = {};
    float3 out_var_TEXCOORD1 = {};
    float out_var_TEXCOORD2 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_NORMAL0 = in.in_1_0;
    VSMain_1(View, ShadowObject, in_var_POSITION0, in_var_NORMAL0, gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_TEXCOORD1;
    out.out_3 = out_var_TEXCOORD2;
    return out;
}
