#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(const device uint* F, device uint* OutF, device uint* OutU)
{
    float4 v28 = {};
    uint v70 = {};
    int4 v51 = {};
    uint v71 = {};
    float v8 = as_type<float>(F[1u]);
    float v10 = as_type<float>(F[2u]);
    float v27 = (v8 * v10);
    v28 = float4(1.0f, v27, v10, v8);
    v70 = 0u;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            uint v38 = (v70 + 1u);
            v70 = v38;
        }
        bool v55 = (v70 < 4u);
        if (v55) {
            float v33 = v28[v70];
            OutF[(v70)] = as_type<uint>(v33);
        } else {
            break;
        }
    }
    float v41 = as_type<float>(F[11u]);
    float v43 = as_type<float>(F[12u]);
    float v45 = as_type<float>(F[13u]);
    float v47 = as_type<float>(F[14u]);
    float4 v48 = float4(v41, v43, v45, v47);
    float4 v49 = v48.zyxw;
    float4 v50 = (v49 * float4(255.002f, 255.002f, 255.002f, 255.002f));
    v51 = int4(v50);
    v71 = 0u;
    for (bool f2 = true; ; f2 = false) {
        if (!f2) {
            uint v64 = (v71 + 1u);
            v71 = v64;
        }
        bool v67 = (v71 < 4u);
        if (v67) {
            int v58 = v51[v71];
            uint v59 = as_type<uint>(v58);
            OutU[(v71)] = v59;
        } else {
            break;
        }
    }
    return;
}

kernel void CSMain(const device uint* F [[buffer(0)]], device uint* OutF [[buffer(1)]], device uint* OutU [[buffer(2)]])
{
    CSMain_1(F, OutF, OutU);
}
