#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(device uint* Floats, device uint* Uints)
{
    array<float, 4> v591 = {};
    array<float, 4> v593 = {};
    array<float, 4> v595 = {};
    array<int, 2> v601 = {};
    array<int, 2> v603 = {};
    array<int, 2> v605 = {};
    array<float, 4> v607 = {};
    array<float, 4> v609 = {};
    array<float, 4> v611 = {};
    array<uint, 4> v615 = {};
    array<uint, 4> v617 = {};
    array<int, 2> v631 = {};
    array<int, 2> v633 = {};
    array<uint, 4> v635 = {};
    array<uint, 4> v637 = {};
    array<uint, 4> v639 = {};
    array<uint, 4> v641 = {};
    array<uint, 4> v647 = {};
    array<uint, 4> v651 = {};
    array<uint, 4> v653 = {};
    uint v1369 = {};
    int v1370 = {};
    uint v1371 = {};
    int v177 = {};
    uint v1359 = {};
    uint v1360 = {};
    float v1068 = {};
    float v1070 = {};
    float v1072 = {};
    float v1074 = {};
    uint v1362 = {};
    bool v289 = {};
    uint v1363 = {};
    int v1097 = {};
    int v1099 = {};
    bool v66 = {};
    float v1372 = {};
    uint v1373 = {};
    float v298 = {};
    uint v310 = {};
    float v1374 = {};
    uint v1375 = {};
    float v325 = {};
    int v1376 = {};
    uint v1377 = {};
    int v350 = {};
    array<int, 2> v785 = {};
    uint v1378 = {};
    uint v391 = {};
    uint v416 = {};
    uint v440 = {};
    uint v465 = {};
    uint v526 = {};
    uint v562 = {};
    uint v1364 = {};
    uint v1365 = {};
    uint v1366 = {};
    uint v1367 = {};
    uint v1368 = {};
    int v1379 = {};
    uint v576 = {};
    uint v584 = {};
    uint v1350 = {};
    uint v1352 = {};
    uint v1354 = {};
    uint v1356 = {};
    array<float, 4> v655 = array<float, 4>{float{}, float{}, float{}, float{}};
    v591 = v655;
    for (bool f1 = true; ; f1 = false) {
        v591[0] = 1.5f;
        break;
    }
    array<float, 4> v680 = v591;
    float v1046 = v680[0];
    float v1048 = v680[1];
    float v1050 = v680[2];
    float v1052 = v680[3];
    array<float, 4> v685 = array<float, 4>{v1046, v1048, v1050, v1052};
    v593 = v685;
    for (bool f2 = true; ; f2 = false) {
        v593[1] = 2.5f;
        v1359 = 2u;
        break;
    }
    array<float, 4> v690 = v593;
    float v1057 = v690[0];
    float v1059 = v690[1];
    float v1061 = v690[2];
    float v1063 = v690[3];
    array<float, 4> v695 = array<float, 4>{v1057, v1059, v1061, v1063};
    v595 = v695;
    for (bool f3 = true; ; f3 = false) {
        bool v228 = (v1359 == 4u);
        if (v228) {
            v1360 = v1359;
            break;
        }
        v595[v1359] = 4.0f;
        uint v236 = (v1359 + 1u);
        v1360 = v236;
        break;
    }
    array<float, 4> v700 = v595;
    v1068 = v700[0];
    v1070 = v700[1];
    v1072 = v700[2];
    v1074 = v700[3];
    array<int, 2> v705 = array<int, 2>{int{}, int{}};
    v601 = v705;
    for (bool f4 = true; ; f4 = false) {
        v601[0] = 7;
        break;
    }
    array<int, 2> v720 = v601;
    int v1087 = v720[0];
    int v1089 = v720[1];
    array<int, 2> v725 = array<int, 2>{v1087, v1089};
    v603 = v725;
    for (bool f5 = true; ; f5 = false) {
        v603[1] = (-3);
        v1362 = 2u;
        break;
    }
    array<int, 2> v730 = v603;
    int v1092 = v730[0];
    int v1094 = v730[1];
    array<int, 2> v735 = array<int, 2>{v1092, v1094};
    v605 = v735;
    for (bool f6 = true; ; f6 = false) {
        bool v278 = (v1362 == 2u);
        if (v278) {
            v289 = false;
            v1363 = v1362;
            break;
        }
        v605[v1362] = 100;
        uint v286 = (v1362 + 1u);
        v289 = true;
        v1363 = v286;
        break;
    }
    array<int, 2> v740 = v605;
    v1097 = v740[0];
    v1099 = v740[1];
    v66 = !(v289);
    array<float, 4> v745 = array<float, 4>{v1068, v1070, v1072, v1074};
    v607 = v745;
    v1372 = 0.0f;
    v1373 = 0u;
    for (bool f7 = true; ; f7 = false) {
        if (!f7) {
            uint v301 = (v1373 + 1u);
            v1372 = v298;
            v1373 = v301;
        }
        bool v307 = (v1373 < v1360);
        if (v307) {
            float v296 = v607[v1373];
            v298 = (v1372 + v296);
        } else {
            break;
        }
    }
    array<float, 4> v750 = v607;
    float v1104 = v750[0];
    float v1106 = v750[1];
    float v1108 = v750[2];
    float v1110 = v750[3];
    Floats[0u] = as_type<uint>(v1372);
    array<float, 4> v755 = array<float, 4>{v1104, v1106, v1108, v1110};
    v609 = v755;
    v310 = (v1360 - 1u);
    float v316 = v609[v310];
    array<float, 4> v760 = v609;
    float v1115 = v760[0];
    float v1117 = v760[1];
    float v1119 = v760[2];
    float v1121 = v760[3];
    Floats[1u] = as_type<uint>(v316);
    array<float, 4> v765 = array<float, 4>{v1115, v1117, v1119, v1121};
    v611 = v765;
    v1374 = 0.0f;
    v1375 = 0u;
    for (bool f8 = true; ; f8 = false) {
        if (!f8) {
            uint v328 = (v1375 + 1u);
            v1374 = v325;
            v1375 = v328;
        }
        bool v334 = (v1375 < v310);
        if (v334) {
            float v323 = v611[v1375];
            v325 = (v1374 + v323);
        } else {
            break;
        }
    }
    Floats[2u] = as_type<uint>(v1374);
    array<int, 2> v775 = array<int, 2>{v1097, v1099};
    v633 = v775;
    v1376 = 0;
    v1377 = 0u;
    for (bool f9 = true; ; f9 = false) {
        if (!f9) {
            uint v353 = (v1377 + 1u);
            v1376 = v350;
            v1377 = v353;
        }
        bool v359 = (v1377 < v1363);
        if (v359) {
            int v348 = v633[v1377];
            v350 = (v1376 + v348);
        } else {
            break;
        }
    }
    array<int, 2> v790 = v633;
    int v1145 = v790[0];
    int v1147 = v790[1];
    float v341 = float(v1376);
    v785 = array<int, 2>{v1145, v1147};
    float v94 = (v341 * 0.5f);
    Floats[3u] = as_type<uint>(v94);
    Floats[4u] = as_type<uint>(2.5f);
    array<uint, 4> v795 = v615;
    v617 = v795;
    v1378 = 0u;
    for (bool f10 = true; ; f10 = false) {
        if (!f10) {
            uint v371 = (v1378 + 1u);
            v1378 = v371;
        }
        bool v376 = (v1378 < 4u);
        if (v376) {
            v617[v1378] = 0u;
        } else {
            break;
        }
    }
    array<uint, 4> v800 = v617;
    v615 = v800;
    array<uint, 4> v805 = v615;
    uint v1148 = v805[0];
    uint v1150 = v805[1];
    uint v1152 = v805[2];
    uint v1154 = v805[3];
    array<uint, 4> v810 = array<uint, 4>{v1148, v1150, v1152, v1154};
    v635 = v810;
    int v383 = max(2, 0);
    uint v384 = uint(v383);
    v391 = min(v384, 3u);
    uint v393 = v635[v391];
    uint v394 = (v393 + 1u);
    v635[v391] = v394;
    array<uint, 4> v825 = v635;
    uint v1170 = v825[0];
    uint v1172 = v825[1];
    uint v1174 = v825[2];
    uint v1176 = v825[3];
    array<uint, 4> v815 = array<uint, 4>{v1170, v1172, v1174, v1176};
    v615 = v815;
    array<uint, 4> v820 = v615;
    uint v1163 = v820[0];
    uint v1165 = v820[1];
    uint v1167 = v820[2];
    uint v1169 = v820[3];
    array<uint, 4> v830 = array<uint, 4>{v1163, v1165, v1167, v1169};
    v637 = v830;
    float v408 = max(1.7f, 0.0f);
    uint v409 = uint(v408);
    v416 = min(v409, 3u);
    uint v418 = v637[v416];
    uint v419 = (v418 + 1u);
    v637[v416] = v419;
    array<uint, 4> v845 = v637;
    uint v1192 = v845[0];
    uint v1194 = v845[1];
    uint v1196 = v845[2];
    uint v1198 = v845[3];
    array<uint, 4> v835 = array<uint, 4>{v1192, v1194, v1196, v1198};
    v615 = v835;
    array<uint, 4> v840 = v615;
    uint v1185 = v840[0];
    uint v1187 = v840[1];
    uint v1189 = v840[2];
    uint v1191 = v840[3];
    array<uint, 4> v850 = array<uint, 4>{v1185, v1187, v1189, v1191};
    v639 = v850;
    uint v433 = max(9u, 0u);
    v440 = min(v433, 3u);
    uint v442 = v639[v440];
    uint v443 = (v442 + 1u);
    v639[v440] = v443;
    array<uint, 4> v865 = v639;
    uint v1214 = v865[0];
    uint v1216 = v865[1];
    uint v1218 = v865[2];
    uint v1220 = v865[3];
    array<uint, 4> v855 = array<uint, 4>{v1214, v1216, v1218, v1220};
    v615 = v855;
    array<uint, 4> v860 = v615;
    uint v1207 = v860[0];
    uint v1209 = v860[1];
    uint v1211 = v860[2];
    uint v1213 = v860[3];
    array<uint, 4> v870 = array<uint, 4>{v1207, v1209, v1211, v1213};
    v641 = v870;
    int v457 = max((-4), 0);
    uint v458 = uint(v457);
    v465 = min(v458, 3u);
    uint v467 = v641[v465];
    uint v468 = (v467 + 1u);
    v641[v465] = v468;
    array<uint, 4> v885 = v641;
    uint v1236 = v885[0];
    uint v1238 = v885[1];
    uint v1240 = v885[2];
    uint v1242 = v885[3];
    array<uint, 4> v875 = array<uint, 4>{v1236, v1238, v1240, v1242};
    v615 = v875;
    array<uint, 4> v880 = v615;
    uint v1229 = v880[0];
    uint v1231 = v880[1];
    uint v1233 = v880[2];
    uint v1235 = v880[3];
    array<uint, 4> v890 = array<uint, 4>{v1229, v1231, v1233, v1235};
    v647 = v890;
    float v500 = max(0.5f, 0.0f);
    uint v501 = uint(v500);
    v526 = min(v501, 3u);
    uint v528 = v647[v526];
    uint v529 = (v528 + 1u);
    v647[v526] = v529;
    array<uint, 4> v930 = v647;
    uint v1306 = v930[0];
    uint v1308 = v930[1];
    uint v1310 = v930[2];
    uint v1312 = v930[3];
    array<uint, 4> v910 = array<uint, 4>{v1306, v1308, v1310, v1312};
    v651 = v910;
    float v543 = max(3.0f, 0.0f);
    uint v544 = uint(v543);
    v562 = min(v544, 3u);
    uint v564 = v651[v562];
    uint v565 = (v564 + 1u);
    v651[v562] = v565;
    array<uint, 4> v955 = v651;
    uint v1343 = v955[0];
    uint v1345 = v955[1];
    uint v1347 = v955[2];
    uint v1349 = v955[3];
    array<uint, 4> v940 = array<uint, 4>{v1343, v1345, v1347, v1349};
    v615 = v940;
    array<uint, 4> v900 = v615;
    uint v1258 = v900[0];
    uint v1260 = v900[1];
    uint v1262 = v900[2];
    uint v1264 = v900[3];
    v1364 = v1258;
    v1365 = v1260;
    v1366 = v1262;
    v1367 = v1264;
    v1368 = 6u;
    v1379 = 0;
    for (bool f11 = true; ; f11 = false) {
        if (!f11) {
            int v519 = (v1379 + 1);
            v1364 = v1350;
            v1365 = v1352;
            v1366 = v1354;
            v1367 = v1356;
            v1368 = v584;
            v1379 = v519;
        }
        bool v522 = (v1379 < 3);
        if (v522) {
            array<uint, 4> v920 = array<uint, 4>{v1364, v1365, v1366, v1367};
            int v514 = int3(1, 1, 2)[v1379];
            v653 = v920;
            int v554 = max(v514, 0);
            uint v555 = uint(v554);
            v576 = min(v555, 3u);
            uint v578 = v653[v576];
            uint v579 = (v578 + 1u);
            v653[v576] = v579;
            v584 = (v1368 + 1u);
            array<uint, 4> v960 = v653;
            v1350 = v960[0];
            v1352 = v960[1];
            v1354 = v960[2];
            v1356 = v960[3];
        } else {
            break;
        }
    }
    array<uint, 4> v925 = array<uint, 4>{v1364, v1365, v1366, v1367};
    v615 = v925;
    v1369 = 0u;
    for (bool f12 = true; ; f12 = false) {
        if (!f12) {
            uint v143 = (v1369 + 1u);
            v1369 = v143;
        }
        bool v166 = (v1369 < 4u);
        if (v166) {
            uint v138 = v615[v1369];
            Uints[(v1369)] = v138;
        } else {
            break;
        }
    }
    Uints[4u] = v1368;
    int v150 = select(0, 1, v66);
    uint v151 = uint(v150);
    Uints[5u] = v151;
    v631 = v785;
    v1370 = 0;
    v1371 = 0u;
    for (bool f13 = true; ; f13 = false) {
        if (!f13) {
            uint v180 = (v1371 + 1u);
            v1370 = v177;
            v1371 = v180;
        }
        bool v186 = (v1371 < v1363);
        if (v186) {
            int v175 = v631[v1371];
            v177 = (v1370 + v175);
        } else {
            break;
        }
    }
    uint v159 = uint(v1370);
    Uints[6u] = v159;
    Uints[7u] = 42u;
    return;
}

kernel void CSMain(device uint* Floats [[buffer(0)]], device uint* Uints [[buffer(1)]])
{
    CSMain_1(Floats, Uints);
}
