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
    var v66: vec3<f32>;
    var v85: f32;
    var v388: f32;
    var v387: f32;
    var v392: u32;
    var v393: u32;
    var v126: vec4<f32>;
    var v139: vec2<f32>;
    var v143: f32;
    var v148: f32;
    var v149: f32;
    var v150: f32;
    var v391: u32;
    var v195: vec3<f32>;
    var v200: vec2<f32>;
    var v208: bool;
    var v213: f32;
    var v220: i32;
    var v223: i32;
    var v412: f32;
    var v417: f32;
    var v424: i32;
    var v411: f32;
    var v416: f32;
    var v428: i32;
    var v256: f32;
    var v259: f32;
    var v267: f32;
    var v307: bool;
    var v319: i32;
    var v322: i32;
    var v440: f32;
    var v443: f32;
    var v446: i32;
    var v439: f32;
    var v442: f32;
    var v448: i32;
    var v355: f32;
    var v358: f32;
    var v366: f32;
    var v368: f32;
    var v371: u32;
    v5 = in_var_TEXCOORD0;
    let v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    v66 = normalize(v8);
    v392 = 0u;
    v393 = 0u;
    loop {
        let v110 = (v393 < 3u);
        if v110 {
            let v103 = bitcast<f32>(ShadowParams[(64u + v393 * 4u) / 4u][(64u + v393 * 4u) % 4u]);
            let v104 = (v11 > v103);
            if v104 {
                let v112 = (v393 + 1u);
                v391 = v112;
            } else {
                v391 = v392;
            }
        } else {
            break;
        }
        continuing {
            let v106 = (v393 + 1u);
            v392 = v391;
            v393 = v106;
        }
    }
    let v117 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v392 * 16u) / 4u][(v392 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v392 * 16u) + 4u) / 4u][((v392 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v392 * 16u) + 8u) / 4u][((v392 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v392 * 16u) + 12u) / 4u][((v392 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v392 * 16u) + 1u) / 4u][((v392 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v392 * 16u) + 1u) + 4u) / 4u][(((v392 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v392 * 16u) + 1u) + 8u) / 4u][(((v392 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v392 * 16u) + 1u) + 12u) / 4u][(((v392 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v392 * 16u) + 2u) / 4u][((v392 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v392 * 16u) + 2u) + 4u) / 4u][(((v392 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v392 * 16u) + 2u) + 8u) / 4u][(((v392 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v392 * 16u) + 2u) + 12u) / 4u][(((v392 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v392 * 16u) + 3u) / 4u][((v392 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v392 * 16u) + 3u) + 4u) / 4u][(((v392 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v392 * 16u) + 3u) + 8u) / 4u][(((v392 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v392 * 16u) + 3u) + 12u) / 4u][(((v392 * 16u) + 3u) + 12u) % 4u])));
    let v122 = bitcast<f32>(ShadowParams[21].x);
    let v123 = vec3<f32>(v122);
    let v124 = (v66 * v123);
    let v125 = (v5 + v124);
    v126 = vec4<f32>(v125, 1.0f);
    let v127 = (v126 * v117);
    let v130 = v127.xyz;
    let v132 = v127.w;
    let v133 = vec3<f32>(v132);
    let v134 = (v130 / v133);
    let v137 = v134.xy;
    let v138 = (v137 * vec2<f32>(0.5f, (-0.5f)));
    v139 = (v138 + vec2<f32>(0.5f, 0.5f));
    v143 = f32(v392);
    let v144 = vec3<f32>(v139, v143);
    let v146 = v134.z;
    v148 = bitcast<f32>(ShadowParams[20].w);
    v149 = (v146 - v148);
    v150 = textureSampleCompare(ShadowCascades, ShadowCompare, v144.xy, i32(round(v144.z)), v149);
    loop {
        let v302 = (v139 < vec2<f32>(0.0f, 0.0f));
        let v303 = any(v302);
        if v303 {
            v307 = true;
        } else {
            let v305 = (v139 > vec2<f32>(1.0f, 1.0f));
            let v306 = any(v305);
            v307 = v306;
        }
        if v307 {
            v366 = 1.0f;
            break;
        }
        let v317 = ShadowParams[21].z;
        let v318 = min(v317, 2u);
        v319 = i32(v318);
        v322 = -(v319);
        v440 = 0.0f;
        v443 = 0.0f;
        v446 = v322;
        loop {
            let v335 = (v446 <= v319);
            if v335 {
                v439 = v440;
                v442 = v443;
                v448 = v322;
                loop {
                    let v365 = (v448 <= v319);
                    if v365 {
                        let v337 = f32(v448);
                        let v339 = f32(v446);
                        let v340 = vec2<f32>(v337, v339);
                        let v342 = bitcast<f32>(ShadowParams[21].y);
                        let v343 = vec2<f32>(v342);
                        let v344 = (v340 * v343);
                        let v348 = (v139 + v344);
                        let v351 = vec3<f32>(v348, v143);
                        let v353 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v351.xy, i32(round(v351.z)), v149);
                        v355 = (v439 + v353);
                        v358 = (v442 + 1.0f);
                    } else {
                        break;
                    }
                    continuing {
                        let v361 = (v448 + 1i);
                        v439 = v355;
                        v442 = v358;
                        v448 = v361;
                    }
                }
            } else {
                break;
            }
            continuing {
                let v328 = (v446 + 1i);
                v440 = v439;
                v443 = v442;
                v446 = v328;
            }
        }
        let v332 = (v440 / v443);
        v366 = v332;
        break;
        continuing {
        }
    }
    v368 = mix(v366, v150, 0.25f);
    v371 = (v392 + 1u);
    let v372 = (v371 < 4u);
    if v372 {
        let v72 = bitcast<f32>(ShadowParams[(64u + v392 * 4u) / 4u][(64u + v392 * 4u) % 4u]);
        let v78 = bitcast<f32>(ShadowParams[21].w);
        let v79 = (v72 - v78);
        let v80 = (v11 - v79);
        let v83 = max(v78, 0.0001f);
        let v84 = (v80 / v83);
        v85 = saturate(v84);
        let v88 = (v85 > 0.0f);
        if v88 {
            loop {
                let v185 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v371 * 16u) / 4u][(v371 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v371 * 16u) + 4u) / 4u][((v371 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v371 * 16u) + 8u) / 4u][((v371 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v371 * 16u) + 12u) / 4u][((v371 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v371 * 16u) + 1u) / 4u][((v371 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v371 * 16u) + 1u) + 4u) / 4u][(((v371 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v371 * 16u) + 1u) + 8u) / 4u][(((v371 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v371 * 16u) + 1u) + 12u) / 4u][(((v371 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v371 * 16u) + 2u) / 4u][((v371 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v371 * 16u) + 2u) + 4u) / 4u][(((v371 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v371 * 16u) + 2u) + 8u) / 4u][(((v371 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v371 * 16u) + 2u) + 12u) / 4u][(((v371 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v371 * 16u) + 3u) / 4u][((v371 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v371 * 16u) + 3u) + 4u) / 4u][(((v371 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v371 * 16u) + 3u) + 8u) / 4u][(((v371 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v371 * 16u) + 3u) + 12u) / 4u][(((v371 * 16u) + 3u) + 12u) % 4u])));
                let v188 = (v126 * v185);
                let v191 = v188.xyz;
                let v193 = v188.w;
                let v194 = vec3<f32>(v193);
                v195 = (v191 / v194);
                let v198 = v195.xy;
                let v199 = (v198 * vec2<f32>(0.5f, (-0.5f)));
                v200 = (v199 + vec2<f32>(0.5f, 0.5f));
                let v203 = (v200 < vec2<f32>(0.0f, 0.0f));
                let v204 = any(v203);
                if v204 {
                    v208 = true;
                } else {
                    let v206 = (v200 > vec2<f32>(1.0f, 1.0f));
                    let v207 = any(v206);
                    v208 = v207;
                }
                if v208 {
                    v267 = 1.0f;
                    break;
                }
                let v210 = v195.z;
                v213 = (v210 - v148);
                let v218 = ShadowParams[21].z;
                let v219 = min(v218, 2u);
                v220 = i32(v219);
                v223 = -(v220);
                v412 = 0.0f;
                v417 = 0.0f;
                v424 = v223;
                loop {
                    let v236 = (v424 <= v220);
                    if v236 {
                        v411 = v412;
                        v416 = v417;
                        v428 = v223;
                        loop {
                            let v266 = (v428 <= v220);
                            if v266 {
                                let v238 = f32(v428);
                                let v240 = f32(v424);
                                let v241 = vec2<f32>(v238, v240);
                                let v243 = bitcast<f32>(ShadowParams[21].y);
                                let v244 = vec2<f32>(v243);
                                let v245 = (v241 * v244);
                                let v249 = (v200 + v245);
                                let v251 = f32(v371);
                                let v252 = vec3<f32>(v249, v251);
                                let v254 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v252.xy, i32(round(v252.z)), v213);
                                v256 = (v411 + v254);
                                v259 = (v416 + 1.0f);
                            } else {
                                break;
                            }
                            continuing {
                                let v262 = (v428 + 1i);
                                v411 = v256;
                                v416 = v259;
                                v428 = v262;
                            }
                        }
                    } else {
                        break;
                    }
                    continuing {
                        let v229 = (v424 + 1i);
                        v412 = v411;
                        v417 = v416;
                        v424 = v229;
                    }
                }
                let v233 = (v412 / v417);
                v267 = v233;
                break;
                continuing {
                }
            }
            let v269 = mix(v368, v267, v85);
            v387 = v269;
        } else {
            v387 = v368;
        }
        v388 = v387;
    } else {
        v388 = v368;
    }
    let v159 = ShadowDebug[4].z;
    let v160 = (v159 != 0u);
    let v163 = vec4<f32>(bitcast<f32>(ShadowDebug[(v392 * 4u) / 4u][(v392 * 4u) % 4u]), bitcast<f32>(ShadowDebug[((v392 * 4u) + 1u) / 4u][((v392 * 4u) + 1u) % 4u]), bitcast<f32>(ShadowDebug[((v392 * 4u) + 2u) / 4u][((v392 * 4u) + 2u) % 4u]), bitcast<f32>(ShadowDebug[((v392 * 4u) + 3u) / 4u][((v392 * 4u) + 3u) % 4u]));
    let v164 = v163.xyz;
    let v165 = select(vec3<f32>(1.0f, 1.0f, 1.0f), v164, v160);
    let v169 = vec3<f32>(v388);
    let v170 = (v165 * v169);
    let v171 = vec4<f32>(v170, 1.0f);
    out_var_SV_Target0 = v171;
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
