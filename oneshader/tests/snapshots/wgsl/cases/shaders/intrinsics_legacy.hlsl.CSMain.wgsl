@group(0) @binding(0) var<storage, read> F: array<u32>;
@group(0) @binding(1) var<storage, read_write> OutF: array<u32>;
@group(0) @binding(2) var<storage, read_write> OutU: array<u32>;
fn CSMain_body() {
    var v0: vec4<f32>;
    var v26: u32;
    var v39: vec4<i32>;
    var v53: u32;
    var v30: u32;
    var v33: u32;
    var v57: u32;
    var v61: u32;
    let v2 = bitcast<f32>(F[0u]);
    let v4 = bitcast<f32>(F[1u]);
    let v6 = bitcast<f32>(F[2u]);
    let v8 = bitcast<f32>(F[4u]);
    let v9 = vec4<f32>(v2, v4, v6, v8);
    let v11 = bitcast<f32>(F[4u]);
    let v13 = bitcast<f32>(F[2u]);
    let v15 = bitcast<f32>(F[5u]);
    let v17 = bitcast<f32>(F[1u]);
    let v18 = vec4<f32>(v11, v13, v15, v17);
    let v19 = v9.y;
    let v20 = v18.y;
    let v21 = v9.z;
    let v22 = v18.w;
    let v23 = (v19 * v20);
    let v24 = vec4<f32>(1.0f, v23, v21, v22);
    v0 = v24;
    v26 = 0u;
    loop {
        let v28 = v26;
        let v29 = (v28 < 4u);
        if v29 {
            v30 = v26;
            let v32 = v0[v30];
            v33 = v26;
            OutF[(v33)] = bitcast<u32>(v32);
        } else {
            break;
        }
        continuing {
            let v36 = v26;
            let v37 = (v36 + 1u);
            v26 = v37;
        }
    }
    let v41 = bitcast<f32>(F[11u]);
    let v43 = bitcast<f32>(F[12u]);
    let v45 = bitcast<f32>(F[13u]);
    let v47 = bitcast<f32>(F[14u]);
    let v48 = vec4<f32>(v41, v43, v45, v47);
    let v49 = v48.zyxw;
    let v50 = (v49 * vec4<f32>(255.002f, 255.002f, 255.002f, 255.002f));
    let v51 = vec4<i32>(v50);
    v39 = v51;
    v53 = 0u;
    loop {
        let v55 = v53;
        let v56 = (v55 < 4u);
        if v56 {
            v57 = v53;
            let v59 = v39[v57];
            let v60 = bitcast<u32>(v59);
            v61 = v53;
            OutU[(v61)] = v60;
        } else {
            break;
        }
        continuing {
            let v64 = v53;
            let v65 = (v64 + 1u);
            v53 = v65;
        }
    }
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
