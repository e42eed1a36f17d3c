struct Packed {
    low: u32,
    sgn: i32,
    plain: u32,
}

struct ObjectPush {
    geometryIndex: u32,
    materialIndex: u32,
    instances: i32,
    instance_offset: u32,
}

fn load_In(w: u32) -> Packed {
    return Packed(In[w], bitcast<i32>(In[(w + 1u)]), In[(w + 2u)]);
}

fn load_Objects(w: u32) -> ObjectPush {
    return ObjectPush(Objects[w], Objects[(w + 1u)], bitcast<i32>(Objects[(w + 2u)]), Objects[(w + 3u)]);
}

fn store_Written(w: u32, v: Packed) {
    Written[w] = v.low;
    Written[(w + 1u)] = bitcast<u32>(v.sgn);
    Written[(w + 2u)] = v.plain;
}

@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read> Objects: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
@group(0) @binding(3) var<storage, read_write> Written: array<u32>;
fn CSMain_1() {
    let v10 = load_In(0u);
    let v244 = v10.low;
    let v246 = v10.sgn;
    let v248 = v10.plain;
    let v14 = (v244 & 255u);
    Out[0u] = v14;
    let v19 = (v244 >> (8u & 31u));
    let v20 = (v19 & 65535u);
    Out[1u] = v20;
    let v25 = (v244 >> (24u & 31u));
    let v26 = (v25 & 255u);
    Out[2u] = v26;
    let v31 = (v246 << (u32(28i) & 31u));
    let v32 = (v31 >> (u32(28i) & 31u));
    let v33 = bitcast<u32>(v32);
    Out[3u] = v33;
    let v37 = bitcast<i32>(In[1u]);
    let v38 = (v37 << (u32(16i) & 31u));
    let v39 = (v38 >> (u32(20i) & 31u));
    let v40 = bitcast<u32>(v39);
    Out[4u] = v40;
    Out[5u] = v248;
    let v48 = load_Objects(0u);
    let v251 = v48.materialIndex;
    let v253 = v48.instances;
    let v255 = v48.instance_offset;
    let v52 = (v251 & 16777215u);
    Out[6u] = v52;
    let v56 = Objects[1u];
    let v57 = (v56 >> (24u & 31u));
    let v58 = (v57 & 255u);
    Out[7u] = v58;
    let v63 = bitcast<u32>(v253);
    Out[8u] = v63;
    Out[9u] = v255;
    let v115 = Packed(50333442u, 65503i, 7u);
    store_Written(0u, v115);
    let v119 = Written[3u];
    let v120 = (v119 & 16777215u);
    let v123 = (v120 | 2868903936u);
    Written[3u] = v123;
    Out[10u] = 12u;
    Out[11u] = 16u;
    Out[12u] = 8u;
    Out[13u] = 9u;
    let v184 = bitcast<u32>((-5i));
    Out[14u] = v184;
    Out[15u] = 10u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
