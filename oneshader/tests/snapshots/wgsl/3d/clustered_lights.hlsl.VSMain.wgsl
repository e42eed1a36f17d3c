@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(7) var<uniform> ClusteredObject: array<vec4<u32>, 6>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec3<f32>;
var<private> out_var_TEXCOORD1: vec3<f32>;
var<private> out_var_TEXCOORD2: vec2<f32>;
var<private> out_var_TEXCOORD3: f32;
fn VSMain_1() {
    let v4 = in_var_POSITION0;
    let v6 = in_var_NORMAL0;
    let v8 = in_var_TEXCOORD0;
    let v39 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ClusteredObject[0].x), bitcast<f32>(ClusteredObject[1].x), bitcast<f32>(ClusteredObject[2].x), bitcast<f32>(ClusteredObject[3].x)), vec4<f32>(bitcast<f32>(ClusteredObject[0].y), bitcast<f32>(ClusteredObject[1].y), bitcast<f32>(ClusteredObject[2].y), bitcast<f32>(ClusteredObject[3].y)), vec4<f32>(bitcast<f32>(ClusteredObject[0].z), bitcast<f32>(ClusteredObject[1].z), bitcast<f32>(ClusteredObject[2].z), bitcast<f32>(ClusteredObject[3].z)), vec4<f32>(bitcast<f32>(ClusteredObject[0].w), bitcast<f32>(ClusteredObject[1].w), bitcast<f32>(ClusteredObject[2].w), bitcast<f32>(ClusteredObject[3].w)));
    let v41 = vec4<f32>(v4, 1.0f);
    let v42 = (v41 * v39);
    let v45 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[0].x), bitcast<f32>(View[1].x), bitcast<f32>(View[2].x), bitcast<f32>(View[3].x)), vec4<f32>(bitcast<f32>(View[0].y), bitcast<f32>(View[1].y), bitcast<f32>(View[2].y), bitcast<f32>(View[3].y)), vec4<f32>(bitcast<f32>(View[0].z), bitcast<f32>(View[1].z), bitcast<f32>(View[2].z), bitcast<f32>(View[3].z)), vec4<f32>(bitcast<f32>(View[0].w), bitcast<f32>(View[1].w), bitcast<f32>(View[2].w), bitcast<f32>(View[3].w)));
    let v47 = (v42 * v45);
    let v51 = v42.xyz;
    let v56 = v39[0];
    let v57 = v56.xyz;
    let v58 = v39[1];
    let v59 = v58.xyz;
    let v60 = v39[2];
    let v61 = v60.xyz;
    let v62 = mat3x3<f32>(v57, v59, v61);
    let v64 = (v6 * v62);
    let v71 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[4].x), bitcast<f32>(View[5].x), bitcast<f32>(View[6].x), bitcast<f32>(View[7].x)), vec4<f32>(bitcast<f32>(View[4].y), bitcast<f32>(View[5].y), bitcast<f32>(View[6].y), bitcast<f32>(View[7].y)), vec4<f32>(bitcast<f32>(View[4].z), bitcast<f32>(View[5].z), bitcast<f32>(View[6].z), bitcast<f32>(View[7].z)), vec4<f32>(bitcast<f32>(View[4].w), bitcast<f32>(View[5].w), bitcast<f32>(View[6].w), bitcast<f32>(View[7].w)));
    let v73 = (v42 * v71);
    let v74 = v73.z;
    gl_Position = v47;
    out_var_TEXCOORD0 = v51;
    out_var_TEXCOORD1 = v64;
    out_var_TEXCOORD2 = v8;
    out_var_TEXCOORD3 = v74;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) out_2: vec3<f32>,
    @location(2) out_3: vec2<f32>,
    @location(3) out_4: f32,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>, @location(2) in_2_0: vec2<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TEXCOORD0 = in_2_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3);
}
