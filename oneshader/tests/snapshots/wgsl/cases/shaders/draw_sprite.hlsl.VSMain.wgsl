var<private> in_var_POSITION0: vec2<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_COLOR0: vec4<f32>;
fn VSMain_1() {
    let v2 = in_var_POSITION0;
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_COLOR0;
    let v28 = vec4<f32>(v2, 0.0f, 1.0f);
    gl_Position = v28;
    out_var_TEXCOORD0 = v5;
    out_var_COLOR0 = v8;
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
