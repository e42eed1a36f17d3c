@group(0) @binding(0) var<storage, read_write> Data: array<u32>;
@group(0) @binding(1) var<storage, read_write> Ints: array<u32>;
@group(0) @binding(2) var<storage, read_write> Floats: array<u32>;
fn CSMain_1() {
    var v34: array<f32, 3>;
    var v43: array<f32, 3>;
    var v61: vec3<f32>;
    var v66: u32;
    var v91: vec2<f32>;
    var v92: vec2<f32>;
    var v103: vec2<i32>;
    var v109: bool;
    var v115: f32;
    var v143: vec3<f32>;
    var v149: u32;
    var v161: vec2<f32>;
    var v174: vec3<f32>;
    var v626: i32;
    var v627: i32;
    var v192: i32;
    var v628: f32;
    var v629: i32;
    var v280: f32;
    var v630: f32;
    var v631: u32;
    var v300: f32;
    v43 = array<f32, 3>(1.0f, 2.0f, 4.0f);
    let v53 = Data[0u];
    let v56 = Data[1u];
    let v59 = Data[2u];
    let v60 = vec3<u32>(v53, v56, v59);
    v61 = bitcast<vec3<f32>>(v60);
    v66 = Data[3u];
    let v71 = Data[4u];
    let v72 = bitcast<f32>(v71);
    let v77 = Data[6u];
    let v78 = bitcast<f32>(v77);
    let v83 = Data[5u];
    let v84 = bitcast<f32>(v83);
    let v89 = Data[7u];
    let v90 = bitcast<f32>(v89);
    v91 = vec2<f32>(v72, v78);
    v92 = vec2<f32>(v84, v90);
    let v98 = Data[8u];
    let v101 = Data[9u];
    let v102 = vec2<u32>(v98, v101);
    v103 = bitcast<vec2<i32>>(v102);
    let v108 = Data[10u];
    v109 = (v108 != 0u);
    let v114 = Data[11u];
    v115 = bitcast<f32>(v114);
    let v135 = Data[15u];
    let v138 = Data[16u];
    let v141 = Data[17u];
    let v142 = vec3<u32>(v135, v138, v141);
    v143 = bitcast<vec3<f32>>(v142);
    v149 = Data[20u];
    let v156 = Data[24u];
    let v159 = Data[25u];
    let v160 = vec2<u32>(v156, v159);
    v161 = bitcast<vec2<f32>>(v160);
    let v166 = Data[28u];
    let v169 = Data[29u];
    let v172 = Data[30u];
    let v173 = vec3<u32>(v166, v169, v172);
    v174 = bitcast<vec3<f32>>(v173);
    Ints[0u] = bitcast<u32>(9i);
    v626 = 1i;
    v627 = 1i;
    loop {
        let v199 = (v627 < 3i);
        if v199 {
            let v190 = vec3<i32>(1i, 2i, 3i)[v627];
            v192 = (v626 + v190);
        } else {
            break;
        }
        continuing {
            let v195 = (v627 + 1i);
            v626 = v192;
            v627 = v195;
        }
    }
    Ints[1u] = bitcast<u32>(v626);
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
    let v237 = i32(v66);
    Ints[14u] = bitcast<u32>(v237);
    let v242 = v103.x;
    Ints[15u] = bitcast<u32>(v242);
    let v247 = select(0i, 1i, v109);
    Ints[16u] = bitcast<u32>(v247);
    let v252 = i32(v149);
    Ints[17u] = bitcast<u32>(v252);
    Ints[18u] = bitcast<u32>(9i);
    Ints[19u] = bitcast<u32>(16i);
    Floats[0u] = bitcast<u32>(2.25f);
    v628 = 0.5f;
    v629 = 1i;
    loop {
        let v287 = (v629 < 4i);
        if v287 {
            let v278 = vec4<f32>(0.5f, 1.0f, 1.5f, 2.0f)[v629];
            v280 = (v628 + v278);
        } else {
            break;
        }
        continuing {
            let v283 = (v629 + 1i);
            v628 = v280;
            v629 = v283;
        }
    }
    Floats[1u] = bitcast<u32>(v628);
    v34 = v43;
    let v293 = v34[0];
    v630 = v293;
    v631 = 1u;
    loop {
        let v307 = (v631 < 3u);
        if v307 {
            let v298 = v34[v631];
            v300 = (v630 + v298);
        } else {
            break;
        }
        continuing {
            let v303 = (v631 + 1u);
            v630 = v300;
            v631 = v303;
        }
    }
    Floats[2u] = bitcast<u32>(v630);
    Floats[3u] = bitcast<u32>(6.0f);
    Floats[4u] = bitcast<u32>(0.5f);
    let v506 = dot(vec3<f32>(3.0f, 0.0f, 0.0f), vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v513 = (1.0f + v506);
    let v514 = (v506 / v513);
    let v516 = max(v506, 0.0001f);
    let v517 = (v514 / v516);
    let v518 = vec3<f32>(v517);
    let v519 = (vec3<f32>(3.0f, 0.0f, 0.0f) * v518);
    let v520 = v519.x;
    Floats[5u] = bitcast<u32>(v520);
    let v525 = v61.x;
    let v528 = v61.y;
    let v529 = (v525 + v528);
    let v532 = v61.z;
    let v533 = (v529 + v532);
    Floats[6u] = bitcast<u32>(v533);
    let v537 = v91.y;
    Floats[7u] = bitcast<u32>(v537);
    let v541 = v92.x;
    Floats[8u] = bitcast<u32>(v541);
    Floats[9u] = bitcast<u32>(v115);
    let v550 = v143.x;
    Floats[10u] = bitcast<u32>(v550);
    let v555 = v143.z;
    Floats[11u] = bitcast<u32>(v555);
    let v560 = v161.y;
    Floats[12u] = bitcast<u32>(v560);
    let v565 = v174.x;
    Floats[13u] = bitcast<u32>(v565);
    let v570 = v174.z;
    Floats[14u] = bitcast<u32>(v570);
    Floats[15u] = bitcast<u32>(0.75f);
    let v332 = Data[1u];
    let v335 = Data[2u];
    let v336 = vec2<u32>(v332, v335);
    let v337 = bitcast<vec2<f32>>(v336);
    let v338 = v337.y;
    Floats[16u] = bitcast<u32>(v338);
    let v343 = (v66 + 1u);
    let v356 = bitcast<vec3<u32>>(v61);
    let v358 = v356.x;
    Data[32u] = v358;
    let v361 = v356.y;
    Data[33u] = v361;
    let v365 = v356.z;
    Data[34u] = v365;
    Data[35u] = v343;
    let v379 = v91.x;
    let v380 = bitcast<u32>(v379);
    Data[36u] = v380;
    let v388 = bitcast<u32>(99.0f);
    Data[38u] = v388;
    let v396 = bitcast<u32>(v541);
    Data[37u] = v396;
    let v403 = v92.y;
    let v404 = bitcast<u32>(v403);
    Data[39u] = v404;
    let v412 = bitcast<vec2<u32>>(v103);
    let v414 = v412.x;
    Data[40u] = v414;
    let v417 = v412.y;
    Data[41u] = v417;
    Data[42u] = 0u;
    let v433 = bitcast<u32>(v115);
    Data[43u] = v433;
    let v441 = bitcast<u32>(2.5f);
    Data[44u] = v441;
    let v449 = bitcast<vec2<u32>>(vec2<i32>((-1i), 2i));
    let v451 = v449.x;
    Data[45u] = v451;
    let v454 = v449.y;
    Data[46u] = v454;
    Data[47u] = 1u;
    Data[48u] = 0u;
    let v476 = bitcast<u32>(1.0f);
    Data[49u] = v476;
    let v484 = bitcast<u32>(2.0f);
    Data[51u] = v484;
    let v492 = bitcast<u32>(3.0f);
    Data[50u] = v492;
    let v500 = bitcast<u32>(4.0f);
    Data[52u] = v500;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
