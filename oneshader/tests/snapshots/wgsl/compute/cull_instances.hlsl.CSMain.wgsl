struct InstanceData {
    ObjectToWorld: mat4x4<f32>,
    BoundsCenter: vec3<f32>,
    BoundsRadius: f32,
    DrawIndex: u32,
    LodCount: u32,
    LodDistances: vec2<f32>,
}

fn load_Instances(w: u32) -> InstanceData {
    return InstanceData(mat4x4<f32>(vec4<f32>(bitcast<f32>(Instances[w]), bitcast<f32>(Instances[(w + 4u)]), bitcast<f32>(Instances[(w + 8u)]), bitcast<f32>(Instances[(w + 12u)])), vec4<f32>(bitcast<f32>(Instances[(w + 1u)]), bitcast<f32>(Instances[((w + 1u) + 4u)]), bitcast<f32>(Instances[((w + 1u) + 8u)]), bitcast<f32>(Instances[((w + 1u) + 12u)])), vec4<f32>(bitcast<f32>(Instances[(w + 2u)]), bitcast<f32>(Instances[((w + 2u) + 4u)]), bitcast<f32>(Instances[((w + 2u) + 8u)]), bitcast<f32>(Instances[((w + 2u) + 12u)])), vec4<f32>(bitcast<f32>(Instances[(w + 3u)]), bitcast<f32>(Instances[((w + 3u) + 4u)]), bitcast<f32>(Instances[((w + 3u) + 8u)]), bitcast<f32>(Instances[((w + 3u) + 12u)]))), vec3<f32>(bitcast<f32>(Instances[(w + 16u)]), bitcast<f32>(Instances[((w + 16u) + 1u)]), bitcast<f32>(Instances[((w + 16u) + 2u)])), bitcast<f32>(Instances[(w + 19u)]), Instances[(w + 20u)], Instances[(w + 21u)], vec2<f32>(bitcast<f32>(Instances[(w + 22u)]), bitcast<f32>(Instances[((w + 22u) + 1u)])));
}

@group(0) @binding(0) var<uniform> CullFrame: array<vec4<u32>, 8>;
@group(0) @binding(1) var<storage, read> Instances: array<u32>;
@group(0) @binding(2) var<storage, read_write> DrawArgs: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> VisibleInstances: array<u32>;
@group(0) @binding(4) var<storage, read_write> CullStats: array<atomic<u32>>;
@group(0) @binding(6) var<storage, read_write> VisibilityBits: array<atomic<u32>>;
@group(0) @binding(5) var<uniform> CullLimits: array<vec4<u32>, 1>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn SphereInFrustum(a0: vec3<f32>, a1: f32) -> bool {
    var v0: vec3<f32>;
    var v2: f32;
    var v4: u32;
    var v8: u32;
    var v14: u32;
    v0 = a0;
    v2 = a1;
    v4 = 0u;
    loop {
        let v6 = v4;
        let v7 = (v6 < 6u);
        if v7 {
            v8 = v4;
            let v10 = vec4<f32>(bitcast<f32>(CullFrame[(v8 * 4u) / 4u][(v8 * 4u) % 4u]), bitcast<f32>(CullFrame[((v8 * 4u) + 1u) / 4u][((v8 * 4u) + 1u) % 4u]), bitcast<f32>(CullFrame[((v8 * 4u) + 2u) / 4u][((v8 * 4u) + 2u) % 4u]), bitcast<f32>(CullFrame[((v8 * 4u) + 3u) / 4u][((v8 * 4u) + 3u) % 4u]));
            let v11 = v10.xyz;
            let v12 = v0;
            let v13 = dot(v11, v12);
            v14 = v4;
            let v16 = vec4<f32>(bitcast<f32>(CullFrame[(v14 * 4u) / 4u][(v14 * 4u) % 4u]), bitcast<f32>(CullFrame[((v14 * 4u) + 1u) / 4u][((v14 * 4u) + 1u) % 4u]), bitcast<f32>(CullFrame[((v14 * 4u) + 2u) / 4u][((v14 * 4u) + 2u) % 4u]), bitcast<f32>(CullFrame[((v14 * 4u) + 3u) / 4u][((v14 * 4u) + 3u) % 4u]));
            let v17 = v16.w;
            let v18 = (v13 + v17);
            let v19 = v2;
            let v20 = -(v19);
            let v21 = (v18 < v20);
            if v21 {
                return false;
            }
        } else {
            break;
        }
        continuing {
            let v22 = v4;
            let v23 = (v22 + 1u);
            v4 = v23;
        }
    }
    return true;
}

fn CSMain_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    var v2: u32;
    var v10: InstanceData;
    var v15: vec3<f32>;
    var v24: mat3x3<f32>;
    var v35: f32;
    var v48: f32;
    var v54: bool;
    var v91: u32;
    var v11: u32;
    var v66: bool;
    var v76: bool;
    var v96: u32;
    var v111: u32;
    var v120: u32;
    v0 = a0;
    let v3 = v0;
    let v4 = v3.x;
    v2 = v4;
    let v6 = v2;
    let v8 = CullFrame[7].x;
    let v9 = (v6 >= v8);
    if v9 {
        return;
    }
    v11 = v2;
    let v13 = load_Instances((v11 * 24u));
    v10 = v13;
    let v17 = v10.ObjectToWorld;
    let v19 = v10.BoundsCenter;
    let v20 = vec4<f32>(v19, 1.0f);
    let v21 = (v20 * v17);
    let v22 = v21.xyz;
    v15 = v22;
    let v26 = v10.ObjectToWorld;
    let v27 = v26[0];
    let v28 = v27.xyz;
    let v29 = v26[1];
    let v30 = v29.xyz;
    let v31 = v26[2];
    let v32 = v31.xyz;
    let v33 = mat3x3<f32>(v28, v30, v32);
    v24 = v33;
    let v36 = v24;
    let v37 = (vec3<f32>(1.0f, 0.0f, 0.0f) * v36);
    let v38 = length(v37);
    let v39 = v24;
    let v40 = (vec3<f32>(0.0f, 1.0f, 0.0f) * v39);
    let v41 = length(v40);
    let v42 = v24;
    let v43 = (vec3<f32>(0.0f, 0.0f, 1.0f) * v42);
    let v44 = length(v43);
    let v45 = max(v41, v44);
    let v46 = max(v38, v45);
    v35 = v46;
    let v50 = v10.BoundsRadius;
    let v51 = v35;
    let v52 = (v50 * v51);
    v48 = v52;
    let v56 = v10.DrawIndex;
    let v58 = CullFrame[7].y;
    let v59 = (v56 < v58);
    v54 = v59;
    let v61 = v54;
    if v61 {
        let v63 = CullFrame[7].w;
        let v64 = (v63 & 1u);
        let v65 = (v64 != 0u);
        v66 = v65;
    } else {
        v66 = false;
    }
    if v66 {
        let v67 = v15;
        let v68 = v48;
        let v69 = SphereInFrustum(v67, v68);
        v54 = v69;
    }
    let v71 = v54;
    if v71 {
        let v73 = CullFrame[7].w;
        let v74 = (v73 & 2u);
        let v75 = (v74 != 0u);
        v76 = v75;
    } else {
        v76 = false;
    }
    if v76 {
        let v77 = v15;
        let v79 = bitcast<vec3<f32>>(CullFrame[6].xyz);
        let v80 = distance(v77, v79);
        let v81 = v48;
        let v82 = (v80 - v81);
        let v84 = bitcast<f32>(CullFrame[6].w);
        let v85 = (v82 < v84);
        v54 = v85;
    }
    let v87 = v54;
    let v88 = !(v87);
    if v88 {
        let v90 = atomicAdd(&CullStats[1u], 1u);
        return;
    }
    let v93 = v10.DrawIndex;
    let v94 = (v93 * 20u);
    let v95 = (v94 + 4u);
    v96 = (v95 >> (2u & 31u));
    let v98 = atomicAdd(&DrawArgs[(v96)], 1u);
    v91 = v98;
    let v100 = v91;
    let v102 = CullLimits[0].x;
    let v103 = (v100 < v102);
    if v103 {
        let v104 = v2;
        let v106 = v10.DrawIndex;
        let v108 = CullLimits[0].x;
        let v109 = (v106 * v108);
        let v110 = v91;
        v111 = (v109 + v110);
        VisibleInstances[(v111)] = v104;
    }
    let v115 = atomicAdd(&CullStats[0u], 1u);
    let v116 = v2;
    let v117 = (v116 & 31u);
    let v118 = (1u << (v117 & 31u));
    let v119 = v2;
    v120 = (v119 >> (5u & 31u));
    let v122 = atomicOr(&VisibilityBits[(v120)], v118);
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

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
