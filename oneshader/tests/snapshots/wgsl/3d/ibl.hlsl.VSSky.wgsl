@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(7) var<uniform> IblParams: array<vec4<u32>, 10>;
var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec3<f32>;
fn VSSky_1() {
    let v2 = gl_VertexIndex;
    let v51 = (v2 << (1u & 31u));
    let v52 = (v51 & 2u);
    let v53 = f32(v52);
    let v55 = (v2 & 2u);
    let v56 = f32(v55);
    let v57 = vec2<f32>(v53, v56);
    let v62 = (v57 * vec2<f32>(2.0f, (-2.0f)));
    let v63 = (v62 + vec2<f32>((-1.0f), 1.0f));
    let v64 = vec4<f32>(v63, 0.0f, 1.0f);
    let v23 = v64.xy;
    let v24 = vec4<f32>(v23, 0.99999f, 1.0f);
    let v28 = mat4x4<f32>(vec4<f32>(bitcast<f32>(IblParams[4].x), bitcast<f32>(IblParams[5].x), bitcast<f32>(IblParams[6].x), bitcast<f32>(IblParams[7].x)), vec4<f32>(bitcast<f32>(IblParams[4].y), bitcast<f32>(IblParams[5].y), bitcast<f32>(IblParams[6].y), bitcast<f32>(IblParams[7].y)), vec4<f32>(bitcast<f32>(IblParams[4].z), bitcast<f32>(IblParams[5].z), bitcast<f32>(IblParams[6].z), bitcast<f32>(IblParams[7].z)), vec4<f32>(bitcast<f32>(IblParams[4].w), bitcast<f32>(IblParams[5].w), bitcast<f32>(IblParams[6].w), bitcast<f32>(IblParams[7].w)));
    let v32 = vec4<f32>(v23, 1.0f, 1.0f);
    let v33 = (v32 * v28);
    let v36 = v33.xyz;
    let v38 = v33.w;
    let v39 = vec3<f32>(v38);
    let v40 = (v36 / v39);
    let v42 = bitcast<vec3<f32>>(View[12].xyz);
    let v43 = (v40 - v42);
    gl_Position = v24;
    out_var_TEXCOORD0 = v43;
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
