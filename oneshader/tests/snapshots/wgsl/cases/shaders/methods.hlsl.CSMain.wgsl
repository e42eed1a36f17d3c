struct Accumulator {
    total: f32,
    count: u32,
}

struct Summary {
    mean: f32,
    count: u32,
}

struct Base {
    a: f32,
    tag: u32,
}

struct Derived {
    Base: Base,
    b: vec2<f32>,
}

struct Complex {
    re: f32,
    im: f32,
}

fn load_Accums(w: u32) -> Accumulator {
    return Accumulator(bitcast<f32>(Accums[w]), Accums[(w + 1u)]);
}

fn store_Accums(w: u32, v: Accumulator) {
    Accums[w] = bitcast<u32>(v.total);
    Accums[(w + 1u)] = v.count;
}

fn load_Items_1(w: u32) -> Base {
    return Base(bitcast<f32>(Items[w]), Items[(w + 1u)]);
}

fn load_Items(w: u32) -> Derived {
    return Derived(load_Items_1(w), vec2<f32>(bitcast<f32>(Items[(w + 2u)]), bitcast<f32>(Items[((w + 2u) + 1u)])));
}

fn load_Cb(w: u32) -> Base {
    return Base(bitcast<f32>(Cb[w / 4u][w % 4u]), Cb[(w + 1u) / 4u][(w + 1u) % 4u]);
}

@group(0) @binding(0) var<storage, read_write> Accums: array<u32>;
@group(0) @binding(1) var<storage, read> Items: array<u32>;
@group(0) @binding(2) var<uniform> Cb: array<vec4<u32>, 2>;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn Accumulator_add(a0: ptr<function, Accumulator>, a1: f32) {
    var v0: f32;
    v0 = a1;
    let v2 = v0;
    let v4 = (*a0).total;
    let v5 = (v4 + v2);
    (*a0).total = v5;
    let v9 = (*a0).count;
    let v10 = (v9 + 1u);
    (*a0).count = v10;
    return;
}

fn Accumulator_add_1(a0: ptr<function, Accumulator>, a1: f32, a2: f32) {
    var v0: f32;
    var v2: f32;
    var v4: Accumulator;
    v0 = a1;
    v2 = a2;
    let v5 = (*a0);
    v4 = v5;
    let v7 = v0;
    let v8 = v2;
    let v9 = (v7 * v8);
    Accumulator_add(&v4, v9);
    let v11 = v4;
    (*a0) = v11;
    return;
}

fn Accumulator_start(a0: f32) -> Accumulator {
    var v0: f32;
    var v2: Accumulator;
    v0 = a0;
    let v3 = v0;
    v2.total = v3;
    v2.count = 1u;
    let v8 = v2;
    return v8;
}

fn Accumulator_mean(a0: Accumulator) -> f32 {
    var v0: Accumulator;
    v0 = a0;
    let v3 = v0.count;
    let v4 = (v3 == 0u);
    let v6 = v0.total;
    let v8 = v0.count;
    let v9 = f32(v8);
    let v10 = (v6 / v9);
    let v11 = select(v10, 0.0f, v4);
    return v11;
}

fn Accumulator_summarize(a0: Accumulator) -> Summary {
    var v0: Accumulator;
    var v2: Summary;
    v0 = a0;
    let v3 = v0;
    let v4 = Accumulator_mean(v3);
    v2.mean = v4;
    let v8 = v0.count;
    let v9 = (v8 * 3u);
    let v10 = (v9 + 2u);
    v2.count = v10;
    let v13 = v2;
    return v13;
}

fn Base_scaled(a0: ptr<function, Base>, a1: f32) -> f32 {
    var v0: f32;
    v0 = a1;
    let v3 = (*a0).a;
    let v4 = v0;
    let v5 = (v3 * v4);
    return v5;
}

fn Derived_sum(a0: ptr<function, Derived>) -> f32 {
    var v10: Base;
    let v1 = (*a0).Base.a;
    let v3 = (*a0).b;
    let v4 = v3.x;
    let v5 = (v1 + v4);
    let v7 = (*a0).b;
    let v8 = v7.y;
    let v9 = (v5 + v8);
    let v12 = (*a0).Base;
    v10 = v12;
    let v14 = Base_scaled(&v10, 2.0f);
    let v15 = v10;
    (*a0).Base = v15;
    let v18 = (v9 + v14);
    return v18;
}

fn Base_kind(a0: ptr<function, Base>) -> u32 {
    return 1u;
}

fn Derived_kind(a0: ptr<function, Derived>) -> u32 {
    var v0: Base;
    let v2 = (*a0).Base;
    v0 = v2;
    let v4 = Base_kind(&v0);
    let v5 = v0;
    (*a0).Base = v5;
    let v8 = (10u + v4);
    return v8;
}

fn readBase(a0: Base) -> f32 {
    var v0: Base;
    v0 = a0;
    let v3 = v0.a;
    let v5 = v0.tag;
    let v6 = f32(v5);
    let v7 = (v3 + v6);
    return v7;
}

fn bumpBase(a0: ptr<function, Base>) {
    let v1 = (*a0).a;
    let v2 = (v1 + 100.0f);
    (*a0).a = v2;
    return;
}

fn Complex_operator_(a0: ptr<function, Complex>, a1: Complex) -> Complex {
    var v0: Complex;
    var v2: Complex;
    v0 = a1;
    let v4 = (*a0).re;
    let v6 = v0.re;
    let v7 = (v4 * v6);
    let v9 = (*a0).im;
    let v11 = v0.im;
    let v12 = (v9 * v11);
    let v13 = (v7 - v12);
    v2.re = v13;
    let v17 = (*a0).re;
    let v19 = v0.im;
    let v20 = (v17 * v19);
    let v22 = (*a0).im;
    let v24 = v0.re;
    let v25 = (v22 * v24);
    let v26 = (v20 + v25);
    v2.im = v26;
    let v29 = v2;
    return v29;
}

fn Complex_operator__1(a0: ptr<function, Complex>, a1: f32) -> Complex {
    var v0: f32;
    var v2: Complex;
    v0 = a1;
    let v4 = (*a0).re;
    let v5 = v0;
    let v6 = (v4 * v5);
    v2.re = v6;
    let v10 = (*a0).im;
    let v11 = v0;
    let v12 = (v10 * v11);
    v2.im = v12;
    let v15 = v2;
    return v15;
}

fn Complex_operator__2(a0: ptr<function, Complex>, a1: Complex) -> Complex {
    var v0: Complex;
    var v2: Complex;
    v0 = a1;
    let v4 = (*a0).re;
    let v6 = v0.re;
    let v7 = (v4 + v6);
    v2.re = v7;
    let v11 = (*a0).im;
    let v13 = v0.im;
    let v14 = (v11 + v13);
    v2.im = v14;
    let v17 = v2;
    return v17;
}

fn Complex_operator__(a0: ptr<function, Complex>, a1: u32) -> f32 {
    var v0: u32;
    v0 = a1;
    let v2 = v0;
    let v3 = (v2 == 0u);
    let v5 = (*a0).re;
    let v7 = (*a0).im;
    let v8 = select(v7, v5, v3);
    return v8;
}

fn Complex_operator___1(a0: ptr<function, Complex>, a1: Complex) -> bool {
    var v0: Complex;
    var v12: bool;
    v0 = a1;
    let v3 = (*a0).re;
    let v5 = v0.re;
    let v6 = (v3 == v5);
    if v6 {
        let v8 = (*a0).im;
        let v10 = v0.im;
        let v11 = (v8 == v10);
        v12 = v11;
    } else {
        v12 = false;
    }
    return v12;
}

fn CSMain_body() {
    var v0: Accumulator;
    var v8: Accumulator;
    var v16: Accumulator;
    var v19: Accumulator;
    var v25: Accumulator;
    var v31: Summary;
    var v54: Derived;
    var v58: Derived;
    var v66: Derived;
    var v82: Base;
    var v84: Base;
    var v90: f32;
    var v95: Base;
    var v112: Base;
    var v114: Base;
    var v120: f32;
    var v131: Complex;
    var v134: Complex;
    var v137: Complex;
    var v138: Complex;
    var v145: Complex;
    var v147: Complex;
    var v150: Complex;
    var v159: Complex;
    var v163: Complex;
    var v171: Complex;
    var v179: Complex;
    var v187: Complex;
    let v2 = load_Accums(0u);
    v0 = v2;
    Accumulator_add(&v0, 4.0f);
    let v5 = v0;
    store_Accums(0u, v5);
    let v10 = load_Accums(2u);
    v8 = v10;
    Accumulator_add_1(&v8, 3.0f, 2.0f);
    let v13 = v8;
    store_Accums(2u, v13);
    let v17 = Accumulator_start(1.0f);
    v16 = v17;
    let v20 = v16;
    v19 = v20;
    Accumulator_add(&v19, 5.0f);
    let v23 = v19;
    v16 = v23;
    let v26 = v16;
    v25 = v26;
    Accumulator_add_1(&v25, 2.0f, 3.0f);
    let v29 = v25;
    v16 = v29;
    let v32 = v16;
    let v33 = Accumulator_summarize(v32);
    v31 = v33;
    let v36 = v16.total;
    Out[0u] = bitcast<u32>(v36);
    let v40 = v31.mean;
    Out[1u] = bitcast<u32>(v40);
    let v44 = v31.count;
    let v45 = f32(v44);
    Out[2u] = bitcast<u32>(v45);
    Out[3u] = bitcast<u32>(4.0f);
    let v50 = Accumulator_start(7.0f);
    let v51 = Accumulator_mean(v50);
    Out[4u] = bitcast<u32>(v51);
    let v56 = load_Items(4u);
    v54 = v56;
    let v59 = v54;
    v58 = v59;
    let v61 = Derived_sum(&v58);
    let v62 = v58;
    v54 = v62;
    Out[5u] = bitcast<u32>(v61);
    let v67 = v54;
    v66 = v67;
    let v69 = Derived_kind(&v66);
    let v70 = v66;
    v54 = v70;
    let v72 = f32(v69);
    Out[6u] = bitcast<u32>(v72);
    let v76 = v54.Base;
    let v77 = readBase(v76);
    Out[7u] = bitcast<u32>(v77);
    let v81 = load_Items_1(0u);
    v82 = v81;
    let v85 = v82;
    v84 = v85;
    let v87 = Base_scaled(&v84, 3.0f);
    let v88 = v84;
    v82 = v88;
    v90 = v87;
    let v92 = v90;
    Out[8u] = bitcast<u32>(v92);
    let v97 = v54.Base;
    v95 = v97;
    bumpBase(&v95);
    let v100 = v95;
    v54.Base = v100;
    let v104 = v54.Base.a;
    Out[9u] = bitcast<u32>(v104);
    let v108 = bitcast<vec2<f32>>(Cb[1].xy);
    let v109 = v108.y;
    let v111 = load_Cb(0u);
    v112 = v111;
    let v115 = v112;
    v114 = v115;
    let v117 = Base_scaled(&v114, 1.0f);
    let v118 = v114;
    v112 = v118;
    v120 = v117;
    let v122 = v120;
    let v123 = (v109 + v122);
    Out[10u] = bitcast<u32>(v123);
    let v127 = Cb[0].y;
    let v128 = f32(v127);
    Out[11u] = bitcast<u32>(v128);
    let v132 = Complex(1.0f, 2.0f);
    v131 = v132;
    let v135 = Complex(3.0f, (-1.0f));
    v134 = v135;
    let v139 = v131;
    v138 = v139;
    let v141 = v134;
    let v142 = Complex_operator_(&v138, v141);
    let v143 = v138;
    v131 = v143;
    v145 = v142;
    let v148 = v145;
    v147 = v148;
    let v151 = v131;
    v150 = v151;
    let v153 = Complex_operator__1(&v150, 2.0f);
    let v154 = v150;
    v131 = v154;
    let v156 = Complex_operator__2(&v147, v153);
    let v157 = v147;
    v145 = v157;
    v159 = v156;
    let v161 = v159;
    v137 = v161;
    let v164 = v137;
    v163 = v164;
    let v166 = Complex_operator__(&v163, 0u);
    let v167 = v163;
    v137 = v167;
    Out[12u] = bitcast<u32>(v166);
    let v172 = v137;
    v171 = v172;
    let v174 = Complex_operator__(&v171, 1u);
    let v175 = v171;
    v137 = v175;
    Out[13u] = bitcast<u32>(v174);
    let v180 = v137;
    v179 = v180;
    let v182 = v131;
    let v183 = Complex_operator___1(&v179, v182);
    let v184 = v179;
    v137 = v184;
    let v186 = select(0.0f, 1.0f, v183);
    let v188 = v131;
    v187 = v188;
    let v190 = v131;
    let v191 = Complex_operator___1(&v187, v190);
    let v192 = v187;
    v131 = v192;
    let v194 = select(0.0f, 2.0f, v191);
    let v195 = (v186 + v194);
    Out[14u] = bitcast<u32>(v195);
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
