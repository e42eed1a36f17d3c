diagnostic(off, derivative_uniformity);

struct QuadVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Layer: u32,
    Color: vec4<f32>,
}

@group(1) @binding(1) var QuadTextures: texture_2d_array<f32>;
@group(1) @binding(2) var QuadSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSSprite_body(a0: QuadVaryings) -> vec4<f32> {
    var v0: QuadVaryings;
    v0 = a0;
    let v3 = v0.Uv;
    let v5 = v0.Layer;
    let v6 = f32(v5);
    let v7 = vec3<f32>(v3, v6);
    let v8 = textureSample(QuadTextures, QuadSampler, v7.xy, i32(round(v7.z)));
    let v10 = v0.Color;
    let v11 = (v8 * v10);
    return v11;
}

fn PSSprite_1() {
    var v0: QuadVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Uv = v5;
    let v8 = in_var_TEXCOORD1;
    v0.Layer = v8;
    let v11 = in_var_COLOR0;
    v0.Color = v11;
    let v14 = v0;
    let v15 = PSSprite_body(v14);
    v1 = v15;
    let v17 = v1;
    out_var_SV_Target0 = v17;
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
