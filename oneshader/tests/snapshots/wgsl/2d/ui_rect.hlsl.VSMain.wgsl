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
fn VSMain_1() {
    let v2 = in_var_POSITION0;
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_TEXCOORD1;
    let v11 = in_var_TEXCOORD2;
    let v14 = in_var_TEXCOORD3;
    let v17 = in_var_COLOR0;
    let v20 = in_var_COLOR1;
    let v57 = bitcast<vec2<f32>>(UiFrame[0].zw);
    let v58 = (v2 * v57);
    let v59 = (v58 * vec2<f32>(2.0f, 2.0f));
    let v60 = (v59 - vec2<f32>(1.0f, 1.0f));
    let v63 = v60.x;
    let v65 = v60.y;
    let v66 = -(v65);
    let v67 = vec4<f32>(v63, v66, 0.0f, 1.0f);
    let v74 = (v2 - v5);
    gl_Position = v67;
    out_var_TEXCOORD0 = v74;
    out_var_TEXCOORD1 = v8;
    out_var_TEXCOORD2 = v11;
    out_var_TEXCOORD3 = v14;
    out_var_COLOR0 = v17;
    out_var_COLOR1 = v20;
    out_var_TEXCOORD4 = v2;
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
