struct Particle {
    Position: vec3<f32>,
    Age: f32,
    Velocity: vec3<f32>,
    Lifetime: f32,
    Color: vec4<f32>,
    Size: f32,
    Seed: u32,
    SpinAndRate: vec2<f32>,
}

fn load_ParticlePool(w: u32) -> Particle {
    return Particle(vec3<f32>(bitcast<f32>(ParticlePool[w]), bitcast<f32>(ParticlePool[(w + 1u)]), bitcast<f32>(ParticlePool[(w + 2u)])), bitcast<f32>(ParticlePool[(w + 3u)]), vec3<f32>(bitcast<f32>(ParticlePool[(w + 4u)]), bitcast<f32>(ParticlePool[((w + 4u) + 1u)]), bitcast<f32>(ParticlePool[((w + 4u) + 2u)])), bitcast<f32>(ParticlePool[(w + 7u)]), vec4<f32>(bitcast<f32>(ParticlePool[(w + 8u)]), bitcast<f32>(ParticlePool[((w + 8u) + 1u)]), bitcast<f32>(ParticlePool[((w + 8u) + 2u)]), bitcast<f32>(ParticlePool[((w + 8u) + 3u)])), bitcast<f32>(ParticlePool[(w + 12u)]), ParticlePool[(w + 13u)], vec2<f32>(bitcast<f32>(ParticlePool[(w + 14u)]), bitcast<f32>(ParticlePool[((w + 14u) + 1u)])));
}

fn store_ParticlePool(w: u32, v: Particle) {
    ParticlePool[w] = bitcast<u32>(v.Position.x);
    ParticlePool[(w + 1u)] = bitcast<u32>(v.Position.y);
    ParticlePool[(w + 2u)] = bitcast<u32>(v.Position.z);
    ParticlePool[(w + 3u)] = bitcast<u32>(v.Age);
    ParticlePool[(w + 4u)] = bitcast<u32>(v.Velocity.x);
    ParticlePool[((w + 4u) + 1u)] = bitcast<u32>(v.Velocity.y);
    ParticlePool[((w + 4u) + 2u)] = bitcast<u32>(v.Velocity.z);
    ParticlePool[(w + 7u)] = bitcast<u32>(v.Lifetime);
    ParticlePool[(w + 8u)] = bitcast<u32>(v.Color.x);
    ParticlePool[((w + 8u) + 1u)] = bitcast<u32>(v.Color.y);
    ParticlePool[((w + 8u) + 2u)] = bitcast<u32>(v.Color.z);
    ParticlePool[((w + 8u) + 3u)] = bitcast<u32>(v.Color.w);
    ParticlePool[(w + 12u)] = bitcast<u32>(v.Size);
    ParticlePool[(w + 13u)] = v.Seed;
    ParticlePool[(w + 14u)] = bitcast<u32>(v.SpinAndRate.x);
    ParticlePool[((w + 14u) + 1u)] = bitcast<u32>(v.SpinAndRate.y);
}

@group(0) @binding(0) var<uniform> SimulationParams: array<vec4<u32>, 5>;
@group(0) @binding(1) var<storage, read_write> ParticlePool: array<u32>;
@group(0) @binding(2) var<storage, read_write> DeadList: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> AliveCounter: array<atomic<u32>>;
@group(0) @binding(4) var<storage, read_write> DrawIndirectArgs: array<atomic<u32>>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v1: vec3<u32>;
    var v17: u32;
    var v21: u32;
    var v443: vec3<f32>;
    var v445: f32;
    var v447: vec3<f32>;
    var v449: f32;
    var v451: vec4<f32>;
    var v453: f32;
    var v455: u32;
    var v457: vec2<f32>;
    var v35: f32;
    var v38: f32;
    var v47: u32;
    var v58: u32;
    var v84: u32;
    var v118: vec3<f32>;
    var v129: vec3<f32>;
    var v136: f32;
    var v537: vec3<f32>;
    var v540: vec3<f32>;
    v1 = gl_GlobalInvocationID;
    loop {
        v17 = v1.x;
        v21 = SimulationParams[3].z;
        let v22 = (v17 >= v21);
        if v22 {
            break;
        }
        let v25 = load_ParticlePool((v17 * 16u));
        v443 = v25.Position;
        v445 = v25.Age;
        v447 = v25.Velocity;
        v449 = v25.Lifetime;
        v451 = v25.Color;
        v453 = v25.Size;
        v455 = v25.Seed;
        v457 = v25.SpinAndRate;
        let v29 = (v445 < 0.0f);
        if v29 {
            let v32 = SimulationParams[3].w;
            let v33 = (v17 < v32);
            if v33 {
                v47 = atomicAdd(&DeadList[0u], 4294967295u);
                let v50 = (v47 > 0u);
                let v54 = (v47 <= v21);
                let v55 = select(false, v54, v50);
                if v55 {
                    v58 = atomicLoad(&DeadList[(v47)]);
                    let v64 = bitcast<f32>(SimulationParams[4].y);
                    let v65 = bitcast<u32>(v64);
                    let v66 = (v58 ^ v65);
                    let v198 = (v66 * 747796405u);
                    let v199 = (v198 + 2891336453u);
                    let v203 = (v199 >> (28u & 31u));
                    let v204 = (v203 + 4u);
                    let v205 = (v199 >> (v204 & 31u));
                    let v207 = (v205 ^ v199);
                    let v208 = (v207 * 277803737u);
                    let v211 = (v208 >> (22u & 31u));
                    let v213 = (v211 ^ v208);
                    let v347 = (v213 * 747796405u);
                    let v348 = (v347 + 2891336453u);
                    let v352 = (v348 >> (28u & 31u));
                    let v353 = (v352 + 4u);
                    let v354 = (v348 >> (v353 & 31u));
                    let v356 = (v354 ^ v348);
                    let v357 = (v356 * 277803737u);
                    let v360 = (v357 >> (22u & 31u));
                    let v362 = (v360 ^ v357);
                    let v339 = (v362 & 16777215u);
                    let v340 = f32(v339);
                    let v341 = (v340 / 16777216.0f);
                    let v251 = (v213 ^ 2654435769u);
                    let v375 = (v251 * 747796405u);
                    let v376 = (v375 + 2891336453u);
                    let v380 = (v376 >> (28u & 31u));
                    let v381 = (v380 + 4u);
                    let v382 = (v376 >> (v381 & 31u));
                    let v384 = (v382 ^ v376);
                    let v385 = (v384 * 277803737u);
                    let v388 = (v385 >> (22u & 31u));
                    let v390 = (v388 ^ v385);
                    let v367 = (v390 & 16777215u);
                    let v368 = f32(v367);
                    let v369 = (v368 / 16777216.0f);
                    let v255 = (v213 * 3u);
                    let v256 = (v255 + 1u);
                    let v403 = (v256 * 747796405u);
                    let v404 = (v403 + 2891336453u);
                    let v408 = (v404 >> (28u & 31u));
                    let v409 = (v408 + 4u);
                    let v410 = (v404 >> (v409 & 31u));
                    let v412 = (v410 ^ v404);
                    let v413 = (v412 * 277803737u);
                    let v416 = (v413 >> (22u & 31u));
                    let v418 = (v416 ^ v413);
                    let v395 = (v418 & 16777215u);
                    let v396 = f32(v395);
                    let v397 = (v396 / 16777216.0f);
                    let v260 = (v341 * 6.2831855f);
                    let v263 = (v369 * 2.0f);
                    let v264 = (v263 - 1.0f);
                    let v268 = (v264 * v264);
                    let v269 = (1.0f - v268);
                    let v270 = sqrt(v269);
                    let v272 = cos(v260);
                    let v273 = (v270 * v272);
                    let v281 = sin(v260);
                    let v282 = (v270 * v281);
                    let v283 = vec3<f32>(v273, v264, v282);
                    let v286 = bitcast<vec3<f32>>(SimulationParams[1].xyz);
                    let v289 = bitcast<f32>(SimulationParams[1].w);
                    let v290 = vec3<f32>(v289);
                    let v291 = (v283 * v290);
                    let v293 = vec3<f32>(v397);
                    let v294 = (v291 * v293);
                    let v295 = (v286 + v294);
                    let v299 = bitcast<vec3<f32>>(SimulationParams[2].xyz);
                    let v301 = (v299 + v283);
                    let v307 = bitcast<vec2<f32>>(SimulationParams[4].zw);
                    let v308 = v307.x;
                    let v311 = v307.y;
                    let v313 = mix(v308, v311, v397);
                    let v317 = mix(0.3f, 0.9f, v341);
                    let v318 = vec4<f32>(1.0f, v317, 0.1f, 1.0f);
                    let v322 = mix(0.05f, 0.2f, v369);
                    let v331 = (v369 - 0.5f);
                    let v332 = vec2<f32>(v260, v331);
                    let v69 = Particle(v295, 0.0f, v301, v313, v318, v322, v213, v332);
                    store_ParticlePool((v58 * 16u), v69);
                } else {
                    let v76 = atomicAdd(&DeadList[0u], 1u);
                }
            }
            break;
        }
        v35 = bitcast<f32>(SimulationParams[0].w);
        v38 = (v445 + v35);
        let v45 = (v38 >= v449);
        if v45 {
            let v80 = atomicAdd(&DeadList[0u], 1u);
            v84 = (v80 + 1u);
            atomicStore(&DeadList[(v84)], v17);
            let v87 = Particle(v443, (-1.0f), v447, v449, v451, v453, v455, v457);
            store_ParticlePool((v17 * 16u), v87);
            break;
        }
        let v92 = bitcast<vec3<f32>>(SimulationParams[0].xyz);
        let v96 = bitcast<f32>(SimulationParams[4].y);
        let v219 = v443.y;
        let v220 = (v219 * 1.7f);
        let v222 = (v220 + v96);
        let v223 = sin(v222);
        let v225 = v443.z;
        let v226 = (v225 * 1.3f);
        let v228 = (v96 * 0.7f);
        let v229 = (v226 + v228);
        let v230 = sin(v229);
        let v232 = v443.x;
        let v233 = (v232 * 1.1f);
        let v235 = (v96 * 1.3f);
        let v236 = (v233 - v235);
        let v237 = sin(v236);
        let v238 = vec3<f32>(v223, v230, v237);
        let v99 = bitcast<f32>(SimulationParams[4].x);
        let v100 = vec3<f32>(v99);
        let v101 = (v238 * v100);
        let v102 = (v92 + v101);
        let v106 = bitcast<f32>(SimulationParams[2].w);
        let v107 = vec3<f32>(v106);
        let v108 = (v447 * v107);
        let v109 = (v102 - v108);
        let v114 = vec3<f32>(v35);
        let v115 = (v109 * v114);
        v118 = (v447 + v115);
        let v126 = (v118 * v114);
        v129 = (v443 + v126);
        let v134 = v129.y;
        v136 = bitcast<f32>(SimulationParams[3].x);
        let v137 = (v134 < v136);
        if v137 {
            var t1 = v129;
            t1.y = v136;
            let v529 = t1;
            let v144 = v118.y;
            let v145 = -(v144);
            let v147 = bitcast<f32>(SimulationParams[3].y);
            let v148 = (v145 * v147);
            var t2 = v118;
            t2.y = v148;
            let v531 = t2;
            let v153 = v531.xz;
            let v154 = (v153 * vec2<f32>(0.8f, 0.8f));
            let v157 = vec3<f32>(v154.x, v531.y, v154.y);
            v537 = v529;
            v540 = v157;
        } else {
            v537 = v129;
            v540 = v118;
        }
        let v162 = v457.y;
        let v165 = (v162 * v35);
        let v168 = v457.x;
        let v169 = (v168 + v165);
        var t3 = v457;
        t3.x = v169;
        let v533 = t3;
        let v176 = (v38 / v449);
        let v177 = (1.0f - v176);
        let v178 = saturate(v177);
        var t4 = v451;
        t4.w = v178;
        let v535 = t4;
        let v181 = Particle(v537, v38, v540, v449, v535, v453, v455, v533);
        store_ParticlePool((v17 * 16u), v181);
        let v186 = atomicAdd(&AliveCounter[0u], 1u);
        let v189 = (v186 + 1u);
        let v192 = atomicMax(&DrawIndirectArgs[1u], v189);
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(256, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
