@group(0) @binding(2) var<uniform> Filter: array<vec4<u32>, 1>;
@group(0) @binding(0) var FilterSource: texture_2d<f32>;
@group(0) @binding(1) var FilterTarget: texture_storage_2d<rgba16float, write>;
var<workgroup> gsCache: array<vec4<f32>, 400>;
var<private> GAUSS5: array<f32, 5> = array<f32, 5>(0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f);
var<private> gl_GlobalInvocationID: vec3<u32>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationID: vec3<u32>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_1() {
    var v4: vec3<u32>;
    var v6: vec3<u32>;
    var v8: vec3<u32>;
    var v10: u32;
    var v18: u32;
    var v19: u32;
    var v26: vec2<i32>;
    var v27: u32;
    var v56: vec2<i32>;
    var v218: u32;
    var v220: vec4<f32>;
    var v60: vec4<f32>;
    var v230: u32;
    var v290: u32;
    var v338: u32;
    var v386: u32;
    var v254: u32;
    var v302: u32;
    var v350: u32;
    var v266: u32;
    var v314: u32;
    var v362: u32;
    var v410: u32;
    var v278: u32;
    var v87: vec4<f32>;
    var v88: i32;
    var v96: vec4<f32>;
    var v97: i32;
    var v242: u32;
    var v101: i32;
    var v106: i32;
    var v111: vec4<f32>;
    v4 = gl_GlobalInvocationID;
    v6 = gl_WorkGroupID;
    v8 = gl_LocalInvocationID;
    v10 = gl_LocalInvocationIndex;
    loop {
        let v17 = textureDimensions(FilterSource, 0u);
        v18 = v17.x;
        v19 = v17.y;
        let v20 = v6.xy;
        let v21 = (v20 * vec2<u32>(16u, 16u));
        let v22 = vec2<i32>(v21);
        let v23 = (v22 - vec2<i32>(2i, 2i));
        let v25 = bitcast<vec2<i32>>(Filter[0].zw);
        v26 = (v23 + v25);
        v27 = v10;
        loop {
            let v50 = (v27 < 400u);
            if v50 {
                let v28 = (v27 % 20u);
                let v29 = i32(v28);
                let v30 = (v27 / 20u);
                let v31 = i32(v30);
                let v32 = vec2<i32>(v29, v31);
                let v33 = (v26 + v32);
                let v34 = (v18 - 1u);
                let v35 = i32(v34);
                let v36 = (v19 - 1u);
                let v37 = i32(v36);
                let v38 = vec2<i32>(v35, v37);
                let v39 = clamp(v33, vec2<i32>(0i, 0i), v38);
                let v40 = vec3<i32>(v39, 0i);
                let v41 = v40.xy;
                let v43 = textureLoad(FilterSource, v41, 0i);
                gsCache[v27] = v43;
            } else {
                break;
            }
            continuing {
                let v46 = (v27 + 256u);
                v27 = v46;
            }
        }
        workgroupBarrier();
        let v48 = v4.x;
        let v49 = (v48 >= v18);
        let v51 = v4.y;
        let v52 = (v51 >= v19);
        let v53 = (v49 | v52);
        if v53 {
            break;
        }
        let v54 = v8.xy;
        let v55 = vec2<i32>(v54);
        v56 = (v55 + vec2<i32>(2i, 2i));
        let v212 = v56.y;
        let v213 = u32(v212);
        let v214 = (v213 * 20u);
        let v216 = v56.x;
        let v217 = u32(v216);
        v218 = (v214 + v217);
        v220 = gsCache[v218];
        let v59 = Filter[0].x;
        switch v59 {
            case 0u: {
                v87 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
                v88 = (-2i);
                loop {
                    let v95 = (v88 <= 2i);
                    if v95 {
                        v96 = v87;
                        v97 = (-2i);
                        loop {
                            let v113 = (v97 <= 2i);
                            if v113 {
                                let v98 = vec2<i32>(v97, v88);
                                let v99 = (v56 + v98);
                                let v236 = v99.y;
                                let v237 = u32(v236);
                                let v238 = (v237 * 20u);
                                let v240 = v99.x;
                                let v241 = u32(v240);
                                v242 = (v238 + v241);
                                let v244 = gsCache[v242];
                                v101 = (v97 + 2i);
                                let v103 = GAUSS5[u32(v101)];
                                let v104 = vec4<f32>(v103);
                                let v105 = (v244 * v104);
                                v106 = (v88 + 2i);
                                let v108 = GAUSS5[u32(v106)];
                                let v109 = vec4<f32>(v108);
                                let v110 = (v105 * v109);
                                v111 = (v96 + v110);
                            } else {
                                break;
                            }
                            continuing {
                                let v112 = (v97 + 1i);
                                v96 = v111;
                                v97 = v112;
                            }
                        }
                    } else {
                        break;
                    }
                    continuing {
                        let v90 = (v88 + 1i);
                        v87 = v96;
                        v88 = v90;
                    }
                }
                let v92 = bitcast<f32>(Filter[0].y);
                let v93 = vec4<f32>(v92);
                let v94 = mix(v220, v87, v93);
                v60 = v94;
            }
            case 1u: {
                let v69 = (v56 + vec2<i32>(1i, 0i));
                let v224 = v69.y;
                let v225 = u32(v224);
                let v226 = (v225 * 20u);
                let v228 = v69.x;
                let v229 = u32(v228);
                v230 = (v226 + v229);
                let v232 = gsCache[v230];
                let v71 = (v56 - vec2<i32>(1i, 0i));
                let v284 = v71.y;
                let v285 = u32(v284);
                let v286 = (v285 * 20u);
                let v288 = v71.x;
                let v289 = u32(v288);
                v290 = (v286 + v289);
                let v292 = gsCache[v290];
                let v73 = (v232 + v292);
                let v74 = (v56 + vec2<i32>(0i, 1i));
                let v332 = v74.y;
                let v333 = u32(v332);
                let v334 = (v333 * 20u);
                let v336 = v74.x;
                let v337 = u32(v336);
                v338 = (v334 + v337);
                let v340 = gsCache[v338];
                let v76 = (v73 + v340);
                let v77 = (v56 - vec2<i32>(0i, 1i));
                let v380 = v77.y;
                let v381 = u32(v380);
                let v382 = (v381 * 20u);
                let v384 = v77.x;
                let v385 = u32(v384);
                v386 = (v382 + v385);
                let v388 = gsCache[v386];
                let v79 = (v76 + v388);
                let v80 = (v220 * vec4<f32>(4.0f, 4.0f, 4.0f, 4.0f));
                let v81 = (v80 - v79);
                let v83 = bitcast<f32>(Filter[0].y);
                let v84 = vec4<f32>(v83);
                let v85 = (v81 * v84);
                let v86 = (v220 + v85);
                v60 = v86;
            }
            case 2u: {
                let v127 = (v56 + vec2<i32>(1i, (-1i)));
                let v248 = v127.y;
                let v249 = u32(v248);
                let v250 = (v249 * 20u);
                let v252 = v127.x;
                let v253 = u32(v252);
                v254 = (v250 + v253);
                let v256 = gsCache[v254];
                let v129 = v256.xyz;
                let v131 = (v56 + vec2<i32>((-1i), (-1i)));
                let v296 = v131.y;
                let v297 = u32(v296);
                let v298 = (v297 * 20u);
                let v300 = v131.x;
                let v301 = u32(v300);
                v302 = (v298 + v301);
                let v304 = gsCache[v302];
                let v133 = v304.xyz;
                let v134 = (v129 - v133);
                let v137 = (vec3<f32>(0.0f, 0.0f, 0.0f) + v134);
                let v139 = (v56 + vec2<i32>((-1i), 1i));
                let v344 = v139.y;
                let v345 = u32(v344);
                let v346 = (v345 * 20u);
                let v348 = v139.x;
                let v349 = u32(v348);
                v350 = (v346 + v349);
                let v352 = gsCache[v350];
                let v141 = v352.xyz;
                let v400 = gsCache[v302];
                let v145 = v400.xyz;
                let v146 = (v141 - v145);
                let v149 = (vec3<f32>(0.0f, 0.0f, 0.0f) + v146);
                let v155 = (v56 + vec2<i32>(1i, 0i));
                let v260 = v155.y;
                let v261 = u32(v260);
                let v262 = (v261 * 20u);
                let v264 = v155.x;
                let v265 = u32(v264);
                v266 = (v262 + v265);
                let v268 = gsCache[v266];
                let v157 = v268.xyz;
                let v159 = (v56 + vec2<i32>((-1i), 0i));
                let v308 = v159.y;
                let v309 = u32(v308);
                let v310 = (v309 * 20u);
                let v312 = v159.x;
                let v313 = u32(v312);
                v314 = (v310 + v313);
                let v316 = gsCache[v314];
                let v161 = v316.xyz;
                let v162 = (v157 - v161);
                let v164 = (v162 * vec3<f32>(2.0f, 2.0f, 2.0f));
                let v165 = (v137 + v164);
                let v167 = (v56 + vec2<i32>(0i, 1i));
                let v356 = v167.y;
                let v357 = u32(v356);
                let v358 = (v357 * 20u);
                let v360 = v167.x;
                let v361 = u32(v360);
                v362 = (v358 + v361);
                let v364 = gsCache[v362];
                let v169 = v364.xyz;
                let v171 = (v56 + vec2<i32>(0i, (-1i)));
                let v404 = v171.y;
                let v405 = u32(v404);
                let v406 = (v405 * 20u);
                let v408 = v171.x;
                let v409 = u32(v408);
                v410 = (v406 + v409);
                let v412 = gsCache[v410];
                let v173 = v412.xyz;
                let v174 = (v169 - v173);
                let v176 = (v174 * vec3<f32>(2.0f, 2.0f, 2.0f));
                let v177 = (v149 + v176);
                let v183 = (v56 + vec2<i32>(1i, 1i));
                let v272 = v183.y;
                let v273 = u32(v272);
                let v274 = (v273 * 20u);
                let v276 = v183.x;
                let v277 = u32(v276);
                v278 = (v274 + v277);
                let v280 = gsCache[v278];
                let v185 = v280.xyz;
                let v328 = gsCache[v350];
                let v189 = v328.xyz;
                let v190 = (v185 - v189);
                let v193 = (v165 + v190);
                let v376 = gsCache[v278];
                let v197 = v376.xyz;
                let v424 = gsCache[v254];
                let v201 = v424.xyz;
                let v202 = (v197 - v201);
                let v205 = (v177 + v202);
                let v114 = (v193 * v193);
                let v115 = (v205 * v205);
                let v116 = (v114 + v115);
                let v117 = sqrt(v116);
                let v118 = length(v117);
                let v120 = bitcast<f32>(Filter[0].y);
                let v121 = (v118 * v120);
                let v122 = v220.w;
                let v123 = vec4<f32>(v121, v121, v121, v122);
                v60 = v123;
            }
            default: {
                v60 = v220;
            }
        }
        let v67 = v4.xy;
        textureStore(FilterTarget, v67, v60);
        break;
        continuing {
        }
    }
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
