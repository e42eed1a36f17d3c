diagnostic(off, derivative_uniformity);

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
fn PSMain_1() {
    var v2: vec4<f32>;
    var v5: vec2<f32>;
    var v8: vec2<f32>;
    var v11: vec4<f32>;
    var v14: u32;
    var v17: u32;
    var v20: vec4<f32>;
    var v481: vec4<f32>;
    var v483: f32;
    var v207: f32;
    var v267: f32;
    var v478: vec4<f32>;
    var v141: f32;
    var v332: f32;
    var v148: f32;
    var v482: f32;
    var v487: vec4<f32>;
    var v490: u32;
    var v486: vec4<f32>;
    var v489: vec4<f32>;
    var v224: u32;
    var v226: f32;
    var v230: f32;
    var v500: vec4<f32>;
    var v503: u32;
    var v499: vec4<f32>;
    var v502: vec4<f32>;
    var v284: u32;
    var v286: f32;
    var v290: f32;
    v2 = gl_FragCoord;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    v14 = in_var_TEXCOORD3;
    v17 = in_var_TEXCOORD4;
    v20 = in_var_COLOR0;
    let v39 = (v17 < 16u);
    if v39 {
        let v43 = vec4<f32>(bitcast<f32>(UiStyle[(v17 * 4u) / 4u][(v17 * 4u) % 4u]), bitcast<f32>(UiStyle[((v17 * 4u) + 1u) / 4u][((v17 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((v17 * 4u) + 2u) / 4u][((v17 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((v17 * 4u) + 3u) / 4u][((v17 * 4u) + 3u) % 4u]));
        let v47 = v2.x;
        let v49 = v43.x;
        let v50 = (v47 < v49);
        let v59 = v2.y;
        let v61 = v43.y;
        let v62 = (v59 < v61);
        let v63 = (v50 | v62);
        let v68 = v43.z;
        let v69 = (v47 > v68);
        let v70 = (v63 | v69);
        let v75 = v43.w;
        let v76 = (v59 > v75);
        let v77 = (v70 | v76);
        if v77 {
            discard;
            return;
        }
    }
    switch v14 {
        case 0u: {
            v481 = v20;
            v483 = 1.0f;
        }
        case 1u: {
            let v90 = v11.zw;
            let v91 = normalize(v90);
            let v92 = dot(v5, v91);
            v207 = saturate(v92);
            let v210 = bitcast<vec4<f32>>(UiStyle[16]);
            v487 = v210;
            v490 = 1u;
            loop {
                let v222 = (v490 < 8u);
                if v222 {
                    let v215 = UiStyle[32].x;
                    let v216 = (v490 >= v215);
                    if v216 {
                        v489 = v487;
                        break;
                    }
                    v224 = (v490 - 1u);
                    v226 = bitcast<f32>(UiStyle[(96u + v224 * 4u) / 4u][(96u + v224 * 4u) % 4u]);
                    v230 = bitcast<f32>(UiStyle[(96u + v490 * 4u) / 4u][(96u + v490 * 4u) % 4u]);
                    let v234 = (v230 <= v226);
                    if v234 {
                        v486 = v487;
                        continue;
                    }
                    let v237 = (v207 <= v230);
                    if v237 {
                        let v241 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v224 * 4u) / 4u][(64u + v224 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v224 * 4u) + 1u) / 4u][((64u + v224 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v224 * 4u) + 2u) / 4u][((64u + v224 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v224 * 4u) + 3u) / 4u][((64u + v224 * 4u) + 3u) % 4u]));
                        let v244 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v490 * 4u) / 4u][(64u + v490 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v490 * 4u) + 1u) / 4u][((64u + v490 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v490 * 4u) + 2u) / 4u][((64u + v490 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v490 * 4u) + 3u) / 4u][((64u + v490 * 4u) + 3u) % 4u]));
                        let v247 = (v207 - v226);
                        let v250 = (v230 - v226);
                        let v251 = (v247 / v250);
                        let v252 = saturate(v251);
                        let v253 = vec4<f32>(v252);
                        let v254 = mix(v241, v244, v253);
                        v489 = v254;
                        break;
                    }
                    let v258 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v490 * 4u) / 4u][(64u + v490 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v490 * 4u) + 1u) / 4u][((64u + v490 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v490 * 4u) + 2u) / 4u][((64u + v490 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v490 * 4u) + 3u) / 4u][((64u + v490 * 4u) + 3u) % 4u]));
                    v486 = v258;
                } else {
                    v489 = v487;
                    break;
                }
                continuing {
                    let v218 = (v490 + 1u);
                    v487 = v486;
                    v490 = v218;
                }
            }
            let v95 = (v20 * v489);
            v481 = v95;
            v483 = 1.0f;
        }
        case 2u: {
            let v99 = (v5 - vec2<f32>(0.5f, 0.5f));
            let v100 = length(v99);
            let v101 = (v100 * 2.0f);
            v267 = saturate(v101);
            let v270 = bitcast<vec4<f32>>(UiStyle[16]);
            v500 = v270;
            v503 = 1u;
            loop {
                let v282 = (v503 < 8u);
                if v282 {
                    let v275 = UiStyle[32].x;
                    let v276 = (v503 >= v275);
                    if v276 {
                        v502 = v500;
                        break;
                    }
                    v284 = (v503 - 1u);
                    v286 = bitcast<f32>(UiStyle[(96u + v284 * 4u) / 4u][(96u + v284 * 4u) % 4u]);
                    v290 = bitcast<f32>(UiStyle[(96u + v503 * 4u) / 4u][(96u + v503 * 4u) % 4u]);
                    let v294 = (v290 <= v286);
                    if v294 {
                        v499 = v500;
                        continue;
                    }
                    let v297 = (v267 <= v290);
                    if v297 {
                        let v301 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v284 * 4u) / 4u][(64u + v284 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v284 * 4u) + 1u) / 4u][((64u + v284 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v284 * 4u) + 2u) / 4u][((64u + v284 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v284 * 4u) + 3u) / 4u][((64u + v284 * 4u) + 3u) % 4u]));
                        let v304 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v503 * 4u) / 4u][(64u + v503 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v503 * 4u) + 1u) / 4u][((64u + v503 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v503 * 4u) + 2u) / 4u][((64u + v503 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v503 * 4u) + 3u) / 4u][((64u + v503 * 4u) + 3u) % 4u]));
                        let v307 = (v267 - v286);
                        let v310 = (v290 - v286);
                        let v311 = (v307 / v310);
                        let v312 = saturate(v311);
                        let v313 = vec4<f32>(v312);
                        let v314 = mix(v301, v304, v313);
                        v502 = v314;
                        break;
                    }
                    let v318 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v503 * 4u) / 4u][(64u + v503 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v503 * 4u) + 1u) / 4u][((64u + v503 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v503 * 4u) + 2u) / 4u][((64u + v503 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v503 * 4u) + 3u) / 4u][((64u + v503 * 4u) + 3u) % 4u]));
                    v499 = v318;
                } else {
                    v502 = v500;
                    break;
                }
                continuing {
                    let v278 = (v503 + 1u);
                    v500 = v499;
                    v503 = v278;
                }
            }
            let v104 = (v20 * v502);
            v481 = v104;
            v483 = 1.0f;
        }
        case 4u: {
            let v108 = v11.x;
            let v111 = v11.y;
            let v112 = min(v108, v111);
            var t1 = v11;
            t1.z = v112;
            let v473 = t1;
            v478 = v473;
            let v117 = abs(v8);
            let v120 = v478.xy;
            let v121 = (v117 - v120);
            let v124 = v478.z;
            let v125 = vec2<f32>(v124);
            let v126 = (v121 + v125);
            let v129 = v126.x;
            let v131 = v126.y;
            let v132 = max(v129, v131);
            let v133 = min(v132, 0.0f);
            let v135 = max(v126, vec2<f32>(0.0f, 0.0f));
            let v136 = length(v135);
            let v137 = (v133 + v136);
            v141 = (v137 - v124);
            let v324 = fwidth(v141);
            let v325 = max(v324, 0.0001f);
            let v328 = -(v325);
            let v331 = smoothstep(v328, v325, v141);
            v332 = (1.0f - v331);
            v148 = v478.w;
            let v149 = (v148 > 0.0f);
            if v149 {
                let v194 = (v141 + v148);
                let v427 = fwidth(v194);
                let v428 = max(v427, 0.0001f);
                let v431 = -(v428);
                let v434 = smoothstep(v431, v428, v194);
                let v435 = (1.0f - v434);
                let v196 = (v435 * 0.75f);
                let v198 = (v332 - v196);
                v482 = v198;
            } else {
                v482 = v332;
            }
            v481 = v20;
            v483 = v482;
        }
        case 3u: {
            v478 = v11;
            let v117 = abs(v8);
            let v120 = v478.xy;
            let v121 = (v117 - v120);
            let v124 = v478.z;
            let v125 = vec2<f32>(v124);
            let v126 = (v121 + v125);
            let v129 = v126.x;
            let v131 = v126.y;
            let v132 = max(v129, v131);
            let v133 = min(v132, 0.0f);
            let v135 = max(v126, vec2<f32>(0.0f, 0.0f));
            let v136 = length(v135);
            let v137 = (v133 + v136);
            v141 = (v137 - v124);
            let v324 = fwidth(v141);
            let v325 = max(v324, 0.0001f);
            let v328 = -(v325);
            let v331 = smoothstep(v328, v325, v141);
            v332 = (1.0f - v331);
            v148 = v478.w;
            let v149 = (v148 > 0.0f);
            if v149 {
                let v194 = (v141 + v148);
                let v427 = fwidth(v194);
                let v428 = max(v427, 0.0001f);
                let v431 = -(v428);
                let v434 = smoothstep(v431, v428, v194);
                let v435 = (1.0f - v434);
                let v196 = (v435 * 0.75f);
                let v198 = (v332 - v196);
                v482 = v198;
            } else {
                v482 = v332;
            }
            v481 = v20;
            v483 = v482;
        }
        case 7u: {
            let v154 = v11.xy;
            let v155 = (v154 * vec2<f32>(2.0f, 2.0f));
            let v158 = v11.zw;
            let v346 = max(v155, vec2<f32>(1.0f, 1.0f));
            let v347 = (v158 / v346);
            let v351 = (v5 / v347);
            let v353 = bitcast<vec2<f32>>(UiStyle[32].zw);
            let v354 = (v351 * v353);
            let v357 = (vec2<f32>(1.0f, 1.0f) - v5);
            let v359 = (v357 / v347);
            let v362 = (v359 * v353);
            let v363 = (vec2<f32>(1.0f, 1.0f) - v362);
            let v369 = (vec2<f32>(1.0f, 1.0f) - v353);
            let v372 = (v5 - v347);
            let v374 = (vec2<f32>(2.0f, 2.0f) * v347);
            let v375 = (vec2<f32>(1.0f, 1.0f) - v374);
            let v376 = max(v375, vec2<f32>(0.0001f, 0.0001f));
            let v377 = (v372 / v376);
            let v378 = mix(v353, v369, v377);
            let v381 = v5.x;
            let v383 = v347.x;
            let v384 = (v381 < v383);
            let v386 = v354.x;
            let v391 = (1.0f - v383);
            let v392 = (v381 > v391);
            let v394 = v363.x;
            let v396 = v378.x;
            let v397 = select(v396, v394, v392);
            let v398 = select(v397, v386, v384);
            var t2 = vec2<f32>();
            t2.x = v398;
            let v475 = t2;
            let v402 = v5.y;
            let v404 = v347.y;
            let v405 = (v402 < v404);
            let v407 = v354.y;
            let v412 = (1.0f - v404);
            let v413 = (v402 > v412);
            let v415 = v363.y;
            let v417 = v378.y;
            let v418 = select(v417, v415, v413);
            let v419 = select(v418, v407, v405);
            var t3 = v475;
            t3.y = v419;
            let v477 = t3;
            let v160 = textureSample(UiImage, UiLinear, v477);
            let v162 = (v20 * v160);
            v481 = v162;
            v483 = 1.0f;
        }
        case 5u: {
            let v166 = textureSample(UiImage, UiLinear, v5);
            let v168 = (v20 * v166);
            v481 = v168;
            v483 = 1.0f;
        }
        case 6u: {
            let v172 = textureSample(UiFontSdf, UiLinear, v5).x;
            let v175 = fwidth(v172);
            let v176 = max(v175, 0.0001f);
            let v178 = bitcast<f32>(UiStyle[32].y);
            let v179 = max(v178, 0.01f);
            let v180 = (v176 / v179);
            let v183 = (0.5f - v180);
            let v185 = (0.5f + v180);
            let v187 = smoothstep(v183, v185, v172);
            v481 = v20;
            v483 = v187;
        }
        default: {
            v481 = vec4<f32>(1.0f, 0.0f, 1.0f, 1.0f);
            v483 = 1.0f;
        }
    }
    let v79 = saturate(v483);
    let v81 = v481.w;
    let v82 = (v81 * v79);
    var t4 = v481;
    t4.w = v82;
    let v471 = t4;
    out_var_SV_Target0 = v471;
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
