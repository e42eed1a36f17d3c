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
    let v30 = textureDimensions(GlyphAtlas, 0u);
    let v32 = v30.x;
    let v34 = v30.y;
    let v38 = bitcast<f32>(TextFrame[4].x);
    let v39 = vec2<f32>(v38);
    let v41 = f32(v32);
    let v43 = f32(v34);
    let v44 = vec2<f32>(v41, v43);
    let v45 = (v39 / v44);
    let v49 = dpdx(v5);
    let v50 = abs(v49);
    let v53 = dpdy(v5);
    let v54 = abs(v53);
    let v55 = (v50 + v54);
    let v56 = max(v55, vec2<f32>(1e-6f, 1e-6f));
    let v57 = (vec2<f32>(1.0f, 1.0f) / v56);
    let v61 = dot(v45, v57);
    let v62 = (0.5f * v61);
    let v63 = max(v62, 1.0f);
    let v67 = textureSample(GlyphAtlas, GlyphSampler, v5);
    let v68 = v67.xyz;
    let v73 = v68.x;
    let v75 = v68.y;
    let v76 = min(v73, v75);
    let v81 = max(v73, v75);
    let v83 = v68.z;
    let v84 = min(v81, v83);
    let v85 = max(v76, v84);
    let v86 = (v85 - 0.5f);
    let v90 = (v86 * v63);
    let v91 = (v90 + 0.5f);
    let v92 = saturate(v91);
    let v98 = bitcast<f32>(TextFrame[4].y);
    let v99 = (v90 + v98);
    let v100 = (v99 + 0.5f);
    let v101 = saturate(v100);
    let v104 = bitcast<vec4<f32>>(TextFrame[5]);
    let v108 = vec4<f32>(v92);
    let v109 = mix(v104, v8, v108);
    let v115 = v104.w;
    let v116 = (v101 * v115);
    let v117 = max(v92, v116);
    let v119 = v109.w;
    let v120 = (v119 * v117);
    var t1 = v109;
    t1.w = v120;
    let v135 = t1;
    out_var_SV_Target0 = v135;
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
