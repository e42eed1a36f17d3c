struct VSOut {
    Position: vec4<f32>,
}

var<private> in_var_POSITION0: vec2<f32>;
var<private> gl_Position: vec4<f32>;
fn VSMain_body(a0: vec2<f32>) -> VSOut {
    var v0: vec2<f32>;
    var v2: VSOut;
    v0 = a0;
    let v3 = v0;
    let v4 = vec4<f32>(v3, 0.5f, 1.0f);
    let v5 = (v4 * vec4<f32>(4.0f, 4.0f, 4.0f, 4.0f));
    v2.Position = v5;
    let v8 = v2;
    return v8;
}

fn VSMain_1() {
    var v0: vec2<f32>;
    var v1: VSOut;
    let v2 = in_var_POSITION0;
    v0 = v2;
    let v4 = v0;
    let v5 = VSMain_body(v4);
    v1 = v5;
    let v8 = v1.Position;
    gl_Position = v8;
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
