diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> SpriteParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var Atlas: texture_2d<f32>;
@group(0) @binding(2) var AtlasSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_COLOR0;
    let v20 = textureSample(Atlas, AtlasSampler, v5);
    let v23 = (v20 * v8);
    let v25 = bitcast<vec4<f32>>(SpriteParams[0]);
    let v26 = (v23 * v25);
    out_var_SV_Target0 = v26;
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
