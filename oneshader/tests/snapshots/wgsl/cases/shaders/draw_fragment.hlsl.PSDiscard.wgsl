var<private> gl_FragCoord: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSDiscard_body(a0: vec4<f32>) -> vec4<f32> {
    var v0: vec4<f32>;
    var v2: vec2<u32>;
    v0 = a0;
    let v3 = v0;
    let v4 = v3.xy;
    let v5 = vec2<u32>(v4);
    v2 = v5;
    let v7 = v2;
    let v8 = v7.x;
    let v9 = v2;
    let v10 = v9.y;
    let v11 = (v8 + v10);
    let v12 = (v11 & 1u);
    let v13 = (v12 != 0u);
    if v13 {
        discard;
        return vec4<f32>();
    }
    let v14 = v2;
    let v15 = v14.x;
    let v16 = f32(v15);
    let v17 = (v16 / 4.0f);
    let v18 = v2;
    let v19 = v18.y;
    let v20 = f32(v19);
    let v21 = (v20 / 4.0f);
    let v22 = vec4<f32>(1.0f, v17, v21, 1.0f);
    return v22;
}

fn PSDiscard_1() {
    var v0: vec4<f32>;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0 = v2;
    let v4 = v0;
    let v5 = PSDiscard_body(v4);
    v1 = v5;
    let v7 = v1;
    out_var_SV_Target0 = v7;
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
