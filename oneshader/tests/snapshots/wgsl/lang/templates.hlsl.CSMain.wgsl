struct MinMax_float_ {
    lo: f32,
    hi: f32,
}

struct MinMax_float3_ {
    lo: vec3<f32>,
    hi: vec3<f32>,
}

struct Stack_uint__8_ {
    items: array<u32, 8>,
    count: u32,
}

@group(0) @binding(0) var<storage, read> Samples: array<u32>;
@group(0) @binding(1) var<storage, read> Counts: array<u32>;
@group(0) @binding(2) var<storage, read_write> TileStats: array<u32>;
@group(0) @binding(3) var<storage, read_write> TileCounts: array<u32>;
var<workgroup> gsSamples: array<vec4<f32>, 64>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationID: vec3<u32>;
fn hsum_float__3_(a0: vec3<f32>) -> f32 {
    var v0: vec3<f32>;
    var v2: f32;
    var v6: i32;
    var v10: i32;
    v0 = a0;
    let v4 = v0.x;
    v2 = v4;
    v6 = 1i;
    loop {
        let v8 = v6;
        let v9 = (v8 < 3i);
        if v9 {
            v10 = v6;
            let v12 = v0[u32(v10)];
            let v13 = v2;
            let v14 = (v13 + v12);
            v2 = v14;
        } else {
            break;
        }
        continuing {
            let v16 = v6;
            let v17 = (v16 + 1i);
            v6 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn minmax_of_float_(a0: f32) -> MinMax_float_ {
    var v0: f32;
    var v2: MinMax_float_;
    v0 = a0;
    let v3 = v0;
    v2.lo = v3;
    let v6 = v0;
    v2.hi = v6;
    let v9 = v2;
    return v9;
}

fn minmax_of_float3_(a0: vec3<f32>) -> MinMax_float3_ {
    var v0: vec3<f32>;
    var v2: MinMax_float3_;
    v0 = a0;
    let v3 = v0;
    v2.lo = v3;
    let v6 = v0;
    v2.hi = v6;
    let v9 = v2;
    return v9;
}

fn minmax_merge_float_(a0: MinMax_float_, a1: MinMax_float_) -> MinMax_float_ {
    var v0: MinMax_float_;
    var v2: MinMax_float_;
    var v4: MinMax_float_;
    v0 = a0;
    v2 = a1;
    let v6 = v0.lo;
    let v8 = v2.lo;
    let v9 = min(v6, v8);
    v4.lo = v9;
    let v13 = v0.hi;
    let v15 = v2.hi;
    let v16 = max(v13, v15);
    v4.hi = v16;
    let v19 = v4;
    return v19;
}

fn minmax_merge_float3_(a0: MinMax_float3_, a1: MinMax_float3_) -> MinMax_float3_ {
    var v0: MinMax_float3_;
    var v2: MinMax_float3_;
    var v4: MinMax_float3_;
    v0 = a0;
    v2 = a1;
    let v6 = v0.lo;
    let v8 = v2.lo;
    let v9 = min(v6, v8);
    v4.lo = v9;
    let v13 = v0.hi;
    let v15 = v2.hi;
    let v16 = max(v13, v15);
    v4.hi = v16;
    let v19 = v4;
    return v19;
}

fn hmax_float__3_(a0: vec3<f32>) -> f32 {
    var v0: vec3<f32>;
    var v2: f32;
    var v6: i32;
    var v11: i32;
    v0 = a0;
    let v4 = v0.x;
    v2 = v4;
    v6 = 1i;
    loop {
        let v8 = v6;
        let v9 = (v8 < 3i);
        if v9 {
            let v10 = v2;
            v11 = v6;
            let v13 = v0[u32(v11)];
            let v14 = max(v10, v13);
            v2 = v14;
        } else {
            break;
        }
        continuing {
            let v16 = v6;
            let v17 = (v16 + 1i);
            v6 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn stack_push_uint__8_(a0: ptr<function, Stack_uint__8_>, a1: u32) {
    var v0: u32;
    var v7: u32;
    v0 = a1;
    let v3 = (*a0).count;
    let v4 = (v3 < 8u);
    if v4 {
        let v5 = v0;
        v7 = (*a0).count;
        (*a0).items[v7] = v5;
        let v11 = (*a0).count;
        let v12 = (v11 + 1u);
        (*a0).count = v12;
    }
    return;
}

fn stack_pop_uint__8_(a0: ptr<function, Stack_uint__8_>) -> u32 {
    var v10: u32;
    let v1 = (*a0).count;
    let v2 = (v1 > 0u);
    let v4 = (*a0).count;
    let v5 = (v4 - 1u);
    let v6 = select(0u, v5, v2);
    (*a0).count = v6;
    v10 = (*a0).count;
    let v12 = (*a0).items[v10];
    return v12;
}

fn minmax_range_float_(a0: MinMax_float_) -> f32 {
    var v0: MinMax_float_;
    v0 = a0;
    let v3 = v0.hi;
    let v5 = v0.lo;
    let v6 = (v3 - v5);
    return v6;
}

fn sqr_float_(a0: f32) -> f32 {
    var v0: f32;
    v0 = a0;
    let v2 = v0;
    let v3 = v0;
    let v4 = (v2 * v3);
    return v4;
}

fn pow4_float_(a0: f32) -> f32 {
    var v0: f32;
    v0 = a0;
    let v2 = v0;
    let v3 = sqr_float_(v2);
    let v4 = sqr_float_(v3);
    return v4;
}

fn minmax_range_float3_(a0: MinMax_float3_) -> vec3<f32> {
    var v0: MinMax_float3_;
    v0 = a0;
    let v3 = v0.hi;
    let v5 = v0.lo;
    let v6 = (v3 - v5);
    return v6;
}

fn tonemap_float_(a0: f32) -> f32 {
    var v0: f32;
    v0 = a0;
    let v2 = v0;
    let v3 = v0;
    let v4 = (1.0f + v3);
    let v5 = (v2 / v4);
    return v5;
}

fn tonemap_float3_(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    v0 = a0;
    let v3 = v0;
    let v4 = dot(v3, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    v2 = v4;
    let v6 = v0;
    let v7 = v2;
    let v8 = tonemap_float_(v7);
    let v9 = v2;
    let v10 = max(v9, 0.0001f);
    let v11 = (v8 / v10);
    let v12 = vec3<f32>(v11);
    let v13 = (v6 * v12);
    return v13;
}

fn array_sum_float4__4_(a0: array<vec4<f32>, 4>) -> vec4<f32> {
    var v0: array<vec4<f32>, 4>;
    var v2: vec4<f32>;
    var v6: u32;
    var v10: u32;
    v0 = a0;
    let v4 = v0[0];
    v2 = v4;
    v6 = 1u;
    loop {
        let v8 = v6;
        let v9 = (v8 < 4u);
        if v9 {
            v10 = v6;
            let v12 = v0[v10];
            let v13 = v2;
            let v14 = (v13 + v12);
            v2 = v14;
        } else {
            break;
        }
        continuing {
            let v16 = v6;
            let v17 = (v16 + 1u);
            v6 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn hsum_uint__4_(a0: vec4<u32>) -> u32 {
    var v0: vec4<u32>;
    var v2: u32;
    var v6: i32;
    var v10: i32;
    v0 = a0;
    let v4 = v0.x;
    v2 = v4;
    v6 = 1i;
    loop {
        let v8 = v6;
        let v9 = (v8 < 4i);
        if v9 {
            v10 = v6;
            let v12 = v0[u32(v10)];
            let v13 = v2;
            let v14 = (v13 + v12);
            v2 = v14;
        } else {
            break;
        }
        continuing {
            let v16 = v6;
            let v17 = (v16 + 1i);
            v6 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn hmax_uint__4_(a0: vec4<u32>) -> u32 {
    var v0: vec4<u32>;
    var v2: u32;
    var v6: i32;
    var v11: i32;
    v0 = a0;
    let v4 = v0.x;
    v2 = v4;
    v6 = 1i;
    loop {
        let v8 = v6;
        let v9 = (v8 < 4i);
        if v9 {
            let v10 = v2;
            v11 = v6;
            let v13 = v0[u32(v11)];
            let v14 = max(v10, v13);
            v2 = v14;
        } else {
            break;
        }
        continuing {
            let v16 = v6;
            let v17 = (v16 + 1i);
            v6 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn CSMain_body(a0: vec3<u32>, a1: vec3<u32>) {
    var v0: vec3<u32>;
    var v2: vec3<u32>;
    var v4: u32;
    var v8: u32;
    var v24: MinMax_float_;
    var v31: MinMax_float3_;
    var v37: Stack_uint__8_;
    var v40: array<vec4<f32>, 4>;
    var v41: u32;
    var v45: vec4<f32>;
    var v67: Stack_uint__8_;
    var v82: u32;
    var v86: Stack_uint__8_;
    var v94: vec4<u32>;
    var v15: u32;
    var v18: u32;
    var v46: u32;
    var v76: u32;
    var v92: u32;
    var v95: u32;
    var v99: u32;
    var v103: u32;
    var v107: u32;
    var v124: u32;
    var v137: u32;
    var v149: u32;
    v0 = a0;
    v2 = a1;
    let v5 = v2;
    let v6 = v5.x;
    v4 = v6;
    let v9 = v0;
    let v10 = v9.x;
    let v11 = (v10 * 64u);
    v8 = v11;
    let v13 = v8;
    let v14 = v4;
    v15 = (v13 + v14);
    let v17 = vec4<f32>(bitcast<f32>(Samples[(v15 * 4u)]), bitcast<f32>(Samples[((v15 * 4u) + 1u)]), bitcast<f32>(Samples[((v15 * 4u) + 2u)]), bitcast<f32>(Samples[((v15 * 4u) + 3u)]));
    v18 = v4;
    gsSamples[v18] = v17;
    workgroupBarrier();
    let v22 = v4;
    let v23 = (v22 != 0u);
    if v23 {
        return;
    }
    let v26 = gsSamples[0];
    let v27 = v26.xyz;
    let v28 = hsum_float__3_(v27);
    let v29 = minmax_of_float_(v28);
    v24 = v29;
    let v33 = gsSamples[0];
    let v34 = v33.xyz;
    let v35 = minmax_of_float3_(v34);
    v31 = v35;
    v37.count = 0u;
    v41 = 0u;
    loop {
        let v43 = v41;
        let v44 = (v43 < 64u);
        if v44 {
            v46 = v41;
            let v48 = gsSamples[v46];
            v45 = v48;
            let v50 = v24;
            let v51 = v45;
            let v52 = v51.xyz;
            let v53 = hsum_float__3_(v52);
            let v54 = minmax_of_float_(v53);
            let v55 = minmax_merge_float_(v50, v54);
            v24 = v55;
            let v57 = v31;
            let v58 = v45;
            let v59 = v58.xyz;
            let v60 = minmax_of_float3_(v59);
            let v61 = minmax_merge_float3_(v57, v60);
            v31 = v61;
            let v63 = v45;
            let v64 = v63.xyz;
            let v65 = hmax_float__3_(v64);
            let v66 = (v65 > 1.0f);
            if v66 {
                let v68 = v37;
                v67 = v68;
                let v70 = v41;
                stack_push_uint__8_(&v67, v70);
                let v72 = v67;
                v37 = v72;
            }
            let v74 = v45;
            let v75 = v41;
            v76 = (v75 % 4u);
            v40[v76] = v74;
        } else {
            break;
        }
        continuing {
            let v79 = v41;
            let v80 = (v79 + 1u);
            v41 = v80;
        }
    }
    let v84 = v37.count;
    let v85 = (v84 > 0u);
    if v85 {
        let v87 = v37;
        v86 = v87;
        let v89 = stack_pop_uint__8_(&v86);
        let v90 = v86;
        v37 = v90;
        v92 = v89;
    } else {
        v92 = 4294967295u;
    }
    v82 = v92;
    v95 = v8;
    let v97 = Counts[(v95)];
    let v98 = v8;
    v99 = (v98 + 1u);
    let v101 = Counts[(v99)];
    let v102 = v8;
    v103 = (v102 + 2u);
    let v105 = Counts[(v103)];
    let v106 = v8;
    v107 = (v106 + 3u);
    let v109 = Counts[(v107)];
    let v110 = vec4<u32>(v97, v101, v105, v109);
    v94 = v110;
    let v113 = v24.lo;
    let v115 = v24.hi;
    let v116 = v24;
    let v117 = minmax_range_float_(v116);
    let v118 = v24;
    let v119 = minmax_range_float_(v118);
    let v120 = pow4_float_(v119);
    let v121 = vec4<f32>(v113, v115, v117, v120);
    let v122 = v0;
    let v123 = v122.x;
    v124 = (v123 * 2u);
    TileStats[(v124 * 4u)] = bitcast<u32>(v121.x);
    TileStats[((v124 * 4u) + 1u)] = bitcast<u32>(v121.y);
    TileStats[((v124 * 4u) + 2u)] = bitcast<u32>(v121.z);
    TileStats[((v124 * 4u) + 3u)] = bitcast<u32>(v121.w);
    let v127 = v31;
    let v128 = minmax_range_float3_(v127);
    let v129 = tonemap_float3_(v128);
    let v130 = v40;
    let v131 = array_sum_float4__4_(v130);
    let v132 = v131.w;
    let v133 = vec4<f32>(v129, v132);
    let v134 = v0;
    let v135 = v134.x;
    let v136 = (v135 * 2u);
    v137 = (v136 + 1u);
    TileStats[(v137 * 4u)] = bitcast<u32>(v133.x);
    TileStats[((v137 * 4u) + 1u)] = bitcast<u32>(v133.y);
    TileStats[((v137 * 4u) + 2u)] = bitcast<u32>(v133.z);
    TileStats[((v137 * 4u) + 3u)] = bitcast<u32>(v133.w);
    let v140 = v94;
    let v141 = hsum_uint__4_(v140);
    let v142 = v94;
    let v143 = hmax_uint__4_(v142);
    let v145 = v37.count;
    let v146 = v82;
    let v147 = vec4<u32>(v141, v143, v145, v146);
    let v148 = v0;
    v149 = v148.x;
    TileCounts[(v149 * 4u)] = v147.x;
    TileCounts[((v149 * 4u) + 1u)] = v147.y;
    TileCounts[((v149 * 4u) + 2u)] = v147.z;
    TileCounts[((v149 * 4u) + 3u)] = v147.w;
    return;
}

fn CSMain_1() {
    var v0: vec3<u32>;
    var v1: vec3<u32>;
    let v2 = gl_WorkGroupID;
    v0 = v2;
    let v4 = gl_LocalInvocationID;
    v1 = v4;
    let v6 = v0;
    let v7 = v1;
    CSMain_body(v6, v7);
    return;
}

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(workgroup_id) in_0_0: vec3<u32>, @builtin(local_invocation_id) in_1_0: vec3<u32>) {
    gl_WorkGroupID = in_0_0;
    gl_LocalInvocationID = in_1_0;
    CSMain_1();
}
