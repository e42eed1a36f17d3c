struct VaryingsOut {
    Position: vec4<f32>,
    Triangle: u32,
    Signs: vec2<i32>,
    Ramp: f32,
    Ids: vec3<u32>,
}

var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TRIANGLE0: u32;
var<private> in_var_SIGNS0: vec2<i32>;
var<private> in_var_RAMP0: f32;
var<private> in_var_IDS0: vec3<u32>;
var<private> out_var_SV_Target0: vec4<u32>;
fn PSVaryings_body(a0: VaryingsOut) -> vec4<u32> {
    var v0: VaryingsOut;
    v0 = a0;
    let v3 = v0.Triangle;
    let v5 = v0.Signs;
    let v6 = v5.x;
    let v7 = bitcast<u32>(v6);
    let v9 = v0.Signs;
    let v10 = v9.y;
    let v11 = u32(v10);
    let v12 = (v11 * 1000u);
    let v14 = v0.Ramp;
    let v15 = (v14 + 0.5f);
    let v16 = u32(v15);
    let v17 = (v12 + v16);
    let v19 = v0.Ids;
    let v20 = v19.x;
    let v22 = v0.Ids;
    let v23 = v22.y;
    let v24 = (v23 * 100u);
    let v25 = (v20 + v24);
    let v27 = v0.Ids;
    let v28 = v27.z;
    let v29 = (v28 & 4294901760u);
    let v30 = (v25 + v29);
    let v31 = vec4<u32>(v3, v7, v17, v30);
    return v31;
}

fn PSVaryings_1() {
    var v0: VaryingsOut;
    var v1: vec4<u32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TRIANGLE0;
    v0.Triangle = v5;
    let v8 = in_var_SIGNS0;
    v0.Signs = v8;
    let v11 = in_var_RAMP0;
    v0.Ramp = v11;
    let v14 = in_var_IDS0;
    v0.Ids = v14;
    let v17 = v0;
    let v18 = PSVaryings_body(v17);
    v1 = v18;
    let v20 = v1;
    out_var_SV_Target0 = v20;
    return;
}

struct PSVaryings_Output {
    @location(0) out_0: vec4<u32>,
}

@fragment
fn PSVaryings(@builtin(position) in_0_0: vec4<f32>, @location(0) @interpolate(flat) in_1_0: u32, @location(1) @interpolate(flat) in_2_0: vec2<i32>, @location(2) in_3_0: f32, @location(3) @interpolate(flat) in_4_0: vec3<u32>) -> PSVaryings_Output {
    gl_FragCoord = in_0_0;
    in_var_TRIANGLE0 = in_1_0;
    in_var_SIGNS0 = in_2_0;
    in_var_RAMP0 = in_3_0;
    in_var_IDS0 = in_4_0;
    PSVaryings_1();
    return PSVaryings_Output(out_var_SV_Target0);
}
