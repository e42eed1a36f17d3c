struct FullscreenOut {
    Position: vec4<f32>,
}

var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
fn VSFullscreen_body(a0: u32) -> FullscreenOut {
    var v0: u32;
    var v2: FullscreenOut;
    var v3: vec2<f32>;
    v0 = a0;
    let v4 = v0;
    let v5 = (v4 << (1u & 31u));
    let v6 = (v5 & 2u);
    let v7 = f32(v6);
    let v8 = v0;
    let v9 = (v8 & 2u);
    let v10 = f32(v9);
    let v11 = vec2<f32>(v7, v10);
    v3 = v11;
    let v13 = v3;
    let v14 = (v13 * vec2<f32>(2.0f, 2.0f));
    let v15 = (v14 - vec2<f32>(1.0f, 1.0f));
    let v16 = vec4<f32>(v15, 0.5f, 1.0f);
    v2.Position = v16;
    let v19 = v2;
    return v19;
}

fn VSFullscreen_1() {
    var v0: u32;
    var v1: FullscreenOut;
    let v2 = gl_VertexIndex;
    v0 = v2;
    let v4 = v0;
    let v5 = VSFullscreen_body(v4);
    v1 = v5;
    let v8 = v1.Position;
    gl_Position = v8;
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
