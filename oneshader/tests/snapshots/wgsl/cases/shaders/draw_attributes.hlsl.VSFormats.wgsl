struct FormatVertex {
    Position: vec2<f32>,
    Color: vec4<f32>,
    Bytes: vec4<u32>,
    Signed: i32,
    Extra: vec3<f32>,
}

struct FormatVaryings {
    Position: vec4<f32>,
    Color: vec4<f32>,
    Bytes: vec4<u32>,
    Signed: i32,
    Extra: vec3<f32>,
}

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
fn VSFormats_body(a0: FormatVertex) -> FormatVaryings {
    var v0: FormatVertex;
    var v2: FormatVaryings;
    v0 = a0;
    let v4 = v0.Position;
    let v5 = vec4<f32>(v4, 0.0f, 1.0f);
    v2.Position = v5;
    let v9 = v0.Color;
    v2.Color = v9;
    let v13 = v0.Bytes;
    v2.Bytes = v13;
    let v17 = v0.Signed;
    v2.Signed = v17;
    let v21 = v0.Extra;
    v2.Extra = v21;
    let v24 = v2;
    return v24;
}

fn VSFormats_1() {
    var v0: FormatVertex;
    var v1: FormatVaryings;
    let v2 = in_var_POSITION0;
    v0.Position = v2;
    let v5 = in_var_COLOR0;
    v0.Color = v5;
    let v8 = in_var_BLENDINDICES0;
    v0.Bytes = v8;
    let v11 = in_var_TEXCOORD0;
    v0.Signed = v11;
    let v14 = in_var_TEXCOORD1;
    v0.Extra = v14;
    let v17 = v0;
    let v18 = VSFormats_body(v17);
    v1 = v18;
    let v21 = v1.Position;
    gl_Position = v21;
    let v24 = v1.Color;
    out_var_COLOR0 = v24;
    let v27 = v1.Bytes;
    out_var_BLENDINDICES0 = v27;
    let v30 = v1.Signed;
    out_var_TEXCOORD0 = v30;
    let v33 = v1.Extra;
    out_var_TEXCOORD1 = v33;
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
