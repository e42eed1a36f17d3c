@group(0) @binding(0) var<storage, read_write> U: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> B: array<atomic<u32>>;
var<workgroup> gsU: array<atomic<u32>, 2>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_1() {
    var v1: u32;
    var v47: bool;
    var v63: u32;
    v1 = gl_LocalInvocationIndex;
    var t1: u32;
    let t2 = 9u;
    loop {
        let r = atomicCompareExchangeWeak(&U[0u], t2, 99u);
        if r.exchanged || r.old_value != t2 { t1 = r.old_value; break; }
    }
    let v9 = t1;
    var t3: u32;
    let t4 = 1234u;
    loop {
        let r = atomicCompareExchangeWeak(&U[1u], t4, v1);
        if r.exchanged || r.old_value != t4 { t3 = r.old_value; break; }
    }
    let v12 = t3;
    var t5: u32;
    let t6 = 3u;
    loop {
        let r = atomicCompareExchangeWeak(&B[0u], t6, 33u);
        if r.exchanged || r.old_value != t6 { t5 = r.old_value; break; }
    }
    let v15 = t5;
    let v17 = (v1 + 1u);
    var t7: u32;
    let t8 = 0u;
    loop {
        let r = atomicCompareExchangeWeak(&B[1u], t8, v17);
        if r.exchanged || r.old_value != t8 { t7 = r.old_value; break; }
    }
    let v20 = t7;
    let v21 = bitcast<u32>(0.0f);
    let v22 = bitcast<u32>(5.0f);
    var t9: u32;
    let t10 = v21;
    loop {
        let r = atomicCompareExchangeWeak(&B[2u], t10, v22);
        if r.exchanged || r.old_value != t10 { t9 = r.old_value; break; }
    }
    let v25 = t9;
    var t11 = 2143289345u;
    let v26 = bitcast<f32>(t11);
    let v27 = bitcast<u32>(v26);
    let v28 = bitcast<u32>(7.0f);
    var t12: u32;
    let t13 = v27;
    loop {
        let r = atomicCompareExchangeWeak(&B[5u], t13, v28);
        if r.exchanged || r.old_value != t13 { t12 = r.old_value; break; }
    }
    let v31 = t12;
    let v33 = (v1 == 0u);
    if v33 {
        let v34 = bitcast<u32>(1.5f);
        let v35 = bitcast<u32>(2.5f);
        var t14: u32;
        let t15 = v34;
        loop {
            let r = atomicCompareExchangeWeak(&B[3u], t15, v35);
            if r.exchanged || r.old_value != t15 { t14 = r.old_value; break; }
        }
        let v38 = t14;
        let v39 = bitcast<f32>(v38);
        let v42 = bitcast<u32>(v39);
        atomicStore(&B[4u], v42);
    }
    v47 = (v1 < 2u);
    if v47 {
        atomicStore(&gsU[v1], 0u);
    }
    workgroupBarrier();
    var t16: u32;
    let t17 = 0u;
    loop {
        let r = atomicCompareExchangeWeak(&gsU[0], t17, 88u);
        if r.exchanged || r.old_value != t17 { t16 = r.old_value; break; }
    }
    let v53 = t16;
    var t18: u32;
    let t19 = 7u;
    loop {
        let r = atomicCompareExchangeWeak(&gsU[1], t19, 1u);
        if r.exchanged || r.old_value != t19 { t18 = r.old_value; break; }
    }
    let v55 = t18;
    workgroupBarrier();
    if v47 {
        let v61 = atomicLoad(&gsU[v1]);
        v63 = (2u + v1);
        atomicStore(&U[(v63)], v61);
    }
    return;
}

@compute @workgroup_size(32, 1, 1)
fn CSMain(@builtin(local_invocation_index) in_0_0: u32) {
    gl_LocalInvocationIndex = in_0_0;
    CSMain_1();
}
