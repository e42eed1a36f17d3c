#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* TileMapParams, const device uint* MapCells, thread uint& gl_VertexIndex, thread uint& gl_InstanceIndex, thread float4& gl_Position, thread float2& out_var_TEXCOORD0, thread uint& out_var_TEXCOORD1)
{
    uint v3 = {};
    uint2 v41 = {};
    uint v45 = {};
    uint v47 = {};
    bool v54 = {};
    uint v64 = {};
    uint v120 = {};
    v3 = gl_VertexIndex;
    uint v5 = gl_InstanceIndex;
    uint2 v31 = TileMapParams[4].xy;
    uint v34 = TileMapParams[4].z;
    uint v35 = (v5 % v34);
    uint v39 = (v5 / v34);
    uint2 v40 = uint2(v35, v39);
    v41 = (v31 + v40);
    v45 = v41.x;
    v47 = TileMapParams[3].z;
    bool v48 = (v45 < v47);
    if (v48) {
        uint v50 = v41.y;
        uint v52 = TileMapParams[3].w;
        bool v53 = (v50 < v52);
        v54 = v53;
    } else {
        v54 = false;
    }
    if (v54) {
        uint v56 = v41.y;
        uint v59 = (v56 * v47);
        uint v62 = (v59 + v45);
        uint v63 = (v62 * 4u);
        v64 = (v63 >> (2u & 31u));
        uint v66 = MapCells[(v64)];
        v120 = v66;
    } else {
        v120 = 65535u;
    }
    uint v69 = (v3 & 1u);
    float v70 = float(v69);
    uint v72 = (v3 >> (1u & 31u));
    float v73 = float(v72);
    float2 v74 = float2(v70, v73);
    float2 v77 = float2(v41);
    float2 v79 = (v77 + v74);
    float2 v81 = as_type<float2>(TileMapParams[3].xy);
    float2 v82 = (v79 * v81);
    float3x3 v85 = float3x3(as_type<float3>(TileMapParams[0].xyz), as_type<float3>(TileMapParams[1].xyz), as_type<float3>(TileMapParams[2].xyz));
    float3 v87 = float3(v82, 1.0f);
    float3 v88 = (v87 * v85);
    uint v91 = (v120 & 65535u);
    bool v92 = (v91 == 65535u);
    float2 v94 = v88.xy;
    float4 v95 = float4(v94, 0.0f, 1.0f);
    float4 v96 = select(v95, float4(2.0f, 2.0f, 2.0f, 1.0f), v92);
    gl_Position = v96;
    out_var_TEXCOORD0 = v74;
    out_var_TEXCOORD1 = v120;
    return;
}

struct VSMain_out
{
    float4 out_0 [[position]];
    float2 out_1 [[user(locn0)]];
    uint out_2 [[user(locn1)]] [[flat]];
};

vertex VSMain_out VSMain(uint in_0_0 [[vertex_id]], uint in_1_0 [[instance_id]], constant uint4* TileMapParams [[buffer(0)]], const device uint* MapCells [[buffer(1)]])
{
    uint gl_VertexIndex = {};
    uint gl_InstanceIndex = {};
    float4 gl_Position = {};
    float2 out_var_TEXCOORD0 = {};
    uint out_var_TEXCOORD1 = {};
    gl_VertexIndex = uint(in_0_0);
    gl_InstanceIndex = uint(in_1_0);
    VSMain_1(TileMapParams, MapCells, gl_VertexIndex, gl_InstanceIndex, gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_TEXCOORD1;
    return out;
}
