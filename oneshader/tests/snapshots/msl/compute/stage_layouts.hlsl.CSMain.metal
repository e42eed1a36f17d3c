#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct AwkwardElement
{
    float3 Position;
    float Radius;
    float2 Extent;
    float3 Normal;
    uint Id;
    float4x3 Transform;
    array<float, 2> Weights;
};

static inline array<float, 2> load_Elements_1(uint w, const device uint* Elements)
{
    array<float, 2> r = {};
    for (uint i = 0u; i < 2u; i++) {
        r[i] = as_type<float>(Elements[(w + i * 1u)]);
    }
    return r;
}

static inline AwkwardElement load_Elements(uint w, const device uint* Elements)
{
    return AwkwardElement{float3(as_type<float>(Elements[w]), as_type<float>(Elements[(w + 1u)]), as_type<float>(Elements[(w + 2u)])), as_type<float>(Elements[(w + 3u)]), float2(as_type<float>(Elements[(w + 4u)]), as_type<float>(Elements[((w + 4u) + 1u)])), float3(as_type<float>(Elements[(w + 8u)]), as_type<float>(Elements[((w + 8u) + 1u)]), as_type<float>(Elements[((w + 8u) + 2u)])), Elements[(w + 11u)], float4x3(float3(as_type<float>(Elements[(w + 12u)]), as_type<float>(Elements[((w + 12u) + 4u)]), as_type<float>(Elements[((w + 12u) + 8u)])), float3(as_type<float>(Elements[((w + 12u) + 1u)]), as_type<float>(Elements[(((w + 12u) + 1u) + 4u)]), as_type<float>(Elements[(((w + 12u) + 1u) + 8u)])), float3(as_type<float>(Elements[((w + 12u) + 2u)]), as_type<float>(Elements[(((w + 12u) + 2u) + 4u)]), as_type<float>(Elements[(((w + 12u) + 2u) + 8u)])), float3(as_type<float>(Elements[((w + 12u) + 3u)]), as_type<float>(Elements[(((w + 12u) + 3u) + 4u)]), as_type<float>(Elements[(((w + 12u) + 3u) + 8u)]))), load_Elements_1((w + 24u), Elements)};
}

static inline void CSMain_1(constant uint4* PackedParams, constant uint4* Block, const device uint* Elements, const device uint* RawInput, device uint* LayoutResults, thread uint3& gl_GlobalInvocationID)
{
    float3 v13 = as_type<float3>(PackedParams[0].xyz);
    float v15 = as_type<float>(PackedParams[0].w);
    float4 v16 = float4(v13, v15);
    uint4 v211 = as_type<uint4>(v16);
    uint v213 = v211.x;
    LayoutResults[0u] = v213;
    uint v216 = v211.y;
    LayoutResults[1u] = v216;
    uint v220 = v211.z;
    LayoutResults[2u] = v220;
    uint v224 = v211.w;
    LayoutResults[3u] = v224;
    float2 v19 = as_type<float2>(PackedParams[1].zw);
    float v21 = as_type<float>(PackedParams[1].x);
    float4 v22 = float4(v19, v21, 0.0f);
    uint4 v234 = as_type<uint4>(v22);
    uint v236 = v234.x;
    LayoutResults[4u] = v236;
    uint v239 = v234.y;
    LayoutResults[5u] = v239;
    uint v243 = v234.z;
    LayoutResults[6u] = v243;
    uint v247 = v234.w;
    LayoutResults[7u] = v247;
    uint4 v25 = PackedParams[3];
    uint v27 = v25.x;
    LayoutResults[8u] = v27;
    uint v30 = v25.y;
    LayoutResults[9u] = v30;
    uint v34 = v25.z;
    LayoutResults[10u] = v34;
    uint v38 = v25.w;
    LayoutResults[11u] = v38;
    float4 v43 = float4(as_type<float>(PackedParams[4].y), as_type<float>(PackedParams[5].y), as_type<float>(PackedParams[6].y), as_type<float>(PackedParams[7].y));
    uint4 v257 = as_type<uint4>(v43);
    uint v259 = v257.x;
    LayoutResults[12u] = v259;
    uint v262 = v257.y;
    LayoutResults[13u] = v262;
    uint v266 = v257.z;
    LayoutResults[14u] = v266;
    uint v270 = v257.w;
    LayoutResults[15u] = v270;
    float v46 = as_type<float>(Block[0].x);
    float v48 = as_type<float>(Block[1].x);
    float v50 = as_type<float>(Block[2].x);
    float v52 = as_type<float>(Block[11].x);
    float4 v53 = float4(v46, v48, v50, v52);
    uint4 v280 = as_type<uint4>(v53);
    uint v282 = v280.x;
    LayoutResults[16u] = v282;
    uint v285 = v280.y;
    LayoutResults[17u] = v285;
    uint v289 = v280.z;
    LayoutResults[18u] = v289;
    uint v293 = v280.w;
    LayoutResults[19u] = v293;
    float2 v56 = as_type<float2>(Block[3].xy);
    float v58 = as_type<float>(Block[3].z);
    uint v60 = Block[5].w;
    float v61 = as_type<float>(v60);
    float4 v62 = float4(v56, v58, v61);
    uint4 v303 = as_type<uint4>(v62);
    uint v305 = v303.x;
    LayoutResults[20u] = v305;
    uint v308 = v303.y;
    LayoutResults[21u] = v308;
    uint v312 = v303.z;
    LayoutResults[22u] = v312;
    uint v316 = v303.w;
    LayoutResults[23u] = v316;
    float3 v65 = as_type<float3>(Block[4].xyz);
    float4 v66 = float4(v65, 0.0f);
    uint4 v326 = as_type<uint4>(v66);
    uint v328 = v326.x;
    LayoutResults[24u] = v328;
    uint v331 = v326.y;
    LayoutResults[25u] = v331;
    uint v335 = v326.z;
    LayoutResults[26u] = v335;
    uint v339 = v326.w;
    LayoutResults[27u] = v339;
    float3 v69 = as_type<float3>(Block[5].xyz);
    float4 v70 = float4(v69, 0.0f);
    uint4 v349 = as_type<uint4>(v70);
    uint v351 = v349.x;
    LayoutResults[28u] = v351;
    uint v354 = v349.y;
    LayoutResults[29u] = v354;
    uint v358 = v349.z;
    LayoutResults[30u] = v358;
    uint v362 = v349.w;
    LayoutResults[31u] = v362;
    float3 v73 = as_type<float3>(Block[7].xyz);
    float3 v75 = float3(as_type<float>(Block[8].y), as_type<float>(Block[9].y), as_type<float>(Block[10].y));
    float v76 = v75.z;
    float4 v77 = float4(v73, v76);
    uint4 v372 = as_type<uint4>(v77);
    uint v374 = v372.x;
    LayoutResults[32u] = v374;
    uint v377 = v372.y;
    LayoutResults[33u] = v377;
    uint v381 = v372.z;
    LayoutResults[34u] = v381;
    uint v385 = v372.w;
    LayoutResults[35u] = v385;
    float3 v80 = float3(as_type<float>(Block[8].x), as_type<float>(Block[9].x), as_type<float>(Block[10].x));
    float2 v81 = v80.xy;
    float v83 = as_type<float>(Block[10].y);
    float v85 = as_type<float>(Block[6].z);
    float4 v86 = float4(v81, v83, v85);
    uint4 v395 = as_type<uint4>(v86);
    uint v397 = v395.x;
    LayoutResults[36u] = v397;
    uint v400 = v395.y;
    LayoutResults[37u] = v400;
    uint v404 = v395.z;
    LayoutResults[38u] = v404;
    uint v408 = v395.w;
    LayoutResults[39u] = v408;
    AwkwardElement v89 = load_Elements(28u, Elements);
    float3 v511 = v89.Position;
    float v513 = v89.Radius;
    float2 v515 = v89.Extent;
    float3 v517 = v89.Normal;
    uint v519 = v89.Id;
    float4x3 v521 = v89.Transform;
    array<float, 2> v523 = v89.Weights;
    float v526 = v523[0];
    float v528 = v523[1];
    float4 v95 = float4(v511, v513);
    uint4 v418 = as_type<uint4>(v95);
    uint v420 = v418.x;
    LayoutResults[40u] = v420;
    uint v423 = v418.y;
    LayoutResults[41u] = v423;
    uint v427 = v418.z;
    LayoutResults[42u] = v427;
    uint v431 = v418.w;
    LayoutResults[43u] = v431;
    float4 v103 = float4(v515, v526, v528);
    uint4 v441 = as_type<uint4>(v103);
    uint v443 = v441.x;
    LayoutResults[44u] = v443;
    uint v446 = v441.y;
    LayoutResults[45u] = v446;
    uint v450 = v441.z;
    LayoutResults[46u] = v450;
    uint v454 = v441.w;
    LayoutResults[47u] = v454;
    float v109 = as_type<float>(v519);
    float4 v110 = float4(v517, v109);
    uint4 v464 = as_type<uint4>(v110);
    uint v466 = v464.x;
    LayoutResults[48u] = v466;
    uint v469 = v464.y;
    LayoutResults[49u] = v469;
    uint v473 = v464.z;
    LayoutResults[50u] = v473;
    uint v477 = v464.w;
    LayoutResults[51u] = v477;
    float3 v113 = v521[3];
    float4 v114 = float4(v113, 0.0f);
    uint4 v487 = as_type<uint4>(v114);
    uint v489 = v487.x;
    LayoutResults[52u] = v489;
    uint v492 = v487.y;
    LayoutResults[53u] = v492;
    uint v496 = v487.z;
    LayoutResults[54u] = v496;
    uint v500 = v487.w;
    LayoutResults[55u] = v500;
    uint v118 = RawInput[0u];
    uint v122 = RawInput[1u];
    uint v125 = RawInput[2u];
    uint v130 = RawInput[3u];
    uint v133 = RawInput[4u];
    uint v136 = RawInput[5u];
    uint v141 = RawInput[6u];
    uint v144 = RawInput[7u];
    uint v147 = RawInput[8u];
    uint v150 = RawInput[9u];
    uint4 v151 = uint4(v141, v144, v147, v150);
    LayoutResults[56u] = v118;
    LayoutResults[57u] = v122;
    LayoutResults[58u] = v125;
    LayoutResults[59u] = v130;
    LayoutResults[60u] = v130;
    LayoutResults[61u] = v133;
    LayoutResults[62u] = v136;
    LayoutResults[63u] = v150;
    uint2 v193 = v151.xy;
    uint2 v195 = v151.zw;
    uint2 v196 = (v193 + v195);
    uint v198 = v196.x;
    LayoutResults[64u] = v198;
    uint v201 = v196.y;
    LayoutResults[65u] = v201;
    return;
}

kernel void CSMain(uint3 in_0_0 [[thread_position_in_grid]], constant uint4* PackedParams [[buffer(0)]], constant uint4* Block [[buffer(1)]], const device uint* Elements [[buffer(2)]], const device uint* RawInput [[buffer(3)]], device uint* LayoutResults [[buffer(4)]])
{
    uint3 gl_GlobalInvocationID = {};
    gl_GlobalInvocationID = uint3(in_0_0);
    CSMain_1(PackedParams, Block, Elements, RawInput, LayoutResults, gl_GlobalInvocationID);
}
