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
fn HashUint(a0: u32) -> u32 {
    var v0: u32;
    var v2: u32;
    var v7: u32;
    v0 = a0;
    let v3 = v0;
    let v4 = (v3 * 747796405u);
    let v5 = (v4 + 2891336453u);
    v2 = v5;
    let v8 = v2;
    let v9 = v2;
    let v10 = (v9 >> (28u & 31u));
    let v11 = (v10 + 4u);
    let v12 = (v8 >> (v11 & 31u));
    let v13 = v2;
    let v14 = (v12 ^ v13);
    let v15 = (v14 * 277803737u);
    v7 = v15;
    let v17 = v7;
    let v18 = (v17 >> (22u & 31u));
    let v19 = v7;
    let v20 = (v18 ^ v19);
    return v20;
}

fn HashToUnitFloat(a0: u32) -> f32 {
    var v0: u32;
    v0 = a0;
    let v2 = v0;
    let v3 = HashUint(v2);
    let v4 = (v3 & 16777215u);
    let v5 = f32(v4);
    let v6 = (v5 / 16777216.0f);
    return v6;
}

fn Emit(a0: ptr<function, Particle>, a1: u32) {
    var v0: u32;
    var v2: f32;
    var v6: f32;
    var v11: f32;
    var v17: f32;
    var v21: f32;
    var v26: vec3<f32>;
    v0 = a1;
    let v3 = v0;
    let v4 = HashToUnitFloat(v3);
    v2 = v4;
    let v7 = v0;
    let v8 = (v7 ^ 2654435769u);
    let v9 = HashToUnitFloat(v8);
    v6 = v9;
    let v12 = v0;
    let v13 = (v12 * 3u);
    let v14 = (v13 + 1u);
    let v15 = HashToUnitFloat(v14);
    v11 = v15;
    let v18 = v2;
    let v19 = (v18 * 6.2831855f);
    v17 = v19;
    let v22 = v6;
    let v23 = (v22 * 2.0f);
    let v24 = (v23 - 1.0f);
    v21 = v24;
    let v27 = v21;
    let v28 = v21;
    let v29 = (v27 * v28);
    let v30 = (1.0f - v29);
    let v31 = sqrt(v30);
    let v32 = v17;
    let v33 = cos(v32);
    let v34 = (v31 * v33);
    let v35 = v21;
    let v36 = v21;
    let v37 = v21;
    let v38 = (v36 * v37);
    let v39 = (1.0f - v38);
    let v40 = sqrt(v39);
    let v41 = v17;
    let v42 = sin(v41);
    let v43 = (v40 * v42);
    let v44 = vec3<f32>(v34, v35, v43);
    v26 = v44;
    let v47 = bitcast<vec3<f32>>(SimulationParams[1].xyz);
    let v48 = v26;
    let v50 = bitcast<f32>(SimulationParams[1].w);
    let v51 = vec3<f32>(v50);
    let v52 = (v48 * v51);
    let v53 = v11;
    let v54 = vec3<f32>(v53);
    let v55 = (v52 * v54);
    let v56 = (v47 + v55);
    (*a0).Position = v56;
    let v60 = bitcast<vec3<f32>>(SimulationParams[2].xyz);
    let v61 = v26;
    let v62 = (v60 + v61);
    (*a0).Velocity = v62;
    (*a0).Age = 0.0f;
    let v68 = bitcast<vec2<f32>>(SimulationParams[4].zw);
    let v69 = v68.x;
    let v71 = bitcast<vec2<f32>>(SimulationParams[4].zw);
    let v72 = v71.y;
    let v73 = v11;
    let v74 = mix(v69, v72, v73);
    (*a0).Lifetime = v74;
    let v77 = v2;
    let v78 = mix(0.3f, 0.9f, v77);
    let v79 = vec4<f32>(1.0f, v78, 0.1f, 1.0f);
    (*a0).Color = v79;
    let v82 = v6;
    let v83 = mix(0.05f, 0.2f, v82);
    (*a0).Size = v83;
    let v86 = v0;
    (*a0).Seed = v86;
    let v89 = v2;
    let v90 = (v89 * 6.2831855f);
    let v91 = v6;
    let v92 = (v91 - 0.5f);
    let v93 = vec2<f32>(v90, v92);
    (*a0).SpinAndRate = v93;
    return;
}

fn Swirl(a0: vec3<f32>, a1: f32) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    v0 = a0;
    v2 = a1;
    let v4 = v0;
    let v5 = v4.y;
    let v6 = (v5 * 1.7f);
    let v7 = v2;
    let v8 = (v6 + v7);
    let v9 = sin(v8);
    let v10 = v0;
    let v11 = v10.z;
    let v12 = (v11 * 1.3f);
    let v13 = v2;
    let v14 = (v13 * 0.7f);
    let v15 = (v12 + v14);
    let v16 = sin(v15);
    let v17 = v0;
    let v18 = v17.x;
    let v19 = (v18 * 1.1f);
    let v20 = v2;
    let v21 = (v20 * 1.3f);
    let v22 = (v19 - v21);
    let v23 = sin(v22);
    let v24 = vec3<f32>(v9, v16, v23);
    return v24;
}

fn CSMain_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    var v2: u32;
    var v10: Particle;
    var v22: u32;
    var v33: u32;
    var v38: Particle;
    var v39: Particle;
    var v71: u32;
    var v84: vec3<f32>;
    var v179: u32;
    var v11: u32;
    var v32: bool;
    var v34: u32;
    var v52: u32;
    var v77: u32;
    var v81: u32;
    var v176: u32;
    var v185: u32;
    v0 = a0;
    let v3 = v0;
    let v4 = v3.x;
    v2 = v4;
    let v6 = v2;
    let v8 = SimulationParams[3].z;
    let v9 = (v6 >= v8);
    if v9 {
        return;
    }
    v11 = v2;
    let v13 = load_ParticlePool((v11 * 16u));
    v10 = v13;
    let v16 = v10.Age;
    let v17 = (v16 < 0.0f);
    if v17 {
        let v18 = v2;
        let v20 = SimulationParams[3].w;
        let v21 = (v18 < v20);
        if v21 {
            let v24 = atomicAdd(&DeadList[0u], 4294967295u);
            v22 = v24;
            let v26 = v22;
            let v27 = (v26 > 0u);
            if v27 {
                let v28 = v22;
                let v30 = SimulationParams[3].z;
                let v31 = (v28 <= v30);
                v32 = v31;
            } else {
                v32 = false;
            }
            if v32 {
                v34 = v22;
                let v36 = atomicLoad(&DeadList[(v34)]);
                v33 = v36;
                let v40 = v38;
                v39 = v40;
                let v42 = v33;
                let v44 = bitcast<f32>(SimulationParams[4].y);
                let v45 = bitcast<u32>(v44);
                let v46 = (v42 ^ v45);
                let v47 = HashUint(v46);
                Emit(&v39, v47);
                let v49 = v39;
                v38 = v49;
                let v51 = v38;
                v52 = v33;
                store_ParticlePool((v52 * 16u), v51);
            } else {
                let v56 = atomicAdd(&DeadList[0u], 1u);
            }
        }
        return;
    }
    let v58 = bitcast<f32>(SimulationParams[0].w);
    let v60 = v10.Age;
    let v61 = (v60 + v58);
    v10.Age = v61;
    let v65 = v10.Age;
    let v67 = v10.Lifetime;
    let v68 = (v65 >= v67);
    if v68 {
        v10.Age = (-1.0f);
        let v73 = atomicAdd(&DeadList[0u], 1u);
        v71 = v73;
        let v75 = v2;
        let v76 = v71;
        v77 = (v76 + 1u);
        atomicStore(&DeadList[(v77)], v75);
        let v80 = v10;
        v81 = v2;
        store_ParticlePool((v81 * 16u), v80);
        return;
    }
    let v86 = bitcast<vec3<f32>>(SimulationParams[0].xyz);
    let v88 = v10.Position;
    let v90 = bitcast<f32>(SimulationParams[4].y);
    let v91 = Swirl(v88, v90);
    let v93 = bitcast<f32>(SimulationParams[4].x);
    let v94 = vec3<f32>(v93);
    let v95 = (v91 * v94);
    let v96 = (v86 + v95);
    let v98 = v10.Velocity;
    let v100 = bitcast<f32>(SimulationParams[2].w);
    let v101 = vec3<f32>(v100);
    let v102 = (v98 * v101);
    let v103 = (v96 - v102);
    v84 = v103;
    let v105 = v84;
    let v107 = bitcast<f32>(SimulationParams[0].w);
    let v108 = vec3<f32>(v107);
    let v109 = (v105 * v108);
    let v111 = v10.Velocity;
    let v112 = (v111 + v109);
    v10.Velocity = v112;
    let v116 = v10.Velocity;
    let v118 = bitcast<f32>(SimulationParams[0].w);
    let v119 = vec3<f32>(v118);
    let v120 = (v116 * v119);
    let v122 = v10.Position;
    let v123 = (v122 + v120);
    v10.Position = v123;
    let v127 = v10.Position;
    let v128 = v127.y;
    let v130 = bitcast<f32>(SimulationParams[3].x);
    let v131 = (v128 < v130);
    if v131 {
        let v133 = bitcast<f32>(SimulationParams[3].x);
        v10.Position.y = v133;
        let v137 = v10.Velocity;
        let v138 = v137.y;
        let v139 = -(v138);
        let v141 = bitcast<f32>(SimulationParams[3].y);
        let v142 = (v139 * v141);
        v10.Velocity.y = v142;
        let v146 = v10.Velocity;
        let v147 = v146.xz;
        let v148 = (v147 * vec2<f32>(0.8f, 0.8f));
        let v150 = v10.Velocity;
        let v151 = vec3<f32>(v148.x, v150.y, v148.y);
        v10.Velocity = v151;
    }
    let v155 = v10.SpinAndRate;
    let v156 = v155.y;
    let v158 = bitcast<f32>(SimulationParams[0].w);
    let v159 = (v156 * v158);
    let v161 = v10.SpinAndRate;
    let v162 = v161.x;
    let v163 = (v162 + v159);
    v10.SpinAndRate.x = v163;
    let v167 = v10.Age;
    let v169 = v10.Lifetime;
    let v170 = (v167 / v169);
    let v171 = (1.0f - v170);
    let v172 = saturate(v171);
    v10.Color.w = v172;
    let v175 = v10;
    v176 = v2;
    store_ParticlePool((v176 * 16u), v175);
    let v181 = atomicAdd(&AliveCounter[0u], 1u);
    v179 = v181;
    let v183 = v179;
    let v184 = (v183 + 1u);
    v185 = (4u >> (2u & 31u));
    let v187 = atomicMax(&DrawIndirectArgs[(v185)], v184);
    return;
}

fn CSMain_1() {
    var v0: vec3<u32>;
    let v1 = gl_GlobalInvocationID;
    v0 = v1;
    let v3 = v0;
    CSMain_body(v3);
    return;
}

@compute @workgroup_size(256, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
