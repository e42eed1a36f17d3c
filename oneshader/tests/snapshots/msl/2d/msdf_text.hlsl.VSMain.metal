#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct GlyphInstance
{
    float2 ScreenMin;
    float2 ScreenMax;
    float2 UvMin;
    float2 UvMax;
    uint Color;
    float Depth;
};

static inline GlyphInstance load_Glyphs(uint w, const device uint* Glyphs)
{
    return GlyphInstance{float2(as_type<float>(Glyphs[w]), as_type<float>(Glyphs[(w + 1u)])), float2(as_type<float>(Glyphs[(w + 2u)]), as_type<float>(Glyphs[((w + 2u) + 1u)])), float2(as_type<float>(Glyphs[(w + 4u)]), as_type<float>(Glyphs[((w + 4u) + 1u)])), float2(as_type<float>(Glyphs[(w + 6u)]), as_type<float>(Glyphs[((w + 6u) + 1u)])), Glyphs[(w + 8u)], as_type<float>(Glyphs[(w + 9u)])};
}

static inline void VSMain_1(constant uint4* TextFrame, const device uint* Glyphs, thread uint& gl_VertexIndex, thread uint& gl_InstanceIndex, thread float4& gl_Position, thread float2& out_var_TEXCOORD0, thread float4& out_var_COLOR0)
{
    uint v5 = {};
    uint v3 = gl_VertexIndex;
    v5 = gl_InstanceIndex;
    GlyphInstance v29 = load_Glyphs((v5 * 10u), Glyphs);
    float2 v98 = v29.ScreenMin;
    float2 v100 = v29.ScreenMax;
    float2 v102 = v29.UvMin;
    float2 v104 = v29.UvMax;
    uint v106 = v29.Color;
    float v108 = v29.Depth;
    uint v32 = (v3 & 1u);
    float v33 = float(v32);
    uint v35 = (v3 >> (1u & 31u));
    uint v36 = (v35 & 1u);
    float v37 = float(v36);
    float2 v38 = float2(v33, v37);
    float4x4 v41 = float4x4(float4(as_type<float>(TextFrame[0].x), as_type<float>(TextFrame[1].x), as_type<float>(TextFrame[2].x), as_type<float>(TextFrame[3].x)), float4(as_type<float>(TextFrame[0].y), as_type<float>(TextFrame[1].y), as_type<float>(TextFrame[2].y), as_type<float>(TextFrame[3].y)), float4(as_type<float>(TextFrame[0].z), as_type<float>(TextFrame[1].z), as_type<float>(TextFrame[2].z), as_type<float>(TextFrame[3].z)), float4(as_type<float>(TextFrame[0].w), as_type<float>(TextFrame[1].w), as_type<float>(TextFrame[2].w), as_type<float>(TextFrame[3].w)));
    float2 v47 = mix(v98, v100, v38);
    float4 v50 = float4(v47, v108, 1.0f);
    float4 v51 = (v50 * v41);
    float2 v59 = mix(v102, v104, v38);
    uint v71 = (v106 & 255u);
    float v72 = float(v71);
    uint v74 = (v106 >> (8u & 31u));
    uint v75 = (v74 & 255u);
    float v76 = float(v75);
    uint v78 = (v106 >> (16u & 31u));
    uint v79 = (v78 & 255u);
    float v80 = float(v79);
    uint v82 = (v106 >> (24u & 31u));
    float v83 = float(v82);
    float4 v84 = float4(v72, v76, v80, v83);
    float4 v85 = (v84 / float4(255.0f, 255.0f, 255.0f, 255.0f));
    gl_Position = v51;
    out_var_TEXCOORD0 = v59;
    out_var_COLOR0 = v85;
    return;
}

struct VSMain_out
{
    float4 out_0 [[position]];
    float2 out_1 [[user(locn0)]];
    float4 out_2 [[user(locn1)]] [[flat]];
};

vertex VSMain_out VSMain(uint in_0_0 [[vertex_id]], uint in_1_0 [[instance_id]], constant uint4* TextFrame [[buffer(0)]], const device uint* Glyphs [[buffer(1)]])
{
    uint gl_VertexIndex = {};
    uint gl_InstanceIndex = {};
    float4 gl_Position = {};
    float2 out_var_TEXCOORD0 = {};
    float4 out_var_COLOR0 = {};
    gl_VertexIndex = uint(in_0_0);
    gl_InstanceIndex = uint(in_1_0);
    VSMain_1(TextFrame, Glyphs, gl_VertexIndex, gl_InstanceIndex, gl_Position, out_var_TEXCOORD0, out_var_COLOR0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_TEXCOORD0;
    out.out_2 = out_var_COLOR0;
    return out;
}
