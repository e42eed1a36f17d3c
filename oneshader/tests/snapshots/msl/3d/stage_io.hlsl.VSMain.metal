#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* StageCamera, thread float3& in_var_POSITION0, thread float3& in_var_NORMAL0, thread float2& in_var_TEXCOORD0, thread float2& in_var_TEXCOORD1, thread int2& in_var_TEXCOORD2, thread uint& in_var_TEXCOORD3, thread float4x4& in_var_INSTANCE_WORLD0, thread float4& in_var_COLOR0, thread uint& gl_VertexIndex, thread uint& gl_InstanceIndex, thread float4& gl_Position, thread float3& out_var_NORMAL0, thread float2& out_var_TEXCOORD0, thread float2& out_var_TEXCOORD1, thread int2& out_var_TEXCOORD2, thread uint& out_var_TEXCOORD3, thread float4& out_var_COLOR0, thread float& out_var_TEXCOORD4)
{
    float3 v4 = in_var_POSITION0;
    float3 v7 = in_var_NORMAL0;
    float2 v10 = in_var_TEXCOORD0;
    float2 v13 = in_var_TEXCOORD1;
    int2 v16 = in_var_TEXCOORD2;
    uint v19 = in_var_TEXCOORD3;
    float4x4 v22 = in_var_INSTANCE_WORLD0;
    float4 v25 = in_var_COLOR0;
    uint v28 = gl_VertexIndex;
    uint v30 = gl_InstanceIndex;
    float4 v73 = float4(v4, 1.0f);
    float4 v74 = (v73 * v22);
    float4x4 v77 = float4x4(float4(as_type<float>(StageCamera[0].x), as_type<float>(StageCamera[1].x), as_type<float>(StageCamera[2].x), as_type<float>(StageCamera[3].x)), float4(as_type<float>(StageCamera[0].y), as_type<float>(StageCamera[1].y), as_type<float>(StageCamera[2].y), as_type<float>(StageCamera[3].y)), float4(as_type<float>(StageCamera[0].z), as_type<float>(StageCamera[1].z), as_type<float>(StageCamera[2].z), as_type<float>(StageCamera[3].z)), float4(as_type<float>(StageCamera[0].w), as_type<float>(StageCamera[1].w), as_type<float>(StageCamera[2].w), as_type<float>(StageCamera[3].w)));
    float4 v79 = (v74 * v77);
    float4 v84 = v22[0];
    float3 v85 = v84.xyz;
    float4 v86 = v22[1];
    float3 v87 = v86.xyz;
    float4 v88 = v22[2];
    float3 v89 = v88.xyz;
    float3x3 v90 = float3x3(v85, v87, v89);
    float3 v93 = (v7 * v90);
    float3 v94 = normalize(v93);
    float2 v101 = (v13 * float2(0.0001f, 0.0001f));
    float2 v102 = (v10 + v101);
    float2 v107 = v79.xy;
    float v110 = v79.w;
    float2 v111 = float2(v110);
    float2 v112 = (v107 / v111);
    float2 v113 = (v112 * float2(0.5f, 0.5f));
    float2 v114 = (v113 + float2(0.5f, 0.5f));
    int v120 = int(v30);
    uint v122 = (v28 & 1u);
    int v123 = int(v122);
    int2 v124 = int2(v120, v123);
    int2 v125 = (v16 + v124);
    float v138 = v79.z;
    float v142 = (v138 / v110);
    gl_Position = v79;
    out_var_NORMAL0 = v94;
    out_var_TEXCOORD0 = v102;
    out_var_TEXCOORD1 = v114;
    out_var_TEXCOORD2 = v125;
    out_var_TEXCOORD3 = v19;
    out_var_COLOR0 = v25;
    out_var_TEXCOORD4 = v142;
    return;
}

struct VSMain_in
{
    float3 in_0_0 [[attribute(0)]];
    float3 in_1_0 [[attribute(1)]];
    float2 in_2_0 [[attribute(2)]];
    float2 in_3_0 [[attribute(3)]];
    int2 in_4_0 [[attribute(5)]];
    uint in_5_0 [[attribute(6)]];
    float4 in_6_0 [[attribute(8)]];
    float4 in_6_1 [[attribute(9)]];
    float4 in_6_2 [[attribute(10)]];
    float4 in_6_3 [[attribute(11)]];
    float4 in_7_0 [[attribute(4)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float3 out_1 [[user(locn0)]];
    float2 out_2 [[user(locn1)]] [[centroid_perspective]];
    float2 out_3 [[user(locn2)]] [[center_no_perspective]];
    int2 out_4 [[user(locn3)]] [[flat]];
    uint out_5 [[user(locn4)]] [[flat]];
    float4 out_6 [[user(locn5)]];
    float out_7 [[user(locn6)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], uint in_8_0 [[vertex_id]], uint in_9_0 [[instance_id]], constant uint4* StageCamera [[buffer(0)]])
{
    float3 in_var_POSITION0 = {};
    float3 in_var_NORMAL0 = {};
    float2 in_var_TEXCOORD0 = {};
    float2 in_var_TEXCOORD1 = {};
    int2 in_var_TEXCOORD2 = {};
    uint in_var_TEXCOORD3 = {};
    float4x4 in_var_INSTANCE_WORLD0 = {};
    float4 in_var_COLOR0 = {};
    uint gl_VertexIndex = {};
    uint gl_InstanceIndex = {};
    float4 gl_Position = {};
    float3 out_var_NORMAL0 = {};
    float2 out_var_TEXCOORD0 = {};
    float2 out_var_TEXCOORD1 = {};
    int2 out_var_TEXCOORD2 = {};
    uint out_var_TEXCOORD3 = {};
    float4 out_var_COLOR0 = {};
    float out_var_TEXCOORD4 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_NORMAL0 = in.in_1_0;
    in_var_TEXCOORD0 = in.in_2_0;
    in_var_TEXCOORD1 = in.in_3_0;
    in_var_TEXCOORD2 = in.in_4_0;
    in_var_TEXCOORD3 = in.in_5_0;
    in_var_INSTANCE_WORLD0[0] = in.in_6_0;
    in_var_INSTANCE_WORLD0[1] = in.in_6_1;
    in_var_INSTANCE_WORLD0[2] = in.in_6_2;
    in_var_INSTANCE_WORLD0[3] = in.in_6_3;
    in_var_COLOR0 = in.in_7_0;
    gl_VertexIndex = uint(in_8_0);
    gl_InstanceIndex = uint(in_9_0);
    VSMain_1(StageCamera, in_var_POSITION0, in_var_NORMAL0, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_TEXCOORD2, in_var_TEXCOORD3, in_var_INSTANCE_WORLD0, in_var_COLOR0, gl_VertexIndex, gl_InstanceIndex, gl_Position, out_var_NORMAL0, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_COLOR0, out_var_TEXCOORD4);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_NORMAL0;
    out.out_2 = out_var_TEXCOORD0;
    out.out_3 = out_var_TEXCOORD1;
    out.out_4 = out_var_TEXCOORD2;
    out.out_5 = out_var_TEXCOORD3;
    out.out_6 = out_var_COLOR0;
    out.out_7 = out_var_TEXCOORD4;
    return out;
}
