var<private> gl_FragCoord: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
var<private> gl_FragDepth: f32;
fn PSDepth_1() {
    let v2 = gl_FragCoord;
    let v18 = v2.xy;
    let v19 = vec2<u32>(v18);
    let v22 = v19.x;
    let v24 = v19.y;
    let v25 = (v24 * 4u);
    let v26 = (v22 + v25);
    let v27 = f32(v26);
    let v28 = (v27 / 16.0f);
    let v32 = v2.z;
    let v33 = vec4<f32>(v32, 0.0f, 0.0f, 1.0f);
    out_var_SV_Target0 = v33;
    gl_FragDepth = v28;
    return;
}

struct PSDepth_Output {
    @location(0) out_0: vec4<f32>,
    @builtin(frag_depth) out_1: f32,
}

@fragment
fn PSDepth(@builtin(position) in_0_0: vec4<f32>) -> PSDepth_Output {
    gl_FragCoord = in_0_0;
    PSDepth_1();
    return PSDepth_Output(out_var_SV_Target0, gl_FragDepth);
}
