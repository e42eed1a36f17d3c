#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* Camera2D, thread float2& in_var_POSITION0, thread float2& in_var_TEXCOORD0, thread float4& in_var_TEXCOORD1, thread uint& in_var_BLENDINDICES0, thread float4& in_var_COLOR0, thread float4& gl_Position, thread float2& out_var_TEXCOORD0, thread float2& out_var_TEXCOORD1, thread float4& out_var_TEXCOORD2, thread uint& out_var_TEXCOORD3, thread uint& out_var_TEXCOORD4, thread float4& out_var_COLOR0)
{
    float2 v2 = in_var_POSITION0;
    float2 v5 = in_var_TEXCOORD0;
    float4 v8 = in_var_TEXCOORD1;
    uint v11 = in_var_BLENDINDICES0;
    float4 v14 = in_var_COLOR0;
    float2 v48 = as_type<float2>(Camera2D[4].xy);
    float2 v49 = (v2 / v48);
    float2 v50 = (v49 * float2(2.0f, 2.0f));
    float2 v51 = (v50 - float2(1.0f, 1.0f));
    float v54 = v51.x;
    float v56 = v51.y;
    float v57 = -(v56);
    float4 v58 = float4(v54, v57, 0.0f, 1.0f);
    float2 v67 = (v5 - float2(0.5f, 0.5f));
    float2 v70 = v8.xy;
    float2 v71 = (v67 * v70);
    float2 v72 = (v71 * float2(2.0f, 2.0f));
    uint v81 = (v11 & 255u);
    uint v86 = (v11 >> (8u & 31u));
    uint v87 = (v86 & 255u);
    gl_Position = v58;
    out_var_TEXCOORD0 = v5;
    out_var_TEXCOORD1 = v72;
    out_var_TEXCOORD2 = v8;
    out_var_TEXCOORD3 = v81;
    out_var_TEXCOORD4 = v87;
    out_var_COLOR0 = v14;
    return;
}

struct VSMain_in
{
    float2 in_0_0 [[attribute(0)]];
    float2 in_1_0 [[attribute(1)]];
    float4 in_2_0 [[attribute(2)]];
    uint in_3_0 [[attribute(3)]];
    float4 in_4_0 [[attribute(4)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float2 out_1 [[user(locn0)]];
    float2 out_2 [[user(locn1)]];
    float4 out_3 [[user(locn2)]] [[flat]];
    uint out_4 [[user(locn3)]] [[flat]];
    uint out_5 [[user(locn4)]] [[flat]];
    float4 out_6 [[user(locn5)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], constant uint4* Camera2D [[buffer(0)]])
{
    float2 in_var_POSITION0 = {};
    float2 in_var_TEXCOORD0 = {};
    float4 in_var_TEXCOORD1 = {};
    uint in_var_BLENDINDICES0 = {};
    float4 in_var_COLOR0 = {};
    float4 gl_Position = {};
    float2 out_var_TEXCOORD0 = {};
    float2 out_var_TEXCOORD1 = {};
    float4 out_var_TEXCOORD2 = {};
    uint out_var_TEXCOORD3 = {};
    uint out_var_TEXCOORD4 = {};
    float4 out_var_COLOR0 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    in_var_BLENDINDICES0 = in.in_3_0;
    in_var_COLOR0 = in.in_4_0;
    VSMain_1(Camera2D, in_var_POSITION0, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_BLENDINDICES0, in_var_COLOR0, gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_TEXCOORD4, out_var_COLOR0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_TEXCOORD1;
    out.out_3 = out_var_TEXCOORD2;
    out.out_4 = out_var_TEXCOORD3;
    out.out_5 = out_var_TEXCOORD4;
    out.out_6 = out_var_COLOR0;
    return out;
}
