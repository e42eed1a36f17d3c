diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> TextStyle: array<vec4<u32>, 8>;
@group(0) @binding(1) var SdfAtlas: texture_2d<f32>;
@group(0) @binding(2) var SdfSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v95: vec4<f32>;
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_COLOR0;
    let v28 = textureSample(SdfAtlas, SdfSampler, v5).x;
    let v31 = fwidth(v28);
    let v32 = max(v31, 0.0001f);
    let v34 = bitcast<f32>(TextStyle[7].w);
    let v35 = (0.5f + v34);
    let v36 = (v32 * v35);
    let v39 = (0.5f - v36);
    let v41 = (0.5f + v36);
    let v43 = smoothstep(v39, v41, v28);
    let v46 = bitcast<f32>(TextStyle[7].z);
    let v47 = (0.5f - v46);
    let v51 = (v47 - v36);
    let v54 = (v47 + v36);
    let v56 = smoothstep(v51, v54, v28);
    let v61 = bitcast<vec2<f32>>(TextStyle[7].xy);
    let v62 = (v5 - v61);
    let v63 = textureSample(SdfAtlas, SdfSampler, v62).x;
    let v66 = (v36 * 4.0f);
    let v67 = (0.5f - v66);
    let v70 = (0.5f + v66);
    let v72 = smoothstep(v67, v70, v63);
    let v75 = bitcast<vec4<f32>>(TextStyle[6]);
    let v77 = vec4<f32>(v72);
    let v78 = (v75 * v77);
    let v82 = bitcast<vec4<f32>>(TextStyle[5]);
    let v84 = vec4<f32>(v56);
    let v85 = mix(v78, v82, v84);
    let v89 = bitcast<vec4<f32>>(TextStyle[4]);
    let v92 = (v89 * v8);
    let v94 = vec4<f32>(v43);
    v95 = mix(v85, v92, v94);
    let v98 = v95.w;
    let v99 = (v98 - 0.003921569f);
    let v100 = (v99 < 0.0f);
    if v100 {
        discard;
        return;
    }
    out_var_SV_Target0 = v95;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) in_2_0: vec4<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_COLOR0 = in_2_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
