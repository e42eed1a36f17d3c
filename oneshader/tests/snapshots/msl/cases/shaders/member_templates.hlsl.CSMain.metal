#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void CSMain_1(device uint* Floats, device uint* Uints)
{
    array<float, 4> v711 = {};
    array<float, 4> v713 = {};
    array<float, 4> v715 = {};
    array<int, 2> v721 = {};
    array<int, 2> v723 = {};
    array<int, 2> v725 = {};
    array<float, 4> v727 = {};
    array<float, 4> v729 = {};
    array<float, 4> v731 = {};
    array<uint, 4> v745 = {};
    array<uint, 4> v747 = {};
    array<int, 2> v761 = {};
    array<int, 2> v763 = {};
    array<uint, 4> v765 = {};
    array<uint, 4> v767 = {};
    array<uint, 4> v769 = {};
    array<uint, 4> v771 = {};
    array<uint, 4> v777 = {};
    array<uint, 4> v781 = {};
    array<uint, 4> v783 = {};
    uint v1538 = {};
    int v1539 = {};
    uint v1540 = {};
    int v242 = {};
    uint v1528 = {};
    uint v1529 = {};
    float v1224 = {};
    float v1226 = {};
    float v1228 = {};
    float v1230 = {};
    uint v1531 = {};
    bool v354 = {};
    uint v1532 = {};
    int v1253 = {};
    int v1255 = {};
    bool v74 = {};
    float v1541 = {};
    uint v1542 = {};
    float v363 = {};
    uint v375 = {};
    float v1543 = {};
    uint v1544 = {};
    float v390 = {};
    int v1545 = {};
    uint v1546 = {};
    int v415 = {};
    array<int, 2> v915 = {};
    float v1547 = {};
    int v1548 = {};
    float v477 = {};
    uint v1549 = {};
    uint v511 = {};
    uint v536 = {};
    uint v560 = {};
    uint v585 = {};
    uint v646 = {};
    uint v682 = {};
    uint v1533 = {};
    uint v1534 = {};
    uint v1535 = {};
    uint v1536 = {};
    uint v1537 = {};
    int v1550 = {};
    uint v696 = {};
    uint v704 = {};
    uint v1513 = {};
    uint v1515 = {};
    uint v1517 = {};
    uint v1519 = {};
    array<float, 4> v785 = array<float, 4>{float{}, float{}, float{}, float{}};
    v711 = v785;
    for (bool f1 = true; ; f1 = false) {
        v711[0] = 1.5f;
        break;
    }
    array<float, 4> v810 = v711;
    float v1202 = v810[0];
    float v1204 = v810[1];
    float v1206 = v810[2];
    float v1208 = v810[3];
    array<float, 4> v815 = array<float, 4>{v1202, v1204, v1206, v1208};
    v713 = v815;
    for (bool f2 = true; ; f2 = false) {
        v713[1] = 2.5f;
        v1528 = 2u;
        break;
    }
    array<float, 4> v820 = v713;
    float v1213 = v820[0];
    float v1215 = v820[1];
    float v1217 = v820[2];
    float v1219 = v820[3];
    array<float, 4> v825 = array<float, 4>{v1213, v1215, v1217, v1219};
    v715 = v825;
    for (bool f3 = true; ; f3 = false) {
        bool v293 = (v1528 == 4u);
        if (v293) {
            v1529 = v1528;
            break;
        }
        v715[v1528] = 4.0f;
        uint v301 = (v1528 + 1u);
        v1529 = v301;
        break;
    }
    array<float, 4> v830 = v715;
    v1224 = v830[0];
    v1226 = v830[1];
    v1228 = v830[2];
    v1230 = v830[3];
    array<int, 2> v835 = array<int, 2>{int{}, int{}};
    v721 = v835;
    for (bool f4 = true; ; f4 = false) {
        v721[0] = 7;
        break;
    }
    array<int, 2> v850 = v721;
    int v1243 = v850[0];
    int v1245 = v850[1];
    array<int, 2> v855 = array<int, 2>{v1243, v1245};
    v723 = v855;
    for (bool f5 = true; ; f5 = false) {
        v723[1] = (-3);
        v1531 = 2u;
        break;
    }
    array<int, 2> v860 = v723;
    int v1248 = v860[0];
    int v1250 = v860[1];
    array<int, 2> v865 = array<int, 2>{v1248, v1250};
    v725 = v865;
    for (bool f6 = true; ; f6 = false) {
        bool v343 = (v1531 == 2u);
        if (v343) {
            v354 = false;
            v1532 = v1531;
            break;
        }
        v725[v1531] = 100;
        uint v351 = (v1531 + 1u);
        v354 = true;
        v1532 = v351;
        break;
    }
    array<int, 2> v870 = v725;
    v1253 = v870[0];
    v1255 = v870[1];
    v74 = !(v354);
    array<float, 4> v875 = array<float, 4>{v1224, v1226, v1228, v1230};
    v727 = v875;
    v1541 = 0.0f;
    v1542 = 0u;
    for (bool f7 = true; ; f7 = false) {
        if (!f7) {
            uint v366 = (v1542 + 1u);
            v1541 = v363;
            v1542 = v366;
        }
        bool v372 = (v1542 < v1529);
        if (v372) {
            float v361 = v727[v1542];
            v363 = (v1541 + v361);
        } else {
            break;
        }
    }
    array<float, 4> v880 = v727;
    float v1260 = v880[0];
    float v1262 = v880[1];
    float v1264 = v880[2];
    float v1266 = v880[3];
    Floats[0u] = as_type<uint>(v1541);
    array<float, 4> v885 = array<float, 4>{v1260, v1262, v1264, v1266};
    v729 = v885;
    v375 = (v1529 - 1u);
    float v381 = v729[v375];
    array<float, 4> v890 = v729;
    float v1271 = v890[0];
    float v1273 = v890[1];
    float v1275 = v890[2];
    float v1277 = v890[3];
    Floats[1u] = as_type<uint>(v381);
    array<float, 4> v895 = array<float, 4>{v1271, v1273, v1275, v1277};
    v731 = v895;
    v1543 = 0.0f;
    v1544 = 0u;
    for (bool f8 = true; ; f8 = false) {
        if (!f8) {
            uint v393 = (v1544 + 1u);
            v1543 = v390;
            v1544 = v393;
        }
        bool v399 = (v1544 < v375);
        if (v399) {
            float v388 = v731[v1544];
            v390 = (v1543 + v388);
        } else {
            break;
        }
    }
    Floats[2u] = as_type<uint>(v1543);
    array<int, 2> v905 = array<int, 2>{v1253, v1255};
    v763 = v905;
    v1545 = 0;
    v1546 = 0u;
    for (bool f9 = true; ; f9 = false) {
        if (!f9) {
            uint v418 = (v1546 + 1u);
            v1545 = v415;
            v1546 = v418;
        }
        bool v424 = (v1546 < v1532);
        if (v424) {
            int v413 = v763[v1546];
            v415 = (v1545 + v413);
        } else {
            break;
        }
    }
    array<int, 2> v920 = v763;
    int v1301 = v920[0];
    int v1303 = v920[1];
    float v406 = float(v1545);
    v915 = array<int, 2>{v1301, v1303};
    float v102 = (v406 * 0.5f);
    Floats[3u] = as_type<uint>(v102);
    Floats[4u] = as_type<uint>(2.5f);
    Floats[5u] = as_type<uint>(117.0f);
    v1547 = 109.0f;
    v1548 = 0;
    for (bool f10 = true; ; f10 = false) {
        if (!f10) {
            int v480 = (v1548 + 1);
            v1547 = v477;
            v1548 = v480;
        }
        bool v484 = (v1548 < 2);
        if (v484) {
            int v474 = int2(1, 2)[v1548];
            float v475 = float(v474);
            v477 = (v1547 + v475);
        } else {
            break;
        }
    }
    Floats[6u] = as_type<uint>(v1547);
    array<uint, 4> v948 = v745;
    v747 = v948;
    v1549 = 0u;
    for (bool f11 = true; ; f11 = false) {
        if (!f11) {
            uint v491 = (v1549 + 1u);
            v1549 = v491;
        }
        bool v496 = (v1549 < 4u);
        if (v496) {
            v747[v1549] = 0u;
        } else {
            break;
        }
    }
    array<uint, 4> v953 = v747;
    v745 = v953;
    array<uint, 4> v958 = v745;
    uint v1311 = v958[0];
    uint v1313 = v958[1];
    uint v1315 = v958[2];
    uint v1317 = v958[3];
    array<uint, 4> v963 = array<uint, 4>{v1311, v1313, v1315, v1317};
    v765 = v963;
    int v503 = max(2, 0);
    uint v504 = uint(v503);
    v511 = min(v504, 3u);
    uint v513 = v765[v511];
    uint v514 = (v513 + 1u);
    v765[v511] = v514;
    array<uint, 4> v978 = v765;
    uint v1333 = v978[0];
    uint v1335 = v978[1];
    uint v1337 = v978[2];
    uint v1339 = v978[3];
    array<uint, 4> v968 = array<uint, 4>{v1333, v1335, v1337, v1339};
    v745 = v968;
    array<uint, 4> v973 = v745;
    uint v1326 = v973[0];
    uint v1328 = v973[1];
    uint v1330 = v973[2];
    uint v1332 = v973[3];
    array<uint, 4> v983 = array<uint, 4>{v1326, v1328, v1330, v1332};
    v767 = v983;
    float v528 = max(1.7f, 0.0f);
    uint v529 = uint(v528);
    v536 = min(v529, 3u);
    uint v538 = v767[v536];
    uint v539 = (v538 + 1u);
    v767[v536] = v539;
    array<uint, 4> v998 = v767;
    uint v1355 = v998[0];
    uint v1357 = v998[1];
    uint v1359 = v998[2];
    uint v1361 = v998[3];
    array<uint, 4> v988 = array<uint, 4>{v1355, v1357, v1359, v1361};
    v745 = v988;
    array<uint, 4> v993 = v745;
    uint v1348 = v993[0];
    uint v1350 = v993[1];
    uint v1352 = v993[2];
    uint v1354 = v993[3];
    array<uint, 4> v1003 = array<uint, 4>{v1348, v1350, v1352, v1354};
    v769 = v1003;
    uint v553 = max(9u, 0u);
    v560 = min(v553, 3u);
    uint v562 = v769[v560];
    uint v563 = (v562 + 1u);
    v769[v560] = v563;
    array<uint, 4> v1018 = v769;
    uint v1377 = v1018[0];
    uint v1379 = v1018[1];
    uint v1381 = v1018[2];
    uint v1383 = v1018[3];
    array<uint, 4> v1008 = array<uint, 4>{v1377, v1379, v1381, v1383};
    v745 = v1008;
    array<uint, 4> v1013 = v745;
    uint v1370 = v1013[0];
    uint v1372 = v1013[1];
    uint v1374 = v1013[2];
    uint v1376 = v1013[3];
    array<uint, 4> v1023 = array<uint, 4>{v1370, v1372, v1374, v1376};
    v771 = v1023;
    int v577 = max((-4), 0);
    uint v578 = uint(v577);
    v585 = min(v578, 3u);
    uint v587 = v771[v585];
    uint v588 = (v587 + 1u);
    v771[v585] = v588;
    array<uint, 4> v1038 = v771;
    uint v1399 = v1038[0];
    uint v1401 = v1038[1];
    uint v1403 = v1038[2];
    uint v1405 = v1038[3];
    array<uint, 4> v1028 = array<uint, 4>{v1399, v1401, v1403, v1405};
    v745 = v1028;
    array<uint, 4> v1033 = v745;
    uint v1392 = v1033[0];
    uint v1394 = v1033[1];
    uint v1396 = v1033[2];
    uint v1398 = v1033[3];
    array<uint, 4> v1043 = array<uint, 4>{v1392, v1394, v1396, v1398};
    v777 = v1043;
    float v620 = max(0.5f, 0.0f);
    uint v621 = uint(v620);
    v646 = min(v621, 3u);
    uint v648 = v777[v646];
    uint v649 = (v648 + 1u);
    v777[v646] = v649;
    array<uint, 4> v1083 = v777;
    uint v1469 = v1083[0];
    uint v1471 = v1083[1];
    uint v1473 = v1083[2];
    uint v1475 = v1083[3];
    array<uint, 4> v1063 = array<uint, 4>{v1469, v1471, v1473, v1475};
    v781 = v1063;
    float v663 = max(3.0f, 0.0f);
    uint v664 = uint(v663);
    v682 = min(v664, 3u);
    uint v684 = v781[v682];
    uint v685 = (v684 + 1u);
    v781[v682] = v685;
    array<uint, 4> v1108 = v781;
    uint v1506 = v1108[0];
    uint v1508 = v1108[1];
    uint v1510 = v1108[2];
    uint v1512 = v1108[3];
    array<uint, 4> v1093 = array<uint, 4>{v1506, v1508, v1510, v1512};
    v745 = v1093;
    array<uint, 4> v1053 = v745;
    uint v1421 = v1053[0];
    uint v1423 = v1053[1];
    uint v1425 = v1053[2];
    uint v1427 = v1053[3];
    v1533 = v1421;
    v1534 = v1423;
    v1535 = v1425;
    v1536 = v1427;
    v1537 = 6u;
    v1550 = 0;
    for (bool f12 = true; ; f12 = false) {
        if (!f12) {
            int v639 = (v1550 + 1);
            v1533 = v1513;
            v1534 = v1515;
            v1535 = v1517;
            v1536 = v1519;
            v1537 = v704;
            v1550 = v639;
        }
        bool v642 = (v1550 < 3);
        if (v642) {
            array<uint, 4> v1073 = array<uint, 4>{v1533, v1534, v1535, v1536};
            int v634 = int3(1, 1, 2)[v1550];
            v783 = v1073;
            int v674 = max(v634, 0);
            uint v675 = uint(v674);
            v696 = min(v675, 3u);
            uint v698 = v783[v696];
            uint v699 = (v698 + 1u);
            v783[v696] = v699;
            v704 = (v1537 + 1u);
            array<uint, 4> v1113 = v783;
            v1513 = v1113[0];
            v1515 = v1113[1];
            v1517 = v1113[2];
            v1519 = v1113[3];
        } else {
            break;
        }
    }
    array<uint, 4> v1078 = array<uint, 4>{v1533, v1534, v1535, v1536};
    v745 = v1078;
    v1538 = 0u;
    for (bool f13 = true; ; f13 = false) {
        if (!f13) {
            uint v208 = (v1538 + 1u);
            v1538 = v208;
        }
        bool v231 = (v1538 < 4u);
        if (v231) {
            uint v203 = v745[v1538];
            Uints[(v1538)] = v203;
        } else {
            break;
        }
    }
    Uints[4u] = v1537;
    int v215 = select(0, 1, v74);
    uint v216 = uint(v215);
    Uints[5u] = v216;
    v761 = v915;
    v1539 = 0;
    v1540 = 0u;
    for (bool f14 = true; ; f14 = false) {
        if (!f14) {
            uint v245 = (v1540 + 1u);
            v1539 = v242;
            v1540 = v245;
        }
        bool v251 = (v1540 < v1532);
        if (v251) {
            int v240 = v761[v1540];
            v242 = (v1539 + v240);
        } else {
            break;
        }
    }
    uint v224 = uint(v1539);
    Uints[6u] = v224;
    Uints[7u] = 42u;
    return;
}

kernel void CSMain(device uint* Floats [[buffer(0)]], device uint* Uints [[buffer(1)]])
{
    CSMain_1(Floats, Uints);
}
