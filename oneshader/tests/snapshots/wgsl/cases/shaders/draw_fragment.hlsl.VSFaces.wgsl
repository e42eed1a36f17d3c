var<private> in_var_POSITION0: vec2<f32>;
var<private> gl_Position: vec4<f32>;
fn VSFaces_body(a0: vec2<f32>) -> vec4<f32> {
    var v0: vec2<f32>;
    v0 = a0;
    let v2 = v0;
    let v3 = vec4<f32>(v2, 0.0f, 1.0f);
    return v3;
}

fn VSFaces_1() {
    var v0: vec2<f32>;
    var v1: vec4<f32>;
    let v2 = in_var_POSITION0;
    v0 = v2;
    let v4 = v0;
    let v5 = VSFaces_body(v4);
    v1 = v5;
    let v7 = v1;
    gl_Position = v7;
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
