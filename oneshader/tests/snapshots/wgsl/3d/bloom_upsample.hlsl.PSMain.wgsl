@group(0) @binding(0) var<uniform> BloomUpParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var BloomLower: texture_2d<f32>;
@group(0) @binding(2) var BloomCurrent: texture_2d<f32>;
@group(0) @binding(3) var BloomLinearClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    let v5 = in_var_TEXCOORD0;
    let v35 = bitcast<f32>(BloomUpParams[0].x);
    let v36 = vec2<f32>(v35);
    let v37 = (vec2<f32>((-1.0f), (-1.0f)) * v36);
    let v38 = (v5 + v37);
    let v39 = textureSampleLevel(BloomLower, BloomLinearClamp, v38, 0.0f);
    let v40 = v39.xyz;
    let v42 = (v40 * vec3<f32>(0.0625f, 0.0625f, 0.0625f));
    let v43 = (vec3<f32>(0.0f, 0.0f, 0.0f) + v42);
    let v58 = (vec2<f32>(0.0f, (-1.0f)) * v36);
    let v59 = (v5 + v58);
    let v60 = textureSampleLevel(BloomLower, BloomLinearClamp, v59, 0.0f);
    let v61 = v60.xyz;
    let v63 = (v61 * vec3<f32>(0.125f, 0.125f, 0.125f));
    let v64 = (v43 + v63);
    let v79 = (vec2<f32>(1.0f, (-1.0f)) * v36);
    let v80 = (v5 + v79);
    let v81 = textureSampleLevel(BloomLower, BloomLinearClamp, v80, 0.0f);
    let v82 = v81.xyz;
    let v84 = (v82 * vec3<f32>(0.0625f, 0.0625f, 0.0625f));
    let v85 = (v64 + v84);
    let v103 = (vec2<f32>((-1.0f), 0.0f) * v36);
    let v104 = (v5 + v103);
    let v105 = textureSampleLevel(BloomLower, BloomLinearClamp, v104, 0.0f);
    let v106 = v105.xyz;
    let v108 = (v106 * vec3<f32>(0.125f, 0.125f, 0.125f));
    let v109 = (v85 + v108);
    let v124 = (vec2<f32>(0.0f, 0.0f) * v36);
    let v125 = (v5 + v124);
    let v126 = textureSampleLevel(BloomLower, BloomLinearClamp, v125, 0.0f);
    let v127 = v126.xyz;
    let v129 = (v127 * vec3<f32>(0.25f, 0.25f, 0.25f));
    let v130 = (v109 + v129);
    let v145 = (vec2<f32>(1.0f, 0.0f) * v36);
    let v146 = (v5 + v145);
    let v147 = textureSampleLevel(BloomLower, BloomLinearClamp, v146, 0.0f);
    let v148 = v147.xyz;
    let v150 = (v148 * vec3<f32>(0.125f, 0.125f, 0.125f));
    let v151 = (v130 + v150);
    let v169 = (vec2<f32>((-1.0f), 1.0f) * v36);
    let v170 = (v5 + v169);
    let v171 = textureSampleLevel(BloomLower, BloomLinearClamp, v170, 0.0f);
    let v172 = v171.xyz;
    let v174 = (v172 * vec3<f32>(0.0625f, 0.0625f, 0.0625f));
    let v175 = (v151 + v174);
    let v190 = (vec2<f32>(0.0f, 1.0f) * v36);
    let v191 = (v5 + v190);
    let v192 = textureSampleLevel(BloomLower, BloomLinearClamp, v191, 0.0f);
    let v193 = v192.xyz;
    let v195 = (v193 * vec3<f32>(0.125f, 0.125f, 0.125f));
    let v196 = (v175 + v195);
    let v212 = (v5 + v36);
    let v213 = textureSampleLevel(BloomLower, BloomLinearClamp, v212, 0.0f);
    let v214 = v213.xyz;
    let v216 = (v214 * vec3<f32>(0.0625f, 0.0625f, 0.0625f));
    let v217 = (v196 + v216);
    let v15 = textureSampleLevel(BloomCurrent, BloomLinearClamp, v5, 0.0f);
    let v16 = v15.xyz;
    let v18 = bitcast<f32>(BloomUpParams[0].y);
    let v19 = vec3<f32>(v18);
    let v20 = (v217 * v19);
    let v21 = (v16 + v20);
    let v22 = vec4<f32>(v21, 1.0f);
    out_var_SV_Target0 = v22;
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
