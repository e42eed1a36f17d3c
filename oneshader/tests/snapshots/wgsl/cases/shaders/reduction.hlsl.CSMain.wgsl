@group(0) @binding(0) var<storage, read> Values: array<u32>;
@group(0) @binding(1) var<storage, read_write> Totals: array<u32>;
@group(0) @binding(2) var<storage, read_write> Means: array<u32>;
var<workgroup> gsSum: array<u32, 128>;
var<workgroup> gsMax: array<u32, 128>;
var<workgroup> gsMean: array<f32, 128>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_1() {
    var v4: u32;
    var v16: u32;
    var v19: u32;
    var v105: u32;
    var v51: u32;
    var v88: u32;
    var v96: u32;
    let v2 = gl_WorkGroupID;
    v4 = gl_LocalInvocationIndex;
    v16 = v2.x;
    let v17 = (v16 * 128u);
    v19 = (v17 + v4);
    let v21 = Values[(v19)];
    gsSum[v4] = v21;
    gsMax[v4] = v21;
    let v32 = f32(v21);
    let v33 = (v32 / 128.0f);
    gsMean[v4] = v33;
    workgroupBarrier();
    v105 = 64u;
    loop {
        let v48 = (v105 > 0u);
        if v48 {
            let v41 = (v4 < v105);
            if v41 {
                v51 = (v4 + v105);
                let v53 = gsSum[v51];
                let v56 = gsSum[v4];
                let v57 = (v56 + v53);
                gsSum[v4] = v57;
                let v62 = gsMax[v4];
                let v67 = gsMax[v51];
                let v68 = max(v62, v67);
                gsMax[v4] = v68;
                let v76 = gsMean[v51];
                let v79 = gsMean[v4];
                let v80 = (v79 + v76);
                gsMean[v4] = v80;
            }
            workgroupBarrier();
        } else {
            break;
        }
        continuing {
            let v43 = (v105 >> (1u & 31u));
            v105 = v43;
        }
    }
    let v46 = (v4 == 0u);
    if v46 {
        let v85 = gsSum[0];
        v88 = (v16 * 2u);
        Totals[(v88)] = v85;
        let v92 = gsMax[0];
        v96 = (v88 + 1u);
        Totals[(v96)] = v92;
        let v100 = gsMean[0];
        Means[(v16)] = bitcast<u32>(v100);
    }
    return;
}

@compute @workgroup_size(128, 1, 1)
fn CSMain(@builtin(workgroup_id) in_0_0: vec3<u32>, @builtin(local_invocation_index) in_1_0: u32) {
    gl_WorkGroupID = in_0_0;
    gl_LocalInvocationIndex = in_1_0;
    CSMain_1();
}
