#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct QuadInstance
{
    float2 Center;
    float2 HalfExtent;
    float Rotation;
    float Depth;
    uint Layer;
    uint Color;
    float4 UvRect;
};

static inline QuadInstance load_Quads(uint w, const device uint* Quads)
{
    return QuadInstance{float2(as_type<float>(Quads[w]), as_type<float>(Quads[(w + 1u)])), float2(as_type<float>(Quads[(w + 2u)]), as_type<float>(Quads[((w + 2u) + 1u)])), as_type<float>(Quads[(w + 4u)]), as_type<float>(Quads[(w + 5u)]), Quads[(w + 6u)], Quads[(w + 7u)], float4(as_type<float>(Quads[(w + 8u)]), as_type<float>(Quads[((w + 8u) + 1u)]), as_type<float>(Quads[((w + 8u) + 2u)]), as_type<float>(Quads[((w + 8u) + 3u)]))};
}

static inline void VSMain_1(constant uint4* Camera2D, thread array<float2, 6>& QUAD_CORNERS, const device uint* Quads, thread uint& gl_VertexIndex, thread uint& gl_InstanceIndex, thread float4& gl_Position, thread float2& out_var_TEXCOORD0, thread uint& out_var_TEXCOORD1, thread float4& out_var_COLOR0)
{
    float v93 = {};
    float v94 = {};
    uint v5 = {};
    uint v86 = {};
    uint v3 = gl_VertexIndex;
    v5 = gl_InstanceIndex;
    QuadInstance v34 = load_Quads((v5 * 12u), Quads);
    float2 v155 = v34.Center;
    float2 v157 = v34.HalfExtent;
    float v159 = v34.Rotation;
    float v161 = v34.Depth;
    uint v163 = v34.Layer;
    uint v165 = v34.Color;
    float4 v167 = v34.UvRect;
    v86 = (v3 % 6u);
    float2 v88 = QUAD_CORNERS[v86];
    float2 v40 = (v88 * float2(2.0f, 2.0f));
    float2 v41 = (v40 - float2(1.0f, 1.0f));
    float2 v44 = (v41 * v157);
    v93 = sin(v159);
    v94 = cos(v159);
    float v99 = v93;
    float v101 = v94;
    float v105 = v44.x;
    float v106 = (v101 * v105);
    float v109 = v44.y;
    float v110 = (v99 * v109);
    float v111 = (v106 - v110);
    float v115 = (v99 * v105);
    float v119 = (v101 * v109);
    float v120 = (v115 + v119);
    float2 v121 = float2(v111, v120);
    float2 v52 = (v155 + v121);
    float4x4 v55 = float4x4(float4(as_type<float>(Camera2D[0].x), as_type<float>(Camera2D[1].x), as_type<float>(Camera2D[2].x), as_type<float>(Camera2D[3].x)), float4(as_type<float>(Camera2D[0].y), as_type<float>(Camera2D[1].y), as_type<float>(Camera2D[2].y), as_type<float>(Camera2D[3].y)), float4(as_type<float>(Camera2D[0].z), as_type<float>(Camera2D[1].z), as_type<float>(Camera2D[2].z), as_type<float>(Camera2D[3].z)), float4(as_type<float>(Camera2D[0].w), as_type<float>(Camera2D[1].w), as_type<float>(Camera2D[2].w), as_type<float>(Camera2D[3].w)));
    float4 v59 = float4(v52, v161, 1.0f);
    float4 v60 = (v59 * v55);
    float2 v65 = v167.xy;
    float2 v68 = v167.zw;
    float2 v70 = mix(v65, v68, v88);
    uint v125 = (v165 & 255u);
    float v126 = float(v125);
    uint v128 = (v165 >> (8u & 31u));
    uint v129 = (v128 & 255u);
    float v130 = float(v129);
    uint v132 = (v165 >> (16u & 31u));
    uint v133 = (v132 & 255u);
    float v134 = float(v133);
    uint v136 = (v165 >> (24u & 31u));
    float v137 = float(v136);
    float4 v138 = float4(v126, v130, v134, v137);
    float4 v139 = (v138 / float4(255.0f, 255.0f, 255.0f, 255.0f));
    gl_Position = v60;
    out_var_TEXCOORD0 = v70;
    out_var_TEXCOORD1 = v163;
    out_var_COLOR0 = v139;
    return;
}

struct VSMain_out
{
    float4 out_0 [[position]];
    float2 out_1 [[user(locn0)]];
    uint out_2 [[user(locn1)]] [[flat]];
    float4 out_3 [[user(locn2)]];
};

vertex VSMain_out VSMain(uint in_0_0 [[vertex_id]], uint in_1_0 [[instance_id]], constant uint4* Camera2D [[buffer(0)]], const device uint* Quads [[buffer(1)]])
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
    VSMain_1(Camera2D, QUAD_CORNERS, Quads, gl_VertexIndex, gl_InstanceIndex, gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_COLOR0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_TEXCOORD1;
    out.out_3 = out_var_COLOR0;
    return out;
}
