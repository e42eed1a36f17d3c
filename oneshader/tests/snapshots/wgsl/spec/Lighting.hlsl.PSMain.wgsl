@group(0) @binding(0) var<uniform> Light: array<vec4<u32>, 11>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_body(a0: vec3<f32>) -> vec4<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    var v13: f32;
    v0 = a0;
    let v3 = v0;
    let v5 = bitcast<vec3<f32>>(Light[0].xyz);
    let v6 = -(v5);
    let v7 = dot(v3, v6);
    let v8 = saturate(v7);
    let v10 = bitcast<f32>(Light[0].w);
    let v11 = (v8 * v10);
    v2 = v11;
    let v15 = bitcast<f32>(Light[3].x);
    let v17 = bitcast<f32>(Light[4].x);
    let v18 = (v15 + v17);
    let v20 = bitcast<f32>(Light[5].x);
    let v21 = (v18 + v20);
    let v23 = bitcast<f32>(Light[6].x);
    let v24 = (v21 + v23);
    v13 = v24;
    let v27 = bitcast<vec3<f32>>(Light[2].xyz);
    let v28 = v2;
    let v29 = v13;
    let v30 = (v28 * v29);
    let v31 = vec3<f32>(v30);
    let v32 = (v27 + v31);
    let v34 = bitcast<vec2<f32>>(Light[1].xy);
    let v35 = v34.x;
    let v36 = vec3<f32>(v35);
    let v37 = (v32 + v36);
    let v39 = bitcast<f32>(Light[7].x);
    let v40 = vec4<f32>(v37, v39);
    return v40;
}

fn PSMain_1() {
    var v0: vec3<f32>;
    var v1: vec4<f32>;
    let v2 = in_var_NORMAL0;
    v0 = v2;
    let v4 = v0;
    let v5 = PSMain_body(v4);
    v1 = v5;
    let v7 = v1;
    out_var_SV_Target0 = v7;
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
