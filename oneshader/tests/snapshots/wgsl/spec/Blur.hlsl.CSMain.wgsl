@id(0) override spec_0: i32 = 4i;
@id(1) override spec_1: bool = true;
@id(2) override spec_2: f32 = 2.0f;
@group(0) @binding(0) var Source: texture_2d<f32>;
@group(0) @binding(1) var Target: texture_storage_2d<rgba8unorm, write>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v1: vec3<u32>;
    var v12: vec2<i32>;
    var v60: vec4<f32>;
    var v61: f32;
    var v62: i32;
    var v42: vec4<f32>;
    var v46: f32;
    v1 = gl_GlobalInvocationID;
    v12 = select(vec2<i32>(0i, 1i), vec2<i32>(1i, 0i), spec_1);
    let v16 = -(spec_0);
    v60 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
    v61 = 0.0f;
    v62 = v16;
    loop {
        let v59 = (v62 <= spec_0);
        if v59 {
            let v20 = (v62 * v62);
            let v21 = -(v20);
            let v22 = f32(v21);
            let v23 = (2.0f * spec_2);
            let v24 = (v23 * spec_2);
            let v25 = (v22 / v24);
            let v26 = exp(v25);
            let v29 = v1.xy;
            let v30 = vec2<i32>(v29);
            let v33 = vec2<i32>(v62);
            let v34 = (v12 * v33);
            let v35 = (v30 + v34);
            let v36 = vec2<u32>(v35);
            let v37 = textureLoad(Source, v36, 0i);
            let v39 = vec4<f32>(v26);
            let v40 = (v37 * v39);
            v42 = (v60 + v40);
            v46 = (v61 + v26);
        } else {
            break;
        }
        continuing {
            let v49 = (v62 + 1i);
            v60 = v42;
            v61 = v46;
            v62 = v49;
        }
    }
    let v53 = vec4<f32>(v61);
    let v54 = (v60 / v53);
    let v56 = v1.xy;
    textureStore(Target, v56, v54);
    return;
}

@compute @workgroup_size(8, 8, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
