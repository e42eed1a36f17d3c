struct FullscreenVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
}

struct SkyVaryings {
    Position: vec4<f32>,
    Direction: vec3<f32>,
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(7) var<uniform> IblParams: array<vec4<u32>, 10>;
var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec3<f32>;
fn FullscreenTriangle(a0: u32) -> FullscreenVaryings {
    var v0: u32;
    var v2: FullscreenVaryings;
    v0 = a0;
    let v3 = v0;
    let v4 = (v3 << (1u & 31u));
    let v5 = (v4 & 2u);
    let v6 = f32(v5);
    let v7 = v0;
    let v8 = (v7 & 2u);
    let v9 = f32(v8);
    let v10 = vec2<f32>(v6, v9);
    v2.Uv = v10;
    let v14 = v2.Uv;
    let v15 = (v14 * vec2<f32>(2.0f, (-2.0f)));
    let v16 = (v15 + vec2<f32>((-1.0f), 1.0f));
    let v17 = vec4<f32>(v16, 0.0f, 1.0f);
    v2.Position = v17;
    let v20 = v2;
    return v20;
}

fn VSSky_body(a0: u32) -> SkyVaryings {
    var v0: u32;
    var v2: FullscreenVaryings;
    var v6: SkyVaryings;
    var v13: vec4<f32>;
    v0 = a0;
    let v3 = v0;
    let v4 = FullscreenTriangle(v3);
    v2 = v4;
    let v8 = v2.Position;
    let v9 = v8.xy;
    let v10 = vec4<f32>(v9, 0.99999f, 1.0f);
    v6.Position = v10;
    let v15 = mat4x4<f32>(vec4<f32>(bitcast<f32>(IblParams[4].x), bitcast<f32>(IblParams[5].x), bitcast<f32>(IblParams[6].x), bitcast<f32>(IblParams[7].x)), vec4<f32>(bitcast<f32>(IblParams[4].y), bitcast<f32>(IblParams[5].y), bitcast<f32>(IblParams[6].y), bitcast<f32>(IblParams[7].y)), vec4<f32>(bitcast<f32>(IblParams[4].z), bitcast<f32>(IblParams[5].z), bitcast<f32>(IblParams[6].z), bitcast<f32>(IblParams[7].z)), vec4<f32>(bitcast<f32>(IblParams[4].w), bitcast<f32>(IblParams[5].w), bitcast<f32>(IblParams[6].w), bitcast<f32>(IblParams[7].w)));
    let v17 = v2.Position;
    let v18 = v17.xy;
    let v19 = vec4<f32>(v18, 1.0f, 1.0f);
    let v20 = (v19 * v15);
    v13 = v20;
    let v22 = v13;
    let v23 = v22.xyz;
    let v24 = v13;
    let v25 = v24.w;
    let v26 = vec3<f32>(v25);
    let v27 = (v23 / v26);
    let v29 = bitcast<vec3<f32>>(View[12].xyz);
    let v30 = (v27 - v29);
    v6.Direction = v30;
    let v33 = v6;
    return v33;
}

fn VSSky_1() {
    var v0: u32;
    var v1: SkyVaryings;
    let v2 = gl_VertexIndex;
    v0 = v2;
    let v4 = v0;
    let v5 = VSSky_body(v4);
    v1 = v5;
    let v8 = v1.Position;
    gl_Position = v8;
    let v11 = v1.Direction;
    out_var_TEXCOORD0 = v11;
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
