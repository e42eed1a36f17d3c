@group(0) @binding(0) var Image: texture_2d<f32>;
@group(0) @binding(1) var<storage, read_write> Bins: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> Total: array<atomic<u32>>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v21: f32;
    var v26: u32;
    var v55: u32;
    var v48: u32;
    let v1 = gl_GlobalInvocationID;
    let v16 = v1.xy;
    let v17 = textureLoad(Image, v16, 0i);
    let v18 = v17.xyz;
    v21 = dot(v18, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v24 = (v21 * 256.0f);
    let v25 = u32(v24);
    v26 = min(v25, 255u);
    let v30 = atomicAdd(&Bins[(v26)], 1u);
    let v36 = atomicLoad(&Total[0u]);
    v55 = v36;
    loop {
        let v39 = bitcast<f32>(v55);
        let v41 = (v39 + v21);
        let v42 = bitcast<u32>(v41);
        var t1: u32;
        let t2 = v55;
        loop {
            let r = atomicCompareExchangeWeak(&Total[0u], t2, v42);
            if r.exchanged || r.old_value != t2 { t1 = r.old_value; break; }
        }
        v48 = t1;
        let v52 = (v48 == v55);
        if v52 {
            break;
        }
        continuing {
            v55 = v48;
        }
    }
    return;
}

@compute @workgroup_size(16, 16, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
