@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var IrradianceCube: texture_cube<f32>;
@group(0) @binding(2) var PrefilteredCube: texture_cube<f32>;
@group(0) @binding(3) var BrdfLut: texture_2d<f32>;
@group(0) @binding(5) var CubeSampler: sampler;
@group(0) @binding(6) var LutSampler: sampler;
@group(0) @binding(7) var<uniform> IblParams: array<vec4<u32>, 10>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_TEXCOORD1;
    let v36 = normalize(v8);
    let v39 = bitcast<vec3<f32>>(View[12].xyz);
    let v42 = (v39 - v5);
    let v43 = normalize(v42);
    let v46 = -(v43);
    let v48 = reflect(v46, v36);
    let v52 = dot(v36, v43);
    let v53 = max(v52, 0.0001f);
    let v56 = bitcast<vec3<f32>>(IblParams[8].xyz);
    let v58 = bitcast<f32>(IblParams[9].x);
    let v59 = vec3<f32>(v58);
    let v60 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v56, v59);
    let v65 = bitcast<f32>(IblParams[8].w);
    let v140 = saturate(v53);
    let v141 = (1.0f - v140);
    let v142 = pow(v141, 5.0f);
    let v146 = (1.0f - v65);
    let v151 = vec3<f32>(v146, v146, v146);
    let v153 = max(v151, v60);
    let v155 = (v153 - v60);
    let v157 = vec3<f32>(v142);
    let v158 = (v155 * v157);
    let v159 = (v60 + v158);
    let v69 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v159);
    let v72 = (1.0f - v58);
    let v73 = vec3<f32>(v72);
    let v74 = (v69 * v73);
    let v77 = textureSampleLevel(IrradianceCube, CubeSampler, v36, 0.0f);
    let v78 = v77.xyz;
    let v83 = (v78 * v56);
    let v85 = (v83 * v74);
    let v88 = textureNumLevels(PrefilteredCube);
    let v97 = (v88 - 1u);
    let v98 = f32(v97);
    let v99 = (v65 * v98);
    let v103 = textureSampleLevel(PrefilteredCube, CubeSampler, v48, v99);
    let v104 = v103.xyz;
    let v109 = vec2<f32>(v53, v65);
    let v110 = textureSampleLevel(BrdfLut, LutSampler, v109, 0.0f).xy;
    let v115 = v110.x;
    let v116 = vec3<f32>(v115);
    let v117 = (v60 * v116);
    let v119 = v110.y;
    let v120 = vec3<f32>(v119);
    let v121 = (v117 + v120);
    let v122 = (v104 * v121);
    let v126 = (v85 + v122);
    let v128 = bitcast<f32>(IblParams[9].y);
    let v129 = vec3<f32>(v128);
    let v130 = (v126 * v129);
    let v131 = vec4<f32>(v130, 1.0f);
    out_var_SV_Target0 = v131;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
