diagnostic(off, derivative_uniformity);

struct FullscreenVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> SsaoParams: array<vec4<u32>, 26>;
@group(0) @binding(1) var SceneDepth: texture_2d<f32>;
@group(0) @binding(2) var RotationNoise: texture_2d<f32>;
@group(0) @binding(3) var PointClamp: sampler;
@group(0) @binding(4) var PointWrap: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn ViewPositionFromDepth(a0: vec2<f32>, a1: f32) -> vec3<f32> {
    var v0: vec2<f32>;
    var v2: f32;
    var v4: vec4<f32>;
    var v11: vec4<f32>;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = (v5 * vec2<f32>(2.0f, (-2.0f)));
    let v7 = (v6 + vec2<f32>((-1.0f), 1.0f));
    let v8 = v2;
    let v9 = vec4<f32>(v7, v8, 1.0f);
    v4 = v9;
    let v13 = mat4x4<f32>(vec4<f32>(bitcast<f32>(SsaoParams[4].x), bitcast<f32>(SsaoParams[5].x), bitcast<f32>(SsaoParams[6].x), bitcast<f32>(SsaoParams[7].x)), vec4<f32>(bitcast<f32>(SsaoParams[4].y), bitcast<f32>(SsaoParams[5].y), bitcast<f32>(SsaoParams[6].y), bitcast<f32>(SsaoParams[7].y)), vec4<f32>(bitcast<f32>(SsaoParams[4].z), bitcast<f32>(SsaoParams[5].z), bitcast<f32>(SsaoParams[6].z), bitcast<f32>(SsaoParams[7].z)), vec4<f32>(bitcast<f32>(SsaoParams[4].w), bitcast<f32>(SsaoParams[5].w), bitcast<f32>(SsaoParams[6].w), bitcast<f32>(SsaoParams[7].w)));
    let v14 = v4;
    let v15 = (v14 * v13);
    v11 = v15;
    let v17 = v11;
    let v18 = v17.xyz;
    let v19 = v11;
    let v20 = v19.w;
    let v21 = vec3<f32>(v20);
    let v22 = (v18 / v21);
    return v22;
}

fn ReconstructNormal(a0: vec2<f32>, a1: vec2<f32>) -> vec3<f32> {
    var v0: vec2<f32>;
    var v2: vec2<f32>;
    var v4: vec4<f32>;
    var v8: vec3<f32>;
    var v14: vec3<f32>;
    var v24: vec3<f32>;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = textureGather(0, SceneDepth, PointClamp, v5);
    v4 = v6;
    let v9 = v0;
    let v10 = v4;
    let v11 = v10.w;
    let v12 = ViewPositionFromDepth(v9, v11);
    v8 = v12;
    let v15 = v0;
    let v16 = v2;
    let v17 = v16.x;
    let v18 = vec2<f32>(v17, 0.0f);
    let v19 = (v15 + v18);
    let v20 = v4;
    let v21 = v20.z;
    let v22 = ViewPositionFromDepth(v19, v21);
    v14 = v22;
    let v25 = v0;
    let v26 = v2;
    let v27 = v26.y;
    let v28 = vec2<f32>(0.0f, v27);
    let v29 = (v25 + v28);
    let v30 = v4;
    let v31 = v30.x;
    let v32 = ViewPositionFromDepth(v29, v31);
    v24 = v32;
    let v34 = v24;
    let v35 = v8;
    let v36 = (v34 - v35);
    let v37 = v14;
    let v38 = v8;
    let v39 = (v37 - v38);
    let v40 = cross(v36, v39);
    let v41 = normalize(v40);
    return v41;
}

fn PSMain_body(a0: FullscreenVaryings) -> vec4<f32> {
    var v0: FullscreenVaryings;
    var v2: u32;
    var v3: u32;
    var v9: vec2<f32>;
    var v17: f32;
    var v24: vec3<f32>;
    var v30: vec3<f32>;
    var v36: vec2<f32>;
    var v46: vec3<f32>;
    var v50: vec3<f32>;
    var v61: vec3<f32>;
    var v66: mat3x3<f32>;
    var v72: f32;
    var v74: u32;
    var v79: u32;
    var v84: vec3<f32>;
    var v98: vec4<f32>;
    var v105: vec2<f32>;
    var v115: f32;
    var v122: f32;
    var v150: f32;
    var v86: u32;
    v0 = a0;
    let v4 = textureDimensions(SceneDepth, 0u);
    let v5 = v4.x;
    v2 = v5;
    let v7 = v4.y;
    v3 = v7;
    let v10 = v2;
    let v11 = f32(v10);
    let v12 = v3;
    let v13 = f32(v12);
    let v14 = vec2<f32>(v11, v13);
    let v15 = (vec2<f32>(1.0f, 1.0f) / v14);
    v9 = v15;
    let v19 = v0.Uv;
    let v20 = textureSampleLevel(SceneDepth, PointClamp, v19, 0.0f).x;
    v17 = v20;
    let v22 = v17;
    let v23 = (v22 >= 1.0f);
    if v23 {
        return vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f);
    }
    let v26 = v0.Uv;
    let v27 = v17;
    let v28 = ViewPositionFromDepth(v26, v27);
    v24 = v28;
    let v32 = v0.Uv;
    let v33 = v9;
    let v34 = ReconstructNormal(v32, v33);
    v30 = v34;
    let v38 = v0.Uv;
    let v40 = bitcast<vec2<f32>>(SsaoParams[24].xy);
    let v41 = (v38 * v40);
    let v42 = textureSample(RotationNoise, PointWrap, v41).xy;
    let v43 = (v42 * vec2<f32>(2.0f, 2.0f));
    let v44 = (v43 - vec2<f32>(1.0f, 1.0f));
    v36 = v44;
    let v47 = v36;
    let v48 = vec3<f32>(v47, 0.0f);
    v46 = v48;
    let v51 = v46;
    let v52 = v30;
    let v53 = v46;
    let v54 = v30;
    let v55 = dot(v53, v54);
    let v56 = vec3<f32>(v55);
    let v57 = (v52 * v56);
    let v58 = (v51 - v57);
    let v59 = normalize(v58);
    v50 = v59;
    let v62 = v30;
    let v63 = v50;
    let v64 = cross(v62, v63);
    v61 = v64;
    let v67 = v50;
    let v68 = v61;
    let v69 = v30;
    let v70 = mat3x3<f32>(v67, v68, v69);
    v66 = v70;
    v72 = 0.0f;
    let v76 = SsaoParams[25].y;
    let v77 = min(v76, 16u);
    v74 = v77;
    v79 = 0u;
    loop {
        let v81 = v79;
        let v82 = v74;
        let v83 = (v81 < v82);
        if v83 {
            let v85 = v24;
            v86 = v79;
            let v88 = vec4<f32>(bitcast<f32>(SsaoParams[(32u + v86 * 4u) / 4u][(32u + v86 * 4u) % 4u]), bitcast<f32>(SsaoParams[((32u + v86 * 4u) + 1u) / 4u][((32u + v86 * 4u) + 1u) % 4u]), bitcast<f32>(SsaoParams[((32u + v86 * 4u) + 2u) / 4u][((32u + v86 * 4u) + 2u) % 4u]), bitcast<f32>(SsaoParams[((32u + v86 * 4u) + 3u) / 4u][((32u + v86 * 4u) + 3u) % 4u]));
            let v89 = v88.xyz;
            let v90 = v66;
            let v91 = (v90 * v89);
            let v93 = bitcast<f32>(SsaoParams[24].z);
            let v94 = vec3<f32>(v93);
            let v95 = (v91 * v94);
            let v96 = (v85 + v95);
            v84 = v96;
            let v100 = mat4x4<f32>(vec4<f32>(bitcast<f32>(SsaoParams[0].x), bitcast<f32>(SsaoParams[1].x), bitcast<f32>(SsaoParams[2].x), bitcast<f32>(SsaoParams[3].x)), vec4<f32>(bitcast<f32>(SsaoParams[0].y), bitcast<f32>(SsaoParams[1].y), bitcast<f32>(SsaoParams[2].y), bitcast<f32>(SsaoParams[3].y)), vec4<f32>(bitcast<f32>(SsaoParams[0].z), bitcast<f32>(SsaoParams[1].z), bitcast<f32>(SsaoParams[2].z), bitcast<f32>(SsaoParams[3].z)), vec4<f32>(bitcast<f32>(SsaoParams[0].w), bitcast<f32>(SsaoParams[1].w), bitcast<f32>(SsaoParams[2].w), bitcast<f32>(SsaoParams[3].w)));
            let v101 = v84;
            let v102 = vec4<f32>(v101, 1.0f);
            let v103 = (v102 * v100);
            v98 = v103;
            let v106 = v98;
            let v107 = v106.xy;
            let v108 = v98;
            let v109 = v108.w;
            let v110 = vec2<f32>(v109);
            let v111 = (v107 / v110);
            let v112 = (v111 * vec2<f32>(0.5f, (-0.5f)));
            let v113 = (v112 + vec2<f32>(0.5f, 0.5f));
            v105 = v113;
            let v116 = v105;
            let v117 = v105;
            let v118 = textureSampleLevel(SceneDepth, PointClamp, v117, 0.0f).x;
            let v119 = ViewPositionFromDepth(v116, v118);
            let v120 = v119.z;
            v115 = v120;
            let v124 = bitcast<f32>(SsaoParams[24].z);
            let v125 = v24;
            let v126 = v125.z;
            let v127 = v115;
            let v128 = (v126 - v127);
            let v129 = abs(v128);
            let v130 = max(v129, 0.0001f);
            let v131 = (v124 / v130);
            let v132 = smoothstep(0.0f, 1.0f, v131);
            v122 = v132;
            let v134 = v115;
            let v135 = v84;
            let v136 = v135.z;
            let v138 = bitcast<f32>(SsaoParams[24].w);
            let v139 = (v136 + v138);
            let v140 = (v134 >= v139);
            let v141 = select(0.0f, 1.0f, v140);
            let v142 = v122;
            let v143 = (v141 * v142);
            let v144 = v72;
            let v145 = (v144 + v143);
            v72 = v145;
        } else {
            break;
        }
        continuing {
            let v147 = v79;
            let v148 = (v147 + 1u);
            v79 = v148;
        }
    }
    let v151 = v72;
    let v152 = v74;
    let v153 = f32(v152);
    let v154 = max(v153, 1.0f);
    let v155 = (v151 / v154);
    let v157 = bitcast<f32>(SsaoParams[25].x);
    let v158 = (v155 * v157);
    let v159 = (1.0f - v158);
    v150 = v159;
    let v161 = v150;
    let v162 = v150;
    let v163 = v150;
    let v164 = vec4<f32>(v161, v162, v163, 1.0f);
    return v164;
}

fn PSMain_1() {
    var v0: FullscreenVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Uv = v5;
    let v8 = v0;
    let v9 = PSMain_body(v8);
    v1 = v9;
    let v11 = v1;
    out_var_SV_Target0 = v11;
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
