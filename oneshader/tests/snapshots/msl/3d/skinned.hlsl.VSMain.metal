#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void VSMain_1(constant uint4* View, constant uint4* Skeleton, thread float3& in_var_POSITION0, thread float3& in_var_NORMAL0, thread float2& in_var_TEXCOORD0, thread uint4& in_var_BLENDINDICES0, thread float4& in_var_BLENDWEIGHT0, thread float4& gl_Position, thread float3& out_var_NORMAL0, thread float3& out_var_TEXCOORD1, thread float2& out_var_TEXCOORD0)
{
    uint v109 = {};
    uint v123 = {};
    uint v139 = {};
    uint v155 = {};
    float3 v2 = in_var_POSITION0;
    float3 v5 = in_var_NORMAL0;
    float2 v8 = in_var_TEXCOORD0;
    uint4 v11 = in_var_BLENDINDICES0;
    float4 v14 = in_var_BLENDWEIGHT0;
    float v98 = dot(v14, float4(1.0f, 1.0f, 1.0f, 1.0f));
    float v99 = max(v98, 0.0001f);
    float4 v100 = float4(v99);
    float4 v102 = (v14 / v100);
    uint v105 = v11.x;
    uint v107 = Skeleton[196].x;
    uint v108 = (v107 - 1u);
    v109 = min(v105, v108);
    float3x4 v111 = float3x4(float4(as_type<float>(Skeleton[(v109 * 12u) / 4u][(v109 * 12u) % 4u]), as_type<float>(Skeleton[((v109 * 12u) + 1u) / 4u][((v109 * 12u) + 1u) % 4u]), as_type<float>(Skeleton[((v109 * 12u) + 2u) / 4u][((v109 * 12u) + 2u) % 4u]), as_type<float>(Skeleton[((v109 * 12u) + 3u) / 4u][((v109 * 12u) + 3u) % 4u])), float4(as_type<float>(Skeleton[((v109 * 12u) + 4u) / 4u][((v109 * 12u) + 4u) % 4u]), as_type<float>(Skeleton[(((v109 * 12u) + 4u) + 1u) / 4u][(((v109 * 12u) + 4u) + 1u) % 4u]), as_type<float>(Skeleton[(((v109 * 12u) + 4u) + 2u) / 4u][(((v109 * 12u) + 4u) + 2u) % 4u]), as_type<float>(Skeleton[(((v109 * 12u) + 4u) + 3u) / 4u][(((v109 * 12u) + 4u) + 3u) % 4u])), float4(as_type<float>(Skeleton[((v109 * 12u) + 8u) / 4u][((v109 * 12u) + 8u) % 4u]), as_type<float>(Skeleton[(((v109 * 12u) + 8u) + 1u) / 4u][(((v109 * 12u) + 8u) + 1u) % 4u]), as_type<float>(Skeleton[(((v109 * 12u) + 8u) + 2u) / 4u][(((v109 * 12u) + 8u) + 2u) % 4u]), as_type<float>(Skeleton[(((v109 * 12u) + 8u) + 3u) / 4u][(((v109 * 12u) + 8u) + 3u) % 4u])));
    float v113 = v102.x;
    float4 v114 = float4(v113);
    float3x4 v115 = float3x4(v114, v114, v114);
    float3x4 v116 = float3x4(v111[0] * v115[0], v111[1] * v115[1], v111[2] * v115[2]);
    uint v119 = v11.y;
    v123 = min(v119, v108);
    float3x4 v125 = float3x4(float4(as_type<float>(Skeleton[(v123 * 12u) / 4u][(v123 * 12u) % 4u]), as_type<float>(Skeleton[((v123 * 12u) + 1u) / 4u][((v123 * 12u) + 1u) % 4u]), as_type<float>(Skeleton[((v123 * 12u) + 2u) / 4u][((v123 * 12u) + 2u) % 4u]), as_type<float>(Skeleton[((v123 * 12u) + 3u) / 4u][((v123 * 12u) + 3u) % 4u])), float4(as_type<float>(Skeleton[((v123 * 12u) + 4u) / 4u][((v123 * 12u) + 4u) % 4u]), as_type<float>(Skeleton[(((v123 * 12u) + 4u) + 1u) / 4u][(((v123 * 12u) + 4u) + 1u) % 4u]), as_type<float>(Skeleton[(((v123 * 12u) + 4u) + 2u) / 4u][(((v123 * 12u) + 4u) + 2u) % 4u]), as_type<float>(Skeleton[(((v123 * 12u) + 4u) + 3u) / 4u][(((v123 * 12u) + 4u) + 3u) % 4u])), float4(as_type<float>(Skeleton[((v123 * 12u) + 8u) / 4u][((v123 * 12u) + 8u) % 4u]), as_type<float>(Skeleton[(((v123 * 12u) + 8u) + 1u) / 4u][(((v123 * 12u) + 8u) + 1u) % 4u]), as_type<float>(Skeleton[(((v123 * 12u) + 8u) + 2u) / 4u][(((v123 * 12u) + 8u) + 2u) % 4u]), as_type<float>(Skeleton[(((v123 * 12u) + 8u) + 3u) / 4u][(((v123 * 12u) + 8u) + 3u) % 4u])));
    float v127 = v102.y;
    float4 v128 = float4(v127);
    float3x4 v129 = float3x4(v128, v128, v128);
    float3x4 v130 = float3x4(v125[0] * v129[0], v125[1] * v129[1], v125[2] * v129[2]);
    float3x4 v132 = (v116 + v130);
    uint v135 = v11.z;
    v139 = min(v135, v108);
    float3x4 v141 = float3x4(float4(as_type<float>(Skeleton[(v139 * 12u) / 4u][(v139 * 12u) % 4u]), as_type<float>(Skeleton[((v139 * 12u) + 1u) / 4u][((v139 * 12u) + 1u) % 4u]), as_type<float>(Skeleton[((v139 * 12u) + 2u) / 4u][((v139 * 12u) + 2u) % 4u]), as_type<float>(Skeleton[((v139 * 12u) + 3u) / 4u][((v139 * 12u) + 3u) % 4u])), float4(as_type<float>(Skeleton[((v139 * 12u) + 4u) / 4u][((v139 * 12u) + 4u) % 4u]), as_type<float>(Skeleton[(((v139 * 12u) + 4u) + 1u) / 4u][(((v139 * 12u) + 4u) + 1u) % 4u]), as_type<float>(Skeleton[(((v139 * 12u) + 4u) + 2u) / 4u][(((v139 * 12u) + 4u) + 2u) % 4u]), as_type<float>(Skeleton[(((v139 * 12u) + 4u) + 3u) / 4u][(((v139 * 12u) + 4u) + 3u) % 4u])), float4(as_type<float>(Skeleton[((v139 * 12u) + 8u) / 4u][((v139 * 12u) + 8u) % 4u]), as_type<float>(Skeleton[(((v139 * 12u) + 8u) + 1u) / 4u][(((v139 * 12u) + 8u) + 1u) % 4u]), as_type<float>(Skeleton[(((v139 * 12u) + 8u) + 2u) / 4u][(((v139 * 12u) + 8u) + 2u) % 4u]), as_type<float>(Skeleton[(((v139 * 12u) + 8u) + 3u) / 4u][(((v139 * 12u) + 8u) + 3u) % 4u])));
    float v143 = v102.z;
    float4 v144 = float4(v143);
    float3x4 v145 = float3x4(v144, v144, v144);
    float3x4 v146 = float3x4(v141[0] * v145[0], v141[1] * v145[1], v141[2] * v145[2]);
    float3x4 v148 = (v132 + v146);
    uint v151 = v11.w;
    v155 = min(v151, v108);
    float3x4 v157 = float3x4(float4(as_type<float>(Skeleton[(v155 * 12u) / 4u][(v155 * 12u) % 4u]), as_type<float>(Skeleton[((v155 * 12u) + 1u) / 4u][((v155 * 12u) + 1u) % 4u]), as_type<float>(Skeleton[((v155 * 12u) + 2u) / 4u][((v155 * 12u) + 2u) % 4u]), as_type<float>(Skeleton[((v155 * 12u) + 3u) / 4u][((v155 * 12u) + 3u) % 4u])), float4(as_type<float>(Skeleton[((v155 * 12u) + 4u) / 4u][((v155 * 12u) + 4u) % 4u]), as_type<float>(Skeleton[(((v155 * 12u) + 4u) + 1u) / 4u][(((v155 * 12u) + 4u) + 1u) % 4u]), as_type<float>(Skeleton[(((v155 * 12u) + 4u) + 2u) / 4u][(((v155 * 12u) + 4u) + 2u) % 4u]), as_type<float>(Skeleton[(((v155 * 12u) + 4u) + 3u) / 4u][(((v155 * 12u) + 4u) + 3u) % 4u])), float4(as_type<float>(Skeleton[((v155 * 12u) + 8u) / 4u][((v155 * 12u) + 8u) % 4u]), as_type<float>(Skeleton[(((v155 * 12u) + 8u) + 1u) / 4u][(((v155 * 12u) + 8u) + 1u) % 4u]), as_type<float>(Skeleton[(((v155 * 12u) + 8u) + 2u) / 4u][(((v155 * 12u) + 8u) + 2u) % 4u]), as_type<float>(Skeleton[(((v155 * 12u) + 8u) + 3u) / 4u][(((v155 * 12u) + 8u) + 3u) % 4u])));
    float v159 = v102.w;
    float4 v160 = float4(v159);
    float3x4 v161 = float3x4(v160, v160, v160);
    float3x4 v162 = float3x4(v157[0] * v161[0], v157[1] * v161[1], v157[2] * v161[2]);
    float3x4 v164 = (v148 + v162);
    float4 v48 = float4(v2, 1.0f);
    float3 v49 = (v48 * v164);
    float4 v54 = float4(v5, 0.0f);
    float3 v55 = (v54 * v164);
    float4x4 v58 = float4x4(float4(as_type<float>(Skeleton[192].x), as_type<float>(Skeleton[193].x), as_type<float>(Skeleton[194].x), as_type<float>(Skeleton[195].x)), float4(as_type<float>(Skeleton[192].y), as_type<float>(Skeleton[193].y), as_type<float>(Skeleton[194].y), as_type<float>(Skeleton[195].y)), float4(as_type<float>(Skeleton[192].z), as_type<float>(Skeleton[193].z), as_type<float>(Skeleton[194].z), as_type<float>(Skeleton[195].z)), float4(as_type<float>(Skeleton[192].w), as_type<float>(Skeleton[193].w), as_type<float>(Skeleton[194].w), as_type<float>(Skeleton[195].w)));
    float4 v60 = float4(v49, 1.0f);
    float4 v61 = (v60 * v58);
    float4x4 v64 = float4x4(float4(as_type<float>(View[0].x), as_type<float>(View[1].x), as_type<float>(View[2].x), as_type<float>(View[3].x)), float4(as_type<float>(View[0].y), as_type<float>(View[1].y), as_type<float>(View[2].y), as_type<float>(View[3].y)), float4(as_type<float>(View[0].z), as_type<float>(View[1].z), as_type<float>(View[2].z), as_type<float>(View[3].z)), float4(as_type<float>(View[0].w), as_type<float>(View[1].w), as_type<float>(View[2].w), as_type<float>(View[3].w)));
    float4 v66 = (v61 * v64);
    float4 v71 = v58[0];
    float3 v72 = v71.xyz;
    float4 v73 = v58[1];
    float3 v74 = v73.xyz;
    float4 v75 = v58[2];
    float3 v76 = v75.xyz;
    float3x3 v77 = float3x3(v72, v74, v76);
    float3 v79 = (v55 * v77);
    float3 v80 = normalize(v79);
    float3 v84 = v61.xyz;
    gl_Position = v66;
    out_var_NORMAL0 = v80;
    out_var_TEXCOORD1 = v84;
    out_var_TEXCOORD0 = v8;
    return;
}

struct VSMain_in
{
    float3 in_0_0 [[attribute(0)]];
    float3 in_1_0 [[attribute(1)]];
    float2 in_2_0 [[attribute(2)]];
    uint4 in_3_0 [[attribute(3)]];
    float4 in_4_0 [[attribute(4)]];
};

struct VSMain_out
{
    float4 out_0 [[position]];
    float3 out_1 [[user(locn0)]];
    float3 out_2 [[user(locn1)]];
    float2 out_3 [[user(locn2)]];
};

vertex VSMain_out VSMain(VSMain_in in [[stage_in]], constant uint4* View [[buffer(0)]], constant uint4* Skeleton [[buffer(1)]])
{
    float3 in_var_POSITION0 = {};
    float3 in_var_NORMAL0 = {};
    float2 in_var_TEXCOORD0 = {};
    uint4 in_var_BLENDINDICES0 = {};
    float4 in_var_BLENDWEIGHT0 = {};
    float4 gl_Position = {};
    float3 out_var_NORMAL0 = {};
    float3 out_var_TEXCOORD1 = {};
    float2 out_var_TEXCOORD0 = {};
    in_var_POSITION0 = in.in_0_0;
    in_var_NORMAL0 = in.in_1_0;
    in_var_TEXCOORD0 = in.in_2_0;
    in_var_BLENDINDICES0 = in.in_3_0;
    in_var_BLENDWEIGHT0 = in.in_4_0;
    VSMain_1(View, Skeleton, in_var_POSITION0, in_var_NORMAL0, in_var_TEXCOORD0, in_var_BLENDINDICES0, in_var_BLENDWEIGHT0, gl_Position, out_var_NORMAL0, out_var_TEXCOORD1, out_var_TEXCOORD0);
    VSMain_out out = {};
    out.out_0 = gl_Position;
    out.out_1 = out_var_NORMAL0;
    out.out_2 = out_var_TEXCOORD1;
    out.out_3 = out_var_TEXCOORD0;
    return out;
}
