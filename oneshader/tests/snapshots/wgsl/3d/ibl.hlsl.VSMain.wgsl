@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(7) var<uniform> IblParams: array<vec4<u32>, 10>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec3<f32>;
var<private> out_var_TEXCOORD1: vec3<f32>;
fn VSMain_1() {
    let v3 = in_var_POSITION0;
    let v5 = in_var_NORMAL0;
    let v27 = mat4x4<f32>(vec4<f32>(bitcast<f32>(IblParams[0].x), bitcast<f32>(IblParams[1].x), bitcast<f32>(IblParams[2].x), bitcast<f32>(IblParams[3].x)), vec4<f32>(bitcast<f32>(IblParams[0].y), bitcast<f32>(IblParams[1].y), bitcast<f32>(IblParams[2].y), bitcast<f32>(IblParams[3].y)), vec4<f32>(bitcast<f32>(IblParams[0].z), bitcast<f32>(IblParams[1].z), bitcast<f32>(IblParams[2].z), bitcast<f32>(IblParams[3].z)), vec4<f32>(bitcast<f32>(IblParams[0].w), bitcast<f32>(IblParams[1].w), bitcast<f32>(IblParams[2].w), bitcast<f32>(IblParams[3].w)));
    let v29 = vec4<f32>(v3, 1.0f);
    let v30 = (v29 * v27);
    let v33 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[0].x), bitcast<f32>(View[1].x), bitcast<f32>(View[2].x), bitcast<f32>(View[3].x)), vec4<f32>(bitcast<f32>(View[0].y), bitcast<f32>(View[1].y), bitcast<f32>(View[2].y), bitcast<f32>(View[3].y)), vec4<f32>(bitcast<f32>(View[0].z), bitcast<f32>(View[1].z), bitcast<f32>(View[2].z), bitcast<f32>(View[3].z)), vec4<f32>(bitcast<f32>(View[0].w), bitcast<f32>(View[1].w), bitcast<f32>(View[2].w), bitcast<f32>(View[3].w)));
    let v35 = (v30 * v33);
    let v39 = v30.xyz;
    let v44 = v27[0];
    let v45 = v44.xyz;
    let v46 = v27[1];
    let v47 = v46.xyz;
    let v48 = v27[2];
    let v49 = v48.xyz;
    let v50 = mat3x3<f32>(v45, v47, v49);
    let v52 = (v5 * v50);
    gl_Position = v35;
    out_var_TEXCOORD0 = v39;
    out_var_TEXCOORD1 = v52;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) out_2: vec3<f32>,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1);
}
