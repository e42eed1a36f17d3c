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
    var v41: u32;
    var v45: u32;
    var v49: Particle;
    var v52: f32;
    var v59: f32;
    var v413: Particle;
    var v71: u32;
    var v79: bool;
    var v82: u32;
    var v100: u32;
    var v229: vec3<f32>;
    var v443: Particle;
    var v247: f32;
    var v462: Particle;
    v1 = gl_GlobalInvocationID;
    loop {
        v41 = v1.x;
        v45 = SimulationParams[3].z;
        let v46 = (v41 >= v45);
        if v46 {
            break;
        }
        v49 = load_ParticlePool((v41 * 16u));
        v52 = v49.Age;
        let v53 = (v52 < 0.0f);
        if v53 {
            let v56 = SimulationParams[3].w;
            let v57 = (v41 < v56);
            if v57 {
                v71 = atomicAdd(&DeadList[0u], 4294967295u);
                let v74 = (v71 > 0u);
                if v74 {
                    let v78 = (v71 <= v45);
                    v79 = v78;
                } else {
                    v79 = false;
                }
                if v79 {
                    v82 = atomicLoad(&DeadList[(v71)]);
                    let v88 = bitcast<f32>(SimulationParams[4].y);
                    let v89 = bitcast<u32>(v88);
                    let v90 = (v82 ^ v89);
                    let v170 = (v90 * 747796405u);
                    let v171 = (v170 + 2891336453u);
                    let v175 = (v171 >> (28u & 31u));
                    let v176 = (v175 + 4u);
                    let v177 = (v171 >> (v176 & 31u));
                    let v179 = (v177 ^ v171);
                    let v180 = (v179 * 277803737u);
                    let v183 = (v180 >> (22u & 31u));
                    let v185 = (v183 ^ v180);
                    let v255 = (v185 * 747796405u);
                    let v256 = (v255 + 2891336453u);
                    let v260 = (v256 >> (28u & 31u));
                    let v261 = (v260 + 4u);
                    let v262 = (v256 >> (v261 & 31u));
                    let v264 = (v262 ^ v256);
                    let v265 = (v264 * 277803737u);
                    let v268 = (v265 >> (22u & 31u));
                    let v270 = (v268 ^ v265);
                    let v271 = (v270 & 16777215u);
                    let v272 = f32(v271);
                    let v273 = (v272 / 16777216.0f);
                    let v276 = (v185 ^ 2654435769u);
                    let v281 = (v276 * 747796405u);
                    let v282 = (v281 + 2891336453u);
                    let v286 = (v282 >> (28u & 31u));
                    let v287 = (v286 + 4u);
                    let v288 = (v282 >> (v287 & 31u));
                    let v290 = (v288 ^ v282);
                    let v291 = (v290 * 277803737u);
                    let v294 = (v291 >> (22u & 31u));
                    let v296 = (v294 ^ v291);
                    let v297 = (v296 & 16777215u);
                    let v298 = f32(v297);
                    let v299 = (v298 / 16777216.0f);
                    let v302 = (v185 * 3u);
                    let v303 = (v302 + 1u);
                    let v308 = (v303 * 747796405u);
                    let v309 = (v308 + 2891336453u);
                    let v313 = (v309 >> (28u & 31u));
                    let v314 = (v313 + 4u);
                    let v315 = (v309 >> (v314 & 31u));
                    let v317 = (v315 ^ v309);
                    let v318 = (v317 * 277803737u);
                    let v321 = (v318 >> (22u & 31u));
                    let v323 = (v321 ^ v318);
                    let v324 = (v323 & 16777215u);
                    let v325 = f32(v324);
                    let v326 = (v325 / 16777216.0f);
                    let v329 = (v273 * 6.2831855f);
                    let v332 = (v299 * 2.0f);
                    let v333 = (v332 - 1.0f);
                    let v337 = (v333 * v333);
                    let v338 = (1.0f - v337);
                    let v339 = sqrt(v338);
                    let v341 = cos(v329);
                    let v342 = (v339 * v341);
                    let v350 = sin(v329);
                    let v351 = (v339 * v350);
                    let v352 = vec3<f32>(v342, v333, v351);
                    let v355 = bitcast<vec3<f32>>(SimulationParams[1].xyz);
                    let v358 = bitcast<f32>(SimulationParams[1].w);
                    let v359 = vec3<f32>(v358);
                    let v360 = (v352 * v359);
                    let v362 = vec3<f32>(v326);
                    let v363 = (v360 * v362);
                    let v364 = (v355 + v363);
                    var t1 = Particle();
                    t1.Position = v364;
                    let v446 = t1;
                    let v368 = bitcast<vec3<f32>>(SimulationParams[2].xyz);
                    let v370 = (v368 + v352);
                    var t2 = v446;
                    t2.Velocity = v370;
                    let v448 = t2;
                    var t3 = v448;
                    t3.Age = 0.0f;
                    let v450 = t3;
                    let v376 = bitcast<vec2<f32>>(SimulationParams[4].zw);
                    let v377 = v376.x;
                    let v380 = v376.y;
                    let v382 = mix(v377, v380, v326);
                    var t4 = v450;
                    t4.Lifetime = v382;
                    let v452 = t4;
                    let v386 = mix(0.3f, 0.9f, v273);
                    let v387 = vec4<f32>(1.0f, v386, 0.1f, 1.0f);
                    var t5 = v452;
                    t5.Color = v387;
                    let v454 = t5;
                    let v391 = mix(0.05f, 0.2f, v299);
                    var t6 = v454;
                    t6.Size = v391;
                    let v456 = t6;
                    var t7 = v456;
                    t7.Seed = v185;
                    let v458 = t7;
                    let v400 = (v299 - 0.5f);
                    let v401 = vec2<f32>(v329, v400);
                    var t8 = v458;
                    t8.SpinAndRate = v401;
                    let v460 = t8;
                    store_ParticlePool((v82 * 16u), v460);
                } else {
                    let v92 = atomicAdd(&DeadList[0u], 1u);
                }
            }
            break;
        }
        v59 = bitcast<f32>(SimulationParams[0].w);
        let v62 = (v52 + v59);
        var t9 = v49;
        t9.Age = v62;
        v413 = t9;
        let v68 = v49.Lifetime;
        let v69 = (v62 >= v68);
        if v69 {
            var t10 = v413;
            t10.Age = (-1.0f);
            let v417 = t10;
            let v96 = atomicAdd(&DeadList[0u], 1u);
            v100 = (v96 + 1u);
            atomicStore(&DeadList[(v100)], v41);
            store_ParticlePool((v41 * 16u), v417);
            break;
        }
        let v108 = bitcast<vec3<f32>>(SimulationParams[0].xyz);
        let v110 = v49.Position;
        let v112 = bitcast<f32>(SimulationParams[4].y);
        let v189 = v110.y;
        let v190 = (v189 * 1.7f);
        let v192 = (v190 + v112);
        let v193 = sin(v192);
        let v195 = v110.z;
        let v196 = (v195 * 1.3f);
        let v198 = (v112 * 0.7f);
        let v199 = (v196 + v198);
        let v200 = sin(v199);
        let v202 = v110.x;
        let v203 = (v202 * 1.1f);
        let v205 = (v112 * 1.3f);
        let v206 = (v203 - v205);
        let v207 = sin(v206);
        let v208 = vec3<f32>(v193, v200, v207);
        let v210 = bitcast<f32>(SimulationParams[4].x);
        let v211 = vec3<f32>(v210);
        let v212 = (v208 * v211);
        let v213 = (v108 + v212);
        let v215 = v49.Velocity;
        let v217 = bitcast<f32>(SimulationParams[2].w);
        let v218 = vec3<f32>(v217);
        let v219 = (v215 * v218);
        let v220 = (v213 - v219);
        let v225 = vec3<f32>(v59);
        let v226 = (v220 * v225);
        v229 = (v215 + v226);
        var t11 = v413;
        t11.Velocity = v229;
        let v439 = t11;
        let v237 = (v229 * v225);
        let v240 = (v110 + v237);
        var t12 = v439;
        t12.Position = v240;
        v443 = t12;
        let v245 = v240.y;
        v247 = bitcast<f32>(SimulationParams[3].x);
        let v248 = (v245 < v247);
        if v248 {
            var t13 = v443;
            t13.Position.y = v247;
            let v420 = t13;
            let v119 = v229.y;
            let v120 = -(v119);
            let v122 = bitcast<f32>(SimulationParams[3].y);
            let v123 = (v120 * v122);
            var t14 = v420;
            t14.Velocity.y = v123;
            let v423 = t14;
            let v127 = v423.Velocity;
            let v128 = v127.xz;
            let v129 = (v128 * vec2<f32>(0.8f, 0.8f));
            let v132 = vec3<f32>(v129.x, v127.y, v129.y);
            var t15 = v423;
            t15.Velocity = v132;
            let v427 = t15;
            v462 = v427;
        } else {
            v462 = v443;
        }
        let v136 = v462.SpinAndRate;
        let v137 = v136.y;
        let v140 = (v137 * v59);
        let v143 = v136.x;
        let v144 = (v143 + v140);
        var t16 = v462;
        t16.SpinAndRate.x = v144;
        let v431 = t16;
        let v148 = v462.Age;
        let v150 = v462.Lifetime;
        let v151 = (v148 / v150);
        let v152 = (1.0f - v151);
        let v153 = saturate(v152);
        var t17 = v431;
        t17.Color.w = v153;
        let v435 = t17;
        store_ParticlePool((v41 * 16u), v435);
        let v161 = atomicAdd(&AliveCounter[0u], 1u);
        let v164 = (v161 + 1u);
        let v167 = atomicMax(&DrawIndirectArgs[1u], v164);
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
