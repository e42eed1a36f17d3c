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
    let v22 = textureSample(SceneColor, LinearClamp, v5);
    let v25 = mat3x3<f32>(vec3<f32>(bitcast<f32>(GradeParams[4].x), bitcast<f32>(GradeParams[5].x), bitcast<f32>(GradeParams[6].x)), vec3<f32>(bitcast<f32>(GradeParams[4].y), bitcast<f32>(GradeParams[5].y), bitcast<f32>(GradeParams[6].y)), vec3<f32>(bitcast<f32>(GradeParams[4].z), bitcast<f32>(GradeParams[5].z), bitcast<f32>(GradeParams[6].z)));
    let v27 = v22.xyz;
    let v28 = (v27 * v25);
    let v92 = bitcast<vec3<f32>>(GradeParams[2].xyz);
    let v93 = (v28 * v92);
    let v95 = bitcast<vec3<f32>>(GradeParams[0].xyz);
    let v97 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v28);
    let v98 = (v95 * v97);
    let v99 = (v93 + v98);
    let v102 = max(v99, vec3<f32>(0.0f, 0.0f, 0.0f));
    let v104 = bitcast<vec3<f32>>(GradeParams[1].xyz);
    let v105 = max(v104, vec3<f32>(0.001f, 0.001f, 0.001f));
    let v106 = (vec3<f32>(1.0f, 1.0f, 1.0f) / v105);
    let v107 = pow(v102, v106);
    let v111 = dot(v107, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v39 = vec3<f32>(v111, v111, v111);
    let v42 = bitcast<f32>(GradeParams[0].w);
    let v43 = vec3<f32>(v42);
    let v44 = mix(v39, v107, v43);
    let v47 = (v44 - vec3<f32>(0.18f, 0.18f, 0.18f));
    let v49 = bitcast<f32>(GradeParams[1].w);
    let v50 = vec3<f32>(v49);
    let v51 = (v47 * v50);
    let v52 = (v51 + vec3<f32>(0.18f, 0.18f, 0.18f));
    let v117 = max(v52, vec3<f32>(0.0f, 0.0f, 0.0f));
    let v120 = (v117 * vec3<f32>(12.92f, 12.92f, 12.92f));
    let v123 = pow(v117, vec3<f32>(0.41666666f, 0.41666666f, 0.41666666f));
    let v124 = (vec3<f32>(1.055f, 1.055f, 1.055f) * v123);
    let v125 = (v124 - vec3<f32>(0.055f, 0.055f, 0.055f));
    let v130 = step(vec3<f32>(0.0031308f, 0.0031308f, 0.0031308f), v117);
    let v131 = mix(v120, v125, v130);
    let v137 = GradeParams[7].x;
    let v138 = f32(v137);
    let v141 = saturate(v131);
    let v143 = (v138 - 1.0f);
    let v145 = (v143 / v138);
    let v146 = vec3<f32>(v145);
    let v147 = (v141 * v146);
    let v149 = (0.5f / v138);
    let v150 = vec3<f32>(v149);
    let v151 = (v147 + v150);
    let v154 = textureSampleLevel(GradingLut, LinearClamp, v151, 0.0f);
    let v155 = v154.xyz;
    let v161 = (v155 / vec3<f32>(12.92f, 12.92f, 12.92f));
    let v164 = (v155 + vec3<f32>(0.055f, 0.055f, 0.055f));
    let v165 = (v164 / vec3<f32>(1.055f, 1.055f, 1.055f));
    let v166 = pow(v165, vec3<f32>(2.4f, 2.4f, 2.4f));
    let v171 = step(vec3<f32>(0.04045f, 0.04045f, 0.04045f), v155);
    let v172 = mix(v161, v166, v171);
    let v60 = bitcast<f32>(GradeParams[2].w);
    let v61 = vec3<f32>(v60);
    let v62 = mix(v52, v172, v61);
    let v67 = bitcast<vec2<f32>>(GradeParams[3].xy);
    let v68 = distance(v5, v67);
    let v71 = bitcast<f32>(GradeParams[3].z);
    let v75 = bitcast<f32>(GradeParams[3].w);
    let v76 = (v71 + v75);
    let v78 = smoothstep(v71, v76, v68);
    let v79 = (1.0f - v78);
    let v83 = vec3<f32>(v79);
    let v84 = (v62 * v83);
    let v86 = v22.w;
    let v87 = vec4<f32>(v84, v86);
    out_var_SV_Target0 = v87;
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
