@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(7) var<uniform> IblParams: array<vec4<u32>, 10>;
var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec3<f32>;
fn VSSky_1() {
    let v2 = gl_VertexIndex;
    let v23 = (v2 << (1u & 31u));
    let v24 = (v23 & 2u);
    let v25 = f32(v24);
    let v27 = (v2 & 2u);
    let v28 = f32(v27);
    let v29 = vec2<f32>(v25, v28);
    let v34 = (v29 * vec2<f32>(2.0f, (-2.0f)));
    let v35 = (v34 + vec2<f32>((-1.0f), 1.0f));
    let v36 = vec4<f32>(v35, 0.0f, 1.0f);
    let v43 = v36.xy;
    let v44 = vec4<f32>(v43, 0.99999f, 1.0f);
    let v48 = mat4x4<f32>(vec4<f32>(bitcast<f32>(IblParams[4].x), bitcast<f32>(IblParams[5].x), bitcast<f32>(IblParams[6].x), bitcast<f32>(IblParams[7].x)), vec4<f32>(bitcast<f32>(IblParams[4].y), bitcast<f32>(IblParams[5].y), bitcast<f32>(IblParams[6].y), bitcast<f32>(IblParams[7].y)), vec4<f32>(bitcast<f32>(IblParams[4].z), bitcast<f32>(IblParams[5].z), bitcast<f32>(IblParams[6].z), bitcast<f32>(IblParams[7].z)), vec4<f32>(bitcast<f32>(IblParams[4].w), bitcast<f32>(IblParams[5].w), bitcast<f32>(IblParams[6].w), bitcast<f32>(IblParams[7].w)));
    let v52 = vec4<f32>(v43, 1.0f, 1.0f);
    let v53 = (v52 * v48);
    let v56 = v53.xyz;
    let v58 = v53.w;
    let v59 = vec3<f32>(v58);
    let v60 = (v56 / v59);
    let v62 = bitcast<vec3<f32>>(View[12].xyz);
    let v63 = (v60 - v62);
    gl_Position = v44;
    out_var_TEXCOORD0 = v63;
    return;
}

struct VSSky_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
}

@vertex
fn VSSky(@builtin(vertex_index) in_0_0: u32) -> VSSky_Output {
    gl_VertexIndex = in_0_0;
    VSSky_1();
    return VSSky_Output(gl_Position, out_var_TEXCOORD0);
}
