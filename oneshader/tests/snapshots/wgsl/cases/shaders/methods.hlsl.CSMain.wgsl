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
    let v30 = load_Accums(0u);
    let v588 = v30.total;
    let v590 = v30.count;
    let v204 = (v588 + 4.0f);
    let v209 = (v590 + 1u);
    let v33 = Accumulator(v204, v209);
    store_Accums(0u, v33);
    let v37 = load_Accums(2u);
    let v593 = v37.total;
    let v595 = v37.count;
    let v230 = (v593 + 6.0f);
    let v235 = (v595 + 1u);
    let v223 = Accumulator(v230, v235);
    store_Accums(2u, v223);
    Out[0u] = bitcast<u32>(12.0f);
    Out[1u] = bitcast<u32>(4.0f);
    Out[2u] = bitcast<u32>(11.0f);
    Out[3u] = bitcast<u32>(4.0f);
    Out[4u] = bitcast<u32>(7.0f);
    let v78 = load_Items(4u);
    let v663 = v78.Base;
    let v847 = v663.a;
    let v849 = v663.tag;
    let v665 = v78.b;
    let v338 = v665.x;
    let v339 = (v847 + v338);
    let v342 = v665.y;
    let v343 = (v339 + v342);
    let v357 = (v847 * 2.0f);
    let v351 = (v343 + v357);
    Out[5u] = bitcast<u32>(v351);
    Out[6u] = bitcast<u32>(11.0f);
    let v373 = f32(v849);
    let v374 = (v847 + v373);
    Out[7u] = bitcast<u32>(v374);
    let v101 = load_Items_1(0u);
    let v699 = v101.a;
    let v380 = (v699 * 3.0f);
    Out[8u] = bitcast<u32>(v380);
    let v383 = (v847 + 100.0f);
    Out[9u] = bitcast<u32>(v383);
    let v124 = bitcast<vec2<f32>>(Cb[1].xy);
    let v125 = v124.y;
    let v127 = load_Cb(0u);
    let v717 = v127.a;
    let v136 = (v125 + v717);
    Out[10u] = bitcast<u32>(v136);
    let v140 = Cb[0].y;
    let v141 = f32(v140);
    Out[11u] = bitcast<u32>(v141);
    Out[12u] = bitcast<u32>(7.0f);
    Out[13u] = bitcast<u32>(9.0f);
    Out[14u] = bitcast<u32>(2.0f);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
