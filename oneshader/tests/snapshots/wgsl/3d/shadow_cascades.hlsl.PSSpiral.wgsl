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
    var v217: f32;
    var v218: f32;
    var v276: f32;
    var v277: f32;
    var v2: vec4<f32>;
    var v5: vec3<f32>;
    var v8: vec3<f32>;
    var v11: f32;
    var v41: vec3<f32>;
    var v375: f32;
    var v377: f32;
    var v378: u32;
    var v115: f32;
    var v374: f32;
    var v376: f32;
    var v157: f32;
    var v381: f32;
    var v383: u32;
    var v177: f32;
    var v188: vec4<f32>;
    var v386: u32;
    var v387: u32;
    var v207: u32;
    var v385: u32;
    var v71: vec2<f32>;
    var v77: f32;
    var v96: f32;
    v2 = gl_FragCoord;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    loop {
        v41 = normalize(v8);
        v386 = 0u;
        v387 = 0u;
        loop {
            let v205 = (v387 < 3u);
            if v205 {
                let v198 = bitcast<f32>(ShadowParams[(64u + v387 * 4u) / 4u][(64u + v387 * 4u) % 4u]);
                let v199 = (v11 > v198);
                v207 = (v387 + 1u);
                v385 = select(v386, v207, v199);
            } else {
                break;
            }
            continuing {
                v386 = v385;
                v387 = v207;
            }
        }
        let v49 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v386 * 16u) / 4u][(v386 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v386 * 16u) + 4u) / 4u][((v386 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v386 * 16u) + 8u) / 4u][((v386 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v386 * 16u) + 12u) / 4u][((v386 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v386 * 16u) + 1u) / 4u][((v386 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v386 * 16u) + 1u) + 4u) / 4u][(((v386 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v386 * 16u) + 1u) + 8u) / 4u][(((v386 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v386 * 16u) + 1u) + 12u) / 4u][(((v386 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v386 * 16u) + 2u) / 4u][((v386 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v386 * 16u) + 2u) + 4u) / 4u][(((v386 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v386 * 16u) + 2u) + 8u) / 4u][(((v386 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v386 * 16u) + 2u) + 12u) / 4u][(((v386 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v386 * 16u) + 3u) / 4u][((v386 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v386 * 16u) + 3u) + 4u) / 4u][(((v386 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v386 * 16u) + 3u) + 8u) / 4u][(((v386 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v386 * 16u) + 3u) + 12u) / 4u][(((v386 * 16u) + 3u) + 12u) % 4u])));
        let v54 = bitcast<f32>(ShadowParams[21].x);
        let v55 = vec3<f32>(v54);
        let v56 = (v41 * v55);
        let v57 = (v5 + v56);
        let v58 = vec4<f32>(v57, 1.0f);
        let v59 = (v58 * v49);
        let v62 = v59.xyz;
        let v64 = v59.w;
        let v65 = vec3<f32>(v64);
        let v66 = (v62 / v65);
        let v69 = v66.xy;
        let v70 = (v69 * vec2<f32>(0.5f, (-0.5f)));
        v71 = (v70 + vec2<f32>(0.5f, 0.5f));
        let v74 = v66.z;
        let v76 = bitcast<f32>(ShadowParams[20].w);
        v77 = (v74 - v76);
        let v81 = v2.xy;
        let v82 = vec2<u32>(v81);
        let v85 = v82.x;
        let v86 = (v85 * 1973u);
        let v88 = v82.y;
        let v89 = (v88 * 9277u);
        let v90 = (v86 + v89);
        let v92 = View[16].w;
        let v93 = (v92 * 26699u);
        let v94 = (v90 + v93);
        let v339 = (v94 * 747796405u);
        let v340 = (v339 + 2891336453u);
        let v344 = (v340 >> (28u & 31u));
        let v345 = (v344 + 4u);
        let v346 = (v340 >> (v345 & 31u));
        let v348 = (v346 ^ v340);
        let v349 = (v348 * 277803737u);
        let v352 = (v349 >> (22u & 31u));
        let v354 = (v352 ^ v349);
        let v331 = (v354 & 16777215u);
        let v332 = f32(v331);
        let v333 = (v332 / 16777216.0f);
        v96 = (v333 * 6.2831855f);
        v375 = 0.0f;
        v377 = 0.0f;
        v378 = 0u;
        loop {
            let v126 = (v378 < 16u);
            if v126 {
                let v224 = f32(v378);
                let v225 = (v224 + 0.5f);
                let v228 = (v225 / 16.0f);
                let v229 = sqrt(v228);
                let v233 = (v224 * 2.4f);
                let v235 = (v233 + v96);
                v217 = sin(v235);
                v218 = cos(v235);
                let v239 = v217;
                let v241 = v218;
                let v245 = vec2<f32>(v241, v239);
                let v247 = vec2<f32>(v229);
                let v248 = (v245 * v247);
                let v105 = bitcast<f32>(ShadowDebug[4].y);
                let v106 = vec2<f32>(v105);
                let v107 = (v248 * v106);
                let v111 = (v71 + v107);
                let v113 = f32(v386);
                let v114 = vec3<f32>(v111, v113);
                v115 = textureSampleLevel(ShadowDepths, PointClamp, v114.xy, i32(round(v114.z)), 0.0f).x;
                let v119 = (v115 >= v77);
                if v119 {
                    v374 = v375;
                    v376 = v377;
                    continue;
                }
                let v129 = (v375 + v115);
                let v132 = (v377 + 1.0f);
                v374 = v129;
                v376 = v132;
            } else {
                break;
            }
            continuing {
                let v121 = (v378 + 1u);
                v375 = v374;
                v377 = v376;
                v378 = v121;
            }
        }
        let v124 = (v377 == 0.0f);
        if v124 {
            let v255 = ShadowDebug[4].z;
            let v256 = (v255 != 0u);
            let v259 = vec4<f32>(bitcast<f32>(ShadowDebug[(v386 * 4u) / 4u][(v386 * 4u) % 4u]), bitcast<f32>(ShadowDebug[((v386 * 4u) + 1u) / 4u][((v386 * 4u) + 1u) % 4u]), bitcast<f32>(ShadowDebug[((v386 * 4u) + 2u) / 4u][((v386 * 4u) + 2u) % 4u]), bitcast<f32>(ShadowDebug[((v386 * 4u) + 3u) / 4u][((v386 * 4u) + 3u) % 4u]));
            let v260 = v259.xyz;
            let v261 = select(vec3<f32>(1.0f, 1.0f, 1.0f), v260, v256);
            let v266 = (v261 * vec3<f32>(1.0f, 1.0f, 1.0f));
            let v267 = vec4<f32>(v266, 1.0f);
            v188 = v267;
            break;
        }
        let v138 = (v375 / v377);
        let v142 = (v77 - v138);
        let v144 = max(v138, 0.0001f);
        let v145 = (v142 / v144);
        let v146 = saturate(v145);
        let v148 = bitcast<f32>(ShadowDebug[4].w);
        let v149 = (v146 * v148);
        let v151 = bitcast<f32>(ShadowDebug[4].x);
        let v152 = (v149 * v151);
        let v156 = bitcast<f32>(ShadowParams[21].y);
        v157 = max(v152, v156);
        v381 = 0.0f;
        v383 = 0u;
        loop {
            let v187 = (v383 < 16u);
            if v187 {
                let v283 = f32(v383);
                let v284 = (v283 + 0.5f);
                let v287 = (v284 / 16.0f);
                let v288 = sqrt(v287);
                let v292 = (v283 * 2.4f);
                let v294 = (v292 + v96);
                v276 = sin(v294);
                v277 = cos(v294);
                let v298 = v276;
                let v300 = v277;
                let v304 = vec2<f32>(v300, v298);
                let v306 = vec2<f32>(v288);
                let v307 = (v304 * v306);
                let v165 = vec2<f32>(v157);
                let v166 = (v307 * v165);
                let v170 = (v71 + v166);
                let v172 = f32(v386);
                let v173 = vec3<f32>(v170, v172);
                let v175 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v173.xy, i32(round(v173.z)), v77);
                v177 = (v381 + v175);
            } else {
                break;
            }
            continuing {
                let v180 = (v383 + 1u);
                v381 = v177;
                v383 = v180;
            }
        }
        let v183 = (v381 / 16.0f);
        let v314 = ShadowDebug[4].z;
        let v315 = (v314 != 0u);
        let v318 = vec4<f32>(bitcast<f32>(ShadowDebug[(v386 * 4u) / 4u][(v386 * 4u) % 4u]), bitcast<f32>(ShadowDebug[((v386 * 4u) + 1u) / 4u][((v386 * 4u) + 1u) % 4u]), bitcast<f32>(ShadowDebug[((v386 * 4u) + 2u) / 4u][((v386 * 4u) + 2u) % 4u]), bitcast<f32>(ShadowDebug[((v386 * 4u) + 3u) / 4u][((v386 * 4u) + 3u) % 4u]));
        let v319 = v318.xyz;
        let v320 = select(vec3<f32>(1.0f, 1.0f, 1.0f), v319, v315);
        let v324 = vec3<f32>(v183);
        let v325 = (v320 * v324);
        let v326 = vec4<f32>(v325, 1.0f);
        v188 = v326;
        break;
        continuing {
        }
    }
    out_var_SV_Target0 = v188;
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
