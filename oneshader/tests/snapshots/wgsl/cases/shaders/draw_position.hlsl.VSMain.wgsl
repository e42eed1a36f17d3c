var<private> in_var_POSITION0: vec2<f32>;
var<private> gl_Position: vec4<f32>;
fn VSMain_1() {
    let v2 = in_var_POSITION0;
    let v14 = vec4<f32>(v2, 0.5f, 1.0f);
    let v15 = (v14 * vec4<f32>(4.0f, 4.0f, 4.0f, 4.0f));
    gl_Position = v15;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
}

@vertex
fn VSMain(@location(0) in_0_0: vec2<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    VSMain_1();
    return VSMain_Output(gl_Position);
}
