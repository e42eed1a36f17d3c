@group(0) @binding(0) var<storage, read_write> U: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> B: array<atomic<u32>>;
var<workgroup> gsU: array<atomic<u32>, 2>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_body(a0: u32) {
    var v0: u32;
    var v7: u32;
    var v12: u32;
    var v17: u32;
    var v28: u32;
    var v32: u32;
    v0 = a0;
    var t1: u32;
    let t2 = 9u;
    loop {
        let r = atomicCompareExchangeWeak(&U[0u], t2, 99u);
        if r.exchanged || r.old_value != t2 { t1 = r.old_value; break; }
    }
    let v3 = t1;
    let v4 = v0;
    var t3: u32;
    let t4 = 1234u;
    loop {
        let r = atomicCompareExchangeWeak(&U[1u], t4, v4);
        if r.exchanged || r.old_value != t4 { t3 = r.old_value; break; }
    }
    let v6 = t3;
    v7 = (0u >> (2u & 31u));
    var t5: u32;
    let t6 = 3u;
    loop {
        let r = atomicCompareExchangeWeak(&B[(v7)], t6, 33u);
        if r.exchanged || r.old_value != t6 { t5 = r.old_value; break; }
    }
    let v9 = t5;
    let v10 = v0;
    let v11 = (v10 + 1u);
    v12 = (4u >> (2u & 31u));
    var t7: u32;
    let t8 = 0u;
    loop {
        let r = atomicCompareExchangeWeak(&B[(v12)], t8, v11);
        if r.exchanged || r.old_value != t8 { t7 = r.old_value; break; }
    }
    let v14 = t7;
    let v15 = v0;
    let v16 = (v15 < 2u);
    if v16 {
        v17 = v0;
        atomicStore(&gsU[v17], 0u);
    }
    workgroupBarrier();
    var t9: u32;
    let t10 = 0u;
    loop {
        let r = atomicCompareExchangeWeak(&gsU[0], t10, 88u);
        if r.exchanged || r.old_value != t10 { t9 = r.old_value; break; }
    }
    let v22 = t9;
    var t11: u32;
    let t12 = 7u;
    loop {
        let r = atomicCompareExchangeWeak(&gsU[1], t12, 1u);
        if r.exchanged || r.old_value != t12 { t11 = r.old_value; break; }
    }
    let v24 = t11;
    workgroupBarrier();
    let v26 = v0;
    let v27 = (v26 < 2u);
    if v27 {
        v28 = v0;
        let v30 = atomicLoad(&gsU[v28]);
        let v31 = v0;
        v32 = (2u + v31);
        atomicStore(&U[(v32)], v30);
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
