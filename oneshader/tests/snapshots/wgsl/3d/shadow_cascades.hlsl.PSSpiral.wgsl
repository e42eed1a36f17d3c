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
    var v219: f32;
    var v220: f32;
    var v278: f32;
    var v279: f32;
    var v2: vec4<f32>;
    var v5: vec3<f32>;
    var v8: vec3<f32>;
    var v11: f32;
    var v209: u32;
    var v71: vec2<f32>;
    var v77: f32;
    var v96: f32;
    var v377: f32;
    var v379: f32;
    var v380: u32;
    var v115: f32;
    var v376: f32;
    var v378: f32;
    var v157: f32;
    var v383: f32;
    var v385: u32;
    var v177: f32;
    var v188: vec4<f32>;
    v2 = gl_FragCoord;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    loop {
        let v41 = normalize(v8);
        let v190 = bitcast<f32>(ShadowParams[16].x);
        let v191 = (v11 > v190);
        let v195 = select(0u, 1u, v191);
        let v197 = bitcast<f32>(ShadowParams[17].x);
        let v198 = (v11 > v197);
        let v202 = select(v195, 2u, v198);
        let v204 = bitcast<f32>(ShadowParams[18].x);
        let v205 = (v11 > v204);
        v209 = select(v202, 3u, v205);
        let v49 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v209 * 16u) / 4u][(v209 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v209 * 16u) + 4u) / 4u][((v209 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v209 * 16u) + 8u) / 4u][((v209 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v209 * 16u) + 12u) / 4u][((v209 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v209 * 16u) + 1u) / 4u][((v209 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v209 * 16u) + 1u) + 4u) / 4u][(((v209 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v209 * 16u) + 1u) + 8u) / 4u][(((v209 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v209 * 16u) + 1u) + 12u) / 4u][(((v209 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v209 * 16u) + 2u) / 4u][((v209 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v209 * 16u) + 2u) + 4u) / 4u][(((v209 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v209 * 16u) + 2u) + 8u) / 4u][(((v209 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v209 * 16u) + 2u) + 12u) / 4u][(((v209 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v209 * 16u) + 3u) / 4u][((v209 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v209 * 16u) + 3u) + 4u) / 4u][(((v209 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v209 * 16u) + 3u) + 8u) / 4u][(((v209 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v209 * 16u) + 3u) + 12u) / 4u][(((v209 * 16u) + 3u) + 12u) % 4u])));
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
        let v341 = (v94 * 747796405u);
        let v342 = (v341 + 2891336453u);
        let v346 = (v342 >> (28u & 31u));
        let v347 = (v346 + 4u);
        let v348 = (v342 >> (v347 & 31u));
        let v350 = (v348 ^ v342);
        let v351 = (v350 * 277803737u);
        let v354 = (v351 >> (22u & 31u));
        let v356 = (v354 ^ v351);
        let v333 = (v356 & 16777215u);
        let v334 = f32(v333);
        let v335 = (v334 / 16777216.0f);
        v96 = (v335 * 6.2831855f);
        v377 = 0.0f;
        v379 = 0.0f;
        v380 = 0u;
        loop {
            let v126 = (v380 < 16u);
            if v126 {
                let v226 = f32(v380);
                let v227 = (v226 + 0.5f);
                let v230 = (v227 / 16.0f);
                let v231 = sqrt(v230);
                let v235 = (v226 * 2.4f);
                let v237 = (v235 + v96);
                v219 = sin(v237);
                v220 = cos(v237);
                let v241 = v219;
                let v243 = v220;
                let v247 = vec2<f32>(v243, v241);
                let v249 = vec2<f32>(v231);
                let v250 = (v247 * v249);
                let v105 = bitcast<f32>(ShadowDebug[4].y);
                let v106 = vec2<f32>(v105);
                let v107 = (v250 * v106);
                let v111 = (v71 + v107);
                let v113 = f32(v209);
                let v114 = vec3<f32>(v111, v113);
                v115 = textureSampleLevel(ShadowDepths, PointClamp, v114.xy, i32(round(v114.z)), 0.0f).x;
                let v119 = (v115 >= v77);
                if v119 {
                    v376 = v377;
                    v378 = v379;
                    continue;
                }
                let v129 = (v377 + v115);
                let v132 = (v379 + 1.0f);
                v376 = v129;
                v378 = v132;
            } else {
                break;
            }
            continuing {
                let v121 = (v380 + 1u);
                v377 = v376;
                v379 = v378;
                v380 = v121;
            }
        }
        let v124 = (v379 == 0.0f);
        if v124 {
            let v257 = ShadowDebug[4].z;
            let v258 = (v257 != 0u);
            let v261 = vec4<f32>(bitcast<f32>(ShadowDebug[(v209 * 4u) / 4u][(v209 * 4u) % 4u]), bitcast<f32>(ShadowDebug[((v209 * 4u) + 1u) / 4u][((v209 * 4u) + 1u) % 4u]), bitcast<f32>(ShadowDebug[((v209 * 4u) + 2u) / 4u][((v209 * 4u) + 2u) % 4u]), bitcast<f32>(ShadowDebug[((v209 * 4u) + 3u) / 4u][((v209 * 4u) + 3u) % 4u]));
            let v262 = v261.xyz;
            let v263 = select(vec3<f32>(1.0f, 1.0f, 1.0f), v262, v258);
            let v269 = vec4<f32>(v263, 1.0f);
            v188 = v269;
            break;
        }
        let v138 = (v377 / v379);
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
        v383 = 0.0f;
        v385 = 0u;
        loop {
            let v187 = (v385 < 16u);
            if v187 {
                let v285 = f32(v385);
                let v286 = (v285 + 0.5f);
                let v289 = (v286 / 16.0f);
                let v290 = sqrt(v289);
                let v294 = (v285 * 2.4f);
                let v296 = (v294 + v96);
                v278 = sin(v296);
                v279 = cos(v296);
                let v300 = v278;
                let v302 = v279;
                let v306 = vec2<f32>(v302, v300);
                let v308 = vec2<f32>(v290);
                let v309 = (v306 * v308);
                let v165 = vec2<f32>(v157);
                let v166 = (v309 * v165);
                let v170 = (v71 + v166);
                let v172 = f32(v209);
                let v173 = vec3<f32>(v170, v172);
                let v175 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v173.xy, i32(round(v173.z)), v77);
                v177 = (v383 + v175);
            } else {
                break;
            }
            continuing {
                let v180 = (v385 + 1u);
                v383 = v177;
                v385 = v180;
            }
        }
        let v183 = (v383 / 16.0f);
        let v316 = ShadowDebug[4].z;
        let v317 = (v316 != 0u);
        let v320 = vec4<f32>(bitcast<f32>(ShadowDebug[(v209 * 4u) / 4u][(v209 * 4u) % 4u]), bitcast<f32>(ShadowDebug[((v209 * 4u) + 1u) / 4u][((v209 * 4u) + 1u) % 4u]), bitcast<f32>(ShadowDebug[((v209 * 4u) + 2u) / 4u][((v209 * 4u) + 2u) % 4u]), bitcast<f32>(ShadowDebug[((v209 * 4u) + 3u) / 4u][((v209 * 4u) + 3u) % 4u]));
        let v321 = v320.xyz;
        let v322 = select(vec3<f32>(1.0f, 1.0f, 1.0f), v321, v317);
        let v326 = vec3<f32>(v183);
        let v327 = (v322 * v326);
        let v328 = vec4<f32>(v327, 1.0f);
        v188 = v328;
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
