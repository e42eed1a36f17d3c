@group(0) @binding(0) var<storage, read_write> Data: array<u32>;
@group(0) @binding(1) var<storage, read_write> Ints: array<u32>;
@group(0) @binding(2) var<storage, read_write> Floats: array<u32>;
fn CSMain_1() {
    var v548: array<f32, 3>;
    var v21: array<f32, 3>;
    var v39: vec3<f32>;
    var v44: u32;
    var v50: f32;
    var v56: f32;
    var v62: f32;
    var v68: f32;
    var v81: vec2<i32>;
    var v87: bool;
    var v93: f32;
    var v121: vec3<f32>;
    var v127: u32;
    var v139: vec2<f32>;
    var v152: vec3<f32>;
    var v692: i32;
    var v693: i32;
    var v486: i32;
    var v694: f32;
    var v695: i32;
    var v540: f32;
    var v696: f32;
    var v697: u32;
    var v560: f32;
    v21 = array<f32, 3>(1.0f, 2.0f, 4.0f);
    let v31 = Data[0u];
    let v34 = Data[1u];
    let v37 = Data[2u];
    let v38 = vec3<u32>(v31, v34, v37);
    v39 = bitcast<vec3<f32>>(v38);
    v44 = Data[3u];
    let v49 = Data[4u];
    v50 = bitcast<f32>(v49);
    let v55 = Data[6u];
    v56 = bitcast<f32>(v55);
    let v61 = Data[5u];
    v62 = bitcast<f32>(v61);
    let v67 = Data[7u];
    v68 = bitcast<f32>(v67);
    let v76 = Data[8u];
    let v79 = Data[9u];
    let v80 = vec2<u32>(v76, v79);
    v81 = bitcast<vec2<i32>>(v80);
    let v86 = Data[10u];
    v87 = (v86 != 0u);
    let v92 = Data[11u];
    v93 = bitcast<f32>(v92);
    let v113 = Data[15u];
    let v116 = Data[16u];
    let v119 = Data[17u];
    let v120 = vec3<u32>(v113, v116, v119);
    v121 = bitcast<vec3<f32>>(v120);
    v127 = Data[20u];
    let v134 = Data[24u];
    let v137 = Data[25u];
    let v138 = vec2<u32>(v134, v137);
    v139 = bitcast<vec2<f32>>(v138);
    let v144 = Data[28u];
    let v147 = Data[29u];
    let v150 = Data[30u];
    let v151 = vec3<u32>(v144, v147, v150);
    v152 = bitcast<vec3<f32>>(v151);
    Ints[0u] = bitcast<u32>(9i);
    v692 = 1i;
    v693 = 1i;
    loop {
        let v493 = (v693 < 3i);
        if v493 {
            let v484 = vec3<i32>(1i, 2i, 3i)[v693];
            v486 = (v692 + v484);
        } else {
            break;
        }
        continuing {
            let v489 = (v693 + 1i);
            v692 = v486;
            v693 = v489;
        }
    }
    Ints[1u] = bitcast<u32>(v692);
    Ints[2u] = bitcast<u32>(120i);
    Ints[3u] = bitcast<u32>(10i);
    Ints[4u] = bitcast<u32>(1i);
    Ints[5u] = bitcast<u32>(2i);
    Ints[6u] = bitcast<u32>(42i);
    Ints[7u] = bitcast<u32>(12i);
    Ints[8u] = bitcast<u32>(48i);
    Ints[9u] = bitcast<u32>(20i);
    Ints[10u] = bitcast<u32>(48i);
    Ints[11u] = bitcast<u32>(8i);
    Ints[12u] = bitcast<u32>(12i);
    Ints[13u] = bitcast<u32>(28i);
    let v193 = i32(v44);
    Ints[14u] = bitcast<u32>(v193);
    let v198 = v81.x;
    Ints[15u] = bitcast<u32>(v198);
    let v203 = select(0i, 1i, v87);
    Ints[16u] = bitcast<u32>(v203);
    let v208 = i32(v127);
    Ints[17u] = bitcast<u32>(v208);
    Ints[18u] = bitcast<u32>(9i);
    Ints[19u] = bitcast<u32>(16i);
    Floats[0u] = bitcast<u32>(2.25f);
    v694 = 0.5f;
    v695 = 1i;
    loop {
        let v547 = (v695 < 4i);
        if v547 {
            let v538 = vec4<f32>(0.5f, 1.0f, 1.5f, 2.0f)[v695];
            v540 = (v694 + v538);
        } else {
            break;
        }
        continuing {
            let v543 = (v695 + 1i);
            v694 = v540;
            v695 = v543;
        }
    }
    Floats[1u] = bitcast<u32>(v694);
    v548 = v21;
    let v553 = v548[0];
    v696 = v553;
    v697 = 1u;
    loop {
        let v567 = (v697 < 3u);
        if v567 {
            let v558 = v548[v697];
            v560 = (v696 + v558);
        } else {
            break;
        }
        continuing {
            let v563 = (v697 + 1u);
            v696 = v560;
            v697 = v563;
        }
    }
    Floats[2u] = bitcast<u32>(v696);
    Floats[3u] = bitcast<u32>(6.0f);
    Floats[4u] = bitcast<u32>(0.5f);
    let v582 = dot(vec3<f32>(3.0f, 0.0f, 0.0f), vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v596 = (1.0f + v582);
    let v597 = (v582 / v596);
    let v588 = max(v582, 0.0001f);
    let v589 = (v597 / v588);
    let v590 = vec3<f32>(v589);
    let v591 = (vec3<f32>(3.0f, 0.0f, 0.0f) * v590);
    let v235 = v591.x;
    Floats[5u] = bitcast<u32>(v235);
    let v240 = v39.x;
    let v243 = v39.y;
    let v244 = (v240 + v243);
    let v247 = v39.z;
    let v248 = (v244 + v247);
    Floats[6u] = bitcast<u32>(v248);
    Floats[7u] = bitcast<u32>(v56);
    Floats[8u] = bitcast<u32>(v62);
    Floats[9u] = bitcast<u32>(v93);
    let v265 = v121.x;
    Floats[10u] = bitcast<u32>(v265);
    let v270 = v121.z;
    Floats[11u] = bitcast<u32>(v270);
    let v275 = v139.y;
    Floats[12u] = bitcast<u32>(v275);
    let v280 = v152.x;
    Floats[13u] = bitcast<u32>(v280);
    let v285 = v152.z;
    Floats[14u] = bitcast<u32>(v285);
    Floats[15u] = bitcast<u32>(0.75f);
    let v297 = Data[1u];
    let v300 = Data[2u];
    let v301 = vec2<u32>(v297, v300);
    let v302 = bitcast<vec2<f32>>(v301);
    let v303 = v302.y;
    Floats[16u] = bitcast<u32>(v303);
    let v308 = (v44 + 1u);
    let v321 = bitcast<vec3<u32>>(v39);
    let v323 = v321.x;
    Data[32u] = v323;
    let v326 = v321.y;
    Data[33u] = v326;
    let v330 = v321.z;
    Data[34u] = v330;
    Data[35u] = v308;
    let v345 = bitcast<u32>(v50);
    Data[36u] = v345;
    let v353 = bitcast<u32>(99.0f);
    Data[38u] = v353;
    let v361 = bitcast<u32>(v62);
    Data[37u] = v361;
    let v369 = bitcast<u32>(v68);
    Data[39u] = v369;
    let v377 = bitcast<vec2<u32>>(v81);
    let v379 = v377.x;
    Data[40u] = v379;
    let v382 = v377.y;
    Data[41u] = v382;
    Data[42u] = 0u;
    let v398 = bitcast<u32>(v93);
    Data[43u] = v398;
    let v406 = bitcast<u32>(2.5f);
    Data[44u] = v406;
    let v414 = bitcast<vec2<u32>>(vec2<i32>((-1i), 2i));
    let v416 = v414.x;
    Data[45u] = v416;
    let v419 = v414.y;
    Data[46u] = v419;
    Data[47u] = 1u;
    Data[48u] = 0u;
    let v441 = bitcast<u32>(1.0f);
    Data[49u] = v441;
    let v449 = bitcast<u32>(2.0f);
    Data[51u] = v449;
    let v457 = bitcast<u32>(3.0f);
    Data[50u] = v457;
    let v465 = bitcast<u32>(4.0f);
    Data[52u] = v465;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
