#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* Light, thread float3& in_var_NORMAL0, thread float4& out_var_SV_Target0)
{
    float3 v2 = in_var_NORMAL0;
    float3 v15 = as_type<float3>(Light[0].xyz);
    float3 v16 = -(v15);
    float v17 = dot(v2, v16);
    float v18 = saturate(v17);
    float v20 = as_type<float>(Light[0].w);
    float v21 = (v18 * v20);
    float v24 = as_type<float>(Light[3].x);
    float v26 = as_type<float>(Light[4].x);
    float v27 = (v24 + v26);
    float v29 = as_type<float>(Light[5].x);
    float v30 = (v27 + v29);
    float v32 = as_type<float>(Light[6].x);
    float v33 = (v30 + v32);
    float3 v36 = as_type<float3>(Light[2].xyz);
    float v39 = (v21 * v33);
    float3 v40 = float3(v39);
    float3 v41 = (v36 + v40);
    float2 v43 = as_type<float2>(Light[1].xy);
    float v44 = v43.x;
    float3 v45 = float3(v44);
    float3 v46 = (v41 + v45);
    float v48 = as_type<float>(Light[7].x);
    float4 v49 = float4(v46, v48);
    out_var_SV_Target0 = v49;
    return;
}

struct PSMain_in
{
    float3 in_0_0 [[user(locn0)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], constant uint4* Light [[buffer(0)]])
{
    float3 in_var_NORMAL0 = {};
    float4 out_var_SV_Target0 = {};
    in_var_NORMAL0 = in.in_0_0;
    PSMain_1(Light, in_var_NORMAL0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
