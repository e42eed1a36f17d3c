@group(0) @binding(0) var<storage, read> Scene: array<u32>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_MATERIAL0: u32;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v57: u32;
    var v60: u32;
    var v63: u32;
    var v66: u32;
    var v73: u32;
    var v76: u32;
    var v79: u32;
    var v92: u32;
    let v5 = in_var_NORMAL0;
    let v11 = in_var_MATERIAL0;
    let v41 = Scene[2u];
    let v53 = (v11 * 48u);
    let v54 = (v41 + v53);
    v57 = (v54 >> (2u & 31u));
    let v59 = Scene[(v57)];
    v60 = (v57 + 1u);
    let v62 = Scene[(v60)];
    v63 = (v57 + 2u);
    let v65 = Scene[(v63)];
    v66 = (v57 + 3u);
    let v68 = Scene[(v66)];
    let v69 = vec4<u32>(v59, v62, v65, v68);
    let v70 = bitcast<vec4<f32>>(v69);
    let v72 = (v54 + 16u);
    v73 = (v72 >> (2u & 31u));
    let v75 = Scene[(v73)];
    v76 = (v73 + 1u);
    let v78 = Scene[(v76)];
    v79 = (v73 + 2u);
    let v81 = Scene[(v79)];
    let v82 = vec3<u32>(v75, v78, v81);
    let v83 = bitcast<vec3<f32>>(v82);
    let v91 = (v54 + 32u);
    v92 = (v91 >> (2u & 31u));
    let v94 = Scene[(v92)];
    let v95 = bitcast<f32>(v94);
    let v116 = normalize(v5);
    let v117 = normalize(vec3<f32>(0.3f, 1.0f, 0.2f));
    let v118 = dot(v116, v117);
    let v119 = saturate(v118);
    let v123 = v70.xyz;
    let v125 = mix(0.2f, 1.0f, v119);
    let v126 = vec3<f32>(v125);
    let v127 = (v123 * v126);
    let v130 = (0.5f * v95);
    let v131 = (1.0f - v130);
    let v132 = vec3<f32>(v131);
    let v133 = (v127 * v132);
    let v138 = (v133 + v83);
    let v141 = v70.w;
    let v142 = vec4<f32>(v138, v141);
    out_var_SV_Target0 = v142;
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
