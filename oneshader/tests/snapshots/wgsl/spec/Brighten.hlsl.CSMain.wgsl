@group(0) @binding(0) var<uniform> Params: array<vec4<u32>, 1>;
@group(0) @binding(1) var Source: texture_2d<f32>;
@group(0) @binding(2) var Target: texture_storage_2d<rgba8unorm, write>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v1: vec3<u32>;
    var v8: vec2<u32>;
    v1 = gl_GlobalInvocationID;
    loop {
        v8 = v1.xy;
        let v10 = Params[0].yz;
        let v11 = (v8 >= v10);
        let v12 = any(v11);
        if v12 {
            break;
        }
        let v15 = textureLoad(Source, v8, 0i);
        let v17 = bitcast<f32>(Params[0].x);
        let v18 = vec4<f32>(v17);
        let v19 = (v15 * v18);
        let v20 = saturate(v19);
        textureStore(Target, v8, v20);
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(8, 8, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
