struct VSIn {
    Position: vec2<f32>,
    Uv: vec2<f32>,
    Color: vec4<f32>,
}

struct VSOut {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Color: vec4<f32>,
}

@group(0) @binding(0) var<uniform> Frame: array<vec4<u32>, 5>;
var<private> in_var_POSITION0: vec2<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_COLOR0: vec4<f32>;
fn VSMain_body(a0: VSIn) -> VSOut {
    var v0: VSIn;
    var v2: VSOut;
    v0 = a0;
    let v4 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Frame[0].x), bitcast<f32>(Frame[1].x), bitcast<f32>(Frame[2].x), bitcast<f32>(Frame[3].x)), vec4<f32>(bitcast<f32>(Frame[0].y), bitcast<f32>(Frame[1].y), bitcast<f32>(Frame[2].y), bitcast<f32>(Frame[3].y)), vec4<f32>(bitcast<f32>(Frame[0].z), bitcast<f32>(Frame[1].z), bitcast<f32>(Frame[2].z), bitcast<f32>(Frame[3].z)), vec4<f32>(bitcast<f32>(Frame[0].w), bitcast<f32>(Frame[1].w), bitcast<f32>(Frame[2].w), bitcast<f32>(Frame[3].w)));
    let v6 = v0.Position;
    let v7 = vec4<f32>(v6, 0.0f, 1.0f);
    let v8 = (v7 * v4);
    v2.Position = v8;
    let v12 = v0.Uv;
    v2.Uv = v12;
    let v16 = v0.Color;
    let v18 = bitcast<vec4<f32>>(Frame[4]);
    let v19 = (v16 * v18);
    v2.Color = v19;
    let v22 = v2;
    return v22;
}

fn VSMain_1() {
    var v0: VSIn;
    var v1: VSOut;
    let v2 = in_var_POSITION0;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Uv = v5;
    let v8 = in_var_COLOR0;
    v0.Color = v8;
    let v11 = v0;
    let v12 = VSMain_body(v11);
    v1 = v12;
    let v15 = v1.Position;
    gl_Position = v15;
    let v18 = v1.Uv;
    out_var_TEXCOORD0 = v18;
    let v21 = v1.Color;
    out_var_COLOR0 = v21;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec2<f32>,
    @location(1) out_2: vec4<f32>,
}

@vertex
fn VSMain(@location(0) in_0_0: vec2<f32>, @location(1) in_1_0: vec2<f32>, @location(2) in_2_0: vec4<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_COLOR0 = in_2_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_COLOR0);
}
