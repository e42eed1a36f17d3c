@group(0) @binding(0) var<uniform> Params: array<vec4<u32>, 1>;
@group(0) @binding(1) var Source: texture_2d<f32>;
@group(0) @binding(2) var Target: texture_storage_2d<rgba8unorm, write>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    v0 = a0;
    let v2 = v0;
    let v3 = v2.xy;
    let v5 = Params[0].yz;
    let v6 = (v3 >= v5);
    let v7 = any(v6);
    if v7 {
        return;
    }
    let v8 = v0;
    let v9 = v8.xy;
    let v10 = textureLoad(Source, v9, 0i);
    let v12 = bitcast<f32>(Params[0].x);
    let v13 = vec4<f32>(v12);
    let v14 = (v10 * v13);
    let v15 = saturate(v14);
    let v16 = v0;
    let v17 = v16.xy;
    textureStore(Target, v17, v15);
    return;
}

fn CSMain_1() {
    var v0: vec3<u32>;
    let v1 = gl_GlobalInvocationID;
    v0 = v1;
    let v3 = v0;
    CSMain_body(v3);
    return;
}

@compute @workgroup_size(8, 8, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
