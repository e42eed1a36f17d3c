@group(0) @binding(0) var<storage, read_write> Floats: array<u32>;
@group(0) @binding(1) var<storage, read_write> Uints: array<u32>;
fn CSMain_1() {
    var v695: array<f32, 4>;
    var v697: array<f32, 4>;
    var v699: array<f32, 4>;
    var v705: array<i32, 2>;
    var v707: array<i32, 2>;
    var v709: array<i32, 2>;
    var v711: array<f32, 4>;
    var v713: array<f32, 4>;
    var v715: array<f32, 4>;
    var v728: array<u32, 4>;
    var v730: array<u32, 4>;
    var v744: array<i32, 2>;
    var v746: array<i32, 2>;
    var v748: array<u32, 4>;
    var v750: array<u32, 4>;
    var v752: array<u32, 4>;
    var v754: array<u32, 4>;
    var v760: array<u32, 4>;
    var v764: array<u32, 4>;
    var v766: array<u32, 4>;
    var v1517: u32;
    var v1518: i32;
    var v1519: u32;
    var v236: i32;
    var v1507: u32;
    var v1508: u32;
    var v1203: f32;
    var v1205: f32;
    var v1207: f32;
    var v1209: f32;
    var v1510: u32;
    var v348: bool;
    var v1511: u32;
    var v1232: i32;
    var v1234: i32;
    var v73: bool;
    var v1520: f32;
    var v1521: u32;
    var v357: f32;
    var v369: u32;
    var v1522: f32;
    var v1523: u32;
    var v384: f32;
    var v1524: i32;
    var v1525: u32;
    var v409: i32;
    var v898: array<i32, 2>;
    var v1526: f32;
    var v1527: i32;
    var v461: f32;
    var v1528: u32;
    var v495: u32;
    var v520: u32;
    var v544: u32;
    var v569: u32;
    var v630: u32;
    var v666: u32;
    var v1512: u32;
    var v1513: u32;
    var v1514: u32;
    var v1515: u32;
    var v1516: u32;
    var v1529: i32;
    var v680: u32;
    var v688: u32;
    var v1492: u32;
    var v1494: u32;
    var v1496: u32;
    var v1498: u32;
    let v768 = array<f32, 4>(f32(), f32(), f32(), f32());
    v695 = v768;
    loop {
        v695[0] = 1.5f;
        break;
        continuing {
        }
    }
    let v793 = v695;
    let v1181 = v793[0];
    let v1183 = v793[1];
    let v1185 = v793[2];
    let v1187 = v793[3];
    let v798 = array<f32, 4>(v1181, v1183, v1185, v1187);
    v697 = v798;
    loop {
        v697[1] = 2.5f;
        v1507 = 2u;
        break;
        continuing {
        }
    }
    let v803 = v697;
    let v1192 = v803[0];
    let v1194 = v803[1];
    let v1196 = v803[2];
    let v1198 = v803[3];
    let v808 = array<f32, 4>(v1192, v1194, v1196, v1198);
    v699 = v808;
    loop {
        let v287 = (v1507 == 4u);
        if v287 {
            v1508 = v1507;
            break;
        }
        v699[v1507] = 4.0f;
        let v295 = (v1507 + 1u);
        v1508 = v295;
        break;
        continuing {
        }
    }
    let v813 = v699;
    v1203 = v813[0];
    v1205 = v813[1];
    v1207 = v813[2];
    v1209 = v813[3];
    let v818 = array<i32, 2>(i32(), i32());
    v705 = v818;
    loop {
        v705[0] = 7i;
        break;
        continuing {
        }
    }
    let v833 = v705;
    let v1222 = v833[0];
    let v1224 = v833[1];
    let v838 = array<i32, 2>(v1222, v1224);
    v707 = v838;
    loop {
        v707[1] = (-3i);
        v1510 = 2u;
        break;
        continuing {
        }
    }
    let v843 = v707;
    let v1227 = v843[0];
    let v1229 = v843[1];
    let v848 = array<i32, 2>(v1227, v1229);
    v709 = v848;
    loop {
        let v337 = (v1510 == 2u);
        if v337 {
            v348 = false;
            v1511 = v1510;
            break;
        }
        v709[v1510] = 100i;
        let v345 = (v1510 + 1u);
        v348 = true;
        v1511 = v345;
        break;
        continuing {
        }
    }
    let v853 = v709;
    v1232 = v853[0];
    v1234 = v853[1];
    v73 = !(v348);
    let v858 = array<f32, 4>(v1203, v1205, v1207, v1209);
    v711 = v858;
    v1520 = 0.0f;
    v1521 = 0u;
    loop {
        let v366 = (v1521 < v1508);
        if v366 {
            let v355 = v711[v1521];
            v357 = (v1520 + v355);
        } else {
            break;
        }
        continuing {
            let v360 = (v1521 + 1u);
            v1520 = v357;
            v1521 = v360;
        }
    }
    let v863 = v711;
    let v1239 = v863[0];
    let v1241 = v863[1];
    let v1243 = v863[2];
    let v1245 = v863[3];
    Floats[0u] = bitcast<u32>(v1520);
    let v868 = array<f32, 4>(v1239, v1241, v1243, v1245);
    v713 = v868;
    v369 = (v1508 - 1u);
    let v375 = v713[v369];
    let v873 = v713;
    let v1250 = v873[0];
    let v1252 = v873[1];
    let v1254 = v873[2];
    let v1256 = v873[3];
    Floats[1u] = bitcast<u32>(v375);
    let v878 = array<f32, 4>(v1250, v1252, v1254, v1256);
    v715 = v878;
    v1522 = 0.0f;
    v1523 = 0u;
    loop {
        let v393 = (v1523 < v369);
        if v393 {
            let v382 = v715[v1523];
            v384 = (v1522 + v382);
        } else {
            break;
        }
        continuing {
            let v387 = (v1523 + 1u);
            v1522 = v384;
            v1523 = v387;
        }
    }
    Floats[2u] = bitcast<u32>(v1522);
    let v888 = array<i32, 2>(v1232, v1234);
    v746 = v888;
    v1524 = 0i;
    v1525 = 0u;
    loop {
        let v418 = (v1525 < v1511);
        if v418 {
            let v407 = v746[v1525];
            v409 = (v1524 + v407);
        } else {
            break;
        }
        continuing {
            let v412 = (v1525 + 1u);
            v1524 = v409;
            v1525 = v412;
        }
    }
    let v903 = v746;
    let v1280 = v903[0];
    let v1282 = v903[1];
    let v400 = f32(v1524);
    v898 = array<i32, 2>(v1280, v1282);
    let v101 = (v400 * 0.5f);
    Floats[3u] = bitcast<u32>(v101);
    Floats[4u] = bitcast<u32>(2.5f);
    Floats[5u] = bitcast<u32>(117.0f);
    v1526 = 9.0f;
    v1527 = 0i;
    loop {
        let v468 = (v1527 < 2i);
        if v468 {
            let v458 = vec2<i32>(1i, 2i)[v1527];
            let v459 = f32(v458);
            v461 = (v1526 + v459);
        } else {
            break;
        }
        continuing {
            let v464 = (v1527 + 1i);
            v1526 = v461;
            v1527 = v464;
        }
    }
    Floats[6u] = bitcast<u32>(v1526);
    let v927 = v728;
    v730 = v927;
    v1528 = 0u;
    loop {
        let v480 = (v1528 < 4u);
        if v480 {
            v730[v1528] = 0u;
        } else {
            break;
        }
        continuing {
            let v475 = (v1528 + 1u);
            v1528 = v475;
        }
    }
    let v932 = v730;
    v728 = v932;
    let v937 = v728;
    let v1290 = v937[0];
    let v1292 = v937[1];
    let v1294 = v937[2];
    let v1296 = v937[3];
    let v942 = array<u32, 4>(v1290, v1292, v1294, v1296);
    v748 = v942;
    let v487 = max(2i, 0i);
    let v488 = u32(v487);
    v495 = min(v488, 3u);
    let v497 = v748[v495];
    let v498 = (v497 + 1u);
    v748[v495] = v498;
    let v957 = v748;
    let v1312 = v957[0];
    let v1314 = v957[1];
    let v1316 = v957[2];
    let v1318 = v957[3];
    let v947 = array<u32, 4>(v1312, v1314, v1316, v1318);
    v728 = v947;
    let v952 = v728;
    let v1305 = v952[0];
    let v1307 = v952[1];
    let v1309 = v952[2];
    let v1311 = v952[3];
    let v962 = array<u32, 4>(v1305, v1307, v1309, v1311);
    v750 = v962;
    let v512 = max(1.7f, 0.0f);
    let v513 = u32(v512);
    v520 = min(v513, 3u);
    let v522 = v750[v520];
    let v523 = (v522 + 1u);
    v750[v520] = v523;
    let v977 = v750;
    let v1334 = v977[0];
    let v1336 = v977[1];
    let v1338 = v977[2];
    let v1340 = v977[3];
    let v967 = array<u32, 4>(v1334, v1336, v1338, v1340);
    v728 = v967;
    let v972 = v728;
    let v1327 = v972[0];
    let v1329 = v972[1];
    let v1331 = v972[2];
    let v1333 = v972[3];
    let v982 = array<u32, 4>(v1327, v1329, v1331, v1333);
    v752 = v982;
    let v537 = max(9u, 0u);
    v544 = min(v537, 3u);
    let v546 = v752[v544];
    let v547 = (v546 + 1u);
    v752[v544] = v547;
    let v997 = v752;
    let v1356 = v997[0];
    let v1358 = v997[1];
    let v1360 = v997[2];
    let v1362 = v997[3];
    let v987 = array<u32, 4>(v1356, v1358, v1360, v1362);
    v728 = v987;
    let v992 = v728;
    let v1349 = v992[0];
    let v1351 = v992[1];
    let v1353 = v992[2];
    let v1355 = v992[3];
    let v1002 = array<u32, 4>(v1349, v1351, v1353, v1355);
    v754 = v1002;
    let v561 = max((-4i), 0i);
    let v562 = u32(v561);
    v569 = min(v562, 3u);
    let v571 = v754[v569];
    let v572 = (v571 + 1u);
    v754[v569] = v572;
    let v1017 = v754;
    let v1378 = v1017[0];
    let v1380 = v1017[1];
    let v1382 = v1017[2];
    let v1384 = v1017[3];
    let v1007 = array<u32, 4>(v1378, v1380, v1382, v1384);
    v728 = v1007;
    let v1012 = v728;
    let v1371 = v1012[0];
    let v1373 = v1012[1];
    let v1375 = v1012[2];
    let v1377 = v1012[3];
    let v1022 = array<u32, 4>(v1371, v1373, v1375, v1377);
    v760 = v1022;
    let v604 = max(0.5f, 0.0f);
    let v605 = u32(v604);
    v630 = min(v605, 3u);
    let v632 = v760[v630];
    let v633 = (v632 + 1u);
    v760[v630] = v633;
    let v1062 = v760;
    let v1448 = v1062[0];
    let v1450 = v1062[1];
    let v1452 = v1062[2];
    let v1454 = v1062[3];
    let v1042 = array<u32, 4>(v1448, v1450, v1452, v1454);
    v764 = v1042;
    let v647 = max(3.0f, 0.0f);
    let v648 = u32(v647);
    v666 = min(v648, 3u);
    let v668 = v764[v666];
    let v669 = (v668 + 1u);
    v764[v666] = v669;
    let v1087 = v764;
    let v1485 = v1087[0];
    let v1487 = v1087[1];
    let v1489 = v1087[2];
    let v1491 = v1087[3];
    let v1072 = array<u32, 4>(v1485, v1487, v1489, v1491);
    v728 = v1072;
    let v1032 = v728;
    let v1400 = v1032[0];
    let v1402 = v1032[1];
    let v1404 = v1032[2];
    let v1406 = v1032[3];
    v1512 = v1400;
    v1513 = v1402;
    v1514 = v1404;
    v1515 = v1406;
    v1516 = 6u;
    v1529 = 0i;
    loop {
        let v626 = (v1529 < 3i);
        if v626 {
            let v1052 = array<u32, 4>(v1512, v1513, v1514, v1515);
            let v618 = vec3<i32>(1i, 1i, 2i)[v1529];
            v766 = v1052;
            let v658 = max(v618, 0i);
            let v659 = u32(v658);
            v680 = min(v659, 3u);
            let v682 = v766[v680];
            let v683 = (v682 + 1u);
            v766[v680] = v683;
            v688 = (v1516 + 1u);
            let v1092 = v766;
            v1492 = v1092[0];
            v1494 = v1092[1];
            v1496 = v1092[2];
            v1498 = v1092[3];
        } else {
            break;
        }
        continuing {
            let v623 = (v1529 + 1i);
            v1512 = v1492;
            v1513 = v1494;
            v1514 = v1496;
            v1515 = v1498;
            v1516 = v688;
            v1529 = v623;
        }
    }
    let v1057 = array<u32, 4>(v1512, v1513, v1514, v1515);
    v728 = v1057;
    v1517 = 0u;
    loop {
        let v225 = (v1517 < 4u);
        if v225 {
            let v197 = v728[v1517];
            Uints[(v1517)] = v197;
        } else {
            break;
        }
        continuing {
            let v202 = (v1517 + 1u);
            v1517 = v202;
        }
    }
    Uints[4u] = v1516;
    let v209 = select(0i, 1i, v73);
    let v210 = u32(v209);
    Uints[5u] = v210;
    v744 = v898;
    v1518 = 0i;
    v1519 = 0u;
    loop {
        let v245 = (v1519 < v1511);
        if v245 {
            let v234 = v744[v1519];
            v236 = (v1518 + v234);
        } else {
            break;
        }
        continuing {
            let v239 = (v1519 + 1u);
            v1518 = v236;
            v1519 = v239;
        }
    }
    let v218 = u32(v1518);
    Uints[6u] = v218;
    Uints[7u] = 42u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
