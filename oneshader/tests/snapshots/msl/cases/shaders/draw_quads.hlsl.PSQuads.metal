#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSQuads_1(thread float4& gl_FragCoord, thread uint4& out_var_SV_Target0)
{
    float4 v2 = gl_FragCoord;
    float2 v14 = v2.xy;
    uint2 v15 = uint2(v14);
    uint v18 = v15.y;
    uint v19 = (v18 * 16u);
    uint v21 = v15.x;
    uint v22 = (v19 + v21);
    uint v25 = quad_shuffle_xor(v22, ushort(1));
    uint v27 = quad_shuffle_xor(v22, ushort(2));
    uint v29 = quad_shuffle_xor(v22, ushort(3));
    uint v31 = quad_shuffle(v22, ushort(0u));
    bool v34 = (v21 == 3u);
    bool v35 = (quad_shuffle_xor(uint(v34), ushort(1)) != 0u);
    bool v36 = (v34 | v35);
    bool v37 = (quad_shuffle_xor(uint(v34), ushort(2)) != 0u);
    bool v38 = (v36 | v37);
    bool v39 = (quad_shuffle_xor(uint(v34), ushort(3)) != 0u);
    bool v40 = (v38 | v39);
    uint v41 = select(0u, 256u, v40);
    uint v42 = (v31 | v41);
    uint4 v43 = uint4(v25, v27, v29, v42);
    out_var_SV_Target0 = v43;
    return;
}

struct PSQuads_out
{
    uint4 out_0 [[color(0)]];
};

fragment PSQuads_out PSQuads(float4 in_0_0 [[position]])
{
    float4 gl_FragCoord = {};
    uint4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    PSQuads_1(gl_FragCoord, out_var_SV_Target0);
    PSQuads_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
