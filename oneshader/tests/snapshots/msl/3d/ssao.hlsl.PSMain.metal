#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* SsaoParams, texture2d<float> SceneDepth, texture2d<float> RotationNoise, sampler PointClamp, sampler PointWrap, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float2 v5 = {};
    float2 v45 = {};
    float v49 = {};
    float4x4 v192 = {};
    float3 v201 = {};
    float3x3 v92 = {};
    uint v97 = {};
    float v348 = {};
    uint v351 = {};
    float v156 = {};
    float4 v178 = {};
    v5 = in_var_TEXCOORD0;
    for (bool f1 = true; ; f1 = false) {
        uint2 v35 = uint2(SceneDepth.get_width(uint(0u)), SceneDepth.get_height(uint(0u)));
        uint v36 = v35.x;
        uint v38 = v35.y;
        float v41 = float(v36);
        float v43 = float(v38);
        float2 v44 = float2(v41, v43);
        v45 = (float2(1.0f, 1.0f) / v44);
        v49 = SceneDepth.sample(PointClamp, v5, level(0.0f)).x;
        bool v52 = (v49 >= 1.0f);
        if (v52) {
            v178 = float4(1.0f, 1.0f, 1.0f, 1.0f);
            break;
        }
        float2 v186 = (v5 * float2(2.0f, (-2.0f)));
        float2 v187 = (v186 + float2((-1.0f), 1.0f));
        float4 v189 = float4(v187, v49, 1.0f);
        v192 = float4x4(float4(as_type<float>(SsaoParams[4].x), as_type<float>(SsaoParams[5].x), as_type<float>(SsaoParams[6].x), as_type<float>(SsaoParams[7].x)), float4(as_type<float>(SsaoParams[4].y), as_type<float>(SsaoParams[5].y), as_type<float>(SsaoParams[6].y), as_type<float>(SsaoParams[7].y)), float4(as_type<float>(SsaoParams[4].z), as_type<float>(SsaoParams[5].z), as_type<float>(SsaoParams[6].z), as_type<float>(SsaoParams[7].z)), float4(as_type<float>(SsaoParams[4].w), as_type<float>(SsaoParams[5].w), as_type<float>(SsaoParams[6].w), as_type<float>(SsaoParams[7].w)));
        float4 v194 = (v189 * v192);
        float3 v197 = v194.xyz;
        float v199 = v194.w;
        float3 v200 = float3(v199);
        v201 = (v197 / v200);
        float4 v234 = SceneDepth.gather(PointClamp, v5);
        float v238 = v234.w;
        float4 v277 = float4(v187, v238, 1.0f);
        float4 v282 = (v277 * v192);
        float3 v285 = v282.xyz;
        float v287 = v282.w;
        float3 v288 = float3(v287);
        float3 v289 = (v285 / v288);
        float v243 = v45.x;
        float2 v244 = float2(v243, 0.0f);
        float2 v245 = (v5 + v244);
        float v247 = v234.z;
        float2 v297 = (v245 * float2(2.0f, (-2.0f)));
        float2 v298 = (v297 + float2((-1.0f), 1.0f));
        float4 v300 = float4(v298, v247, 1.0f);
        float4 v305 = (v300 * v192);
        float3 v308 = v305.xyz;
        float v310 = v305.w;
        float3 v311 = float3(v310);
        float3 v312 = (v308 / v311);
        float v252 = v45.y;
        float2 v253 = float2(0.0f, v252);
        float2 v254 = (v5 + v253);
        float v256 = v234.x;
        float2 v320 = (v254 * float2(2.0f, (-2.0f)));
        float2 v321 = (v320 + float2((-1.0f), 1.0f));
        float4 v323 = float4(v321, v256, 1.0f);
        float4 v328 = (v323 * v192);
        float3 v331 = v328.xyz;
        float v333 = v328.w;
        float3 v334 = float3(v333);
        float3 v335 = (v331 / v334);
        float3 v261 = (v335 - v289);
        float3 v264 = (v312 - v289);
        float3 v265 = cross(v261, v264);
        float3 v266 = normalize(v265);
        float2 v66 = as_type<float2>(SsaoParams[24].xy);
        float2 v67 = (v5 * v66);
        float2 v68 = RotationNoise.sample(PointWrap, v67).xy;
        float2 v69 = (v68 * float2(2.0f, 2.0f));
        float2 v70 = (v69 - float2(1.0f, 1.0f));
        float3 v73 = float3(v70, 0.0f);
        float v79 = dot(v73, v266);
        float3 v80 = float3(v79);
        float3 v81 = (v266 * v80);
        float3 v82 = (v73 - v81);
        float3 v83 = normalize(v82);
        float3 v87 = cross(v266, v83);
        v92 = float3x3(v83, v87, v266);
        uint v96 = SsaoParams[25].y;
        v97 = min(v96, 16u);
        v348 = 0.0f;
        v351 = 0u;
        for (bool f2 = true; ; f2 = false) {
            if (!f2) {
                uint v159 = (v351 + 1u);
                v348 = v156;
                v351 = v159;
            }
            bool v177 = (v351 < v97);
            if (v177) {
                float4 v103 = float4(as_type<float>(SsaoParams[(32u + v351 * 4u) / 4u][(32u + v351 * 4u) % 4u]), as_type<float>(SsaoParams[((32u + v351 * 4u) + 1u) / 4u][((32u + v351 * 4u) + 1u) % 4u]), as_type<float>(SsaoParams[((32u + v351 * 4u) + 2u) / 4u][((32u + v351 * 4u) + 2u) % 4u]), as_type<float>(SsaoParams[((32u + v351 * 4u) + 3u) / 4u][((32u + v351 * 4u) + 3u) % 4u]));
                float3 v104 = v103.xyz;
                float3 v106 = (v92 * v104);
                float v108 = as_type<float>(SsaoParams[24].z);
                float3 v109 = float3(v108);
                float3 v110 = (v106 * v109);
                float3 v111 = (v201 + v110);
                float4x4 v114 = float4x4(float4(as_type<float>(SsaoParams[0].x), as_type<float>(SsaoParams[1].x), as_type<float>(SsaoParams[2].x), as_type<float>(SsaoParams[3].x)), float4(as_type<float>(SsaoParams[0].y), as_type<float>(SsaoParams[1].y), as_type<float>(SsaoParams[2].y), as_type<float>(SsaoParams[3].y)), float4(as_type<float>(SsaoParams[0].z), as_type<float>(SsaoParams[1].z), as_type<float>(SsaoParams[2].z), as_type<float>(SsaoParams[3].z)), float4(as_type<float>(SsaoParams[0].w), as_type<float>(SsaoParams[1].w), as_type<float>(SsaoParams[2].w), as_type<float>(SsaoParams[3].w)));
                float4 v116 = float4(v111, 1.0f);
                float4 v117 = (v116 * v114);
                float2 v120 = v117.xy;
                float v122 = v117.w;
                float2 v123 = float2(v122);
                float2 v124 = (v120 / v123);
                float2 v125 = (v124 * float2(0.5f, (-0.5f)));
                float2 v126 = (v125 + float2(0.5f, 0.5f));
                float v130 = SceneDepth.sample(PointClamp, v126, level(0.0f)).x;
                float2 v209 = (v126 * float2(2.0f, (-2.0f)));
                float2 v210 = (v209 + float2((-1.0f), 1.0f));
                float4 v212 = float4(v210, v130, 1.0f);
                float4 v217 = (v212 * v192);
                float3 v220 = v217.xyz;
                float v222 = v217.w;
                float3 v223 = float3(v222);
                float3 v224 = (v220 / v223);
                float v132 = v224.z;
                float v137 = v201.z;
                float v139 = (v137 - v132);
                float v140 = abs(v139);
                float v141 = max(v140, 0.0001f);
                float v142 = (v108 / v141);
                float v143 = smoothstep(0.0f, 1.0f, v142);
                float v147 = v111.z;
                float v149 = as_type<float>(SsaoParams[24].w);
                float v150 = (v147 + v149);
                bool v151 = (v132 >= v150);
                float v152 = select(0.0f, 1.0f, v151);
                float v154 = (v152 * v143);
                v156 = (v348 + v154);
            } else {
                break;
            }
        }
        float v163 = float(v97);
        float v164 = max(v163, 1.0f);
        float v165 = (v348 / v164);
        float v167 = as_type<float>(SsaoParams[25].x);
        float v168 = (v165 * v167);
        float v169 = (1.0f - v168);
        float4 v174 = float4(v169, v169, v169, 1.0f);
        v178 = v174;
        break;
    }
    out_var_SV_Target0 = v178;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* SsaoParams [[buffer(0)]], texture2d<float> SceneDepth [[texture(0)]], texture2d<float> RotationNoise [[texture(1)]], sampler PointClamp [[sampler(0)]], sampler PointWrap [[sampler(1)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    PSMain_1(SsaoParams, SceneDepth, RotationNoise, PointClamp, PointWrap, gl_FragCoord, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
