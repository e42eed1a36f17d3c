@group(0) @binding(0) var<storage, read_write> Floats: array<u32>;
@group(0) @binding(1) var<storage, read_write> Uints: array<u32>;
var<private> Used: u32;
var<private> Used_1: u32;
fn CSMain_1() {
    var v725: array<f32, 4>;
    var v727: array<f32, 4>;
    var v729: array<f32, 4>;
    var v735: array<i32, 2>;
    var v737: array<i32, 2>;
    var v739: array<i32, 2>;
    var v741: array<f32, 4>;
    var v743: array<f32, 4>;
    var v745: array<f32, 4>;
    var v759: array<u32, 4>;
    var v761: array<u32, 4>;
    var v775: array<i32, 2>;
    var v777: array<i32, 2>;
    var v779: array<u32, 4>;
    var v781: array<u32, 4>;
    var v783: array<u32, 4>;
    var v785: array<u32, 4>;
    var v791: array<u32, 4>;
    var v795: array<u32, 4>;
    var v797: array<u32, 4>;
    var v1552: u32;
    var v1553: i32;
    var v1554: u32;
    var v252: i32;
    var v1542: u32;
    var v1543: u32;
    var v1238: f32;
    var v1240: f32;
    var v1242: f32;
    var v1244: f32;
    var v1545: u32;
    var v368: bool;
    var v1546: u32;
    var v1267: i32;
    var v1269: i32;
    var v74: bool;
    var v1555: f32;
    var v1556: u32;
    var v377: f32;
    var v389: u32;
    var v1557: f32;
    var v1558: u32;
    var v404: f32;
    var v1559: i32;
    var v1560: u32;
    var v429: i32;
    var v929: array<i32, 2>;
    var v1561: f32;
    var v1562: i32;
    var v491: f32;
    var v1563: u32;
    var v525: u32;
    var v550: u32;
    var v574: u32;
    var v599: u32;
    var v660: u32;
    var v696: u32;
    var v1547: u32;
    var v1548: u32;
    var v1549: u32;
    var v1550: u32;
    var v1551: u32;
    var v1564: i32;
    var v710: u32;
    var v718: u32;
    var v1527: u32;
    var v1529: u32;
    var v1531: u32;
    var v1533: u32;
    let v799 = array<f32, 4>(f32(), f32(), f32(), f32());
    v725 = v799;
    loop {
        v725[0] = 1.5f;
        break;
        continuing {
        }
    }
    let v824 = v725;
    let v1216 = v824[0];
    let v1218 = v824[1];
    let v1220 = v824[2];
    let v1222 = v824[3];
    let v829 = array<f32, 4>(v1216, v1218, v1220, v1222);
    v727 = v829;
    loop {
        v727[1] = 2.5f;
        v1542 = 2u;
        break;
        continuing {
        }
    }
    let v834 = v727;
    let v1227 = v834[0];
    let v1229 = v834[1];
    let v1231 = v834[2];
    let v1233 = v834[3];
    let v839 = array<f32, 4>(v1227, v1229, v1231, v1233);
    v729 = v839;
    loop {
        let v305 = (v1542 == 4u);
        if v305 {
            v1543 = v1542;
            break;
        }
        v729[v1542] = 4.0f;
        let v313 = (v1542 + 1u);
        v1543 = v313;
        break;
        continuing {
        }
    }
    let v844 = v729;
    v1238 = v844[0];
    v1240 = v844[1];
    v1242 = v844[2];
    v1244 = v844[3];
    let v849 = array<i32, 2>(i32(), i32());
    v735 = v849;
    loop {
        v735[0] = 7i;
        break;
        continuing {
        }
    }
    let v864 = v735;
    let v1257 = v864[0];
    let v1259 = v864[1];
    let v869 = array<i32, 2>(v1257, v1259);
    v737 = v869;
    loop {
        v737[1] = (-3i);
        v1545 = 2u;
        break;
        continuing {
        }
    }
    let v874 = v737;
    let v1262 = v874[0];
    let v1264 = v874[1];
    let v879 = array<i32, 2>(v1262, v1264);
    v739 = v879;
    loop {
        let v357 = (v1545 == 2u);
        if v357 {
            v368 = false;
            v1546 = v1545;
            break;
        }
        v739[v1545] = 100i;
        let v365 = (v1545 + 1u);
        v368 = true;
        v1546 = v365;
        break;
        continuing {
        }
    }
    let v884 = v739;
    v1267 = v884[0];
    v1269 = v884[1];
    v74 = !(v368);
    let v889 = array<f32, 4>(v1238, v1240, v1242, v1244);
    v741 = v889;
    v1555 = 0.0f;
    v1556 = 0u;
    loop {
        let v386 = (v1556 < v1543);
        if v386 {
            let v375 = v741[v1556];
            v377 = (v1555 + v375);
        } else {
            break;
        }
        continuing {
            let v380 = (v1556 + 1u);
            v1555 = v377;
            v1556 = v380;
        }
    }
    let v894 = v741;
    let v1274 = v894[0];
    let v1276 = v894[1];
    let v1278 = v894[2];
    let v1280 = v894[3];
    Floats[0u] = bitcast<u32>(v1555);
    let v899 = array<f32, 4>(v1274, v1276, v1278, v1280);
    v743 = v899;
    v389 = (v1543 - 1u);
    let v395 = v743[v389];
    let v904 = v743;
    let v1285 = v904[0];
    let v1287 = v904[1];
    let v1289 = v904[2];
    let v1291 = v904[3];
    Floats[1u] = bitcast<u32>(v395);
    let v909 = array<f32, 4>(v1285, v1287, v1289, v1291);
    v745 = v909;
    v1557 = 0.0f;
    v1558 = 0u;
    loop {
        let v413 = (v1558 < v389);
        if v413 {
            let v402 = v745[v1558];
            v404 = (v1557 + v402);
        } else {
            break;
        }
        continuing {
            let v407 = (v1558 + 1u);
            v1557 = v404;
            v1558 = v407;
        }
    }
    Floats[2u] = bitcast<u32>(v1557);
    let v919 = array<i32, 2>(v1267, v1269);
    v777 = v919;
    v1559 = 0i;
    v1560 = 0u;
    loop {
        let v438 = (v1560 < v1546);
        if v438 {
            let v427 = v777[v1560];
            v429 = (v1559 + v427);
        } else {
            break;
        }
        continuing {
            let v432 = (v1560 + 1u);
            v1559 = v429;
            v1560 = v432;
        }
    }
    let v934 = v777;
    let v1315 = v934[0];
    let v1317 = v934[1];
    let v420 = f32(v1559);
    v929 = array<i32, 2>(v1315, v1317);
    let v102 = (v420 * 0.5f);
    Floats[3u] = bitcast<u32>(v102);
    Floats[4u] = bitcast<u32>(2.5f);
    Floats[5u] = bitcast<u32>(117.0f);
    v1561 = 109.0f;
    v1562 = 0i;
    loop {
        let v498 = (v1562 < 2i);
        if v498 {
            let v488 = vec2<i32>(1i, 2i)[v1562];
            let v489 = f32(v488);
            v491 = (v1561 + v489);
        } else {
            break;
        }
        continuing {
            let v494 = (v1562 + 1i);
            v1561 = v491;
            v1562 = v494;
        }
    }
    Floats[6u] = bitcast<u32>(v1561);
    let v962 = v759;
    v761 = v962;
    v1563 = 0u;
    loop {
        let v510 = (v1563 < 4u);
        if v510 {
            v761[v1563] = 0u;
        } else {
            break;
        }
        continuing {
            let v505 = (v1563 + 1u);
            v1563 = v505;
        }
    }
    let v967 = v761;
    v759 = v967;
    let v972 = v759;
    let v1325 = v972[0];
    let v1327 = v972[1];
    let v1329 = v972[2];
    let v1331 = v972[3];
    let v977 = array<u32, 4>(v1325, v1327, v1329, v1331);
    v779 = v977;
    let v517 = max(2i, 0i);
    let v518 = u32(v517);
    v525 = min(v518, 3u);
    let v527 = v779[v525];
    let v528 = (v527 + 1u);
    v779[v525] = v528;
    let v992 = v779;
    let v1347 = v992[0];
    let v1349 = v992[1];
    let v1351 = v992[2];
    let v1353 = v992[3];
    let v982 = array<u32, 4>(v1347, v1349, v1351, v1353);
    v759 = v982;
    let v987 = v759;
    let v1340 = v987[0];
    let v1342 = v987[1];
    let v1344 = v987[2];
    let v1346 = v987[3];
    let v997 = array<u32, 4>(v1340, v1342, v1344, v1346);
    v781 = v997;
    let v542 = max(1.7f, 0.0f);
    let v543 = u32(v542);
    v550 = min(v543, 3u);
    let v552 = v781[v550];
    let v553 = (v552 + 1u);
    v781[v550] = v553;
    let v1012 = v781;
    let v1369 = v1012[0];
    let v1371 = v1012[1];
    let v1373 = v1012[2];
    let v1375 = v1012[3];
    let v1002 = array<u32, 4>(v1369, v1371, v1373, v1375);
    v759 = v1002;
    let v1007 = v759;
    let v1362 = v1007[0];
    let v1364 = v1007[1];
    let v1366 = v1007[2];
    let v1368 = v1007[3];
    let v1017 = array<u32, 4>(v1362, v1364, v1366, v1368);
    v783 = v1017;
    let v567 = max(9u, 0u);
    v574 = min(v567, 3u);
    let v576 = v783[v574];
    let v577 = (v576 + 1u);
    v783[v574] = v577;
    let v1032 = v783;
    let v1391 = v1032[0];
    let v1393 = v1032[1];
    let v1395 = v1032[2];
    let v1397 = v1032[3];
    let v1022 = array<u32, 4>(v1391, v1393, v1395, v1397);
    v759 = v1022;
    let v1027 = v759;
    let v1384 = v1027[0];
    let v1386 = v1027[1];
    let v1388 = v1027[2];
    let v1390 = v1027[3];
    let v1037 = array<u32, 4>(v1384, v1386, v1388, v1390);
    v785 = v1037;
    let v591 = max((-4i), 0i);
    let v592 = u32(v591);
    v599 = min(v592, 3u);
    let v601 = v785[v599];
    let v602 = (v601 + 1u);
    v785[v599] = v602;
    let v1052 = v785;
    let v1413 = v1052[0];
    let v1415 = v1052[1];
    let v1417 = v1052[2];
    let v1419 = v1052[3];
    let v1042 = array<u32, 4>(v1413, v1415, v1417, v1419);
    v759 = v1042;
    let v1047 = v759;
    let v1406 = v1047[0];
    let v1408 = v1047[1];
    let v1410 = v1047[2];
    let v1412 = v1047[3];
    let v1057 = array<u32, 4>(v1406, v1408, v1410, v1412);
    v791 = v1057;
    let v634 = max(0.5f, 0.0f);
    let v635 = u32(v634);
    v660 = min(v635, 3u);
    let v662 = v791[v660];
    let v663 = (v662 + 1u);
    v791[v660] = v663;
    let v1097 = v791;
    let v1483 = v1097[0];
    let v1485 = v1097[1];
    let v1487 = v1097[2];
    let v1489 = v1097[3];
    let v1077 = array<u32, 4>(v1483, v1485, v1487, v1489);
    v795 = v1077;
    let v677 = max(3.0f, 0.0f);
    let v678 = u32(v677);
    v696 = min(v678, 3u);
    let v698 = v795[v696];
    let v699 = (v698 + 1u);
    v795[v696] = v699;
    let v1122 = v795;
    let v1520 = v1122[0];
    let v1522 = v1122[1];
    let v1524 = v1122[2];
    let v1526 = v1122[3];
    let v1107 = array<u32, 4>(v1520, v1522, v1524, v1526);
    v759 = v1107;
    let v1067 = v759;
    let v1435 = v1067[0];
    let v1437 = v1067[1];
    let v1439 = v1067[2];
    let v1441 = v1067[3];
    v1547 = v1435;
    v1548 = v1437;
    v1549 = v1439;
    v1550 = v1441;
    v1551 = 6u;
    v1564 = 0i;
    loop {
        let v656 = (v1564 < 3i);
        if v656 {
            let v1087 = array<u32, 4>(v1547, v1548, v1549, v1550);
            let v648 = vec3<i32>(1i, 1i, 2i)[v1564];
            v797 = v1087;
            let v688 = max(v648, 0i);
            let v689 = u32(v688);
            v710 = min(v689, 3u);
            let v712 = v797[v710];
            let v713 = (v712 + 1u);
            v797[v710] = v713;
            v718 = (v1551 + 1u);
            let v1127 = v797;
            v1527 = v1127[0];
            v1529 = v1127[1];
            v1531 = v1127[2];
            v1533 = v1127[3];
        } else {
            break;
        }
        continuing {
            let v653 = (v1564 + 1i);
            v1547 = v1527;
            v1548 = v1529;
            v1549 = v1531;
            v1550 = v1533;
            v1551 = v718;
            v1564 = v653;
        }
    }
    let v1092 = array<u32, 4>(v1547, v1548, v1549, v1550);
    v759 = v1092;
    v1552 = 0u;
    loop {
        let v241 = (v1552 < 4u);
        if v241 {
            let v203 = v759[v1552];
            Uints[(v1552)] = v203;
        } else {
            break;
        }
        continuing {
            let v208 = (v1552 + 1u);
            v1552 = v208;
        }
    }
    Uints[4u] = v1551;
    let v215 = select(0i, 1i, v74);
    let v216 = u32(v215);
    Uints[5u] = v216;
    v775 = v929;
    v1553 = 0i;
    v1554 = 0u;
    loop {
        let v261 = (v1554 < v1546);
        if v261 {
            let v250 = v775[v1554];
            v252 = (v1553 + v250);
        } else {
            break;
        }
        continuing {
            let v255 = (v1554 + 1u);
            v1553 = v252;
            v1554 = v255;
        }
    }
    let v224 = u32(v1553);
    Uints[6u] = v224;
    Uints[7u] = 42u;
    Used = 3u;
    Used_1 = 1u;
    let v299 = Used;
    let v300 = (8u - v299);
    let v233 = (v300 * 10u);
    let v317 = Used_1;
    let v318 = (4u - v317);
    let v235 = (v233 + v318);
    Uints[8u] = v235;
    Uints[9u] = 4u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
