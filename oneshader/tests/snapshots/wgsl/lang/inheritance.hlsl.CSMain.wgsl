struct MaterialBase {
    baseColor: vec4<f32>,
    emission: vec3<f32>,
    flags: u32,
}

struct PbrMaterial {
    MaterialBase: MaterialBase,
    roughness: f32,
    metallic: f32,
}

struct ClearcoatMaterial {
    PbrMaterial: PbrMaterial,
    coat: f32,
    coatRoughness: f32,
}

struct Accumulator {
    sum: vec3<f32>,
    samples: u32,
}

fn load_Materials_2(w: u32) -> MaterialBase {
    return MaterialBase(vec4<f32>(bitcast<f32>(Materials[w]), bitcast<f32>(Materials[(w + 1u)]), bitcast<f32>(Materials[(w + 2u)]), bitcast<f32>(Materials[(w + 3u)])), vec3<f32>(bitcast<f32>(Materials[(w + 4u)]), bitcast<f32>(Materials[((w + 4u) + 1u)]), bitcast<f32>(Materials[((w + 4u) + 2u)])), Materials[(w + 7u)]);
}

fn load_Materials_1(w: u32) -> PbrMaterial {
    return PbrMaterial(load_Materials_2(w), bitcast<f32>(Materials[(w + 8u)]), bitcast<f32>(Materials[(w + 9u)]));
}

fn load_Materials(w: u32) -> ClearcoatMaterial {
    return ClearcoatMaterial(load_Materials_1(w), bitcast<f32>(Materials[(w + 12u)]), bitcast<f32>(Materials[(w + 13u)]));
}

fn load_Accumulators(w: u32) -> Accumulator {
    return Accumulator(vec3<f32>(bitcast<f32>(Accumulators[w]), bitcast<f32>(Accumulators[(w + 1u)]), bitcast<f32>(Accumulators[(w + 2u)])), Accumulators[(w + 3u)]);
}

fn store_Accumulators(w: u32, v: Accumulator) {
    Accumulators[w] = bitcast<u32>(v.sum.x);
    Accumulators[(w + 1u)] = bitcast<u32>(v.sum.y);
    Accumulators[(w + 2u)] = bitcast<u32>(v.sum.z);
    Accumulators[(w + 3u)] = v.samples;
}

fn load_Override(w: u32) -> MaterialBase {
    return MaterialBase(vec4<f32>(bitcast<f32>(Override[w / 4u][w % 4u]), bitcast<f32>(Override[(w + 1u) / 4u][(w + 1u) % 4u]), bitcast<f32>(Override[(w + 2u) / 4u][(w + 2u) % 4u]), bitcast<f32>(Override[(w + 3u) / 4u][(w + 3u) % 4u])), vec3<f32>(bitcast<f32>(Override[(w + 4u) / 4u][(w + 4u) % 4u]), bitcast<f32>(Override[((w + 4u) + 1u) / 4u][((w + 4u) + 1u) % 4u]), bitcast<f32>(Override[((w + 4u) + 2u) / 4u][((w + 4u) + 2u) % 4u])), Override[(w + 7u) / 4u][(w + 7u) % 4u]);
}

@group(0) @binding(0) var<uniform> Setup: array<vec4<u32>, 2>;
@group(0) @binding(1) var<uniform> Override: array<vec4<u32>, 4>;
@group(0) @binding(2) var<storage, read> Materials: array<u32>;
@group(0) @binding(3) var<storage, read> Normals: array<u32>;
@group(0) @binding(4) var<storage, read_write> Accumulators: array<u32>;
@group(0) @binding(5) var<storage, read_write> Preview: array<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v1: vec3<u32>;
    var v85: u32;
    var v93: ClearcoatMaterial;
    var v112: f32;
    var v117: f32;
    var v120: MaterialBase;
    var v155: u32;
    var v158: bool;
    var v557: ClearcoatMaterial;
    var v127: vec3<f32>;
    var v134: vec3<f32>;
    var v610: ClearcoatMaterial;
    var v146: MaterialBase;
    var v148: MaterialBase;
    var v149: vec4<f32>;
    var v246: vec3<f32>;
    var v411: u32;
    var v468: vec3<f32>;
    var v488: u32;
    var v545: vec3<f32>;
    v1 = gl_GlobalInvocationID;
    loop {
        v85 = v1.x;
        let v89 = Setup[1].w;
        let v90 = (v85 >= v89);
        if v90 {
            break;
        }
        v93 = load_Materials((v85 * 16u));
        let v97 = vec3<f32>(bitcast<f32>(Normals[(v85 * 4u)]), bitcast<f32>(Normals[((v85 * 4u) + 1u)]), bitcast<f32>(Normals[((v85 * 4u) + 2u)]));
        let v98 = normalize(v97);
        let v101 = bitcast<vec3<f32>>(Setup[0].xyz);
        let v102 = -(v101);
        let v103 = normalize(v102);
        let v106 = (v103 + vec3<f32>(0.0f, 0.0f, 1.0f));
        let v107 = normalize(v106);
        let v111 = dot(v98, v103);
        v112 = saturate(v111);
        let v116 = dot(v98, v107);
        v117 = saturate(v116);
        v120 = v93.PbrMaterial.MaterialBase;
        v155 = v120.flags;
        let v157 = (v155 & 1u);
        v158 = (v157 != 0u);
        var t1 = v93;
        t1.PbrMaterial.MaterialBase = v120;
        v557 = t1;
        if v158 {
            v127 = bitcast<vec3<f32>>(Setup[1].xyz);
            loop {
                if v158 {
                    let v196 = v120.baseColor;
                    let v197 = v196.xyz;
                    let v220 = (v155 & 2u);
                    let v221 = (v220 != 0u);
                    let v225 = v120.emission;
                    let v226 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v225, v221);
                    let v229 = (v197 + v226);
                    v246 = v229;
                    break;
                }
                let v203 = v120.baseColor;
                let v204 = v203.xyz;
                let v208 = vec3<f32>(v112);
                let v209 = (v204 * v208);
                let v211 = (v209 * v127);
                let v236 = (v155 & 2u);
                let v237 = (v236 != 0u);
                let v241 = v120.emission;
                let v242 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v241, v237);
                let v245 = (v211 + v242);
                v246 = v245;
                break;
                continuing {
                }
            }
            var t2 = v557;
            t2.PbrMaterial.MaterialBase = v120;
            let v572 = t2;
            v134 = v246;
            v610 = v572;
        } else {
            let v133 = bitcast<vec3<f32>>(Setup[1].xyz);
            let v254 = v557.PbrMaterial;
            let v263 = v254.MaterialBase.baseColor;
            let v264 = v263.xyz;
            let v266 = v254.metallic;
            let v267 = vec3<f32>(v266);
            let v268 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v264, v267);
            let v312 = v254.MaterialBase;
            let v315 = v312.baseColor;
            let v316 = v315.xyz;
            var t3 = v254;
            t3.MaterialBase = v312;
            let v582 = t3;
            let v322 = (1.0f - v266);
            let v323 = vec3<f32>(v322);
            let v324 = (v316 * v323);
            let v274 = v254.roughness;
            let v277 = (v274 * v274);
            let v278 = max(v277, 0.02f);
            let v282 = (v278 * v278);
            let v286 = (v117 * v117);
            let v288 = (v282 - 1.0f);
            let v289 = (v286 * v288);
            let v290 = (v289 + 1.0f);
            let v294 = (3.1415927f * v290);
            let v296 = (v294 * v290);
            let v297 = (v282 / v296);
            let v300 = vec3<f32>(v297);
            let v301 = (v268 * v300);
            let v302 = (v324 + v301);
            let v304 = vec3<f32>(v112);
            let v305 = (v302 * v304);
            let v307 = (v305 * v133);
            let v335 = v312.flags;
            let v337 = (v335 & 2u);
            let v338 = (v337 != 0u);
            let v342 = v312.emission;
            let v343 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v342, v338);
            var t4 = v582;
            t4.MaterialBase = v312;
            let v587 = t4;
            let v347 = (v307 + v343);
            var t5 = v557;
            t5.PbrMaterial = v587;
            let v589 = t5;
            let v353 = v93.coatRoughness;
            let v356 = (v353 * v353);
            let v357 = max(v356, 0.02f);
            let v361 = (v357 * v357);
            let v367 = (v361 - 1.0f);
            let v368 = (v286 * v367);
            let v369 = (v368 + 1.0f);
            let v372 = v93.coat;
            let v373 = (v372 * 0.04f);
            let v375 = (v373 * v361);
            let v377 = (3.1415927f * v369);
            let v379 = (v377 * v369);
            let v380 = (v375 / v379);
            let v385 = (0.04f * v372);
            let v386 = (1.0f - v385);
            let v387 = vec3<f32>(v386);
            let v388 = (v347 * v387);
            let v391 = (v380 * v112);
            let v392 = vec3<f32>(v391);
            let v394 = (v392 * v133);
            let v395 = (v388 + v394);
            v134 = v395;
            v610 = v589;
        }
        let v138 = load_Accumulators((v85 * 4u));
        let v142 = bitcast<f32>(Setup[0].w);
        let v143 = vec3<f32>(v142);
        let v144 = (v134 * v143);
        let v165 = v138.sum;
        let v166 = (v165 + v144);
        var t6 = v138;
        t6.sum = v166;
        let v560 = t6;
        let v170 = v138.samples;
        let v171 = (v170 + 1u);
        var t7 = v560;
        t7.samples = v171;
        let v563 = t7;
        store_Accumulators((v85 * 4u), v563);
        let v178 = (v85 == 0u);
        if v178 {
            v146 = load_Override(0u);
            loop {
                v411 = v146.flags;
                let v413 = (v411 & 1u);
                let v414 = (v413 != 0u);
                if v414 {
                    let v418 = v146.baseColor;
                    let v419 = v418.xyz;
                    let v442 = (v411 & 2u);
                    let v443 = (v442 != 0u);
                    let v447 = v146.emission;
                    let v448 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v447, v443);
                    let v451 = (v419 + v448);
                    v468 = v451;
                    break;
                }
                let v425 = v146.baseColor;
                let v426 = v425.xyz;
                let v431 = (v426 * vec3<f32>(1.0f, 1.0f, 1.0f));
                let v433 = (v431 * vec3<f32>(1.0f, 1.0f, 1.0f));
                let v458 = (v411 & 2u);
                let v459 = (v458 != 0u);
                let v463 = v146.emission;
                let v464 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v463, v459);
                let v467 = (v433 + v464);
                v468 = v467;
                break;
                continuing {
                }
            }
            let v472 = v146.baseColor;
            let v473 = v472.w;
            let v474 = vec4<f32>(v468, v473);
            v149 = v474;
        } else {
            v148 = v610.PbrMaterial.MaterialBase;
            loop {
                v488 = v148.flags;
                let v490 = (v488 & 1u);
                let v491 = (v490 != 0u);
                if v491 {
                    let v495 = v148.baseColor;
                    let v496 = v495.xyz;
                    let v519 = (v488 & 2u);
                    let v520 = (v519 != 0u);
                    let v524 = v148.emission;
                    let v525 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v524, v520);
                    let v528 = (v496 + v525);
                    v545 = v528;
                    break;
                }
                let v502 = v148.baseColor;
                let v503 = v502.xyz;
                let v508 = (v503 * vec3<f32>(1.0f, 1.0f, 1.0f));
                let v510 = (v508 * vec3<f32>(1.0f, 1.0f, 1.0f));
                let v535 = (v488 & 2u);
                let v536 = (v535 != 0u);
                let v540 = v148.emission;
                let v541 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v540, v536);
                let v544 = (v510 + v541);
                v545 = v544;
                break;
                continuing {
                }
            }
            let v549 = v148.baseColor;
            let v550 = v549.w;
            let v551 = vec4<f32>(v545, v550);
            v149 = v551;
        }
        Preview[(v85 * 4u)] = bitcast<u32>(v149.x);
        Preview[((v85 * 4u) + 1u)] = bitcast<u32>(v149.y);
        Preview[((v85 * 4u) + 2u)] = bitcast<u32>(v149.z);
        Preview[((v85 * 4u) + 3u)] = bitcast<u32>(v149.w);
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
