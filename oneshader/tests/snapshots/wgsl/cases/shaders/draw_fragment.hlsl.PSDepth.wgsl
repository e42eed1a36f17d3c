struct DepthOut {
    Color: vec4<f32>,
    Depth: f32,
}

var<private> gl_FragCoord: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
var<private> gl_FragDepth: f32;
fn PSDepth_body(a0: vec4<f32>) -> DepthOut {
    var v0: vec4<f32>;
    var v2: DepthOut;
    var v3: vec2<u32>;
    v0 = a0;
    let v4 = v0;
    let v5 = v4.xy;
    let v6 = vec2<u32>(v5);
    v3 = v6;
    let v8 = v3;
    let v9 = v8.x;
    let v10 = v3;
    let v11 = v10.y;
    let v12 = (v11 * 4u);
    let v13 = (v9 + v12);
    let v14 = f32(v13);
    let v15 = (v14 / 16.0f);
    v2.Depth = v15;
    let v18 = v0;
    let v19 = v18.z;
    let v20 = vec4<f32>(v19, 0.0f, 0.0f, 1.0f);
    v2.Color = v20;
    let v23 = v2;
    return v23;
}

fn PSDepth_1() {
    var v0: vec4<f32>;
    var v1: DepthOut;
    let v2 = gl_FragCoord;
    v0 = v2;
    let v4 = v0;
    let v5 = PSDepth_body(v4);
    v1 = v5;
    let v8 = v1.Color;
    out_var_SV_Target0 = v8;
    let v11 = v1.Depth;
    gl_FragDepth = v11;
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
