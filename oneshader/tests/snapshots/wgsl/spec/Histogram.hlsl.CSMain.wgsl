@group(0) @binding(0) var Image: texture_2d<f32>;
@group(0) @binding(1) var<storage, read_write> Bins: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> Total: array<atomic<u32>>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn AtomicAddFloat(a0: u32, a1: f32) {
    var v0: u32;
    var v2: f32;
    var v4: u32;
    var v9: u32;
    var v16: u32;
    var v5: u32;
    var v19: u32;
    v0 = a0;
    v2 = a1;
    v5 = v0;
    let v7 = atomicLoad(&Total[(v5)]);
    v4 = v7;
    loop {
        let v10 = v4;
        let v11 = bitcast<f32>(v10);
        let v12 = v2;
        let v13 = (v11 + v12);
        let v14 = bitcast<u32>(v13);
        v9 = v14;
        let v17 = v4;
        let v18 = v9;
        v19 = v0;
        var t1: u32;
        let t2 = v17;
        loop {
            let r = atomicCompareExchangeWeak(&Total[(v19)], t2, v18);
            if r.exchanged || r.old_value != t2 { t1 = r.old_value; break; }
        }
        let v21 = t1;
        v16 = v21;
        let v23 = v16;
        let v24 = v4;
        let v25 = (v23 == v24);
        if v25 {
            break;
        }
        let v26 = v16;
        v4 = v26;
        continuing {
        }
    }
    return;
}

fn CSMain_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    var v2: vec3<f32>;
    var v8: f32;
    var v12: u32;
    var v18: u32;
    v0 = a0;
    let v3 = v0;
    let v4 = v3.xy;
    let v5 = textureLoad(Image, v4, 0i);
    let v6 = v5.xyz;
    v2 = v6;
    let v9 = v2;
    let v10 = dot(v9, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    v8 = v10;
    let v13 = v8;
    let v14 = (v13 * 256.0f);
    let v15 = u32(v14);
    let v16 = min(v15, 255u);
    v12 = v16;
    v18 = v12;
    let v20 = atomicAdd(&Bins[(v18)], 1u);
    let v21 = v8;
    AtomicAddFloat(0u, v21);
    return;
}

fn CSMain_1() {
    var v0: vec3<u32>;
    let v1 = gl_GlobalInvocationID;
    v0 = v1;
    let v3 = v0;
    CSMain_body(v3);
    return;
}

@compute @workgroup_size(16, 16, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
