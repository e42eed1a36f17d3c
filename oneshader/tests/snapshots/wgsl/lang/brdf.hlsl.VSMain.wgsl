@group(0) @binding(0) var<uniform> Frame: array<vec4<u32>, 6>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_MATERIAL0: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_WORLDPOS0: vec3<f32>;
var<private> out_var_NORMAL0: vec3<f32>;
var<private> out_var_MATERIAL0: u32;
fn VSMain_1() {
    let v2 = in_var_POSITION0;
    let v5 = in_var_NORMAL0;
    let v8 = in_var_MATERIAL0;
    let v30 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Frame[0].x), bitcast<f32>(Frame[1].x), bitcast<f32>(Frame[2].x), bitcast<f32>(Frame[3].x)), vec4<f32>(bitcast<f32>(Frame[0].y), bitcast<f32>(Frame[1].y), bitcast<f32>(Frame[2].y), bitcast<f32>(Frame[3].y)), vec4<f32>(bitcast<f32>(Frame[0].z), bitcast<f32>(Frame[1].z), bitcast<f32>(Frame[2].z), bitcast<f32>(Frame[3].z)), vec4<f32>(bitcast<f32>(Frame[0].w), bitcast<f32>(Frame[1].w), bitcast<f32>(Frame[2].w), bitcast<f32>(Frame[3].w)));
    let v33 = vec4<f32>(v2, 1.0f);
    let v34 = (v33 * v30);
    gl_Position = v34;
    out_var_WORLDPOS0 = v2;
    out_var_NORMAL0 = v5;
    out_var_MATERIAL0 = v8;
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
