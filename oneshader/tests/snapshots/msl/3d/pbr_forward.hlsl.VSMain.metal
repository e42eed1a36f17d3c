#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* View, constant uint4* Object, thread float3& in_var_POSITION0, thread float3& in_var_NORMAL0, thread float4& in_var_TANGENT0, thread float2& in_var_TEXCOORD0, thread float4& gl_Position, thread float3& out_var_TEXCOORD0, thread float3& out_var_TEXCOORD1, thread float4& out_var_TEXCOORD2, thread float2& out_var_TEXCOORD3, thread float& out_var_TEXCOORD4)
{
    float3 v2 = in_var_POSITION0;
    float3 v5 = in_var_NORMAL0;
    float4 v8 = in_var_TANGENT0;
    float2 v11 = in_var_TEXCOORD0;
    float4x4 v40 = float4x4(float4(as_type<float>(Object[0].x), as_type<float>(Object[1].x), as_type<float>(Object[2].x), as_type<float>(Object[3].x)), float4(as_type<float>(Object[0].y), as_type<float>(Object[1].y), as_type<float>(Object[2].y), as_type<float>(Object[3].y)), float4(as_type<float>(Object[0].z), as_type<float>(Object[1].z), as_type<float>(Object[2].z), as_type<float>(Object[3].z)), float4(as_type<float>(Object[0].w), as_type<float>(Object[1].w), as_type<float>(Object[2].w), as_type<float>(Object[3].w)));
    float4 v43 = float4(v2, 1.0f);
    float4 v44 = (v43 * v40);
    float4x4 v47 = float4x4(float4(as_type<float>(View[0].x), as_type<float>(View[1].x), as_type<float>(View[2].x), as_type<float>(View[3].x)), float4(as_type<float>(View[0].y), as_type<float>(View[1].y), as_type<float>(View[2].y), as_type<float>(View[3].y)), float4(as_type<float>(View[0].z), as_type<float>(View[1].z), as_type<float>(View[2].z), as_type<float>(View[3].z)), float4(as_type<float>(View[0].w), as_type<float>(View[1].w), as_type<float>(View[2].w), as_type<float>(View[3].w)));
    float4 v49 = (v44 * v47);
    float3 v53 = v44.xyz;
    float3x3 v57 = float3x3(float3(as_type<float>(Object[4].x), as_type<float>(Object[5].x), as_type<float>(Object[6].x)), float3(as_type<float>(Object[4].y), as_type<float>(Object[5].y), as_type<float>(Object[6].y)), float3(as_type<float>(Object[4].z), as_type<float>(Object[5].z), as_type<float>(Object[6].z)));
    float3 v60 = (v5 * v57);
    float3 v61 = normalize(v60);
    float4 v66 = v40[0];
    float3 v67 = v66.xyz;
    float4 v68 = v40[1];
    float3 v69 = v68.xyz;
    float4 v70 = v40[2];
    float3 v71 = v70.xyz;
    float3x3 v72 = float3x3(v67, v69, v71);
    float3 v75 = v8.xyz;
    float3 v76 = (v75 * v72);
    float3 v77 = normalize(v76);
    float v80 = v8.w;
    float4 v81 = float4(v77, v80);
    float4x4 v89 = float4x4(float4(as_type<float>(View[4].x), as_type<float>(View[5].x), as_type<float>(View[6].x), as_type<float>(View[7].x)), float4(as_type<float>(View[4].y), as_type<float>(View[5].y), as_type<float>(View[6].y), as_type<float>(View[7].y)), float4(as_type<float>(View[4].z), as_type<float>(View[5].z), as_type<float>(View[6].z), as_type<float>(View[7].z)), float4(as_type<float>(View[4].w), as_type<float>(View[5].w), as_type<float>(View[6].w), as_type<float>(View[7].w)));
    float4 v91 = (v44 * v89);
    float v92 = v91.z;
    gl_Position = v49;
    out_var_TEXCOORD0 = v53;
    out_var_TEXCOORD1 = v61;
    out_var_TEXCOORD2 = v81;
    out_var_TEXCOORD3 = v11;
    out_var_TEXCOORD4 = v92;
    return;
}

struct VSMain_in
{
    float3 in_0_0 [[attribute(0)]];
    float3 in_1_0 [[attribute(1)]];
    float4 in_2_0 [[attribute(2)]];
    float2 in_3_0 [[attribute(3)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float3 out_1 [[user(locn0)]];
    float3 out_2 [[user(locn1)]];
    float4 out_3 [[user(locn2)]];
    float2 out_4 [[user(locn3)]];
    float out_5 [[user(locn4)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], constant uint4* View [[buffer(0)]], constant uint4* Object [[buffer(3)]])
{
    float3 in_var_POSITION0 = {};
    float3 in_var_NORMAL0 = {};
    float4 in_var_TANGENT0 = {};
    float2 in_var_TEXCOORD0 = {};
    float4 gl_Position = {};
    float3 out_var_TEXCOORD0 = {};
    float3 out_var_TEXCOORD1 = {};
    float4 out_var_TEXCOORD2 = {};
    float2 out_var_TEXCOORD3 = {};
    float out_var_TEXCOORD4 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_NORMAL0 = in.in_1_0;
    in_var_TANGENT0 = in.in_2_0;
    in_var_TEXCOORD0 = in.in_3_0;
    VSMain_1(View, Object, in_var_POSITION0, in_var_NORMAL0, in_var_TANGENT0, in_var_TEXCOORD0, gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_TEXCOORD4);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_TEXCOORD1;
    out.out_3 = out_var_TEXCOORD2;
    out.out_4 = out_var_TEXCOORD3;
    out.out_5 = out_var_TEXCOORD4;
    return out;
}
