diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<uniform> Skeleton: array<vec4<u32>, 197>;
@group(0) @binding(2) var SkinAlbedo: texture_2d<f32>;
@group(0) @binding(3) var SkinSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    let v5 = in_var_NORMAL0;
    let v8 = in_var_TEXCOORD1;
    let v11 = in_var_TEXCOORD0;
    let v28 = normalize(v5);
    let v31 = bitcast<vec3<f32>>(View[12].xyz);
    let v34 = (v31 - v8);
    let v35 = normalize(v34);
    let v39 = textureSample(SkinAlbedo, SkinSampler, v11);
    let v43 = bitcast<vec3<f32>>(View[15].xyz);
    let v44 = -(v43);
    let v45 = dot(v28, v44);
    let v46 = saturate(v45);
    let v47 = (v46 * 0.8f);
    let v48 = (v47 + 0.2f);
    let v52 = dot(v28, v35);
    let v53 = saturate(v52);
    let v54 = (1.0f - v53);
    let v55 = pow(v54, 3.0f);
    let v58 = v39.xyz;
    let v60 = bitcast<vec3<f32>>(View[16].xyz);
    let v61 = (v58 * v60);
    let v63 = vec3<f32>(v48);
    let v64 = (v61 * v63);
    let v66 = bitcast<vec3<f32>>(Skeleton[196].yzw);
    let v68 = vec3<f32>(v55);
    let v69 = (v66 * v68);
    let v70 = (v64 + v69);
    let v72 = v39.w;
    let v73 = vec4<f32>(v70, v72);
    out_var_SV_Target0 = v73;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>, @location(2) in_3_0: vec2<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD0 = in_3_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
