struct Params {
    Count: u32,
    Scale: f32,
    Offset: vec2<f32>,
    Tint: vec4<f32>,
}

@group(0) @binding(0) var<uniform> Settings: array<vec4<u32>, 2>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn Apply(a0: Params, a1: u32) -> vec4<f32> {
    var v0: Params;
    var v2: u32;
    v0 = a0;
    v2 = a1;
    let v5 = v0.Tint;
    let v7 = v0.Scale;
    let v8 = vec4<f32>(v7);
    let v9 = (v5 * v8);
    let v11 = v0.Offset;
    let v12 = v2;
    let v13 = f32(v12);
    let v15 = v0.Count;
    let v16 = f32(v15);
    let v17 = vec4<f32>(v11, v13, v16);
    let v18 = (v9 + v17);
    return v18;
}

fn Current() -> Params {
    let v1 = Settings[0].x;
    let v3 = bitcast<f32>(Settings[0].y);
    let v5 = bitcast<vec2<f32>>(Settings[0].zw);
    let v7 = bitcast<vec4<f32>>(Settings[1]);
    let v8 = Params(v1, v3, v5, v7);
    return v8;
}

fn CSMain_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    var v2: Params;
    var v37: u32;
    v0 = a0;
    let v4 = Settings[0].x;
    let v6 = bitcast<f32>(Settings[0].y);
    let v8 = bitcast<vec2<f32>>(Settings[0].zw);
    let v10 = bitcast<vec4<f32>>(Settings[1]);
    let v11 = Params(v4, v6, v8, v10);
    v2 = v11;
    let v14 = v2.Scale;
    let v15 = (v14 + 1.0f);
    v2.Scale = v15;
    let v19 = Settings[0].x;
    let v21 = bitcast<f32>(Settings[0].y);
    let v23 = bitcast<vec2<f32>>(Settings[0].zw);
    let v25 = bitcast<vec4<f32>>(Settings[1]);
    let v26 = Params(v19, v21, v23, v25);
    let v27 = v0;
    let v28 = v27.x;
    let v29 = Apply(v26, v28);
    let v30 = v2;
    let v31 = Apply(v30, 0u);
    let v32 = (v29 + v31);
    let v33 = Current();
    let v34 = v33.Tint;
    let v35 = (v32 + v34);
    let v36 = v0;
    v37 = v36.x;
    Out[(v37 * 4u)] = bitcast<u32>(v35.x);
    Out[((v37 * 4u) + 1u)] = bitcast<u32>(v35.y);
    Out[((v37 * 4u) + 2u)] = bitcast<u32>(v35.z);
    Out[((v37 * 4u) + 3u)] = bitcast<u32>(v35.w);
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

@compute @workgroup_size(4, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
