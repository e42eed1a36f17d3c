@group(0) @binding(0) var<storage, read_write> U: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> B: array<atomic<u32>>;
var<workgroup> gsU: array<atomic<u32>, 2>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_1() {
    var v1: u32;
    var v21: bool;
    var v37: u32;
    v1 = gl_LocalInvocationIndex;
    var t1: u32;
    let t2 = 9u;
    loop {
        let r = atomicCompareExchangeWeak(&U[0u], t2, 99u);
        if r.exchanged || r.old_value != t2 { t1 = r.old_value; break; }
    }
    let v8 = t1;
    var t3: u32;
    let t4 = 1234u;
    loop {
        let r = atomicCompareExchangeWeak(&U[1u], t4, v1);
        if r.exchanged || r.old_value != t4 { t3 = r.old_value; break; }
    }
    let v11 = t3;
    var t5: u32;
    let t6 = 3u;
    loop {
        let r = atomicCompareExchangeWeak(&B[0u], t6, 33u);
        if r.exchanged || r.old_value != t6 { t5 = r.old_value; break; }
    }
    let v14 = t5;
    let v16 = (v1 + 1u);
    var t7: u32;
    let t8 = 0u;
    loop {
        let r = atomicCompareExchangeWeak(&B[1u], t8, v16);
        if r.exchanged || r.old_value != t8 { t7 = r.old_value; break; }
    }
    let v19 = t7;
    v21 = (v1 < 2u);
    if v21 {
        atomicStore(&gsU[v1], 0u);
    }
    workgroupBarrier();
    var t9: u32;
    let t10 = 0u;
    loop {
        let r = atomicCompareExchangeWeak(&gsU[0], t10, 88u);
        if r.exchanged || r.old_value != t10 { t9 = r.old_value; break; }
    }
    let v27 = t9;
    var t11: u32;
    let t12 = 7u;
    loop {
        let r = atomicCompareExchangeWeak(&gsU[1], t12, 1u);
        if r.exchanged || r.old_value != t12 { t11 = r.old_value; break; }
    }
    let v29 = t11;
    workgroupBarrier();
    if v21 {
        let v35 = atomicLoad(&gsU[v1]);
        v37 = (2u + v1);
        atomicStore(&U[(v37)], v35);
    }
    return;
}

@compute @workgroup_size(32, 1, 1)
fn CSMain(@builtin(local_invocation_index) in_0_0: u32) {
    gl_LocalInvocationIndex = in_0_0;
    CSMain_1();
}
