@group(0) @binding(0) var<storage, read> F: array<u32>;
@group(0) @binding(1) var<storage, read_write> OutF: array<u32>;
@group(0) @binding(2) var<storage, read_write> OutU: array<u32>;
fn CSMain_1() {
    let v4 = bitcast<f32>(F[1u]);
    let v6 = bitcast<f32>(F[2u]);
    let v23 = (v4 * v6);
    let v24 = vec4<f32>(1.0f, v23, v6, v4);
    let v62 = v24[0u];
    OutF[0u] = bitcast<u32>(v62);
    let v67 = v24[1u];
    OutF[1u] = bitcast<u32>(v67);
    let v72 = v24[2u];
    OutF[2u] = bitcast<u32>(v72);
    let v77 = v24[3u];
    OutF[3u] = bitcast<u32>(v77);
    let v26 = bitcast<f32>(F[11u]);
    let v28 = bitcast<f32>(F[12u]);
    let v30 = bitcast<f32>(F[13u]);
    let v32 = bitcast<f32>(F[14u]);
    let v33 = vec4<f32>(v26, v28, v30, v32);
    let v34 = v33.zyxw;
    let v35 = (v34 * vec4<f32>(255.002f, 255.002f, 255.002f, 255.002f));
    let v36 = vec4<i32>(v35);
    let v37 = v36[0u];
    let v38 = bitcast<u32>(v37);
    OutU[0u] = v38;
    let v43 = v36[1u];
    let v44 = bitcast<u32>(v43);
    OutU[1u] = v44;
    let v49 = v36[2u];
    let v50 = bitcast<u32>(v49);
    OutU[2u] = v50;
    let v55 = v36[3u];
    let v56 = bitcast<u32>(v55);
    OutU[3u] = v56;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
