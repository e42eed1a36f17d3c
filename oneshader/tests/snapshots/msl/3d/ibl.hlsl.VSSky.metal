#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSSky_1(constant uint4* View, constant uint4* IblParams, thread uint& gl_VertexIndex, thread float4& gl_Position, thread float3& out_var_TEXCOORD0)
{
    uint v2 = gl_VertexIndex;
    uint v51 = (v2 << (1u & 31u));
    uint v52 = (v51 & 2u);
    float v53 = float(v52);
    uint v55 = (v2 & 2u);
    float v56 = float(v55);
    float2 v57 = float2(v53, v56);
    float2 v62 = (v57 * float2(2.0f, (-2.0f)));
    float2 v63 = (v62 + float2((-1.0f), 1.0f));
    float4 v64 = float4(v63, 0.0f, 1.0f);
    float2 v23 = v64.xy;
    float4 v24 = float4(v23, 0.99999f, 1.0f);
    float4x4 v28 = float4x4(float4(as_type<float>(IblParams[4].x), as_type<float>(IblParams[5].x), as_type<float>(IblParams[6].x), as_type<float>(IblParams[7].x)), float4(as_type<float>(IblParams[4].y), as_type<float>(IblParams[5].y), as_type<float>(IblParams[6].y), as_type<float>(IblParams[7].y)), float4(as_type<float>(IblParams[4].z), as_type<float>(IblParams[5].z), as_type<float>(IblParams[6].z), as_type<float>(IblParams[7].z)), float4(as_type<float>(IblParams[4].w), as_type<float>(IblParams[5].w), as_type<float>(IblParams[6].w), as_type<float>(IblParams[7].w)));
    float4 v32 = float4(v23, 1.0f, 1.0f);
    float4 v33 = (v32 * v28);
    float3 v36 = v33.xyz;
    float v38 = v33.w;
    float3 v39 = float3(v38);
    float3 v40 = (v36 / v39);
    float3 v42 = as_type<float3>(View[12].xyz);
    float3 v43 = (v40 - v42);
    gl_Position = v24;
    out_var_TEXCOORD0 = v43;
    return;
}

struct VSSky_out
{
    float4 out_0 [[position]];
    float3 out_1 [[user(locn0)]];
};

vertex VSSky_out VSSky(uint in_0_0 [[vertex_id]], constant uint4* View [[buffer(0)]], constant uint4* IblParams [[buffer(1)]])
{
    uint gl_VertexIndex = {};
    float4 gl_Position = {};
    float3 out_var_TEXCOORD0 = {};
    gl_VertexIndex = uint(in_0_0);
    VSSky_1(View, IblParams, gl_VertexIndex, gl_Position, out_var_TEXCOORD0);
    VSSky_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    return out;
}
