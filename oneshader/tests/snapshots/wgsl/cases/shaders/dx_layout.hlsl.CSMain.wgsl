@group(0) @binding(0) var<uniform> Params: array<vec4<u32>, 9>;
@group(0) @binding(1) var<storage, read> Points: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
fn CSMain_body() {
    var v80: vec3<f32>;
    let v1 = bitcast<f32>(Params[0].x);
    Out[0u] = bitcast<u32>(v1);
    let v5 = bitcast<f32>(Params[1].x);
    Out[1u] = bitcast<u32>(v5);
    let v9 = bitcast<f32>(Params[2].x);
    Out[2u] = bitcast<u32>(v9);
    let v13 = bitcast<vec3<f32>>(Params[2].yzw);
    let v14 = v13.x;
    Out[3u] = bitcast<u32>(v14);
    let v18 = bitcast<vec3<f32>>(Params[2].yzw);
    let v19 = v18.y;
    Out[4u] = bitcast<u32>(v19);
    let v23 = bitcast<vec3<f32>>(Params[2].yzw);
    let v24 = v23.z;
    Out[5u] = bitcast<u32>(v24);
    let v28 = bitcast<vec3<f32>>(Params[3].xyz);
    let v29 = v28.x;
    Out[6u] = bitcast<u32>(v29);
    let v33 = bitcast<vec3<f32>>(Params[3].xyz);
    let v34 = v33.y;
    Out[7u] = bitcast<u32>(v34);
    let v38 = bitcast<vec3<f32>>(Params[3].xyz);
    let v39 = v38.z;
    Out[8u] = bitcast<u32>(v39);
    let v43 = bitcast<f32>(Params[4].x);
    Out[9u] = bitcast<u32>(v43);
    let v47 = vec3<f32>(bitcast<f32>(Params[5].x), bitcast<f32>(Params[6].x), bitcast<f32>(Params[7].x));
    let v48 = v47.x;
    Out[10u] = bitcast<u32>(v48);
    let v52 = vec3<f32>(bitcast<f32>(Params[5].x), bitcast<f32>(Params[6].x), bitcast<f32>(Params[7].x));
    let v53 = v52.y;
    Out[11u] = bitcast<u32>(v53);
    let v57 = vec3<f32>(bitcast<f32>(Params[5].x), bitcast<f32>(Params[6].x), bitcast<f32>(Params[7].x));
    let v58 = v57.z;
    Out[12u] = bitcast<u32>(v58);
    let v62 = vec3<f32>(bitcast<f32>(Params[5].y), bitcast<f32>(Params[6].y), bitcast<f32>(Params[7].y));
    let v63 = v62.x;
    Out[13u] = bitcast<u32>(v63);
    let v67 = vec3<f32>(bitcast<f32>(Params[5].y), bitcast<f32>(Params[6].y), bitcast<f32>(Params[7].y));
    let v68 = v67.y;
    Out[14u] = bitcast<u32>(v68);
    let v72 = vec3<f32>(bitcast<f32>(Params[5].y), bitcast<f32>(Params[6].y), bitcast<f32>(Params[7].y));
    let v73 = v72.z;
    Out[15u] = bitcast<u32>(v73);
    let v77 = bitcast<f32>(Params[8].x);
    Out[16u] = bitcast<u32>(v77);
    let v82 = vec3<f32>(bitcast<f32>(Points[4u]), bitcast<f32>(Points[5u]), bitcast<f32>(Points[6u]));
    v80 = v82;
    let v84 = v80;
    let v85 = v84.x;
    Out[17u] = bitcast<u32>(v85);
    let v88 = v80;
    let v89 = v88.y;
    Out[18u] = bitcast<u32>(v89);
    let v92 = v80;
    let v93 = v92.z;
    Out[19u] = bitcast<u32>(v93);
    let v97 = vec3<f32>(bitcast<f32>(Points[8u]), bitcast<f32>(Points[9u]), bitcast<f32>(Points[10u]));
    let v98 = v97.z;
    Out[20u] = bitcast<u32>(v98);
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
