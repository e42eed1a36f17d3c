#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(const device uint* F, device uint* OutF, device uint* OutU)
{
    float v4 = as_type<float>(F[1u]);
    float v6 = as_type<float>(F[2u]);
    float v23 = (v4 * v6);
    float4 v24 = float4(1.0f, v23, v6, v4);
    float v62 = v24[0u];
    OutF[0u] = as_type<uint>(v62);
    float v67 = v24[1u];
    OutF[1u] = as_type<uint>(v67);
    float v72 = v24[2u];
    OutF[2u] = as_type<uint>(v72);
    float v77 = v24[3u];
    OutF[3u] = as_type<uint>(v77);
    float v26 = as_type<float>(F[11u]);
    float v28 = as_type<float>(F[12u]);
    float v30 = as_type<float>(F[13u]);
    float v32 = as_type<float>(F[14u]);
    float4 v33 = float4(v26, v28, v30, v32);
    float4 v34 = v33.zyxw;
    float4 v35 = (v34 * float4(255.002f, 255.002f, 255.002f, 255.002f));
    int4 v36 = int4(v35);
    int v37 = v36[0u];
    uint v38 = as_type<uint>(v37);
    OutU[0u] = v38;
    int v43 = v36[1u];
    uint v44 = as_type<uint>(v43);
    OutU[1u] = v44;
    int v49 = v36[2u];
    uint v50 = as_type<uint>(v49);
    OutU[2u] = v50;
    int v55 = v36[3u];
    uint v56 = as_type<uint>(v55);
    OutU[3u] = v56;
    return;
}

kernel void CSMain(const device uint* F [[buffer(0)]], device uint* OutF [[buffer(1)]], device uint* OutU [[buffer(2)]])
{
    CSMain_1(F, OutF, OutU);
}
