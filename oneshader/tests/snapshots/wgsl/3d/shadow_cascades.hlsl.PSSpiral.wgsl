@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<uniform> ShadowParams: array<vec4<u32>, 22>;
@group(0) @binding(2) var ShadowCascades: texture_depth_2d_array;
@group(0) @binding(3) var ShadowCompare: sampler_comparison;
@group(0) @binding(4) var<uniform> ShadowDebug: array<vec4<u32>, 5>;
@group(0) @binding(5) var ShadowDepths: texture_2d_array<f32>;
@group(0) @binding(6) var PointClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> in_var_TEXCOORD2: f32;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSSpiral_1() {
    var v49: f32;
    var v50: f32;
    var v62: f32;
    var v63: f32;
    var v2: vec4<f32>;
    var v5: vec3<f32>;
    var v8: vec3<f32>;
    var v11: f32;
    var v74: vec3<f32>;
    var v361: f32;
    var v363: f32;
    var v364: u32;
    var v237: f32;
    var v360: f32;
    var v362: f32;
    var v116: f32;
    var v369: f32;
    var v371: u32;
    var v301: f32;
    var v376: u32;
    var v377: u32;
    var v172: vec2<f32>;
    var v178: f32;
    var v342: f32;
    var v375: u32;
    var v347: vec4<f32>;
    v2 = gl_FragCoord;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    loop {
        v74 = normalize(v8);
        v376 = 0u;
        v377 = 0u;
        loop {
            let v143 = (v377 < 3u);
            if v143 {
                let v136 = bitcast<f32>(ShadowParams[(64u + v377 * 4u) / 4u][(64u + v377 * 4u) % 4u]);
                let v137 = (v11 > v136);
                if v137 {
                    let v145 = (v377 + 1u);
                    v375 = v145;
                } else {
                    v375 = v376;
                }
            } else {
                break;
            }
            continuing {
                let v139 = (v377 + 1u);
                v376 = v375;
                v377 = v139;
            }
        }
        let v150 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v376 * 16u) / 4u][(v376 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v376 * 16u) + 4u) / 4u][((v376 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v376 * 16u) + 8u) / 4u][((v376 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v376 * 16u) + 12u) / 4u][((v376 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v376 * 16u) + 1u) / 4u][((v376 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v376 * 16u) + 1u) + 4u) / 4u][(((v376 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v376 * 16u) + 1u) + 8u) / 4u][(((v376 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v376 * 16u) + 1u) + 12u) / 4u][(((v376 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v376 * 16u) + 2u) / 4u][((v376 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v376 * 16u) + 2u) + 4u) / 4u][(((v376 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v376 * 16u) + 2u) + 8u) / 4u][(((v376 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v376 * 16u) + 2u) + 12u) / 4u][(((v376 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v376 * 16u) + 3u) / 4u][((v376 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v376 * 16u) + 3u) + 4u) / 4u][(((v376 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v376 * 16u) + 3u) + 8u) / 4u][(((v376 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v376 * 16u) + 3u) + 12u) / 4u][(((v376 * 16u) + 3u) + 12u) % 4u])));
        let v155 = bitcast<f32>(ShadowParams[21].x);
        let v156 = vec3<f32>(v155);
        let v157 = (v74 * v156);
        let v158 = (v5 + v157);
        let v159 = vec4<f32>(v158, 1.0f);
        let v160 = (v159 * v150);
        let v163 = v160.xyz;
        let v165 = v160.w;
        let v166 = vec3<f32>(v165);
        let v167 = (v163 / v166);
        let v170 = v167.xy;
        let v171 = (v170 * vec2<f32>(0.5f, (-0.5f)));
        v172 = (v171 + vec2<f32>(0.5f, 0.5f));
        let v175 = v167.z;
        let v177 = bitcast<f32>(ShadowParams[20].w);
        v178 = (v175 - v177);
        let v182 = v2.xy;
        let v183 = vec2<u32>(v182);
        let v186 = v183.x;
        let v187 = (v186 * 1973u);
        let v189 = v183.y;
        let v190 = (v189 * 9277u);
        let v191 = (v187 + v190);
        let v193 = View[16].w;
        let v194 = (v193 * 26699u);
        let v195 = (v191 + v194);
        let v323 = (v195 * 747796405u);
        let v324 = (v323 + 2891336453u);
        let v328 = (v324 >> (28u & 31u));
        let v329 = (v328 + 4u);
        let v330 = (v324 >> (v329 & 31u));
        let v332 = (v330 ^ v324);
        let v333 = (v332 * 277803737u);
        let v336 = (v333 >> (22u & 31u));
        let v338 = (v336 ^ v333);
        let v339 = (v338 & 16777215u);
        let v340 = f32(v339);
        let v341 = (v340 / 16777216.0f);
        v342 = (v341 * 6.2831855f);
        v361 = 0.0f;
        v363 = 0.0f;
        v364 = 0u;
        loop {
            let v86 = (v364 < 16u);
            if v86 {
                let v201 = f32(v364);
                let v202 = (v201 + 0.5f);
                let v205 = (v202 / 16.0f);
                let v206 = sqrt(v205);
                let v210 = (v201 * 2.4f);
                let v212 = (v210 + v342);
                v49 = sin(v212);
                v50 = cos(v212);
                let v216 = v49;
                let v218 = v50;
                let v222 = vec2<f32>(v218, v216);
                let v224 = vec2<f32>(v206);
                let v225 = (v222 * v224);
                let v227 = bitcast<f32>(ShadowDebug[4].y);
                let v228 = vec2<f32>(v227);
                let v229 = (v225 * v228);
                let v233 = (v172 + v229);
                let v235 = f32(v376);
                let v236 = vec3<f32>(v233, v235);
                v237 = textureSampleLevel(ShadowDepths, PointClamp, v236.xy, i32(round(v236.z)), 0.0f).x;
                let v241 = (v237 >= v178);
                if v241 {
                    v360 = v361;
                    v362 = v363;
                    continue;
                }
                let v89 = (v361 + v237);
                let v92 = (v363 + 1.0f);
                v360 = v89;
                v362 = v92;
            } else {
                break;
            }
            continuing {
                let v81 = (v364 + 1u);
                v361 = v360;
                v363 = v362;
                v364 = v81;
            }
        }
        let v84 = (v363 == 0.0f);
        if v84 {
            let v245 = ShadowDebug[4].z;
            let v246 = (v245 != 0u);
            let v249 = vec4<f32>(bitcast<f32>(ShadowDebug[(v376 * 4u) / 4u][(v376 * 4u) % 4u]), bitcast<f32>(ShadowDebug[((v376 * 4u) + 1u) / 4u][((v376 * 4u) + 1u) % 4u]), bitcast<f32>(ShadowDebug[((v376 * 4u) + 2u) / 4u][((v376 * 4u) + 2u) % 4u]), bitcast<f32>(ShadowDebug[((v376 * 4u) + 3u) / 4u][((v376 * 4u) + 3u) % 4u]));
            let v250 = v249.xyz;
            let v251 = select(vec3<f32>(1.0f, 1.0f, 1.0f), v250, v246);
            let v256 = (v251 * vec3<f32>(1.0f, 1.0f, 1.0f));
            let v257 = vec4<f32>(v256, 1.0f);
            v347 = v257;
            break;
        }
        let v97 = (v361 / v363);
        let v101 = (v178 - v97);
        let v103 = max(v97, 0.0001f);
        let v104 = (v101 / v103);
        let v105 = saturate(v104);
        let v107 = bitcast<f32>(ShadowDebug[4].w);
        let v108 = (v105 * v107);
        let v110 = bitcast<f32>(ShadowDebug[4].x);
        let v111 = (v108 * v110);
        let v115 = bitcast<f32>(ShadowParams[21].y);
        v116 = max(v111, v115);
        v369 = 0.0f;
        v371 = 0u;
        loop {
            let v129 = (v371 < 16u);
            if v129 {
                let v263 = f32(v371);
                let v264 = (v263 + 0.5f);
                let v267 = (v264 / 16.0f);
                let v268 = sqrt(v267);
                let v272 = (v263 * 2.4f);
                let v274 = (v272 + v342);
                v62 = sin(v274);
                v63 = cos(v274);
                let v278 = v62;
                let v280 = v63;
                let v284 = vec2<f32>(v280, v278);
                let v286 = vec2<f32>(v268);
                let v287 = (v284 * v286);
                let v289 = vec2<f32>(v116);
                let v290 = (v287 * v289);
                let v294 = (v172 + v290);
                let v296 = f32(v376);
                let v297 = vec3<f32>(v294, v296);
                let v299 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v297.xy, i32(round(v297.z)), v178);
                v301 = (v369 + v299);
            } else {
                break;
            }
            continuing {
                let v123 = (v371 + 1u);
                v369 = v301;
                v371 = v123;
            }
        }
        let v126 = (v369 / 16.0f);
        let v306 = ShadowDebug[4].z;
        let v307 = (v306 != 0u);
        let v310 = vec4<f32>(bitcast<f32>(ShadowDebug[(v376 * 4u) / 4u][(v376 * 4u) % 4u]), bitcast<f32>(ShadowDebug[((v376 * 4u) + 1u) / 4u][((v376 * 4u) + 1u) % 4u]), bitcast<f32>(ShadowDebug[((v376 * 4u) + 2u) / 4u][((v376 * 4u) + 2u) % 4u]), bitcast<f32>(ShadowDebug[((v376 * 4u) + 3u) / 4u][((v376 * 4u) + 3u) % 4u]));
        let v311 = v310.xyz;
        let v312 = select(vec3<f32>(1.0f, 1.0f, 1.0f), v311, v307);
        let v316 = vec3<f32>(v126);
        let v317 = (v312 * v316);
        let v318 = vec4<f32>(v317, 1.0f);
        v347 = v318;
        break;
        continuing {
        }
    }
    out_var_SV_Target0 = v347;
    return;
}

struct PSSpiral_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSSpiral(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>, @location(2) in_3_0: f32) -> PSSpiral_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    PSSpiral_1();
    return PSSpiral_Output(out_var_SV_Target0);
}
