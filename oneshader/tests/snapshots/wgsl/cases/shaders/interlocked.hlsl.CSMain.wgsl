@group(0) @binding(0) var<storage, read_write> U: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> I: array<atomic<i32>>;
@group(0) @binding(2) var<storage, read_write> B: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> Result: array<atomic<u32>>;
var<workgroup> gsU: array<atomic<u32>, 10>;
var<workgroup> gsI: array<atomic<i32>, 3>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_1() {
    var v1: u32;
    var v10: u32;
    var v14: u32;
    var v18: u32;
    var v22: u32;
    var v23: u32;
    var v35: bool;
    var v59: i32;
    var v64: i32;
    var v137: bool;
    var v154: bool;
    var v236: u32;
    var v246: u32;
    v1 = gl_LocalInvocationIndex;
    v10 = (v1 + 1u);
    let v12 = atomicAdd(&U[0u], v10);
    v14 = (v1 + 100u);
    let v16 = atomicMin(&U[1u], v14);
    v18 = (v1 * 3u);
    let v20 = atomicMax(&U[2u], v18);
    v22 = (1u << (v1 & 31u));
    v23 = ~(v22);
    let v25 = atomicAnd(&U[3u], v23);
    let v29 = atomicOr(&U[4u], v22);
    let v33 = atomicXor(&U[5u], v22);
    v35 = (v1 == 0u);
    if v35 {
        let v37 = atomicExchange(&U[6u], 77u);
        atomicStore(&Result[0u], v37);
    }
    let v43 = (v1 + 200u);
    var t1: u32;
    let t2 = 5u;
    loop {
        let r = atomicCompareExchangeWeak(&U[7u], t2, v43);
        if r.exchanged || r.old_value != t2 { t1 = r.old_value; break; }
    }
    let v45 = t1;
    let v48 = (v45 == 5u);
    if v48 {
        let v50 = atomicAdd(&Result[1u], 1u);
    }
    let v52 = atomicAdd(&U[9u], 1u);
    let v56 = atomicAdd(&Result[2u], v52);
    let v58 = i32(v1);
    v59 = -(v58);
    let v61 = atomicMin(&I[0u], v59);
    v64 = (v58 - 40i);
    let v66 = atomicMax(&I[1u], v64);
    let v68 = atomicAdd(&I[2u], (-2i));
    let v71 = -(v68);
    let v72 = u32(v71);
    let v74 = atomicAdd(&Result[3u], v72);
    var t3: i32;
    let t4 = (-7i);
    loop {
        let r = atomicCompareExchangeWeak(&I[3u], t4, 3i);
        if r.exchanged || r.old_value != t4 { t3 = r.old_value; break; }
    }
    let v76 = t3;
    let v79 = (v76 == (-7i));
    if v79 {
        let v81 = atomicAdd(&Result[4u], 1u);
    }
    let v84 = atomicAdd(&B[0u], 1u);
    let v88 = atomicMax(&B[1u], v1);
    let v93 = atomicMin(&B[2u], v10);
    let v98 = atomicOr(&B[3u], v22);
    let v104 = atomicAnd(&B[4u], v23);
    let v109 = atomicXor(&B[5u], v22);
    if v35 {
        let v114 = atomicExchange(&B[6u], 5u);
        atomicStore(&Result[5u], v114);
    }
    var t5: u32;
    let t6 = 0u;
    loop {
        let r = atomicCompareExchangeWeak(&B[7u], t6, v10);
        if r.exchanged || r.old_value != t6 { t5 = r.old_value; break; }
    }
    let v123 = t5;
    let v126 = (v123 == 0u);
    if v126 {
        let v128 = atomicAdd(&Result[6u], 1u);
    }
    let v131 = atomicAdd(&B[9u], 2u);
    let v135 = atomicMax(&Result[7u], v131);
    v137 = (v1 < 10u);
    if v137 {
        let v139 = (v1 == 1u);
        let v141 = (v1 == 3u);
        let v143 = (v1 == 5u);
        let v145 = (v1 == 7u);
        let v146 = select(0u, 5u, v145);
        let v147 = select(v146, 252645135u, v143);
        let v148 = select(v147, 4294967295u, v141);
        let v149 = select(v148, 1000u, v139);
        atomicStore(&gsU[v1], v149);
    }
    v154 = (v1 < 3u);
    if v154 {
        let v156 = (v1 == 1u);
        let v157 = select(0i, (-100i), v156);
        atomicStore(&gsI[v1], v157);
    }
    workgroupBarrier();
    let v165 = atomicAdd(&gsU[0], v10);
    let v169 = atomicMin(&gsU[1], v14);
    let v173 = atomicMax(&gsU[2], v18);
    let v178 = atomicAnd(&gsU[3], v23);
    let v182 = atomicOr(&gsU[4], v22);
    let v186 = atomicXor(&gsU[5], v22);
    if v35 {
        let v190 = atomicExchange(&gsU[6], 66u);
        let v193 = (v190 + 1u);
        atomicStore(&Result[8u], v193);
    }
    let v197 = (v1 + 300u);
    var t7: u32;
    let t8 = 5u;
    loop {
        let r = atomicCompareExchangeWeak(&gsU[7], t8, v197);
        if r.exchanged || r.old_value != t8 { t7 = r.old_value; break; }
    }
    let v199 = t7;
    let v202 = (v199 == 5u);
    if v202 {
        let v204 = atomicAdd(&Result[9u], 1u);
    }
    let v206 = atomicAdd(&gsU[9], 1u);
    let v210 = atomicAdd(&Result[10u], v206);
    let v215 = atomicMin(&gsI[0], v59);
    let v220 = atomicMax(&gsI[1], v64);
    let v222 = atomicAdd(&gsI[2], (-3i));
    let v225 = (v222 + 1000i);
    let v226 = u32(v225);
    let v228 = atomicMin(&Result[11u], v226);
    workgroupBarrier();
    if v137 {
        let v234 = atomicLoad(&gsU[v1]);
        v236 = (16u + v1);
        atomicStore(&Result[(v236)], v234);
    }
    if v154 {
        let v243 = atomicLoad(&gsI[v1]);
        let v244 = bitcast<u32>(v243);
        v246 = (26u + v1);
        atomicStore(&Result[(v246)], v244);
    }
    return;
}

@compute @workgroup_size(32, 1, 1)
fn CSMain(@builtin(local_invocation_index) in_0_0: u32) {
    gl_LocalInvocationIndex = in_0_0;
    CSMain_1();
}
