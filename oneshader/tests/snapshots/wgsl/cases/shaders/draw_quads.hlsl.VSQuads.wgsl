var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
fn VSQuads_1() {
    let v2 = gl_VertexIndex;
    let v13 = (v2 << (1u & 31u));
    let v14 = (v13 & 2u);
    let v15 = f32(v14);
    let v17 = (v2 & 2u);
    let v18 = f32(v17);
    let v19 = vec2<f32>(v15, v18);
    let v22 = (v19 * vec2<f32>(2.0f, 2.0f));
    let v23 = (v22 - vec2<f32>(1.0f, 1.0f));
    let v24 = vec4<f32>(v23, 0.5f, 1.0f);
    gl_Position = v24;
    return;
}

struct VSQuads_Output {
    @builtin(position) out_0: vec4<f32>,
}

@vertex
fn VSQuads(@builtin(vertex_index) in_0_0: u32) -> VSQuads_Output {
    gl_VertexIndex = in_0_0;
    VSQuads_1();
    return VSQuads_Output(gl_Position);
}
