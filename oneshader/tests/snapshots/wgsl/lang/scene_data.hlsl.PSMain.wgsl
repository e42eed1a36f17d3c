@group(0) @binding(0) var<storage, read> Scene: array<u32>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_MATERIAL0: u32;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v36: u32;
    var v39: u32;
    var v42: u32;
    var v45: u32;
    var v52: u32;
    var v55: u32;
    var v58: u32;
    var v71: u32;
    let v5 = in_var_NORMAL0;
    let v11 = in_var_MATERIAL0;
    let v137 = Scene[2u];
    let v32 = (v11 * 48u);
    let v33 = (v137 + v32);
    v36 = (v33 >> (2u & 31u));
    let v38 = Scene[(v36)];
    v39 = (v36 + 1u);
    let v41 = Scene[(v39)];
    v42 = (v36 + 2u);
    let v44 = Scene[(v42)];
    v45 = (v36 + 3u);
    let v47 = Scene[(v45)];
    let v48 = vec4<u32>(v38, v41, v44, v47);
    let v49 = bitcast<vec4<f32>>(v48);
    let v51 = (v33 + 16u);
    v52 = (v51 >> (2u & 31u));
    let v54 = Scene[(v52)];
    v55 = (v52 + 1u);
    let v57 = Scene[(v55)];
    v58 = (v52 + 2u);
    let v60 = Scene[(v58)];
    let v61 = vec3<u32>(v54, v57, v60);
    let v62 = bitcast<vec3<f32>>(v61);
    let v70 = (v33 + 32u);
    v71 = (v70 >> (2u & 31u));
    let v73 = Scene[(v71)];
    let v74 = bitcast<f32>(v73);
    let v95 = normalize(v5);
    let v96 = normalize(vec3<f32>(0.3f, 1.0f, 0.2f));
    let v97 = dot(v95, v96);
    let v98 = saturate(v97);
    let v102 = v49.xyz;
    let v104 = mix(0.2f, 1.0f, v98);
    let v105 = vec3<f32>(v104);
    let v106 = (v102 * v105);
    let v109 = (0.5f * v74);
    let v110 = (1.0f - v109);
    let v111 = vec3<f32>(v110);
    let v112 = (v106 * v111);
    let v117 = (v112 + v62);
    let v120 = v49.w;
    let v121 = vec4<f32>(v117, v120);
    out_var_SV_Target0 = v121;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec2<f32>, @location(2) @interpolate(flat) in_3_0: u32) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TEXCOORD0 = in_2_0;
    in_var_MATERIAL0 = in_3_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
