var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
fn VSFullscreen_1() {
    let v2 = gl_VertexIndex;
    let v15 = (v2 << (1u & 31u));
    let v16 = (v15 & 2u);
    let v17 = f32(v16);
    let v19 = (v2 & 2u);
    let v20 = f32(v19);
    let v21 = vec2<f32>(v17, v20);
    let v24 = (v21 * vec2<f32>(2.0f, 2.0f));
    let v25 = (v24 - vec2<f32>(1.0f, 1.0f));
    let v26 = vec4<f32>(v25, 0.5f, 1.0f);
    gl_Position = v26;
    return;
}

struct VSFullscreen_Output {
    @builtin(position) out_0: vec4<f32>,
}

@vertex
fn VSFullscreen(@builtin(vertex_index) in_0_0: u32) -> VSFullscreen_Output {
    gl_VertexIndex = in_0_0;
    VSFullscreen_1();
    return VSFullscreen_Output(gl_Position);
}
