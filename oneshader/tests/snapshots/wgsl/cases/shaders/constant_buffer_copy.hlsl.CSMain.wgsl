@group(0) @binding(0) var<uniform> Settings: array<vec4<u32>, 2>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v37: u32;
    let v1 = gl_GlobalInvocationID;
    let v13 = Settings[0].x;
    let v15 = bitcast<f32>(Settings[0].y);
    let v17 = bitcast<vec2<f32>>(Settings[0].zw);
    let v19 = bitcast<vec4<f32>>(Settings[1]);
    let v24 = (v15 + 1.0f);
    v37 = v1.x;
    let v44 = vec4<f32>(v15);
    let v45 = (v19 * v44);
    let v49 = f32(v37);
    let v52 = f32(v13);
    let v53 = vec4<f32>(v17, v49, v52);
    let v54 = (v45 + v53);
    let v62 = vec4<f32>(v24);
    let v63 = (v19 * v62);
    let v71 = vec4<f32>(v17, 0.0f, v52);
    let v72 = (v63 + v71);
    let v73 = (v54 + v72);
    let v84 = (v73 + v19);
    Out[(v37 * 4u)] = bitcast<u32>(v84.x);
    Out[((v37 * 4u) + 1u)] = bitcast<u32>(v84.y);
    Out[((v37 * 4u) + 2u)] = bitcast<u32>(v84.z);
    Out[((v37 * 4u) + 3u)] = bitcast<u32>(v84.w);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
