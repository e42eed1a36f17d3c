var<private> gl_FragCoord: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    let v2 = gl_FragCoord;
    let v12 = v2.w;
    let v13 = (v12 / 8.0f);
    let v14 = vec4<f32>(v13, 0.0f, 0.0f, 1.0f);
    out_var_SV_Target0 = v14;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
