diagnostic(off, derivative_uniformity);

struct GlyphVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Color: vec4<f32>,
}

@group(0) @binding(0) var<uniform> TextFrame: array<vec4<u32>, 6>;
@group(0) @binding(2) var GlyphAtlas: texture_2d<f32>;
@group(0) @binding(3) var GlyphSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn Median(a0: vec3<f32>) -> f32 {
    var v0: vec3<f32>;
    v0 = a0;
    let v2 = v0;
    let v3 = v2.x;
    let v4 = v0;
    let v5 = v4.y;
    let v6 = min(v3, v5);
    let v7 = v0;
    let v8 = v7.x;
    let v9 = v0;
    let v10 = v9.y;
    let v11 = max(v8, v10);
    let v12 = v0;
    let v13 = v12.z;
    let v14 = min(v11, v13);
    let v15 = max(v6, v14);
    return v15;
}

fn PSMain_body(a0: GlyphVaryings) -> vec4<f32> {
    var v0: GlyphVaryings;
    var v2: u32;
    var v3: u32;
    var v4: u32;
    var v12: vec2<f32>;
    var v23: vec2<f32>;
    var v36: f32;
    var v43: vec3<f32>;
    var v49: f32;
    var v54: f32;
    var v61: f32;
    var v71: vec4<f32>;
    v0 = a0;
    let v5 = textureDimensions(GlyphAtlas, 0u);
    let v6 = textureNumLevels(GlyphAtlas);
    let v7 = v5.x;
    v2 = v7;
    let v9 = v5.y;
    v3 = v9;
    v4 = v6;
    let v14 = bitcast<f32>(TextFrame[4].x);
    let v15 = vec2<f32>(v14);
    let v16 = v2;
    let v17 = f32(v16);
    let v18 = v3;
    let v19 = f32(v18);
    let v20 = vec2<f32>(v17, v19);
    let v21 = (v15 / v20);
    v12 = v21;
    let v25 = v0.Uv;
    let v26 = dpdx(v25);
    let v27 = abs(v26);
    let v29 = v0.Uv;
    let v30 = dpdy(v29);
    let v31 = abs(v30);
    let v32 = (v27 + v31);
    let v33 = max(v32, vec2<f32>(1e-6f, 1e-6f));
    let v34 = (vec2<f32>(1.0f, 1.0f) / v33);
    v23 = v34;
    let v37 = v12;
    let v38 = v23;
    let v39 = dot(v37, v38);
    let v40 = (0.5f * v39);
    let v41 = max(v40, 1.0f);
    v36 = v41;
    let v45 = v0.Uv;
    let v46 = textureSample(GlyphAtlas, GlyphSampler, v45);
    let v47 = v46.xyz;
    v43 = v47;
    let v50 = v43;
    let v51 = Median(v50);
    let v52 = (v51 - 0.5f);
    v49 = v52;
    let v55 = v49;
    let v56 = v36;
    let v57 = (v55 * v56);
    let v58 = (v57 + 0.5f);
    let v59 = saturate(v58);
    v54 = v59;
    let v62 = v49;
    let v63 = v36;
    let v64 = (v62 * v63);
    let v66 = bitcast<f32>(TextFrame[4].y);
    let v67 = (v64 + v66);
    let v68 = (v67 + 0.5f);
    let v69 = saturate(v68);
    v61 = v69;
    let v73 = bitcast<vec4<f32>>(TextFrame[5]);
    let v75 = v0.Color;
    let v76 = v54;
    let v77 = vec4<f32>(v76);
    let v78 = mix(v73, v75, v77);
    v71 = v78;
    let v80 = v54;
    let v81 = v61;
    let v83 = bitcast<vec4<f32>>(TextFrame[5]);
    let v84 = v83.w;
    let v85 = (v81 * v84);
    let v86 = max(v80, v85);
    let v87 = v71;
    let v88 = v87.w;
    let v89 = (v88 * v86);
    v71.w = v89;
    let v92 = v71;
    return v92;
}

fn PSMain_1() {
    var v0: GlyphVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Uv = v5;
    let v8 = in_var_COLOR0;
    v0.Color = v8;
    let v11 = v0;
    let v12 = PSMain_body(v11);
    v1 = v12;
    let v14 = v1;
    out_var_SV_Target0 = v14;
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
