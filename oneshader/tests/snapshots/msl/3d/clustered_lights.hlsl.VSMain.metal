#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* View, constant uint4* ClusteredObject, thread float3& in_var_POSITION0, thread float3& in_var_NORMAL0, thread float2& in_var_TEXCOORD0, thread float4& gl_Position, thread float3& out_var_TEXCOORD0, thread float3& out_var_TEXCOORD1, thread float2& out_var_TEXCOORD2, thread float& out_var_TEXCOORD3)
{
    float3 v4 = in_var_POSITION0;
    float3 v6 = in_var_NORMAL0;
    float2 v8 = in_var_TEXCOORD0;
    float4x4 v39 = float4x4(float4(as_type<float>(ClusteredObject[0].x), as_type<float>(ClusteredObject[1].x), as_type<float>(ClusteredObject[2].x), as_type<float>(ClusteredObject[3].x)), float4(as_type<float>(ClusteredObject[0].y), as_type<float>(ClusteredObject[1].y), as_type<float>(ClusteredObject[2].y), as_type<float>(ClusteredObject[3].y)), float4(as_type<float>(ClusteredObject[0].z), as_type<float>(ClusteredObject[1].z), as_type<float>(ClusteredObject[2].z), as_type<float>(ClusteredObject[3].z)), float4(as_type<float>(ClusteredObject[0].w), as_type<float>(ClusteredObject[1].w), as_type<float>(ClusteredObject[2].w), as_type<float>(ClusteredObject[3].w)));
    float4 v41 = float4(v4, 1.0f);
    float4 v42 = (v41 * v39);
    float4x4 v45 = float4x4(float4(as_type<float>(View[0].x), as_type<float>(View[1].x), as_type<float>(View[2].x), as_type<float>(View[3].x)), float4(as_type<float>(View[0].y), as_type<float>(View[1].y), as_type<float>(View[2].y), as_type<float>(View[3].y)), float4(as_type<float>(View[0].z), as_type<float>(View[1].z), as_type<float>(View[2].z), as_type<float>(View[3].z)), float4(as_type<float>(View[0].w), as_type<float>(View[1].w), as_type<float>(View[2].w), as_type<float>(View[3].w)));
    float4 v47 = (v42 * v45);
    float3 v51 = v42.xyz;
    float4 v56 = v39[0];
    float3 v57 = v56.xyz;
    float4 v58 = v39[1];
    float3 v59 = v58.xyz;
    float4 v60 = v39[2];
    float3 v61 = v60.xyz;
    float3x3 v62 = float3x3(v57, v59, v61);
    float3 v64 = (v6 * v62);
    float4x4 v71 = float4x4(float4(as_type<float>(View[4].x), as_type<float>(View[5].x), as_type<float>(View[6].x), as_type<float>(View[7].x)), float4(as_type<float>(View[4].y), as_type<float>(View[5].y), as_type<float>(View[6].y), as_type<float>(View[7].y)), float4(as_type<float>(View[4].z), as_type<float>(View[5].z), as_type<float>(View[6].z), as_type<float>(View[7].z)), float4(as_type<float>(View[4].w), as_type<float>(View[5].w), as_type<float>(View[6].w), as_type<float>(View[7].w)));
    float4 v73 = (v42 * v71);
    float v74 = v73.z;
    gl_Position = v47;
    out_var_TEXCOORD0 = v51;
    out_var_TEXCOORD1 = v64;
    out_var_TEXCOORD2 = v8;
    out_var_TEXCOORD3 = v74;
    return;
}

struct VSMain_in
{
    float3 in_0_0 [[attribute(0)]];
    float3 in_1_0 [[attribute(1)]];
    float2 in_2_0 [[attribute(2)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float3 out_1 [[user(locn0)]];
    float3 out_2 [[user(locn1)]];
    float2 out_3 [[user(locn2)]];
    float out_4 [[user(locn3)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], constant uint4* View [[buffer(0)]], constant uint4* ClusteredObject [[buffer(4)]])
{
    float3 in_var_POSITION0 = {};
    float3 in_var_NORMAL0 = {};
    float2 in_var_TEXCOORD0 = {};
    float4 gl_Position = {};
    float3 out_var_TEXCOORD0 = {};
    float3 out_var_TEXCOORD1 = {};
    float2 out_var_TEXCOORD2 = {};
    float out_var_TEXCOORD3 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_NORMAL0 = in.in_1_0;
    in_var_TEXCOORD0 = in.in_2_0;
    VSMain_1(View, ClusteredObject, in_var_POSITION0, in_var_NORMAL0, in_var_TEXCOORD0, gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_TEXCOORD1;
    out.out_3 = out_var_TEXCOORD2;
    out.out_4 = out_var_TEXCOORD3;
    return out;
}
