diagnostic(off, derivative_uniformity);

struct UiVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Local: vec2<f32>,
    Params: vec4<f32>,
    Kind: u32,
    Scissor: u32,
    Color: vec4<f32>,
}

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
    var v11: vec4<f32>;
    var v14: u32;
    var v17: u32;
    var v20: vec4<f32>;
    var v444: UiVaryings;
    var v65: vec4<f32>;
    var v69: f32;
    var v85: bool;
    var v92: bool;
    var v99: bool;
    var v480: vec4<f32>;
    var v482: f32;
    var v200: f32;
    var v258: f32;
    var v477: UiVaryings;
    var v155: f32;
    var v324: f32;
    var v328: f32;
    var v481: f32;
    var v489: vec4<f32>;
    var v492: u32;
    var v488: vec4<f32>;
    var v491: vec4<f32>;
    var v217: u32;
    var v219: f32;
    var v223: f32;
    var v502: vec4<f32>;
    var v505: u32;
    var v501: vec4<f32>;
    var v504: vec4<f32>;
    var v275: u32;
    var v277: f32;
    var v281: f32;
    v2 = gl_FragCoord;
    var t1 = UiVaryings();
    t1.Position = v2;
    let v432 = t1;
    v5 = in_var_TEXCOORD0;
    var t2 = v432;
    t2.Uv = v5;
    let v434 = t2;
    let v8 = in_var_TEXCOORD1;
    var t3 = v434;
    t3.Local = v8;
    let v436 = t3;
    v11 = in_var_TEXCOORD2;
    var t4 = v436;
    t4.Params = v11;
    let v438 = t4;
    v14 = in_var_TEXCOORD3;
    var t5 = v438;
    t5.Kind = v14;
    let v440 = t5;
    v17 = in_var_TEXCOORD4;
    var t6 = v440;
    t6.Scissor = v17;
    let v442 = t6;
    v20 = in_var_COLOR0;
    var t7 = v442;
    t7.Color = v20;
    v444 = t7;
    let v61 = (v17 < 16u);
    if v61 {
        v65 = vec4<f32>(bitcast<f32>(UiStyle[(v17 * 4u) / 4u][(v17 * 4u) % 4u]), bitcast<f32>(UiStyle[((v17 * 4u) + 1u) / 4u][((v17 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((v17 * 4u) + 2u) / 4u][((v17 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((v17 * 4u) + 3u) / 4u][((v17 * 4u) + 3u) % 4u]));
        v69 = v2.x;
        let v71 = v65.x;
        let v72 = (v69 < v71);
        if v72 {
            v85 = true;
        } else {
            let v81 = v2.y;
            let v83 = v65.y;
            let v84 = (v81 < v83);
            v85 = v84;
        }
        if v85 {
            v92 = true;
        } else {
            let v90 = v65.z;
            let v91 = (v69 > v90);
            v92 = v91;
        }
        if v92 {
            v99 = true;
        } else {
            let v95 = v2.y;
            let v97 = v65.w;
            let v98 = (v95 > v97);
            v99 = v98;
        }
        if v99 {
            discard;
            return;
        }
    }
    switch v14 {
        case 0u: {
            v480 = v20;
            v482 = 1.0f;
        }
        case 1u: {
            let v112 = v11.zw;
            let v113 = normalize(v112);
            let v114 = dot(v5, v113);
            v200 = saturate(v114);
            let v203 = bitcast<vec4<f32>>(UiStyle[16]);
            v489 = v203;
            v492 = 1u;
            loop {
                let v215 = (v492 < 8u);
                if v215 {
                    let v208 = UiStyle[32].x;
                    let v209 = (v492 >= v208);
                    if v209 {
                        v491 = v489;
                        break;
                    }
                    v217 = (v492 - 1u);
                    v219 = bitcast<f32>(UiStyle[(96u + v217 * 4u) / 4u][(96u + v217 * 4u) % 4u]);
                    v223 = bitcast<f32>(UiStyle[(96u + v492 * 4u) / 4u][(96u + v492 * 4u) % 4u]);
                    let v227 = (v223 <= v219);
                    if v227 {
                        v488 = v489;
                        continue;
                    }
                    let v230 = (v200 <= v223);
                    if v230 {
                        let v234 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v217 * 4u) / 4u][(64u + v217 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v217 * 4u) + 1u) / 4u][((64u + v217 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v217 * 4u) + 2u) / 4u][((64u + v217 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v217 * 4u) + 3u) / 4u][((64u + v217 * 4u) + 3u) % 4u]));
                        let v237 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v492 * 4u) / 4u][(64u + v492 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v492 * 4u) + 1u) / 4u][((64u + v492 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v492 * 4u) + 2u) / 4u][((64u + v492 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v492 * 4u) + 3u) / 4u][((64u + v492 * 4u) + 3u) % 4u]));
                        let v240 = (v200 - v219);
                        let v243 = (v223 - v219);
                        let v244 = (v240 / v243);
                        let v245 = saturate(v244);
                        let v246 = vec4<f32>(v245);
                        let v247 = mix(v234, v237, v246);
                        v491 = v247;
                        break;
                    }
                    let v251 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v492 * 4u) / 4u][(64u + v492 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v492 * 4u) + 1u) / 4u][((64u + v492 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v492 * 4u) + 2u) / 4u][((64u + v492 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v492 * 4u) + 3u) / 4u][((64u + v492 * 4u) + 3u) % 4u]));
                    v488 = v251;
                } else {
                    v491 = v489;
                    break;
                }
                continuing {
                    let v211 = (v492 + 1u);
                    v489 = v488;
                    v492 = v211;
                }
            }
            let v254 = (v20 * v491);
            v480 = v254;
            v482 = 1.0f;
        }
        case 2u: {
            let v117 = (v5 - vec2<f32>(0.5f, 0.5f));
            let v118 = length(v117);
            let v119 = (v118 * 2.0f);
            v258 = saturate(v119);
            let v261 = bitcast<vec4<f32>>(UiStyle[16]);
            v502 = v261;
            v505 = 1u;
            loop {
                let v273 = (v505 < 8u);
                if v273 {
                    let v266 = UiStyle[32].x;
                    let v267 = (v505 >= v266);
                    if v267 {
                        v504 = v502;
                        break;
                    }
                    v275 = (v505 - 1u);
                    v277 = bitcast<f32>(UiStyle[(96u + v275 * 4u) / 4u][(96u + v275 * 4u) % 4u]);
                    v281 = bitcast<f32>(UiStyle[(96u + v505 * 4u) / 4u][(96u + v505 * 4u) % 4u]);
                    let v285 = (v281 <= v277);
                    if v285 {
                        v501 = v502;
                        continue;
                    }
                    let v288 = (v258 <= v281);
                    if v288 {
                        let v292 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v275 * 4u) / 4u][(64u + v275 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v275 * 4u) + 1u) / 4u][((64u + v275 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v275 * 4u) + 2u) / 4u][((64u + v275 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v275 * 4u) + 3u) / 4u][((64u + v275 * 4u) + 3u) % 4u]));
                        let v295 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v505 * 4u) / 4u][(64u + v505 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v505 * 4u) + 1u) / 4u][((64u + v505 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v505 * 4u) + 2u) / 4u][((64u + v505 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v505 * 4u) + 3u) / 4u][((64u + v505 * 4u) + 3u) % 4u]));
                        let v298 = (v258 - v277);
                        let v301 = (v281 - v277);
                        let v302 = (v298 / v301);
                        let v303 = saturate(v302);
                        let v304 = vec4<f32>(v303);
                        let v305 = mix(v292, v295, v304);
                        v504 = v305;
                        break;
                    }
                    let v309 = vec4<f32>(bitcast<f32>(UiStyle[(64u + v505 * 4u) / 4u][(64u + v505 * 4u) % 4u]), bitcast<f32>(UiStyle[((64u + v505 * 4u) + 1u) / 4u][((64u + v505 * 4u) + 1u) % 4u]), bitcast<f32>(UiStyle[((64u + v505 * 4u) + 2u) / 4u][((64u + v505 * 4u) + 2u) % 4u]), bitcast<f32>(UiStyle[((64u + v505 * 4u) + 3u) / 4u][((64u + v505 * 4u) + 3u) % 4u]));
                    v501 = v309;
                } else {
                    v504 = v502;
                    break;
                }
                continuing {
                    let v269 = (v505 + 1u);
                    v502 = v501;
                    v505 = v269;
                }
            }
            let v312 = (v20 * v504);
            v480 = v312;
            v482 = 1.0f;
        }
        case 4u: {
            let v122 = v11.x;
            let v125 = v11.y;
            let v126 = min(v122, v125);
            var t8 = v444;
            t8.Params.z = v126;
            let v461 = t8;
            v477 = v461;
            let v130 = v477.Local;
            let v131 = abs(v130);
            let v133 = v477.Params;
            let v134 = v133.xy;
            let v135 = (v131 - v134);
            let v138 = v133.z;
            let v139 = vec2<f32>(v138);
            let v140 = (v135 + v139);
            let v143 = v140.x;
            let v145 = v140.y;
            let v146 = max(v143, v145);
            let v147 = min(v146, 0.0f);
            let v149 = max(v140, vec2<f32>(0.0f, 0.0f));
            let v150 = length(v149);
            let v151 = (v147 + v150);
            v155 = (v151 - v138);
            let v316 = fwidth(v155);
            let v317 = max(v316, 0.0001f);
            let v320 = -(v317);
            let v323 = smoothstep(v320, v317, v155);
            v324 = (1.0f - v323);
            v328 = v133.w;
            let v329 = (v328 > 0.0f);
            if v329 {
                let v197 = (v155 + v328);
                let v418 = fwidth(v197);
                let v419 = max(v418, 0.0001f);
                let v422 = -(v419);
                let v425 = smoothstep(v422, v419, v197);
                let v426 = (1.0f - v425);
                let v427 = (v426 * 0.75f);
                let v429 = (v324 - v427);
                v481 = v429;
            } else {
                v481 = v324;
            }
            v480 = v20;
            v482 = v481;
        }
        case 3u: {
            v477 = v444;
            let v130 = v477.Local;
            let v131 = abs(v130);
            let v133 = v477.Params;
            let v134 = v133.xy;
            let v135 = (v131 - v134);
            let v138 = v133.z;
            let v139 = vec2<f32>(v138);
            let v140 = (v135 + v139);
            let v143 = v140.x;
            let v145 = v140.y;
            let v146 = max(v143, v145);
            let v147 = min(v146, 0.0f);
            let v149 = max(v140, vec2<f32>(0.0f, 0.0f));
            let v150 = length(v149);
            let v151 = (v147 + v150);
            v155 = (v151 - v138);
            let v316 = fwidth(v155);
            let v317 = max(v316, 0.0001f);
            let v320 = -(v317);
            let v323 = smoothstep(v320, v317, v155);
            v324 = (1.0f - v323);
            v328 = v133.w;
            let v329 = (v328 > 0.0f);
            if v329 {
                let v197 = (v155 + v328);
                let v418 = fwidth(v197);
                let v419 = max(v418, 0.0001f);
                let v422 = -(v419);
                let v425 = smoothstep(v422, v419, v197);
                let v426 = (1.0f - v425);
                let v427 = (v426 * 0.75f);
                let v429 = (v324 - v427);
                v481 = v429;
            } else {
                v481 = v324;
            }
            v480 = v20;
            v482 = v481;
        }
        case 7u: {
            let v162 = v11.xy;
            let v163 = (v162 * vec2<f32>(2.0f, 2.0f));
            let v166 = v11.zw;
            let v335 = max(v163, vec2<f32>(1.0f, 1.0f));
            let v336 = (v166 / v335);
            let v340 = (v5 / v336);
            let v342 = bitcast<vec2<f32>>(UiStyle[32].zw);
            let v343 = (v340 * v342);
            let v346 = (vec2<f32>(1.0f, 1.0f) - v5);
            let v348 = (v346 / v336);
            let v351 = (v348 * v342);
            let v352 = (vec2<f32>(1.0f, 1.0f) - v351);
            let v358 = (vec2<f32>(1.0f, 1.0f) - v342);
            let v361 = (v5 - v336);
            let v363 = (vec2<f32>(2.0f, 2.0f) * v336);
            let v364 = (vec2<f32>(1.0f, 1.0f) - v363);
            let v365 = max(v364, vec2<f32>(0.0001f, 0.0001f));
            let v366 = (v361 / v365);
            let v367 = mix(v342, v358, v366);
            let v370 = v5.x;
            let v372 = v336.x;
            let v373 = (v370 < v372);
            let v375 = v343.x;
            let v380 = (1.0f - v372);
            let v381 = (v370 > v380);
            let v383 = v352.x;
            let v385 = v367.x;
            let v386 = select(v385, v383, v381);
            let v387 = select(v386, v375, v373);
            var t9 = vec2<f32>();
            t9.x = v387;
            let v474 = t9;
            let v391 = v5.y;
            let v393 = v336.y;
            let v394 = (v391 < v393);
            let v396 = v343.y;
            let v401 = (1.0f - v393);
            let v402 = (v391 > v401);
            let v404 = v352.y;
            let v406 = v367.y;
            let v407 = select(v406, v404, v402);
            let v408 = select(v407, v396, v394);
            var t10 = v474;
            t10.y = v408;
            let v476 = t10;
            let v412 = textureSample(UiImage, UiLinear, v476);
            let v414 = (v20 * v412);
            v480 = v414;
            v482 = 1.0f;
        }
        case 5u: {
            let v169 = textureSample(UiImage, UiLinear, v5);
            let v171 = (v20 * v169);
            v480 = v171;
            v482 = 1.0f;
        }
        case 6u: {
            let v175 = textureSample(UiFontSdf, UiLinear, v5).x;
            let v178 = fwidth(v175);
            let v179 = max(v178, 0.0001f);
            let v181 = bitcast<f32>(UiStyle[32].y);
            let v182 = max(v181, 0.01f);
            let v183 = (v179 / v182);
            let v186 = (0.5f - v183);
            let v188 = (0.5f + v183);
            let v190 = smoothstep(v186, v188, v175);
            v480 = v20;
            v482 = v190;
        }
        default: {
            v480 = vec4<f32>(1.0f, 0.0f, 1.0f, 1.0f);
            v482 = 1.0f;
        }
    }
    let v101 = saturate(v482);
    let v103 = v480.w;
    let v104 = (v103 * v101);
    var t11 = v480;
    t11.w = v104;
    let v454 = t11;
    out_var_SV_Target0 = v454;
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
