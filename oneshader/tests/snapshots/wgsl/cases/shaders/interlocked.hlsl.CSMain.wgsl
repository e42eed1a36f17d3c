@group(0) @binding(0) var<storage, read_write> U: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> I: array<atomic<i32>>;
@group(0) @binding(2) var<storage, read_write> B: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> Result: array<atomic<u32>>;
var<workgroup> gsU: array<atomic<u32>, 10>;
var<workgroup> gsI: array<atomic<i32>, 3>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_body(a0: u32) {
    var v0: u32;
    var v27: u32;
    var v61: i32;
    var v77: u32;
    var v81: u32;
    var v86: u32;
    var v91: u32;
    var v97: u32;
    var v102: u32;
    var v107: u32;
    var v116: u32;
    var v124: u32;
    var v145: u32;
    var v153: u32;
    var v227: u32;
    var v231: u32;
    var v236: u32;
    var v241: u32;
    v0 = a0;
    let v2 = v0;
    let v3 = (v2 + 1u);
    let v5 = atomicAdd(&U[0u], v3);
    let v6 = v0;
    let v7 = (v6 + 100u);
    let v9 = atomicMin(&U[1u], v7);
    let v10 = v0;
    let v11 = (v10 * 3u);
    let v13 = atomicMax(&U[2u], v11);
    let v14 = v0;
    let v15 = (1u << (v14 & 31u));
    let v16 = ~(v15);
    let v18 = atomicAnd(&U[3u], v16);
    let v19 = v0;
    let v20 = (1u << (v19 & 31u));
    let v22 = atomicOr(&U[4u], v20);
    let v23 = v0;
    let v24 = (1u << (v23 & 31u));
    let v26 = atomicXor(&U[5u], v24);
    let v28 = v0;
    let v29 = (v28 == 0u);
    if v29 {
        let v31 = atomicExchange(&U[6u], 77u);
        v27 = v31;
        let v33 = v27;
        atomicStore(&Result[0u], v33);
    }
    let v36 = v0;
    let v37 = (v36 + 200u);
    var t1: u32;
    let t2 = 5u;
    loop {
        let r = atomicCompareExchangeWeak(&U[7u], t2, v37);
        if r.exchanged || r.old_value != t2 { t1 = r.old_value; break; }
    }
    let v39 = t1;
    v27 = v39;
    let v41 = v27;
    let v42 = (v41 == 5u);
    if v42 {
        let v44 = atomicAdd(&Result[1u], 1u);
    }
    let v46 = atomicAdd(&U[9u], 1u);
    v27 = v46;
    let v48 = v27;
    let v50 = atomicAdd(&Result[2u], v48);
    let v51 = v0;
    let v52 = i32(v51);
    let v53 = -(v52);
    let v55 = atomicMin(&I[0u], v53);
    let v56 = v0;
    let v57 = i32(v56);
    let v58 = (v57 - 40i);
    let v60 = atomicMax(&I[1u], v58);
    let v63 = atomicAdd(&I[2u], (-2i));
    v61 = v63;
    let v65 = v61;
    let v66 = -(v65);
    let v67 = u32(v66);
    let v69 = atomicAdd(&Result[3u], v67);
    var t3: i32;
    let t4 = (-7i);
    loop {
        let r = atomicCompareExchangeWeak(&I[3u], t4, 3i);
        if r.exchanged || r.old_value != t4 { t3 = r.old_value; break; }
    }
    let v71 = t3;
    v61 = v71;
    let v73 = v61;
    let v74 = (v73 == (-7i));
    if v74 {
        let v76 = atomicAdd(&Result[4u], 1u);
    }
    v77 = (0u >> (2u & 31u));
    let v79 = atomicAdd(&B[(v77)], 1u);
    let v80 = v0;
    v81 = (4u >> (2u & 31u));
    let v83 = atomicMax(&B[(v81)], v80);
    let v84 = v0;
    let v85 = (v84 + 1u);
    v86 = (8u >> (2u & 31u));
    let v88 = atomicMin(&B[(v86)], v85);
    let v89 = v0;
    let v90 = (1u << (v89 & 31u));
    v91 = (12u >> (2u & 31u));
    let v93 = atomicOr(&B[(v91)], v90);
    let v94 = v0;
    let v95 = (1u << (v94 & 31u));
    let v96 = ~(v95);
    v97 = (16u >> (2u & 31u));
    let v99 = atomicAnd(&B[(v97)], v96);
    let v100 = v0;
    let v101 = (1u << (v100 & 31u));
    v102 = (20u >> (2u & 31u));
    let v104 = atomicXor(&B[(v102)], v101);
    let v105 = v0;
    let v106 = (v105 == 0u);
    if v106 {
        v107 = (24u >> (2u & 31u));
        let v109 = atomicExchange(&B[(v107)], 5u);
        v27 = v109;
        let v111 = v27;
        atomicStore(&Result[5u], v111);
    }
    let v114 = v0;
    let v115 = (v114 + 1u);
    v116 = (28u >> (2u & 31u));
    var t5: u32;
    let t6 = 0u;
    loop {
        let r = atomicCompareExchangeWeak(&B[(v116)], t6, v115);
        if r.exchanged || r.old_value != t6 { t5 = r.old_value; break; }
    }
    let v118 = t5;
    v27 = v118;
    let v120 = v27;
    let v121 = (v120 == 0u);
    if v121 {
        let v123 = atomicAdd(&Result[6u], 1u);
    }
    v124 = (36u >> (2u & 31u));
    let v126 = atomicAdd(&B[(v124)], 2u);
    v27 = v126;
    let v128 = v27;
    let v130 = atomicMax(&Result[7u], v128);
    let v131 = v0;
    let v132 = (v131 < 10u);
    if v132 {
        let v133 = v0;
        let v134 = (v133 == 1u);
        let v135 = v0;
        let v136 = (v135 == 3u);
        let v137 = v0;
        let v138 = (v137 == 5u);
        let v139 = v0;
        let v140 = (v139 == 7u);
        let v141 = select(0u, 5u, v140);
        let v142 = select(v141, 252645135u, v138);
        let v143 = select(v142, 4294967295u, v136);
        let v144 = select(v143, 1000u, v134);
        v145 = v0;
        atomicStore(&gsU[v145], v144);
    }
    let v148 = v0;
    let v149 = (v148 < 3u);
    if v149 {
        let v150 = v0;
        let v151 = (v150 == 1u);
        let v152 = select(0i, (-100i), v151);
        v153 = v0;
        atomicStore(&gsI[v153], v152);
    }
    workgroupBarrier();
    let v157 = v0;
    let v158 = (v157 + 1u);
    let v160 = atomicAdd(&gsU[0], v158);
    let v161 = v0;
    let v162 = (v161 + 100u);
    let v164 = atomicMin(&gsU[1], v162);
    let v165 = v0;
    let v166 = (v165 * 3u);
    let v168 = atomicMax(&gsU[2], v166);
    let v169 = v0;
    let v170 = (1u << (v169 & 31u));
    let v171 = ~(v170);
    let v173 = atomicAnd(&gsU[3], v171);
    let v174 = v0;
    let v175 = (1u << (v174 & 31u));
    let v177 = atomicOr(&gsU[4], v175);
    let v178 = v0;
    let v179 = (1u << (v178 & 31u));
    let v181 = atomicXor(&gsU[5], v179);
    let v182 = v0;
    let v183 = (v182 == 0u);
    if v183 {
        let v185 = atomicExchange(&gsU[6], 66u);
        v27 = v185;
        let v187 = v27;
        let v188 = (v187 + 1u);
        atomicStore(&Result[8u], v188);
    }
    let v191 = v0;
    let v192 = (v191 + 300u);
    var t7: u32;
    let t8 = 5u;
    loop {
        let r = atomicCompareExchangeWeak(&gsU[7], t8, v192);
        if r.exchanged || r.old_value != t8 { t7 = r.old_value; break; }
    }
    let v194 = t7;
    v27 = v194;
    let v196 = v27;
    let v197 = (v196 == 5u);
    if v197 {
        let v199 = atomicAdd(&Result[9u], 1u);
    }
    let v201 = atomicAdd(&gsU[9], 1u);
    v27 = v201;
    let v203 = v27;
    let v205 = atomicAdd(&Result[10u], v203);
    let v206 = v0;
    let v207 = i32(v206);
    let v208 = -(v207);
    let v210 = atomicMin(&gsI[0], v208);
    let v211 = v0;
    let v212 = i32(v211);
    let v213 = (v212 - 40i);
    let v215 = atomicMax(&gsI[1], v213);
    let v217 = atomicAdd(&gsI[2], (-3i));
    v61 = v217;
    let v219 = v61;
    let v220 = (v219 + 1000i);
    let v221 = u32(v220);
    let v223 = atomicMin(&Result[11u], v221);
    workgroupBarrier();
    let v225 = v0;
    let v226 = (v225 < 10u);
    if v226 {
        v227 = v0;
        let v229 = atomicLoad(&gsU[v227]);
        let v230 = v0;
        v231 = (16u + v230);
        atomicStore(&Result[(v231)], v229);
    }
    let v234 = v0;
    let v235 = (v234 < 3u);
    if v235 {
        v236 = v0;
        let v238 = atomicLoad(&gsI[v236]);
        let v239 = bitcast<u32>(v238);
        let v240 = v0;
        v241 = (26u + v240);
        atomicStore(&Result[(v241)], v239);
    }
    return;
}

fn CSMain_1() {
    var v0: u32;
    let v1 = gl_LocalInvocationIndex;
    v0 = v1;
    let v3 = v0;
    CSMain_body(v3);
    return;
}

@compute @workgroup_size(32, 1, 1)
fn CSMain(@builtin(local_invocation_index) in_0_0: u32) {
    gl_LocalInvocationIndex = in_0_0;
    CSMain_1();
}
