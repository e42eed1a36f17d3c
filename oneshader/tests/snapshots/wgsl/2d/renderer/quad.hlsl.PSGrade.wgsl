diagnostic(off, derivative_uniformity);

@group(1) @binding(1) var QuadTextures: texture_2d_array<f32>;
@group(1) @binding(2) var QuadSampler: sampler;
@group(1) @binding(3) var<uniform> QuadEffects: array<vec4<u32>, 5>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSGrade_1() {
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_TEXCOORD1;
    let v11 = in_var_COLOR0;
    let v27 = f32(v8);
    let v28 = vec3<f32>(v5, v27);
    let v29 = textureSample(QuadTextures, QuadSampler, v28.xy, i32(round(v28.z)));
    let v32 = mat4x4<f32>(vec4<f32>(bitcast<f32>(QuadEffects[0].x), bitcast<f32>(QuadEffects[1].x), bitcast<f32>(QuadEffects[2].x), bitcast<f32>(QuadEffects[3].x)), vec4<f32>(bitcast<f32>(QuadEffects[0].y), bitcast<f32>(QuadEffects[1].y), bitcast<f32>(QuadEffects[2].y), bitcast<f32>(QuadEffects[3].y)), vec4<f32>(bitcast<f32>(QuadEffects[0].z), bitcast<f32>(QuadEffects[1].z), bitcast<f32>(QuadEffects[2].z), bitcast<f32>(QuadEffects[3].z)), vec4<f32>(bitcast<f32>(QuadEffects[0].w), bitcast<f32>(QuadEffects[1].w), bitcast<f32>(QuadEffects[2].w), bitcast<f32>(QuadEffects[3].w)));
    let v34 = v29.xyz;
    let v35 = vec4<f32>(v34, 1.0f);
    let v36 = (v35 * v32);
    let v37 = v36.xyz;
    let v40 = saturate(v37);
    let v42 = v29.w;
    let v43 = vec4<f32>(v40, v42);
    let v46 = (v43 * v11);
    out_var_SV_Target0 = v46;
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
