@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(7) var<uniform> ShadowObject: array<vec4<u32>, 4>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec3<f32>;
var<private> out_var_TEXCOORD1: vec3<f32>;
var<private> out_var_TEXCOORD2: f32;
fn VSMain_1() {
    let v3 = in_var_POSITION0;
    let v5 = in_var_NORMAL0;
    let v30 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowObject[0].x), bitcast<f32>(ShadowObject[1].x), bitcast<f32>(ShadowObject[2].x), bitcast<f32>(ShadowObject[3].x)), vec4<f32>(bitcast<f32>(ShadowObject[0].y), bitcast<f32>(ShadowObject[1].y), bitcast<f32>(ShadowObject[2].y), bitcast<f32>(ShadowObject[3].y)), vec4<f32>(bitcast<f32>(ShadowObject[0].z), bitcast<f32>(ShadowObject[1].z), bitcast<f32>(ShadowObject[2].z), bitcast<f32>(ShadowObject[3].z)), vec4<f32>(bitcast<f32>(ShadowObject[0].w), bitcast<f32>(ShadowObject[1].w), bitcast<f32>(ShadowObject[2].w), bitcast<f32>(ShadowObject[3].w)));
    let v32 = vec4<f32>(v3, 1.0f);
    let v33 = (v32 * v30);
    let v36 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[0].x), bitcast<f32>(View[1].x), bitcast<f32>(View[2].x), bitcast<f32>(View[3].x)), vec4<f32>(bitcast<f32>(View[0].y), bitcast<f32>(View[1].y), bitcast<f32>(View[2].y), bitcast<f32>(View[3].y)), vec4<f32>(bitcast<f32>(View[0].z), bitcast<f32>(View[1].z), bitcast<f32>(View[2].z), bitcast<f32>(View[3].z)), vec4<f32>(bitcast<f32>(View[0].w), bitcast<f32>(View[1].w), bitcast<f32>(View[2].w), bitcast<f32>(View[3].w)));
    let v38 = (v33 * v36);
    let v42 = v33.xyz;
    let v47 = v30[0];
    let v48 = v47.xyz;
    let v49 = v30[1];
    let v50 = v49.xyz;
    let v51 = v30[2];
    let v52 = v51.xyz;
    let v53 = mat3x3<f32>(v48, v50, v52);
    let v55 = (v5 * v53);
    let v56 = normalize(v55);
    let v60 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[4].x), bitcast<f32>(View[5].x), bitcast<f32>(View[6].x), bitcast<f32>(View[7].x)), vec4<f32>(bitcast<f32>(View[4].y), bitcast<f32>(View[5].y), bitcast<f32>(View[6].y), bitcast<f32>(View[7].y)), vec4<f32>(bitcast<f32>(View[4].z), bitcast<f32>(View[5].z), bitcast<f32>(View[6].z), bitcast<f32>(View[7].z)), vec4<f32>(bitcast<f32>(View[4].w), bitcast<f32>(View[5].w), bitcast<f32>(View[6].w), bitcast<f32>(View[7].w)));
    let v62 = (v33 * v60);
    let v63 = v62.z;
    gl_Position = v38;
    out_var_TEXCOORD0 = v42;
    out_var_TEXCOORD1 = v56;
    out_var_TEXCOORD2 = v63;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) out_2: vec3<f32>,
    @location(2) out_3: f32,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2);
}
