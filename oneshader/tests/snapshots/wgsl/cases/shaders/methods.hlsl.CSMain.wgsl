struct Accumulator {
    total: f32,
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
fn CSMain_1() {
    let v64 = load_Accums(0u);
    let v69 = v64.total;
    let v70 = (v69 + 4.0f);
    var t1 = v64;
    t1.total = v70;
    let v476 = t1;
    let v74 = v64.count;
    let v75 = (v74 + 1u);
    var t2 = v476;
    t2.count = v75;
    let v479 = t2;
    store_Accums(0u, v479);
    let v82 = load_Accums(2u);
    let v356 = v82.total;
    let v357 = (v356 + 6.0f);
    var t3 = v82;
    t3.total = v357;
    let v548 = t3;
    let v361 = v82.count;
    let v362 = (v361 + 1u);
    var t4 = v548;
    t4.count = v362;
    let v551 = t4;
    store_Accums(2u, v551);
    Out[0u] = bitcast<u32>(12.0f);
    Out[1u] = bitcast<u32>(4.0f);
    Out[2u] = bitcast<u32>(11.0f);
    Out[3u] = bitcast<u32>(4.0f);
    Out[4u] = bitcast<u32>(7.0f);
    let v131 = load_Items(4u);
    let v395 = v131.Base.a;
    let v397 = v131.b;
    let v398 = v397.x;
    let v399 = (v395 + v398);
    let v402 = v397.y;
    let v403 = (v399 + v402);
    let v405 = v131.Base;
    let v409 = v405.a;
    let v411 = (v409 * 2.0f);
    let v415 = (v403 + v411);
    Out[5u] = bitcast<u32>(v415);
    Out[6u] = bitcast<u32>(11.0f);
    let v139 = v405.tag;
    let v140 = f32(v139);
    let v141 = (v409 + v140);
    Out[7u] = bitcast<u32>(v141);
    let v145 = load_Items_1(0u);
    let v151 = v145.a;
    let v153 = (v151 * 3.0f);
    Out[8u] = bitcast<u32>(v153);
    let v165 = (v409 + 100.0f);
    Out[9u] = bitcast<u32>(v165);
    let v176 = bitcast<vec2<f32>>(Cb[1].xy);
    let v177 = v176.y;
    let v179 = load_Cb(0u);
    let v185 = v179.a;
    let v187 = (v185 * 1.0f);
    let v192 = (v177 + v187);
    Out[10u] = bitcast<u32>(v192);
    let v196 = Cb[0].y;
    let v197 = f32(v196);
    Out[11u] = bitcast<u32>(v197);
    Out[12u] = bitcast<u32>(7.0f);
    Out[13u] = bitcast<u32>(9.0f);
    Out[14u] = bitcast<u32>(2.0f);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
