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
fn CSMain_1() {
    var v4: u32;
    var v33: u32;
    var v36: bool;
    var v42: ClusterBounds;
    var v193: u32;
    var v47: u32;
    var v57: u32;
    var v63: u32;
    var v67: PunctualLight;
    var v71: u32;
    var v199: bool;
    var v97: u32;
    var v111: u32;
    var v117: u32;
    var v213: u32;
    var v217: u32;
    var v153: u32;
    let v2 = gl_WorkGroupID;
    v4 = gl_LocalInvocationIndex;
    v33 = v2.x;
    v36 = (v4 == 0u);
    if v36 {
        atomicStore(&gsHitCount, 0u);
        atomicStore(&gsTypeMask, 0u);
    }
    workgroupBarrier();
    v42 = load_ClusterBoxesIn((v33 * 8u));
    v193 = 0u;
    loop {
        v63 = CullParams[0].x;
        let v64 = (v193 < v63);
        if v64 {
            v47 = (v193 + v4);
            let v52 = (v47 < v63);
            if v52 {
                v67 = load_AllLights((v47 * 16u));
                v71 = v67.Type;
                let v72 = (v71 != 2u);
                if v72 {
                    let v80 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[4].x), bitcast<f32>(View[5].x), bitcast<f32>(View[6].x), bitcast<f32>(View[7].x)), vec4<f32>(bitcast<f32>(View[4].y), bitcast<f32>(View[5].y), bitcast<f32>(View[6].y), bitcast<f32>(View[7].y)), vec4<f32>(bitcast<f32>(View[4].z), bitcast<f32>(View[5].z), bitcast<f32>(View[6].z), bitcast<f32>(View[7].z)), vec4<f32>(bitcast<f32>(View[4].w), bitcast<f32>(View[5].w), bitcast<f32>(View[6].w), bitcast<f32>(View[7].w)));
                    let v82 = v67.PositionWS;
                    let v83 = vec4<f32>(v82, 1.0f);
                    let v84 = (v83 * v80);
                    let v85 = v84.xyz;
                    let v89 = v67.Range;
                    let v91 = v42.MinVS;
                    let v92 = v91.xyz;
                    let v94 = v42.MaxVS;
                    let v95 = v94.xyz;
                    let v169 = clamp(v85, v92, v95);
                    let v173 = (v169 - v85);
                    let v177 = dot(v173, v173);
                    let v180 = (v89 * v89);
                    let v181 = (v177 <= v180);
                    v199 = v181;
                } else {
                    v199 = true;
                }
                if v199 {
                    v97 = atomicAdd(&gsHitCount, 1u);
                    let v100 = (v97 < 64u);
                    if v100 {
                        gsHits[v97] = v47;
                    }
                    let v107 = (1u << (v71 & 31u));
                    let v108 = atomicOr(&gsTypeMask, v107);
                }
            }
            workgroupBarrier();
            let v74 = atomicLoad(&gsHitCount);
            workgroupBarrier();
            let v78 = (v74 >= 64u);
            if v78 {
                break;
            }
        } else {
            break;
        }
        continuing {
            let v54 = (v193 + 64u);
            v193 = v54;
        }
    }
    let v56 = atomicLoad(&gsHitCount);
    v57 = min(v56, 64u);
    if v36 {
        v111 = atomicAdd(&IndexAllocator[0u], v57);
        let v115 = (v111 + v57);
        v117 = CullParams[0].y;
        let v118 = (v115 > v117);
        if v118 {
            let v125 = (v111 < v117);
            let v129 = (v117 - v111);
            let v130 = select(0u, v129, v125);
            v213 = v130;
        } else {
            v213 = v57;
        }
        gsBaseOffset = v111;
        gsStoredCount = v213;
        var t1 = ClusterRange();
        t1.Offset = v111;
        let v190 = t1;
        var t2 = v190;
        t2.Count = v213;
        let v192 = t2;
        store_ClusterRangesOut((v33 * 2u), v192);
    }
    workgroupBarrier();
    v217 = v4;
    loop {
        let v160 = gsStoredCount;
        let v161 = (v217 < v160);
        if v161 {
            let v146 = gsBaseOffset;
            let v148 = (v146 + v217);
            let v149 = (v148 * 4u);
            let v152 = gsHits[v217];
            v153 = (v149 >> (2u & 31u));
            ClusterLightIndicesOut[(v153)] = v152;
        } else {
            break;
        }
        continuing {
            let v157 = (v217 + 64u);
            v217 = v157;
        }
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(workgroup_id) in_0_0: vec3<u32>, @builtin(local_invocation_index) in_1_0: u32) {
    gl_WorkGroupID = in_0_0;
    gl_LocalInvocationIndex = in_1_0;
    CSMain_1();
}
