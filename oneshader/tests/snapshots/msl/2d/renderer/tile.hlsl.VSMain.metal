#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct TileRecord
{
    int2 Cell;
    uint Id;
    uint Color;
};

static inline TileRecord load_Tiles(uint w, const device uint* Tiles)
{
    return TileRecord{int2(as_type<int>(Tiles[w]), as_type<int>(Tiles[(w + 1u)])), Tiles[(w + 2u)], Tiles[(w + 3u)]};
}

static inline void VSMain_1(constant uint4* Camera2D, thread array<float2, 6>& QUAD_CORNERS, constant uint4* Layer, const device uint* Tiles, thread uint& gl_VertexIndex, thread uint& gl_InstanceIndex, thread float4& gl_Position, thread float2& out_var_TEXCOORD0, thread uint& out_var_TEXCOORD1, thread float4& out_var_COLOR0)
{
    uint v5 = {};
    uint v130 = {};
    uint v96 = {};
    float2 v98 = {};
    float4 v59 = {};
    float4 v116 = {};
    bool v82 = {};
    float4 v144 = {};
    uint v3 = gl_VertexIndex;
    v5 = gl_InstanceIndex;
    TileRecord v34 = load_Tiles((v5 * 4u), Tiles);
    int2 v128 = v34.Cell;
    v130 = v34.Id;
    uint v132 = v34.Color;
    v96 = (v3 % 6u);
    v98 = QUAD_CORNERS[v96];
    float2 v41 = float2(v128);
    float2 v43 = (v41 + v98);
    float2 v45 = as_type<float2>(Layer[0].xy);
    float2 v47 = as_type<float2>(Layer[0].zw);
    float2 v48 = (v45 * v47);
    float2 v49 = (v43 + v48);
    float4x4 v52 = float4x4(float4(as_type<float>(Camera2D[0].x), as_type<float>(Camera2D[1].x), as_type<float>(Camera2D[2].x), as_type<float>(Camera2D[3].x)), float4(as_type<float>(Camera2D[0].y), as_type<float>(Camera2D[1].y), as_type<float>(Camera2D[2].y), as_type<float>(Camera2D[3].y)), float4(as_type<float>(Camera2D[0].z), as_type<float>(Camera2D[1].z), as_type<float>(Camera2D[2].z), as_type<float>(Camera2D[3].z)), float4(as_type<float>(Camera2D[0].w), as_type<float>(Camera2D[1].w), as_type<float>(Camera2D[2].w), as_type<float>(Camera2D[3].w)));
    uint v55 = Layer[1].x;
    float v56 = float(v55);
    float v57 = (v56 * 0.01f);
    float4 v58 = float4(v49, v57, 1.0f);
    v59 = (v58 * v52);
    uint v102 = (v132 & 255u);
    float v103 = float(v102);
    uint v105 = (v132 >> (8u & 31u));
    uint v106 = (v105 & 255u);
    float v107 = float(v106);
    uint v109 = (v132 >> (16u & 31u));
    uint v110 = (v109 & 255u);
    float v111 = float(v110);
    uint v113 = (v132 >> (24u & 31u));
    float v114 = float(v113);
    float4 v115 = float4(v103, v107, v111, v114);
    v116 = (v115 / float4(255.0f, 255.0f, 255.0f, 255.0f));
    uint v74 = Layer[1].w;
    uint v75 = (v74 & 2u);
    bool v76 = (v75 != 0u);
    if (v76) {
        uint v80 = Layer[1].y;
        bool v81 = (v130 == v80);
        v82 = v81;
    } else {
        v82 = false;
    }
    if (v82) {
        float3 v84 = v116.xyz;
        float3 v85 = mix(v84, float3(1.0f, 1.0f, 0.3f), float3(0.5f, 0.5f, 0.5f));
        float4 v87 = float4(v85.x, v85.y, v85.z, v116.w);
        v144 = v87;
    } else {
        v144 = v116;
    }
    gl_Position = v59;
    out_var_TEXCOORD0 = v98;
    out_var_TEXCOORD1 = v130;
    out_var_COLOR0 = v144;
    return;
}

struct VSMain_out
{
    float4 out_0 [[position]];
    float2 out_1 [[user(locn0)]];
    uint out_2 [[user(locn1)]] [[flat]];
    float4 out_3 [[user(locn2)]] [[flat]];
};

vertex VSMain_out VSMain(uint in_0_0 [[vertex_id]], uint in_1_0 [[instance_id]], constant uint4* Camera2D [[buffer(0)]], constant uint4* Layer [[buffer(1)]], const device uint* Tiles [[buffer(2)]])
{
    array<float2, 6> QUAD_CORNERS = array<float2, 6>{float2(0.0f, 0.0f), float2(1.0f, 0.0f), float2(0.0f, 1.0f), float2(0.0f, 1.0f), float2(1.0f, 0.0f), float2(1.0f, 1.0f)};
    uint gl_VertexIndex = {};
    uint gl_InstanceIndex = {};
    float4 gl_Position = {};
    float2 out_var_TEXCOORD0 = {};
    uint out_var_TEXCOORD1 = {};
    float4 out_var_COLOR0 = {};
    gl_VertexIndex = uint(in_0_0);
    gl_InstanceIndex = uint(in_1_0);
    VSMain_1(Camera2D, QUAD_CORNERS, Layer, Tiles, gl_VertexIndex, gl_InstanceIndex, gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_COLOR0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_TEXCOORD1;
    out.out_3 = out_var_COLOR0;
    return out;
}
