struct VSOut {
    Position: vec4<f32>,
    Color: vec4<f32>,
}

var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_body(a0: VSOut) -> vec4<f32> {
    var v0: VSOut;
    v0 = a0;
    let v3 = v0.Color;
    return v3;
}

fn PSMain_1() {
    var v0: VSOut;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_COLOR0;
    v0.Color = v5;
    let v8 = v0;
    let v9 = PSMain_body(v8);
    v1 = v9;
    let v11 = v1;
    out_var_SV_Target0 = v11;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec4<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_COLOR0 = in_1_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
