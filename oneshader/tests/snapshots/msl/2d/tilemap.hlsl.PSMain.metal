#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* TileMapParams, texture2d_array<float> TileImages, sampler TileSampler, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread uint& in_var_TEXCOORD1, thread float4& out_var_SV_Target0)
{
    float2 v5 = {};
    uint v8 = {};
    uint v25 = {};
    uint v29 = {};
    bool v38 = {};
    uint v133 = {};
    float4 v77 = {};
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v25 = (v8 & 65535u);
    v29 = TileMapParams[5].x;
    bool v30 = (v25 >= v29);
    if (v30) {
        uint v35 = TileMapParams[5].y;
        uint v36 = (v29 + v35);
        bool v37 = (v25 < v36);
        v38 = v37;
    } else {
        v38 = false;
    }
    if (v38) {
        float v42 = as_type<float>(TileMapParams[4].w);
        float v44 = as_type<float>(TileMapParams[5].z);
        float v45 = (v42 * v44);
        uint v46 = uint(v45);
        uint v48 = (v46 + v25);
        uint v51 = (v48 - v29);
        uint v53 = TileMapParams[5].y;
        uint v54 = (v51 % v53);
        uint v55 = (v29 + v54);
        v133 = v55;
    } else {
        v133 = v25;
    }
    uint v89 = (v8 & 262144u);
    bool v90 = (v89 != 0u);
    float v92 = v5.y;
    float v94 = v5.x;
    float v95 = (1.0f - v94);
    float2 v96 = float2(v92, v95);
    float2 v136 = select(v5, v96, v90);
    uint v99 = (v8 & 65536u);
    bool v100 = (v99 != 0u);
    float v102 = v136.x;
    float v103 = (1.0f - v102);
    auto t1 = v136;
    t1.x = v103;
    float2 v130 = t1;
    float2 v135 = select(v136, v130, v100);
    uint v107 = (v8 & 131072u);
    bool v108 = (v107 != 0u);
    float v110 = v135.y;
    float v111 = (1.0f - v110);
    auto t2 = v135;
    t2.y = v111;
    float2 v132 = t2;
    float2 v134 = select(v135, v132, v108);
    float2 v65 = dfdx(v5);
    float2 v69 = dfdy(v5);
    float v73 = float(v133);
    float3 v74 = float3(v134, v73);
    v77 = TileImages.sample(TileSampler, v74.xy, uint(int(round(v74.z))), gradient2d(v65, v69));
    float v80 = v77.w;
    float v81 = (v80 - 0.01f);
    bool v82 = (v81 < 0.0f);
    if (v82) {
        discard_fragment();
        return;
    }
    out_var_SV_Target0 = v77;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
    uint in_2_0 [[user(locn1)]] [[flat]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* TileMapParams [[buffer(0)]], texture2d_array<float> TileImages [[texture(0)]], sampler TileSampler [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    uint in_var_TEXCOORD1 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    in_var_TEXCOORD1 = in.in_2_0;
    PSMain_1(TileMapParams, TileImages, TileSampler, gl_FragCoord, in_var_TEXCOORD0, in_var_TEXCOORD1, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
