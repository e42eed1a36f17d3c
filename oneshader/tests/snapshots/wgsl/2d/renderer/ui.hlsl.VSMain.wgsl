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
fn VSMain_1() {
    let v2 = in_var_POSITION0;
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_TEXCOORD1;
    let v11 = in_var_BLENDINDICES0;
    let v14 = in_var_COLOR0;
    let v48 = bitcast<vec2<f32>>(Camera2D[4].xy);
    let v49 = (v2 / v48);
    let v50 = (v49 * vec2<f32>(2.0f, 2.0f));
    let v51 = (v50 - vec2<f32>(1.0f, 1.0f));
    let v54 = v51.x;
    let v56 = v51.y;
    let v57 = -(v56);
    let v58 = vec4<f32>(v54, v57, 0.0f, 1.0f);
    let v67 = (v5 - vec2<f32>(0.5f, 0.5f));
    let v70 = v8.xy;
    let v71 = (v67 * v70);
    let v72 = (v71 * vec2<f32>(2.0f, 2.0f));
    let v81 = (v11 & 255u);
    let v86 = (v11 >> (8u & 31u));
    let v87 = (v86 & 255u);
    gl_Position = v58;
    out_var_TEXCOORD0 = v5;
    out_var_TEXCOORD1 = v72;
    out_var_TEXCOORD2 = v8;
    out_var_TEXCOORD3 = v81;
    out_var_TEXCOORD4 = v87;
    out_var_COLOR0 = v14;
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
