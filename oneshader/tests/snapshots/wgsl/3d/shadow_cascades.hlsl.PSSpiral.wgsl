struct ReceiverVaryings {
    Position: vec4<f32>,
    PositionWS: vec3<f32>,
    NormalWS: vec3<f32>,
    ViewDepth: f32,
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<uniform> ShadowParams: array<vec4<u32>, 22>;
@group(0) @binding(2) var ShadowCascades: texture_depth_2d_array;
@group(0) @binding(3) var ShadowCompare: sampler_comparison;
@group(0) @binding(4) var<uniform> ShadowDebug: array<vec4<u32>, 5>;
@group(0) @binding(5) var ShadowDepths: texture_2d_array<f32>;
@group(0) @binding(6) var PointClamp: sampler;
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

fn HashUint(a0: u32) -> u32 {
    var v0: u32;
    var v2: u32;
    var v7: u32;
    v0 = a0;
    let v3 = v0;
    let v4 = (v3 * 747796405u);
    let v5 = (v4 + 2891336453u);
    v2 = v5;
    let v8 = v2;
    let v9 = v2;
    let v10 = (v9 >> (28u & 31u));
    let v11 = (v10 + 4u);
    let v12 = (v8 >> (v11 & 31u));
    let v13 = v2;
    let v14 = (v12 ^ v13);
    let v15 = (v14 * 277803737u);
    v7 = v15;
    let v17 = v7;
    let v18 = (v17 >> (22u & 31u));
    let v19 = v7;
    let v20 = (v18 ^ v19);
    return v20;
}

fn HashToUnitFloat(a0: u32) -> f32 {
    var v0: u32;
    v0 = a0;
    let v2 = v0;
    let v3 = HashUint(v2);
    let v4 = (v3 & 16777215u);
    let v5 = f32(v4);
    let v6 = (v5 / 16777216.0f);
    return v6;
}

fn VogelDiskSample(a0: u32, a1: u32, a2: f32) -> vec2<f32> {
    var v0: u32;
    var v2: u32;
    var v4: f32;
    var v6: f32;
    var v8: f32;
    var v17: f32;
    var v24: f32;
    var v25: f32;
    var v27: f32;
    var v28: f32;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    v6 = 2.4f;
    let v9 = v0;
    let v10 = f32(v9);
    let v11 = (v10 + 0.5f);
    let v12 = v2;
    let v13 = f32(v12);
    let v14 = (v11 / v13);
    let v15 = sqrt(v14);
    v8 = v15;
    let v18 = v0;
    let v19 = f32(v18);
    let v20 = (v19 * 2.4f);
    let v21 = v4;
    let v22 = (v20 + v21);
    v17 = v22;
    let v26 = v17;
    v27 = sin(v26);
    v28 = cos(v26);
    let v30 = v27;
    v24 = v30;
    let v32 = v28;
    v25 = v32;
    let v34 = v25;
    let v35 = v24;
    let v36 = vec2<f32>(v34, v35);
    let v37 = v8;
    let v38 = vec2<f32>(v37);
    let v39 = (v36 * v38);
    return v39;
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

fn PSSpiral_body(a0: ReceiverVaryings) -> vec4<f32> {
    var v0: ReceiverVaryings;
    var v2: vec3<f32>;
    var v7: u32;
    var v12: vec4<f32>;
    var v27: vec3<f32>;
    var v35: vec2<f32>;
    var v41: f32;
    var v48: vec2<u32>;
    var v54: f32;
    var v69: f32;
    var v71: f32;
    var v73: u32;
    var v77: vec2<f32>;
    var v86: f32;
    var v112: f32;
    var v117: f32;
    var v137: f32;
    var v139: u32;
    var v143: vec2<f32>;
    var v13: u32;
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
    let v42 = v27;
    let v43 = v42.z;
    let v45 = bitcast<f32>(ShadowParams[20].w);
    let v46 = (v43 - v45);
    v41 = v46;
    let v50 = v0.Position;
    let v51 = v50.xy;
    let v52 = vec2<u32>(v51);
    v48 = v52;
    let v55 = v48;
    let v56 = v55.x;
    let v57 = (v56 * 1973u);
    let v58 = v48;
    let v59 = v58.y;
    let v60 = (v59 * 9277u);
    let v61 = (v57 + v60);
    let v63 = View[16].w;
    let v64 = (v63 * 26699u);
    let v65 = (v61 + v64);
    let v66 = HashToUnitFloat(v65);
    let v67 = (v66 * 6.2831855f);
    v54 = v67;
    v69 = 0.0f;
    v71 = 0.0f;
    v73 = 0u;
    loop {
        let v75 = v73;
        let v76 = (v75 < 16u);
        if v76 {
            let v78 = v73;
            let v79 = v54;
            let v80 = VogelDiskSample(v78, 16u, v79);
            let v82 = bitcast<f32>(ShadowDebug[4].y);
            let v83 = vec2<f32>(v82);
            let v84 = (v80 * v83);
            v77 = v84;
            let v87 = v35;
            let v88 = v77;
            let v89 = (v87 + v88);
            let v90 = v7;
            let v91 = f32(v90);
            let v92 = vec3<f32>(v89, v91);
            let v93 = textureSampleLevel(ShadowDepths, PointClamp, v92.xy, i32(round(v92.z)), 0.0f).x;
            v86 = v93;
            let v95 = v86;
            let v96 = v41;
            let v97 = (v95 >= v96);
            if v97 {
                continue;
            }
            let v98 = v86;
            let v99 = v69;
            let v100 = (v99 + v98);
            v69 = v100;
            let v102 = v71;
            let v103 = (v102 + 1.0f);
            v71 = v103;
        } else {
            break;
        }
        continuing {
            let v105 = v73;
            let v106 = (v105 + 1u);
            v73 = v106;
        }
    }
    let v108 = v71;
    let v109 = (v108 == 0.0f);
    if v109 {
        let v110 = v7;
        let v111 = Debug(1.0f, v110);
        return v111;
    }
    let v113 = v69;
    let v114 = v71;
    let v115 = (v113 / v114);
    v112 = v115;
    let v118 = v41;
    let v119 = v112;
    let v120 = (v118 - v119);
    let v121 = v112;
    let v122 = max(v121, 0.0001f);
    let v123 = (v120 / v122);
    let v124 = saturate(v123);
    let v126 = bitcast<f32>(ShadowDebug[4].w);
    let v127 = (v124 * v126);
    let v129 = bitcast<f32>(ShadowDebug[4].x);
    let v130 = (v127 * v129);
    v117 = v130;
    let v132 = v117;
    let v134 = bitcast<f32>(ShadowParams[21].y);
    let v135 = max(v132, v134);
    v117 = v135;
    v137 = 0.0f;
    v139 = 0u;
    loop {
        let v141 = v139;
        let v142 = (v141 < 16u);
        if v142 {
            let v144 = v139;
            let v145 = v54;
            let v146 = VogelDiskSample(v144, 16u, v145);
            let v147 = v117;
            let v148 = vec2<f32>(v147);
            let v149 = (v146 * v148);
            v143 = v149;
            let v151 = v35;
            let v152 = v143;
            let v153 = (v151 + v152);
            let v154 = v7;
            let v155 = f32(v154);
            let v156 = vec3<f32>(v153, v155);
            let v157 = v41;
            let v158 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v156.xy, i32(round(v156.z)), v157);
            let v159 = v137;
            let v160 = (v159 + v158);
            v137 = v160;
        } else {
            break;
        }
        continuing {
            let v162 = v139;
            let v163 = (v162 + 1u);
            v139 = v163;
        }
    }
    let v165 = v137;
    let v166 = (v165 / 16.0f);
    let v167 = v7;
    let v168 = Debug(v166, v167);
    return v168;
}

fn PSSpiral_1() {
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
    let v15 = PSSpiral_body(v14);
    v1 = v15;
    let v17 = v1;
    out_var_SV_Target0 = v17;
    return;
}

struct PSSpiral_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSSpiral(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>, @location(2) in_3_0: f32) -> PSSpiral_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    PSSpiral_1();
    return PSSpiral_Output(out_var_SV_Target0);
}
