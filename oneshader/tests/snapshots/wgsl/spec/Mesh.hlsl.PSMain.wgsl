var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    let v5 = in_var_COLOR0;
    out_var_SV_Target0 = v5;
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
