diagnostic(off, derivative_uniformity);

struct TextVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Color: vec4<f32>,
}

@group(0) @binding(0) var<uniform> TextStyle: array<vec4<u32>, 8>;
@group(0) @binding(1) var SdfAtlas: texture_2d<f32>;
@group(0) @binding(2) var SdfSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_body(a0: TextVaryings) -> vec4<f32> {
    var v0: TextVaryings;
    var v2: f32;
    var v7: f32;
    var v16: f32;
    var v24: f32;
    var v29: f32;
    var v39: f32;
    var v47: f32;
    var v57: vec4<f32>;
    v0 = a0;
    let v4 = v0.Uv;
    let v5 = textureSample(SdfAtlas, SdfSampler, v4).x;
    v2 = v5;
    let v8 = v2;
    let v9 = fwidth(v8);
    let v10 = max(v9, 0.0001f);
    let v12 = bitcast<f32>(TextStyle[7].w);
    let v13 = (0.5f + v12);
    let v14 = (v10 * v13);
    v7 = v14;
    let v17 = v7;
    let v18 = (0.5f - v17);
    let v19 = v7;
    let v20 = (0.5f + v19);
    let v21 = v2;
    let v22 = smoothstep(v18, v20, v21);
    v16 = v22;
    let v26 = bitcast<f32>(TextStyle[7].z);
    let v27 = (0.5f - v26);
    v24 = v27;
    let v30 = v24;
    let v31 = v7;
    let v32 = (v30 - v31);
    let v33 = v24;
    let v34 = v7;
    let v35 = (v33 + v34);
    let v36 = v2;
    let v37 = smoothstep(v32, v35, v36);
    v29 = v37;
    let v41 = v0.Uv;
    let v43 = bitcast<vec2<f32>>(TextStyle[7].xy);
    let v44 = (v41 - v43);
    let v45 = textureSample(SdfAtlas, SdfSampler, v44).x;
    v39 = v45;
    let v48 = v7;
    let v49 = (v48 * 4.0f);
    let v50 = (0.5f - v49);
    let v51 = v7;
    let v52 = (v51 * 4.0f);
    let v53 = (0.5f + v52);
    let v54 = v39;
    let v55 = smoothstep(v50, v53, v54);
    v47 = v55;
    let v59 = bitcast<vec4<f32>>(TextStyle[6]);
    let v60 = v47;
    let v61 = vec4<f32>(v60);
    let v62 = (v59 * v61);
    v57 = v62;
    let v64 = v57;
    let v66 = bitcast<vec4<f32>>(TextStyle[5]);
    let v67 = v29;
    let v68 = vec4<f32>(v67);
    let v69 = mix(v64, v66, v68);
    v57 = v69;
    let v71 = v57;
    let v73 = bitcast<vec4<f32>>(TextStyle[4]);
    let v75 = v0.Color;
    let v76 = (v73 * v75);
    let v77 = v16;
    let v78 = vec4<f32>(v77);
    let v79 = mix(v71, v76, v78);
    v57 = v79;
    let v81 = v57;
    let v82 = v81.w;
    let v83 = (v82 - 0.003921569f);
    let v84 = (v83 < 0.0f);
    if v84 {
        discard;
        return vec4<f32>();
    }
    let v85 = v57;
    return v85;
}

fn PSMain_1() {
    var v0: TextVaryings;
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
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) in_2_0: vec4<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_COLOR0 = in_2_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
