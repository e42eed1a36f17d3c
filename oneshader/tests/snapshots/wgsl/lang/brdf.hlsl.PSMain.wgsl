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
    var v530: vec4<f32>;
    var v532: f32;
    var v534: f32;
    var v39: vec3<f32>;
    var v47: vec3<f32>;
    var v52: vec3<f32>;
    var v860: vec3<f32>;
    var v861: vec3<f32>;
    var v862: u32;
    var v145: vec3<f32>;
    var v159: vec3<f32>;
    var v302: f32;
    var v863: vec3<f32>;
    var v865: vec3<f32>;
    v5 = in_var_WORLDPOS0;
    let v8 = in_var_NORMAL0;
    v11 = in_var_MATERIAL0;
    let v35 = load_Materials((v11 * 8u));
    v530 = v35.baseColor;
    v532 = v35.roughness;
    v534 = v35.metallic;
    v39 = normalize(v8);
    let v43 = bitcast<vec3<f32>>(Frame[4].xyz);
    let v46 = (v43 - v5);
    v47 = normalize(v46);
    v52 = v530.xyz;
    v860 = vec3<f32>(0.0f, 0.0f, 0.0f);
    v861 = vec3<f32>(0.0f, 0.0f, 0.0f);
    v862 = 0u;
    loop {
        let v114 = Frame[4].w;
        let v115 = (v862 < v114);
        if v115 {
            let v74 = load_Lights((v862 * 8u));
            let v552 = v74.position;
            let v554 = v74.range;
            let v556 = v74.color;
            let v558 = v74.intensity;
            let v129 = (v552 - v5);
            let v132 = length(v129);
            let v137 = (v132 / v554);
            let v138 = (1.0f - v137);
            let v139 = saturate(v138);
            let v143 = max(v132, 0.0001f);
            let v144 = vec3<f32>(v143);
            v145 = (v129 / v144);
            let v152 = vec3<f32>(v558);
            let v153 = (v556 * v152);
            let v155 = vec3<f32>(v139);
            let v156 = (v153 * v155);
            v159 = (v156 * v155);
            loop {
                let v301 = dot(v39, v145);
                v302 = saturate(v301);
                let v204 = (v302 <= 0.0f);
                if v204 {
                    v863 = v860;
                    v865 = v861;
                    break;
                }
                let v309 = (v47 + v145);
                let v310 = normalize(v309);
                let v215 = dot(v39, v310);
                let v216 = saturate(v215);
                let v221 = dot(v47, v310);
                let v222 = saturate(v221);
                let v315 = (v532 * v532);
                let v316 = max(v315, 0.045f);
                let v323 = (1.0f - v222);
                let v324 = pow(v323, 5.0f);
                let v343 = vec3<f32>(v534);
                let v344 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v52, v343);
                let v334 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v344);
                let v336 = vec3<f32>(v324);
                let v337 = (v334 * v336);
                let v338 = (v344 + v337);
                let v353 = (v316 * v316);
                let v357 = (v216 * v216);
                let v359 = (v353 - 1.0f);
                let v360 = (v357 * v359);
                let v361 = (v360 + 1.0f);
                let v365 = (3.1415927f * v361);
                let v367 = (v365 * v361);
                let v368 = (v353 / v367);
                let v373 = dot(v39, v47);
                let v374 = max(v373, 0.0001f);
                let v391 = (v374 * v374);
                let v393 = (1.0f - v353);
                let v394 = (v391 * v393);
                let v396 = (v394 + v353);
                let v397 = sqrt(v396);
                let v398 = (v302 * v397);
                let v403 = (v302 * v302);
                let v406 = (v403 * v393);
                let v408 = (v406 + v353);
                let v409 = sqrt(v408);
                let v410 = (v374 * v409);
                let v414 = (v398 + v410);
                let v415 = max(v414, 1e-5f);
                let v416 = (0.5f / v415);
                let v248 = (v368 * v416);
                let v249 = vec3<f32>(v248);
                let v251 = (v249 * v338);
                let v254 = (v251 * v159);
                let v256 = vec3<f32>(v302);
                let v257 = (v254 * v256);
                let v260 = (v861 + v257);
                let v264 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v338);
                let v421 = (1.0f - v534);
                let v422 = vec3<f32>(v421);
                let v423 = (v52 * v422);
                let v270 = (v264 * v423);
                let v271 = (v270 / vec3<f32>(3.1415927f, 3.1415927f, 3.1415927f));
                let v274 = (v271 * v159);
                let v277 = (v274 * v256);
                let v280 = (v860 + v277);
                v863 = v280;
                v865 = v260;
                break;
                continuing {
                }
            }
        } else {
            break;
        }
        continuing {
            let v89 = (v862 + 1u);
            v860 = v863;
            v861 = v865;
            v862 = v89;
        }
    }
    let v94 = bitcast<vec3<f32>>(Frame[5].xyz);
    let v287 = (1.0f - v534);
    let v288 = vec3<f32>(v287);
    let v289 = (v52 * v288);
    let v174 = (v94 * v289);
    let v177 = (v860 + v174);
    let v294 = (v177 + v861);
    let v105 = bitcast<f32>(Frame[5].w);
    let v106 = vec3<f32>(v105);
    let v107 = (v294 * v106);
    let v110 = v530.w;
    let v111 = vec4<f32>(v107, v110);
    out_var_SV_Target0 = v111;
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
