var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
fn VSQuads_body(a0: u32) -> vec4<f32> {
    var v0: u32;
    var v2: vec2<f32>;
    v0 = a0;
    let v3 = v0;
    let v4 = (v3 << (1u & 31u));
    let v5 = (v4 & 2u);
    let v6 = f32(v5);
    let v7 = v0;
    let v8 = (v7 & 2u);
    let v9 = f32(v8);
    let v10 = vec2<f32>(v6, v9);
    v2 = v10;
    let v12 = v2;
    let v13 = (v12 * vec2<f32>(2.0f, 2.0f));
    let v14 = (v13 - vec2<f32>(1.0f, 1.0f));
    let v15 = vec4<f32>(v14, 0.5f, 1.0f);
    return v15;
}

fn VSQuads_1() {
    var v0: u32;
    var v1: vec4<f32>;
    let v2 = gl_VertexIndex;
    v0 = v2;
    let v4 = v0;
    let v5 = VSQuads_body(v4);
    v1 = v5;
    let v7 = v1;
    gl_Position = v7;
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
