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

fn CSMain_1() {
    var v1: vec3<u32>;
    var v16: u32;
    var v140: u32;
    var v32: vec3<f32>;
    var v59: f32;
    var v65: bool;
    var v72: bool;
    var v150: bool;
    var v82: bool;
    var v148: bool;
    var v101: u32;
    var v103: u32;
    var v107: u32;
    var v116: u32;
    var v125: u32;
    v1 = gl_GlobalInvocationID;
    loop {
        v16 = v1.x;
        let v20 = CullFrame[7].x;
        let v21 = (v16 >= v20);
        if v21 {
            break;
        }
        let v24 = load_Instances((v16 * 24u));
        let v134 = v24.ObjectToWorld;
        let v136 = v24.BoundsCenter;
        let v138 = v24.BoundsRadius;
        v140 = v24.DrawIndex;
        let v30 = vec4<f32>(v136, 1.0f);
        let v31 = (v30 * v134);
        v32 = v31.xyz;
        let v36 = v134[0];
        let v37 = v36.xyz;
        let v38 = v134[1];
        let v39 = v38.xyz;
        let v40 = v134[2];
        let v41 = v40.xyz;
        let v42 = mat3x3<f32>(v37, v39, v41);
        let v45 = (vec3<f32>(1.0f, 0.0f, 0.0f) * v42);
        let v46 = length(v45);
        let v48 = (vec3<f32>(0.0f, 1.0f, 0.0f) * v42);
        let v49 = length(v48);
        let v51 = (vec3<f32>(0.0f, 0.0f, 1.0f) * v42);
        let v52 = length(v51);
        let v53 = max(v49, v52);
        let v54 = max(v46, v53);
        v59 = (v138 * v54);
        let v64 = CullFrame[7].y;
        v65 = (v140 < v64);
        if v65 {
            let v69 = CullFrame[7].w;
            let v70 = (v69 & 1u);
            let v71 = (v70 != 0u);
            v72 = v71;
        } else {
            v72 = false;
        }
        if v72 {
            let v75 = SphereInFrustum(v32, v59);
            v150 = v75;
        } else {
            v150 = v65;
        }
        if v150 {
            let v79 = CullFrame[7].w;
            let v80 = (v79 & 2u);
            let v81 = (v80 != 0u);
            v82 = v81;
        } else {
            v82 = false;
        }
        if v82 {
            let v85 = bitcast<vec3<f32>>(CullFrame[6].xyz);
            let v86 = distance(v32, v85);
            let v88 = (v86 - v59);
            let v90 = bitcast<f32>(CullFrame[6].w);
            let v91 = (v88 < v90);
            v148 = v91;
        } else {
            v148 = v150;
        }
        let v94 = !(v148);
        if v94 {
            let v96 = atomicAdd(&CullStats[1u], 1u);
            break;
        }
        let v99 = (v140 * 20u);
        let v100 = (v99 + 4u);
        v101 = (v100 >> (2u & 31u));
        v103 = atomicAdd(&DrawArgs[(v101)], 1u);
        v107 = CullLimits[0].x;
        let v108 = (v103 < v107);
        if v108 {
            let v114 = (v140 * v107);
            v116 = (v114 + v103);
            VisibleInstances[(v116)] = v16;
        }
        let v120 = atomicAdd(&CullStats[0u], 1u);
        let v122 = (v16 & 31u);
        let v123 = (1u << (v122 & 31u));
        v125 = (v16 >> (5u & 31u));
        let v127 = atomicOr(&VisibilityBits[(v125)], v123);
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
