diagnostic(off, derivative_uniformity);

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
var<private> out_var_SV_Target0: vec4<f32>;
fn PSFlat_body(a0: TileVaryings) -> vec4<f32> {
    var v0: TileVaryings;
    var v2: vec4<f32>;
    var v10: vec2<f32>;
    var v22: f32;
    v0 = a0;
    let v4 = v0.Color;
    v2 = v4;
    let v7 = Layer[1].w;
    let v8 = (v7 & 1u);
    let v9 = (v8 != 0u);
    if v9 {
        let v12 = v0.CellUv;
        let v14 = v0.CellUv;
        let v15 = (vec2<f32>(1.0f, 1.0f) - v14);
        let v16 = min(v12, v15);
        let v18 = v0.CellUv;
        let v19 = fwidth(v18);
        let v20 = (v16 / v19);
        v10 = v20;
        let v23 = v10;
        let v24 = v23.x;
        let v25 = v10;
        let v26 = v25.y;
        let v27 = min(v24, v26);
        let v28 = saturate(v27);
        let v29 = (1.0f - v28);
        v22 = v29;
        let v31 = v2;
        let v32 = v31.xyz;
        let v33 = v22;
        let v34 = (v33 * 0.6f);
        let v35 = vec3<f32>(v34);
        let v36 = mix(v32, vec3<f32>(0.0f, 0.0f, 0.0f), v35);
        let v37 = v2;
        let v38 = vec4<f32>(v36.x, v36.y, v36.z, v37.w);
        v2 = v38;
    }
    let v41 = bitcast<f32>(Layer[1].z);
    let v42 = v2;
    let v43 = v42.w;
    let v44 = (v43 * v41);
    v2.w = v44;
    let v47 = v2;
    return v47;
}

fn PSFlat_1() {
    var v0: TileVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.CellUv = v5;
    let v8 = in_var_TEXCOORD1;
    v0.Id = v8;
    let v11 = in_var_COLOR0;
    v0.Color = v11;
    let v14 = v0;
    let v15 = PSFlat_body(v14);
    v1 = v15;
    let v17 = v1;
    out_var_SV_Target0 = v17;
    return;
}

struct PSFlat_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSFlat(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) @interpolate(flat) in_2_0: u32, @location(2) @interpolate(flat) in_3_0: vec4<f32>) -> PSFlat_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_COLOR0 = in_3_0;
    PSFlat_1();
    return PSFlat_Output(out_var_SV_Target0);
}
