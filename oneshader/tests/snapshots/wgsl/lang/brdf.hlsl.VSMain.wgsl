struct VSIn {
    position: vec3<f32>,
    normal: vec3<f32>,
    material: u32,
}

struct VSOut {
    position: vec4<f32>,
    worldPos: vec3<f32>,
    normal: vec3<f32>,
    material: u32,
}

@group(0) @binding(0) var<uniform> Frame: array<vec4<u32>, 6>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_MATERIAL0: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_WORLDPOS0: vec3<f32>;
var<private> out_var_NORMAL0: vec3<f32>;
var<private> out_var_MATERIAL0: u32;
fn VSMain_body(a0: VSIn) -> VSOut {
    var v0: VSIn;
    var v2: VSOut;
    v0 = a0;
    let v4 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Frame[0].x), bitcast<f32>(Frame[1].x), bitcast<f32>(Frame[2].x), bitcast<f32>(Frame[3].x)), vec4<f32>(bitcast<f32>(Frame[0].y), bitcast<f32>(Frame[1].y), bitcast<f32>(Frame[2].y), bitcast<f32>(Frame[3].y)), vec4<f32>(bitcast<f32>(Frame[0].z), bitcast<f32>(Frame[1].z), bitcast<f32>(Frame[2].z), bitcast<f32>(Frame[3].z)), vec4<f32>(bitcast<f32>(Frame[0].w), bitcast<f32>(Frame[1].w), bitcast<f32>(Frame[2].w), bitcast<f32>(Frame[3].w)));
    let v6 = v0.position;
    let v7 = vec4<f32>(v6, 1.0f);
    let v8 = (v7 * v4);
    v2.position = v8;
    let v12 = v0.position;
    v2.worldPos = v12;
    let v16 = v0.normal;
    v2.normal = v16;
    let v20 = v0.material;
    v2.material = v20;
    let v23 = v2;
    return v23;
}

fn VSMain_1() {
    var v0: VSIn;
    var v1: VSOut;
    let v2 = in_var_POSITION0;
    v0.position = v2;
    let v5 = in_var_NORMAL0;
    v0.normal = v5;
    let v8 = in_var_MATERIAL0;
    v0.material = v8;
    let v11 = v0;
    let v12 = VSMain_body(v11);
    v1 = v12;
    let v15 = v1.position;
    gl_Position = v15;
    let v18 = v1.worldPos;
    out_var_WORLDPOS0 = v18;
    let v21 = v1.normal;
    out_var_NORMAL0 = v21;
    let v24 = v1.material;
    out_var_MATERIAL0 = v24;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) out_2: vec3<f32>,
    @location(2) @interpolate(flat) out_3: u32,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>, @location(2) in_2_0: u32) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_MATERIAL0 = in_2_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_WORLDPOS0, out_var_NORMAL0, out_var_MATERIAL0);
}
