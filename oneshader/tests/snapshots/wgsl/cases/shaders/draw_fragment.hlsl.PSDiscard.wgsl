var<private> gl_FragCoord: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSDiscard_1() {
    var v17: u32;
    var v19: u32;
    let v2 = gl_FragCoord;
    let v13 = v2.xy;
    let v14 = vec2<u32>(v13);
    v17 = v14.x;
    v19 = v14.y;
    let v20 = (v17 + v19);
    let v21 = (v20 & 1u);
    let v22 = (v21 != 0u);
    if v22 {
        discard;
        return;
    }
    let v25 = f32(v17);
    let v26 = (v25 / 4.0f);
    let v29 = f32(v19);
    let v30 = (v29 / 4.0f);
    let v31 = vec4<f32>(1.0f, v26, v30, 1.0f);
    out_var_SV_Target0 = v31;
    return;
}

struct PSDiscard_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSDiscard(@builtin(position) in_0_0: vec4<f32>) -> PSDiscard_Output {
    gl_FragCoord = in_0_0;
    PSDiscard_1();
    return PSDiscard_Output(out_var_SV_Target0);
}
