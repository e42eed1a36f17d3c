struct Box_int_ {
    value: i32,
}

struct Box_float2_ {
    value: vec2<f32>,
}

struct Rec {
    p: vec3<f32>,
    id: u32,
    m: mat2x2<f32>,
    v: vec2<i32>,
    b: bool,
    w: f32,
}

struct Rec2 {
    arr: array<vec3<f32>, 2>,
    tail: u32,
}

struct Odd {
    a: vec2<f32>,
    b: vec3<f32>,
}

@group(0) @binding(0) var<storage, read_write> Data: array<u32>;
@group(0) @binding(1) var<storage, read_write> Ints: array<u32>;
@group(0) @binding(2) var<storage, read_write> Floats: array<u32>;
fn sqr_int_(a0: i32) -> i32 {
    var v0: i32;
    v0 = a0;
    let v2 = v0;
    let v3 = v0;
    let v4 = (v2 * v3);
    return v4;
}

fn hsum_int__3_(a0: vec3<i32>) -> i32 {
    var v0: vec3<i32>;
    var v2: i32;
    var v6: i32;
    var v10: i32;
    v0 = a0;
    let v4 = v0.x;
    v2 = v4;
    v6 = 1i;
    loop {
        let v8 = v6;
        let v9 = (v8 < 3i);
        if v9 {
            v10 = v6;
            let v12 = v0[u32(v10)];
            let v13 = v2;
            let v14 = (v13 + v12);
            v2 = v14;
        } else {
            break;
        }
        continuing {
            let v16 = v6;
            let v17 = (v16 + 1i);
            v6 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn fact_0_() -> i32 {
    return 1i;
}

fn fact_1_() -> i32 {
    let v0 = fact_0_();
    let v1 = (1i * v0);
    return v1;
}

fn fact_2_() -> i32 {
    let v0 = fact_1_();
    let v1 = (2i * v0);
    return v1;
}

fn fact_3_() -> i32 {
    let v0 = fact_2_();
    let v1 = (3i * v0);
    return v1;
}

fn fact_4_() -> i32 {
    let v0 = fact_3_();
    let v1 = (4i * v0);
    return v1;
}

fn fact_5_() -> i32 {
    let v0 = fact_4_();
    let v1 = (5i * v0);
    return v1;
}

fn scaled_int__5_(a0: i32) -> i32 {
    var v0: i32;
    v0 = a0;
    let v2 = v0;
    let v3 = u32(v2);
    let v4 = (v3 * 5u);
    let v5 = i32(v4);
    return v5;
}

fn pick(a0: f32) -> i32 {
    var v0: f32;
    v0 = a0;
    return 1i;
}

fn pick_int_(a0: i32) -> i32 {
    var v0: i32;
    v0 = a0;
    return 2i;
}

fn unbox_int_(a0: Box_int_) -> i32 {
    var v0: Box_int_;
    v0 = a0;
    let v3 = v0.value;
    return v3;
}

fn sqr_uint2_(a0: vec2<u32>) -> vec2<u32> {
    var v0: vec2<u32>;
    v0 = a0;
    let v2 = v0;
    let v3 = v0;
    let v4 = (v2 * v3);
    return v4;
}

fn sqr_float_(a0: f32) -> f32 {
    var v0: f32;
    v0 = a0;
    let v2 = v0;
    let v3 = v0;
    let v4 = (v2 * v3);
    return v4;
}

fn hsum_float__4_(a0: vec4<f32>) -> f32 {
    var v0: vec4<f32>;
    var v2: f32;
    var v6: i32;
    var v10: i32;
    v0 = a0;
    let v4 = v0.x;
    v2 = v4;
    v6 = 1i;
    loop {
        let v8 = v6;
        let v9 = (v8 < 4i);
        if v9 {
            v10 = v6;
            let v12 = v0[u32(v10)];
            let v13 = v2;
            let v14 = (v13 + v12);
            v2 = v14;
        } else {
            break;
        }
        continuing {
            let v16 = v6;
            let v17 = (v16 + 1i);
            v6 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn array_sum_float__3_(a0: array<f32, 3>) -> f32 {
    var v0: array<f32, 3>;
    var v2: f32;
    var v6: u32;
    var v10: u32;
    v0 = a0;
    let v4 = v0[0];
    v2 = v4;
    v6 = 1u;
    loop {
        let v8 = v6;
        let v9 = (v8 < 3u);
        if v9 {
            v10 = v6;
            let v12 = v0[v10];
            let v13 = v2;
            let v14 = (v13 + v12);
            v2 = v14;
        } else {
            break;
        }
        continuing {
            let v16 = v6;
            let v17 = (v16 + 1u);
            v6 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn scaled_float__3_(a0: f32) -> f32 {
    var v0: f32;
    v0 = a0;
    let v2 = v0;
    let v3 = (v2 * 3.0f);
    return v3;
}

fn tonemap_float_(a0: f32) -> f32 {
    var v0: f32;
    v0 = a0;
    let v2 = v0;
    let v3 = v0;
    let v4 = (1.0f + v3);
    let v5 = (v2 / v4);
    return v5;
}

fn tonemap_float3_(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    v0 = a0;
    let v3 = v0;
    let v4 = dot(v3, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    v2 = v4;
    let v6 = v0;
    let v7 = v2;
    let v8 = tonemap_float_(v7);
    let v9 = v2;
    let v10 = max(v9, 0.0001f);
    let v11 = (v8 / v10);
    let v12 = vec3<f32>(v11);
    let v13 = (v6 * v12);
    return v13;
}

fn unbox_float2_(a0: Box_float2_) -> vec2<f32> {
    var v0: Box_float2_;
    v0 = a0;
    let v3 = v0.value;
    return v3;
}

fn CSMain_body() {
    var v0: array<f32, 3>;
    var v3: Box_int_;
    var v6: Box_float2_;
    var v9: Rec;
    var v10: u32;
    var v80: Rec2;
    var v81: u32;
    var v116: Odd;
    var v117: u32;
    var v281: u32;
    var v304: u32;
    var v307: Rec;
    var v393: u32;
    var v395: f32;
    var v403: u32;
    var v405: vec2<i32>;
    var v418: u32;
    var v420: vec2<bool>;
    var v433: u32;
    var v435: mat2x2<f32>;
    var v13: u32;
    var v16: u32;
    var v19: u32;
    var v26: u32;
    var v31: u32;
    var v37: u32;
    var v43: u32;
    var v49: u32;
    var v58: u32;
    var v61: u32;
    var v68: u32;
    var v74: u32;
    var v84: u32;
    var v87: u32;
    var v90: u32;
    var v97: u32;
    var v100: u32;
    var v103: u32;
    var v111: u32;
    var v120: u32;
    var v123: u32;
    var v130: u32;
    var v133: u32;
    var v136: u32;
    var v284: u32;
    var v287: u32;
    var v313: u32;
    var v318: u32;
    var v322: u32;
    var v329: u32;
    var v337: u32;
    var v345: u32;
    var v353: u32;
    var v361: u32;
    var v369: u32;
    var v374: u32;
    var v382: u32;
    var v390: u32;
    var v400: u32;
    var v410: u32;
    var v415: u32;
    var v425: u32;
    var v430: u32;
    var v441: u32;
    var v449: u32;
    var v457: u32;
    var v465: u32;
    let v1 = array<f32, 3>(1.0f, 2.0f, 4.0f);
    v0 = v1;
    v3.value = 42i;
    v6.value = vec2<f32>(0.25f, 0.75f);
    v10 = 0u;
    let v12 = v10;
    v13 = (v12 >> (2u & 31u));
    let v15 = Data[(v13)];
    v16 = (v13 + 1u);
    let v18 = Data[(v16)];
    v19 = (v13 + 2u);
    let v21 = Data[(v19)];
    let v22 = vec3<u32>(v15, v18, v21);
    let v23 = bitcast<vec3<f32>>(v22);
    let v24 = v10;
    let v25 = (v24 + 12u);
    v26 = (v25 >> (2u & 31u));
    let v28 = Data[(v26)];
    let v29 = v10;
    let v30 = (v29 + 16u);
    v31 = (v30 >> (2u & 31u));
    let v33 = Data[(v31)];
    let v34 = bitcast<f32>(v33);
    let v35 = v10;
    let v36 = (v35 + 24u);
    v37 = (v36 >> (2u & 31u));
    let v39 = Data[(v37)];
    let v40 = bitcast<f32>(v39);
    let v41 = v10;
    let v42 = (v41 + 20u);
    v43 = (v42 >> (2u & 31u));
    let v45 = Data[(v43)];
    let v46 = bitcast<f32>(v45);
    let v47 = v10;
    let v48 = (v47 + 28u);
    v49 = (v48 >> (2u & 31u));
    let v51 = Data[(v49)];
    let v52 = bitcast<f32>(v51);
    let v53 = vec2<f32>(v34, v40);
    let v54 = vec2<f32>(v46, v52);
    let v55 = mat2x2<f32>(v53, v54);
    let v56 = v10;
    let v57 = (v56 + 32u);
    v58 = (v57 >> (2u & 31u));
    let v60 = Data[(v58)];
    v61 = (v58 + 1u);
    let v63 = Data[(v61)];
    let v64 = vec2<u32>(v60, v63);
    let v65 = bitcast<vec2<i32>>(v64);
    let v66 = v10;
    let v67 = (v66 + 40u);
    v68 = (v67 >> (2u & 31u));
    let v70 = Data[(v68)];
    let v71 = (v70 != 0u);
    let v72 = v10;
    let v73 = (v72 + 44u);
    v74 = (v73 >> (2u & 31u));
    let v76 = Data[(v74)];
    let v77 = bitcast<f32>(v76);
    let v78 = Rec(v23, v28, v55, v65, v71, v77);
    v9 = v78;
    v81 = 48u;
    let v83 = v81;
    v84 = (v83 >> (2u & 31u));
    let v86 = Data[(v84)];
    v87 = (v84 + 1u);
    let v89 = Data[(v87)];
    v90 = (v84 + 2u);
    let v92 = Data[(v90)];
    let v93 = vec3<u32>(v86, v89, v92);
    let v94 = bitcast<vec3<f32>>(v93);
    let v95 = v81;
    let v96 = (v95 + 12u);
    v97 = (v96 >> (2u & 31u));
    let v99 = Data[(v97)];
    v100 = (v97 + 1u);
    let v102 = Data[(v100)];
    v103 = (v97 + 2u);
    let v105 = Data[(v103)];
    let v106 = vec3<u32>(v99, v102, v105);
    let v107 = bitcast<vec3<f32>>(v106);
    let v108 = array<vec3<f32>, 2>(v94, v107);
    let v109 = v81;
    let v110 = (v109 + 32u);
    v111 = (v110 >> (2u & 31u));
    let v113 = Data[(v111)];
    let v114 = Rec2(v108, v113);
    v80 = v114;
    v117 = 96u;
    let v119 = v117;
    v120 = (v119 >> (2u & 31u));
    let v122 = Data[(v120)];
    v123 = (v120 + 1u);
    let v125 = Data[(v123)];
    let v126 = vec2<u32>(v122, v125);
    let v127 = bitcast<vec2<f32>>(v126);
    let v128 = v117;
    let v129 = (v128 + 16u);
    v130 = (v129 >> (2u & 31u));
    let v132 = Data[(v130)];
    v133 = (v130 + 1u);
    let v135 = Data[(v133)];
    v136 = (v130 + 2u);
    let v138 = Data[(v136)];
    let v139 = vec3<u32>(v132, v135, v138);
    let v140 = bitcast<vec3<f32>>(v139);
    let v141 = Odd(v127, v140);
    v116 = v141;
    let v143 = sqr_int_((-3i));
    Ints[0u] = bitcast<u32>(v143);
    let v146 = hsum_int__3_(vec3<i32>(1i, 2i, 3i));
    Ints[1u] = bitcast<u32>(v146);
    let v149 = fact_5_();
    Ints[2u] = bitcast<u32>(v149);
    let v152 = scaled_int__5_(2i);
    Ints[3u] = bitcast<u32>(v152);
    let v155 = pick(1.0f);
    Ints[4u] = bitcast<u32>(v155);
    let v158 = pick_int_(1i);
    Ints[5u] = bitcast<u32>(v158);
    let v161 = v3;
    let v162 = unbox_int_(v161);
    Ints[6u] = bitcast<u32>(v162);
    Ints[7u] = bitcast<u32>(12i);
    Ints[8u] = bitcast<u32>(48i);
    Ints[9u] = bitcast<u32>(20i);
    Ints[10u] = bitcast<u32>(48i);
    Ints[11u] = bitcast<u32>(8i);
    Ints[12u] = bitcast<u32>(12i);
    Ints[13u] = bitcast<u32>(28i);
    let v180 = v9.id;
    let v181 = i32(v180);
    Ints[14u] = bitcast<u32>(v181);
    let v185 = v9.v;
    let v186 = v185.x;
    Ints[15u] = bitcast<u32>(v186);
    let v190 = v9.b;
    let v191 = select(0i, 1i, v190);
    Ints[16u] = bitcast<u32>(v191);
    let v195 = v80.tail;
    let v196 = i32(v195);
    Ints[17u] = bitcast<u32>(v196);
    let v199 = sqr_uint2_(vec2<u32>(2u, 3u));
    let v200 = v199.y;
    let v201 = i32(v200);
    Ints[18u] = bitcast<u32>(v201);
    Ints[19u] = bitcast<u32>(16i);
    let v206 = sqr_float_(1.5f);
    Floats[0u] = bitcast<u32>(v206);
    let v209 = hsum_float__4_(vec4<f32>(0.5f, 1.0f, 1.5f, 2.0f));
    Floats[1u] = bitcast<u32>(v209);
    let v212 = v0;
    let v213 = array_sum_float__3_(v212);
    Floats[2u] = bitcast<u32>(v213);
    let v216 = scaled_float__3_(2.0f);
    Floats[3u] = bitcast<u32>(v216);
    let v219 = tonemap_float_(1.0f);
    Floats[4u] = bitcast<u32>(v219);
    let v222 = tonemap_float3_(vec3<f32>(3.0f, 0.0f, 0.0f));
    let v223 = v222.x;
    Floats[5u] = bitcast<u32>(v223);
    let v227 = v9.p;
    let v228 = v227.x;
    let v230 = v9.p;
    let v231 = v230.y;
    let v232 = (v228 + v231);
    let v234 = v9.p;
    let v235 = v234.z;
    let v236 = (v232 + v235);
    Floats[6u] = bitcast<u32>(v236);
    let v240 = v9.m[0].y;
    Floats[7u] = bitcast<u32>(v240);
    let v244 = v9.m[1].x;
    Floats[8u] = bitcast<u32>(v244);
    let v248 = v9.w;
    Floats[9u] = bitcast<u32>(v248);
    let v252 = v80.arr[1];
    let v253 = v252.x;
    Floats[10u] = bitcast<u32>(v253);
    let v257 = v80.arr[1];
    let v258 = v257.z;
    Floats[11u] = bitcast<u32>(v258);
    let v262 = v116.a;
    let v263 = v262.y;
    Floats[12u] = bitcast<u32>(v263);
    let v267 = v116.b;
    let v268 = v267.x;
    Floats[13u] = bitcast<u32>(v268);
    let v272 = v116.b;
    let v273 = v272.z;
    Floats[14u] = bitcast<u32>(v273);
    let v276 = v6;
    let v277 = unbox_float2_(v276);
    let v278 = v277.y;
    Floats[15u] = bitcast<u32>(v278);
    v281 = 4u;
    let v283 = v281;
    v284 = (v283 >> (2u & 31u));
    let v286 = Data[(v284)];
    v287 = (v284 + 1u);
    let v289 = Data[(v287)];
    let v290 = vec2<u32>(v286, v289);
    let v291 = bitcast<vec2<f32>>(v290);
    let v292 = v291.y;
    Floats[16u] = bitcast<u32>(v292);
    let v296 = v9.id;
    let v297 = (v296 + 1u);
    v9.id = v297;
    v9.m[0].y = 99.0f;
    v9.b = false;
    v304 = 128u;
    let v306 = v9;
    v307 = v306;
    let v309 = v304;
    let v311 = v307.p;
    let v312 = bitcast<vec3<u32>>(v311);
    v313 = (v309 >> (2u & 31u));
    let v314 = v312.x;
    Data[(v313)] = v314;
    let v317 = v312.y;
    v318 = (v313 + 1u);
    Data[(v318)] = v317;
    let v321 = v312.z;
    v322 = (v313 + 2u);
    Data[(v322)] = v321;
    let v325 = v304;
    let v326 = (v325 + 12u);
    let v328 = v307.id;
    v329 = (v326 >> (2u & 31u));
    Data[(v329)] = v328;
    let v332 = v304;
    let v333 = (v332 + 16u);
    let v335 = v307.m[0].x;
    let v336 = bitcast<u32>(v335);
    v337 = (v333 >> (2u & 31u));
    Data[(v337)] = v336;
    let v340 = v304;
    let v341 = (v340 + 24u);
    let v343 = v307.m[0].y;
    let v344 = bitcast<u32>(v343);
    v345 = (v341 >> (2u & 31u));
    Data[(v345)] = v344;
    let v348 = v304;
    let v349 = (v348 + 20u);
    let v351 = v307.m[1].x;
    let v352 = bitcast<u32>(v351);
    v353 = (v349 >> (2u & 31u));
    Data[(v353)] = v352;
    let v356 = v304;
    let v357 = (v356 + 28u);
    let v359 = v307.m[1].y;
    let v360 = bitcast<u32>(v359);
    v361 = (v357 >> (2u & 31u));
    Data[(v361)] = v360;
    let v364 = v304;
    let v365 = (v364 + 32u);
    let v367 = v307.v;
    let v368 = bitcast<vec2<u32>>(v367);
    v369 = (v365 >> (2u & 31u));
    let v370 = v368.x;
    Data[(v369)] = v370;
    let v373 = v368.y;
    v374 = (v369 + 1u);
    Data[(v374)] = v373;
    let v377 = v304;
    let v378 = (v377 + 40u);
    let v380 = v307.b;
    let v381 = u32(v380);
    v382 = (v378 >> (2u & 31u));
    Data[(v382)] = v381;
    let v385 = v304;
    let v386 = (v385 + 44u);
    let v388 = v307.w;
    let v389 = bitcast<u32>(v388);
    v390 = (v386 >> (2u & 31u));
    Data[(v390)] = v389;
    v393 = 176u;
    v395 = 2.5f;
    let v397 = v393;
    let v398 = v395;
    let v399 = bitcast<u32>(v398);
    v400 = (v397 >> (2u & 31u));
    Data[(v400)] = v399;
    v403 = 180u;
    v405 = vec2<i32>((-1i), 2i);
    let v407 = v403;
    let v408 = v405;
    let v409 = bitcast<vec2<u32>>(v408);
    v410 = (v407 >> (2u & 31u));
    let v411 = v409.x;
    Data[(v410)] = v411;
    let v414 = v409.y;
    v415 = (v410 + 1u);
    Data[(v415)] = v414;
    v418 = 188u;
    v420 = vec2<bool>(true, false);
    let v422 = v418;
    let v423 = v420;
    let v424 = vec2<u32>(v423);
    v425 = (v422 >> (2u & 31u));
    let v426 = v424.x;
    Data[(v425)] = v426;
    let v429 = v424.y;
    v430 = (v425 + 1u);
    Data[(v430)] = v429;
    v433 = 196u;
    v435 = mat2x2<f32>(vec2<f32>(1.0f, 2.0f), vec2<f32>(3.0f, 4.0f));
    let v437 = v433;
    let v439 = v435[0].x;
    let v440 = bitcast<u32>(v439);
    v441 = (v437 >> (2u & 31u));
    Data[(v441)] = v440;
    let v444 = v433;
    let v445 = (v444 + 8u);
    let v447 = v435[0].y;
    let v448 = bitcast<u32>(v447);
    v449 = (v445 >> (2u & 31u));
    Data[(v449)] = v448;
    let v452 = v433;
    let v453 = (v452 + 4u);
    let v455 = v435[1].x;
    let v456 = bitcast<u32>(v455);
    v457 = (v453 >> (2u & 31u));
    Data[(v457)] = v456;
    let v460 = v433;
    let v461 = (v460 + 12u);
    let v463 = v435[1].y;
    let v464 = bitcast<u32>(v463);
    v465 = (v461 >> (2u & 31u));
    Data[(v465)] = v464;
    return;
}

fn CSMain_1() {
    CSMain_body();
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
