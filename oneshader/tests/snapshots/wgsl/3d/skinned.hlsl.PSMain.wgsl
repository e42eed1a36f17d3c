diagnostic(off, derivative_uniformity);

struct SkinnedVaryings {
    Position: vec4<f32>,
    NormalWS: vec3<f32>,
    PositionWS: vec3<f32>,
    Uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<uniform> Skeleton: array<vec4<u32>, 197>;
@group(0) @binding(2) var SkinAlbedo: texture_2d<f32>;
@group(0) @binding(3) var SkinSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_body(a0: SkinnedVaryings) -> vec4<f32> {
    var v0: SkinnedVaryings;
    var v2: vec3<f32>;
    var v7: vec3<f32>;
    var v15: vec4<f32>;
    var v20: f32;
    var v30: f32;
    v0 = a0;
    let v4 = v0.NormalWS;
    let v5 = normalize(v4);
    v2 = v5;
    let v9 = bitcast<vec3<f32>>(View[12].xyz);
    let v11 = v0.PositionWS;
    let v12 = (v9 - v11);
    let v13 = normalize(v12);
    v7 = v13;
    let v17 = v0.Uv;
    let v18 = textureSample(SkinAlbedo, SkinSampler, v17);
    v15 = v18;
    let v21 = v2;
    let v23 = bitcast<vec3<f32>>(View[15].xyz);
    let v24 = -(v23);
    let v25 = dot(v21, v24);
    let v26 = saturate(v25);
    let v27 = (v26 * 0.8f);
    let v28 = (v27 + 0.2f);
    v20 = v28;
    let v31 = v2;
    let v32 = v7;
    let v33 = dot(v31, v32);
    let v34 = saturate(v33);
    let v35 = (1.0f - v34);
    let v36 = pow(v35, 3.0f);
    v30 = v36;
    let v38 = v15;
    let v39 = v38.xyz;
    let v41 = bitcast<vec3<f32>>(View[16].xyz);
    let v42 = (v39 * v41);
    let v43 = v20;
    let v44 = vec3<f32>(v43);
    let v45 = (v42 * v44);
    let v47 = bitcast<vec3<f32>>(Skeleton[196].yzw);
    let v48 = v30;
    let v49 = vec3<f32>(v48);
    let v50 = (v47 * v49);
    let v51 = (v45 + v50);
    let v52 = v15;
    let v53 = v52.w;
    let v54 = vec4<f32>(v51, v53);
    return v54;
}

fn PSMain_1() {
    var v0: SkinnedVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_NORMAL0;
    v0.NormalWS = v5;
    let v8 = in_var_TEXCOORD1;
    v0.PositionWS = v8;
    let v11 = in_var_TEXCOORD0;
    v0.Uv = v11;
    let v14 = v0;
    let v15 = PSMain_body(v14);
    v1 = v15;
    let v17 = v1;
    out_var_SV_Target0 = v17;
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
