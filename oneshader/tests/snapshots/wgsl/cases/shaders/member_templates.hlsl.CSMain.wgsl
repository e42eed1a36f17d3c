@group(0) @binding(0) var<storage, read_write> Floats: array<u32>;
@group(0) @binding(1) var<storage, read_write> Uints: array<u32>;
fn CSMain_1() {
    var v711: array<f32, 4>;
    var v713: array<f32, 4>;
    var v715: array<f32, 4>;
    var v721: array<i32, 2>;
    var v723: array<i32, 2>;
    var v725: array<i32, 2>;
    var v727: array<f32, 4>;
    var v729: array<f32, 4>;
    var v731: array<f32, 4>;
    var v745: array<u32, 4>;
    var v747: array<u32, 4>;
    var v761: array<i32, 2>;
    var v763: array<i32, 2>;
    var v765: array<u32, 4>;
    var v767: array<u32, 4>;
    var v769: array<u32, 4>;
    var v771: array<u32, 4>;
    var v777: array<u32, 4>;
    var v781: array<u32, 4>;
    var v783: array<u32, 4>;
    var v1538: u32;
    var v1539: i32;
    var v1540: u32;
    var v242: i32;
    var v1528: u32;
    var v1529: u32;
    var v1224: f32;
    var v1226: f32;
    var v1228: f32;
    var v1230: f32;
    var v1531: u32;
    var v354: bool;
    var v1532: u32;
    var v1253: i32;
    var v1255: i32;
    var v74: bool;
    var v1541: f32;
    var v1542: u32;
    var v363: f32;
    var v375: u32;
    var v1543: f32;
    var v1544: u32;
    var v390: f32;
    var v1545: i32;
    var v1546: u32;
    var v415: i32;
    var v915: array<i32, 2>;
    var v1547: f32;
    var v1548: i32;
    var v477: f32;
    var v1549: u32;
    var v511: u32;
    var v536: u32;
    var v560: u32;
    var v585: u32;
    var v646: u32;
    var v682: u32;
    var v1533: u32;
    var v1534: u32;
    var v1535: u32;
    var v1536: u32;
    var v1537: u32;
    var v1550: i32;
    var v696: u32;
    var v704: u32;
    var v1513: u32;
    var v1515: u32;
    var v1517: u32;
    var v1519: u32;
    let v785 = array<f32, 4>(f32(), f32(), f32(), f32());
    v711 = v785;
    loop {
        v711[0] = 1.5f;
        break;
        continuing {
        }
    }
    let v810 = v711;
    let v1202 = v810[0];
    let v1204 = v810[1];
    let v1206 = v810[2];
    let v1208 = v810[3];
    let v815 = array<f32, 4>(v1202, v1204, v1206, v1208);
    v713 = v815;
    loop {
        v713[1] = 2.5f;
        v1528 = 2u;
        break;
        continuing {
        }
    }
    let v820 = v713;
    let v1213 = v820[0];
    let v1215 = v820[1];
    let v1217 = v820[2];
    let v1219 = v820[3];
    let v825 = array<f32, 4>(v1213, v1215, v1217, v1219);
    v715 = v825;
    loop {
        let v293 = (v1528 == 4u);
        if v293 {
            v1529 = v1528;
            break;
        }
        v715[v1528] = 4.0f;
        let v301 = (v1528 + 1u);
        v1529 = v301;
        break;
        continuing {
        }
    }
    let v830 = v715;
    v1224 = v830[0];
    v1226 = v830[1];
    v1228 = v830[2];
    v1230 = v830[3];
    let v835 = array<i32, 2>(i32(), i32());
    v721 = v835;
    loop {
        v721[0] = 7i;
        break;
        continuing {
        }
    }
    let v850 = v721;
    let v1243 = v850[0];
    let v1245 = v850[1];
    let v855 = array<i32, 2>(v1243, v1245);
    v723 = v855;
    loop {
        v723[1] = (-3i);
        v1531 = 2u;
        break;
        continuing {
        }
    }
    let v860 = v723;
    let v1248 = v860[0];
    let v1250 = v860[1];
    let v865 = array<i32, 2>(v1248, v1250);
    v725 = v865;
    loop {
        let v343 = (v1531 == 2u);
        if v343 {
            v354 = false;
            v1532 = v1531;
            break;
        }
        v725[v1531] = 100i;
        let v351 = (v1531 + 1u);
        v354 = true;
        v1532 = v351;
        break;
        continuing {
        }
    }
    let v870 = v725;
    v1253 = v870[0];
    v1255 = v870[1];
    v74 = !(v354);
    let v875 = array<f32, 4>(v1224, v1226, v1228, v1230);
    v727 = v875;
    v1541 = 0.0f;
    v1542 = 0u;
    loop {
        let v372 = (v1542 < v1529);
        if v372 {
            let v361 = v727[v1542];
            v363 = (v1541 + v361);
        } else {
            break;
        }
        continuing {
            let v366 = (v1542 + 1u);
            v1541 = v363;
            v1542 = v366;
        }
    }
    let v880 = v727;
    let v1260 = v880[0];
    let v1262 = v880[1];
    let v1264 = v880[2];
    let v1266 = v880[3];
    Floats[0u] = bitcast<u32>(v1541);
    let v885 = array<f32, 4>(v1260, v1262, v1264, v1266);
    v729 = v885;
    v375 = (v1529 - 1u);
    let v381 = v729[v375];
    let v890 = v729;
    let v1271 = v890[0];
    let v1273 = v890[1];
    let v1275 = v890[2];
    let v1277 = v890[3];
    Floats[1u] = bitcast<u32>(v381);
    let v895 = array<f32, 4>(v1271, v1273, v1275, v1277);
    v731 = v895;
    v1543 = 0.0f;
    v1544 = 0u;
    loop {
        let v399 = (v1544 < v375);
        if v399 {
            let v388 = v731[v1544];
            v390 = (v1543 + v388);
        } else {
            break;
        }
        continuing {
            let v393 = (v1544 + 1u);
            v1543 = v390;
            v1544 = v393;
        }
    }
    Floats[2u] = bitcast<u32>(v1543);
    let v905 = array<i32, 2>(v1253, v1255);
    v763 = v905;
    v1545 = 0i;
    v1546 = 0u;
    loop {
        let v424 = (v1546 < v1532);
        if v424 {
            let v413 = v763[v1546];
            v415 = (v1545 + v413);
        } else {
            break;
        }
        continuing {
            let v418 = (v1546 + 1u);
            v1545 = v415;
            v1546 = v418;
        }
    }
    let v920 = v763;
    let v1301 = v920[0];
    let v1303 = v920[1];
    let v406 = f32(v1545);
    v915 = array<i32, 2>(v1301, v1303);
    let v102 = (v406 * 0.5f);
    Floats[3u] = bitcast<u32>(v102);
    Floats[4u] = bitcast<u32>(2.5f);
    Floats[5u] = bitcast<u32>(117.0f);
    v1547 = 109.0f;
    v1548 = 0i;
    loop {
        let v484 = (v1548 < 2i);
        if v484 {
            let v474 = vec2<i32>(1i, 2i)[v1548];
            let v475 = f32(v474);
            v477 = (v1547 + v475);
        } else {
            break;
        }
        continuing {
            let v480 = (v1548 + 1i);
            v1547 = v477;
            v1548 = v480;
        }
    }
    Floats[6u] = bitcast<u32>(v1547);
    let v948 = v745;
    v747 = v948;
    v1549 = 0u;
    loop {
        let v496 = (v1549 < 4u);
        if v496 {
            v747[v1549] = 0u;
        } else {
            break;
        }
        continuing {
            let v491 = (v1549 + 1u);
            v1549 = v491;
        }
    }
    let v953 = v747;
    v745 = v953;
    let v958 = v745;
    let v1311 = v958[0];
    let v1313 = v958[1];
    let v1315 = v958[2];
    let v1317 = v958[3];
    let v963 = array<u32, 4>(v1311, v1313, v1315, v1317);
    v765 = v963;
    let v503 = max(2i, 0i);
    let v504 = u32(v503);
    v511 = min(v504, 3u);
    let v513 = v765[v511];
    let v514 = (v513 + 1u);
    v765[v511] = v514;
    let v978 = v765;
    let v1333 = v978[0];
    let v1335 = v978[1];
    let v1337 = v978[2];
    let v1339 = v978[3];
    let v968 = array<u32, 4>(v1333, v1335, v1337, v1339);
    v745 = v968;
    let v973 = v745;
    let v1326 = v973[0];
    let v1328 = v973[1];
    let v1330 = v973[2];
    let v1332 = v973[3];
    let v983 = array<u32, 4>(v1326, v1328, v1330, v1332);
    v767 = v983;
    let v528 = max(1.7f, 0.0f);
    let v529 = u32(v528);
    v536 = min(v529, 3u);
    let v538 = v767[v536];
    let v539 = (v538 + 1u);
    v767[v536] = v539;
    let v998 = v767;
    let v1355 = v998[0];
    let v1357 = v998[1];
    let v1359 = v998[2];
    let v1361 = v998[3];
    let v988 = array<u32, 4>(v1355, v1357, v1359, v1361);
    v745 = v988;
    let v993 = v745;
    let v1348 = v993[0];
    let v1350 = v993[1];
    let v1352 = v993[2];
    let v1354 = v993[3];
    let v1003 = array<u32, 4>(v1348, v1350, v1352, v1354);
    v769 = v1003;
    let v553 = max(9u, 0u);
    v560 = min(v553, 3u);
    let v562 = v769[v560];
    let v563 = (v562 + 1u);
    v769[v560] = v563;
    let v1018 = v769;
    let v1377 = v1018[0];
    let v1379 = v1018[1];
    let v1381 = v1018[2];
    let v1383 = v1018[3];
    let v1008 = array<u32, 4>(v1377, v1379, v1381, v1383);
    v745 = v1008;
    let v1013 = v745;
    let v1370 = v1013[0];
    let v1372 = v1013[1];
    let v1374 = v1013[2];
    let v1376 = v1013[3];
    let v1023 = array<u32, 4>(v1370, v1372, v1374, v1376);
    v771 = v1023;
    let v577 = max((-4i), 0i);
    let v578 = u32(v577);
    v585 = min(v578, 3u);
    let v587 = v771[v585];
    let v588 = (v587 + 1u);
    v771[v585] = v588;
    let v1038 = v771;
    let v1399 = v1038[0];
    let v1401 = v1038[1];
    let v1403 = v1038[2];
    let v1405 = v1038[3];
    let v1028 = array<u32, 4>(v1399, v1401, v1403, v1405);
    v745 = v1028;
    let v1033 = v745;
    let v1392 = v1033[0];
    let v1394 = v1033[1];
    let v1396 = v1033[2];
    let v1398 = v1033[3];
    let v1043 = array<u32, 4>(v1392, v1394, v1396, v1398);
    v777 = v1043;
    let v620 = max(0.5f, 0.0f);
    let v621 = u32(v620);
    v646 = min(v621, 3u);
    let v648 = v777[v646];
    let v649 = (v648 + 1u);
    v777[v646] = v649;
    let v1083 = v777;
    let v1469 = v1083[0];
    let v1471 = v1083[1];
    let v1473 = v1083[2];
    let v1475 = v1083[3];
    let v1063 = array<u32, 4>(v1469, v1471, v1473, v1475);
    v781 = v1063;
    let v663 = max(3.0f, 0.0f);
    let v664 = u32(v663);
    v682 = min(v664, 3u);
    let v684 = v781[v682];
    let v685 = (v684 + 1u);
    v781[v682] = v685;
    let v1108 = v781;
    let v1506 = v1108[0];
    let v1508 = v1108[1];
    let v1510 = v1108[2];
    let v1512 = v1108[3];
    let v1093 = array<u32, 4>(v1506, v1508, v1510, v1512);
    v745 = v1093;
    let v1053 = v745;
    let v1421 = v1053[0];
    let v1423 = v1053[1];
    let v1425 = v1053[2];
    let v1427 = v1053[3];
    v1533 = v1421;
    v1534 = v1423;
    v1535 = v1425;
    v1536 = v1427;
    v1537 = 6u;
    v1550 = 0i;
    loop {
        let v642 = (v1550 < 3i);
        if v642 {
            let v1073 = array<u32, 4>(v1533, v1534, v1535, v1536);
            let v634 = vec3<i32>(1i, 1i, 2i)[v1550];
            v783 = v1073;
            let v674 = max(v634, 0i);
            let v675 = u32(v674);
            v696 = min(v675, 3u);
            let v698 = v783[v696];
            let v699 = (v698 + 1u);
            v783[v696] = v699;
            v704 = (v1537 + 1u);
            let v1113 = v783;
            v1513 = v1113[0];
            v1515 = v1113[1];
            v1517 = v1113[2];
            v1519 = v1113[3];
        } else {
            break;
        }
        continuing {
            let v639 = (v1550 + 1i);
            v1533 = v1513;
            v1534 = v1515;
            v1535 = v1517;
            v1536 = v1519;
            v1537 = v704;
            v1550 = v639;
        }
    }
    let v1078 = array<u32, 4>(v1533, v1534, v1535, v1536);
    v745 = v1078;
    v1538 = 0u;
    loop {
        let v231 = (v1538 < 4u);
        if v231 {
            let v203 = v745[v1538];
            Uints[(v1538)] = v203;
        } else {
            break;
        }
        continuing {
            let v208 = (v1538 + 1u);
            v1538 = v208;
        }
    }
    Uints[4u] = v1537;
    let v215 = select(0i, 1i, v74);
    let v216 = u32(v215);
    Uints[5u] = v216;
    v761 = v915;
    v1539 = 0i;
    v1540 = 0u;
    loop {
        let v251 = (v1540 < v1532);
        if v251 {
            let v240 = v761[v1540];
            v242 = (v1539 + v240);
        } else {
            break;
        }
        continuing {
            let v245 = (v1540 + 1u);
            v1539 = v242;
            v1540 = v245;
        }
    }
    let v224 = u32(v1539);
    Uints[6u] = v224;
    Uints[7u] = 42u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
