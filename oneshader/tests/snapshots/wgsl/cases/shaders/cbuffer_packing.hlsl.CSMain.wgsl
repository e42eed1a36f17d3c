@group(0) @binding(0) var<uniform> Packing: array<vec4<u32>, 13>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
fn CSMain_body() {
    var v71: vec3<f32>;
    var v92: vec2<f32>;
    let v1 = bitcast<f32>(Packing[0].x);
    Out[0u] = bitcast<u32>(v1);
    let v5 = bitcast<vec2<f32>>(Packing[0].yz);
    let v6 = v5.x;
    Out[1u] = bitcast<u32>(v6);
    let v10 = bitcast<vec2<f32>>(Packing[0].yz);
    let v11 = v10.y;
    Out[2u] = bitcast<u32>(v11);
    let v15 = bitcast<f32>(Packing[0].w);
    Out[3u] = bitcast<u32>(v15);
    let v19 = bitcast<vec3<f32>>(Packing[1].xyz);
    let v20 = v19.x;
    Out[4u] = bitcast<u32>(v20);
    let v24 = bitcast<vec3<f32>>(Packing[1].xyz);
    let v25 = v24.y;
    Out[5u] = bitcast<u32>(v25);
    let v29 = bitcast<vec3<f32>>(Packing[1].xyz);
    let v30 = v29.z;
    Out[6u] = bitcast<u32>(v30);
    let v34 = bitcast<f32>(Packing[1].w);
    Out[7u] = bitcast<u32>(v34);
    let v38 = bitcast<f32>(Packing[2].x);
    Out[8u] = bitcast<u32>(v38);
    let v42 = bitcast<f32>(Packing[3].x);
    Out[9u] = bitcast<u32>(v42);
    let v46 = bitcast<f32>(Packing[4].x);
    Out[10u] = bitcast<u32>(v46);
    let v50 = bitcast<vec2<f32>>(Packing[5].xy);
    let v51 = v50.x;
    Out[11u] = bitcast<u32>(v51);
    let v55 = bitcast<vec2<f32>>(Packing[5].xy);
    let v56 = v55.y;
    Out[12u] = bitcast<u32>(v56);
    let v60 = bitcast<f32>(Packing[7].x);
    Out[13u] = bitcast<u32>(v60);
    let v64 = bitcast<f32>(Packing[6].y);
    Out[14u] = bitcast<u32>(v64);
    let v68 = bitcast<f32>(Packing[8].z);
    Out[15u] = bitcast<u32>(v68);
    let v73 = mat3x3<f32>(vec3<f32>(bitcast<f32>(Packing[6].x), bitcast<f32>(Packing[7].x), bitcast<f32>(Packing[8].x)), vec3<f32>(bitcast<f32>(Packing[6].y), bitcast<f32>(Packing[7].y), bitcast<f32>(Packing[8].y)), vec3<f32>(bitcast<f32>(Packing[6].z), bitcast<f32>(Packing[7].z), bitcast<f32>(Packing[8].z)));
    let v74 = (vec3<f32>(1.0f, 10.0f, 100.0f) * v73);
    v71 = v74;
    let v76 = v71;
    let v77 = v76.x;
    Out[16u] = bitcast<u32>(v77);
    let v80 = v71;
    let v81 = v80.y;
    Out[17u] = bitcast<u32>(v81);
    let v85 = bitcast<f32>(Packing[9].z);
    Out[18u] = bitcast<u32>(v85);
    let v89 = bitcast<f32>(Packing[10].x);
    Out[19u] = bitcast<u32>(v89);
    let v94 = mat2x3<f32>(bitcast<vec3<f32>>(Packing[9].xyz), bitcast<vec3<f32>>(Packing[10].xyz));
    let v95 = (vec3<f32>(1.0f, 10.0f, 100.0f) * v94);
    v92 = v95;
    let v97 = v92;
    let v98 = v97.x;
    Out[20u] = bitcast<u32>(v98);
    let v101 = v92;
    let v102 = v101.y;
    Out[21u] = bitcast<u32>(v102);
    let v106 = bitcast<vec2<f32>>(Packing[11].xy);
    let v107 = v106.y;
    Out[22u] = bitcast<u32>(v107);
    let v111 = bitcast<f32>(Packing[11].z);
    Out[23u] = bitcast<u32>(v111);
    let v115 = bitcast<i32>(Packing[12].x);
    let v116 = f32(v115);
    Out[24u] = bitcast<u32>(v116);
    let v120 = Packing[12].yz;
    let v121 = v120.y;
    let v122 = f32(v121);
    Out[25u] = bitcast<u32>(v122);
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
