@group(0) @binding(0) var<uniform> Light: array<vec4<u32>, 11>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    let v2 = in_var_NORMAL0;
    let v15 = bitcast<vec3<f32>>(Light[0].xyz);
    let v16 = -(v15);
    let v17 = dot(v2, v16);
    let v18 = saturate(v17);
    let v20 = bitcast<f32>(Light[0].w);
    let v21 = (v18 * v20);
    let v24 = bitcast<f32>(Light[3].x);
    let v26 = bitcast<f32>(Light[4].x);
    let v27 = (v24 + v26);
    let v29 = bitcast<f32>(Light[5].x);
    let v30 = (v27 + v29);
    let v32 = bitcast<f32>(Light[6].x);
    let v33 = (v30 + v32);
    let v36 = bitcast<vec3<f32>>(Light[2].xyz);
    let v39 = (v21 * v33);
    let v40 = vec3<f32>(v39);
    let v41 = (v36 + v40);
    let v43 = bitcast<vec2<f32>>(Light[1].xy);
    let v44 = v43.x;
    let v45 = vec3<f32>(v44);
    let v46 = (v41 + v45);
    let v48 = bitcast<f32>(Light[7].x);
    let v49 = vec4<f32>(v46, v48);
    out_var_SV_Target0 = v49;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@location(0) in_0_0: vec3<f32>) -> PSMain_Output {
    in_var_NORMAL0 = in_0_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
