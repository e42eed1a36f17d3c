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
    let v40 = normalize(v8);
    let v43 = bitcast<vec3<f32>>(View[12].xyz);
    let v46 = (v43 - v5);
    let v47 = normalize(v46);
    let v50 = -(v47);
    let v52 = reflect(v50, v40);
    let v56 = dot(v40, v47);
    let v57 = max(v56, 0.0001f);
    let v60 = bitcast<vec3<f32>>(IblParams[8].xyz);
    let v62 = bitcast<f32>(IblParams[9].x);
    let v63 = vec3<f32>(v62);
    let v64 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v60, v63);
    let v69 = bitcast<f32>(IblParams[8].w);
    let v74 = saturate(v57);
    let v75 = (1.0f - v74);
    let v76 = pow(v75, 5.0f);
    let v80 = (1.0f - v69);
    let v85 = vec3<f32>(v80, v80, v80);
    let v87 = max(v85, v64);
    let v89 = (v87 - v64);
    let v91 = vec3<f32>(v76);
    let v92 = (v89 * v91);
    let v93 = (v64 + v92);
    let v96 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v93);
    let v99 = (1.0f - v62);
    let v100 = vec3<f32>(v99);
    let v101 = (v96 * v100);
    let v104 = textureSampleLevel(IrradianceCube, CubeSampler, v40, 0.0f);
    let v105 = v104.xyz;
    let v110 = (v105 * v60);
    let v112 = (v110 * v101);
    let v115 = textureNumLevels(PrefilteredCube);
    let v124 = (v115 - 1u);
    let v125 = f32(v124);
    let v126 = (v69 * v125);
    let v130 = textureSampleLevel(PrefilteredCube, CubeSampler, v52, v126);
    let v131 = v130.xyz;
    let v136 = vec2<f32>(v57, v69);
    let v137 = textureSampleLevel(BrdfLut, LutSampler, v136, 0.0f).xy;
    let v142 = v137.x;
    let v143 = vec3<f32>(v142);
    let v144 = (v64 * v143);
    let v146 = v137.y;
    let v147 = vec3<f32>(v146);
    let v148 = (v144 + v147);
    let v149 = (v131 * v148);
    let v153 = (v112 + v149);
    let v155 = bitcast<f32>(IblParams[9].y);
    let v156 = vec3<f32>(v155);
    let v157 = (v153 * v156);
    let v158 = vec4<f32>(v157, 1.0f);
    out_var_SV_Target0 = v158;
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
