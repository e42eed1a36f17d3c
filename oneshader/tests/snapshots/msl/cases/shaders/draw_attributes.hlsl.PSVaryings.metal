#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSVaryings_1(thread float4& gl_FragCoord, thread uint& in_var_TRIANGLE0, thread int2& in_var_SIGNS0, thread float& in_var_RAMP0, thread uint3& in_var_IDS0, thread uint4& out_var_SV_Target0)
{
    uint v5 = in_var_TRIANGLE0;
    int2 v8 = in_var_SIGNS0;
    float v11 = in_var_RAMP0;
    uint3 v14 = in_var_IDS0;
    int v28 = v8.x;
    uint v29 = as_type<uint>(v28);
    int v32 = v8.y;
    uint v33 = uint(v32);
    uint v34 = (v33 * 1000u);
    float v37 = (v11 + 0.5f);
    uint v38 = uint(v37);
    uint v39 = (v34 + v38);
    uint v42 = v14.x;
    uint v45 = v14.y;
    uint v46 = (v45 * 100u);
    uint v47 = (v42 + v46);
    uint v50 = v14.z;
    uint v51 = (v50 & 4294901760u);
    uint v52 = (v47 + v51);
    uint4 v53 = uint4(v5, v29, v39, v52);
    out_var_SV_Target0 = v53;
    return;
}

struct PSVaryings_in
{
    uint in_1_0 [[user(locn0)]] [[flat]];
    int2 in_2_0 [[user(locn1)]] [[flat]];
    float in_3_0 [[user(locn2)]];
    uint3 in_4_0 [[user(locn3)]] [[flat]];
};

struct PSVaryings_out
{
    uint4 out_0 [[color(0)]];
};

fragment PSVaryings_out PSVaryings(PSVaryings_in in [[stage_in]], float4 in_0_0 [[position]])
{
    float4 gl_FragCoord = {};
    uint in_var_TRIANGLE0 = {};
    int2 in_var_SIGNS0 = {};
    float in_var_RAMP0 = {};
    uint3 in_var_IDS0 = {};
    uint4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TRIANGLE0 = in.in_1_0;
    in_var_SIGNS0 = in.in_2_0;
    in_var_RAMP0 = in.in_3_0;
    in_var_IDS0 = in.in_4_0;
    PSVaryings_1(gl_FragCoord, in_var_TRIANGLE0, in_var_SIGNS0, in_var_RAMP0, in_var_IDS0, out_var_SV_Target0);
    PSVaryings_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
