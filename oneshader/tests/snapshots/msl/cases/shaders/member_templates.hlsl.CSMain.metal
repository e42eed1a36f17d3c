#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(device uint* Floats, device uint* Uints, thread uint& Used, thread uint& Used_1)
{
    array<float, 4> v725 = {};
    array<float, 4> v727 = {};
    array<float, 4> v729 = {};
    array<int, 2> v735 = {};
    array<int, 2> v737 = {};
    array<int, 2> v739 = {};
    array<float, 4> v741 = {};
    array<float, 4> v743 = {};
    array<float, 4> v745 = {};
    array<uint, 4> v759 = {};
    array<uint, 4> v761 = {};
    array<int, 2> v775 = {};
    array<int, 2> v777 = {};
    array<uint, 4> v779 = {};
    array<uint, 4> v781 = {};
    array<uint, 4> v783 = {};
    array<uint, 4> v785 = {};
    array<uint, 4> v791 = {};
    array<uint, 4> v795 = {};
    array<uint, 4> v797 = {};
    uint v1552 = {};
    int v1553 = {};
    uint v1554 = {};
    int v252 = {};
    uint v1542 = {};
    uint v1543 = {};
    float v1238 = {};
    float v1240 = {};
    float v1242 = {};
    float v1244 = {};
    uint v1545 = {};
    bool v368 = {};
    uint v1546 = {};
    int v1267 = {};
    int v1269 = {};
    bool v74 = {};
    float v1555 = {};
    uint v1556 = {};
    float v377 = {};
    uint v389 = {};
    float v1557 = {};
    uint v1558 = {};
    float v404 = {};
    int v1559 = {};
    uint v1560 = {};
    int v429 = {};
    array<int, 2> v929 = {};
    float v1561 = {};
    int v1562 = {};
    float v491 = {};
    uint v1563 = {};
    uint v525 = {};
    uint v550 = {};
    uint v574 = {};
    uint v599 = {};
    uint v660 = {};
    uint v696 = {};
    uint v1547 = {};
    uint v1548 = {};
    uint v1549 = {};
    uint v1550 = {};
    uint v1551 = {};
    int v1564 = {};
    uint v710 = {};
    uint v718 = {};
    uint v1527 = {};
    uint v1529 = {};
    uint v1531 = {};
    uint v1533 = {};
    array<float, 4> v799 = array<float, 4>{float{}, float{}, float{}, float{}};
    v725 = v799;
    for (bool f1 = true; ; f1 = false) {
        v725[0] = 1.5f;
        break;
    }
    array<float, 4> v824 = v725;
    float v1216 = v824[0];
    float v1218 = v824[1];
    float v1220 = v824[2];
    float v1222 = v824[3];
    array<float, 4> v829 = array<float, 4>{v1216, v1218, v1220, v1222};
    v727 = v829;
    for (bool f2 = true; ; f2 = false) {
        v727[1] = 2.5f;
        v1542 = 2u;
        break;
    }
    array<float, 4> v834 = v727;
    float v1227 = v834[0];
    float v1229 = v834[1];
    float v1231 = v834[2];
    float v1233 = v834[3];
    array<float, 4> v839 = array<float, 4>{v1227, v1229, v1231, v1233};
    v729 = v839;
    for (bool f3 = true; ; f3 = false) {
        bool v305 = (v1542 == 4u);
        if (v305) {
            v1543 = v1542;
            break;
        }
        v729[v1542] = 4.0f;
        uint v313 = (v1542 + 1u);
        v1543 = v313;
        break;
    }
    array<float, 4> v844 = v729;
    v1238 = v844[0];
    v1240 = v844[1];
    v1242 = v844[2];
    v1244 = v844[3];
    array<int, 2> v849 = array<int, 2>{int{}, int{}};
    v735 = v849;
    for (bool f4 = true; ; f4 = false) {
        v735[0] = 7;
        break;
    }
    array<int, 2> v864 = v735;
    int v1257 = v864[0];
    int v1259 = v864[1];
    array<int, 2> v869 = array<int, 2>{v1257, v1259};
    v737 = v869;
    for (bool f5 = true; ; f5 = false) {
        v737[1] = (-3);
        v1545 = 2u;
        break;
    }
    array<int, 2> v874 = v737;
    int v1262 = v874[0];
    int v1264 = v874[1];
    array<int, 2> v879 = array<int, 2>{v1262, v1264};
    v739 = v879;
    for (bool f6 = true; ; f6 = false) {
        bool v357 = (v1545 == 2u);
        if (v357) {
            v368 = false;
            v1546 = v1545;
            break;
        }
        v739[v1545] = 100;
        uint v365 = (v1545 + 1u);
        v368 = true;
        v1546 = v365;
        break;
    }
    array<int, 2> v884 = v739;
    v1267 = v884[0];
    v1269 = v884[1];
    v74 = !(v368);
    array<float, 4> v889 = array<float, 4>{v1238, v1240, v1242, v1244};
    v741 = v889;
    v1555 = 0.0f;
    v1556 = 0u;
    for (bool f7 = true; ; f7 = false) {
        if (!f7) {
            uint v380 = (v1556 + 1u);
            v1555 = v377;
            v1556 = v380;
        }
        bool v386 = (v1556 < v1543);
        if (v386) {
            float v375 = v741[v1556];
            v377 = (v1555 + v375);
        } else {
            break;
        }
    }
    array<float, 4> v894 = v741;
    float v1274 = v894[0];
    float v1276 = v894[1];
    float v1278 = v894[2];
    float v1280 = v894[3];
    Floats[0u] = as_type<uint>(v1555);
    array<float, 4> v899 = array<float, 4>{v1274, v1276, v1278, v1280};
    v743 = v899;
    v389 = (v1543 - 1u);
    float v395 = v743[v389];
    array<float, 4> v904 = v743;
    float v1285 = v904[0];
    float v1287 = v904[1];
    float v1289 = v904[2];
    float v1291 = v904[3];
    Floats[1u] = as_type<uint>(v395);
    array<float, 4> v909 = array<float, 4>{v1285, v1287, v1289, v1291};
    v745 = v909;
    v1557 = 0.0f;
    v1558 = 0u;
    for (bool f8 = true; ; f8 = false) {
        if (!f8) {
            uint v407 = (v1558 + 1u);
            v1557 = v404;
            v1558 = v407;
        }
        bool v413 = (v1558 < v389);
        if (v413) {
            float v402 = v745[v1558];
            v404 = (v1557 + v402);
        } else {
            break;
        }
    }
    Floats[2u] = as_type<uint>(v1557);
    array<int, 2> v919 = array<int, 2>{v1267, v1269};
    v777 = v919;
    v1559 = 0;
    v1560 = 0u;
    for (bool f9 = true; ; f9 = false) {
        if (!f9) {
            uint v432 = (v1560 + 1u);
            v1559 = v429;
            v1560 = v432;
        }
        bool v438 = (v1560 < v1546);
        if (v438) {
            int v427 = v777[v1560];
            v429 = (v1559 + v427);
        } else {
            break;
        }
    }
    array<int, 2> v934 = v777;
    int v1315 = v934[0];
    int v1317 = v934[1];
    float v420 = float(v1559);
    v929 = array<int, 2>{v1315, v1317};
    float v102 = (v420 * 0.5f);
    Floats[3u] = as_type<uint>(v102);
    Floats[4u] = as_type<uint>(2.5f);
    Floats[5u] = as_type<uint>(117.0f);
    v1561 = 109.0f;
    v1562 = 0;
    for (bool f10 = true; ; f10 = false) {
        if (!f10) {
            int v494 = (v1562 + 1);
            v1561 = v491;
            v1562 = v494;
        }
        bool v498 = (v1562 < 2);
        if (v498) {
            int v488 = int2(1, 2)[v1562];
            float v489 = float(v488);
            v491 = (v1561 + v489);
        } else {
            break;
        }
    }
    Floats[6u] = as_type<uint>(v1561);
    array<uint, 4> v962 = v759;
    v761 = v962;
    v1563 = 0u;
    for (bool f11 = true; ; f11 = false) {
        if (!f11) {
            uint v505 = (v1563 + 1u);
            v1563 = v505;
        }
        bool v510 = (v1563 < 4u);
        if (v510) {
            v761[v1563] = 0u;
        } else {
            break;
        }
    }
    array<uint, 4> v967 = v761;
    v759 = v967;
    array<uint, 4> v972 = v759;
    uint v1325 = v972[0];
    uint v1327 = v972[1];
    uint v1329 = v972[2];
    uint v1331 = v972[3];
    array<uint, 4> v977 = array<uint, 4>{v1325, v1327, v1329, v1331};
    v779 = v977;
    int v517 = max(2, 0);
    uint v518 = uint(v517);
    v525 = min(v518, 3u);
    uint v527 = v779[v525];
    uint v528 = (v527 + 1u);
    v779[v525] = v528;
    array<uint, 4> v992 = v779;
    uint v1347 = v992[0];
    uint v1349 = v992[1];
    uint v1351 = v992[2];
    uint v1353 = v992[3];
    array<uint, 4> v982 = array<uint, 4>{v1347, v1349, v1351, v1353};
    v759 = v982;
    array<uint, 4> v987 = v759;
    uint v1340 = v987[0];
    uint v1342 = v987[1];
    uint v1344 = v987[2];
    uint v1346 = v987[3];
    array<uint, 4> v997 = array<uint, 4>{v1340, v1342, v1344, v1346};
    v781 = v997;
    float v542 = max(1.7f, 0.0f);
    uint v543 = uint(v542);
    v550 = min(v543, 3u);
    uint v552 = v781[v550];
    uint v553 = (v552 + 1u);
    v781[v550] = v553;
    array<uint, 4> v1012 = v781;
    uint v1369 = v1012[0];
    uint v1371 = v1012[1];
    uint v1373 = v1012[2];
    uint v1375 = v1012[3];
    array<uint, 4> v1002 = array<uint, 4>{v1369, v1371, v1373, v1375};
    v759 = v1002;
    array<uint, 4> v1007 = v759;
    uint v1362 = v1007[0];
    uint v1364 = v1007[1];
    uint v1366 = v1007[2];
    uint v1368 = v1007[3];
    array<uint, 4> v1017 = array<uint, 4>{v1362, v1364, v1366, v1368};
    v783 = v1017;
    uint v567 = max(9u, 0u);
    v574 = min(v567, 3u);
    uint v576 = v783[v574];
    uint v577 = (v576 + 1u);
    v783[v574] = v577;
    array<uint, 4> v1032 = v783;
    uint v1391 = v1032[0];
    uint v1393 = v1032[1];
    uint v1395 = v1032[2];
    uint v1397 = v1032[3];
    array<uint, 4> v1022 = array<uint, 4>{v1391, v1393, v1395, v1397};
    v759 = v1022;
    array<uint, 4> v1027 = v759;
    uint v1384 = v1027[0];
    uint v1386 = v1027[1];
    uint v1388 = v1027[2];
    uint v1390 = v1027[3];
    array<uint, 4> v1037 = array<uint, 4>{v1384, v1386, v1388, v1390};
    v785 = v1037;
    int v591 = max((-4), 0);
    uint v592 = uint(v591);
    v599 = min(v592, 3u);
    uint v601 = v785[v599];
    uint v602 = (v601 + 1u);
    v785[v599] = v602;
    array<uint, 4> v1052 = v785;
    uint v1413 = v1052[0];
    uint v1415 = v1052[1];
    uint v1417 = v1052[2];
    uint v1419 = v1052[3];
    array<uint, 4> v1042 = array<uint, 4>{v1413, v1415, v1417, v1419};
    v759 = v1042;
    array<uint, 4> v1047 = v759;
    uint v1406 = v1047[0];
    uint v1408 = v1047[1];
    uint v1410 = v1047[2];
    uint v1412 = v1047[3];
    array<uint, 4> v1057 = array<uint, 4>{v1406, v1408, v1410, v1412};
    v791 = v1057;
    float v634 = max(0.5f, 0.0f);
    uint v635 = uint(v634);
    v660 = min(v635, 3u);
    uint v662 = v791[v660];
    uint v663 = (v662 + 1u);
    v791[v660] = v663;
    array<uint, 4> v1097 = v791;
    uint v1483 = v1097[0];
    uint v1485 = v1097[1];
    uint v1487 = v1097[2];
    uint v1489 = v1097[3];
    array<uint, 4> v1077 = array<uint, 4>{v1483, v1485, v1487, v1489};
    v795 = v1077;
    float v677 = max(3.0f, 0.0f);
    uint v678 = uint(v677);
    v696 = min(v678, 3u);
    uint v698 = v795[v696];
    uint v699 = (v698 + 1u);
    v795[v696] = v699;
    array<uint, 4> v1122 = v795;
    uint v1520 = v1122[0];
    uint v1522 = v1122[1];
    uint v1524 = v1122[2];
    uint v1526 = v1122[3];
    array<uint, 4> v1107 = array<uint, 4>{v1520, v1522, v1524, v1526};
    v759 = v1107;
    array<uint, 4> v1067 = v759;
    uint v1435 = v1067[0];
    uint v1437 = v1067[1];
    uint v1439 = v1067[2];
    uint v1441 = v1067[3];
    v1547 = v1435;
    v1548 = v1437;
    v1549 = v1439;
    v1550 = v1441;
    v1551 = 6u;
    v1564 = 0;
    for (bool f12 = true; ; f12 = false) {
        if (!f12) {
            int v653 = (v1564 + 1);
            v1547 = v1527;
            v1548 = v1529;
            v1549 = v1531;
            v1550 = v1533;
            v1551 = v718;
            v1564 = v653;
        }
        bool v656 = (v1564 < 3);
        if (v656) {
            array<uint, 4> v1087 = array<uint, 4>{v1547, v1548, v1549, v1550};
            int v648 = int3(1, 1, 2)[v1564];
            v797 = v1087;
            int v688 = max(v648, 0);
            uint v689 = uint(v688);
            v710 = min(v689, 3u);
            uint v712 = v797[v710];
            uint v713 = (v712 + 1u);
            v797[v710] = v713;
            v718 = (v1551 + 1u);
            array<uint, 4> v1127 = v797;
            v1527 = v1127[0];
            v1529 = v1127[1];
            v1531 = v1127[2];
            v1533 = v1127[3];
        } else {
            break;
        }
    }
    array<uint, 4> v1092 = array<uint, 4>{v1547, v1548, v1549, v1550};
    v759 = v1092;
    v1552 = 0u;
    for (bool f13 = true; ; f13 = false) {
        if (!f13) {
            uint v208 = (v1552 + 1u);
            v1552 = v208;
        }
        bool v241 = (v1552 < 4u);
        if (v241) {
            uint v203 = v759[v1552];
            Uints[(v1552)] = v203;
        } else {
            break;
        }
    }
    Uints[4u] = v1551;
    int v215 = select(0, 1, v74);
    uint v216 = uint(v215);
    Uints[5u] = v216;
    v775 = v929;
    v1553 = 0;
    v1554 = 0u;
    for (bool f14 = true; ; f14 = false) {
        if (!f14) {
            uint v255 = (v1554 + 1u);
            v1553 = v252;
            v1554 = v255;
        }
        bool v261 = (v1554 < v1546);
        if (v261) {
            int v250 = v775[v1554];
            v252 = (v1553 + v250);
        } else {
            break;
        }
    }
    uint v224 = uint(v1553);
    Uints[6u] = v224;
    Uints[7u] = 42u;
    Used = 3u;
    Used_1 = 1u;
    uint v299 = Used;
    uint v300 = (8u - v299);
    uint v233 = (v300 * 10u);
    uint v317 = Used_1;
    uint v318 = (4u - v317);
    uint v235 = (v233 + v318);
    Uints[8u] = v235;
    Uints[9u] = 4u;
    return;
}

kernel void CSMain(device uint* Floats [[buffer(0)]], device uint* Uints [[buffer(1)]])
{
    uint Used = {};
    uint Used_1 = {};
    CSMain_1(Floats, Uints, Used, Used_1);
}
