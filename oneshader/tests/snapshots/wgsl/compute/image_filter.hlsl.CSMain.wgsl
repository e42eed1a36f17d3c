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
    var v53: u32;
    var v55: u32;
    var v64: vec2<i32>;
    var v365: u32;
    var v110: bool;
    var v114: vec2<i32>;
    var v192: u32;
    var v194: vec4<f32>;
    var v369: vec4<f32>;
    var v208: u32;
    var v263: u32;
    var v300: u32;
    var v330: u32;
    var v372: vec4<f32>;
    var v375: i32;
    var v371: vec4<f32>;
    var v378: i32;
    var v221: u32;
    var v225: i32;
    var v231: i32;
    var v237: vec4<f32>;
    var v384: vec3<f32>;
    var v387: vec3<f32>;
    var v390: i32;
    var v247: u32;
    var v277: u32;
    var v286: vec3<f32>;
    var v314: u32;
    var v354: u32;
    var v363: vec3<f32>;
    v4 = gl_GlobalInvocationID;
    v6 = gl_WorkGroupID;
    v8 = gl_LocalInvocationID;
    v10 = gl_LocalInvocationIndex;
    loop {
        let v52 = textureDimensions(FilterSource, 0u);
        v53 = v52.x;
        v55 = v52.y;
        let v58 = v6.xy;
        let v59 = (v58 * vec2<u32>(16u, 16u));
        let v60 = vec2<i32>(v59);
        let v61 = (v60 - vec2<i32>(2i, 2i));
        let v63 = bitcast<vec2<i32>>(Filter[0].zw);
        v64 = (v61 + v63);
        v365 = v10;
        loop {
            let v105 = (v365 < 400u);
            if v105 {
                let v70 = (v365 % 20u);
                let v71 = i32(v70);
                let v73 = (v365 / 20u);
                let v74 = i32(v73);
                let v75 = vec2<i32>(v71, v74);
                let v76 = (v64 + v75);
                let v80 = (v53 - 1u);
                let v81 = i32(v80);
                let v83 = (v55 - 1u);
                let v84 = i32(v83);
                let v85 = vec2<i32>(v81, v84);
                let v86 = clamp(v76, vec2<i32>(0i, 0i), v85);
                let v89 = vec3<i32>(v86, 0i);
                let v90 = v89.xy;
                let v92 = textureLoad(FilterSource, v90, 0i);
                gsCache[v365] = v92;
            } else {
                break;
            }
            continuing {
                let v97 = (v365 + 256u);
                v365 = v97;
            }
        }
        workgroupBarrier();
        let v101 = v4.x;
        let v103 = (v101 >= v53);
        if v103 {
            v110 = true;
        } else {
            let v107 = v4.y;
            let v109 = (v107 >= v55);
            v110 = v109;
        }
        if v110 {
            break;
        }
        let v112 = v8.xy;
        let v113 = vec2<i32>(v112);
        v114 = (v113 + vec2<i32>(2i, 2i));
        let v186 = v114.y;
        let v187 = u32(v186);
        let v188 = (v187 * 20u);
        let v190 = v114.x;
        let v191 = u32(v190);
        v192 = (v188 + v191);
        v194 = gsCache[v192];
        let v199 = Filter[0].x;
        switch v199 {
            case 0u: {
                v372 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
                v375 = (-2i);
                loop {
                    let v140 = (v375 <= 2i);
                    if v140 {
                        v371 = v372;
                        v378 = (-2i);
                        loop {
                            let v150 = (v378 <= 2i);
                            if v150 {
                                let v144 = vec2<i32>(v378, v375);
                                let v145 = (v114 + v144);
                                let v215 = v145.y;
                                let v216 = u32(v215);
                                let v217 = (v216 * 20u);
                                let v219 = v145.x;
                                let v220 = u32(v219);
                                v221 = (v217 + v220);
                                let v223 = gsCache[v221];
                                v225 = (v378 + 2i);
                                let v227 = GAUSS5[u32(v225)];
                                let v228 = vec4<f32>(v227);
                                let v229 = (v223 * v228);
                                v231 = (v375 + 2i);
                                let v233 = GAUSS5[u32(v231)];
                                let v234 = vec4<f32>(v233);
                                let v235 = (v229 * v234);
                                v237 = (v371 + v235);
                            } else {
                                break;
                            }
                            continuing {
                                let v147 = (v378 + 1i);
                                v371 = v237;
                                v378 = v147;
                            }
                        }
                    } else {
                        break;
                    }
                    continuing {
                        let v130 = (v375 + 1i);
                        v372 = v371;
                        v375 = v130;
                    }
                }
                let v135 = bitcast<f32>(Filter[0].y);
                let v136 = vec4<f32>(v135);
                let v137 = mix(v194, v372, v136);
                v369 = v137;
            }
            case 1u: {
                let v124 = (v114 + vec2<i32>(1i, 0i));
                let v202 = v124.y;
                let v203 = u32(v202);
                let v204 = (v203 * 20u);
                let v206 = v124.x;
                let v207 = u32(v206);
                v208 = (v204 + v207);
                let v210 = gsCache[v208];
                let v212 = (v114 - vec2<i32>(1i, 0i));
                let v257 = v212.y;
                let v258 = u32(v257);
                let v259 = (v258 * 20u);
                let v261 = v212.x;
                let v262 = u32(v261);
                v263 = (v259 + v262);
                let v265 = gsCache[v263];
                let v266 = (v210 + v265);
                let v268 = (v114 + vec2<i32>(0i, 1i));
                let v294 = v268.y;
                let v295 = u32(v294);
                let v296 = (v295 * 20u);
                let v298 = v268.x;
                let v299 = u32(v298);
                v300 = (v296 + v299);
                let v302 = gsCache[v300];
                let v303 = (v266 + v302);
                let v305 = (v114 - vec2<i32>(0i, 1i));
                let v324 = v305.y;
                let v325 = u32(v324);
                let v326 = (v325 * 20u);
                let v328 = v305.x;
                let v329 = u32(v328);
                v330 = (v326 + v329);
                let v332 = gsCache[v330];
                let v333 = (v303 + v332);
                let v337 = (v194 * vec4<f32>(4.0f, 4.0f, 4.0f, 4.0f));
                let v339 = (v337 - v333);
                let v341 = bitcast<f32>(Filter[0].y);
                let v342 = vec4<f32>(v341);
                let v343 = (v339 * v342);
                let v344 = (v194 + v343);
                v369 = v344;
            }
            case 2u: {
                v384 = vec3<f32>(0.0f, 0.0f, 0.0f);
                v387 = vec3<f32>(0.0f, 0.0f, 0.0f);
                v390 = (-1i);
                loop {
                    let v183 = (v390 <= 1i);
                    if v183 {
                        let v152 = (v390 == 0i);
                        let v153 = select(1.0f, 2.0f, v152);
                        let v157 = vec2<i32>(1i, v390);
                        let v158 = (v114 + v157);
                        let v241 = v158.y;
                        let v242 = u32(v241);
                        let v243 = (v242 * 20u);
                        let v245 = v158.x;
                        let v246 = u32(v245);
                        v247 = (v243 + v246);
                        let v249 = gsCache[v247];
                        let v250 = v249.xyz;
                        let v253 = vec2<i32>((-1i), v390);
                        let v254 = (v114 + v253);
                        let v271 = v254.y;
                        let v272 = u32(v271);
                        let v273 = (v272 * 20u);
                        let v275 = v254.x;
                        let v276 = u32(v275);
                        v277 = (v273 + v276);
                        let v279 = gsCache[v277];
                        let v280 = v279.xyz;
                        let v281 = (v250 - v280);
                        let v283 = vec3<f32>(v153);
                        let v284 = (v281 * v283);
                        v286 = (v384 + v284);
                        let v290 = vec2<i32>(v390, 1i);
                        let v291 = (v114 + v290);
                        let v308 = v291.y;
                        let v309 = u32(v308);
                        let v310 = (v309 * 20u);
                        let v312 = v291.x;
                        let v313 = u32(v312);
                        v314 = (v310 + v313);
                        let v316 = gsCache[v314];
                        let v317 = v316.xyz;
                        let v320 = vec2<i32>(v390, (-1i));
                        let v321 = (v114 + v320);
                        let v348 = v321.y;
                        let v349 = u32(v348);
                        let v350 = (v349 * 20u);
                        let v352 = v321.x;
                        let v353 = u32(v352);
                        v354 = (v350 + v353);
                        let v356 = gsCache[v354];
                        let v357 = v356.xyz;
                        let v358 = (v317 - v357);
                        let v361 = (v358 * v283);
                        v363 = (v387 + v361);
                    } else {
                        break;
                    }
                    continuing {
                        let v160 = (v390 + 1i);
                        v384 = v286;
                        v387 = v363;
                        v390 = v160;
                    }
                }
                let v164 = (v384 * v384);
                let v167 = (v387 * v387);
                let v168 = (v164 + v167);
                let v169 = sqrt(v168);
                let v170 = length(v169);
                let v172 = bitcast<f32>(Filter[0].y);
                let v173 = (v170 * v172);
                let v179 = v194.w;
                let v180 = vec4<f32>(v173, v173, v173, v179);
                v369 = v180;
            }
            default: {
                v369 = v194;
            }
        }
        let v119 = v4.xy;
        textureStore(FilterTarget, v119, v369);
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
