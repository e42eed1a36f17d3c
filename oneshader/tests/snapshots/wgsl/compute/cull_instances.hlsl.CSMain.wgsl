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
    var v25: u32;
    v25 = 0u;
    loop {
        let v7 = (v25 < 6u);
        if v7 {
            let v10 = vec4<f32>(bitcast<f32>(CullFrame[(v25 * 4u) / 4u][(v25 * 4u) % 4u]), bitcast<f32>(CullFrame[((v25 * 4u) + 1u) / 4u][((v25 * 4u) + 1u) % 4u]), bitcast<f32>(CullFrame[((v25 * 4u) + 2u) / 4u][((v25 * 4u) + 2u) % 4u]), bitcast<f32>(CullFrame[((v25 * 4u) + 3u) / 4u][((v25 * 4u) + 3u) % 4u]));
            let v11 = v10.xyz;
            let v13 = dot(v11, a0);
            let v17 = v10.w;
            let v18 = (v13 + v17);
            let v20 = -(a1);
            let v21 = (v18 < v20);
            if v21 {
                return false;
            }
        } else {
            break;
        }
        continuing {
            let v23 = (v25 + 1u);
            v25 = v23;
        }
    }
    return true;
}

fn CSMain_body(a0: vec3<u32>) {
    var v4: u32;
    var v22: vec3<f32>;
    var v52: f32;
    var v56: u32;
    var v59: bool;
    var v66: bool;
    var v131: bool;
    var v76: bool;
    var v130: bool;
    var v96: u32;
    var v98: u32;
    var v102: u32;
    var v111: u32;
    var v120: u32;
    v4 = a0.x;
    let v8 = CullFrame[7].x;
    let v9 = (v4 >= v8);
    if v9 {
        return;
    }
    let v13 = load_Instances((v4 * 24u));
    let v17 = v13.ObjectToWorld;
    let v19 = v13.BoundsCenter;
    let v20 = vec4<f32>(v19, 1.0f);
    let v21 = (v20 * v17);
    v22 = v21.xyz;
    let v27 = v17[0];
    let v28 = v27.xyz;
    let v29 = v17[1];
    let v30 = v29.xyz;
    let v31 = v17[2];
    let v32 = v31.xyz;
    let v33 = mat3x3<f32>(v28, v30, v32);
    let v37 = (vec3<f32>(1.0f, 0.0f, 0.0f) * v33);
    let v38 = length(v37);
    let v40 = (vec3<f32>(0.0f, 1.0f, 0.0f) * v33);
    let v41 = length(v40);
    let v43 = (vec3<f32>(0.0f, 0.0f, 1.0f) * v33);
    let v44 = length(v43);
    let v45 = max(v41, v44);
    let v46 = max(v38, v45);
    let v50 = v13.BoundsRadius;
    v52 = (v50 * v46);
    v56 = v13.DrawIndex;
    let v58 = CullFrame[7].y;
    v59 = (v56 < v58);
    if v59 {
        let v63 = CullFrame[7].w;
        let v64 = (v63 & 1u);
        let v65 = (v64 != 0u);
        v66 = v65;
    } else {
        v66 = false;
    }
    if v66 {
        let v69 = SphereInFrustum(v22, v52);
        v131 = v69;
    } else {
        v131 = v59;
    }
    if v131 {
        let v73 = CullFrame[7].w;
        let v74 = (v73 & 2u);
        let v75 = (v74 != 0u);
        v76 = v75;
    } else {
        v76 = false;
    }
    if v76 {
        let v79 = bitcast<vec3<f32>>(CullFrame[6].xyz);
        let v80 = distance(v22, v79);
        let v82 = (v80 - v52);
        let v84 = bitcast<f32>(CullFrame[6].w);
        let v85 = (v82 < v84);
        v130 = v85;
    } else {
        v130 = v131;
    }
    let v88 = !(v130);
    if v88 {
        let v90 = atomicAdd(&CullStats[1u], 1u);
        return;
    }
    let v94 = (v56 * 20u);
    let v95 = (v94 + 4u);
    v96 = (v95 >> (2u & 31u));
    v98 = atomicAdd(&DrawArgs[(v96)], 1u);
    v102 = CullLimits[0].x;
    let v103 = (v98 < v102);
    if v103 {
        let v109 = (v56 * v102);
        v111 = (v109 + v98);
        VisibleInstances[(v111)] = v4;
    }
    let v115 = atomicAdd(&CullStats[0u], 1u);
    let v117 = (v4 & 31u);
    let v118 = (1u << (v117 & 31u));
    v120 = (v4 >> (5u & 31u));
    let v122 = atomicOr(&VisibilityBits[(v120)], v118);
    return;
}

fn CSMain_1() {
    let v1 = gl_GlobalInvocationID;
    CSMain_body(v1);
    return;
}

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
