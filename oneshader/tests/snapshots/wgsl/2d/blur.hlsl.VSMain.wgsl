struct FullscreenVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
}

var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
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

fn VSMain_body(a0: u32) -> FullscreenVaryings {
    var v0: u32;
    v0 = a0;
    let v2 = v0;
    let v3 = FullscreenTriangle(v2);
    return v3;
}

fn VSMain_1() {
    var v0: u32;
    var v1: FullscreenVaryings;
    let v2 = gl_VertexIndex;
    v0 = v2;
    let v4 = v0;
    let v5 = VSMain_body(v4);
    v1 = v5;
    let v8 = v1.Position;
    gl_Position = v8;
    let v11 = v1.Uv;
    out_var_TEXCOORD0 = v11;
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
