diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> GradeParams: array<vec4<u32>, 8>;
@group(0) @binding(1) var SceneColor: texture_2d<f32>;
@group(0) @binding(2) var GradingLut: texture_3d<f32>;
@group(0) @binding(3) var LinearClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    let v5 = in_var_TEXCOORD0;
    let v33 = textureSample(SceneColor, LinearClamp, v5);
    let v36 = mat3x3<f32>(vec3<f32>(bitcast<f32>(GradeParams[4].x), bitcast<f32>(GradeParams[5].x), bitcast<f32>(GradeParams[6].x)), vec3<f32>(bitcast<f32>(GradeParams[4].y), bitcast<f32>(GradeParams[5].y), bitcast<f32>(GradeParams[6].y)), vec3<f32>(bitcast<f32>(GradeParams[4].z), bitcast<f32>(GradeParams[5].z), bitcast<f32>(GradeParams[6].z)));
    let v38 = v33.xyz;
    let v39 = (v38 * v36);
    let v45 = bitcast<vec3<f32>>(GradeParams[2].xyz);
    let v46 = (v39 * v45);
    let v48 = bitcast<vec3<f32>>(GradeParams[0].xyz);
    let v50 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v39);
    let v51 = (v48 * v50);
    let v52 = (v46 + v51);
    let v55 = max(v52, vec3<f32>(0.0f, 0.0f, 0.0f));
    let v57 = bitcast<vec3<f32>>(GradeParams[1].xyz);
    let v58 = max(v57, vec3<f32>(0.001f, 0.001f, 0.001f));
    let v59 = (vec3<f32>(1.0f, 1.0f, 1.0f) / v58);
    let v60 = pow(v55, v59);
    let v65 = dot(v60, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v70 = vec3<f32>(v65, v65, v65);
    let v73 = bitcast<f32>(GradeParams[0].w);
    let v74 = vec3<f32>(v73);
    let v75 = mix(v70, v60, v74);
    let v78 = (v75 - vec3<f32>(0.18f, 0.18f, 0.18f));
    let v80 = bitcast<f32>(GradeParams[1].w);
    let v81 = vec3<f32>(v80);
    let v82 = (v78 * v81);
    let v83 = (v82 + vec3<f32>(0.18f, 0.18f, 0.18f));
    let v89 = max(v83, vec3<f32>(0.0f, 0.0f, 0.0f));
    let v92 = (v89 * vec3<f32>(12.92f, 12.92f, 12.92f));
    let v95 = pow(v89, vec3<f32>(0.41666666f, 0.41666666f, 0.41666666f));
    let v96 = (vec3<f32>(1.055f, 1.055f, 1.055f) * v95);
    let v97 = (v96 - vec3<f32>(0.055f, 0.055f, 0.055f));
    let v102 = step(vec3<f32>(0.0031308f, 0.0031308f, 0.0031308f), v89);
    let v103 = mix(v92, v97, v102);
    let v106 = GradeParams[7].x;
    let v107 = f32(v106);
    let v110 = saturate(v103);
    let v112 = (v107 - 1.0f);
    let v114 = (v112 / v107);
    let v115 = vec3<f32>(v114);
    let v116 = (v110 * v115);
    let v118 = (0.5f / v107);
    let v119 = vec3<f32>(v118);
    let v120 = (v116 + v119);
    let v123 = textureSampleLevel(GradingLut, LinearClamp, v120, 0.0f);
    let v124 = v123.xyz;
    let v127 = (v124 / vec3<f32>(12.92f, 12.92f, 12.92f));
    let v130 = (v124 + vec3<f32>(0.055f, 0.055f, 0.055f));
    let v131 = (v130 / vec3<f32>(1.055f, 1.055f, 1.055f));
    let v132 = pow(v131, vec3<f32>(2.4f, 2.4f, 2.4f));
    let v137 = step(vec3<f32>(0.04045f, 0.04045f, 0.04045f), v124);
    let v138 = mix(v127, v132, v137);
    let v140 = bitcast<f32>(GradeParams[2].w);
    let v141 = vec3<f32>(v140);
    let v142 = mix(v83, v138, v141);
    let v147 = bitcast<vec2<f32>>(GradeParams[3].xy);
    let v148 = distance(v5, v147);
    let v151 = bitcast<f32>(GradeParams[3].z);
    let v155 = bitcast<f32>(GradeParams[3].w);
    let v156 = (v151 + v155);
    let v158 = smoothstep(v151, v156, v148);
    let v159 = (1.0f - v158);
    let v163 = vec3<f32>(v159);
    let v164 = (v142 * v163);
    let v166 = v33.w;
    let v167 = vec4<f32>(v164, v166);
    out_var_SV_Target0 = v167;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
