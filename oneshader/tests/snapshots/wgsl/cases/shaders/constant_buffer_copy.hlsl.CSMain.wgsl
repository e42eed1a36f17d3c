@group(0) @binding(0) var<uniform> Settings: array<vec4<u32>, 2>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v33: u32;
    let v1 = gl_GlobalInvocationID;
    let v9 = Settings[0].x;
    let v11 = bitcast<f32>(Settings[0].y);
    let v13 = bitcast<vec2<f32>>(Settings[0].zw);
    let v15 = bitcast<vec4<f32>>(Settings[1]);
    let v20 = (v11 + 1.0f);
    v33 = v1.x;
    let v53 = vec4<f32>(v11);
    let v54 = (v15 * v53);
    let v58 = f32(v33);
    let v61 = f32(v9);
    let v62 = vec4<f32>(v13, v58, v61);
    let v63 = (v54 + v62);
    let v72 = vec4<f32>(v20);
    let v73 = (v15 * v72);
    let v81 = vec4<f32>(v13, 0.0f, v61);
    let v82 = (v73 + v81);
    let v37 = (v63 + v82);
    let v40 = (v37 + v15);
    Out[(v33 * 4u)] = bitcast<u32>(v40.x);
    Out[((v33 * 4u) + 1u)] = bitcast<u32>(v40.y);
    Out[((v33 * 4u) + 2u)] = bitcast<u32>(v40.z);
    Out[((v33 * 4u) + 3u)] = bitcast<u32>(v40.w);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
