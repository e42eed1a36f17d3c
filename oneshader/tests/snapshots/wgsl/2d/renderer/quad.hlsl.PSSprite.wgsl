diagnostic(off, derivative_uniformity);

@group(1) @binding(1) var QuadTextures: texture_2d_array<f32>;
@group(1) @binding(2) var QuadSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSSprite_1() {
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_TEXCOORD1;
    let v11 = in_var_COLOR0;
    let v25 = f32(v8);
    let v26 = vec3<f32>(v5, v25);
    let v27 = textureSample(QuadTextures, QuadSampler, v26.xy, i32(round(v26.z)));
    let v30 = (v27 * v11);
    out_var_SV_Target0 = v30;
    return;
}

struct PSSprite_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSSprite(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) @interpolate(flat) in_2_0: u32, @location(2) in_3_0: vec4<f32>) -> PSSprite_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_COLOR0 = in_3_0;
    PSSprite_1();
    return PSSprite_Output(out_var_SV_Target0);
}
