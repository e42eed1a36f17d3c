@group(0) @binding(0) var<storage, read_write> Floats: array<u32>;
@group(0) @binding(1) var<storage, read_write> Uints: array<u32>;
fn CSMain_1() {
    var v632: array<f32, 4>;
    var v634: array<f32, 4>;
    var v636: array<f32, 4>;
    var v642: array<i32, 2>;
    var v644: array<i32, 2>;
    var v646: array<i32, 2>;
    var v648: array<f32, 4>;
    var v650: array<f32, 4>;
    var v652: array<f32, 4>;
    var v661: array<u32, 4>;
    var v663: array<u32, 4>;
    var v677: array<i32, 2>;
    var v679: array<i32, 2>;
    var v681: array<u32, 4>;
    var v683: array<u32, 4>;
    var v685: array<u32, 4>;
    var v687: array<u32, 4>;
    var v693: array<u32, 4>;
    var v697: array<u32, 4>;
    var v699: array<u32, 4>;
    var v1437: u32;
    var v1438: i32;
    var v1439: u32;
    var v213: i32;
    var v1427: u32;
    var v1428: u32;
    var v1124: f32;
    var v1126: f32;
    var v1128: f32;
    var v1130: f32;
    var v1430: u32;
    var v325: bool;
    var v1431: u32;
    var v1153: i32;
    var v1155: i32;
    var v69: bool;
    var v1440: f32;
    var v1441: u32;
    var v334: f32;
    var v346: u32;
    var v1442: f32;
    var v1443: u32;
    var v361: f32;
    var v1444: i32;
    var v1445: u32;
    var v386: i32;
    var v831: array<i32, 2>;
    var v1446: u32;
    var v432: u32;
    var v457: u32;
    var v481: u32;
    var v506: u32;
    var v567: u32;
    var v603: u32;
    var v1432: u32;
    var v1433: u32;
    var v1434: u32;
    var v1435: u32;
    var v1436: u32;
    var v1447: i32;
    var v617: u32;
    var v625: u32;
    var v1413: u32;
    var v1415: u32;
    var v1417: u32;
    var v1419: u32;
    let v701 = array<f32, 4>(f32(), f32(), f32(), f32());
    v632 = v701;
    loop {
        v632[0] = 1.5f;
        break;
        continuing {
        }
    }
    let v726 = v632;
    let v1102 = v726[0];
    let v1104 = v726[1];
    let v1106 = v726[2];
    let v1108 = v726[3];
    let v731 = array<f32, 4>(v1102, v1104, v1106, v1108);
    v634 = v731;
    loop {
        v634[1] = 2.5f;
        v1427 = 2u;
        break;
        continuing {
        }
    }
    let v736 = v634;
    let v1113 = v736[0];
    let v1115 = v736[1];
    let v1117 = v736[2];
    let v1119 = v736[3];
    let v741 = array<f32, 4>(v1113, v1115, v1117, v1119);
    v636 = v741;
    loop {
        let v264 = (v1427 == 4u);
        if v264 {
            v1428 = v1427;
            break;
        }
        v636[v1427] = 4.0f;
        let v272 = (v1427 + 1u);
        v1428 = v272;
        break;
        continuing {
        }
    }
    let v746 = v636;
    v1124 = v746[0];
    v1126 = v746[1];
    v1128 = v746[2];
    v1130 = v746[3];
    let v751 = array<i32, 2>(i32(), i32());
    v642 = v751;
    loop {
        v642[0] = 7i;
        break;
        continuing {
        }
    }
    let v766 = v642;
    let v1143 = v766[0];
    let v1145 = v766[1];
    let v771 = array<i32, 2>(v1143, v1145);
    v644 = v771;
    loop {
        v644[1] = (-3i);
        v1430 = 2u;
        break;
        continuing {
        }
    }
    let v776 = v644;
    let v1148 = v776[0];
    let v1150 = v776[1];
    let v781 = array<i32, 2>(v1148, v1150);
    v646 = v781;
    loop {
        let v314 = (v1430 == 2u);
        if v314 {
            v325 = false;
            v1431 = v1430;
            break;
        }
        v646[v1430] = 100i;
        let v322 = (v1430 + 1u);
        v325 = true;
        v1431 = v322;
        break;
        continuing {
        }
    }
    let v786 = v646;
    v1153 = v786[0];
    v1155 = v786[1];
    v69 = !(v325);
    let v791 = array<f32, 4>(v1124, v1126, v1128, v1130);
    v648 = v791;
    v1440 = 0.0f;
    v1441 = 0u;
    loop {
        let v343 = (v1441 < v1428);
        if v343 {
            let v332 = v648[v1441];
            v334 = (v1440 + v332);
        } else {
            break;
        }
        continuing {
            let v337 = (v1441 + 1u);
            v1440 = v334;
            v1441 = v337;
        }
    }
    let v796 = v648;
    let v1160 = v796[0];
    let v1162 = v796[1];
    let v1164 = v796[2];
    let v1166 = v796[3];
    Floats[0u] = bitcast<u32>(v1440);
    let v801 = array<f32, 4>(v1160, v1162, v1164, v1166);
    v650 = v801;
    v346 = (v1428 - 1u);
    let v352 = v650[v346];
    let v806 = v650;
    let v1171 = v806[0];
    let v1173 = v806[1];
    let v1175 = v806[2];
    let v1177 = v806[3];
    Floats[1u] = bitcast<u32>(v352);
    let v811 = array<f32, 4>(v1171, v1173, v1175, v1177);
    v652 = v811;
    v1442 = 0.0f;
    v1443 = 0u;
    loop {
        let v370 = (v1443 < v346);
        if v370 {
            let v359 = v652[v1443];
            v361 = (v1442 + v359);
        } else {
            break;
        }
        continuing {
            let v364 = (v1443 + 1u);
            v1442 = v361;
            v1443 = v364;
        }
    }
    Floats[2u] = bitcast<u32>(v1442);
    let v821 = array<i32, 2>(v1153, v1155);
    v679 = v821;
    v1444 = 0i;
    v1445 = 0u;
    loop {
        let v395 = (v1445 < v1431);
        if v395 {
            let v384 = v679[v1445];
            v386 = (v1444 + v384);
        } else {
            break;
        }
        continuing {
            let v389 = (v1445 + 1u);
            v1444 = v386;
            v1445 = v389;
        }
    }
    let v836 = v679;
    let v1201 = v836[0];
    let v1203 = v836[1];
    let v377 = f32(v1444);
    v831 = array<i32, 2>(v1201, v1203);
    let v97 = (v377 * 0.5f);
    Floats[3u] = bitcast<u32>(v97);
    Floats[4u] = bitcast<u32>(2.5f);
    Floats[5u] = bitcast<u32>(117.0f);
    let v848 = v661;
    v663 = v848;
    v1446 = 0u;
    loop {
        let v417 = (v1446 < 4u);
        if v417 {
            v663[v1446] = 0u;
        } else {
            break;
        }
        continuing {
            let v412 = (v1446 + 1u);
            v1446 = v412;
        }
    }
    let v853 = v663;
    v661 = v853;
    let v858 = v661;
    let v1211 = v858[0];
    let v1213 = v858[1];
    let v1215 = v858[2];
    let v1217 = v858[3];
    let v863 = array<u32, 4>(v1211, v1213, v1215, v1217);
    v681 = v863;
    let v424 = max(2i, 0i);
    let v425 = u32(v424);
    v432 = min(v425, 3u);
    let v434 = v681[v432];
    let v435 = (v434 + 1u);
    v681[v432] = v435;
    let v878 = v681;
    let v1233 = v878[0];
    let v1235 = v878[1];
    let v1237 = v878[2];
    let v1239 = v878[3];
    let v868 = array<u32, 4>(v1233, v1235, v1237, v1239);
    v661 = v868;
    let v873 = v661;
    let v1226 = v873[0];
    let v1228 = v873[1];
    let v1230 = v873[2];
    let v1232 = v873[3];
    let v883 = array<u32, 4>(v1226, v1228, v1230, v1232);
    v683 = v883;
    let v449 = max(1.7f, 0.0f);
    let v450 = u32(v449);
    v457 = min(v450, 3u);
    let v459 = v683[v457];
    let v460 = (v459 + 1u);
    v683[v457] = v460;
    let v898 = v683;
    let v1255 = v898[0];
    let v1257 = v898[1];
    let v1259 = v898[2];
    let v1261 = v898[3];
    let v888 = array<u32, 4>(v1255, v1257, v1259, v1261);
    v661 = v888;
    let v893 = v661;
    let v1248 = v893[0];
    let v1250 = v893[1];
    let v1252 = v893[2];
    let v1254 = v893[3];
    let v903 = array<u32, 4>(v1248, v1250, v1252, v1254);
    v685 = v903;
    let v474 = max(9u, 0u);
    v481 = min(v474, 3u);
    let v483 = v685[v481];
    let v484 = (v483 + 1u);
    v685[v481] = v484;
    let v918 = v685;
    let v1277 = v918[0];
    let v1279 = v918[1];
    let v1281 = v918[2];
    let v1283 = v918[3];
    let v908 = array<u32, 4>(v1277, v1279, v1281, v1283);
    v661 = v908;
    let v913 = v661;
    let v1270 = v913[0];
    let v1272 = v913[1];
    let v1274 = v913[2];
    let v1276 = v913[3];
    let v923 = array<u32, 4>(v1270, v1272, v1274, v1276);
    v687 = v923;
    let v498 = max((-4i), 0i);
    let v499 = u32(v498);
    v506 = min(v499, 3u);
    let v508 = v687[v506];
    let v509 = (v508 + 1u);
    v687[v506] = v509;
    let v938 = v687;
    let v1299 = v938[0];
    let v1301 = v938[1];
    let v1303 = v938[2];
    let v1305 = v938[3];
    let v928 = array<u32, 4>(v1299, v1301, v1303, v1305);
    v661 = v928;
    let v933 = v661;
    let v1292 = v933[0];
    let v1294 = v933[1];
    let v1296 = v933[2];
    let v1298 = v933[3];
    let v943 = array<u32, 4>(v1292, v1294, v1296, v1298);
    v693 = v943;
    let v541 = max(0.5f, 0.0f);
    let v542 = u32(v541);
    v567 = min(v542, 3u);
    let v569 = v693[v567];
    let v570 = (v569 + 1u);
    v693[v567] = v570;
    let v983 = v693;
    let v1369 = v983[0];
    let v1371 = v983[1];
    let v1373 = v983[2];
    let v1375 = v983[3];
    let v963 = array<u32, 4>(v1369, v1371, v1373, v1375);
    v697 = v963;
    let v584 = max(3.0f, 0.0f);
    let v585 = u32(v584);
    v603 = min(v585, 3u);
    let v605 = v697[v603];
    let v606 = (v605 + 1u);
    v697[v603] = v606;
    let v1008 = v697;
    let v1406 = v1008[0];
    let v1408 = v1008[1];
    let v1410 = v1008[2];
    let v1412 = v1008[3];
    let v993 = array<u32, 4>(v1406, v1408, v1410, v1412);
    v661 = v993;
    let v953 = v661;
    let v1321 = v953[0];
    let v1323 = v953[1];
    let v1325 = v953[2];
    let v1327 = v953[3];
    v1432 = v1321;
    v1433 = v1323;
    v1434 = v1325;
    v1435 = v1327;
    v1436 = 6u;
    v1447 = 0i;
    loop {
        let v563 = (v1447 < 3i);
        if v563 {
            let v973 = array<u32, 4>(v1432, v1433, v1434, v1435);
            let v555 = vec3<i32>(1i, 1i, 2i)[v1447];
            v699 = v973;
            let v595 = max(v555, 0i);
            let v596 = u32(v595);
            v617 = min(v596, 3u);
            let v619 = v699[v617];
            let v620 = (v619 + 1u);
            v699[v617] = v620;
            v625 = (v1436 + 1u);
            let v1013 = v699;
            v1413 = v1013[0];
            v1415 = v1013[1];
            v1417 = v1013[2];
            v1419 = v1013[3];
        } else {
            break;
        }
        continuing {
            let v560 = (v1447 + 1i);
            v1432 = v1413;
            v1433 = v1415;
            v1434 = v1417;
            v1435 = v1419;
            v1436 = v625;
            v1447 = v560;
        }
    }
    let v978 = array<u32, 4>(v1432, v1433, v1434, v1435);
    v661 = v978;
    v1437 = 0u;
    loop {
        let v202 = (v1437 < 4u);
        if v202 {
            let v174 = v661[v1437];
            Uints[(v1437)] = v174;
        } else {
            break;
        }
        continuing {
            let v179 = (v1437 + 1u);
            v1437 = v179;
        }
    }
    Uints[4u] = v1436;
    let v186 = select(0i, 1i, v69);
    let v187 = u32(v186);
    Uints[5u] = v187;
    v677 = v831;
    v1438 = 0i;
    v1439 = 0u;
    loop {
        let v222 = (v1439 < v1431);
        if v222 {
            let v211 = v677[v1439];
            v213 = (v1438 + v211);
        } else {
            break;
        }
        continuing {
            let v216 = (v1439 + 1u);
            v1438 = v213;
            v1439 = v216;
        }
    }
    let v195 = u32(v1438);
    Uints[6u] = v195;
    Uints[7u] = 42u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
