struct RectVertex {
    Position: vec2<f32>,
    RectCenter: vec2<f32>,
    RectHalfSize: vec2<f32>,
    CornerRadii: vec4<f32>,
    BorderWidth: f32,
    FillColor: vec4<f32>,
    BorderColor: vec4<f32>,
}

struct RectVaryings {
    Position: vec4<f32>,
    Local: vec2<f32>,
    HalfSize: vec2<f32>,
    Radii: vec4<f32>,
    BorderWidth: f32,
    FillColor: vec4<f32>,
    BorderColor: vec4<f32>,
    PixelPosition: vec2<f32>,
}

@group(0) @binding(0) var<uniform> UiFrame: array<vec4<u32>, 3>;
var<private> in_var_POSITION0: vec2<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: vec2<f32>;
var<private> in_var_TEXCOORD2: vec4<f32>;
var<private> in_var_TEXCOORD3: f32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> in_var_COLOR1: vec4<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_TEXCOORD1: vec2<f32>;
var<private> out_var_TEXCOORD2: vec4<f32>;
var<private> out_var_TEXCOORD3: f32;
var<private> out_var_COLOR0: vec4<f32>;
var<private> out_var_COLOR1: vec4<f32>;
var<private> out_var_TEXCOORD4: vec2<f32>;
fn VSMain_body(a0: RectVertex) -> RectVaryings {
    var v0: RectVertex;
    var v2: RectVaryings;
    var v3: vec2<f32>;
    v0 = a0;
    let v5 = v0.Position;
    let v7 = bitcast<vec2<f32>>(UiFrame[0].zw);
    let v8 = (v5 * v7);
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
    let v21 = v0.Position;
    let v23 = v0.RectCenter;
    let v24 = (v21 - v23);
    v2.Local = v24;
    let v28 = v0.RectHalfSize;
    v2.HalfSize = v28;
    let v32 = v0.CornerRadii;
    v2.Radii = v32;
    let v36 = v0.BorderWidth;
    v2.BorderWidth = v36;
    let v40 = v0.FillColor;
    v2.FillColor = v40;
    let v44 = v0.BorderColor;
    v2.BorderColor = v44;
    let v48 = v0.Position;
    v2.PixelPosition = v48;
    let v51 = v2;
    return v51;
}

fn VSMain_1() {
    var v0: RectVertex;
    var v1: RectVaryings;
    let v2 = in_var_POSITION0;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.RectCenter = v5;
    let v8 = in_var_TEXCOORD1;
    v0.RectHalfSize = v8;
    let v11 = in_var_TEXCOORD2;
    v0.CornerRadii = v11;
    let v14 = in_var_TEXCOORD3;
    v0.BorderWidth = v14;
    let v17 = in_var_COLOR0;
    v0.FillColor = v17;
    let v20 = in_var_COLOR1;
    v0.BorderColor = v20;
    let v23 = v0;
    let v24 = VSMain_body(v23);
    v1 = v24;
    let v27 = v1.Position;
    gl_Position = v27;
    let v30 = v1.Local;
    out_var_TEXCOORD0 = v30;
    let v33 = v1.HalfSize;
    out_var_TEXCOORD1 = v33;
    let v36 = v1.Radii;
    out_var_TEXCOORD2 = v36;
    let v39 = v1.BorderWidth;
    out_var_TEXCOORD3 = v39;
    let v42 = v1.FillColor;
    out_var_COLOR0 = v42;
    let v45 = v1.BorderColor;
    out_var_COLOR1 = v45;
    let v48 = v1.PixelPosition;
    out_var_TEXCOORD4 = v48;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec2<f32>,
    @location(1) @interpolate(flat) out_2: vec2<f32>,
    @location(2) @interpolate(flat) out_3: vec4<f32>,
    @location(3) @interpolate(flat) out_4: f32,
    @location(4) out_5: vec4<f32>,
    @location(5) out_6: vec4<f32>,
    @location(6) out_7: vec2<f32>,
}

@vertex
fn VSMain(@location(0) in_0_0: vec2<f32>, @location(1) in_1_0: vec2<f32>, @location(2) in_2_0: vec2<f32>, @location(3) in_3_0: vec4<f32>, @location(4) in_4_0: f32, @location(5) in_5_0: vec4<f32>, @location(6) in_6_0: vec4<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    in_var_TEXCOORD3 = in_4_0;
    in_var_COLOR0 = in_5_0;
    in_var_COLOR1 = in_6_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_COLOR0, out_var_COLOR1, out_var_TEXCOORD4);
}
