#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(device uint* Floats, device uint* Uints)
{
    array<float, 4> v632 = {};
    array<float, 4> v634 = {};
    array<float, 4> v636 = {};
    array<int, 2> v642 = {};
    array<int, 2> v644 = {};
    array<int, 2> v646 = {};
    array<float, 4> v648 = {};
    array<float, 4> v650 = {};
    array<float, 4> v652 = {};
    array<uint, 4> v661 = {};
    array<uint, 4> v663 = {};
    array<int, 2> v677 = {};
    array<int, 2> v679 = {};
    array<uint, 4> v681 = {};
    array<uint, 4> v683 = {};
    array<uint, 4> v685 = {};
    array<uint, 4> v687 = {};
    array<uint, 4> v693 = {};
    array<uint, 4> v697 = {};
    array<uint, 4> v699 = {};
    uint v1437 = {};
    int v1438 = {};
    uint v1439 = {};
    int v213 = {};
    uint v1427 = {};
    uint v1428 = {};
    float v1124 = {};
    float v1126 = {};
    float v1128 = {};
    float v1130 = {};
    uint v1430 = {};
    bool v325 = {};
    uint v1431 = {};
    int v1153 = {};
    int v1155 = {};
    bool v69 = {};
    float v1440 = {};
    uint v1441 = {};
    float v334 = {};
    uint v346 = {};
    float v1442 = {};
    uint v1443 = {};
    float v361 = {};
    int v1444 = {};
    uint v1445 = {};
    int v386 = {};
    array<int, 2> v831 = {};
    uint v1446 = {};
    uint v432 = {};
    uint v457 = {};
    uint v481 = {};
    uint v506 = {};
    uint v567 = {};
    uint v603 = {};
    uint v1432 = {};
    uint v1433 = {};
    uint v1434 = {};
    uint v1435 = {};
    uint v1436 = {};
    int v1447 = {};
    uint v617 = {};
    uint v625 = {};
    uint v1413 = {};
    uint v1415 = {};
    uint v1417 = {};
    uint v1419 = {};
    array<float, 4> v701 = array<float, 4>{float{}, float{}, float{}, float{}};
    v632 = v701;
    for (bool f1 = true; ; f1 = false) {
        v632[0] = 1.5f;
        break;
    }
    array<float, 4> v726 = v632;
    float v1102 = v726[0];
    float v1104 = v726[1];
    float v1106 = v726[2];
    float v1108 = v726[3];
    array<float, 4> v731 = array<float, 4>{v1102, v1104, v1106, v1108};
    v634 = v731;
    for (bool f2 = true; ; f2 = false) {
        v634[1] = 2.5f;
        v1427 = 2u;
        break;
    }
    array<float, 4> v736 = v634;
    float v1113 = v736[0];
    float v1115 = v736[1];
    float v1117 = v736[2];
    float v1119 = v736[3];
    array<float, 4> v741 = array<float, 4>{v1113, v1115, v1117, v1119};
    v636 = v741;
    for (bool f3 = true; ; f3 = false) {
        bool v264 = (v1427 == 4u);
        if (v264) {
            v1428 = v1427;
            break;
        }
        v636[v1427] = 4.0f;
        uint v272 = (v1427 + 1u);
        v1428 = v272;
        break;
    }
    array<float, 4> v746 = v636;
    v1124 = v746[0];
    v1126 = v746[1];
    v1128 = v746[2];
    v1130 = v746[3];
    array<int, 2> v751 = array<int, 2>{int{}, int{}};
    v642 = v751;
    for (bool f4 = true; ; f4 = false) {
        v642[0] = 7;
        break;
    }
    array<int, 2> v766 = v642;
    int v1143 = v766[0];
    int v1145 = v766[1];
    array<int, 2> v771 = array<int, 2>{v1143, v1145};
    v644 = v771;
    for (bool f5 = true; ; f5 = false) {
        v644[1] = (-3);
        v1430 = 2u;
        break;
    }
    array<int, 2> v776 = v644;
    int v1148 = v776[0];
    int v1150 = v776[1];
    array<int, 2> v781 = array<int, 2>{v1148, v1150};
    v646 = v781;
    for (bool f6 = true; ; f6 = false) {
        bool v314 = (v1430 == 2u);
        if (v314) {
            v325 = false;
            v1431 = v1430;
            break;
        }
        v646[v1430] = 100;
        uint v322 = (v1430 + 1u);
        v325 = true;
        v1431 = v322;
        break;
    }
    array<int, 2> v786 = v646;
    v1153 = v786[0];
    v1155 = v786[1];
    v69 = !(v325);
    array<float, 4> v791 = array<float, 4>{v1124, v1126, v1128, v1130};
    v648 = v791;
    v1440 = 0.0f;
    v1441 = 0u;
    for (bool f7 = true; ; f7 = false) {
        if (!f7) {
            uint v337 = (v1441 + 1u);
            v1440 = v334;
            v1441 = v337;
        }
        bool v343 = (v1441 < v1428);
        if (v343) {
            float v332 = v648[v1441];
            v334 = (v1440 + v332);
        } else {
            break;
        }
    }
    array<float, 4> v796 = v648;
    float v1160 = v796[0];
    float v1162 = v796[1];
    float v1164 = v796[2];
    float v1166 = v796[3];
    Floats[0u] = as_type<uint>(v1440);
    array<float, 4> v801 = array<float, 4>{v1160, v1162, v1164, v1166};
    v650 = v801;
    v346 = (v1428 - 1u);
    float v352 = v650[v346];
    array<float, 4> v806 = v650;
    float v1171 = v806[0];
    float v1173 = v806[1];
    float v1175 = v806[2];
    float v1177 = v806[3];
    Floats[1u] = as_type<uint>(v352);
    array<float, 4> v811 = array<float, 4>{v1171, v1173, v1175, v1177};
    v652 = v811;
    v1442 = 0.0f;
    v1443 = 0u;
    for (bool f8 = true; ; f8 = false) {
        if (!f8) {
            uint v364 = (v1443 + 1u);
            v1442 = v361;
            v1443 = v364;
        }
        bool v370 = (v1443 < v346);
        if (v370) {
            float v359 = v652[v1443];
            v361 = (v1442 + v359);
        } else {
            break;
        }
    }
    Floats[2u] = as_type<uint>(v1442);
    array<int, 2> v821 = array<int, 2>{v1153, v1155};
    v679 = v821;
    v1444 = 0;
    v1445 = 0u;
    for (bool f9 = true; ; f9 = false) {
        if (!f9) {
            uint v389 = (v1445 + 1u);
            v1444 = v386;
            v1445 = v389;
        }
        bool v395 = (v1445 < v1431);
        if (v395) {
            int v384 = v679[v1445];
            v386 = (v1444 + v384);
        } else {
            break;
        }
    }
    array<int, 2> v836 = v679;
    int v1201 = v836[0];
    int v1203 = v836[1];
    float v377 = float(v1444);
    v831 = array<int, 2>{v1201, v1203};
    float v97 = (v377 * 0.5f);
    Floats[3u] = as_type<uint>(v97);
    Floats[4u] = as_type<uint>(2.5f);
    Floats[5u] = as_type<uint>(117.0f);
    array<uint, 4> v848 = v661;
    v663 = v848;
    v1446 = 0u;
    for (bool f10 = true; ; f10 = false) {
        if (!f10) {
            uint v412 = (v1446 + 1u);
            v1446 = v412;
        }
        bool v417 = (v1446 < 4u);
        if (v417) {
            v663[v1446] = 0u;
        } else {
            break;
        }
    }
    array<uint, 4> v853 = v663;
    v661 = v853;
    array<uint, 4> v858 = v661;
    uint v1211 = v858[0];
    uint v1213 = v858[1];
    uint v1215 = v858[2];
    uint v1217 = v858[3];
    array<uint, 4> v863 = array<uint, 4>{v1211, v1213, v1215, v1217};
    v681 = v863;
    int v424 = max(2, 0);
    uint v425 = uint(v424);
    v432 = min(v425, 3u);
    uint v434 = v681[v432];
    uint v435 = (v434 + 1u);
    v681[v432] = v435;
    array<uint, 4> v878 = v681;
    uint v1233 = v878[0];
    uint v1235 = v878[1];
    uint v1237 = v878[2];
    uint v1239 = v878[3];
    array<uint, 4> v868 = array<uint, 4>{v1233, v1235, v1237, v1239};
    v661 = v868;
    array<uint, 4> v873 = v661;
    uint v1226 = v873[0];
    uint v1228 = v873[1];
    uint v1230 = v873[2];
    uint v1232 = v873[3];
    array<uint, 4> v883 = array<uint, 4>{v1226, v1228, v1230, v1232};
    v683 = v883;
    float v449 = max(1.7f, 0.0f);
    uint v450 = uint(v449);
    v457 = min(v450, 3u);
    uint v459 = v683[v457];
    uint v460 = (v459 + 1u);
    v683[v457] = v460;
    array<uint, 4> v898 = v683;
    uint v1255 = v898[0];
    uint v1257 = v898[1];
    uint v1259 = v898[2];
    uint v1261 = v898[3];
    array<uint, 4> v888 = array<uint, 4>{v1255, v1257, v1259, v1261};
    v661 = v888;
    array<uint, 4> v893 = v661;
    uint v1248 = v893[0];
    uint v1250 = v893[1];
    uint v1252 = v893[2];
    uint v1254 = v893[3];
    array<uint, 4> v903 = array<uint, 4>{v1248, v1250, v1252, v1254};
    v685 = v903;
    uint v474 = max(9u, 0u);
    v481 = min(v474, 3u);
    uint v483 = v685[v481];
    uint v484 = (v483 + 1u);
    v685[v481] = v484;
    array<uint, 4> v918 = v685;
    uint v1277 = v918[0];
    uint v1279 = v918[1];
    uint v1281 = v918[2];
    uint v1283 = v918[3];
    array<uint, 4> v908 = array<uint, 4>{v1277, v1279, v1281, v1283};
    v661 = v908;
    array<uint, 4> v913 = v661;
    uint v1270 = v913[0];
    uint v1272 = v913[1];
    uint v1274 = v913[2];
    uint v1276 = v913[3];
    array<uint, 4> v923 = array<uint, 4>{v1270, v1272, v1274, v1276};
    v687 = v923;
    int v498 = max((-4), 0);
    uint v499 = uint(v498);
    v506 = min(v499, 3u);
    uint v508 = v687[v506];
    uint v509 = (v508 + 1u);
    v687[v506] = v509;
    array<uint, 4> v938 = v687;
    uint v1299 = v938[0];
    uint v1301 = v938[1];
    uint v1303 = v938[2];
    uint v1305 = v938[3];
    array<uint, 4> v928 = array<uint, 4>{v1299, v1301, v1303, v1305};
    v661 = v928;
    array<uint, 4> v933 = v661;
    uint v1292 = v933[0];
    uint v1294 = v933[1];
    uint v1296 = v933[2];
    uint v1298 = v933[3];
    array<uint, 4> v943 = array<uint, 4>{v1292, v1294, v1296, v1298};
    v693 = v943;
    float v541 = max(0.5f, 0.0f);
    uint v542 = uint(v541);
    v567 = min(v542, 3u);
    uint v569 = v693[v567];
    uint v570 = (v569 + 1u);
    v693[v567] = v570;
    array<uint, 4> v983 = v693;
    uint v1369 = v983[0];
    uint v1371 = v983[1];
    uint v1373 = v983[2];
    uint v1375 = v983[3];
    array<uint, 4> v963 = array<uint, 4>{v1369, v1371, v1373, v1375};
    v697 = v963;
    float v584 = max(3.0f, 0.0f);
    uint v585 = uint(v584);
    v603 = min(v585, 3u);
    uint v605 = v697[v603];
    uint v606 = (v605 + 1u);
    v697[v603] = v606;
    array<uint, 4> v1008 = v697;
    uint v1406 = v1008[0];
    uint v1408 = v1008[1];
    uint v1410 = v1008[2];
    uint v1412 = v1008[3];
    array<uint, 4> v993 = array<uint, 4>{v1406, v1408, v1410, v1412};
    v661 = v993;
    array<uint, 4> v953 = v661;
    uint v1321 = v953[0];
    uint v1323 = v953[1];
    uint v1325 = v953[2];
    uint v1327 = v953[3];
    v1432 = v1321;
    v1433 = v1323;
    v1434 = v1325;
    v1435 = v1327;
    v1436 = 6u;
    v1447 = 0;
    for (bool f11 = true; ; f11 = false) {
        if (!f11) {
            int v560 = (v1447 + 1);
            v1432 = v1413;
            v1433 = v1415;
            v1434 = v1417;
            v1435 = v1419;
            v1436 = v625;
            v1447 = v560;
        }
        bool v563 = (v1447 < 3);
        if (v563) {
            array<uint, 4> v973 = array<uint, 4>{v1432, v1433, v1434, v1435};
            int v555 = int3(1, 1, 2)[v1447];
            v699 = v973;
            int v595 = max(v555, 0);
            uint v596 = uint(v595);
            v617 = min(v596, 3u);
            uint v619 = v699[v617];
            uint v620 = (v619 + 1u);
            v699[v617] = v620;
            v625 = (v1436 + 1u);
            array<uint, 4> v1013 = v699;
            v1413 = v1013[0];
            v1415 = v1013[1];
            v1417 = v1013[2];
            v1419 = v1013[3];
        } else {
            break;
        }
    }
    array<uint, 4> v978 = array<uint, 4>{v1432, v1433, v1434, v1435};
    v661 = v978;
    v1437 = 0u;
    for (bool f12 = true; ; f12 = false) {
        if (!f12) {
            uint v179 = (v1437 + 1u);
            v1437 = v179;
        }
        bool v202 = (v1437 < 4u);
        if (v202) {
            uint v174 = v661[v1437];
            Uints[(v1437)] = v174;
        } else {
            break;
        }
    }
    Uints[4u] = v1436;
    int v186 = select(0, 1, v69);
    uint v187 = uint(v186);
    Uints[5u] = v187;
    v677 = v831;
    v1438 = 0;
    v1439 = 0u;
    for (bool f13 = true; ; f13 = false) {
        if (!f13) {
            uint v216 = (v1439 + 1u);
            v1438 = v213;
            v1439 = v216;
        }
        bool v222 = (v1439 < v1431);
        if (v222) {
            int v211 = v677[v1439];
            v213 = (v1438 + v211);
        } else {
            break;
        }
    }
    uint v195 = uint(v1438);
    Uints[6u] = v195;
    Uints[7u] = 42u;
    return;
}

kernel void CSMain(device uint* Floats [[buffer(0)]], device uint* Uints [[buffer(1)]])
{
    CSMain_1(Floats, Uints);
}
