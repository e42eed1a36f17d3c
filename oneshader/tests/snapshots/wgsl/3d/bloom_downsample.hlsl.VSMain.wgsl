var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
fn VSMain_1() {
    let v2 = gl_VertexIndex;
    let v21 = (v2 << (1u & 31u));
    let v22 = (v21 & 2u);
    let v23 = f32(v22);
    let v25 = (v2 & 2u);
    let v26 = f32(v25);
    let v27 = vec2<f32>(v23, v26);
    let v32 = (v27 * vec2<f32>(2.0f, (-2.0f)));
    let v33 = (v32 + vec2<f32>((-1.0f), 1.0f));
    let v34 = vec4<f32>(v33, 0.0f, 1.0f);
    gl_Position = v34;
    out_var_TEXCOORD0 = v27;
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
