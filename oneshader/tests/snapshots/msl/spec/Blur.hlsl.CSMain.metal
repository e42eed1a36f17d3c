#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

constant int spec_0_fc [[function_constant(0)]];
constant int spec_0 = is_function_constant_defined(spec_0_fc) ? spec_0_fc : 4;
constant bool spec_1_fc [[function_constant(1)]];
constant bool spec_1 = is_function_constant_defined(spec_1_fc) ? spec_1_fc : true;
constant float spec_2_fc [[function_constant(2)]];
constant float spec_2 = is_function_constant_defined(spec_2_fc) ? spec_2_fc : 2.0f;

static inline void CSMain_1(texture2d<float> Source, texture2d<float, access::write> Target, thread uint3& gl_GlobalInvocationID)
{
    uint3 v1 = {};
    int2 v12 = {};
    float4 v60 = {};
    float v61 = {};
    int v62 = {};
    float4 v42 = {};
    float v46 = {};
    v1 = gl_GlobalInvocationID;
    v12 = select(int2(0, 1), int2(1, 0), spec_1);
    int v16 = -(spec_0);
    v60 = float4(0.0f, 0.0f, 0.0f, 0.0f);
    v61 = 0.0f;
    v62 = v16;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            int v49 = (v62 + 1);
            v60 = v42;
            v61 = v46;
            v62 = v49;
        }
        bool v59 = (v62 <= spec_0);
        if (v59) {
            int v20 = (v62 * v62);
            int v21 = -(v20);
            float v22 = float(v21);
            float v23 = (2.0f * spec_2);
            float v24 = (v23 * spec_2);
            float v25 = (v22 / v24);
            float v26 = exp(v25);
            uint2 v29 = v1.xy;
            int2 v30 = int2(v29);
            int2 v33 = int2(v62);
            int2 v34 = (v12 * v33);
            int2 v35 = (v30 + v34);
            uint2 v36 = uint2(v35);
            float4 v37 = Source.read(uint2(v36), uint(0));
            float4 v39 = float4(v26);
            float4 v40 = (v37 * v39);
            v42 = (v60 + v40);
            v46 = (v61 + v26);
        } else {
            break;
        }
    }
    float4 v53 = float4(v61);
    float4 v54 = (v60 / v53);
    uint2 v56 = v1.xy;
    Target.write(v54, uint2(v56));
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], texture2d<float> Source [[texture(0)]], texture2d<float, access::write> Target [[texture(1)]])
{
    uint3 gl_GlobalInvocationID = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    CSMain_1(Source, Target, gl_GlobalInvocationID);
}
