struct Shading {
    diffuse: vec3<f32>,
    specular: vec3<f32>,
}

struct Material {
    baseColor: vec4<f32>,
    roughness: f32,
    metallic: f32,
    pad: vec2<f32>,
}

struct PointLight {
    position: vec3<f32>,
    range: f32,
    color: vec3<f32>,
    intensity: f32,
}

fn load_Materials(w: u32) -> Material {
    return Material(vec4<f32>(bitcast<f32>(Materials[w]), bitcast<f32>(Materials[(w + 1u)]), bitcast<f32>(Materials[(w + 2u)]), bitcast<f32>(Materials[(w + 3u)])), bitcast<f32>(Materials[(w + 4u)]), bitcast<f32>(Materials[(w + 5u)]), vec2<f32>(bitcast<f32>(Materials[(w + 6u)]), bitcast<f32>(Materials[((w + 6u) + 1u)])));
}

fn load_Lights(w: u32) -> PointLight {
    return PointLight(vec3<f32>(bitcast<f32>(Lights[w]), bitcast<f32>(Lights[(w + 1u)]), bitcast<f32>(Lights[(w + 2u)])), bitcast<f32>(Lights[(w + 3u)]), vec3<f32>(bitcast<f32>(Lights[(w + 4u)]), bitcast<f32>(Lights[((w + 4u) + 1u)]), bitcast<f32>(Lights[((w + 4u) + 2u)])), bitcast<f32>(Lights[(w + 7u)]));
}

@group(0) @binding(0) var<uniform> Frame: array<vec4<u32>, 6>;
@group(0) @binding(1) var<storage, read> Lights: array<u32>;
@group(0) @binding(2) var<storage, read> Materials: array<u32>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_WORLDPOS0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_MATERIAL0: u32;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v5: vec3<f32>;
    var v11: u32;
    var v77: vec3<f32>;
    var v85: vec3<f32>;
    var v89: vec4<f32>;
    var v90: vec3<f32>;
    var v94: f32;
    var v98: f32;
    var v476: Shading;
    var v477: u32;
    var v153: vec3<f32>;
    var v167: vec3<f32>;
    var v228: f32;
    var v478: Shading;
    v5 = in_var_WORLDPOS0;
    let v8 = in_var_NORMAL0;
    v11 = in_var_MATERIAL0;
    let v73 = load_Materials((v11 * 8u));
    v77 = normalize(v8);
    let v81 = bitcast<vec3<f32>>(Frame[4].xyz);
    let v84 = (v81 - v5);
    v85 = normalize(v84);
    v89 = v73.baseColor;
    v90 = v89.xyz;
    v94 = v73.roughness;
    v98 = v73.metallic;
    var t1 = Shading();
    t1.diffuse = vec3<f32>(0.0f, 0.0f, 0.0f);
    let v435 = t1;
    var t2 = v435;
    t2.specular = vec3<f32>(0.0f, 0.0f, 0.0f);
    let v437 = t2;
    v476 = v437;
    v477 = 0u;
    loop {
        let v124 = Frame[4].w;
        let v125 = (v477 < v124);
        if v125 {
            let v108 = load_Lights((v477 * 8u));
            let v135 = v108.position;
            let v137 = (v135 - v5);
            let v140 = length(v137);
            let v144 = v108.range;
            let v145 = (v140 / v144);
            let v146 = (1.0f - v145);
            let v147 = saturate(v146);
            let v151 = max(v140, 0.0001f);
            let v152 = vec3<f32>(v151);
            v153 = (v137 / v152);
            let v157 = v108.color;
            let v159 = v108.intensity;
            let v160 = vec3<f32>(v159);
            let v161 = (v157 * v160);
            let v163 = vec3<f32>(v147);
            let v164 = (v161 * v163);
            v167 = (v164 * v163);
            loop {
                let v227 = dot(v77, v153);
                v228 = saturate(v227);
                let v233 = (v228 <= 0.0f);
                if v233 {
                    v478 = v476;
                    break;
                }
                let v239 = (v85 + v153);
                let v240 = normalize(v239);
                let v247 = dot(v77, v240);
                let v248 = saturate(v247);
                let v253 = dot(v85, v240);
                let v254 = saturate(v253);
                let v262 = (v94 * v94);
                let v263 = max(v262, 0.045f);
                let v381 = (1.0f - v254);
                let v382 = pow(v381, 5.0f);
                let v390 = vec3<f32>(v98);
                let v391 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v90, v390);
                let v397 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v391);
                let v399 = vec3<f32>(v382);
                let v400 = (v397 * v399);
                let v401 = (v391 + v400);
                let v274 = (v263 * v263);
                let v278 = (v248 * v248);
                let v280 = (v274 - 1.0f);
                let v281 = (v278 * v280);
                let v282 = (v281 + 1.0f);
                let v286 = (3.1415927f * v282);
                let v288 = (v286 * v282);
                let v289 = (v274 / v288);
                let v296 = dot(v77, v85);
                let v297 = max(v296, 0.0001f);
                let v312 = (v297 * v297);
                let v314 = (1.0f - v274);
                let v315 = (v312 * v314);
                let v317 = (v315 + v274);
                let v318 = sqrt(v317);
                let v319 = (v228 * v318);
                let v324 = (v228 * v228);
                let v327 = (v324 * v314);
                let v329 = (v327 + v274);
                let v330 = sqrt(v329);
                let v331 = (v297 * v330);
                let v335 = (v319 + v331);
                let v336 = max(v335, 1e-5f);
                let v337 = (0.5f / v336);
                let v338 = (v289 * v337);
                let v339 = vec3<f32>(v338);
                let v341 = (v339 * v401);
                let v344 = (v341 * v167);
                let v346 = vec3<f32>(v228);
                let v347 = (v344 * v346);
                let v349 = v476.specular;
                let v350 = (v349 + v347);
                var t3 = v476;
                t3.specular = v350;
                let v467 = t3;
                let v354 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v401);
                let v361 = (1.0f - v98);
                let v362 = vec3<f32>(v361);
                let v363 = (v90 * v362);
                let v366 = (v354 * v363);
                let v367 = (v366 / vec3<f32>(3.1415927f, 3.1415927f, 3.1415927f));
                let v370 = (v367 * v167);
                let v373 = (v370 * v346);
                let v375 = v476.diffuse;
                let v376 = (v375 + v373);
                var t4 = v467;
                t4.diffuse = v376;
                let v473 = t4;
                v478 = v473;
                break;
                continuing {
                }
            }
        } else {
            break;
        }
        continuing {
            let v115 = (v477 + 1u);
            v476 = v478;
            v477 = v115;
        }
    }
    let v120 = bitcast<vec3<f32>>(Frame[5].xyz);
    let v199 = (1.0f - v98);
    let v200 = vec3<f32>(v199);
    let v201 = (v90 * v200);
    let v204 = (v120 * v201);
    let v206 = v476.diffuse;
    let v207 = (v206 + v204);
    let v178 = v476.specular;
    let v179 = (v207 + v178);
    let v183 = bitcast<f32>(Frame[5].w);
    let v184 = vec3<f32>(v183);
    let v185 = (v179 * v184);
    let v188 = v89.w;
    let v189 = vec4<f32>(v185, v188);
    out_var_SV_Target0 = v189;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>, @location(2) @interpolate(flat) in_3_0: u32) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_WORLDPOS0 = in_1_0;
    in_var_NORMAL0 = in_2_0;
    in_var_MATERIAL0 = in_3_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
