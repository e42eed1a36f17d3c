var<private> in_var_POSITION0: vec2<f32>;
var<private> gl_Position: vec4<f32>;
fn VSFaces_1() {
    let v2 = in_var_POSITION0;
    let v12 = vec4<f32>(v2, 0.0f, 1.0f);
    gl_Position = v12;
    return;
}

struct VSFaces_Output {
    @builtin(position) out_0: vec4<f32>,
}

@vertex
fn VSFaces(@location(0) in_0_0: vec2<f32>) -> VSFaces_Output {
    in_var_POSITION0 = in_0_0;
    VSFaces_1();
    return VSFaces_Output(gl_Position);
}
