var<private> in_var_POSITION0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> in_var_BLENDINDICES0: vec4<u32>;
var<private> in_var_TEXCOORD0: i32;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_COLOR0: vec4<f32>;
var<private> out_var_BLENDINDICES0: vec4<u32>;
var<private> out_var_TEXCOORD0: i32;
var<private> out_var_TEXCOORD1: vec3<f32>;
fn VSFormats_1() {
    let v2 = in_var_POSITION0;
    let v5 = in_var_COLOR0;
    let v8 = in_var_BLENDINDICES0;
    let v11 = in_var_TEXCOORD0;
    let v14 = in_var_TEXCOORD1;
    let v40 = vec4<f32>(v2, 0.0f, 1.0f);
    gl_Position = v40;
    out_var_COLOR0 = v5;
    out_var_BLENDINDICES0 = v8;
    out_var_TEXCOORD0 = v11;
    out_var_TEXCOORD1 = v14;
    return;
}

struct VSFormats_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec4<f32>,
    @location(1) @interpolate(flat) out_2: vec4<u32>,
    @location(2) @interpolate(flat) out_3: i32,
    @location(3) out_4: vec3<f32>,
}

@vertex
fn VSFormats(@location(0) in_0_0: vec2<f32>, @location(1) in_1_0: vec4<f32>, @location(2) in_2_0: vec4<u32>, @location(3) in_3_0: i32, @location(4) in_4_0: vec3<f32>) -> VSFormats_Output {
    in_var_POSITION0 = in_0_0;
    in_var_COLOR0 = in_1_0;
    in_var_BLENDINDICES0 = in_2_0;
    in_var_TEXCOORD0 = in_3_0;
    in_var_TEXCOORD1 = in_4_0;
    VSFormats_1();
    return VSFormats_Output(gl_Position, out_var_COLOR0, out_var_BLENDINDICES0, out_var_TEXCOORD0, out_var_TEXCOORD1);
}
