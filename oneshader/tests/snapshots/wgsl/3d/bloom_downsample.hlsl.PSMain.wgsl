struct FullscreenVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> BloomDownParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var BloomSource: texture_2d<f32>;
@group(0) @binding(2) var BloomLinearClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn Fetch(a0: vec2<f32>) -> vec3<f32> {
    var v0: vec2<f32>;
    v0 = a0;
    let v2 = v0;
    let v4 = bitcast<f32>(BloomDownParams[0].w);
    let v5 = textureSampleLevel(BloomSource, BloomLinearClamp, v2, v4);
    let v6 = v5.xyz;
    return v6;
}

fn Luminance(a0: vec3<f32>) -> f32 {
    var v0: vec3<f32>;
    v0 = a0;
    let v2 = v0;
    let v3 = dot(v2, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    return v3;
}

fn KarisWeight(a0: vec3<f32>) -> f32 {
    var v0: vec3<f32>;
    v0 = a0;
    let v2 = v0;
    let v3 = Luminance(v2);
    let v4 = (1.0f + v3);
    let v5 = (1.0f / v4);
    return v5;
}

fn BoxAverage(a0: vec3<f32>, a1: vec3<f32>, a2: vec3<f32>, a3: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: vec3<f32>;
    var v4: vec3<f32>;
    var v6: vec3<f32>;
    var v11: f32;
    var v15: f32;
    var v19: f32;
    var v23: f32;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    v6 = a3;
    let v9 = BloomDownParams[0].z;
    let v10 = (v9 != 0u);
    if v10 {
        let v12 = v0;
        let v13 = KarisWeight(v12);
        v11 = v13;
        let v16 = v2;
        let v17 = KarisWeight(v16);
        v15 = v17;
        let v20 = v4;
        let v21 = KarisWeight(v20);
        v19 = v21;
        let v24 = v6;
        let v25 = KarisWeight(v24);
        v23 = v25;
        let v27 = v0;
        let v28 = v11;
        let v29 = vec3<f32>(v28);
        let v30 = (v27 * v29);
        let v31 = v2;
        let v32 = v15;
        let v33 = vec3<f32>(v32);
        let v34 = (v31 * v33);
        let v35 = (v30 + v34);
        let v36 = v4;
        let v37 = v19;
        let v38 = vec3<f32>(v37);
        let v39 = (v36 * v38);
        let v40 = (v35 + v39);
        let v41 = v6;
        let v42 = v23;
        let v43 = vec3<f32>(v42);
        let v44 = (v41 * v43);
        let v45 = (v40 + v44);
        let v46 = v11;
        let v47 = v15;
        let v48 = (v46 + v47);
        let v49 = v19;
        let v50 = (v48 + v49);
        let v51 = v23;
        let v52 = (v50 + v51);
        let v53 = vec3<f32>(v52);
        let v54 = (v45 / v53);
        return v54;
    }
    let v55 = v0;
    let v56 = v2;
    let v57 = (v55 + v56);
    let v58 = v4;
    let v59 = (v57 + v58);
    let v60 = v6;
    let v61 = (v59 + v60);
    let v62 = (v61 * vec3<f32>(0.25f, 0.25f, 0.25f));
    return v62;
}

fn SoftThreshold(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    var v12: f32;
    var v19: f32;
    var v38: f32;
    v0 = a0;
    let v3 = v0;
    let v4 = v3.x;
    let v5 = v0;
    let v6 = v5.y;
    let v7 = v0;
    let v8 = v7.z;
    let v9 = max(v6, v8);
    let v10 = max(v4, v9);
    v2 = v10;
    let v14 = bitcast<f32>(BloomDownParams[0].x);
    let v16 = bitcast<f32>(BloomDownParams[0].y);
    let v17 = (v14 * v16);
    v12 = v17;
    let v20 = v2;
    let v22 = bitcast<f32>(BloomDownParams[0].x);
    let v23 = (v20 - v22);
    let v24 = v12;
    let v25 = (v23 + v24);
    let v26 = v12;
    let v27 = (2.0f * v26);
    let v28 = clamp(v25, 0.0f, v27);
    v19 = v28;
    let v30 = v19;
    let v31 = v19;
    let v32 = (v30 * v31);
    let v33 = v12;
    let v34 = (4.0f * v33);
    let v35 = (v34 + 1e-5f);
    let v36 = (v32 / v35);
    v19 = v36;
    let v39 = v19;
    let v40 = v2;
    let v42 = bitcast<f32>(BloomDownParams[0].x);
    let v43 = (v40 - v42);
    let v44 = max(v39, v43);
    let v45 = v2;
    let v46 = max(v45, 1e-5f);
    let v47 = (v44 / v46);
    v38 = v47;
    let v49 = v0;
    let v50 = v38;
    let v51 = vec3<f32>(v50);
    let v52 = (v49 * v51);
    return v52;
}

fn PSMain_body(a0: FullscreenVaryings) -> vec4<f32> {
    var v0: FullscreenVaryings;
    var v2: u32;
    var v3: u32;
    var v4: u32;
    var v15: vec2<f32>;
    var v23: vec2<f32>;
    var v27: vec3<f32>;
    var v34: vec3<f32>;
    var v41: vec3<f32>;
    var v48: vec3<f32>;
    var v55: vec3<f32>;
    var v59: vec3<f32>;
    var v66: vec3<f32>;
    var v73: vec3<f32>;
    var v80: vec3<f32>;
    var v87: vec3<f32>;
    var v94: vec3<f32>;
    var v101: vec3<f32>;
    var v108: vec3<f32>;
    var v115: vec3<f32>;
    v0 = a0;
    let v6 = bitcast<f32>(BloomDownParams[0].w);
    let v7 = u32(v6);
    let v8 = textureDimensions(BloomSource, v7);
    let v9 = textureNumLevels(BloomSource);
    let v10 = v8.x;
    v2 = v10;
    let v12 = v8.y;
    v3 = v12;
    v4 = v9;
    let v16 = v2;
    let v17 = f32(v16);
    let v18 = v3;
    let v19 = f32(v18);
    let v20 = vec2<f32>(v17, v19);
    let v21 = (vec2<f32>(1.0f, 1.0f) / v20);
    v15 = v21;
    let v25 = v0.Uv;
    v23 = v25;
    let v28 = v23;
    let v29 = v15;
    let v30 = (v29 * vec2<f32>((-2.0f), (-2.0f)));
    let v31 = (v28 + v30);
    let v32 = Fetch(v31);
    v27 = v32;
    let v35 = v23;
    let v36 = v15;
    let v37 = (v36 * vec2<f32>(0.0f, (-2.0f)));
    let v38 = (v35 + v37);
    let v39 = Fetch(v38);
    v34 = v39;
    let v42 = v23;
    let v43 = v15;
    let v44 = (v43 * vec2<f32>(2.0f, (-2.0f)));
    let v45 = (v42 + v44);
    let v46 = Fetch(v45);
    v41 = v46;
    let v49 = v23;
    let v50 = v15;
    let v51 = (v50 * vec2<f32>((-2.0f), 0.0f));
    let v52 = (v49 + v51);
    let v53 = Fetch(v52);
    v48 = v53;
    let v56 = v23;
    let v57 = Fetch(v56);
    v55 = v57;
    let v60 = v23;
    let v61 = v15;
    let v62 = (v61 * vec2<f32>(2.0f, 0.0f));
    let v63 = (v60 + v62);
    let v64 = Fetch(v63);
    v59 = v64;
    let v67 = v23;
    let v68 = v15;
    let v69 = (v68 * vec2<f32>((-2.0f), 2.0f));
    let v70 = (v67 + v69);
    let v71 = Fetch(v70);
    v66 = v71;
    let v74 = v23;
    let v75 = v15;
    let v76 = (v75 * vec2<f32>(0.0f, 2.0f));
    let v77 = (v74 + v76);
    let v78 = Fetch(v77);
    v73 = v78;
    let v81 = v23;
    let v82 = v15;
    let v83 = (v82 * vec2<f32>(2.0f, 2.0f));
    let v84 = (v81 + v83);
    let v85 = Fetch(v84);
    v80 = v85;
    let v88 = v23;
    let v89 = v15;
    let v90 = (v89 * vec2<f32>((-1.0f), (-1.0f)));
    let v91 = (v88 + v90);
    let v92 = Fetch(v91);
    v87 = v92;
    let v95 = v23;
    let v96 = v15;
    let v97 = (v96 * vec2<f32>(1.0f, (-1.0f)));
    let v98 = (v95 + v97);
    let v99 = Fetch(v98);
    v94 = v99;
    let v102 = v23;
    let v103 = v15;
    let v104 = (v103 * vec2<f32>((-1.0f), 1.0f));
    let v105 = (v102 + v104);
    let v106 = Fetch(v105);
    v101 = v106;
    let v109 = v23;
    let v110 = v15;
    let v111 = (v110 * vec2<f32>(1.0f, 1.0f));
    let v112 = (v109 + v111);
    let v113 = Fetch(v112);
    v108 = v113;
    let v116 = v87;
    let v117 = v94;
    let v118 = v101;
    let v119 = v108;
    let v120 = BoxAverage(v116, v117, v118, v119);
    let v121 = (v120 * vec3<f32>(0.5f, 0.5f, 0.5f));
    v115 = v121;
    let v123 = v27;
    let v124 = v34;
    let v125 = v48;
    let v126 = v55;
    let v127 = BoxAverage(v123, v124, v125, v126);
    let v128 = (v127 * vec3<f32>(0.125f, 0.125f, 0.125f));
    let v129 = v115;
    let v130 = (v129 + v128);
    v115 = v130;
    let v132 = v34;
    let v133 = v41;
    let v134 = v55;
    let v135 = v59;
    let v136 = BoxAverage(v132, v133, v134, v135);
    let v137 = (v136 * vec3<f32>(0.125f, 0.125f, 0.125f));
    let v138 = v115;
    let v139 = (v138 + v137);
    v115 = v139;
    let v141 = v48;
    let v142 = v55;
    let v143 = v66;
    let v144 = v73;
    let v145 = BoxAverage(v141, v142, v143, v144);
    let v146 = (v145 * vec3<f32>(0.125f, 0.125f, 0.125f));
    let v147 = v115;
    let v148 = (v147 + v146);
    v115 = v148;
    let v150 = v55;
    let v151 = v59;
    let v152 = v73;
    let v153 = v80;
    let v154 = BoxAverage(v150, v151, v152, v153);
    let v155 = (v154 * vec3<f32>(0.125f, 0.125f, 0.125f));
    let v156 = v115;
    let v157 = (v156 + v155);
    v115 = v157;
    let v160 = BloomDownParams[0].z;
    let v161 = (v160 != 0u);
    if v161 {
        let v162 = v115;
        let v163 = SoftThreshold(v162);
        v115 = v163;
    }
    let v165 = v115;
    let v166 = max(v165, vec3<f32>(0.0f, 0.0f, 0.0f));
    let v167 = vec4<f32>(v166, 1.0f);
    return v167;
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
