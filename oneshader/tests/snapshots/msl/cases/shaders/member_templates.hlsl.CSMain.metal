#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(device uint* Floats, device uint* Uints)
{
    array<float, 4> v695 = {};
    array<float, 4> v697 = {};
    array<float, 4> v699 = {};
    array<int, 2> v705 = {};
    array<int, 2> v707 = {};
    array<int, 2> v709 = {};
    array<float, 4> v711 = {};
    array<float, 4> v713 = {};
    array<float, 4> v715 = {};
    array<uint, 4> v728 = {};
    array<uint, 4> v730 = {};
    array<int, 2> v744 = {};
    array<int, 2> v746 = {};
    array<uint, 4> v748 = {};
    array<uint, 4> v750 = {};
    array<uint, 4> v752 = {};
    array<uint, 4> v754 = {};
    array<uint, 4> v760 = {};
    array<uint, 4> v764 = {};
    array<uint, 4> v766 = {};
    uint v1517 = {};
    int v1518 = {};
    uint v1519 = {};
    int v236 = {};
    uint v1507 = {};
    uint v1508 = {};
    float v1203 = {};
    float v1205 = {};
    float v1207 = {};
    float v1209 = {};
    uint v1510 = {};
    bool v348 = {};
    uint v1511 = {};
    int v1232 = {};
    int v1234 = {};
    bool v73 = {};
    float v1520 = {};
    uint v1521 = {};
    float v357 = {};
    uint v369 = {};
    float v1522 = {};
    uint v1523 = {};
    float v384 = {};
    int v1524 = {};
    uint v1525 = {};
    int v409 = {};
    array<int, 2> v898 = {};
    float v1526 = {};
    int v1527 = {};
    float v461 = {};
    uint v1528 = {};
    uint v495 = {};
    uint v520 = {};
    uint v544 = {};
    uint v569 = {};
    uint v630 = {};
    uint v666 = {};
    uint v1512 = {};
    uint v1513 = {};
    uint v1514 = {};
    uint v1515 = {};
    uint v1516 = {};
    int v1529 = {};
    uint v680 = {};
    uint v688 = {};
    uint v1492 = {};
    uint v1494 = {};
    uint v1496 = {};
    uint v1498 = {};
    array<float, 4> v768 = array<float, 4>{float{}, float{}, float{}, float{}};
    v695 = v768;
    for (bool f1 = true; ; f1 = false) {
        v695[0] = 1.5f;
        break;
    }
    array<float, 4> v793 = v695;
    float v1181 = v793[0];
    float v1183 = v793[1];
    float v1185 = v793[2];
    float v1187 = v793[3];
    array<float, 4> v798 = array<float, 4>{v1181, v1183, v1185, v1187};
    v697 = v798;
    for (bool f2 = true; ; f2 = false) {
        v697[1] = 2.5f;
        v1507 = 2u;
        break;
    }
    array<float, 4> v803 = v697;
    float v1192 = v803[0];
    float v1194 = v803[1];
    float v1196 = v803[2];
    float v1198 = v803[3];
    array<float, 4> v808 = array<float, 4>{v1192, v1194, v1196, v1198};
    v699 = v808;
    for (bool f3 = true; ; f3 = false) {
        bool v287 = (v1507 == 4u);
        if (v287) {
            v1508 = v1507;
            break;
        }
        v699[v1507] = 4.0f;
        uint v295 = (v1507 + 1u);
        v1508 = v295;
        break;
    }
    array<float, 4> v813 = v699;
    v1203 = v813[0];
    v1205 = v813[1];
    v1207 = v813[2];
    v1209 = v813[3];
    array<int, 2> v818 = array<int, 2>{int{}, int{}};
    v705 = v818;
    for (bool f4 = true; ; f4 = false) {
        v705[0] = 7;
        break;
    }
    array<int, 2> v833 = v705;
    int v1222 = v833[0];
    int v1224 = v833[1];
    array<int, 2> v838 = array<int, 2>{v1222, v1224};
    v707 = v838;
    for (bool f5 = true; ; f5 = false) {
        v707[1] = (-3);
        v1510 = 2u;
        break;
    }
    array<int, 2> v843 = v707;
    int v1227 = v843[0];
    int v1229 = v843[1];
    array<int, 2> v848 = array<int, 2>{v1227, v1229};
    v709 = v848;
    for (bool f6 = true; ; f6 = false) {
        bool v337 = (v1510 == 2u);
        if (v337) {
            v348 = false;
            v1511 = v1510;
            break;
        }
        v709[v1510] = 100;
        uint v345 = (v1510 + 1u);
        v348 = true;
        v1511 = v345;
        break;
    }
    array<int, 2> v853 = v709;
    v1232 = v853[0];
    v1234 = v853[1];
    v73 = !(v348);
    array<float, 4> v858 = array<float, 4>{v1203, v1205, v1207, v1209};
    v711 = v858;
    v1520 = 0.0f;
    v1521 = 0u;
    for (bool f7 = true; ; f7 = false) {
        if (!f7) {
            uint v360 = (v1521 + 1u);
            v1520 = v357;
            v1521 = v360;
        }
        bool v366 = (v1521 < v1508);
        if (v366) {
            float v355 = v711[v1521];
            v357 = (v1520 + v355);
        } else {
            break;
        }
    }
    array<float, 4> v863 = v711;
    float v1239 = v863[0];
    float v1241 = v863[1];
    float v1243 = v863[2];
    float v1245 = v863[3];
    Floats[0u] = as_type<uint>(v1520);
    array<float, 4> v868 = array<float, 4>{v1239, v1241, v1243, v1245};
    v713 = v868;
    v369 = (v1508 - 1u);
    float v375 = v713[v369];
    array<float, 4> v873 = v713;
    float v1250 = v873[0];
    float v1252 = v873[1];
    float v1254 = v873[2];
    float v1256 = v873[3];
    Floats[1u] = as_type<uint>(v375);
    array<float, 4> v878 = array<float, 4>{v1250, v1252, v1254, v1256};
    v715 = v878;
    v1522 = 0.0f;
    v1523 = 0u;
    for (bool f8 = true; ; f8 = false) {
        if (!f8) {
            uint v387 = (v1523 + 1u);
            v1522 = v384;
            v1523 = v387;
        }
        bool v393 = (v1523 < v369);
        if (v393) {
            float v382 = v715[v1523];
            v384 = (v1522 + v382);
        } else {
            break;
        }
    }
    Floats[2u] = as_type<uint>(v1522);
    array<int, 2> v888 = array<int, 2>{v1232, v1234};
    v746 = v888;
    v1524 = 0;
    v1525 = 0u;
    for (bool f9 = true; ; f9 = false) {
        if (!f9) {
            uint v412 = (v1525 + 1u);
            v1524 = v409;
            v1525 = v412;
        }
        bool v418 = (v1525 < v1511);
        if (v418) {
            int v407 = v746[v1525];
            v409 = (v1524 + v407);
        } else {
            break;
        }
    }
    array<int, 2> v903 = v746;
    int v1280 = v903[0];
    int v1282 = v903[1];
    float v400 = float(v1524);
    v898 = array<int, 2>{v1280, v1282};
    float v101 = (v400 * 0.5f);
    Floats[3u] = as_type<uint>(v101);
    Floats[4u] = as_type<uint>(2.5f);
    Floats[5u] = as_type<uint>(117.0f);
    v1526 = 9.0f;
    v1527 = 0;
    for (bool f10 = true; ; f10 = false) {
        if (!f10) {
            int v464 = (v1527 + 1);
            v1526 = v461;
            v1527 = v464;
        }
        bool v468 = (v1527 < 2);
        if (v468) {
            int v458 = int2(1, 2)[v1527];
            float v459 = float(v458);
            v461 = (v1526 + v459);
        } else {
            break;
        }
    }
    Floats[6u] = as_type<uint>(v1526);
    array<uint, 4> v927 = v728;
    v730 = v927;
    v1528 = 0u;
    for (bool f11 = true; ; f11 = false) {
        if (!f11) {
            uint v475 = (v1528 + 1u);
            v1528 = v475;
        }
        bool v480 = (v1528 < 4u);
        if (v480) {
            v730[v1528] = 0u;
        } else {
            break;
        }
    }
    array<uint, 4> v932 = v730;
    v728 = v932;
    array<uint, 4> v937 = v728;
    uint v1290 = v937[0];
    uint v1292 = v937[1];
    uint v1294 = v937[2];
    uint v1296 = v937[3];
    array<uint, 4> v942 = array<uint, 4>{v1290, v1292, v1294, v1296};
    v748 = v942;
    int v487 = max(2, 0);
    uint v488 = uint(v487);
    v495 = min(v488, 3u);
    uint v497 = v748[v495];
    uint v498 = (v497 + 1u);
    v748[v495] = v498;
    array<uint, 4> v957 = v748;
    uint v1312 = v957[0];
    uint v1314 = v957[1];
    uint v1316 = v957[2];
    uint v1318 = v957[3];
    array<uint, 4> v947 = array<uint, 4>{v1312, v1314, v1316, v1318};
    v728 = v947;
    array<uint, 4> v952 = v728;
    uint v1305 = v952[0];
    uint v1307 = v952[1];
    uint v1309 = v952[2];
    uint v1311 = v952[3];
    array<uint, 4> v962 = array<uint, 4>{v1305, v1307, v1309, v1311};
    v750 = v962;
    float v512 = max(1.7f, 0.0f);
    uint v513 = uint(v512);
    v520 = min(v513, 3u);
    uint v522 = v750[v520];
    uint v523 = (v522 + 1u);
    v750[v520] = v523;
    array<uint, 4> v977 = v750;
    uint v1334 = v977[0];
    uint v1336 = v977[1];
    uint v1338 = v977[2];
    uint v1340 = v977[3];
    array<uint, 4> v967 = array<uint, 4>{v1334, v1336, v1338, v1340};
    v728 = v967;
    array<uint, 4> v972 = v728;
    uint v1327 = v972[0];
    uint v1329 = v972[1];
    uint v1331 = v972[2];
    uint v1333 = v972[3];
    array<uint, 4> v982 = array<uint, 4>{v1327, v1329, v1331, v1333};
    v752 = v982;
    uint v537 = max(9u, 0u);
    v544 = min(v537, 3u);
    uint v546 = v752[v544];
    uint v547 = (v546 + 1u);
    v752[v544] = v547;
    array<uint, 4> v997 = v752;
    uint v1356 = v997[0];
    uint v1358 = v997[1];
    uint v1360 = v997[2];
    uint v1362 = v997[3];
    array<uint, 4> v987 = array<uint, 4>{v1356, v1358, v1360, v1362};
    v728 = v987;
    array<uint, 4> v992 = v728;
    uint v1349 = v992[0];
    uint v1351 = v992[1];
    uint v1353 = v992[2];
    uint v1355 = v992[3];
    array<uint, 4> v1002 = array<uint, 4>{v1349, v1351, v1353, v1355};
    v754 = v1002;
    int v561 = max((-4), 0);
    uint v562 = uint(v561);
    v569 = min(v562, 3u);
    uint v571 = v754[v569];
    uint v572 = (v571 + 1u);
    v754[v569] = v572;
    array<uint, 4> v1017 = v754;
    uint v1378 = v1017[0];
    uint v1380 = v1017[1];
    uint v1382 = v1017[2];
    uint v1384 = v1017[3];
    array<uint, 4> v1007 = array<uint, 4>{v1378, v1380, v1382, v1384};
    v728 = v1007;
    array<uint, 4> v1012 = v728;
    uint v1371 = v1012[0];
    uint v1373 = v1012[1];
    uint v1375 = v1012[2];
    uint v1377 = v1012[3];
    array<uint, 4> v1022 = array<uint, 4>{v1371, v1373, v1375, v1377};
    v760 = v1022;
    float v604 = max(0.5f, 0.0f);
    uint v605 = uint(v604);
    v630 = min(v605, 3u);
    uint v632 = v760[v630];
    uint v633 = (v632 + 1u);
    v760[v630] = v633;
    array<uint, 4> v1062 = v760;
    uint v1448 = v1062[0];
    uint v1450 = v1062[1];
    uint v1452 = v1062[2];
    uint v1454 = v1062[3];
    array<uint, 4> v1042 = array<uint, 4>{v1448, v1450, v1452, v1454};
    v764 = v1042;
    float v647 = max(3.0f, 0.0f);
    uint v648 = uint(v647);
    v666 = min(v648, 3u);
    uint v668 = v764[v666];
    uint v669 = (v668 + 1u);
    v764[v666] = v669;
    array<uint, 4> v1087 = v764;
    uint v1485 = v1087[0];
    uint v1487 = v1087[1];
    uint v1489 = v1087[2];
    uint v1491 = v1087[3];
    array<uint, 4> v1072 = array<uint, 4>{v1485, v1487, v1489, v1491};
    v728 = v1072;
    array<uint, 4> v1032 = v728;
    uint v1400 = v1032[0];
    uint v1402 = v1032[1];
    uint v1404 = v1032[2];
    uint v1406 = v1032[3];
    v1512 = v1400;
    v1513 = v1402;
    v1514 = v1404;
    v1515 = v1406;
    v1516 = 6u;
    v1529 = 0;
    for (bool f12 = true; ; f12 = false) {
        if (!f12) {
            int v623 = (v1529 + 1);
            v1512 = v1492;
            v1513 = v1494;
            v1514 = v1496;
            v1515 = v1498;
            v1516 = v688;
            v1529 = v623;
        }
        bool v626 = (v1529 < 3);
        if (v626) {
            array<uint, 4> v1052 = array<uint, 4>{v1512, v1513, v1514, v1515};
            int v618 = int3(1, 1, 2)[v1529];
            v766 = v1052;
            int v658 = max(v618, 0);
            uint v659 = uint(v658);
            v680 = min(v659, 3u);
            uint v682 = v766[v680];
            uint v683 = (v682 + 1u);
            v766[v680] = v683;
            v688 = (v1516 + 1u);
            array<uint, 4> v1092 = v766;
            v1492 = v1092[0];
            v1494 = v1092[1];
            v1496 = v1092[2];
            v1498 = v1092[3];
        } else {
            break;
        }
    }
    array<uint, 4> v1057 = array<uint, 4>{v1512, v1513, v1514, v1515};
    v728 = v1057;
    v1517 = 0u;
    for (bool f13 = true; ; f13 = false) {
        if (!f13) {
            uint v202 = (v1517 + 1u);
            v1517 = v202;
        }
        bool v225 = (v1517 < 4u);
        if (v225) {
            uint v197 = v728[v1517];
            Uints[(v1517)] = v197;
        } else {
            break;
        }
    }
    Uints[4u] = v1516;
    int v209 = select(0, 1, v73);
    uint v210 = uint(v209);
    Uints[5u] = v210;
    v744 = v898;
    v1518 = 0;
    v1519 = 0u;
    for (bool f14 = true; ; f14 = false) {
        if (!f14) {
            uint v239 = (v1519 + 1u);
            v1518 = v236;
            v1519 = v239;
        }
        bool v245 = (v1519 < v1511);
        if (v245) {
            int v234 = v744[v1519];
            v236 = (v1518 + v234);
        } else {
            break;
        }
    }
    uint v218 = uint(v1518);
    Uints[6u] = v218;
    Uints[7u] = 42u;
    return;
}

kernel void CSMain(device uint* Floats [[buffer(0)]], device uint* Uints [[buffer(1)]])
{
    CSMain_1(Floats, Uints);
}
