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
    var v5: vec3<f32>;
    var v11: f32;
    var v32: vec3<f32>;
    var v101: f32;
    var v397: f32;
    var v396: f32;
    var v400: u32;
    var v401: u32;
    var v136: u32;
    var v399: u32;
    var v49: vec4<f32>;
    var v62: vec2<f32>;
    var v66: f32;
    var v71: f32;
    var v72: f32;
    var v73: f32;
    var v194: vec3<f32>;
    var v199: vec2<f32>;
    var v212: f32;
    var v219: i32;
    var v222: i32;
    var v412: f32;
    var v417: f32;
    var v424: i32;
    var v411: f32;
    var v416: f32;
    var v428: i32;
    var v255: f32;
    var v258: f32;
    var v266: f32;
    var v329: i32;
    var v332: i32;
    var v435: f32;
    var v438: f32;
    var v441: i32;
    var v434: f32;
    var v437: f32;
    var v443: i32;
    var v365: f32;
    var v368: f32;
    var v376: f32;
    var v81: f32;
    var v84: u32;
    v5 = in_var_TEXCOORD0;
    let v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    v32 = normalize(v8);
    v400 = 0u;
    v401 = 0u;
    loop {
        let v134 = (v401 < 3u);
        if v134 {
            let v127 = bitcast<f32>(ShadowParams[(64u + v401 * 4u) / 4u][(64u + v401 * 4u) % 4u]);
            let v128 = (v11 > v127);
            v136 = (v401 + 1u);
            v399 = select(v400, v136, v128);
        } else {
            break;
        }
        continuing {
            v400 = v399;
            v401 = v136;
        }
    }
    let v40 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v400 * 16u) / 4u][(v400 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v400 * 16u) + 4u) / 4u][((v400 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v400 * 16u) + 8u) / 4u][((v400 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v400 * 16u) + 12u) / 4u][((v400 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v400 * 16u) + 1u) / 4u][((v400 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v400 * 16u) + 1u) + 4u) / 4u][(((v400 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v400 * 16u) + 1u) + 8u) / 4u][(((v400 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v400 * 16u) + 1u) + 12u) / 4u][(((v400 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v400 * 16u) + 2u) / 4u][((v400 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v400 * 16u) + 2u) + 4u) / 4u][(((v400 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v400 * 16u) + 2u) + 8u) / 4u][(((v400 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v400 * 16u) + 2u) + 12u) / 4u][(((v400 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v400 * 16u) + 3u) / 4u][((v400 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v400 * 16u) + 3u) + 4u) / 4u][(((v400 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v400 * 16u) + 3u) + 8u) / 4u][(((v400 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v400 * 16u) + 3u) + 12u) / 4u][(((v400 * 16u) + 3u) + 12u) % 4u])));
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
    v66 = f32(v400);
    let v67 = vec3<f32>(v62, v66);
    let v69 = v57.z;
    v71 = bitcast<f32>(ShadowParams[20].w);
    v72 = (v69 - v71);
    v73 = textureSampleCompare(ShadowCascades, ShadowCompare, v67.xy, i32(round(v67.z)), v72);
    loop {
        let v312 = (v62 < vec2<f32>(0.0f, 0.0f));
        let v313 = any(v312);
        let v315 = (v62 > vec2<f32>(1.0f, 1.0f));
        let v316 = any(v315);
        let v317 = (v313 | v316);
        if v317 {
            v376 = 1.0f;
            break;
        }
        let v327 = ShadowParams[21].z;
        let v328 = min(v327, 2u);
        v329 = i32(v328);
        v332 = -(v329);
        v435 = 0.0f;
        v438 = 0.0f;
        v441 = v332;
        loop {
            let v345 = (v441 <= v329);
            if v345 {
                v434 = v435;
                v437 = v438;
                v443 = v332;
                loop {
                    let v375 = (v443 <= v329);
                    if v375 {
                        let v347 = f32(v443);
                        let v349 = f32(v441);
                        let v350 = vec2<f32>(v347, v349);
                        let v352 = bitcast<f32>(ShadowParams[21].y);
                        let v353 = vec2<f32>(v352);
                        let v354 = (v350 * v353);
                        let v358 = (v62 + v354);
                        let v361 = vec3<f32>(v358, v66);
                        let v363 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v361.xy, i32(round(v361.z)), v72);
                        v365 = (v434 + v363);
                        v368 = (v437 + 1.0f);
                    } else {
                        break;
                    }
                    continuing {
                        let v371 = (v443 + 1i);
                        v434 = v365;
                        v437 = v368;
                        v443 = v371;
                    }
                }
            } else {
                break;
            }
            continuing {
                let v338 = (v441 + 1i);
                v435 = v434;
                v438 = v437;
                v441 = v338;
            }
        }
        let v342 = (v435 / v438);
        v376 = v342;
        break;
        continuing {
        }
    }
    v81 = mix(v376, v73, 0.25f);
    v84 = (v400 + 1u);
    let v85 = (v84 < 4u);
    if v85 {
        let v88 = bitcast<f32>(ShadowParams[(64u + v400 * 4u) / 4u][(64u + v400 * 4u) % 4u]);
        let v94 = bitcast<f32>(ShadowParams[21].w);
        let v95 = (v88 - v94);
        let v96 = (v11 - v95);
        let v99 = max(v94, 0.0001f);
        let v100 = (v96 / v99);
        v101 = saturate(v100);
        let v104 = (v101 > 0.0f);
        if v104 {
            loop {
                let v184 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v84 * 16u) / 4u][(v84 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v84 * 16u) + 4u) / 4u][((v84 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v84 * 16u) + 8u) / 4u][((v84 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v84 * 16u) + 12u) / 4u][((v84 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v84 * 16u) + 1u) / 4u][((v84 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 1u) + 4u) / 4u][(((v84 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 1u) + 8u) / 4u][(((v84 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 1u) + 12u) / 4u][(((v84 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v84 * 16u) + 2u) / 4u][((v84 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 2u) + 4u) / 4u][(((v84 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 2u) + 8u) / 4u][(((v84 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 2u) + 12u) / 4u][(((v84 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v84 * 16u) + 3u) / 4u][((v84 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 3u) + 4u) / 4u][(((v84 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 3u) + 8u) / 4u][(((v84 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v84 * 16u) + 3u) + 12u) / 4u][(((v84 * 16u) + 3u) + 12u) % 4u])));
                let v187 = (v49 * v184);
                let v190 = v187.xyz;
                let v192 = v187.w;
                let v193 = vec3<f32>(v192);
                v194 = (v190 / v193);
                let v197 = v194.xy;
                let v198 = (v197 * vec2<f32>(0.5f, (-0.5f)));
                v199 = (v198 + vec2<f32>(0.5f, 0.5f));
                let v202 = (v199 < vec2<f32>(0.0f, 0.0f));
                let v203 = any(v202);
                let v205 = (v199 > vec2<f32>(1.0f, 1.0f));
                let v206 = any(v205);
                let v207 = (v203 | v206);
                if v207 {
                    v266 = 1.0f;
                    break;
                }
                let v209 = v194.z;
                v212 = (v209 - v71);
                let v217 = ShadowParams[21].z;
                let v218 = min(v217, 2u);
                v219 = i32(v218);
                v222 = -(v219);
                v412 = 0.0f;
                v417 = 0.0f;
                v424 = v222;
                loop {
                    let v235 = (v424 <= v219);
                    if v235 {
                        v411 = v412;
                        v416 = v417;
                        v428 = v222;
                        loop {
                            let v265 = (v428 <= v219);
                            if v265 {
                                let v237 = f32(v428);
                                let v239 = f32(v424);
                                let v240 = vec2<f32>(v237, v239);
                                let v242 = bitcast<f32>(ShadowParams[21].y);
                                let v243 = vec2<f32>(v242);
                                let v244 = (v240 * v243);
                                let v248 = (v199 + v244);
                                let v250 = f32(v84);
                                let v251 = vec3<f32>(v248, v250);
                                let v253 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v251.xy, i32(round(v251.z)), v212);
                                v255 = (v411 + v253);
                                v258 = (v416 + 1.0f);
                            } else {
                                break;
                            }
                            continuing {
                                let v261 = (v428 + 1i);
                                v411 = v255;
                                v416 = v258;
                                v428 = v261;
                            }
                        }
                    } else {
                        break;
                    }
                    continuing {
                        let v228 = (v424 + 1i);
                        v412 = v411;
                        v417 = v416;
                        v424 = v228;
                    }
                }
                let v232 = (v412 / v417);
                v266 = v232;
                break;
                continuing {
                }
            }
            let v116 = mix(v81, v266, v101);
            v396 = v116;
        } else {
            v396 = v81;
        }
        v397 = v396;
    } else {
        v397 = v81;
    }
    let v144 = ShadowDebug[4].z;
    let v145 = (v144 != 0u);
    let v148 = vec4<f32>(bitcast<f32>(ShadowDebug[(v400 * 4u) / 4u][(v400 * 4u) % 4u]), bitcast<f32>(ShadowDebug[((v400 * 4u) + 1u) / 4u][((v400 * 4u) + 1u) % 4u]), bitcast<f32>(ShadowDebug[((v400 * 4u) + 2u) / 4u][((v400 * 4u) + 2u) % 4u]), bitcast<f32>(ShadowDebug[((v400 * 4u) + 3u) / 4u][((v400 * 4u) + 3u) % 4u]));
    let v149 = v148.xyz;
    let v150 = select(vec3<f32>(1.0f, 1.0f, 1.0f), v149, v145);
    let v154 = vec3<f32>(v397);
    let v155 = (v150 * v154);
    let v156 = vec4<f32>(v155, 1.0f);
    out_var_SV_Target0 = v156;
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
