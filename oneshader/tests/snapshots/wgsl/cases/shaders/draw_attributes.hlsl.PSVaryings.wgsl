var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TRIANGLE0: u32;
var<private> in_var_SIGNS0: vec2<i32>;
var<private> in_var_RAMP0: f32;
var<private> in_var_IDS0: vec3<u32>;
var<private> out_var_SV_Target0: vec4<u32>;
fn PSVaryings_1() {
    let v5 = in_var_TRIANGLE0;
    let v8 = in_var_SIGNS0;
    let v11 = in_var_RAMP0;
    let v14 = in_var_IDS0;
    let v28 = v8.x;
    let v29 = bitcast<u32>(v28);
    let v32 = v8.y;
    let v33 = u32(v32);
    let v34 = (v33 * 1000u);
    let v37 = (v11 + 0.5f);
    let v38 = u32(v37);
    let v39 = (v34 + v38);
    let v42 = v14.x;
    let v45 = v14.y;
    let v46 = (v45 * 100u);
    let v47 = (v42 + v46);
    let v50 = v14.z;
    let v51 = (v50 & 4294901760u);
    let v52 = (v47 + v51);
    let v53 = vec4<u32>(v5, v29, v39, v52);
    out_var_SV_Target0 = v53;
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
