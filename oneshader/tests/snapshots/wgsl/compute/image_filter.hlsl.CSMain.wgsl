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
    var v43: u32;
    var v45: u32;
    var v54: vec2<i32>;
    var v375: u32;
    var v104: vec2<i32>;
    var v264: u32;
    var v266: vec4<f32>;
    var v378: vec4<f32>;
    var v276: u32;
    var v312: u32;
    var v336: u32;
    var v360: u32;
    var v381: vec4<f32>;
    var v384: i32;
    var v380: vec4<f32>;
    var v387: i32;
    var v288: u32;
    var v169: i32;
    var v175: i32;
    var v181: vec4<f32>;
    var v391: vec3<f32>;
    var v394: vec3<f32>;
    var v397: i32;
    var v300: u32;
    var v324: u32;
    var v209: vec3<f32>;
    var v348: u32;
    var v372: u32;
    var v228: vec3<f32>;
    v4 = gl_GlobalInvocationID;
    v6 = gl_WorkGroupID;
    v8 = gl_LocalInvocationID;
    v10 = gl_LocalInvocationIndex;
    loop {
        let v42 = textureDimensions(FilterSource, 0u);
        v43 = v42.x;
        v45 = v42.y;
        let v48 = v6.xy;
        let v49 = (v48 * vec2<u32>(16u, 16u));
        let v50 = vec2<i32>(v49);
        let v51 = (v50 - vec2<i32>(2i, 2i));
        let v53 = bitcast<vec2<i32>>(Filter[0].zw);
        v54 = (v51 + v53);
        v375 = v10;
        loop {
            let v95 = (v375 < 400u);
            if v95 {
                let v60 = (v375 % 20u);
                let v61 = i32(v60);
                let v63 = (v375 / 20u);
                let v64 = i32(v63);
                let v65 = vec2<i32>(v61, v64);
                let v66 = (v54 + v65);
                let v70 = (v43 - 1u);
                let v71 = i32(v70);
                let v73 = (v45 - 1u);
                let v74 = i32(v73);
                let v75 = vec2<i32>(v71, v74);
                let v76 = clamp(v66, vec2<i32>(0i, 0i), v75);
                let v79 = vec3<i32>(v76, 0i);
                let v80 = v79.xy;
                let v82 = textureLoad(FilterSource, v80, 0i);
                gsCache[v375] = v82;
            } else {
                break;
            }
            continuing {
                let v87 = (v375 + 256u);
                v375 = v87;
            }
        }
        workgroupBarrier();
        let v91 = v4.x;
        let v93 = (v91 >= v43);
        let v97 = v4.y;
        let v99 = (v97 >= v45);
        let v100 = (v93 | v99);
        if v100 {
            break;
        }
        let v102 = v8.xy;
        let v103 = vec2<i32>(v102);
        v104 = (v103 + vec2<i32>(2i, 2i));
        let v258 = v104.y;
        let v259 = u32(v258);
        let v260 = (v259 * 20u);
        let v262 = v104.x;
        let v263 = u32(v262);
        v264 = (v260 + v263);
        v266 = gsCache[v264];
        let v112 = Filter[0].x;
        switch v112 {
            case 0u: {
                v381 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
                v384 = (-2i);
                loop {
                    let v161 = (v384 <= 2i);
                    if v161 {
                        v380 = v381;
                        v387 = (-2i);
                        loop {
                            let v187 = (v387 <= 2i);
                            if v187 {
                                let v165 = vec2<i32>(v387, v384);
                                let v166 = (v104 + v165);
                                let v282 = v166.y;
                                let v283 = u32(v282);
                                let v284 = (v283 * 20u);
                                let v286 = v166.x;
                                let v287 = u32(v286);
                                v288 = (v284 + v287);
                                let v290 = gsCache[v288];
                                v169 = (v387 + 2i);
                                let v171 = GAUSS5[u32(v169)];
                                let v172 = vec4<f32>(v171);
                                let v173 = (v290 * v172);
                                v175 = (v384 + 2i);
                                let v177 = GAUSS5[u32(v175)];
                                let v178 = vec4<f32>(v177);
                                let v179 = (v173 * v178);
                                v181 = (v380 + v179);
                            } else {
                                break;
                            }
                            continuing {
                                let v184 = (v387 + 1i);
                                v380 = v181;
                                v387 = v184;
                            }
                        }
                    } else {
                        break;
                    }
                    continuing {
                        let v151 = (v384 + 1i);
                        v381 = v380;
                        v384 = v151;
                    }
                }
                let v156 = bitcast<f32>(Filter[0].y);
                let v157 = vec4<f32>(v156);
                let v158 = mix(v266, v381, v157);
                v378 = v158;
            }
            case 1u: {
                let v120 = (v104 + vec2<i32>(1i, 0i));
                let v270 = v120.y;
                let v271 = u32(v270);
                let v272 = (v271 * 20u);
                let v274 = v120.x;
                let v275 = u32(v274);
                v276 = (v272 + v275);
                let v278 = gsCache[v276];
                let v123 = (v104 - vec2<i32>(1i, 0i));
                let v306 = v123.y;
                let v307 = u32(v306);
                let v308 = (v307 * 20u);
                let v310 = v123.x;
                let v311 = u32(v310);
                v312 = (v308 + v311);
                let v314 = gsCache[v312];
                let v125 = (v278 + v314);
                let v127 = (v104 + vec2<i32>(0i, 1i));
                let v330 = v127.y;
                let v331 = u32(v330);
                let v332 = (v331 * 20u);
                let v334 = v127.x;
                let v335 = u32(v334);
                v336 = (v332 + v335);
                let v338 = gsCache[v336];
                let v129 = (v125 + v338);
                let v131 = (v104 - vec2<i32>(0i, 1i));
                let v354 = v131.y;
                let v355 = u32(v354);
                let v356 = (v355 * 20u);
                let v358 = v131.x;
                let v359 = u32(v358);
                v360 = (v356 + v359);
                let v362 = gsCache[v360];
                let v133 = (v129 + v362);
                let v137 = (v266 * vec4<f32>(4.0f, 4.0f, 4.0f, 4.0f));
                let v139 = (v137 - v133);
                let v141 = bitcast<f32>(Filter[0].y);
                let v142 = vec4<f32>(v141);
                let v143 = (v139 * v142);
                let v144 = (v266 + v143);
                v378 = v144;
            }
            case 2u: {
                v391 = vec3<f32>(0.0f, 0.0f, 0.0f);
                v394 = vec3<f32>(0.0f, 0.0f, 0.0f);
                v397 = (-1i);
                loop {
                    let v254 = (v397 <= 1i);
                    if v254 {
                        let v189 = (v397 == 0i);
                        let v190 = select(1.0f, 2.0f, v189);
                        let v194 = vec2<i32>(1i, v397);
                        let v195 = (v104 + v194);
                        let v294 = v195.y;
                        let v295 = u32(v294);
                        let v296 = (v295 * 20u);
                        let v298 = v195.x;
                        let v299 = u32(v298);
                        v300 = (v296 + v299);
                        let v302 = gsCache[v300];
                        let v197 = v302.xyz;
                        let v200 = vec2<i32>((-1i), v397);
                        let v201 = (v104 + v200);
                        let v318 = v201.y;
                        let v319 = u32(v318);
                        let v320 = (v319 * 20u);
                        let v322 = v201.x;
                        let v323 = u32(v322);
                        v324 = (v320 + v323);
                        let v326 = gsCache[v324];
                        let v203 = v326.xyz;
                        let v204 = (v197 - v203);
                        let v206 = vec3<f32>(v190);
                        let v207 = (v204 * v206);
                        v209 = (v391 + v207);
                        let v213 = vec2<i32>(v397, 1i);
                        let v214 = (v104 + v213);
                        let v342 = v214.y;
                        let v343 = u32(v342);
                        let v344 = (v343 * 20u);
                        let v346 = v214.x;
                        let v347 = u32(v346);
                        v348 = (v344 + v347);
                        let v350 = gsCache[v348];
                        let v216 = v350.xyz;
                        let v219 = vec2<i32>(v397, (-1i));
                        let v220 = (v104 + v219);
                        let v366 = v220.y;
                        let v367 = u32(v366);
                        let v368 = (v367 * 20u);
                        let v370 = v220.x;
                        let v371 = u32(v370);
                        v372 = (v368 + v371);
                        let v374 = gsCache[v372];
                        let v222 = v374.xyz;
                        let v223 = (v216 - v222);
                        let v226 = (v223 * v206);
                        v228 = (v394 + v226);
                    } else {
                        break;
                    }
                    continuing {
                        let v231 = (v397 + 1i);
                        v391 = v209;
                        v394 = v228;
                        v397 = v231;
                    }
                }
                let v235 = (v391 * v391);
                let v238 = (v394 * v394);
                let v239 = (v235 + v238);
                let v240 = sqrt(v239);
                let v241 = length(v240);
                let v243 = bitcast<f32>(Filter[0].y);
                let v244 = (v241 * v243);
                let v250 = v266.w;
                let v251 = vec4<f32>(v244, v244, v244, v250);
                v378 = v251;
            }
            default: {
                v378 = v266;
            }
        }
        let v115 = v4.xy;
        textureStore(FilterTarget, v115, v378);
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
