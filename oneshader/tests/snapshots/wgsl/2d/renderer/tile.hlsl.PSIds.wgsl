struct TileVaryings {
    Position: vec4<f32>,
    CellUv: vec2<f32>,
    Id: u32,
    Color: vec4<f32>,
}

@group(1) @binding(1) var<uniform> Layer: array<vec4<u32>, 2>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: u32;
fn PSIds_body(a0: TileVaryings) -> u32 {
    var v0: TileVaryings;
    v0 = a0;
    let v3 = Layer[1].x;
    let v4 = (v3 << (24u & 31u));
    let v6 = v0.Id;
    let v7 = (v6 & 16777215u);
    let v8 = (v4 | v7);
    return v8;
}

fn PSIds_1() {
    var v0: TileVaryings;
    var v1: u32;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.CellUv = v5;
    let v8 = in_var_TEXCOORD1;
    v0.Id = v8;
    let v11 = in_var_COLOR0;
    v0.Color = v11;
    let v14 = v0;
    let v15 = PSIds_body(v14);
    v1 = v15;
    let v17 = v1;
    out_var_SV_Target0 = v17;
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
