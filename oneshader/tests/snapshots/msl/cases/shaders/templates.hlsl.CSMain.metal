#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(device uint* Data, device uint* Ints, device uint* Floats)
{
    array<float, 3> v548 = {};
    array<float, 3> v21 = {};
    float3 v39 = {};
    uint v44 = {};
    float v50 = {};
    float v56 = {};
    float v62 = {};
    float v68 = {};
    int2 v81 = {};
    bool v87 = {};
    float v93 = {};
    float3 v121 = {};
    uint v127 = {};
    float2 v139 = {};
    float3 v152 = {};
    int v692 = {};
    int v693 = {};
    int v486 = {};
    float v694 = {};
    int v695 = {};
    float v540 = {};
    float v696 = {};
    uint v697 = {};
    float v560 = {};
    v21 = array<float, 3>{1.0f, 2.0f, 4.0f};
    uint v31 = Data[0u];
    uint v34 = Data[1u];
    uint v37 = Data[2u];
    uint3 v38 = uint3(v31, v34, v37);
    v39 = as_type<float3>(v38);
    v44 = Data[3u];
    uint v49 = Data[4u];
    v50 = as_type<float>(v49);
    uint v55 = Data[6u];
    v56 = as_type<float>(v55);
    uint v61 = Data[5u];
    v62 = as_type<float>(v61);
    uint v67 = Data[7u];
    v68 = as_type<float>(v67);
    uint v76 = Data[8u];
    uint v79 = Data[9u];
    uint2 v80 = uint2(v76, v79);
    v81 = as_type<int2>(v80);
    uint v86 = Data[10u];
    v87 = (v86 != 0u);
    uint v92 = Data[11u];
    v93 = as_type<float>(v92);
    uint v113 = Data[15u];
    uint v116 = Data[16u];
    uint v119 = Data[17u];
    uint3 v120 = uint3(v113, v116, v119);
    v121 = as_type<float3>(v120);
    v127 = Data[20u];
    uint v134 = Data[24u];
    uint v137 = Data[25u];
    uint2 v138 = uint2(v134, v137);
    v139 = as_type<float2>(v138);
    uint v144 = Data[28u];
    uint v147 = Data[29u];
    uint v150 = Data[30u];
    uint3 v151 = uint3(v144, v147, v150);
    v152 = as_type<float3>(v151);
    Ints[0u] = as_type<uint>(9);
    v692 = 1;
    v693 = 1;
    for (bool f1 = true; ; f1 = false) {
        if (!f1) {
            int v489 = (v693 + 1);
            v692 = v486;
            v693 = v489;
        }
        bool v493 = (v693 < 3);
        if (v493) {
            int v484 = int3(1, 2, 3)[v693];
            v486 = (v692 + v484);
        } else {
            break;
        }
    }
    Ints[1u] = as_type<uint>(v692);
    Ints[2u] = as_type<uint>(120);
    Ints[3u] = as_type<uint>(10);
    Ints[4u] = as_type<uint>(1);
    Ints[5u] = as_type<uint>(2);
    Ints[6u] = as_type<uint>(42);
    Ints[7u] = as_type<uint>(12);
    Ints[8u] = as_type<uint>(48);
    Ints[9u] = as_type<uint>(20);
    Ints[10u] = as_type<uint>(48);
    Ints[11u] = as_type<uint>(8);
    Ints[12u] = as_type<uint>(12);
    Ints[13u] = as_type<uint>(28);
    int v193 = int(v44);
    Ints[14u] = as_type<uint>(v193);
    int v198 = v81.x;
    Ints[15u] = as_type<uint>(v198);
    int v203 = select(0, 1, v87);
    Ints[16u] = as_type<uint>(v203);
    int v208 = int(v127);
    Ints[17u] = as_type<uint>(v208);
    Ints[18u] = as_type<uint>(9);
    Ints[19u] = as_type<uint>(16);
    Floats[0u] = as_type<uint>(2.25f);
    v694 = 0.5f;
    v695 = 1;
    for (bool f2 = true; ; f2 = false) {
        if (!f2) {
            int v543 = (v695 + 1);
            v694 = v540;
            v695 = v543;
        }
        bool v547 = (v695 < 4);
        if (v547) {
            float v538 = float4(0.5f, 1.0f, 1.5f, 2.0f)[v695];
            v540 = (v694 + v538);
        } else {
            break;
        }
    }
    Floats[1u] = as_type<uint>(v694);
    v548 = v21;
    float v553 = v548[0];
    v696 = v553;
    v697 = 1u;
    for (bool f3 = true; ; f3 = false) {
        if (!f3) {
            uint v563 = (v697 + 1u);
            v696 = v560;
            v697 = v563;
        }
        bool v567 = (v697 < 3u);
        if (v567) {
            float v558 = v548[v697];
            v560 = (v696 + v558);
        } else {
            break;
        }
    }
    Floats[2u] = as_type<uint>(v696);
    Floats[3u] = as_type<uint>(6.0f);
    Floats[4u] = as_type<uint>(0.5f);
    float v582 = dot(float3(3.0f, 0.0f, 0.0f), float3(0.2126f, 0.7152f, 0.0722f));
    float v596 = (1.0f + v582);
    float v597 = (v582 / v596);
    float v588 = max(v582, 0.0001f);
    float v589 = (v597 / v588);
    float3 v590 = float3(v589);
    float3 v591 = (float3(3.0f, 0.0f, 0.0f) * v590);
    float v235 = v591.x;
    Floats[5u] = as_type<uint>(v235);
    float v240 = v39.x;
    float v243 = v39.y;
    float v244 = (v240 + v243);
    float v247 = v39.z;
    float v248 = (v244 + v247);
    Floats[6u] = as_type<uint>(v248);
    Floats[7u] = as_type<uint>(v56);
    Floats[8u] = as_type<uint>(v62);
    Floats[9u] = as_type<uint>(v93);
    float v265 = v121.x;
    Floats[10u] = as_type<uint>(v265);
    float v270 = v121.z;
    Floats[11u] = as_type<uint>(v270);
    float v275 = v139.y;
    Floats[12u] = as_type<uint>(v275);
    float v280 = v152.x;
    Floats[13u] = as_type<uint>(v280);
    float v285 = v152.z;
    Floats[14u] = as_type<uint>(v285);
    Floats[15u] = as_type<uint>(0.75f);
    uint v297 = Data[1u];
    uint v300 = Data[2u];
    uint2 v301 = uint2(v297, v300);
    float2 v302 = as_type<float2>(v301);
    float v303 = v302.y;
    Floats[16u] = as_type<uint>(v303);
    uint v308 = (v44 + 1u);
    uint3 v321 = as_type<uint3>(v39);
    uint v323 = v321.x;
    Data[32u] = v323;
    uint v326 = v321.y;
    Data[33u] = v326;
    uint v330 = v321.z;
    Data[34u] = v330;
    Data[35u] = v308;
    uint v345 = as_type<uint>(v50);
    Data[36u] = v345;
    uint v353 = as_type<uint>(99.0f);
    Data[38u] = v353;
    uint v361 = as_type<uint>(v62);
    Data[37u] = v361;
    uint v369 = as_type<uint>(v68);
    Data[39u] = v369;
    uint2 v377 = as_type<uint2>(v81);
    uint v379 = v377.x;
    Data[40u] = v379;
    uint v382 = v377.y;
    Data[41u] = v382;
    Data[42u] = 0u;
    uint v398 = as_type<uint>(v93);
    Data[43u] = v398;
    uint v406 = as_type<uint>(2.5f);
    Data[44u] = v406;
    uint2 v414 = as_type<uint2>(int2((-1), 2));
    uint v416 = v414.x;
    Data[45u] = v416;
    uint v419 = v414.y;
    Data[46u] = v419;
    Data[47u] = 1u;
    Data[48u] = 0u;
    uint v441 = as_type<uint>(1.0f);
    Data[49u] = v441;
    uint v449 = as_type<uint>(2.0f);
    Data[51u] = v449;
    uint v457 = as_type<uint>(3.0f);
    Data[50u] = v457;
    uint v465 = as_type<uint>(4.0f);
    Data[52u] = v465;
    return;
}

kernel void CSMain(device uint* Data [[buffer(0)]], device uint* Ints [[buffer(1)]], device uint* Floats [[buffer(2)]])
{
    CSMain_1(Data, Ints, Floats);
}
