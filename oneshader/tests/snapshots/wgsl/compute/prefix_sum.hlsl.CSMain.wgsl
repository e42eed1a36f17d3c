@group(0) @binding(0) var<uniform> ScanParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var<storage, read> ScanInput: array<u32>;
@group(0) @binding(2) var<storage, read_write> ScanOutput: array<u32>;
@group(0) @binding(3) var<storage, read_write> GroupTotals: array<u32>;
var<workgroup> gsScan: array<u32, 512>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationID: vec3<u32>;
fn CSMain_body(a0: vec3<u32>, a1: vec3<u32>) {
    var v0: vec3<u32>;
    var v2: vec3<u32>;
    var v4: u32;
    var v8: u32;
    var v13: u32;
    var v19: u32;
    var v48: u32;
    var v50: u32;
    var v58: u32;
    var v66: u32;
    var v99: u32;
    var v110: u32;
    var v118: u32;
    var v126: u32;
    var v27: u32;
    var v32: u32;
    var v39: u32;
    var v45: u32;
    var v74: u32;
    var v77: u32;
    var v94: u32;
    var v127: u32;
    var v131: u32;
    var v134: u32;
    var v138: u32;
    var v153: u32;
    var v156: u32;
    var v165: u32;
    var v168: u32;
    v0 = a0;
    v2 = a1;
    let v5 = v2;
    let v6 = v5.x;
    v4 = v6;
    let v9 = v0;
    let v10 = v9.x;
    let v11 = (v10 * 512u);
    v8 = v11;
    let v14 = v8;
    let v15 = v4;
    let v16 = (2u * v15);
    let v17 = (v14 + v16);
    v13 = v17;
    let v20 = v13;
    let v21 = (v20 + 1u);
    v19 = v21;
    let v23 = v13;
    let v25 = ScanParams[0].x;
    let v26 = (v23 < v25);
    v27 = v13;
    let v29 = ScanInput[(v27)];
    let v30 = select(0u, v29, v26);
    let v31 = v4;
    v32 = (2u * v31);
    gsScan[v32] = v30;
    let v35 = v19;
    let v37 = ScanParams[0].x;
    let v38 = (v35 < v37);
    v39 = v19;
    let v41 = ScanInput[(v39)];
    let v42 = select(0u, v41, v38);
    let v43 = v4;
    let v44 = (2u * v43);
    v45 = (v44 + 1u);
    gsScan[v45] = v42;
    v48 = 1u;
    v50 = 256u;
    loop {
        let v52 = v50;
        let v53 = (v52 > 0u);
        if v53 {
            workgroupBarrier();
            let v55 = v4;
            let v56 = v50;
            let v57 = (v55 < v56);
            if v57 {
                let v59 = v48;
                let v60 = v4;
                let v61 = (2u * v60);
                let v62 = (v61 + 1u);
                let v63 = (v59 * v62);
                let v64 = (v63 - 1u);
                v58 = v64;
                let v67 = v48;
                let v68 = v4;
                let v69 = (2u * v68);
                let v70 = (v69 + 2u);
                let v71 = (v67 * v70);
                let v72 = (v71 - 1u);
                v66 = v72;
                v74 = v58;
                let v76 = gsScan[v74];
                v77 = v66;
                let v79 = gsScan[v77];
                let v80 = (v79 + v76);
                gsScan[v77] = v80;
            }
            let v83 = v48;
            let v84 = (v83 << (1u & 31u));
            v48 = v84;
        } else {
            break;
        }
        continuing {
            let v86 = v50;
            let v87 = (v86 >> (1u & 31u));
            v50 = v87;
        }
    }
    let v89 = v4;
    let v90 = (v89 == 0u);
    if v90 {
        let v92 = gsScan[511];
        let v93 = v0;
        v94 = v93.x;
        GroupTotals[(v94)] = v92;
        gsScan[511] = 0u;
    }
    v99 = 1u;
    loop {
        let v101 = v99;
        let v102 = (v101 < 512u);
        if v102 {
            let v103 = v48;
            let v104 = (v103 >> (1u & 31u));
            v48 = v104;
            workgroupBarrier();
            let v107 = v4;
            let v108 = v99;
            let v109 = (v107 < v108);
            if v109 {
                let v111 = v48;
                let v112 = v4;
                let v113 = (2u * v112);
                let v114 = (v113 + 1u);
                let v115 = (v111 * v114);
                let v116 = (v115 - 1u);
                v110 = v116;
                let v119 = v48;
                let v120 = v4;
                let v121 = (2u * v120);
                let v122 = (v121 + 2u);
                let v123 = (v119 * v122);
                let v124 = (v123 - 1u);
                v118 = v124;
                v127 = v110;
                let v129 = gsScan[v127];
                v126 = v129;
                v131 = v118;
                let v133 = gsScan[v131];
                v134 = v110;
                gsScan[v134] = v133;
                let v137 = v126;
                v138 = v118;
                let v140 = gsScan[v138];
                let v141 = (v140 + v137);
                gsScan[v138] = v141;
            }
        } else {
            break;
        }
        continuing {
            let v144 = v99;
            let v145 = (v144 << (1u & 31u));
            v99 = v145;
        }
    }
    workgroupBarrier();
    let v148 = v13;
    let v150 = ScanParams[0].x;
    let v151 = (v148 < v150);
    if v151 {
        let v152 = v4;
        v153 = (2u * v152);
        let v155 = gsScan[v153];
        v156 = v13;
        ScanOutput[(v156)] = v155;
    }
    let v159 = v19;
    let v161 = ScanParams[0].x;
    let v162 = (v159 < v161);
    if v162 {
        let v163 = v4;
        let v164 = (2u * v163);
        v165 = (v164 + 1u);
        let v167 = gsScan[v165];
        v168 = v19;
        ScanOutput[(v168)] = v167;
    }
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

@compute @workgroup_size(256, 1, 1)
fn CSMain(@builtin(workgroup_id) in_0_0: vec3<u32>, @builtin(local_invocation_id) in_1_0: vec3<u32>) {
    gl_WorkGroupID = in_0_0;
    gl_LocalInvocationID = in_1_0;
    CSMain_1();
}
