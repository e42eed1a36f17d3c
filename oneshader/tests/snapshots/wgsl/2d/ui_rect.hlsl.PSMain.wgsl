diagnostic(off, derivative_uniformity);

struct RectVaryings {
    Position: vec4<f32>,
    Local: vec2<f32>,
    HalfSize: vec2<f32>,
    Radii: vec4<f32>,
    BorderWidth: f32,
    FillColor: vec4<f32>,
    BorderColor: vec4<f32>,
    PixelPosition: vec2<f32>,
}

@group(0) @binding(0) var<uniform> UiFrame: array<vec4<u32>, 3>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: vec2<f32>;
var<private> in_var_TEXCOORD2: vec4<f32>;
var<private> in_var_TEXCOORD3: f32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> in_var_COLOR1: vec4<f32>;
var<private> in_var_TEXCOORD4: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn RoundedBoxDistance(a0: vec2<f32>, a1: vec2<f32>, a2: vec4<f32>) -> f32 {
    var v0: vec2<f32>;
    var v2: vec2<f32>;
    var v4: vec4<f32>;
    var v6: vec2<f32>;
    var v16: f32;
    var v26: vec2<f32>;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v7 = v0;
    let v8 = v7.x;
    let v9 = (v8 > 0.0f);
    let v10 = v4;
    let v11 = v10.yz;
    let v12 = v4;
    let v13 = v12.xw;
    let v14 = select(v13, v11, v9);
    v6 = v14;
    let v17 = v0;
    let v18 = v17.y;
    let v19 = (v18 > 0.0f);
    let v20 = v6;
    let v21 = v20.y;
    let v22 = v6;
    let v23 = v22.x;
    let v24 = select(v23, v21, v19);
    v16 = v24;
    let v27 = v0;
    let v28 = abs(v27);
    let v29 = v2;
    let v30 = (v28 - v29);
    let v31 = v16;
    let v32 = vec2<f32>(v31);
    let v33 = (v30 + v32);
    v26 = v33;
    let v35 = v26;
    let v36 = v35.x;
    let v37 = v26;
    let v38 = v37.y;
    let v39 = max(v36, v38);
    let v40 = min(v39, 0.0f);
    let v41 = v26;
    let v42 = max(v41, vec2<f32>(0.0f, 0.0f));
    let v43 = length(v42);
    let v44 = (v40 + v43);
    let v45 = v16;
    let v46 = (v44 - v45);
    return v46;
}

fn PSMain_body(a0: RectVaryings) -> vec4<f32> {
    var v0: RectVaryings;
    var v17: f32;
    var v26: f32;
    var v35: f32;
    var v43: f32;
    var v54: vec4<f32>;
    var v73: f32;
    var v16: bool;
    v0 = a0;
    let v3 = v0.PixelPosition;
    let v5 = bitcast<vec4<f32>>(UiFrame[2]);
    let v6 = v5.xy;
    let v7 = (v3 < v6);
    let v8 = any(v7);
    if v8 {
        v16 = true;
    } else {
        let v10 = v0.PixelPosition;
        let v12 = bitcast<vec4<f32>>(UiFrame[2]);
        let v13 = v12.zw;
        let v14 = (v10 > v13);
        let v15 = any(v14);
        v16 = v15;
    }
    if v16 {
        discard;
        return vec4<f32>();
    }
    let v19 = v0.Local;
    let v21 = v0.HalfSize;
    let v23 = v0.Radii;
    let v24 = RoundedBoxDistance(v19, v21, v23);
    v17 = v24;
    let v27 = v17;
    let v28 = dpdx(v27);
    let v29 = v17;
    let v30 = dpdy(v29);
    let v31 = vec2<f32>(v28, v30);
    let v32 = length(v31);
    let v33 = max(v32, 0.001f);
    v26 = v33;
    let v36 = v26;
    let v37 = -(v36);
    let v38 = v26;
    let v39 = v17;
    let v40 = smoothstep(v37, v38, v39);
    let v41 = (1.0f - v40);
    v35 = v41;
    let v44 = v26;
    let v45 = -(v44);
    let v46 = v26;
    let v47 = v17;
    let v49 = v0.BorderWidth;
    let v50 = (v47 + v49);
    let v51 = smoothstep(v45, v46, v50);
    let v52 = (1.0f - v51);
    v43 = v52;
    let v56 = v0.BorderColor;
    let v58 = v0.FillColor;
    let v60 = v0.BorderWidth;
    let v61 = (v60 > 0.0f);
    let v62 = v43;
    let v63 = select(1.0f, v62, v61);
    let v64 = vec4<f32>(v63);
    let v65 = mix(v56, v58, v64);
    v54 = v65;
    let v67 = v35;
    let v68 = v54;
    let v69 = v68.w;
    let v70 = (v69 * v67);
    v54.w = v70;
    let v75 = bitcast<f32>(UiFrame[1].x);
    let v76 = v17;
    let v77 = smoothstep(0.0f, v75, v76);
    let v78 = (1.0f - v77);
    let v79 = v35;
    let v80 = (1.0f - v79);
    let v81 = (v78 * v80);
    v73 = v81;
    let v84 = bitcast<vec3<f32>>(UiFrame[1].yzw);
    let v85 = v73;
    let v86 = vec3<f32>(v85);
    let v87 = (v84 * v86);
    let v88 = v54;
    let v89 = v88.xyz;
    let v90 = v54;
    let v91 = v90.w;
    let v92 = vec3<f32>(v91);
    let v93 = mix(v87, v89, v92);
    let v94 = v54;
    let v95 = vec4<f32>(v93.x, v93.y, v93.z, v94.w);
    v54 = v95;
    let v97 = v54;
    let v98 = v97.w;
    let v99 = v73;
    let v100 = (v99 * 0.5f);
    let v101 = max(v98, v100);
    v54.w = v101;
    let v104 = v54;
    return v104;
}

fn PSMain_1() {
    var v0: RectVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Local = v5;
    let v8 = in_var_TEXCOORD1;
    v0.HalfSize = v8;
    let v11 = in_var_TEXCOORD2;
    v0.Radii = v11;
    let v14 = in_var_TEXCOORD3;
    v0.BorderWidth = v14;
    let v17 = in_var_COLOR0;
    v0.FillColor = v17;
    let v20 = in_var_COLOR1;
    v0.BorderColor = v20;
    let v23 = in_var_TEXCOORD4;
    v0.PixelPosition = v23;
    let v26 = v0;
    let v27 = PSMain_body(v26);
    v1 = v27;
    let v29 = v1;
    out_var_SV_Target0 = v29;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) @interpolate(flat) in_2_0: vec2<f32>, @location(2) @interpolate(flat) in_3_0: vec4<f32>, @location(3) @interpolate(flat) in_4_0: f32, @location(4) in_5_0: vec4<f32>, @location(5) in_6_0: vec4<f32>, @location(6) in_7_0: vec2<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    in_var_TEXCOORD3 = in_4_0;
    in_var_COLOR0 = in_5_0;
    in_var_COLOR1 = in_6_0;
    in_var_TEXCOORD4 = in_7_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
