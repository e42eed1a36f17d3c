#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* UiFrame, thread float2& in_var_POSITION0, thread float2& in_var_TEXCOORD0, thread float2& in_var_TEXCOORD1, thread float4& in_var_TEXCOORD2, thread float& in_var_TEXCOORD3, thread float4& in_var_COLOR0, thread float4& in_var_COLOR1, thread float4& gl_Position, thread float2& out_var_TEXCOORD0, thread float2& out_var_TEXCOORD1, thread float4& out_var_TEXCOORD2, thread float& out_var_TEXCOORD3, thread float4& out_var_COLOR0, thread float4& out_var_COLOR1, thread float2& out_var_TEXCOORD4)
{
    float2 v2 = in_var_POSITION0;
    float2 v5 = in_var_TEXCOORD0;
    float2 v8 = in_var_TEXCOORD1;
    float4 v11 = in_var_TEXCOORD2;
    float v14 = in_var_TEXCOORD3;
    float4 v17 = in_var_COLOR0;
    float4 v20 = in_var_COLOR1;
    float2 v57 = as_type<float2>(UiFrame[0].zw);
    float2 v58 = (v2 * v57);
    float2 v59 = (v58 * float2(2.0f, 2.0f));
    float2 v60 = (v59 - float2(1.0f, 1.0f));
    float v63 = v60.x;
    float v65 = v60.y;
    float v66 = -(v65);
    float4 v67 = float4(v63, v66, 0.0f, 1.0f);
    float2 v74 = (v2 - v5);
    gl_Position = v67;
    out_var_TEXCOORD0 = v74;
    out_var_TEXCOORD1 = v8;
    out_var_TEXCOORD2 = v11;
    out_var_TEXCOORD3 = v14;
    out_var_COLOR0 = v17;
    out_var_COLOR1 = v20;
    out_var_TEXCOORD4 = v2;
    return;
}

struct VSMain_in
{
    float2 in_0_0 [[attribute(0)]];
    float2 in_1_0 [[attribute(1)]];
    float2 in_2_0 [[attribute(2)]];
    float4 in_3_0 [[attribute(3)]];
    float in_4_0 [[attribute(4)]];
    float4 in_5_0 [[attribute(5)]];
    float4 in_6_0 [[attribute(6)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float2 out_1 [[user(locn0)]];
    float2 out_2 [[user(locn1)]] [[flat]];
    float4 out_3 [[user(locn2)]] [[flat]];
    float out_4 [[user(locn3)]] [[flat]];
    float4 out_5 [[user(locn4)]];
    float4 out_6 [[user(locn5)]];
    float2 out_7 [[user(locn6)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], constant uint4* UiFrame [[buffer(0)]])
{
    float2 in_var_POSITION0 = {};
    float2 in_var_TEXCOORD0 = {};
    float2 in_var_TEXCOORD1 = {};
    float4 in_var_TEXCOORD2 = {};
    float in_var_TEXCOORD3 = {};
    float4 in_var_COLOR0 = {};
    float4 in_var_COLOR1 = {};
    float4 gl_Position = {};
    float2 out_var_TEXCOORD0 = {};
    float2 out_var_TEXCOORD1 = {};
    float4 out_var_TEXCOORD2 = {};
    float out_var_TEXCOORD3 = {};
    float4 out_var_COLOR0 = {};
    float4 out_var_COLOR1 = {};
    float2 out_var_TEXCOORD4 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    in_var_TEXCOORD2 = in.in_3_0;
    in_var_TEXCOORD3 = in.in_4_0;
    in_var_COLOR0 = in.in_5_0;
    in_var_COLOR1 = in.in_6_0;
    VSMain_1(UiFrame, in_var_POSITION0, in_var_TEXCOORD0, in_var_TEXCOORD1, in_var_TEXCOORD2, in_var_TEXCOORD3, in_var_COLOR0, in_var_COLOR1, gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_COLOR0, out_var_COLOR1, out_var_TEXCOORD4);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_TEXCOORD1;
    out.out_3 = out_var_TEXCOORD2;
    out.out_4 = out_var_TEXCOORD3;
    out.out_5 = out_var_COLOR0;
    out.out_6 = out_var_COLOR1;
    out.out_7 = out_var_TEXCOORD4;
    return out;
}
