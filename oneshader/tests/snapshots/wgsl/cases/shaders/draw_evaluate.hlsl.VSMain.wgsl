var<private> in_var_POSITION0: vec2<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_RAMP0: f32;
var<private> out_var_PAIR0: vec2<f32>;
fn VSMain_1() {
    let v2 = in_var_POSITION0;
    let v20 = vec4<f32>(v2, 0.0f, 1.0f);
    let v24 = v2.x;
    let v25 = (v24 + 1.0f);
    let v26 = (v25 * 40.0f);
    let v32 = v2.y;
    let v33 = (v32 + 1.0f);
    let v34 = (v33 * 20.0f);
    let v35 = vec2<f32>(v26, v34);
    gl_Position = v20;
    out_var_RAMP0 = v26;
    out_var_PAIR0 = v35;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: f32,
    @location(1) out_2: vec2<f32>,
}

@vertex
fn VSMain(@location(0) in_0_0: vec2<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_RAMP0, out_var_PAIR0);
}
