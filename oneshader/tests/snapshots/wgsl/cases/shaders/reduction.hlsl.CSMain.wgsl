@group(0) @binding(0) var<storage, read> Values: array<u32>;
@group(0) @binding(1) var<storage, read_write> Totals: array<u32>;
@group(0) @binding(2) var<storage, read_write> Means: array<u32>;
var<workgroup> gsSum: array<u32, 128>;
var<workgroup> gsMax: array<u32, 128>;
var<workgroup> gsMean: array<f32, 128>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_body(a0: vec3<u32>, a1: u32) {
    var v0: vec3<u32>;
    var v2: u32;
    var v4: u32;
    var v28: u32;
    var v9: u32;
    var v14: u32;
    var v18: u32;
    var v24: u32;
    var v37: u32;
    var v40: u32;
    var v46: u32;
    var v51: u32;
    var v55: u32;
    var v60: u32;
    var v63: u32;
    var v79: u32;
    var v87: u32;
    var v93: u32;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = v5.x;
    let v7 = (v6 * 128u);
    let v8 = v2;
    v9 = (v7 + v8);
    let v11 = Values[(v9)];
    v4 = v11;
    let v13 = v4;
    v14 = v2;
    gsSum[v14] = v13;
    let v17 = v4;
    v18 = v2;
    gsMax[v18] = v17;
    let v21 = v4;
    let v22 = f32(v21);
    let v23 = (v22 / 128.0f);
    v24 = v2;
    gsMean[v24] = v23;
    workgroupBarrier();
    v28 = 64u;
    loop {
        let v30 = v28;
        let v31 = (v30 > 0u);
        if v31 {
            let v32 = v2;
            let v33 = v28;
            let v34 = (v32 < v33);
            if v34 {
                let v35 = v2;
                let v36 = v28;
                v37 = (v35 + v36);
                let v39 = gsSum[v37];
                v40 = v2;
                let v42 = gsSum[v40];
                let v43 = (v42 + v39);
                gsSum[v40] = v43;
                v46 = v2;
                let v48 = gsMax[v46];
                let v49 = v2;
                let v50 = v28;
                v51 = (v49 + v50);
                let v53 = gsMax[v51];
                let v54 = max(v48, v53);
                v55 = v2;
                gsMax[v55] = v54;
                let v58 = v2;
                let v59 = v28;
                v60 = (v58 + v59);
                let v62 = gsMean[v60];
                v63 = v2;
                let v65 = gsMean[v63];
                let v66 = (v65 + v62);
                gsMean[v63] = v66;
            }
            workgroupBarrier();
        } else {
            break;
        }
        continuing {
            let v70 = v28;
            let v71 = (v70 >> (1u & 31u));
            v28 = v71;
        }
    }
    let v73 = v2;
    let v74 = (v73 == 0u);
    if v74 {
        let v76 = gsSum[0];
        let v77 = v0;
        let v78 = v77.x;
        v79 = (v78 * 2u);
        Totals[(v79)] = v76;
        let v83 = gsMax[0];
        let v84 = v0;
        let v85 = v84.x;
        let v86 = (v85 * 2u);
        v87 = (v86 + 1u);
        Totals[(v87)] = v83;
        let v91 = gsMean[0];
        let v92 = v0;
        v93 = v92.x;
        Means[(v93)] = bitcast<u32>(v91);
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

@compute @workgroup_size(128, 1, 1)
fn CSMain(@builtin(workgroup_id) in_0_0: vec3<u32>, @builtin(local_invocation_index) in_1_0: u32) {
    gl_WorkGroupID = in_0_0;
    gl_LocalInvocationIndex = in_1_0;
    CSMain_1();
}
