diagnostic(off, derivative_uniformity);

struct QuadVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Layer: u32,
    Color: vec4<f32>,
}

@group(1) @binding(1) var QuadTextures: texture_2d_array<f32>;
@group(1) @binding(2) var QuadSampler: sampler;
@group(1) @binding(3) var<uniform> QuadEffects: array<vec4<u32>, 5>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSGrade_body(a0: QuadVaryings) -> vec4<f32> {
    var v0: QuadVaryings;
    var v2: vec4<f32>;
    var v11: vec3<f32>;
    v0 = a0;
    let v4 = v0.Uv;
    let v6 = v0.Layer;
    let v7 = f32(v6);
    let v8 = vec3<f32>(v4, v7);
    let v9 = textureSample(QuadTextures, QuadSampler, v8.xy, i32(round(v8.z)));
    v2 = v9;
    let v13 = mat4x4<f32>(vec4<f32>(bitcast<f32>(QuadEffects[0].x), bitcast<f32>(QuadEffects[1].x), bitcast<f32>(QuadEffects[2].x), bitcast<f32>(QuadEffects[3].x)), vec4<f32>(bitcast<f32>(QuadEffects[0].y), bitcast<f32>(QuadEffects[1].y), bitcast<f32>(QuadEffects[2].y), bitcast<f32>(QuadEffects[3].y)), vec4<f32>(bitcast<f32>(QuadEffects[0].z), bitcast<f32>(QuadEffects[1].z), bitcast<f32>(QuadEffects[2].z), bitcast<f32>(QuadEffects[3].z)), vec4<f32>(bitcast<f32>(QuadEffects[0].w), bitcast<f32>(QuadEffects[1].w), bitcast<f32>(QuadEffects[2].w), bitcast<f32>(QuadEffects[3].w)));
    let v14 = v2;
    let v15 = v14.xyz;
    let v16 = vec4<f32>(v15, 1.0f);
    let v17 = (v16 * v13);
    let v18 = v17.xyz;
    v11 = v18;
    let v20 = v11;
    let v21 = saturate(v20);
    let v22 = v2;
    let v23 = v22.w;
    let v24 = vec4<f32>(v21, v23);
    let v26 = v0.Color;
    let v27 = (v24 * v26);
    return v27;
}

fn PSGrade_1() {
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
    let v15 = PSGrade_body(v14);
    v1 = v15;
    let v17 = v1;
    out_var_SV_Target0 = v17;
    return;
}

struct PSGrade_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSGrade(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) @interpolate(flat) in_2_0: u32, @location(2) in_3_0: vec4<f32>) -> PSGrade_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_COLOR0 = in_3_0;
    PSGrade_1();
    return PSGrade_Output(out_var_SV_Target0);
}
