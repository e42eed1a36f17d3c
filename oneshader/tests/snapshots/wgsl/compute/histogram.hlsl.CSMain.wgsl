@group(0) @binding(0) var<uniform> HistogramParams: array<vec4<u32>, 2>;
@group(0) @binding(1) var HdrColor: texture_2d<f32>;
@group(0) @binding(2) var<storage, read_write> LuminanceBins: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> FinishedGroups: array<atomic<u32>>;
@group(0) @binding(4) var<storage, read_write> AdaptedLuminance: array<u32>;
var<workgroup> gsBins: array<atomic<u32>, 256>;
var<workgroup> gsIsLastGroup: u32;
var<private> gl_GlobalInvocationID: vec3<u32>;
var<private> gl_LocalInvocationIndex: u32;
fn Luminance(a0: vec3<f32>) -> f32 {
    var v0: vec3<f32>;
    v0 = a0;
    let v2 = v0;
    let v3 = dot(v2, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    return v3;
}

fn LuminanceToBin(a0: vec3<f32>) -> u32 {
    var v0: vec3<f32>;
    var v2: f32;
    var v8: f32;
    v0 = a0;
    let v3 = v0;
    let v4 = Luminance(v3);
    v2 = v4;
    let v6 = v2;
    let v7 = (v6 < 1e-5f);
    if v7 {
        return 0u;
    }
    let v9 = v2;
    let v10 = log2(v9);
    let v12 = bitcast<f32>(HistogramParams[0].z);
    let v13 = (v10 - v12);
    let v15 = bitcast<f32>(HistogramParams[0].w);
    let v16 = (v13 * v15);
    let v17 = saturate(v16);
    v8 = v17;
    let v19 = v8;
    let v20 = (v19 * 254.0f);
    let v21 = (v20 + 1.0f);
    let v22 = u32(v21);
    return v22;
}

fn CSMain_body(a0: vec3<u32>, a1: u32) {
    var v0: vec3<u32>;
    var v2: u32;
    var v14: vec3<f32>;
    var v38: u32;
    var v53: u32;
    var v65: u32;
    var v89: u32;
    var v98: u32;
    var v105: f32;
    var v114: f32;
    var v125: f32;
    var v4: u32;
    var v25: u32;
    var v29: u32;
    var v32: u32;
    var v54: u32;
    var v61: u32;
    var v74: u32;
    var v77: u32;
    var v141: u32;
    v0 = a0;
    v2 = a1;
    v4 = v2;
    atomicStore(&gsBins[v4], 0u);
    workgroupBarrier();
    let v8 = v0;
    let v9 = v8.xy;
    let v11 = HistogramParams[0].xy;
    let v12 = (v9 < v11);
    let v13 = all(v12);
    if v13 {
        let v15 = v0;
        let v16 = v15.xy;
        let v17 = vec2<i32>(v16);
        let v18 = vec3<i32>(v17, 0i);
        let v19 = v18.xy;
        let v20 = v18.z;
        let v21 = textureLoad(HdrColor, v19, v20);
        let v22 = v21.xyz;
        v14 = v22;
        let v24 = v14;
        v25 = LuminanceToBin(v24);
        let v27 = atomicAdd(&gsBins[v25], 1u);
    }
    workgroupBarrier();
    v29 = v2;
    let v31 = atomicLoad(&gsBins[v29]);
    v32 = v2;
    let v34 = atomicAdd(&LuminanceBins[(v32)], v31);
    storageBarrier();
    workgroupBarrier();
    let v36 = v2;
    let v37 = (v36 == 0u);
    if v37 {
        let v40 = atomicAdd(&FinishedGroups[0u], 1u);
        v38 = v40;
        let v42 = v38;
        let v44 = HistogramParams[1].z;
        let v45 = (v44 - 1u);
        let v46 = (v42 == v45);
        let v47 = select(0i, 1i, v46);
        let v48 = u32(v47);
        gsIsLastGroup = v48;
    }
    workgroupBarrier();
    let v51 = gsIsLastGroup;
    let v52 = (v51 == 0u);
    if v52 {
        return;
    }
    v54 = v2;
    let v56 = atomicLoad(&LuminanceBins[(v54)]);
    v53 = v56;
    let v58 = v53;
    let v59 = v2;
    let v60 = (v58 * v59);
    v61 = v2;
    atomicStore(&gsBins[v61], v60);
    workgroupBarrier();
    v65 = 128u;
    loop {
        let v67 = v65;
        let v68 = (v67 > 0u);
        if v68 {
            let v69 = v2;
            let v70 = v65;
            let v71 = (v69 < v70);
            if v71 {
                let v72 = v2;
                let v73 = v65;
                v74 = (v72 + v73);
                let v76 = atomicLoad(&gsBins[v74]);
                v77 = v2;
                let v79 = atomicLoad(&gsBins[v77]);
                let v80 = (v79 + v76);
                atomicStore(&gsBins[v77], v80);
            }
            workgroupBarrier();
        } else {
            break;
        }
        continuing {
            let v84 = v65;
            let v85 = (v84 >> (1u & 31u));
            v65 = v85;
        }
    }
    let v87 = v2;
    let v88 = (v87 == 0u);
    if v88 {
        let v91 = HistogramParams[0].xy;
        let v92 = v91.x;
        let v94 = HistogramParams[0].xy;
        let v95 = v94.y;
        let v96 = (v92 * v95);
        v89 = v96;
        let v99 = v89;
        let v101 = atomicLoad(&LuminanceBins[0u]);
        let v102 = (v99 - v101);
        let v103 = max(v102, 1u);
        v98 = v103;
        let v107 = atomicLoad(&gsBins[0]);
        let v108 = f32(v107);
        let v109 = v98;
        let v110 = f32(v109);
        let v111 = (v108 / v110);
        let v112 = (v111 - 1.0f);
        v105 = v112;
        let v115 = v105;
        let v116 = (v115 / 254.0f);
        let v118 = bitcast<f32>(HistogramParams[1].x);
        let v119 = (v116 * v118);
        let v121 = bitcast<f32>(HistogramParams[0].z);
        let v122 = (v119 + v121);
        let v123 = exp2(v122);
        v114 = v123;
        let v127 = bitcast<f32>(AdaptedLuminance[0u]);
        v125 = v127;
        let v129 = v125;
        let v130 = v114;
        let v131 = v125;
        let v132 = (v130 - v131);
        let v134 = bitcast<f32>(HistogramParams[1].y);
        let v135 = (v132 * v134);
        let v136 = (v129 + v135);
        AdaptedLuminance[0u] = bitcast<u32>(v136);
        atomicStore(&FinishedGroups[0u], 0u);
    }
    v141 = v2;
    atomicStore(&LuminanceBins[(v141)], 0u);
    return;
}

fn CSMain_1() {
    var v0: vec3<u32>;
    var v1: u32;
    let v2 = gl_GlobalInvocationID;
    v0 = v2;
    let v4 = gl_LocalInvocationIndex;
    v1 = v4;
    let v6 = v0;
    let v7 = v1;
    CSMain_body(v6, v7);
    return;
}

@compute @workgroup_size(16, 16, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>, @builtin(local_invocation_index) in_1_0: u32) {
    gl_GlobalInvocationID = in_0_0;
    gl_LocalInvocationIndex = in_1_0;
    CSMain_1();
}
