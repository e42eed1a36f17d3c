@group(1) @binding(1) var<uniform> Layer: array<vec4<u32>, 2>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: u32;
fn PSIds_1() {
    let v8 = in_var_TEXCOORD1;
    let v22 = Layer[1].x;
    let v23 = (v22 << (24u & 31u));
    let v26 = (v8 & 16777215u);
    let v27 = (v23 | v26);
    out_var_SV_Target0 = v27;
    return;
}

struct PSIds_Output {
    @location(0) out_0: u32,
}

@fragment
fn PSIds(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) @interpolate(flat) in_2_0: u32, @location(2) @interpolate(flat) in_3_0: vec4<f32>) -> PSIds_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_COLOR0 = in_3_0;
    PSIds_1();
    return PSIds_Output(out_var_SV_Target0);
}
