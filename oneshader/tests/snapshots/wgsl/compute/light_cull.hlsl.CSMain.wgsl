struct ClusterBounds {
    MinVS: vec4<f32>,
    MaxVS: vec4<f32>,
}

struct PunctualLight {
    PositionWS: vec3<f32>,
    Range: f32,
    Color: vec3<f32>,
    Intensity: f32,
    DirectionWS: vec3<f32>,
    SpotCosOuter: f32,
    SpotCosInner: f32,
    Type: u32,
    ShadowIndex: i32,
    Flags: u32,
}

struct ClusterRange {
    Offset: u32,
    Count: u32,
}

fn load_ClusterBoxesIn(w: u32) -> ClusterBounds {
    return ClusterBounds(vec4<f32>(bitcast<f32>(ClusterBoxesIn[w]), bitcast<f32>(ClusterBoxesIn[(w + 1u)]), bitcast<f32>(ClusterBoxesIn[(w + 2u)]), bitcast<f32>(ClusterBoxesIn[(w + 3u)])), vec4<f32>(bitcast<f32>(ClusterBoxesIn[(w + 4u)]), bitcast<f32>(ClusterBoxesIn[((w + 4u) + 1u)]), bitcast<f32>(ClusterBoxesIn[((w + 4u) + 2u)]), bitcast<f32>(ClusterBoxesIn[((w + 4u) + 3u)])));
}

fn load_AllLights(w: u32) -> PunctualLight {
    return PunctualLight(vec3<f32>(bitcast<f32>(AllLights[w]), bitcast<f32>(AllLights[(w + 1u)]), bitcast<f32>(AllLights[(w + 2u)])), bitcast<f32>(AllLights[(w + 3u)]), vec3<f32>(bitcast<f32>(AllLights[(w + 4u)]), bitcast<f32>(AllLights[((w + 4u) + 1u)]), bitcast<f32>(AllLights[((w + 4u) + 2u)])), bitcast<f32>(AllLights[(w + 7u)]), vec3<f32>(bitcast<f32>(AllLights[(w + 8u)]), bitcast<f32>(AllLights[((w + 8u) + 1u)]), bitcast<f32>(AllLights[((w + 8u) + 2u)])), bitcast<f32>(AllLights[(w + 11u)]), bitcast<f32>(AllLights[(w + 12u)]), AllLights[(w + 13u)], bitcast<i32>(AllLights[(w + 14u)]), AllLights[(w + 15u)]);
}

fn store_ClusterRangesOut(w: u32, v: ClusterRange) {
    ClusterRangesOut[w] = v.Offset;
    ClusterRangesOut[(w + 1u)] = v.Count;
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<storage, read> ClusterBoxesIn: array<u32>;
@group(0) @binding(2) var<storage, read> AllLights: array<u32>;
@group(0) @binding(3) var<storage, read_write> ClusterRangesOut: array<u32>;
@group(0) @binding(4) var<storage, read_write> ClusterLightIndicesOut: array<u32>;
@group(0) @binding(5) var<storage, read_write> IndexAllocator: array<atomic<u32>>;
@group(0) @binding(6) var<uniform> CullParams: array<vec4<u32>, 1>;
var<workgroup> gsHitCount: atomic<u32>;
var<workgroup> gsHits: array<u32, 64>;
var<workgroup> gsBaseOffset: u32;
var<workgroup> gsStoredCount: u32;
var<workgroup> gsTypeMask: atomic<u32>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationIndex: u32;
fn SphereIntersectsBox(a0: vec3<f32>, a1: f32, a2: vec3<f32>, a3: vec3<f32>) -> bool {
    var v0: vec3<f32>;
    var v2: f32;
    var v4: vec3<f32>;
    var v6: vec3<f32>;
    var v8: vec3<f32>;
    var v14: vec3<f32>;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    v6 = a3;
    let v9 = v0;
    let v10 = v4;
    let v11 = v6;
    let v12 = clamp(v9, v10, v11);
    v8 = v12;
    let v15 = v8;
    let v16 = v0;
    let v17 = (v15 - v16);
    v14 = v17;
    let v19 = v14;
    let v20 = v14;
    let v21 = dot(v19, v20);
    let v22 = v2;
    let v23 = v2;
    let v24 = (v22 * v23);
    let v25 = (v21 <= v24);
    return v25;
}

fn CSMain_body(a0: vec3<u32>, a1: u32) {
    var v0: vec3<u32>;
    var v2: u32;
    var v4: u32;
    var v13: ClusterBounds;
    var v18: u32;
    var v24: u32;
    var v33: PunctualLight;
    var v38: bool;
    var v43: vec3<f32>;
    var v64: u32;
    var v78: u32;
    var v87: u32;
    var v93: u32;
    var v118: ClusterRange;
    var v130: u32;
    var v14: u32;
    var v34: u32;
    var v70: u32;
    var v126: u32;
    var v140: u32;
    var v143: u32;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = v5.x;
    v4 = v6;
    let v8 = v2;
    let v9 = (v8 == 0u);
    if v9 {
        atomicStore(&gsHitCount, 0u);
        atomicStore(&gsTypeMask, 0u);
    }
    workgroupBarrier();
    v14 = v4;
    let v16 = load_ClusterBoxesIn((v14 * 8u));
    v13 = v16;
    v18 = 0u;
    loop {
        let v20 = v18;
        let v22 = CullParams[0].x;
        let v23 = (v20 < v22);
        if v23 {
            let v25 = v18;
            let v26 = v2;
            let v27 = (v25 + v26);
            v24 = v27;
            let v29 = v24;
            let v31 = CullParams[0].x;
            let v32 = (v29 < v31);
            if v32 {
                v34 = v24;
                let v36 = load_AllLights((v34 * 16u));
                v33 = v36;
                v38 = true;
                let v41 = v33.Type;
                let v42 = (v41 != 2u);
                if v42 {
                    let v45 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[4].x), bitcast<f32>(View[5].x), bitcast<f32>(View[6].x), bitcast<f32>(View[7].x)), vec4<f32>(bitcast<f32>(View[4].y), bitcast<f32>(View[5].y), bitcast<f32>(View[6].y), bitcast<f32>(View[7].y)), vec4<f32>(bitcast<f32>(View[4].z), bitcast<f32>(View[5].z), bitcast<f32>(View[6].z), bitcast<f32>(View[7].z)), vec4<f32>(bitcast<f32>(View[4].w), bitcast<f32>(View[5].w), bitcast<f32>(View[6].w), bitcast<f32>(View[7].w)));
                    let v47 = v33.PositionWS;
                    let v48 = vec4<f32>(v47, 1.0f);
                    let v49 = (v48 * v45);
                    let v50 = v49.xyz;
                    v43 = v50;
                    let v52 = v43;
                    let v54 = v33.Range;
                    let v56 = v13.MinVS;
                    let v57 = v56.xyz;
                    let v59 = v13.MaxVS;
                    let v60 = v59.xyz;
                    let v61 = SphereIntersectsBox(v52, v54, v57, v60);
                    v38 = v61;
                }
                let v63 = v38;
                if v63 {
                    let v65 = atomicAdd(&gsHitCount, 1u);
                    v64 = v65;
                    let v67 = v64;
                    let v68 = (v67 < 64u);
                    if v68 {
                        let v69 = v24;
                        v70 = v64;
                        gsHits[v70] = v69;
                    }
                    let v74 = v33.Type;
                    let v75 = (1u << (v74 & 31u));
                    let v76 = atomicOr(&gsTypeMask, v75);
                }
            }
            workgroupBarrier();
            let v79 = atomicLoad(&gsHitCount);
            v78 = v79;
            workgroupBarrier();
            let v82 = v78;
            let v83 = (v82 >= 64u);
            if v83 {
                break;
            }
        } else {
            break;
        }
        continuing {
            let v84 = v18;
            let v85 = (v84 + 64u);
            v18 = v85;
        }
    }
    let v88 = atomicLoad(&gsHitCount);
    let v89 = min(v88, 64u);
    v87 = v89;
    let v91 = v2;
    let v92 = (v91 == 0u);
    if v92 {
        let v94 = v87;
        let v96 = atomicAdd(&IndexAllocator[0u], v94);
        v93 = v96;
        let v98 = v93;
        let v99 = v87;
        let v100 = (v98 + v99);
        let v102 = CullParams[0].y;
        let v103 = (v100 > v102);
        if v103 {
            let v104 = v93;
            let v106 = CullParams[0].y;
            let v107 = (v104 < v106);
            let v109 = CullParams[0].y;
            let v110 = v93;
            let v111 = (v109 - v110);
            let v112 = select(0u, v111, v107);
            v87 = v112;
        }
        let v114 = v93;
        gsBaseOffset = v114;
        let v116 = v87;
        gsStoredCount = v116;
        let v119 = v93;
        v118.Offset = v119;
        let v122 = v87;
        v118.Count = v122;
        let v125 = v118;
        v126 = v4;
        store_ClusterRangesOut((v126 * 2u), v125);
    }
    workgroupBarrier();
    let v131 = v2;
    v130 = v131;
    loop {
        let v133 = v130;
        let v134 = gsStoredCount;
        let v135 = (v133 < v134);
        if v135 {
            let v136 = gsBaseOffset;
            let v137 = v130;
            let v138 = (v136 + v137);
            let v139 = (v138 * 4u);
            v140 = v130;
            let v142 = gsHits[v140];
            v143 = (v139 >> (2u & 31u));
            ClusterLightIndicesOut[(v143)] = v142;
        } else {
            break;
        }
        continuing {
            let v146 = v130;
            let v147 = (v146 + 64u);
            v130 = v147;
        }
    }
    return;
}

fn CSMain_1() {
    var v0: vec3<u32>;
    var v1: u32;
    let v2 = gl_WorkGroupID;
    v0 = v2;
    let v4 = gl_LocalInvocationIndex;
    v1 = v4;
    let v6 = v0;
    let v7 = v1;
    CSMain_body(v6, v7);
    return;
}

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(workgroup_id) in_0_0: vec3<u32>, @builtin(local_invocation_index) in_1_0: u32) {
    gl_WorkGroupID = in_0_0;
    gl_LocalInvocationIndex = in_1_0;
    CSMain_1();
}
