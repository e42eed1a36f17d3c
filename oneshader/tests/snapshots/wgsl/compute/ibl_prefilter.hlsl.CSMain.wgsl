@group(0) @binding(0) var<uniform> PrefilterParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var Environment: texture_cube<f32>;
@group(0) @binding(2) var EnvironmentSampler: sampler;
@group(0) @binding(3) var PrefilteredFaces: texture_storage_2d_array<rgba16float, write>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CubeDirection(a0: u32, a1: vec2<f32>) -> vec3<f32> {
    var v0: u32;
    var v2: vec2<f32>;
    var v4: vec2<f32>;
    var v9: vec3<f32>;
    v0 = a0;
    v2 = a1;
    let v5 = v2;
    let v6 = (v5 * vec2<f32>(2.0f, 2.0f));
    let v7 = (v6 - vec2<f32>(1.0f, 1.0f));
    v4 = v7;
    let v10 = v0;
    switch v10 {
        case 0u: {
            let v11 = v4;
            let v12 = v11.y;
            let v13 = -(v12);
            let v14 = v4;
            let v15 = v14.x;
            let v16 = -(v15);
            let v17 = vec3<f32>(1.0f, v13, v16);
            v9 = v17;
        }
        case 1u: {
            let v19 = v4;
            let v20 = v19.y;
            let v21 = -(v20);
            let v22 = v4;
            let v23 = v22.x;
            let v24 = vec3<f32>((-1.0f), v21, v23);
            v9 = v24;
        }
        case 2u: {
            let v26 = v4;
            let v27 = v26.x;
            let v28 = v4;
            let v29 = v28.y;
            let v30 = vec3<f32>(v27, 1.0f, v29);
            v9 = v30;
        }
        case 3u: {
            let v32 = v4;
            let v33 = v32.x;
            let v34 = v4;
            let v35 = v34.y;
            let v36 = -(v35);
            let v37 = vec3<f32>(v33, (-1.0f), v36);
            v9 = v37;
        }
        case 4u: {
            let v39 = v4;
            let v40 = v39.x;
            let v41 = v4;
            let v42 = v41.y;
            let v43 = -(v42);
            let v44 = vec3<f32>(v40, v43, 1.0f);
            v9 = v44;
        }
        default: {
            let v46 = v4;
            let v47 = v46.x;
            let v48 = -(v47);
            let v49 = v4;
            let v50 = v49.y;
            let v51 = -(v50);
            let v52 = vec3<f32>(v48, v51, (-1.0f));
            v9 = v52;
        }
    }
    let v54 = v9;
    let v55 = normalize(v54);
    return v55;
}

fn Hammersley(a0: u32, a1: u32) -> vec2<f32> {
    var v0: u32;
    var v2: u32;
    var v4: u32;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = reverseBits(v5);
    v4 = v6;
    let v8 = v0;
    let v9 = f32(v8);
    let v10 = v2;
    let v11 = f32(v10);
    let v12 = (v9 / v11);
    let v13 = v4;
    let v14 = f32(v13);
    let v15 = (v14 * 2.3283064e-10f);
    let v16 = vec2<f32>(v12, v15);
    return v16;
}

fn ImportanceSampleGgx(a0: vec2<f32>, a1: vec3<f32>, a2: f32) -> vec3<f32> {
    var v0: vec2<f32>;
    var v2: vec3<f32>;
    var v4: f32;
    var v6: f32;
    var v11: f32;
    var v26: f32;
    var v33: vec3<f32>;
    var v45: vec3<f32>;
    var v52: vec3<f32>;
    var v58: vec3<f32>;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v7 = v0;
    let v8 = v7.x;
    let v9 = (6.2831855f * v8);
    v6 = v9;
    let v12 = v0;
    let v13 = v12.y;
    let v14 = (1.0f - v13);
    let v15 = v4;
    let v16 = v4;
    let v17 = (v15 * v16);
    let v18 = (v17 - 1.0f);
    let v19 = v0;
    let v20 = v19.y;
    let v21 = (v18 * v20);
    let v22 = (1.0f + v21);
    let v23 = (v14 / v22);
    let v24 = sqrt(v23);
    v11 = v24;
    let v27 = v11;
    let v28 = v11;
    let v29 = (v27 * v28);
    let v30 = (1.0f - v29);
    let v31 = sqrt(v30);
    v26 = v31;
    let v34 = v26;
    let v35 = v6;
    let v36 = cos(v35);
    let v37 = (v34 * v36);
    let v38 = v26;
    let v39 = v6;
    let v40 = sin(v39);
    let v41 = (v38 * v40);
    let v42 = v11;
    let v43 = vec3<f32>(v37, v41, v42);
    v33 = v43;
    let v46 = v2;
    let v47 = v46.z;
    let v48 = abs(v47);
    let v49 = (v48 < 0.999f);
    let v50 = select(vec3<f32>(1.0f, 0.0f, 0.0f), vec3<f32>(0.0f, 0.0f, 1.0f), v49);
    v45 = v50;
    let v53 = v45;
    let v54 = v2;
    let v55 = cross(v53, v54);
    let v56 = normalize(v55);
    v52 = v56;
    let v59 = v2;
    let v60 = v52;
    let v61 = cross(v59, v60);
    v58 = v61;
    let v63 = v52;
    let v64 = v33;
    let v65 = v64.x;
    let v66 = vec3<f32>(v65);
    let v67 = (v63 * v66);
    let v68 = v58;
    let v69 = v33;
    let v70 = v69.y;
    let v71 = vec3<f32>(v70);
    let v72 = (v68 * v71);
    let v73 = (v67 + v72);
    let v74 = v2;
    let v75 = v33;
    let v76 = v75.z;
    let v77 = vec3<f32>(v76);
    let v78 = (v74 * v77);
    let v79 = (v73 + v78);
    let v80 = normalize(v79);
    return v80;
}

fn CSMain_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    var v17: u32;
    var v18: u32;
    var v19: u32;
    var v27: vec2<f32>;
    var v39: vec3<f32>;
    var v45: vec3<f32>;
    var v48: f32;
    var v56: vec3<f32>;
    var v58: f32;
    var v60: f32;
    var v69: u32;
    var v75: vec3<f32>;
    var v84: vec3<f32>;
    var v96: f32;
    var v103: f32;
    var v109: f32;
    var v114: f32;
    var v123: f32;
    var v132: f32;
    var v141: f32;
    var v12: bool;
    var v16: bool;
    v0 = a0;
    let v2 = v0;
    let v3 = v2.x;
    let v5 = PrefilterParams[0].z;
    let v6 = (v3 >= v5);
    if v6 {
        v12 = true;
    } else {
        let v7 = v0;
        let v8 = v7.y;
        let v10 = PrefilterParams[0].z;
        let v11 = (v8 >= v10);
        v12 = v11;
    }
    if v12 {
        v16 = true;
    } else {
        let v13 = v0;
        let v14 = v13.z;
        let v15 = (v14 >= 6u);
        v16 = v15;
    }
    if v16 {
        return;
    }
    let v20 = vec3<u32>(textureDimensions(PrefilteredFaces), textureNumLayers(PrefilteredFaces));
    let v21 = v20.x;
    v17 = v21;
    let v23 = v20.y;
    v18 = v23;
    let v25 = v20.z;
    v19 = v25;
    let v28 = v0;
    let v29 = v28.xy;
    let v30 = vec2<f32>(v29);
    let v31 = (v30 + vec2<f32>(0.5f, 0.5f));
    let v32 = v17;
    let v33 = f32(v32);
    let v34 = v18;
    let v35 = f32(v34);
    let v36 = vec2<f32>(v33, v35);
    let v37 = (v31 / v36);
    v27 = v37;
    let v40 = v0;
    let v41 = v40.z;
    let v42 = v27;
    let v43 = CubeDirection(v41, v42);
    v39 = v43;
    let v46 = v39;
    v45 = v46;
    let v50 = bitcast<f32>(PrefilterParams[0].x);
    let v52 = bitcast<f32>(PrefilterParams[0].x);
    let v53 = (v50 * v52);
    let v54 = max(v53, 0.001f);
    v48 = v54;
    v56 = vec3<f32>(0.0f, 0.0f, 0.0f);
    v58 = 0.0f;
    let v62 = bitcast<f32>(PrefilterParams[0].w);
    let v63 = (6.0f * v62);
    let v65 = bitcast<f32>(PrefilterParams[0].w);
    let v66 = (v63 * v65);
    let v67 = (12.566371f / v66);
    v60 = v67;
    v69 = 0u;
    loop {
        let v71 = v69;
        let v73 = PrefilterParams[0].y;
        let v74 = (v71 < v73);
        if v74 {
            let v76 = v69;
            let v78 = PrefilterParams[0].y;
            let v79 = Hammersley(v76, v78);
            let v80 = v39;
            let v81 = v48;
            let v82 = ImportanceSampleGgx(v79, v80, v81);
            v75 = v82;
            let v85 = v45;
            let v86 = v75;
            let v87 = dot(v85, v86);
            let v88 = (2.0f * v87);
            let v89 = vec3<f32>(v88);
            let v90 = v75;
            let v91 = (v89 * v90);
            let v92 = v45;
            let v93 = (v91 - v92);
            let v94 = normalize(v93);
            v84 = v94;
            let v97 = v39;
            let v98 = v84;
            let v99 = dot(v97, v98);
            v96 = v99;
            let v101 = v96;
            let v102 = (v101 <= 0.0f);
            if v102 {
                continue;
            }
            let v104 = v39;
            let v105 = v75;
            let v106 = dot(v104, v105);
            let v107 = saturate(v106);
            v103 = v107;
            let v110 = v48;
            let v111 = v48;
            let v112 = (v110 * v111);
            v109 = v112;
            let v115 = v103;
            let v116 = v103;
            let v117 = (v115 * v116);
            let v118 = v109;
            let v119 = (v118 - 1.0f);
            let v120 = (v117 * v119);
            let v121 = (v120 + 1.0f);
            v114 = v121;
            let v124 = v109;
            let v125 = v114;
            let v126 = (3.1415927f * v125);
            let v127 = v114;
            let v128 = (v126 * v127);
            let v129 = (v124 / v128);
            let v130 = (v129 * 0.25f);
            v123 = v130;
            let v134 = PrefilterParams[0].y;
            let v135 = f32(v134);
            let v136 = v123;
            let v137 = (v135 * v136);
            let v138 = (v137 + 0.0001f);
            let v139 = (1.0f / v138);
            v132 = v139;
            let v143 = bitcast<f32>(PrefilterParams[0].x);
            let v144 = (v143 == 0.0f);
            let v145 = v132;
            let v146 = v60;
            let v147 = (v145 / v146);
            let v148 = log2(v147);
            let v149 = (0.5f * v148);
            let v150 = (v149 + 1.0f);
            let v151 = select(v150, 0.0f, v144);
            v141 = v151;
            let v153 = v84;
            let v154 = v141;
            let v155 = textureSampleLevel(Environment, EnvironmentSampler, v153, v154);
            let v156 = v155.xyz;
            let v157 = v96;
            let v158 = vec3<f32>(v157);
            let v159 = (v156 * v158);
            let v160 = v56;
            let v161 = (v160 + v159);
            v56 = v161;
            let v163 = v96;
            let v164 = v58;
            let v165 = (v164 + v163);
            v58 = v165;
        } else {
            break;
        }
        continuing {
            let v167 = v69;
            let v168 = (v167 + 1u);
            v69 = v168;
        }
    }
    let v170 = v56;
    let v171 = v58;
    let v172 = max(v171, 0.0001f);
    let v173 = vec3<f32>(v172);
    let v174 = (v170 / v173);
    let v175 = vec4<f32>(v174, 1.0f);
    let v176 = v0;
    textureStore(PrefilteredFaces, v176.xy, v176.z, v175);
    return;
}

fn CSMain_1() {
    var v0: vec3<u32>;
    let v1 = gl_GlobalInvocationID;
    v0 = v1;
    let v3 = v0;
    CSMain_body(v3);
    return;
}

@compute @workgroup_size(8, 8, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
