struct SceneHeader {
    instanceOffset: u32,
    instanceCount: u32,
    materialOffset: u32,
    vertexOffset: u32,
}

struct Instance {
    world: mat4x4<f32>,
    boundsCentre: vec3<f32>,
    boundsRadius: f32,
    materialIndex: u32,
    vertexStart: u32,
    flags: u32,
    lodBias: f32,
}

struct DrawRecord {
    instance: u32,
    vertexStart: u32,
    distance_: f32,
    visible: bool,
}

@group(0) @binding(0) var<storage, read> Scene: array<u32>;
@group(0) @binding(1) var<storage, read_write> Draws: array<atomic<u32>>;
@group(0) @binding(2) var<uniform> Camera: array<vec4<u32>, 5>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn LoadHeader() -> SceneHeader {
    var v0: u32;
    var v3: u32;
    var v8: u32;
    var v13: u32;
    var v18: u32;
    v0 = 0u;
    let v2 = v0;
    v3 = (v2 >> (2u & 31u));
    let v5 = Scene[(v3)];
    let v6 = v0;
    let v7 = (v6 + 4u);
    v8 = (v7 >> (2u & 31u));
    let v10 = Scene[(v8)];
    let v11 = v0;
    let v12 = (v11 + 8u);
    v13 = (v12 >> (2u & 31u));
    let v15 = Scene[(v13)];
    let v16 = v0;
    let v17 = (v16 + 12u);
    v18 = (v17 >> (2u & 31u));
    let v20 = Scene[(v18)];
    let v21 = SceneHeader(v5, v10, v15, v20);
    return v21;
}

fn LoadInstance(a0: SceneHeader, a1: u32) -> Instance {
    var v0: SceneHeader;
    var v2: u32;
    var v9: u32;
    var v12: u32;
    var v18: u32;
    var v24: u32;
    var v30: u32;
    var v36: u32;
    var v42: u32;
    var v48: u32;
    var v54: u32;
    var v60: u32;
    var v66: u32;
    var v72: u32;
    var v78: u32;
    var v84: u32;
    var v90: u32;
    var v96: u32;
    var v102: u32;
    var v113: u32;
    var v116: u32;
    var v119: u32;
    var v126: u32;
    var v132: u32;
    var v137: u32;
    var v142: u32;
    var v147: u32;
    v0 = a0;
    v2 = a1;
    let v5 = v0.instanceOffset;
    let v6 = v2;
    let v7 = (v6 * 96u);
    let v8 = (v5 + v7);
    v9 = v8;
    let v11 = v9;
    v12 = (v11 >> (2u & 31u));
    let v14 = Scene[(v12)];
    let v15 = bitcast<f32>(v14);
    let v16 = v9;
    let v17 = (v16 + 16u);
    v18 = (v17 >> (2u & 31u));
    let v20 = Scene[(v18)];
    let v21 = bitcast<f32>(v20);
    let v22 = v9;
    let v23 = (v22 + 32u);
    v24 = (v23 >> (2u & 31u));
    let v26 = Scene[(v24)];
    let v27 = bitcast<f32>(v26);
    let v28 = v9;
    let v29 = (v28 + 48u);
    v30 = (v29 >> (2u & 31u));
    let v32 = Scene[(v30)];
    let v33 = bitcast<f32>(v32);
    let v34 = v9;
    let v35 = (v34 + 4u);
    v36 = (v35 >> (2u & 31u));
    let v38 = Scene[(v36)];
    let v39 = bitcast<f32>(v38);
    let v40 = v9;
    let v41 = (v40 + 20u);
    v42 = (v41 >> (2u & 31u));
    let v44 = Scene[(v42)];
    let v45 = bitcast<f32>(v44);
    let v46 = v9;
    let v47 = (v46 + 36u);
    v48 = (v47 >> (2u & 31u));
    let v50 = Scene[(v48)];
    let v51 = bitcast<f32>(v50);
    let v52 = v9;
    let v53 = (v52 + 52u);
    v54 = (v53 >> (2u & 31u));
    let v56 = Scene[(v54)];
    let v57 = bitcast<f32>(v56);
    let v58 = v9;
    let v59 = (v58 + 8u);
    v60 = (v59 >> (2u & 31u));
    let v62 = Scene[(v60)];
    let v63 = bitcast<f32>(v62);
    let v64 = v9;
    let v65 = (v64 + 24u);
    v66 = (v65 >> (2u & 31u));
    let v68 = Scene[(v66)];
    let v69 = bitcast<f32>(v68);
    let v70 = v9;
    let v71 = (v70 + 40u);
    v72 = (v71 >> (2u & 31u));
    let v74 = Scene[(v72)];
    let v75 = bitcast<f32>(v74);
    let v76 = v9;
    let v77 = (v76 + 56u);
    v78 = (v77 >> (2u & 31u));
    let v80 = Scene[(v78)];
    let v81 = bitcast<f32>(v80);
    let v82 = v9;
    let v83 = (v82 + 12u);
    v84 = (v83 >> (2u & 31u));
    let v86 = Scene[(v84)];
    let v87 = bitcast<f32>(v86);
    let v88 = v9;
    let v89 = (v88 + 28u);
    v90 = (v89 >> (2u & 31u));
    let v92 = Scene[(v90)];
    let v93 = bitcast<f32>(v92);
    let v94 = v9;
    let v95 = (v94 + 44u);
    v96 = (v95 >> (2u & 31u));
    let v98 = Scene[(v96)];
    let v99 = bitcast<f32>(v98);
    let v100 = v9;
    let v101 = (v100 + 60u);
    v102 = (v101 >> (2u & 31u));
    let v104 = Scene[(v102)];
    let v105 = bitcast<f32>(v104);
    let v106 = vec4<f32>(v15, v21, v27, v33);
    let v107 = vec4<f32>(v39, v45, v51, v57);
    let v108 = vec4<f32>(v63, v69, v75, v81);
    let v109 = vec4<f32>(v87, v93, v99, v105);
    let v110 = mat4x4<f32>(v106, v107, v108, v109);
    let v111 = v9;
    let v112 = (v111 + 64u);
    v113 = (v112 >> (2u & 31u));
    let v115 = Scene[(v113)];
    v116 = (v113 + 1u);
    let v118 = Scene[(v116)];
    v119 = (v113 + 2u);
    let v121 = Scene[(v119)];
    let v122 = vec3<u32>(v115, v118, v121);
    let v123 = bitcast<vec3<f32>>(v122);
    let v124 = v9;
    let v125 = (v124 + 76u);
    v126 = (v125 >> (2u & 31u));
    let v128 = Scene[(v126)];
    let v129 = bitcast<f32>(v128);
    let v130 = v9;
    let v131 = (v130 + 80u);
    v132 = (v131 >> (2u & 31u));
    let v134 = Scene[(v132)];
    let v135 = v9;
    let v136 = (v135 + 84u);
    v137 = (v136 >> (2u & 31u));
    let v139 = Scene[(v137)];
    let v140 = v9;
    let v141 = (v140 + 88u);
    v142 = (v141 >> (2u & 31u));
    let v144 = Scene[(v142)];
    let v145 = v9;
    let v146 = (v145 + 92u);
    v147 = (v146 >> (2u & 31u));
    let v149 = Scene[(v147)];
    let v150 = bitcast<f32>(v149);
    let v151 = Instance(v110, v123, v129, v134, v139, v144, v150);
    return v151;
}

fn CSCull_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    var v2: SceneHeader;
    var v10: Instance;
    var v16: vec3<f32>;
    var v25: DrawRecord;
    var v59: u32;
    var v62: DrawRecord;
    var v53: bool;
    var v67: u32;
    var v74: u32;
    var v82: u32;
    var v90: u32;
    var v103: u32;
    v0 = a0;
    let v3 = LoadHeader();
    v2 = v3;
    let v5 = v0;
    let v6 = v5.x;
    let v8 = v2.instanceCount;
    let v9 = (v6 >= v8);
    if v9 {
        return;
    }
    let v11 = v2;
    let v12 = v0;
    let v13 = v12.x;
    let v14 = LoadInstance(v11, v13);
    v10 = v14;
    let v18 = v10.world;
    let v20 = v10.boundsCentre;
    let v21 = vec4<f32>(v20, 1.0f);
    let v22 = (v21 * v18);
    let v23 = v22.xyz;
    v16 = v23;
    let v26 = v0;
    let v27 = v26.x;
    v25.instance = v27;
    let v31 = v10.vertexStart;
    v25.vertexStart = v31;
    let v34 = v16;
    let v36 = bitcast<vec3<f32>>(Camera[4].xyz);
    let v37 = (v34 - v36);
    let v38 = length(v37);
    v25.distance_ = v38;
    let v42 = v25.distance_;
    let v44 = v10.boundsRadius;
    let v45 = (v42 - v44);
    let v47 = bitcast<f32>(Camera[4].w);
    let v48 = (v45 < v47);
    if v48 {
        let v50 = v10.flags;
        let v51 = (v50 & 1u);
        let v52 = (v51 != 0u);
        v53 = v52;
    } else {
        v53 = false;
    }
    v25.visible = v53;
    let v56 = v0;
    let v57 = v56.x;
    let v58 = (v57 * 16u);
    v59 = v58;
    let v61 = v25;
    v62 = v61;
    let v64 = v59;
    let v66 = v62.instance;
    v67 = (v64 >> (2u & 31u));
    atomicStore(&Draws[(v67)], v66);
    let v70 = v59;
    let v71 = (v70 + 4u);
    let v73 = v62.vertexStart;
    v74 = (v71 >> (2u & 31u));
    atomicStore(&Draws[(v74)], v73);
    let v77 = v59;
    let v78 = (v77 + 8u);
    let v80 = v62.distance_;
    let v81 = bitcast<u32>(v80);
    v82 = (v78 >> (2u & 31u));
    atomicStore(&Draws[(v82)], v81);
    let v85 = v59;
    let v86 = (v85 + 12u);
    let v88 = v62.visible;
    let v89 = u32(v88);
    v90 = (v86 >> (2u & 31u));
    atomicStore(&Draws[(v90)], v89);
    let v94 = v25.visible;
    if v94 {
        let v96 = v2.instanceCount;
        let v97 = (v96 * 16u);
        let v98 = v0;
        let v99 = v98.x;
        let v100 = (v99 / 64u);
        let v101 = (v100 * 4u);
        let v102 = (v97 + v101);
        v103 = (v102 >> (2u & 31u));
        let v105 = atomicAdd(&Draws[(v103)], 1u);
    }
    return;
}

fn CSCull_1() {
    var v0: vec3<u32>;
    let v1 = gl_GlobalInvocationID;
    v0 = v1;
    let v3 = v0;
    CSCull_body(v3);
    return;
}

@compute @workgroup_size(64, 1, 1)
fn CSCull(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSCull_1();
}
