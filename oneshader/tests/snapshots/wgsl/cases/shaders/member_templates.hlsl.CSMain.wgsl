@group(0) @binding(0) var<storage, read_write> Floats: array<u32>;
@group(0) @binding(1) var<storage, read_write> Uints: array<u32>;
fn CSMain_1() {
    var v591: array<f32, 4>;
    var v593: array<f32, 4>;
    var v595: array<f32, 4>;
    var v601: array<i32, 2>;
    var v603: array<i32, 2>;
    var v605: array<i32, 2>;
    var v607: array<f32, 4>;
    var v609: array<f32, 4>;
    var v611: array<f32, 4>;
    var v615: array<u32, 4>;
    var v617: array<u32, 4>;
    var v631: array<i32, 2>;
    var v633: array<i32, 2>;
    var v635: array<u32, 4>;
    var v637: array<u32, 4>;
    var v639: array<u32, 4>;
    var v641: array<u32, 4>;
    var v647: array<u32, 4>;
    var v651: array<u32, 4>;
    var v653: array<u32, 4>;
    var v1369: u32;
    var v1370: i32;
    var v1371: u32;
    var v177: i32;
    var v1359: u32;
    var v1360: u32;
    var v1068: f32;
    var v1070: f32;
    var v1072: f32;
    var v1074: f32;
    var v1362: u32;
    var v289: bool;
    var v1363: u32;
    var v1097: i32;
    var v1099: i32;
    var v66: bool;
    var v1372: f32;
    var v1373: u32;
    var v298: f32;
    var v310: u32;
    var v1374: f32;
    var v1375: u32;
    var v325: f32;
    var v1376: i32;
    var v1377: u32;
    var v350: i32;
    var v785: array<i32, 2>;
    var v1378: u32;
    var v391: u32;
    var v416: u32;
    var v440: u32;
    var v465: u32;
    var v526: u32;
    var v562: u32;
    var v1364: u32;
    var v1365: u32;
    var v1366: u32;
    var v1367: u32;
    var v1368: u32;
    var v1379: i32;
    var v576: u32;
    var v584: u32;
    var v1350: u32;
    var v1352: u32;
    var v1354: u32;
    var v1356: u32;
    let v655 = array<f32, 4>(f32(), f32(), f32(), f32());
    v591 = v655;
    loop {
        v591[0] = 1.5f;
        break;
        continuing {
        }
    }
    let v680 = v591;
    let v1046 = v680[0];
    let v1048 = v680[1];
    let v1050 = v680[2];
    let v1052 = v680[3];
    let v685 = array<f32, 4>(v1046, v1048, v1050, v1052);
    v593 = v685;
    loop {
        v593[1] = 2.5f;
        v1359 = 2u;
        break;
        continuing {
        }
    }
    let v690 = v593;
    let v1057 = v690[0];
    let v1059 = v690[1];
    let v1061 = v690[2];
    let v1063 = v690[3];
    let v695 = array<f32, 4>(v1057, v1059, v1061, v1063);
    v595 = v695;
    loop {
        let v228 = (v1359 == 4u);
        if v228 {
            v1360 = v1359;
            break;
        }
        v595[v1359] = 4.0f;
        let v236 = (v1359 + 1u);
        v1360 = v236;
        break;
        continuing {
        }
    }
    let v700 = v595;
    v1068 = v700[0];
    v1070 = v700[1];
    v1072 = v700[2];
    v1074 = v700[3];
    let v705 = array<i32, 2>(i32(), i32());
    v601 = v705;
    loop {
        v601[0] = 7i;
        break;
        continuing {
        }
    }
    let v720 = v601;
    let v1087 = v720[0];
    let v1089 = v720[1];
    let v725 = array<i32, 2>(v1087, v1089);
    v603 = v725;
    loop {
        v603[1] = (-3i);
        v1362 = 2u;
        break;
        continuing {
        }
    }
    let v730 = v603;
    let v1092 = v730[0];
    let v1094 = v730[1];
    let v735 = array<i32, 2>(v1092, v1094);
    v605 = v735;
    loop {
        let v278 = (v1362 == 2u);
        if v278 {
            v289 = false;
            v1363 = v1362;
            break;
        }
        v605[v1362] = 100i;
        let v286 = (v1362 + 1u);
        v289 = true;
        v1363 = v286;
        break;
        continuing {
        }
    }
    let v740 = v605;
    v1097 = v740[0];
    v1099 = v740[1];
    v66 = !(v289);
    let v745 = array<f32, 4>(v1068, v1070, v1072, v1074);
    v607 = v745;
    v1372 = 0.0f;
    v1373 = 0u;
    loop {
        let v307 = (v1373 < v1360);
        if v307 {
            let v296 = v607[v1373];
            v298 = (v1372 + v296);
        } else {
            break;
        }
        continuing {
            let v301 = (v1373 + 1u);
            v1372 = v298;
            v1373 = v301;
        }
    }
    let v750 = v607;
    let v1104 = v750[0];
    let v1106 = v750[1];
    let v1108 = v750[2];
    let v1110 = v750[3];
    Floats[0u] = bitcast<u32>(v1372);
    let v755 = array<f32, 4>(v1104, v1106, v1108, v1110);
    v609 = v755;
    v310 = (v1360 - 1u);
    let v316 = v609[v310];
    let v760 = v609;
    let v1115 = v760[0];
    let v1117 = v760[1];
    let v1119 = v760[2];
    let v1121 = v760[3];
    Floats[1u] = bitcast<u32>(v316);
    let v765 = array<f32, 4>(v1115, v1117, v1119, v1121);
    v611 = v765;
    v1374 = 0.0f;
    v1375 = 0u;
    loop {
        let v334 = (v1375 < v310);
        if v334 {
            let v323 = v611[v1375];
            v325 = (v1374 + v323);
        } else {
            break;
        }
        continuing {
            let v328 = (v1375 + 1u);
            v1374 = v325;
            v1375 = v328;
        }
    }
    Floats[2u] = bitcast<u32>(v1374);
    let v775 = array<i32, 2>(v1097, v1099);
    v633 = v775;
    v1376 = 0i;
    v1377 = 0u;
    loop {
        let v359 = (v1377 < v1363);
        if v359 {
            let v348 = v633[v1377];
            v350 = (v1376 + v348);
        } else {
            break;
        }
        continuing {
            let v353 = (v1377 + 1u);
            v1376 = v350;
            v1377 = v353;
        }
    }
    let v790 = v633;
    let v1145 = v790[0];
    let v1147 = v790[1];
    let v341 = f32(v1376);
    v785 = array<i32, 2>(v1145, v1147);
    let v94 = (v341 * 0.5f);
    Floats[3u] = bitcast<u32>(v94);
    Floats[4u] = bitcast<u32>(2.5f);
    let v795 = v615;
    v617 = v795;
    v1378 = 0u;
    loop {
        let v376 = (v1378 < 4u);
        if v376 {
            v617[v1378] = 0u;
        } else {
            break;
        }
        continuing {
            let v371 = (v1378 + 1u);
            v1378 = v371;
        }
    }
    let v800 = v617;
    v615 = v800;
    let v805 = v615;
    let v1148 = v805[0];
    let v1150 = v805[1];
    let v1152 = v805[2];
    let v1154 = v805[3];
    let v810 = array<u32, 4>(v1148, v1150, v1152, v1154);
    v635 = v810;
    let v383 = max(2i, 0i);
    let v384 = u32(v383);
    v391 = min(v384, 3u);
    let v393 = v635[v391];
    let v394 = (v393 + 1u);
    v635[v391] = v394;
    let v825 = v635;
    let v1170 = v825[0];
    let v1172 = v825[1];
    let v1174 = v825[2];
    let v1176 = v825[3];
    let v815 = array<u32, 4>(v1170, v1172, v1174, v1176);
    v615 = v815;
    let v820 = v615;
    let v1163 = v820[0];
    let v1165 = v820[1];
    let v1167 = v820[2];
    let v1169 = v820[3];
    let v830 = array<u32, 4>(v1163, v1165, v1167, v1169);
    v637 = v830;
    let v408 = max(1.7f, 0.0f);
    let v409 = u32(v408);
    v416 = min(v409, 3u);
    let v418 = v637[v416];
    let v419 = (v418 + 1u);
    v637[v416] = v419;
    let v845 = v637;
    let v1192 = v845[0];
    let v1194 = v845[1];
    let v1196 = v845[2];
    let v1198 = v845[3];
    let v835 = array<u32, 4>(v1192, v1194, v1196, v1198);
    v615 = v835;
    let v840 = v615;
    let v1185 = v840[0];
    let v1187 = v840[1];
    let v1189 = v840[2];
    let v1191 = v840[3];
    let v850 = array<u32, 4>(v1185, v1187, v1189, v1191);
    v639 = v850;
    let v433 = max(9u, 0u);
    v440 = min(v433, 3u);
    let v442 = v639[v440];
    let v443 = (v442 + 1u);
    v639[v440] = v443;
    let v865 = v639;
    let v1214 = v865[0];
    let v1216 = v865[1];
    let v1218 = v865[2];
    let v1220 = v865[3];
    let v855 = array<u32, 4>(v1214, v1216, v1218, v1220);
    v615 = v855;
    let v860 = v615;
    let v1207 = v860[0];
    let v1209 = v860[1];
    let v1211 = v860[2];
    let v1213 = v860[3];
    let v870 = array<u32, 4>(v1207, v1209, v1211, v1213);
    v641 = v870;
    let v457 = max((-4i), 0i);
    let v458 = u32(v457);
    v465 = min(v458, 3u);
    let v467 = v641[v465];
    let v468 = (v467 + 1u);
    v641[v465] = v468;
    let v885 = v641;
    let v1236 = v885[0];
    let v1238 = v885[1];
    let v1240 = v885[2];
    let v1242 = v885[3];
    let v875 = array<u32, 4>(v1236, v1238, v1240, v1242);
    v615 = v875;
    let v880 = v615;
    let v1229 = v880[0];
    let v1231 = v880[1];
    let v1233 = v880[2];
    let v1235 = v880[3];
    let v890 = array<u32, 4>(v1229, v1231, v1233, v1235);
    v647 = v890;
    let v500 = max(0.5f, 0.0f);
    let v501 = u32(v500);
    v526 = min(v501, 3u);
    let v528 = v647[v526];
    let v529 = (v528 + 1u);
    v647[v526] = v529;
    let v930 = v647;
    let v1306 = v930[0];
    let v1308 = v930[1];
    let v1310 = v930[2];
    let v1312 = v930[3];
    let v910 = array<u32, 4>(v1306, v1308, v1310, v1312);
    v651 = v910;
    let v543 = max(3.0f, 0.0f);
    let v544 = u32(v543);
    v562 = min(v544, 3u);
    let v564 = v651[v562];
    let v565 = (v564 + 1u);
    v651[v562] = v565;
    let v955 = v651;
    let v1343 = v955[0];
    let v1345 = v955[1];
    let v1347 = v955[2];
    let v1349 = v955[3];
    let v940 = array<u32, 4>(v1343, v1345, v1347, v1349);
    v615 = v940;
    let v900 = v615;
    let v1258 = v900[0];
    let v1260 = v900[1];
    let v1262 = v900[2];
    let v1264 = v900[3];
    v1364 = v1258;
    v1365 = v1260;
    v1366 = v1262;
    v1367 = v1264;
    v1368 = 6u;
    v1379 = 0i;
    loop {
        let v522 = (v1379 < 3i);
        if v522 {
            let v920 = array<u32, 4>(v1364, v1365, v1366, v1367);
            let v514 = vec3<i32>(1i, 1i, 2i)[v1379];
            v653 = v920;
            let v554 = max(v514, 0i);
            let v555 = u32(v554);
            v576 = min(v555, 3u);
            let v578 = v653[v576];
            let v579 = (v578 + 1u);
            v653[v576] = v579;
            v584 = (v1368 + 1u);
            let v960 = v653;
            v1350 = v960[0];
            v1352 = v960[1];
            v1354 = v960[2];
            v1356 = v960[3];
        } else {
            break;
        }
        continuing {
            let v519 = (v1379 + 1i);
            v1364 = v1350;
            v1365 = v1352;
            v1366 = v1354;
            v1367 = v1356;
            v1368 = v584;
            v1379 = v519;
        }
    }
    let v925 = array<u32, 4>(v1364, v1365, v1366, v1367);
    v615 = v925;
    v1369 = 0u;
    loop {
        let v166 = (v1369 < 4u);
        if v166 {
            let v138 = v615[v1369];
            Uints[(v1369)] = v138;
        } else {
            break;
        }
        continuing {
            let v143 = (v1369 + 1u);
            v1369 = v143;
        }
    }
    Uints[4u] = v1368;
    let v150 = select(0i, 1i, v66);
    let v151 = u32(v150);
    Uints[5u] = v151;
    v631 = v785;
    v1370 = 0i;
    v1371 = 0u;
    loop {
        let v186 = (v1371 < v1363);
        if v186 {
            let v175 = v631[v1371];
            v177 = (v1370 + v175);
        } else {
            break;
        }
        continuing {
            let v180 = (v1371 + 1u);
            v1370 = v177;
            v1371 = v180;
        }
    }
    let v159 = u32(v1370);
    Uints[6u] = v159;
    Uints[7u] = 42u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
