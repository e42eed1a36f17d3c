@id(0) override spec_0: i32 = 4i;
@id(1) override spec_1: bool = true;
@id(2) override spec_2: f32 = 2.0f;
@group(0) @binding(0) var Source: texture_2d<f32>;
@group(0) @binding(1) var Target: texture_storage_2d<rgba8unorm, write>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    var v2: vec2<i32>;
    var v5: vec4<f32>;
    var v7: f32;
    var v9: i32;
    var v14: f32;
    v0 = a0;
    let v3 = select(vec2<i32>(0i, 1i), vec2<i32>(1i, 0i), spec_1);
    v2 = v3;
    v5 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
    v7 = 0.0f;
    let v10 = -(spec_0);
    v9 = v10;
    loop {
        let v12 = v9;
        let v13 = (v12 <= spec_0);
        if v13 {
            let v15 = v9;
            let v16 = v9;
            let v17 = (v15 * v16);
            let v18 = -(v17);
            let v19 = f32(v18);
            let v20 = (2.0f * spec_2);
            let v21 = (v20 * spec_2);
            let v22 = (v19 / v21);
            let v23 = exp(v22);
            v14 = v23;
            let v25 = v0;
            let v26 = v25.xy;
            let v27 = vec2<i32>(v26);
            let v28 = v2;
            let v29 = v9;
            let v30 = vec2<i32>(v29);
            let v31 = (v28 * v30);
            let v32 = (v27 + v31);
            let v33 = vec2<u32>(v32);
            let v34 = textureLoad(Source, v33, 0i);
            let v35 = v14;
            let v36 = vec4<f32>(v35);
            let v37 = (v34 * v36);
            let v38 = v5;
            let v39 = (v38 + v37);
            v5 = v39;
            let v41 = v14;
            let v42 = v7;
            let v43 = (v42 + v41);
            v7 = v43;
        } else {
            break;
        }
        continuing {
            let v45 = v9;
            let v46 = (v45 + 1i);
            v9 = v46;
        }
    }
    let v48 = v5;
    let v49 = v7;
    let v50 = vec4<f32>(v49);
    let v51 = (v48 / v50);
    let v52 = v0;
    let v53 = v52.xy;
    textureStore(Target, v53, v51);
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
