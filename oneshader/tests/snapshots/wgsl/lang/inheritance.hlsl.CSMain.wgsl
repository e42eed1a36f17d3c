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
    var v20: u32;
    var v1292: vec4<f32>;
    var v1294: vec3<f32>;
    var v1296: u32;
    var v1203: f32;
    var v1205: f32;
    var v696: f32;
    var v698: f32;
    var v47: f32;
    var v52: f32;
    var v113: bool;
    var v66: vec3<f32>;
    var v80: vec3<f32>;
    var v765: vec4<f32>;
    var v767: vec3<f32>;
    var v769: u32;
    var v103: vec4<f32>;
    var v155: vec3<f32>;
    var v360: vec3<f32>;
    var v402: vec3<f32>;
    v1 = gl_GlobalInvocationID;
    loop {
        v20 = v1.x;
        let v24 = Setup[1].w;
        let v25 = (v20 >= v24);
        if v25 {
            break;
        }
        let v28 = load_Materials((v20 * 16u));
        let v694 = v28.PbrMaterial;
        let v1201 = v694.MaterialBase;
        v1292 = v1201.baseColor;
        v1294 = v1201.emission;
        v1296 = v1201.flags;
        v1203 = v694.roughness;
        v1205 = v694.metallic;
        v696 = v28.coat;
        v698 = v28.coatRoughness;
        let v32 = vec3<f32>(bitcast<f32>(Normals[(v20 * 4u)]), bitcast<f32>(Normals[((v20 * 4u) + 1u)]), bitcast<f32>(Normals[((v20 * 4u) + 2u)]));
        let v33 = normalize(v32);
        let v36 = bitcast<vec3<f32>>(Setup[0].xyz);
        let v37 = -(v36);
        let v38 = normalize(v37);
        let v41 = (v38 + vec3<f32>(0.0f, 0.0f, 1.0f));
        let v42 = normalize(v41);
        let v46 = dot(v33, v38);
        v47 = saturate(v46);
        let v51 = dot(v33, v42);
        v52 = saturate(v51);
        let v112 = (v1296 & 1u);
        v113 = (v112 != 0u);
        if v113 {
            v66 = bitcast<vec3<f32>>(Setup[1].xyz);
            loop {
                if v113 {
                    let v269 = v1292.xyz;
                    let v465 = (v1296 & 2u);
                    let v466 = (v465 != 0u);
                    let v411 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v1294, v466);
                    let v138 = (v269 + v411);
                    v155 = v138;
                    break;
                }
                let v272 = v1292.xyz;
                let v145 = vec3<f32>(v47);
                let v146 = (v272 * v145);
                let v148 = (v146 * v66);
                let v472 = (v1296 & 2u);
                let v473 = (v472 != 0u);
                let v420 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v1294, v473);
                let v154 = (v148 + v420);
                v155 = v154;
                break;
                continuing {
                }
            }
            v80 = v155;
        } else {
            let v76 = bitcast<vec3<f32>>(Setup[1].xyz);
            let v285 = v1292.xyz;
            let v288 = vec3<f32>(v1205);
            let v289 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v285, v288);
            let v431 = (1.0f - v1205);
            let v432 = vec3<f32>(v431);
            let v433 = (v285 * v432);
            let v486 = (v1203 * v1203);
            let v487 = max(v486, 0.02f);
            let v491 = (v487 * v487);
            let v495 = (v52 * v52);
            let v497 = (v491 - 1.0f);
            let v498 = (v495 * v497);
            let v499 = (v498 + 1.0f);
            let v503 = (3.1415927f * v499);
            let v505 = (v503 * v499);
            let v506 = (v491 / v505);
            let v303 = vec3<f32>(v506);
            let v304 = (v289 * v303);
            let v305 = (v433 + v304);
            let v307 = vec3<f32>(v47);
            let v308 = (v305 * v307);
            let v310 = (v308 * v76);
            let v585 = (v1296 & 2u);
            let v586 = (v585 != 0u);
            let v551 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v1294, v586);
            let v318 = (v310 + v551);
            let v183 = (v698 * v698);
            let v184 = max(v183, 0.02f);
            let v188 = (v184 * v184);
            let v194 = (v188 - 1.0f);
            let v195 = (v495 * v194);
            let v196 = (v195 + 1.0f);
            let v200 = (v696 * 0.04f);
            let v202 = (v200 * v188);
            let v204 = (3.1415927f * v196);
            let v206 = (v204 * v196);
            let v207 = (v202 / v206);
            let v212 = (0.04f * v696);
            let v213 = (1.0f - v212);
            let v214 = vec3<f32>(v213);
            let v215 = (v318 * v214);
            let v218 = (v207 * v47);
            let v219 = vec3<f32>(v218);
            let v221 = (v219 * v76);
            let v222 = (v215 + v221);
            v80 = v222;
        }
        let v84 = load_Accumulators((v20 * 4u));
        let v717 = v84.sum;
        let v719 = v84.samples;
        let v88 = bitcast<f32>(Setup[0].w);
        let v89 = vec3<f32>(v88);
        let v90 = (v80 * v89);
        let v228 = (v717 + v90);
        let v233 = (v719 + 1u);
        let v92 = Accumulator(v228, v233);
        store_Accumulators((v20 * 4u), v92);
        let v96 = (v20 == 0u);
        if v96 {
            let v98 = load_Override(0u);
            v765 = v98.baseColor;
            v767 = v98.emission;
            v769 = v98.flags;
            loop {
                let v439 = (v769 & 1u);
                let v440 = (v439 != 0u);
                if v440 {
                    let v443 = v765.xyz;
                    let v557 = (v769 & 2u);
                    let v558 = (v557 != 0u);
                    let v515 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v767, v558);
                    let v343 = (v443 + v515);
                    v360 = v343;
                    break;
                }
                let v446 = v765.xyz;
                let v564 = (v769 & 2u);
                let v565 = (v564 != 0u);
                let v524 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v767, v565);
                let v359 = (v446 + v524);
                v360 = v359;
                break;
                continuing {
                }
            }
            let v246 = v765.w;
            let v247 = vec4<f32>(v360, v246);
            v103 = v247;
        } else {
            loop {
                if v113 {
                    let v456 = v1292.xyz;
                    let v571 = (v1296 & 2u);
                    let v572 = (v571 != 0u);
                    let v533 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v1294, v572);
                    let v385 = (v456 + v533);
                    v402 = v385;
                    break;
                }
                let v459 = v1292.xyz;
                let v578 = (v1296 & 2u);
                let v579 = (v578 != 0u);
                let v542 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v1294, v579);
                let v401 = (v459 + v542);
                v402 = v401;
                break;
                continuing {
                }
            }
            let v258 = v1292.w;
            let v259 = vec4<f32>(v402, v258);
            v103 = v259;
        }
        Preview[(v20 * 4u)] = bitcast<u32>(v103.x);
        Preview[((v20 * 4u) + 1u)] = bitcast<u32>(v103.y);
        Preview[((v20 * 4u) + 2u)] = bitcast<u32>(v103.z);
        Preview[((v20 * 4u) + 3u)] = bitcast<u32>(v103.w);
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
