@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(2) @binding(0) var<uniform> Object: array<vec4<u32>, 8>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TANGENT0: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec3<f32>;
var<private> out_var_TEXCOORD1: vec3<f32>;
var<private> out_var_TEXCOORD2: vec4<f32>;
var<private> out_var_TEXCOORD3: vec2<f32>;
var<private> out_var_TEXCOORD4: f32;
fn VSMain_1() {
    let v2 = in_var_POSITION0;
    let v5 = in_var_NORMAL0;
    let v8 = in_var_TANGENT0;
    let v11 = in_var_TEXCOORD0;
    let v40 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Object[0].x), bitcast<f32>(Object[1].x), bitcast<f32>(Object[2].x), bitcast<f32>(Object[3].x)), vec4<f32>(bitcast<f32>(Object[0].y), bitcast<f32>(Object[1].y), bitcast<f32>(Object[2].y), bitcast<f32>(Object[3].y)), vec4<f32>(bitcast<f32>(Object[0].z), bitcast<f32>(Object[1].z), bitcast<f32>(Object[2].z), bitcast<f32>(Object[3].z)), vec4<f32>(bitcast<f32>(Object[0].w), bitcast<f32>(Object[1].w), bitcast<f32>(Object[2].w), bitcast<f32>(Object[3].w)));
    let v43 = vec4<f32>(v2, 1.0f);
    let v44 = (v43 * v40);
    let v47 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[0].x), bitcast<f32>(View[1].x), bitcast<f32>(View[2].x), bitcast<f32>(View[3].x)), vec4<f32>(bitcast<f32>(View[0].y), bitcast<f32>(View[1].y), bitcast<f32>(View[2].y), bitcast<f32>(View[3].y)), vec4<f32>(bitcast<f32>(View[0].z), bitcast<f32>(View[1].z), bitcast<f32>(View[2].z), bitcast<f32>(View[3].z)), vec4<f32>(bitcast<f32>(View[0].w), bitcast<f32>(View[1].w), bitcast<f32>(View[2].w), bitcast<f32>(View[3].w)));
    let v49 = (v44 * v47);
    let v53 = v44.xyz;
    let v57 = mat3x3<f32>(vec3<f32>(bitcast<f32>(Object[4].x), bitcast<f32>(Object[5].x), bitcast<f32>(Object[6].x)), vec3<f32>(bitcast<f32>(Object[4].y), bitcast<f32>(Object[5].y), bitcast<f32>(Object[6].y)), vec3<f32>(bitcast<f32>(Object[4].z), bitcast<f32>(Object[5].z), bitcast<f32>(Object[6].z)));
    let v60 = (v5 * v57);
    let v61 = normalize(v60);
    let v66 = v40[0];
    let v67 = v66.xyz;
    let v68 = v40[1];
    let v69 = v68.xyz;
    let v70 = v40[2];
    let v71 = v70.xyz;
    let v72 = mat3x3<f32>(v67, v69, v71);
    let v75 = v8.xyz;
    let v76 = (v75 * v72);
    let v77 = normalize(v76);
    let v80 = v8.w;
    let v81 = vec4<f32>(v77, v80);
    let v89 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[4].x), bitcast<f32>(View[5].x), bitcast<f32>(View[6].x), bitcast<f32>(View[7].x)), vec4<f32>(bitcast<f32>(View[4].y), bitcast<f32>(View[5].y), bitcast<f32>(View[6].y), bitcast<f32>(View[7].y)), vec4<f32>(bitcast<f32>(View[4].z), bitcast<f32>(View[5].z), bitcast<f32>(View[6].z), bitcast<f32>(View[7].z)), vec4<f32>(bitcast<f32>(View[4].w), bitcast<f32>(View[5].w), bitcast<f32>(View[6].w), bitcast<f32>(View[7].w)));
    let v91 = (v44 * v89);
    let v92 = v91.z;
    gl_Position = v49;
    out_var_TEXCOORD0 = v53;
    out_var_TEXCOORD1 = v61;
    out_var_TEXCOORD2 = v81;
    out_var_TEXCOORD3 = v11;
    out_var_TEXCOORD4 = v92;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) out_2: vec3<f32>,
    @location(2) out_3: vec4<f32>,
    @location(3) out_4: vec2<f32>,
    @location(4) out_5: f32,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>, @location(2) in_2_0: vec4<f32>, @location(3) in_3_0: vec2<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TANGENT0 = in_2_0;
    in_var_TEXCOORD0 = in_3_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_TEXCOORD4);
}
