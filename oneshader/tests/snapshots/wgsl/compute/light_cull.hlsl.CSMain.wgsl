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
    var v27: u32;
    var v30: bool;
    var v198: vec4<f32>;
    var v200: vec4<f32>;
    var v222: u32;
    var v41: u32;
    var v51: u32;
    var v57: u32;
    var v201: vec3<f32>;
    var v203: f32;
    var v215: u32;
    var v234: bool;
    var v93: u32;
    var v245: u32;
    var v149: u32;
    let v2 = gl_WorkGroupID;
    v4 = gl_LocalInvocationIndex;
    v27 = v2.x;
    v30 = (v4 == 0u);
    if v30 {
        atomicStore(&gsHitCount, 0u);
        atomicStore(&gsTypeMask, 0u);
    }
    workgroupBarrier();
    let v36 = load_ClusterBoxesIn((v27 * 8u));
    v198 = v36.MinVS;
    v200 = v36.MaxVS;
    v222 = 0u;
    loop {
        v57 = CullParams[0].x;
        let v58 = (v222 < v57);
        if v58 {
            v41 = (v222 + v4);
            let v46 = (v41 < v57);
            if v46 {
                let v61 = load_AllLights((v41 * 16u));
                v201 = v61.PositionWS;
                v203 = v61.Range;
                v215 = v61.Type;
                let v66 = (v215 != 2u);
                if v66 {
                    let v74 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[4].x), bitcast<f32>(View[5].x), bitcast<f32>(View[6].x), bitcast<f32>(View[7].x)), vec4<f32>(bitcast<f32>(View[4].y), bitcast<f32>(View[5].y), bitcast<f32>(View[6].y), bitcast<f32>(View[7].y)), vec4<f32>(bitcast<f32>(View[4].z), bitcast<f32>(View[5].z), bitcast<f32>(View[6].z), bitcast<f32>(View[7].z)), vec4<f32>(bitcast<f32>(View[4].w), bitcast<f32>(View[5].w), bitcast<f32>(View[6].w), bitcast<f32>(View[7].w)));
                    let v77 = vec4<f32>(v201, 1.0f);
                    let v78 = (v77 * v74);
                    let v79 = v78.xyz;
                    let v86 = v198.xyz;
                    let v89 = v200.xyz;
                    let v171 = clamp(v79, v86, v89);
                    let v175 = (v171 - v79);
                    let v179 = dot(v175, v175);
                    let v182 = (v203 * v203);
                    let v183 = (v179 <= v182);
                    v234 = v183;
                } else {
                    v234 = true;
                }
                if v234 {
                    v93 = atomicAdd(&gsHitCount, 1u);
                    let v96 = (v93 < 64u);
                    if v96 {
                        gsHits[v93] = v41;
                    }
                    let v103 = (1u << (v215 & 31u));
                    let v104 = atomicOr(&gsTypeMask, v103);
                }
            }
            let v68 = workgroupUniformLoad(&gsHitCount);
            workgroupBarrier();
            let v72 = (v68 >= 64u);
            if v72 {
                break;
            }
        } else {
            break;
        }
        continuing {
            let v48 = (v222 + 64u);
            v222 = v48;
        }
    }
    let v50 = atomicLoad(&gsHitCount);
    v51 = min(v50, 64u);
    if v30 {
        let v107 = atomicAdd(&IndexAllocator[0u], v51);
        let v111 = (v107 + v51);
        let v113 = CullParams[0].y;
        let v114 = (v111 > v113);
        let v121 = (v107 < v113);
        let v125 = (v113 - v107);
        let v126 = select(0u, v125, v121);
        let v242 = select(v51, v126, v114);
        gsBaseOffset = v107;
        gsStoredCount = v242;
        let v138 = ClusterRange(v107, v242);
        store_ClusterRangesOut((v27 * 2u), v138);
    }
    workgroupBarrier();
    v245 = v4;
    loop {
        let v156 = gsStoredCount;
        let v157 = (v245 < v156);
        if v157 {
            let v142 = gsBaseOffset;
            let v144 = (v142 + v245);
            let v145 = (v144 * 4u);
            let v148 = gsHits[v245];
            v149 = (v145 >> (2u & 31u));
            ClusterLightIndicesOut[(v149)] = v148;
        } else {
            break;
        }
        continuing {
            let v153 = (v245 + 64u);
            v245 = v153;
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
