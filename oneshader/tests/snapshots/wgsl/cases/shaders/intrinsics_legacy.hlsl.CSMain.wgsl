@group(0) @binding(0) var<storage, read> F: array<u32>;
@group(0) @binding(1) var<storage, read_write> OutF: array<u32>;
@group(0) @binding(2) var<storage, read_write> OutU: array<u32>;
fn CSMain_1() {
    var v28: vec4<f32>;
    var v70: u32;
    var v51: vec4<i32>;
    var v71: u32;
    let v8 = bitcast<f32>(F[1u]);
    let v10 = bitcast<f32>(F[2u]);
    let v27 = (v8 * v10);
    v28 = vec4<f32>(1.0f, v27, v10, v8);
    v70 = 0u;
    loop {
        let v55 = (v70 < 4u);
        if v55 {
            let v33 = v28[v70];
            OutF[(v70)] = bitcast<u32>(v33);
        } else {
            break;
        }
        continuing {
            let v38 = (v70 + 1u);
            v70 = v38;
        }
    }
    let v41 = bitcast<f32>(F[11u]);
    let v43 = bitcast<f32>(F[12u]);
    let v45 = bitcast<f32>(F[13u]);
    let v47 = bitcast<f32>(F[14u]);
    let v48 = vec4<f32>(v41, v43, v45, v47);
    let v49 = v48.zyxw;
    let v50 = (v49 * vec4<f32>(255.002f, 255.002f, 255.002f, 255.002f));
    v51 = vec4<i32>(v50);
    v71 = 0u;
    loop {
        let v67 = (v71 < 4u);
        if v67 {
            let v58 = v51[v71];
            let v59 = bitcast<u32>(v58);
            OutU[(v71)] = v59;
        } else {
            break;
        }
        continuing {
            let v64 = (v71 + 1u);
            v71 = v64;
        }
    }
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
