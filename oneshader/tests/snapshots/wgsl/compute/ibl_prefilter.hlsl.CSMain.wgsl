@group(0) @binding(0) var<uniform> PrefilterParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var Environment: texture_cube<f32>;
@group(0) @binding(2) var EnvironmentSampler: sampler;
@group(0) @binding(3) var PrefilteredFaces: texture_storage_2d_array<rgba16float, write>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v1: vec3<u32>;
    var v39: u32;
    var v191: vec2<f32>;
    var v342: vec3<f32>;
    var v345: f32;
    var v348: u32;
    var v250: f32;
    var v278: f32;
    var v279: f32;
    var v95: f32;
    var v102: vec3<f32>;
    var v106: f32;
    var v341: vec3<f32>;
    var v344: f32;
    var v123: u32;
    var v356: vec3<f32>;
    var v195: vec3<f32>;
    var v68: f32;
    var v72: f32;
    var v82: f32;
    v1 = gl_GlobalInvocationID;
    loop {
        let v28 = v1.x;
        let v30 = PrefilterParams[0].z;
        let v31 = (v28 >= v30);
        let v33 = v1.y;
        let v36 = (v33 >= v30);
        let v37 = select(v36, true, v31);
        v39 = v1.z;
        let v40 = (v39 >= 6u);
        let v41 = (v37 | v40);
        if v41 {
            break;
        }
        let v42 = vec3<u32>(textureDimensions(PrefilteredFaces), textureNumLayers(PrefilteredFaces));
        let v43 = v42.x;
        let v45 = v42.y;
        let v50 = v1.xy;
        let v51 = vec2<f32>(v50);
        let v52 = (v51 + vec2<f32>(0.5f, 0.5f));
        let v54 = f32(v43);
        let v56 = f32(v45);
        let v57 = vec2<f32>(v54, v56);
        let v58 = (v52 / v57);
        let v190 = (v58 * vec2<f32>(2.0f, 2.0f));
        v191 = (v190 - vec2<f32>(1.0f, 1.0f));
        switch v39 {
            case 0u: {
                let v197 = v191.y;
                let v198 = -(v197);
                let v200 = v191.x;
                let v201 = -(v200);
                let v202 = vec3<f32>(1.0f, v198, v201);
                v356 = v202;
            }
            case 1u: {
                let v205 = v191.y;
                let v206 = -(v205);
                let v208 = v191.x;
                let v209 = vec3<f32>((-1.0f), v206, v208);
                v356 = v209;
            }
            case 2u: {
                let v212 = v191.x;
                let v214 = v191.y;
                let v215 = vec3<f32>(v212, 1.0f, v214);
                v356 = v215;
            }
            case 3u: {
                let v218 = v191.x;
                let v220 = v191.y;
                let v221 = -(v220);
                let v222 = vec3<f32>(v218, (-1.0f), v221);
                v356 = v222;
            }
            case 4u: {
                let v225 = v191.x;
                let v227 = v191.y;
                let v228 = -(v227);
                let v229 = vec3<f32>(v225, v228, 1.0f);
                v356 = v229;
            }
            default: {
                let v232 = v191.x;
                let v233 = -(v232);
                let v235 = v191.y;
                let v236 = -(v235);
                let v237 = vec3<f32>(v233, v236, (-1.0f));
                v356 = v237;
            }
        }
        v195 = normalize(v356);
        v68 = bitcast<f32>(PrefilterParams[0].x);
        let v71 = (v68 * v68);
        v72 = max(v71, 0.001f);
        let v77 = bitcast<f32>(PrefilterParams[0].w);
        let v78 = (6.0f * v77);
        let v81 = (v78 * v77);
        v82 = (12.566371f / v81);
        v342 = vec3<f32>(0.0f, 0.0f, 0.0f);
        v345 = 0.0f;
        v348 = 0u;
        loop {
            v123 = PrefilterParams[0].y;
            let v124 = (v348 < v123);
            if v124 {
                let v245 = reverseBits(v348);
                let v248 = f32(v348);
                v250 = f32(v123);
                let v251 = (v248 / v250);
                let v253 = f32(v245);
                let v254 = (v253 * 2.3283064e-10f);
                let v271 = (6.2831855f * v251);
                let v275 = (1.0f - v254);
                v278 = (v72 * v72);
                v279 = (v278 - 1.0f);
                let v282 = (v279 * v254);
                let v283 = (1.0f + v282);
                let v284 = (v275 / v283);
                let v285 = sqrt(v284);
                let v289 = (v285 * v285);
                let v290 = (1.0f - v289);
                let v291 = sqrt(v290);
                let v295 = cos(v271);
                let v296 = (v291 * v295);
                let v299 = sin(v271);
                let v300 = (v291 * v299);
                let v305 = v195.z;
                let v306 = abs(v305);
                let v307 = (v306 < 0.999f);
                let v308 = select(vec3<f32>(1.0f, 0.0f, 0.0f), vec3<f32>(0.0f, 0.0f, 1.0f), v307);
                let v312 = cross(v308, v195);
                let v313 = normalize(v312);
                let v317 = cross(v195, v313);
                let v322 = vec3<f32>(v296);
                let v323 = (v313 * v322);
                let v327 = vec3<f32>(v300);
                let v328 = (v317 * v327);
                let v329 = (v323 + v328);
                let v333 = vec3<f32>(v285);
                let v334 = (v195 * v333);
                let v335 = (v329 + v334);
                let v336 = normalize(v335);
                v95 = dot(v195, v336);
                let v96 = (2.0f * v95);
                let v97 = vec3<f32>(v96);
                let v99 = (v97 * v336);
                let v101 = (v99 - v195);
                v102 = normalize(v101);
                v106 = dot(v195, v102);
                let v109 = (v106 <= 0.0f);
                if v109 {
                    v341 = v342;
                    v344 = v345;
                    continue;
                }
                let v128 = saturate(v95);
                let v136 = (v128 * v128);
                let v139 = (v136 * v279);
                let v140 = (v139 + 1.0f);
                let v144 = (3.1415927f * v140);
                let v146 = (v144 * v140);
                let v147 = (v278 / v146);
                let v148 = (v147 * 0.25f);
                let v154 = (v250 * v148);
                let v155 = (v154 + 0.0001f);
                let v156 = (1.0f / v155);
                let v160 = (v68 == 0.0f);
                let v163 = (v156 / v82);
                let v164 = log2(v163);
                let v165 = (0.5f * v164);
                let v166 = (v165 + 1.0f);
                let v167 = select(v166, 0.0f, v160);
                let v171 = textureSampleLevel(Environment, EnvironmentSampler, v102, v167);
                let v172 = v171.xyz;
                let v174 = vec3<f32>(v106);
                let v175 = (v172 * v174);
                let v177 = (v342 + v175);
                let v181 = (v345 + v106);
                v341 = v177;
                v344 = v181;
            } else {
                break;
            }
            continuing {
                let v111 = (v348 + 1u);
                v342 = v341;
                v345 = v344;
                v348 = v111;
            }
        }
        let v115 = max(v345, 0.0001f);
        let v116 = vec3<f32>(v115);
        let v117 = (v342 / v116);
        let v118 = vec4<f32>(v117, 1.0f);
        textureStore(PrefilteredFaces, v1.xy, v1.z, v118);
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(8, 8, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
