var<private> gl_FragCoord: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_body(a0: vec4<f32>) -> vec4<f32> {
    var v0: vec4<f32>;
    v0 = a0;
    let v2 = v0;
    let v3 = v2.w;
    let v4 = (v3 / 8.0f);
    let v5 = vec4<f32>(v4, 0.0f, 0.0f, 1.0f);
    return v5;
}

fn PSMain_1() {
    var v0: vec4<f32>;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0 = v2;
    let v4 = v0;
    let v5 = PSMain_body(v4);
    v1 = v5;
    let v7 = v1;
    out_var_SV_Target0 = v7;
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
