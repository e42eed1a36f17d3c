@group(0) @binding(2) var<uniform> Filter: array<vec4<u32>, 1>;
@group(0) @binding(0) var FilterSource: texture_2d<f32>;
@group(0) @binding(1) var FilterTarget: texture_storage_2d<rgba16float, write>;
var<workgroup> gsCache: array<vec4<f32>, 400>;
var<private> GAUSS5: array<f32, 5> = array<f32, 5>(0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f);
var<private> gl_GlobalInvocationID: vec3<u32>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationID: vec3<u32>;
var<private> gl_LocalInvocationIndex: u32;
fn CacheAt(a0: vec2<i32>) -> vec4<f32> {
    var v0: vec2<i32>;
    var v9: u32;
    v0 = a0;
    let v2 = v0;
    let v3 = v2.y;
    let v4 = u32(v3);
    let v5 = (v4 * 20u);
    let v6 = v0;
    let v7 = v6.x;
    let v8 = u32(v7);
    v9 = (v5 + v8);
    let v11 = gsCache[v9];
    return v11;
}

fn CSMain_body(a0: vec3<u32>, a1: vec3<u32>, a2: vec3<u32>, a3: u32) {
    var v0: vec3<u32>;
    var v2: vec3<u32>;
    var v4: vec3<u32>;
    var v6: u32;
    var v8: u32;
    var v9: u32;
    var v15: vec2<i32>;
    var v25: u32;
    var v30: vec2<i32>;
    var v72: vec2<i32>;
    var v78: vec4<f32>;
    var v82: vec4<f32>;
    var v87: vec4<f32>;
    var v89: i32;
    var v93: i32;
    var v131: vec4<f32>;
    var v159: vec3<f32>;
    var v161: vec3<f32>;
    var v163: i32;
    var v167: f32;
    var v213: f32;
    var v56: u32;
    var v71: bool;
    var v104: i32;
    var v110: i32;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    v6 = a3;
    let v10 = textureDimensions(FilterSource, 0u);
    let v11 = v10.x;
    v8 = v11;
    let v13 = v10.y;
    v9 = v13;
    let v16 = v2;
    let v17 = v16.xy;
    let v18 = (v17 * vec2<u32>(16u, 16u));
    let v19 = vec2<i32>(v18);
    let v20 = (v19 - vec2<i32>(2i, 2i));
    let v22 = bitcast<vec2<i32>>(Filter[0].zw);
    let v23 = (v20 + v22);
    v15 = v23;
    let v26 = v6;
    v25 = v26;
    loop {
        let v28 = v25;
        let v29 = (v28 < 400u);
        if v29 {
            let v31 = v15;
            let v32 = v25;
            let v33 = (v32 % 20u);
            let v34 = i32(v33);
            let v35 = v25;
            let v36 = (v35 / 20u);
            let v37 = i32(v36);
            let v38 = vec2<i32>(v34, v37);
            let v39 = (v31 + v38);
            v30 = v39;
            let v41 = v30;
            let v42 = v8;
            let v43 = (v42 - 1u);
            let v44 = i32(v43);
            let v45 = v9;
            let v46 = (v45 - 1u);
            let v47 = i32(v46);
            let v48 = vec2<i32>(v44, v47);
            let v49 = clamp(v41, vec2<i32>(0i, 0i), v48);
            v30 = v49;
            let v51 = v30;
            let v52 = vec3<i32>(v51, 0i);
            let v53 = v52.xy;
            let v54 = v52.z;
            let v55 = textureLoad(FilterSource, v53, v54);
            v56 = v25;
            gsCache[v56] = v55;
        } else {
            break;
        }
        continuing {
            let v59 = v25;
            let v60 = (v59 + 256u);
            v25 = v60;
        }
    }
    workgroupBarrier();
    let v63 = v0;
    let v64 = v63.x;
    let v65 = v8;
    let v66 = (v64 >= v65);
    if v66 {
        v71 = true;
    } else {
        let v67 = v0;
        let v68 = v67.y;
        let v69 = v9;
        let v70 = (v68 >= v69);
        v71 = v70;
    }
    if v71 {
        return;
    }
    let v73 = v4;
    let v74 = v73.xy;
    let v75 = vec2<i32>(v74);
    let v76 = (v75 + vec2<i32>(2i, 2i));
    v72 = v76;
    let v79 = v72;
    let v80 = CacheAt(v79);
    v78 = v80;
    let v83 = v78;
    v82 = v83;
    let v86 = Filter[0].x;
    switch v86 {
        case 0u: {
            v87 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
            v89 = (-2i);
            loop {
                let v91 = v89;
                let v92 = (v91 <= 2i);
                if v92 {
                    v93 = (-2i);
                    loop {
                        let v95 = v93;
                        let v96 = (v95 <= 2i);
                        if v96 {
                            let v97 = v72;
                            let v98 = v93;
                            let v99 = v89;
                            let v100 = vec2<i32>(v98, v99);
                            let v101 = (v97 + v100);
                            let v102 = CacheAt(v101);
                            let v103 = v93;
                            v104 = (v103 + 2i);
                            let v106 = GAUSS5[u32(v104)];
                            let v107 = vec4<f32>(v106);
                            let v108 = (v102 * v107);
                            let v109 = v89;
                            v110 = (v109 + 2i);
                            let v112 = GAUSS5[u32(v110)];
                            let v113 = vec4<f32>(v112);
                            let v114 = (v108 * v113);
                            let v115 = v87;
                            let v116 = (v115 + v114);
                            v87 = v116;
                        } else {
                            break;
                        }
                        continuing {
                            let v118 = v93;
                            let v119 = (v118 + 1i);
                            v93 = v119;
                        }
                    }
                } else {
                    break;
                }
                continuing {
                    let v121 = v89;
                    let v122 = (v121 + 1i);
                    v89 = v122;
                }
            }
            let v124 = v78;
            let v125 = v87;
            let v127 = bitcast<f32>(Filter[0].y);
            let v128 = vec4<f32>(v127);
            let v129 = mix(v124, v125, v128);
            v82 = v129;
        }
        case 1u: {
            let v132 = v72;
            let v133 = (v132 + vec2<i32>(1i, 0i));
            let v134 = CacheAt(v133);
            let v135 = v72;
            let v136 = (v135 - vec2<i32>(1i, 0i));
            let v137 = CacheAt(v136);
            let v138 = (v134 + v137);
            let v139 = v72;
            let v140 = (v139 + vec2<i32>(0i, 1i));
            let v141 = CacheAt(v140);
            let v142 = (v138 + v141);
            let v143 = v72;
            let v144 = (v143 - vec2<i32>(0i, 1i));
            let v145 = CacheAt(v144);
            let v146 = (v142 + v145);
            v131 = v146;
            let v148 = v78;
            let v149 = v78;
            let v150 = (v149 * vec4<f32>(4.0f, 4.0f, 4.0f, 4.0f));
            let v151 = v131;
            let v152 = (v150 - v151);
            let v154 = bitcast<f32>(Filter[0].y);
            let v155 = vec4<f32>(v154);
            let v156 = (v152 * v155);
            let v157 = (v148 + v156);
            v82 = v157;
        }
        case 2u: {
            v159 = vec3<f32>(0.0f, 0.0f, 0.0f);
            v161 = vec3<f32>(0.0f, 0.0f, 0.0f);
            v163 = (-1i);
            loop {
                let v165 = v163;
                let v166 = (v165 <= 1i);
                if v166 {
                    let v168 = v163;
                    let v169 = (v168 == 0i);
                    let v170 = select(1.0f, 2.0f, v169);
                    v167 = v170;
                    let v172 = v72;
                    let v173 = v163;
                    let v174 = vec2<i32>(1i, v173);
                    let v175 = (v172 + v174);
                    let v176 = CacheAt(v175);
                    let v177 = v176.xyz;
                    let v178 = v72;
                    let v179 = v163;
                    let v180 = vec2<i32>((-1i), v179);
                    let v181 = (v178 + v180);
                    let v182 = CacheAt(v181);
                    let v183 = v182.xyz;
                    let v184 = (v177 - v183);
                    let v185 = v167;
                    let v186 = vec3<f32>(v185);
                    let v187 = (v184 * v186);
                    let v188 = v159;
                    let v189 = (v188 + v187);
                    v159 = v189;
                    let v191 = v72;
                    let v192 = v163;
                    let v193 = vec2<i32>(v192, 1i);
                    let v194 = (v191 + v193);
                    let v195 = CacheAt(v194);
                    let v196 = v195.xyz;
                    let v197 = v72;
                    let v198 = v163;
                    let v199 = vec2<i32>(v198, (-1i));
                    let v200 = (v197 + v199);
                    let v201 = CacheAt(v200);
                    let v202 = v201.xyz;
                    let v203 = (v196 - v202);
                    let v204 = v167;
                    let v205 = vec3<f32>(v204);
                    let v206 = (v203 * v205);
                    let v207 = v161;
                    let v208 = (v207 + v206);
                    v161 = v208;
                } else {
                    break;
                }
                continuing {
                    let v210 = v163;
                    let v211 = (v210 + 1i);
                    v163 = v211;
                }
            }
            let v214 = v159;
            let v215 = v159;
            let v216 = (v214 * v215);
            let v217 = v161;
            let v218 = v161;
            let v219 = (v217 * v218);
            let v220 = (v216 + v219);
            let v221 = sqrt(v220);
            let v222 = length(v221);
            let v224 = bitcast<f32>(Filter[0].y);
            let v225 = (v222 * v224);
            v213 = v225;
            let v227 = v213;
            let v228 = v213;
            let v229 = v213;
            let v230 = v78;
            let v231 = v230.w;
            let v232 = vec4<f32>(v227, v228, v229, v231);
            v82 = v232;
        }
        default: {
        }
    }
    let v234 = v82;
    let v235 = v0;
    let v236 = v235.xy;
    textureStore(FilterTarget, v236, v234);
    return;
}

fn CSMain_1() {
    var v0: vec3<u32>;
    var v1: vec3<u32>;
    var v2: vec3<u32>;
    var v3: u32;
    let v4 = gl_GlobalInvocationID;
    v0 = v4;
    let v6 = gl_WorkGroupID;
    v1 = v6;
    let v8 = gl_LocalInvocationID;
    v2 = v8;
    let v10 = gl_LocalInvocationIndex;
    v3 = v10;
    let v12 = v0;
    let v13 = v1;
    let v14 = v2;
    let v15 = v3;
    CSMain_body(v12, v13, v14, v15);
    return;
}

@compute @workgroup_size(16, 16, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>, @builtin(workgroup_id) in_1_0: vec3<u32>, @builtin(local_invocation_id) in_2_0: vec3<u32>, @builtin(local_invocation_index) in_3_0: u32) {
    gl_GlobalInvocationID = in_0_0;
    gl_WorkGroupID = in_1_0;
    gl_LocalInvocationID = in_2_0;
    gl_LocalInvocationIndex = in_3_0;
    CSMain_1();
}
