#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSFormats_1(thread float4& gl_FragCoord, thread float4& in_var_COLOR0, thread uint4& in_var_BLENDINDICES0, thread int& in_var_TEXCOORD0, thread float3& in_var_TEXCOORD1, thread float4& out_var_SV_Target0)
{
    float4 v5 = in_var_COLOR0;
    uint4 v8 = in_var_BLENDINDICES0;
    int v11 = in_var_TEXCOORD0;
    float3 v14 = in_var_TEXCOORD1;
    float v26 = v5.x;
    float v29 = v5.y;
    float v30 = (v29 * 10.0f);
    float v31 = (v26 + v30);
    uint v34 = v8.x;
    uint v37 = v8.y;
    uint v38 = (v37 * 256u);
    uint v39 = (v34 + v38);
    uint v42 = v8.z;
    uint v43 = (v42 * 65536u);
    uint v44 = (v39 + v43);
    float v45 = float(v44);
    uint v48 = v8.w;
    float v49 = float(v48);
    float v50 = (v49 / 1000.0f);
    float v51 = (v45 + v50);
    float v54 = float(v11);
    float v57 = v14.x;
    float v60 = v14.y;
    float v61 = (v60 * 10.0f);
    float v62 = (v57 + v61);
    float v65 = v14.z;
    float v66 = (v65 * 100.0f);
    float v67 = (v62 + v66);
    float4 v68 = float4(v31, v51, v54, v67);
    out_var_SV_Target0 = v68;
    return;
}

struct PSFormats_in
{
    float4 in_1_0 [[user(locn0)]];
    uint4 in_2_0 [[user(locn1)]] [[flat]];
    int in_3_0 [[user(locn2)]] [[flat]];
    float3 in_4_0 [[user(locn3)]];
};

struct PSFormats_out
{
    float4 out_0 [[color(0)]];
};

fragment PSFormats_out PSFormats(PSFormats_in in [[stage_in]], float4 in_0_0 [[position]])
{
    float4 gl_FragCoord = {};
    float4 in_var_COLOR0 = {};
    uint4 in_var_BLENDINDICES0 = {};
    int in_var_TEXCOORD0 = {};
    float3 in_var_TEXCOORD1 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_COLOR0 = in.in_1_0;
    in_var_BLENDINDICES0 = in.in_2_0;
    in_var_TEXCOORD0 = in.in_3_0;
    in_var_TEXCOORD1 = in.in_4_0;
    PSFormats_1(gl_FragCoord, in_var_COLOR0, in_var_BLENDINDICES0, in_var_TEXCOORD0, in_var_TEXCOORD1, out_var_SV_Target0);
    PSFormats_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
