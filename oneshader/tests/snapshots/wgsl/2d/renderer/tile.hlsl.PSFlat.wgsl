diagnostic(off, derivative_uniformity);

@group(1) @binding(1) var<uniform> Layer: array<vec4<u32>, 2>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSFlat_1() {
    var v5: vec2<f32>;
    var v11: vec4<f32>;
    var v88: vec4<f32>;
    v5 = in_var_TEXCOORD0;
    v11 = in_var_COLOR0;
    let v28 = Layer[1].w;
    let v29 = (v28 & 1u);
    let v30 = (v29 != 0u);
    if v30 {
        let v35 = (vec2<f32>(1.0f, 1.0f) - v5);
        let v36 = min(v5, v35);
        let v39 = fwidth(v5);
        let v40 = (v36 / v39);
        let v43 = v40.x;
        let v45 = v40.y;
        let v46 = min(v43, v45);
        let v47 = saturate(v46);
        let v48 = (1.0f - v47);
        let v51 = v11.xyz;
        let v53 = (v48 * 0.6f);
        let v54 = vec3<f32>(v53);
        let v55 = mix(v51, vec3<f32>(0.0f, 0.0f, 0.0f), v54);
        let v57 = vec4<f32>(v55.x, v55.y, v55.z, v11.w);
        v88 = v57;
    } else {
        v88 = v11;
    }
    let v60 = bitcast<f32>(Layer[1].z);
    let v62 = v88.w;
    let v63 = (v62 * v60);
    var t1 = v88;
    t1.w = v63;
    let v87 = t1;
    out_var_SV_Target0 = v87;
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
