#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct CasterInstance
{
    float4x3 ObjectToWorld;
    float LodFade;
    uint CasterFlags;
};

static inline CasterInstance load_Casters(uint w, const device uint* Casters)
{
    return CasterInstance{float4x3(float3(as_type<float>(Casters[w]), as_type<float>(Casters[(w + 1u)]), as_type<float>(Casters[(w + 2u)])), float3(as_type<float>(Casters[(w + 4u)]), as_type<float>(Casters[((w + 4u) + 1u)]), as_type<float>(Casters[((w + 4u) + 2u)])), float3(as_type<float>(Casters[(w + 8u)]), as_type<float>(Casters[((w + 8u) + 1u)]), as_type<float>(Casters[((w + 8u) + 2u)])), float3(as_type<float>(Casters[(w + 12u)]), as_type<float>(Casters[((w + 12u) + 1u)]), as_type<float>(Casters[((w + 12u) + 2u)]))), as_type<float>(Casters[(w + 16u)]), Casters[(w + 17u)]};
}

static inline void VSMain_1(constant uint4* CascadeMatrices, const device uint* Casters, constant uint4* Push, thread float3& in_var_POSITION0, thread uint& gl_InstanceIndex, thread float4& gl_Position)
{
    uint v23 = {};
    uint v35 = {};
    float3 v3 = in_var_POSITION0;
    uint v5 = gl_InstanceIndex;
    uint v21 = Push[0].y;
    v23 = (v21 + v5);
    CasterInstance v25 = load_Casters((v23 * 20u), Casters);
    float4x3 v57 = v25.ObjectToWorld;
    float4 v28 = float4(v3, 1.0f);
    float3 v31 = (v57 * v28);
    uint v34 = Push[0].x;
    v35 = min(v34, 3u);
    float4x4 v37 = float4x4(float4(as_type<float>(CascadeMatrices[(v35 * 16u) / 4u][(v35 * 16u) % 4u]), as_type<float>(CascadeMatrices[((v35 * 16u) + 4u) / 4u][((v35 * 16u) + 4u) % 4u]), as_type<float>(CascadeMatrices[((v35 * 16u) + 8u) / 4u][((v35 * 16u) + 8u) % 4u]), as_type<float>(CascadeMatrices[((v35 * 16u) + 12u) / 4u][((v35 * 16u) + 12u) % 4u])), float4(as_type<float>(CascadeMatrices[((v35 * 16u) + 1u) / 4u][((v35 * 16u) + 1u) % 4u]), as_type<float>(CascadeMatrices[(((v35 * 16u) + 1u) + 4u) / 4u][(((v35 * 16u) + 1u) + 4u) % 4u]), as_type<float>(CascadeMatrices[(((v35 * 16u) + 1u) + 8u) / 4u][(((v35 * 16u) + 1u) + 8u) % 4u]), as_type<float>(CascadeMatrices[(((v35 * 16u) + 1u) + 12u) / 4u][(((v35 * 16u) + 1u) + 12u) % 4u])), float4(as_type<float>(CascadeMatrices[((v35 * 16u) + 2u) / 4u][((v35 * 16u) + 2u) % 4u]), as_type<float>(CascadeMatrices[(((v35 * 16u) + 2u) + 4u) / 4u][(((v35 * 16u) + 2u) + 4u) % 4u]), as_type<float>(CascadeMatrices[(((v35 * 16u) + 2u) + 8u) / 4u][(((v35 * 16u) + 2u) + 8u) % 4u]), as_type<float>(CascadeMatrices[(((v35 * 16u) + 2u) + 12u) / 4u][(((v35 * 16u) + 2u) + 12u) % 4u])), float4(as_type<float>(CascadeMatrices[((v35 * 16u) + 3u) / 4u][((v35 * 16u) + 3u) % 4u]), as_type<float>(CascadeMatrices[(((v35 * 16u) + 3u) + 4u) / 4u][(((v35 * 16u) + 3u) + 4u) % 4u]), as_type<float>(CascadeMatrices[(((v35 * 16u) + 3u) + 8u) / 4u][(((v35 * 16u) + 3u) + 8u) % 4u]), as_type<float>(CascadeMatrices[(((v35 * 16u) + 3u) + 12u) / 4u][(((v35 * 16u) + 3u) + 12u) % 4u])));
    float4 v39 = float4(v31, 1.0f);
    float4 v40 = (v39 * v37);
    float v43 = v40.z;
    float v44 = max(v43, 0.0f);
    float v46 = as_type<float>(CascadeMatrices[16].x);
    float v48 = v40.w;
    float v49 = (v46 * v48);
    float v50 = (v44 + v49);
    auto t1 = v40;
    t1.z = v50;
    float4 v63 = t1;
    gl_Position = v63;
    return;
}

struct VSMain_in
{
    float3 in_0_0 [[attribute(0)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], uint in_1_0 [[instance_id]], constant uint4* CascadeMatrices [[buffer(0)]], const device uint* Casters [[buffer(1)]], constant uint4* Push [[buffer(2)]])
{
    float3 in_var_POSITION0 = {};
    uint gl_InstanceIndex = {};
    float4 gl_Position = {};
    in_var_POSITION0 = in.in_0_0;
    gl_InstanceIndex = uint(in_1_0);
    VSMain_1(CascadeMatrices, Casters, Push, in_var_POSITION0, gl_InstanceIndex, gl_Position);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    return out;
}
