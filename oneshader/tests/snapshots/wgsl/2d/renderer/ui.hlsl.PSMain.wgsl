diagnostic(off, derivative_uniformity);

struct UiVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Local: vec2<f32>,
    Params: vec4<f32>,
    Kind: u32,
    Scissor: u32,
    Color: vec4<f32>,
}

@group(0) @binding(1) var<uniform> UiStyle: array<vec4<u32>, 33>;
@group(1) @binding(0) var UiImage: texture_2d<f32>;
@group(1) @binding(1) var UiFontSdf: texture_2d<f32>;
@group(1) @binding(2) var UiLinear: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: vec2<f32>;
var<private> in_var_TEXCOORD2: vec4<f32>;
var<private> in_var_TEXCOORD3: u32;
var<private> in_var_TEXCOORD4: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn EvaluateGradient(a0: f32) -> vec4<f32> {
    var v0: f32;
    var v5: vec4<f32>;
    var v9: u32;
    var v17: f32;
    var v23: f32;
    var v19: u32;
    var v24: u32;
    var v35: u32;
    var v38: u32;
    var v52: u32;
    v0 = a0;
    let v2 = v0;
    let v3 = saturate(v2);
    v0 = v3;
    let v7 = bitcast<vec4<f32>>(UiStyle[16]);
    v5 = v7;
    v9 = 1u;
    loop {
        let v11 = v9;
        let v12 = (v11 < 8u);
        if v12 {
            let v13 = v9;
            let v15 = UiStyle[32].x;
            let v16 = (v13 >= v15);
            if v16 {
                break;
            }
            let v18 = v9;
            v19 = (v18 - 1u);
            let v21 = bitcast<f32>(UiStyle[(96u + v19 * 4u) / 4u][(96u + v19 * 4u) % 4u]);
            v17 = v21;
            v24 = v9;
            let v26 = bitcast<f32>(UiStyle[(96u + v24 * 4u) / 4u][(96u + v24 * 4u) % 4u]);
            v23 = v26;
            let v28 = v23;
            let v29 = v17;
            let v30 = (v28 <= v29);
            if v30 {
                continue;
            }
            let v31 = v0;
            let v32 = v23;
            let v33 = (v31 <= v32);
            if v33 {
                let v34 = v9;
                v35 = (v34 - 1u);
                let v37 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v35 * 4u) / 4u][(64u + v35 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v35 * 4u) + 1u) / 4u][((64u + v35 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v35 * 4u) + 2u) / 4u][((64u + v35 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v35 * 4u) + 3u) / 4u][((64u + v35 * 4u) + 3u) % 4u]));
                v38 = v9;
                let v40 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v38 * 4u) / 4u][(64u + v38 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v38 * 4u) + 1u) / 4u][((64u + v38 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v38 * 4u) + 2u) / 4u][((64u + v38 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v38 * 4u) + 3u) / 4u][((64u + v38 * 4u) + 3u) % 4u]));
                let v41 = v0;
                let v42 = v17;
                let v43 = (v41 - v42);
                let v44 = v23;
                let v45 = v17;
                let v46 = (v44 - v45);
                let v47 = (v43 / v46);
                let v48 = saturate(v47);
                let v49 = vec4<f32>(v48);
                let v50 = mix(v37, v40, v49);
                v5 = v50;
                break;
            }
            v52 = v9;
            let v54 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v52 * 4u) / 4u][(64u + v52 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v52 * 4u) + 1u) / 4u][((64u + v52 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v52 * 4u) + 2u) / 4u][((64u + v52 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v52 * 4u) + 3u) / 4u][((64u + v52 * 4u) + 3u) % 4u]));
            v5 = v54;
        } else {
            break;
        }
        continuing {
            let v56 = v9;
            let v57 = (v56 + 1u);
            v9 = v57;
        }
    }
    let v59 = v5;
    return v59;
}

fn Coverage(a0: f32) -> f32 {
    var v0: f32;
    var v2: f32;
    v0 = a0;
    let v3 = v0;
    let v4 = fwidth(v3);
    let v5 = max(v4, 0.0001f);
    v2 = v5;
    let v7 = v2;
    let v8 = -(v7);
    let v9 = v2;
    let v10 = v0;
    let v11 = smoothstep(v8, v9, v10);
    let v12 = (1.0f - v11);
    return v12;
}

fn NineSliceUv(a0: vec2<f32>, a1: vec2<f32>, a2: vec2<f32>) -> vec2<f32> {
    var v0: vec2<f32>;
    var v2: vec2<f32>;
    var v4: vec2<f32>;
    var v6: vec2<f32>;
    var v12: vec2<f32>;
    var v20: vec2<f32>;
    var v30: vec2<f32>;
    var v46: vec2<f32>;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v7 = v4;
    let v8 = v2;
    let v9 = max(v8, vec2<f32>(1.0f, 1.0f));
    let v10 = (v7 / v9);
    v6 = v10;
    let v13 = v0;
    let v14 = v6;
    let v15 = (v13 / v14);
    let v17 = bitcast<vec2<f32>>(UiStyle[32].zw);
    let v18 = (v15 * v17);
    v12 = v18;
    let v21 = v0;
    let v22 = (vec2<f32>(1.0f, 1.0f) - v21);
    let v23 = v6;
    let v24 = (v22 / v23);
    let v26 = bitcast<vec2<f32>>(UiStyle[32].zw);
    let v27 = (v24 * v26);
    let v28 = (vec2<f32>(1.0f, 1.0f) - v27);
    v20 = v28;
    let v32 = bitcast<vec2<f32>>(UiStyle[32].zw);
    let v34 = bitcast<vec2<f32>>(UiStyle[32].zw);
    let v35 = (vec2<f32>(1.0f, 1.0f) - v34);
    let v36 = v0;
    let v37 = v6;
    let v38 = (v36 - v37);
    let v39 = v6;
    let v40 = (vec2<f32>(2.0f, 2.0f) * v39);
    let v41 = (vec2<f32>(1.0f, 1.0f) - v40);
    let v42 = max(v41, vec2<f32>(0.0001f, 0.0001f));
    let v43 = (v38 / v42);
    let v44 = mix(v32, v35, v43);
    v30 = v44;
    let v47 = v0;
    let v48 = v47.x;
    let v49 = v6;
    let v50 = v49.x;
    let v51 = (v48 < v50);
    let v52 = v12;
    let v53 = v52.x;
    let v54 = v0;
    let v55 = v54.x;
    let v56 = v6;
    let v57 = v56.x;
    let v58 = (1.0f - v57);
    let v59 = (v55 > v58);
    let v60 = v20;
    let v61 = v60.x;
    let v62 = v30;
    let v63 = v62.x;
    let v64 = select(v63, v61, v59);
    let v65 = select(v64, v53, v51);
    v46.x = v65;
    let v68 = v0;
    let v69 = v68.y;
    let v70 = v6;
    let v71 = v70.y;
    let v72 = (v69 < v71);
    let v73 = v12;
    let v74 = v73.y;
    let v75 = v0;
    let v76 = v75.y;
    let v77 = v6;
    let v78 = v77.y;
    let v79 = (1.0f - v78);
    let v80 = (v76 > v79);
    let v81 = v20;
    let v82 = v81.y;
    let v83 = v30;
    let v84 = v83.y;
    let v85 = select(v84, v82, v80);
    let v86 = select(v85, v74, v72);
    v46.y = v86;
    let v89 = v46;
    return v89;
}

fn PSMain_body(a0: UiVaryings) -> vec4<f32> {
    var v0: UiVaryings;
    var v5: vec4<f32>;
    var v38: vec4<f32>;
    var v42: f32;
    var v75: vec2<f32>;
    var v89: f32;
    var v142: f32;
    var v147: f32;
    var v7: u32;
    var v23: bool;
    var v30: bool;
    var v37: bool;
    v0 = a0;
    let v3 = v0.Scissor;
    let v4 = (v3 < 16u);
    if v4 {
        v7 = v0.Scissor;
        let v9 = vec4<f32>(bitcast<f32>(UiStyle[(v7 * 4u) / 4u][(v7 * 4u) % 4u]), bitcast<f32>(UiStyle[((v7 * 4u) + 1u) / 4u][((v7 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((v7 * 4u) + 2u) / 4u][((v7 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((v7 * 4u) + 3u) / 4u][((v7 * 4u) + 3u) % 4u]));
        v5 = v9;
        let v12 = v0.Position;
        let v13 = v12.x;
        let v14 = v5;
        let v15 = v14.x;
        let v16 = (v13 < v15);
        if v16 {
            v23 = true;
        } else {
            let v18 = v0.Position;
            let v19 = v18.y;
            let v20 = v5;
            let v21 = v20.y;
            let v22 = (v19 < v21);
            v23 = v22;
        }
        if v23 {
            v30 = true;
        } else {
            let v25 = v0.Position;
            let v26 = v25.x;
            let v27 = v5;
            let v28 = v27.z;
            let v29 = (v26 > v28);
            v30 = v29;
        }
        if v30 {
            v37 = true;
        } else {
            let v32 = v0.Position;
            let v33 = v32.y;
            let v34 = v5;
            let v35 = v34.w;
            let v36 = (v33 > v35);
            v37 = v36;
        }
        if v37 {
            discard;
            return vec4<f32>();
        }
    }
    let v40 = v0.Color;
    v38 = v40;
    v42 = 1.0f;
    let v45 = v0.Kind;
    switch v45 {
        case 0u: {
        }
        case 1u: {
            let v47 = v0.Uv;
            let v49 = v0.Params;
            let v50 = v49.zw;
            let v51 = normalize(v50);
            let v52 = dot(v47, v51);
            let v53 = EvaluateGradient(v52);
            let v54 = v38;
            let v55 = (v54 * v53);
            v38 = v55;
        }
        case 2u: {
            let v58 = v0.Uv;
            let v59 = (v58 - vec2<f32>(0.5f, 0.5f));
            let v60 = length(v59);
            let v61 = (v60 * 2.0f);
            let v62 = EvaluateGradient(v61);
            let v63 = v38;
            let v64 = (v63 * v62);
            v38 = v64;
        }
        case 4u: {
            let v67 = v0.Params;
            let v68 = v67.x;
            let v70 = v0.Params;
            let v71 = v70.y;
            let v72 = min(v68, v71);
            v0.Params.z = v72;
            let v77 = v0.Local;
            let v78 = abs(v77);
            let v80 = v0.Params;
            let v81 = v80.xy;
            let v82 = (v78 - v81);
            let v84 = v0.Params;
            let v85 = v84.z;
            let v86 = vec2<f32>(v85);
            let v87 = (v82 + v86);
            v75 = v87;
            let v90 = v75;
            let v91 = v90.x;
            let v92 = v75;
            let v93 = v92.y;
            let v94 = max(v91, v93);
            let v95 = min(v94, 0.0f);
            let v96 = v75;
            let v97 = max(v96, vec2<f32>(0.0f, 0.0f));
            let v98 = length(v97);
            let v99 = (v95 + v98);
            let v101 = v0.Params;
            let v102 = v101.z;
            let v103 = (v99 - v102);
            v89 = v103;
            let v105 = v89;
            let v106 = Coverage(v105);
            v42 = v106;
            let v109 = v0.Params;
            let v110 = v109.w;
            let v111 = (v110 > 0.0f);
            if v111 {
                let v112 = v89;
                let v114 = v0.Params;
                let v115 = v114.w;
                let v116 = (v112 + v115);
                let v117 = Coverage(v116);
                let v118 = (v117 * 0.75f);
                let v119 = v42;
                let v120 = (v119 - v118);
                v42 = v120;
            }
        }
        case 3u: {
            let v77 = v0.Local;
            let v78 = abs(v77);
            let v80 = v0.Params;
            let v81 = v80.xy;
            let v82 = (v78 - v81);
            let v84 = v0.Params;
            let v85 = v84.z;
            let v86 = vec2<f32>(v85);
            let v87 = (v82 + v86);
            v75 = v87;
            let v90 = v75;
            let v91 = v90.x;
            let v92 = v75;
            let v93 = v92.y;
            let v94 = max(v91, v93);
            let v95 = min(v94, 0.0f);
            let v96 = v75;
            let v97 = max(v96, vec2<f32>(0.0f, 0.0f));
            let v98 = length(v97);
            let v99 = (v95 + v98);
            let v101 = v0.Params;
            let v102 = v101.z;
            let v103 = (v99 - v102);
            v89 = v103;
            let v105 = v89;
            let v106 = Coverage(v105);
            v42 = v106;
            let v109 = v0.Params;
            let v110 = v109.w;
            let v111 = (v110 > 0.0f);
            if v111 {
                let v112 = v89;
                let v114 = v0.Params;
                let v115 = v114.w;
                let v116 = (v112 + v115);
                let v117 = Coverage(v116);
                let v118 = (v117 * 0.75f);
                let v119 = v42;
                let v120 = (v119 - v118);
                v42 = v120;
            }
        }
        case 7u: {
            let v123 = v0.Uv;
            let v125 = v0.Params;
            let v126 = v125.xy;
            let v127 = (v126 * vec2<f32>(2.0f, 2.0f));
            let v129 = v0.Params;
            let v130 = v129.zw;
            let v131 = NineSliceUv(v123, v127, v130);
            let v132 = textureSample(UiImage, UiLinear, v131);
            let v133 = v38;
            let v134 = (v133 * v132);
            v38 = v134;
        }
        case 5u: {
            let v137 = v0.Uv;
            let v138 = textureSample(UiImage, UiLinear, v137);
            let v139 = v38;
            let v140 = (v139 * v138);
            v38 = v140;
        }
        case 6u: {
            let v144 = v0.Uv;
            let v145 = textureSample(UiFontSdf, UiLinear, v144).x;
            v142 = v145;
            let v148 = v142;
            let v149 = fwidth(v148);
            let v150 = max(v149, 0.0001f);
            let v152 = bitcast<f32>(UiStyle[32].y);
            let v153 = max(v152, 0.01f);
            let v154 = (v150 / v153);
            v147 = v154;
            let v156 = v147;
            let v157 = (0.5f - v156);
            let v158 = v147;
            let v159 = (0.5f + v158);
            let v160 = v142;
            let v161 = smoothstep(v157, v159, v160);
            v42 = v161;
        }
        default: {
            v38 = vec4<f32>(1.0f, 0.0f, 1.0f, 1.0f);
        }
    }
    let v164 = v42;
    let v165 = saturate(v164);
    let v166 = v38;
    let v167 = v166.w;
    let v168 = (v167 * v165);
    v38.w = v168;
    let v171 = v38;
    return v171;
}

fn PSMain_1() {
    var v0: UiVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Uv = v5;
    let v8 = in_var_TEXCOORD1;
    v0.Local = v8;
    let v11 = in_var_TEXCOORD2;
    v0.Params = v11;
    let v14 = in_var_TEXCOORD3;
    v0.Kind = v14;
    let v17 = in_var_TEXCOORD4;
    v0.Scissor = v17;
    let v20 = in_var_COLOR0;
    v0.Color = v20;
    let v23 = v0;
    let v24 = PSMain_body(v23);
    v1 = v24;
    let v26 = v1;
    out_var_SV_Target0 = v26;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) in_2_0: vec2<f32>, @location(2) @interpolate(flat) in_3_0: vec4<f32>, @location(3) @interpolate(flat) in_4_0: u32, @location(4) @interpolate(flat) in_5_0: u32, @location(5) in_6_0: vec4<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    in_var_TEXCOORD3 = in_4_0;
    in_var_TEXCOORD4 = in_5_0;
    in_var_COLOR0 = in_6_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
