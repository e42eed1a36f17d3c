diagnostic(off, derivative_uniformity);

@group(0) @binding(1) var<uniform> ShadowParams: array<vec4<u32>, 22>;
@group(0) @binding(2) var ShadowCascades: texture_depth_2d_array;
@group(0) @binding(3) var ShadowCompare: sampler_comparison;
@group(0) @binding(4) var<uniform> ShadowDebug: array<vec4<u32>, 5>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> in_var_TEXCOORD2: f32;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v11: f32;
    var v138: u32;
    var v49: vec4<f32>;
    var v62: vec2<f32>;
    var v66: f32;
    var v71: f32;
    var v72: f32;
    var v73: f32;
    var v101: f32;
    var v399: f32;
    var v398: f32;
    var v196: vec3<f32>;
    var v201: vec2<f32>;
    var v214: f32;
    var v221: i32;
    var v224: i32;
    var v411: f32;
    var v416: f32;
    var v423: i32;
    var v410: f32;
    var v415: f32;
    var v427: i32;
    var v257: f32;
    var v260: f32;
    var v268: f32;
    var v331: i32;
    var v334: i32;
    var v434: f32;
    var v437: f32;
    var v440: i32;
    var v433: f32;
    var v436: f32;
    var v442: i32;
    var v367: f32;
    var v370: f32;
    var v378: f32;
    var v81: f32;
    var v84: u32;
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    let v32 = normalize(v8);
    let v119 = bitcast<f32>(ShadowParams[16].x);
    let v120 = (v11 > v119);
    let v124 = select(0u, 1u, v120);
    let v126 = bitcast<f32>(ShadowParams[17].x);
    let v127 = (v11 > v126);
    let v131 = select(v124, 2u, v127);
    let v133 = bitcast<f32>(ShadowParams[18].x);
    let v134 = (v11 > v133);
    v138 = select(v131, 3u, v134);
    let v40 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v138 * 16u) / 4u][(v138 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v138 * 16u) + 4u) / 4u][((v138 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v138 * 16u) + 8u) / 4u][((v138 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v138 * 16u) + 12u) / 4u][((v138 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v138 * 16u) + 1u) / 4u][((v138 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v138 * 16u) + 1u) + 4u) / 4u][(((v138 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v138 * 16u) + 1u) + 8u) / 4u][(((v138 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v138 * 16u) + 1u) + 12u) / 4u][(((v138 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v138 * 16u) + 2u) / 4u][((v138 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v138 * 16u) + 2u) + 4u) / 4u][(((v138 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v138 * 16u) + 2u) + 8u) / 4u][(((v138 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v138 * 16u) + 2u) + 12u) / 4u][(((v138 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v138 * 16u) + 3u) / 4u][((v138 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v138 * 16u) + 3u) + 4u) / 4u][(((v138 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v138 * 16u) + 3u) + 8u) / 4u][(((v138 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v138 * 16u) + 3u) + 12u) / 4u][(((v138 * 16u) + 3u) + 12u) % 4u])));
    let v45 = bitcast<f32>(ShadowParams[21].x);
    let v46 = vec3<f32>(v45);
    let v47 = (v32 * v46);
    let v48 = (v5 + v47);
    v49 = vec4<f32>(v48, 1.0f);
    let v50 = (v49 * v40);
    let v53 = v50.xyz;
    let v55 = v50.w;
    let v56 = vec3<f32>(v55);
    let v57 = (v53 / v56);
    let v60 = v57.xy;
    let v61 = (v60 * vec2<f32>(0.5f, (-0.5f)));
    v62 = (v61 + vec2<f32>(0.5f, 0.5f));
    v66 = f32(v138);
    let v67 = vec3<f32>(v62, v66);
    let v69 = v57.z;
    v71 = bitcast<f32>(ShadowParams[20].w);
    v72 = (v69 - v71);
    v73 = textureSampleCompare(ShadowCascades, ShadowCompare, v67.xy, i32(round(v67.z)), v72);
    loop {
        let v314 = (v62 < vec2<f32>(0.0f, 0.0f));
        let v315 = any(v314);
        let v317 = (v62 > vec2<f32>(1.0f, 1.0f));
        let v318 = any(v317);
        let v319 = (v315 | v318);
        if v319 {
            v378 = 1.0f;
            break;
        }
        let v329 = ShadowParams[21].z;
        let v330 = min(v329, 2u);
        v331 = i32(v330);
        v334 = -(v331);
        v434 = 0.0f;
        v437 = 0.0f;
        v440 = v334;
        loop {
            let v347 = (v440 <= v331);
            if v347 {
                v433 = v434;
                v436 = v437;
                v442 = v334;
                loop {
                    let v377 = (v442 <= v331);
                    if v377 {
                        let v349 = f32(v442);
                        let v351 = f32(v440);
                        let v352 = vec2<f32>(v349, v351);
                        let v354 = bitcast<f32>(ShadowParams[21].y);
                        let v355 = vec2<f32>(v354);
                        let v356 = (v352 * v355);
                        let v360 = (v62 + v356);
                        let v363 = vec3<f32>(v360, v66);
                        let v365 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v363.xy, i32(round(v363.z)), v72);
                        v367 = (v433 + v365);
                        v370 = (v436 + 1.0f);
                    } else {
                        break;
                    }
                    continuing {
                        let v373 = (v442 + 1i);
                        v433 = v367;
                        v436 = v370;
                        v442 = v373;
                    }
                }
            } else {
                break;
            }
            continuing {
                let v340 = (v440 + 1i);
                v434 = v433;
                v437 = v436;
                v440 = v340;
            }
        }
        let v344 = (v434 / v437);
        v378 = v344;
        break;
        continuing {
        }
    }
    v81 = mix(v378, v73, 0.25f);
    v84 = (v138 + 1u);
    let v85 = (v84 < 4u);
    if v85 {
        let v88 = bitcast<f32>(ShadowParams[(64u + v138 * 4u) / 4u][(64u + v138 * 4u) % 4u]);
        let v94 = bitcast<f32>(ShadowParams[21].w);
        let v95 = (v88 - v94);
        let v96 = (v11 - v95);
        let v99 = max(v94, 0.0001f);
        let v100 = (v96 / v99);
        v101 = saturate(v100);
        let v104 = (v101 > 0.0f);
        if v104 {
            loop {
                let v186 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v84 * 16u) / 4u][(v84 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v84 * 16u) + 4u) / 4u][((v84 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v84 * 16u) + 8u) / 4u][((v84 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v84 * 16u) + 12u) / 4u][((v84 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v84 * 16u) + 1u) / 4u][((v84 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 1u) + 4u) / 4u][(((v84 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 1u) + 8u) / 4u][(((v84 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 1u) + 12u) / 4u][(((v84 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v84 * 16u) + 2u) / 4u][((v84 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 2u) + 4u) / 4u][(((v84 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 2u) + 8u) / 4u][(((v84 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 2u) + 12u) / 4u][(((v84 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v84 * 16u) + 3u) / 4u][((v84 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 3u) + 4u) / 4u][(((v84 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 3u) + 8u) / 4u][(((v84 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 3u) + 12u) / 4u][(((v84 * 16u) + 3u) + 12u) % 4u])));
                let v189 = (v49 * v186);
                let v192 = v189.xyz;
                let v194 = v189.w;
                let v195 = vec3<f32>(v194);
                v196 = (v192 / v195);
                let v199 = v196.xy;
                let v200 = (v199 * vec2<f32>(0.5f, (-0.5f)));
                v201 = (v200 + vec2<f32>(0.5f, 0.5f));
                let v204 = (v201 < vec2<f32>(0.0f, 0.0f));
                let v205 = any(v204);
                let v207 = (v201 > vec2<f32>(1.0f, 1.0f));
                let v208 = any(v207);
                let v209 = (v205 | v208);
                if v209 {
                    v268 = 1.0f;
                    break;
                }
                let v211 = v196.z;
                v214 = (v211 - v71);
                let v219 = ShadowParams[21].z;
                let v220 = min(v219, 2u);
                v221 = i32(v220);
                v224 = -(v221);
                v411 = 0.0f;
                v416 = 0.0f;
                v423 = v224;
                loop {
                    let v237 = (v423 <= v221);
                    if v237 {
                        v410 = v411;
                        v415 = v416;
                        v427 = v224;
                        loop {
                            let v267 = (v427 <= v221);
                            if v267 {
                                let v239 = f32(v427);
                                let v241 = f32(v423);
                                let v242 = vec2<f32>(v239, v241);
                                let v244 = bitcast<f32>(ShadowParams[21].y);
                                let v245 = vec2<f32>(v244);
                                let v246 = (v242 * v245);
                                let v250 = (v201 + v246);
                                let v252 = f32(v84);
                                let v253 = vec3<f32>(v250, v252);
                                let v255 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v253.xy, i32(round(v253.z)), v214);
                                v257 = (v410 + v255);
                                v260 = (v415 + 1.0f);
                            } else {
                                break;
                            }
                            continuing {
                                let v263 = (v427 + 1i);
                                v410 = v257;
                                v415 = v260;
                                v427 = v263;
                            }
                        }
                    } else {
                        break;
                    }
                    continuing {
                        let v230 = (v423 + 1i);
                        v411 = v410;
                        v416 = v415;
                        v423 = v230;
                    }
                }
                let v234 = (v411 / v416);
                v268 = v234;
                break;
                continuing {
                }
            }
            let v116 = mix(v81, v268, v101);
            v398 = v116;
        } else {
            v398 = v81;
        }
        v399 = v398;
    } else {
        v399 = v81;
    }
    let v146 = ShadowDebug[4].z;
    let v147 = (v146 != 0u);
    let v150 = vec4<f32>(bitcast<f32>(ShadowDebug[(v138 * 4u) / 4u][(v138 * 4u) % 4u]), bitcast<f32>(ShadowDebug[((v138 * 4u) + 1u) / 4u][((v138 * 4u) + 1u) % 4u]), bitcast<f32>(ShadowDebug[((v138 * 4u) + 2u) / 4u][((v138 * 4u) + 2u) % 4u]), bitcast<f32>(ShadowDebug[((v138 * 4u) + 3u) / 4u][((v138 * 4u) + 3u) % 4u]));
    let v151 = v150.xyz;
    let v152 = select(vec3<f32>(1.0f, 1.0f, 1.0f), v151, v147);
    let v156 = vec3<f32>(v399);
    let v157 = (v152 * v156);
    let v158 = vec4<f32>(v157, 1.0f);
    out_var_SV_Target0 = v158;
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
