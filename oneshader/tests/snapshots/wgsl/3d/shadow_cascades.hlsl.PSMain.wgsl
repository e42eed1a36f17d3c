diagnostic(off, derivative_uniformity);

struct ReceiverVaryings {
    Position: vec4<f32>,
    PositionWS: vec3<f32>,
    NormalWS: vec3<f32>,
    ViewDepth: f32,
}

@group(0) @binding(1) var<uniform> ShadowParams: array<vec4<u32>, 22>;
@group(0) @binding(2) var ShadowCascades: texture_depth_2d_array;
@group(0) @binding(3) var ShadowCompare: sampler_comparison;
@group(0) @binding(4) var<uniform> ShadowDebug: array<vec4<u32>, 5>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> in_var_TEXCOORD2: f32;
var<private> out_var_SV_Target0: vec4<f32>;
fn SelectCascade(a0: f32) -> u32 {
    var v0: f32;
    var v2: u32;
    var v4: u32;
    var v9: u32;
    v0 = a0;
    v2 = 0u;
    v4 = 0u;
    loop {
        let v6 = v4;
        let v7 = (v6 < 3u);
        if v7 {
            let v8 = v0;
            v9 = v4;
            let v11 = bitcast<f32>(ShadowParams[(64u + v9 * 4u) / 4u][(64u + v9 * 4u) % 4u]);
            let v12 = (v8 > v11);
            if v12 {
                let v13 = v4;
                let v14 = (v13 + 1u);
                v2 = v14;
            }
        } else {
            break;
        }
        continuing {
            let v16 = v4;
            let v17 = (v16 + 1u);
            v4 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn SampleCascadePcf(a0: vec3<f32>, a1: vec3<f32>, a2: u32) -> f32 {
    var v0: vec3<f32>;
    var v2: vec3<f32>;
    var v4: u32;
    var v6: vec3<f32>;
    var v15: vec4<f32>;
    var v23: vec3<f32>;
    var v31: vec2<f32>;
    var v44: f32;
    var v51: f32;
    var v53: f32;
    var v55: i32;
    var v61: i32;
    var v68: i32;
    var v75: vec2<f32>;
    var v16: u32;
    var v43: bool;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v7 = v0;
    let v8 = v2;
    let v10 = bitcast<f32>(ShadowParams[21].x);
    let v11 = vec3<f32>(v10);
    let v12 = (v8 * v11);
    let v13 = (v7 + v12);
    v6 = v13;
    v16 = v4;
    let v18 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v16 * 16u) / 4u][(v16 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v16 * 16u) + 4u) / 4u][((v16 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v16 * 16u) + 8u) / 4u][((v16 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v16 * 16u) + 12u) / 4u][((v16 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v16 * 16u) + 1u) / 4u][((v16 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 1u) + 4u) / 4u][(((v16 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 1u) + 8u) / 4u][(((v16 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 1u) + 12u) / 4u][(((v16 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v16 * 16u) + 2u) / 4u][((v16 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 2u) + 4u) / 4u][(((v16 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 2u) + 8u) / 4u][(((v16 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 2u) + 12u) / 4u][(((v16 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v16 * 16u) + 3u) / 4u][((v16 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 3u) + 4u) / 4u][(((v16 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 3u) + 8u) / 4u][(((v16 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 3u) + 12u) / 4u][(((v16 * 16u) + 3u) + 12u) % 4u])));
    let v19 = v6;
    let v20 = vec4<f32>(v19, 1.0f);
    let v21 = (v20 * v18);
    v15 = v21;
    let v24 = v15;
    let v25 = v24.xyz;
    let v26 = v15;
    let v27 = v26.w;
    let v28 = vec3<f32>(v27);
    let v29 = (v25 / v28);
    v23 = v29;
    let v32 = v23;
    let v33 = v32.xy;
    let v34 = (v33 * vec2<f32>(0.5f, (-0.5f)));
    let v35 = (v34 + vec2<f32>(0.5f, 0.5f));
    v31 = v35;
    let v37 = v31;
    let v38 = (v37 < vec2<f32>(0.0f, 0.0f));
    let v39 = any(v38);
    if v39 {
        v43 = true;
    } else {
        let v40 = v31;
        let v41 = (v40 > vec2<f32>(1.0f, 1.0f));
        let v42 = any(v41);
        v43 = v42;
    }
    if v43 {
        return 1.0f;
    }
    let v45 = v23;
    let v46 = v45.z;
    let v48 = bitcast<f32>(ShadowParams[20].w);
    let v49 = (v46 - v48);
    v44 = v49;
    v51 = 0.0f;
    v53 = 0.0f;
    let v57 = ShadowParams[21].z;
    let v58 = min(v57, 2u);
    let v59 = i32(v58);
    v55 = v59;
    let v62 = v55;
    let v63 = -(v62);
    v61 = v63;
    loop {
        let v65 = v61;
        let v66 = v55;
        let v67 = (v65 <= v66);
        if v67 {
            let v69 = v55;
            let v70 = -(v69);
            v68 = v70;
            loop {
                let v72 = v68;
                let v73 = v55;
                let v74 = (v72 <= v73);
                if v74 {
                    let v76 = v68;
                    let v77 = f32(v76);
                    let v78 = v61;
                    let v79 = f32(v78);
                    let v80 = vec2<f32>(v77, v79);
                    let v82 = bitcast<f32>(ShadowParams[21].y);
                    let v83 = vec2<f32>(v82);
                    let v84 = (v80 * v83);
                    v75 = v84;
                    let v86 = v31;
                    let v87 = v75;
                    let v88 = (v86 + v87);
                    let v89 = v4;
                    let v90 = f32(v89);
                    let v91 = vec3<f32>(v88, v90);
                    let v92 = v44;
                    let v93 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v91.xy, i32(round(v91.z)), v92);
                    let v94 = v51;
                    let v95 = (v94 + v93);
                    v51 = v95;
                    let v97 = v53;
                    let v98 = (v97 + 1.0f);
                    v53 = v98;
                } else {
                    break;
                }
                continuing {
                    let v100 = v68;
                    let v101 = (v100 + 1i);
                    v68 = v101;
                }
            }
        } else {
            break;
        }
        continuing {
            let v103 = v61;
            let v104 = (v103 + 1i);
            v61 = v104;
        }
    }
    let v106 = v51;
    let v107 = v53;
    let v108 = (v106 / v107);
    return v108;
}

fn Debug(a0: f32, a1: u32) -> vec4<f32> {
    var v0: f32;
    var v2: u32;
    var v4: vec3<f32>;
    var v8: u32;
    v0 = a0;
    v2 = a1;
    let v6 = ShadowDebug[4].z;
    let v7 = (v6 != 0u);
    v8 = v2;
    let v10 = vec4<f32>(bitcast<f32>(ShadowDebug[(v8 * 4u) / 4u][(v8 * 4u) % 4u]), bitcast<f32>(ShadowDebug[((v8 * 4u) + 1u) / 4u][((v8 * 4u) + 1u) % 4u]), bitcast<f32>(ShadowDebug[((v8 * 4u) + 2u) / 4u][((v8 * 4u) + 2u) % 4u]), bitcast<f32>(ShadowDebug[((v8 * 4u) + 3u) / 4u][((v8 * 4u) + 3u) % 4u]));
    let v11 = v10.xyz;
    let v12 = select(vec3<f32>(1.0f, 1.0f, 1.0f), v11, v7);
    v4 = v12;
    let v14 = v4;
    let v15 = v0;
    let v16 = vec3<f32>(v15);
    let v17 = (v14 * v16);
    let v18 = vec4<f32>(v17, 1.0f);
    return v18;
}

fn PSMain_body(a0: ReceiverVaryings) -> vec4<f32> {
    var v0: ReceiverVaryings;
    var v2: vec3<f32>;
    var v7: u32;
    var v12: vec4<f32>;
    var v27: vec3<f32>;
    var v35: vec2<f32>;
    var v41: f32;
    var v53: f32;
    var v65: f32;
    var v70: f32;
    var v13: u32;
    var v66: u32;
    v0 = a0;
    let v4 = v0.NormalWS;
    let v5 = normalize(v4);
    v2 = v5;
    let v9 = v0.ViewDepth;
    let v10 = SelectCascade(v9);
    v7 = v10;
    v13 = v7;
    let v15 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v13 * 16u) / 4u][(v13 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v13 * 16u) + 4u) / 4u][((v13 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v13 * 16u) + 8u) / 4u][((v13 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v13 * 16u) + 12u) / 4u][((v13 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v13 * 16u) + 1u) / 4u][((v13 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v13 * 16u) + 1u) + 4u) / 4u][(((v13 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v13 * 16u) + 1u) + 8u) / 4u][(((v13 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v13 * 16u) + 1u) + 12u) / 4u][(((v13 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v13 * 16u) + 2u) / 4u][((v13 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v13 * 16u) + 2u) + 4u) / 4u][(((v13 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v13 * 16u) + 2u) + 8u) / 4u][(((v13 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v13 * 16u) + 2u) + 12u) / 4u][(((v13 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v13 * 16u) + 3u) / 4u][((v13 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v13 * 16u) + 3u) + 4u) / 4u][(((v13 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v13 * 16u) + 3u) + 8u) / 4u][(((v13 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v13 * 16u) + 3u) + 12u) / 4u][(((v13 * 16u) + 3u) + 12u) % 4u])));
    let v17 = v0.PositionWS;
    let v18 = v2;
    let v20 = bitcast<f32>(ShadowParams[21].x);
    let v21 = vec3<f32>(v20);
    let v22 = (v18 * v21);
    let v23 = (v17 + v22);
    let v24 = vec4<f32>(v23, 1.0f);
    let v25 = (v24 * v15);
    v12 = v25;
    let v28 = v12;
    let v29 = v28.xyz;
    let v30 = v12;
    let v31 = v30.w;
    let v32 = vec3<f32>(v31);
    let v33 = (v29 / v32);
    v27 = v33;
    let v36 = v27;
    let v37 = v36.xy;
    let v38 = (v37 * vec2<f32>(0.5f, (-0.5f)));
    let v39 = (v38 + vec2<f32>(0.5f, 0.5f));
    v35 = v39;
    let v42 = v35;
    let v43 = v7;
    let v44 = f32(v43);
    let v45 = vec3<f32>(v42, v44);
    let v46 = v27;
    let v47 = v46.z;
    let v49 = bitcast<f32>(ShadowParams[20].w);
    let v50 = (v47 - v49);
    let v51 = textureSampleCompare(ShadowCascades, ShadowCompare, v45.xy, i32(round(v45.z)), v50);
    v41 = v51;
    let v55 = v0.PositionWS;
    let v56 = v2;
    let v57 = v7;
    let v58 = SampleCascadePcf(v55, v56, v57);
    let v59 = v41;
    let v60 = mix(v58, v59, 0.25f);
    v53 = v60;
    let v62 = v7;
    let v63 = (v62 + 1u);
    let v64 = (v63 < 4u);
    if v64 {
        v66 = v7;
        let v68 = bitcast<f32>(ShadowParams[(64u + v66 * 4u) / 4u][(64u + v66 * 4u) % 4u]);
        v65 = v68;
        let v72 = v0.ViewDepth;
        let v73 = v65;
        let v75 = bitcast<f32>(ShadowParams[21].w);
        let v76 = (v73 - v75);
        let v77 = (v72 - v76);
        let v79 = bitcast<f32>(ShadowParams[21].w);
        let v80 = max(v79, 0.0001f);
        let v81 = (v77 / v80);
        let v82 = saturate(v81);
        v70 = v82;
        let v84 = v70;
        let v85 = (v84 > 0.0f);
        if v85 {
            let v86 = v53;
            let v88 = v0.PositionWS;
            let v89 = v2;
            let v90 = v7;
            let v91 = (v90 + 1u);
            let v92 = SampleCascadePcf(v88, v89, v91);
            let v93 = v70;
            let v94 = mix(v86, v92, v93);
            v53 = v94;
        }
    }
    let v96 = v53;
    let v97 = v7;
    let v98 = Debug(v96, v97);
    return v98;
}

fn PSMain_1() {
    var v0: ReceiverVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.PositionWS = v5;
    let v8 = in_var_TEXCOORD1;
    v0.NormalWS = v8;
    let v11 = in_var_TEXCOORD2;
    v0.ViewDepth = v11;
    let v14 = v0;
    let v15 = PSMain_body(v14);
    v1 = v15;
    let v17 = v1;
    out_var_SV_Target0 = v17;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>, @location(2) in_3_0: f32) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
