#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(texture2d<float> Image, device atomic_uint* Bins, device atomic_uint* Total, thread uint3& gl_GlobalInvocationID)
{
    float v16 = {};
    uint v21 = {};
    uint v56 = {};
    uint v49 = {};
    uint3 v1 = gl_GlobalInvocationID;
    uint2 v11 = v1.xy;
    float4 v12 = Image.read(uint2(v11), uint(0));
    float3 v13 = v12.xyz;
    v16 = dot(v13, float3(0.2126f, 0.7152f, 0.0722f));
    float v19 = (v16 * 256.0f);
    uint v20 = uint(v19);
    v21 = min(v20, 255u);
    uint v25 = atomic_fetch_add_explicit(&Bins[(v21)], 1u, memory_order_relaxed);
    uint v37 = atomic_load_explicit(&Total[0u], memory_order_relaxed);
    v56 = v37;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            v56 = v49;
        }
        float v40 = as_type<float>(v56);
        float v42 = (v40 + v16);
        uint v43 = as_type<uint>(v42);
        uint t2 = v56;
        while (!atomic_compare_exchange_weak_explicit(&Total[0u], &t2, v43, memory_order_relaxed, memory_order_relaxed) && t2 == v56) {}
        v49 = t2;
        bool v53 = (v49 == v56);
        if (v53) {
            break;
        }
    }
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], texture2d<float> Image [[texture(0)]], device atomic_uint* Bins [[buffer(0)]], device atomic_uint* Total [[buffer(1)]])
{
    uint3 gl_GlobalInvocationID = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    CSMain_1(Image, Bins, Total, gl_GlobalInvocationID);
}
