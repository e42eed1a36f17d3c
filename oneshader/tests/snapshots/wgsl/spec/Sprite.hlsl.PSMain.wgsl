diagnostic(off, derivative_uniformity);

struct VSOut {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Color: vec4<f32>,
}

@group(0) @binding(1) var Atlas: texture_2d<f32>;
@group(0) @binding(2) var AtlasSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_body(a0: VSOut) -> vec4<f32> {
    var v0: VSOut;
    v0 = a0;
    let v3 = v0.Uv;
    let v4 = textureSample(Atlas, AtlasSampler, v3);
    let v6 = v0.Color;
    let v7 = (v4 * v6);
    return v7;
}

fn PSMain_1() {
    var v0: VSOut;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Uv = v5;
    let v8 = in_var_COLOR0;
    v0.Color = v8;
    let v11 = v0;
    let v12 = PSMain_body(v11);
    v1 = v12;
    let v14 = v1;
    out_var_SV_Target0 = v14;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) in_2_0: vec4<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_COLOR0 = in_2_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
