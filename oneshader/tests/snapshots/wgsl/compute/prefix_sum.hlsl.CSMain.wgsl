@group(0) @binding(0) var<uniform> ScanParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var<storage, read> ScanInput: array<u32>;
@group(0) @binding(2) var<storage, read_write> ScanOutput: array<u32>;
@group(0) @binding(3) var<storage, read_write> GroupTotals: array<u32>;
var<workgroup> gsScan: array<u32, 512>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v26: u32;
    var v29: u32;
    var v34: u32;
    var v35: u32;
    var v38: u32;
    var v43: bool;
    var v55: bool;
    var v62: u32;
    var v181: u32;
    var v182: u32;
    var v83: u32;
    var v90: u32;
    var v102: u32;
    var v180: u32;
    var v183: u32;
    var v114: u32;
    var v135: u32;
    var v142: u32;
    let v2 = gl_WorkGroupID;
    let v4 = gl_LocalInvocationID;
    v26 = v4.x;
    v29 = v2.x;
    let v30 = (v29 * 512u);
    v34 = (2u * v26);
    v35 = (v30 + v34);
    v38 = (v35 + 1u);
    let v42 = ScanParams[0].x;
    v43 = (v35 < v42);
    let v46 = ScanInput[(v35)];
    let v47 = select(0u, v46, v43);
    gsScan[v34] = v47;
    v55 = (v38 < v42);
    let v58 = ScanInput[(v38)];
    let v59 = select(0u, v58, v55);
    v62 = (v34 + 1u);
    gsScan[v62] = v59;
    v181 = 1u;
    v182 = 256u;
    loop {
        let v77 = (v182 > 0u);
        if v77 {
            workgroupBarrier();
            let v70 = (v26 < v182);
            if v70 {
                let v82 = (v181 * v62);
                v83 = (v82 - 1u);
                let v88 = (v34 + 2u);
                let v89 = (v181 * v88);
                v90 = (v89 - 1u);
                let v94 = gsScan[v83];
                let v97 = gsScan[v90];
                let v98 = (v97 + v94);
                gsScan[v90] = v98;
            }
            v102 = (v181 << (1u & 31u));
        } else {
            break;
        }
        continuing {
            let v72 = (v182 >> (1u & 31u));
            v181 = v102;
            v182 = v72;
        }
    }
    let v75 = (v26 == 0u);
    if v75 {
        let v105 = gsScan[511];
        GroupTotals[(v29)] = v105;
        gsScan[511] = 0u;
    }
    v180 = v181;
    v183 = 1u;
    loop {
        let v129 = (v183 < 512u);
        if v129 {
            v114 = (v180 >> (1u & 31u));
            workgroupBarrier();
            let v119 = (v26 < v183);
            if v119 {
                let v134 = (v114 * v62);
                v135 = (v134 - 1u);
                let v140 = (v34 + 2u);
                let v141 = (v114 * v140);
                v142 = (v141 - 1u);
                let v146 = gsScan[v135];
                let v150 = gsScan[v142];
                gsScan[v135] = v150;
                let v157 = gsScan[v142];
                let v158 = (v157 + v146);
                gsScan[v142] = v158;
            }
        } else {
            break;
        }
        continuing {
            let v121 = (v183 << (1u & 31u));
            v180 = v114;
            v183 = v121;
        }
    }
    workgroupBarrier();
    if v43 {
        let v164 = gsScan[v34];
        ScanOutput[(v35)] = v164;
    }
    if v55 {
        let v176 = gsScan[v62];
        ScanOutput[(v38)] = v176;
    }
    return;
}

@compute @workgroup_size(256, 1, 1)
fn CSMain(@builtin(workgroup_id) in_0_0: vec3<u32>, @builtin(local_invocation_id) in_1_0: vec3<u32>) {
    gl_WorkGroupID = in_0_0;
    gl_LocalInvocationID = in_1_0;
    CSMain_1();
}
