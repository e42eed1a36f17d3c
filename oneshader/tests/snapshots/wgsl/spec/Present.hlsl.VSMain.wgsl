var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
fn VSMain_1() {
    let v2 = gl_VertexIndex;
    let v17 = (v2 << (1u & 31u));
    let v18 = (v17 & 2u);
    let v19 = f32(v18);
    let v21 = (v2 & 2u);
    let v22 = f32(v21);
    let v23 = vec2<f32>(v19, v22);
    let v28 = (v23 * vec2<f32>(2.0f, (-2.0f)));
    let v29 = (v28 + vec2<f32>((-1.0f), 1.0f));
    let v30 = vec4<f32>(v29, 0.0f, 1.0f);
    gl_Position = v30;
    out_var_TEXCOORD0 = v23;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec2<f32>,
}

@vertex
fn VSMain(@builtin(vertex_index) in_0_0: u32) -> VSMain_Output {
    gl_VertexIndex = in_0_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0);
}
