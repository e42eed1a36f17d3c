diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> TextFrame: array<vec4<u32>, 6>;
@group(0) @binding(2) var GlyphAtlas: texture_2d<f32>;
@group(0) @binding(3) var GlyphSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_COLOR0;
    let v29 = textureDimensions(GlyphAtlas, 0u);
    let v31 = v29.x;
    let v33 = v29.y;
    let v37 = bitcast<f32>(TextFrame[4].x);
    let v38 = vec2<f32>(v37);
    let v40 = f32(v31);
    let v42 = f32(v33);
    let v43 = vec2<f32>(v40, v42);
    let v44 = (v38 / v43);
    let v48 = dpdx(v5);
    let v49 = abs(v48);
    let v52 = dpdy(v5);
    let v53 = abs(v52);
    let v54 = (v49 + v53);
    let v55 = max(v54, vec2<f32>(1e-6f, 1e-6f));
    let v56 = (vec2<f32>(1.0f, 1.0f) / v55);
    let v60 = dot(v44, v56);
    let v61 = (0.5f * v60);
    let v62 = max(v61, 1.0f);
    let v66 = textureSample(GlyphAtlas, GlyphSampler, v5);
    let v67 = v66.xyz;
    let v112 = v67.x;
    let v114 = v67.y;
    let v115 = min(v112, v114);
    let v120 = max(v112, v114);
    let v122 = v67.z;
    let v123 = min(v120, v122);
    let v124 = max(v115, v123);
    let v71 = (v124 - 0.5f);
    let v75 = (v71 * v62);
    let v76 = (v75 + 0.5f);
    let v77 = saturate(v76);
    let v83 = bitcast<f32>(TextFrame[4].y);
    let v84 = (v75 + v83);
    let v85 = (v84 + 0.5f);
    let v86 = saturate(v85);
    let v89 = bitcast<vec4<f32>>(TextFrame[5]);
    let v93 = vec4<f32>(v77);
    let v94 = mix(v89, v8, v93);
    let v100 = v89.w;
    let v101 = (v86 * v100);
    let v102 = max(v77, v101);
    let v104 = v94.w;
    let v105 = (v104 * v102);
    var t1 = v94;
    t1.w = v105;
    let v140 = t1;
    out_var_SV_Target0 = v140;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) @interpolate(flat) in_2_0: vec4<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_COLOR0 = in_2_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
