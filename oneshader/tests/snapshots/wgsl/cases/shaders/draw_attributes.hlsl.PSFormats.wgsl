struct FormatVaryings {
    Position: vec4<f32>,
    Color: vec4<f32>,
    Bytes: vec4<u32>,
    Signed: i32,
    Extra: vec3<f32>,
}

var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> in_var_BLENDINDICES0: vec4<u32>;
var<private> in_var_TEXCOORD0: i32;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSFormats_body(a0: FormatVaryings) -> vec4<f32> {
    var v0: FormatVaryings;
    v0 = a0;
    let v3 = v0.Color;
    let v4 = v3.x;
    let v6 = v0.Color;
    let v7 = v6.y;
    let v8 = (v7 * 10.0f);
    let v9 = (v4 + v8);
    let v11 = v0.Bytes;
    let v12 = v11.x;
    let v14 = v0.Bytes;
    let v15 = v14.y;
    let v16 = (v15 * 256u);
    let v17 = (v12 + v16);
    let v19 = v0.Bytes;
    let v20 = v19.z;
    let v21 = (v20 * 65536u);
    let v22 = (v17 + v21);
    let v23 = f32(v22);
    let v25 = v0.Bytes;
    let v26 = v25.w;
    let v27 = f32(v26);
    let v28 = (v27 / 1000.0f);
    let v29 = (v23 + v28);
    let v31 = v0.Signed;
    let v32 = f32(v31);
    let v34 = v0.Extra;
    let v35 = v34.x;
    let v37 = v0.Extra;
    let v38 = v37.y;
    let v39 = (v38 * 10.0f);
    let v40 = (v35 + v39);
    let v42 = v0.Extra;
    let v43 = v42.z;
    let v44 = (v43 * 100.0f);
    let v45 = (v40 + v44);
    let v46 = vec4<f32>(v9, v29, v32, v45);
    return v46;
}

fn PSFormats_1() {
    var v0: FormatVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
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
    let v18 = PSFormats_body(v17);
    v1 = v18;
    let v20 = v1;
    out_var_SV_Target0 = v20;
    return;
}

struct PSFormats_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSFormats(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec4<f32>, @location(1) @interpolate(flat) in_2_0: vec4<u32>, @location(2) @interpolate(flat) in_3_0: i32, @location(3) in_4_0: vec3<f32>) -> PSFormats_Output {
    gl_FragCoord = in_0_0;
    in_var_COLOR0 = in_1_0;
    in_var_BLENDINDICES0 = in_2_0;
    in_var_TEXCOORD0 = in_3_0;
    in_var_TEXCOORD1 = in_4_0;
    PSFormats_1();
    return PSFormats_Output(out_var_SV_Target0);
}
