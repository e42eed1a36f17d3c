struct UiVertex {
    Position: vec2<f32>,
    Uv: vec2<f32>,
    Params: vec4<f32>,
    KindAndScissor: u32,
    Color: vec4<f32>,
}

struct UiVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Local: vec2<f32>,
    Params: vec4<f32>,
    Kind: u32,
    Scissor: u32,
    Color: vec4<f32>,
}

@group(0) @binding(0) var<uniform> Camera2D: array<vec4<u32>, 5>;
var<private> in_var_POSITION0: vec2<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: vec4<f32>;
var<private> in_var_BLENDINDICES0: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_TEXCOORD1: vec2<f32>;
var<private> out_var_TEXCOORD2: vec4<f32>;
var<private> out_var_TEXCOORD3: u32;
var<private> out_var_TEXCOORD4: u32;
var<private> out_var_COLOR0: vec4<f32>;
fn VSMain_body(a0: UiVertex) -> UiVaryings {
    var v0: UiVertex;
    var v2: UiVaryings;
    var v3: vec2<f32>;
    v0 = a0;
    let v5 = v0.Position;
    let v7 = bitcast<vec2<f32>>(Camera2D[4].xy);
    let v8 = (v5 / v7);
    let v9 = (v8 * vec2<f32>(2.0f, 2.0f));
    let v10 = (v9 - vec2<f32>(1.0f, 1.0f));
    v3 = v10;
    let v12 = v3;
    let v13 = v12.x;
    let v14 = v3;
    let v15 = v14.y;
    let v16 = -(v15);
    let v17 = vec4<f32>(v13, v16, 0.0f, 1.0f);
    v2.Position = v17;
    let v21 = v0.Uv;
    v2.Uv = v21;
    let v25 = v0.Uv;
    let v26 = (v25 - vec2<f32>(0.5f, 0.5f));
    let v28 = v0.Params;
    let v29 = v28.xy;
    let v30 = (v26 * v29);
    let v31 = (v30 * vec2<f32>(2.0f, 2.0f));
    v2.Local = v31;
    let v35 = v0.Params;
    v2.Params = v35;
    let v39 = v0.KindAndScissor;
    let v40 = (v39 & 255u);
    v2.Kind = v40;
    let v44 = v0.KindAndScissor;
    let v45 = (v44 >> (8u & 31u));
    let v46 = (v45 & 255u);
    v2.Scissor = v46;
    let v50 = v0.Color;
    v2.Color = v50;
    let v53 = v2;
    return v53;
}

fn VSMain_1() {
    var v0: UiVertex;
    var v1: UiVaryings;
    let v2 = in_var_POSITION0;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Uv = v5;
    let v8 = in_var_TEXCOORD1;
    v0.Params = v8;
    let v11 = in_var_BLENDINDICES0;
    v0.KindAndScissor = v11;
    let v14 = in_var_COLOR0;
    v0.Color = v14;
    let v17 = v0;
    let v18 = VSMain_body(v17);
    v1 = v18;
    let v21 = v1.Position;
    gl_Position = v21;
    let v24 = v1.Uv;
    out_var_TEXCOORD0 = v24;
    let v27 = v1.Local;
    out_var_TEXCOORD1 = v27;
    let v30 = v1.Params;
    out_var_TEXCOORD2 = v30;
    let v33 = v1.Kind;
    out_var_TEXCOORD3 = v33;
    let v36 = v1.Scissor;
    out_var_TEXCOORD4 = v36;
    let v39 = v1.Color;
    out_var_COLOR0 = v39;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec2<f32>,
    @location(1) out_2: vec2<f32>,
    @location(2) @interpolate(flat) out_3: vec4<f32>,
    @location(3) @interpolate(flat) out_4: u32,
    @location(4) @interpolate(flat) out_5: u32,
    @location(5) out_6: vec4<f32>,
}

@vertex
fn VSMain(@location(0) in_0_0: vec2<f32>, @location(1) in_1_0: vec2<f32>, @location(2) in_2_0: vec4<f32>, @location(3) in_3_0: u32, @location(4) in_4_0: vec4<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_BLENDINDICES0 = in_3_0;
    in_var_COLOR0 = in_4_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_TEXCOORD4, out_var_COLOR0);
}
