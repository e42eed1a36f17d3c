@group(0) @binding(0) var Image: texture_2d<f32>;
@group(0) @binding(1) var<storage, read_write> Bins: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> Total: array<atomic<u32>>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v16: f32;
    var v21: u32;
    var v56: u32;
    var v49: u32;
    let v1 = gl_GlobalInvocationID;
    let v11 = v1.xy;
    let v12 = textureLoad(Image, v11, 0i);
    let v13 = v12.xyz;
    v16 = dot(v13, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v19 = (v16 * 256.0f);
    let v20 = u32(v19);
    v21 = min(v20, 255u);
    let v25 = atomicAdd(&Bins[(v21)], 1u);
    let v37 = atomicLoad(&Total[0u]);
    v56 = v37;
    loop {
        let v40 = bitcast<f32>(v56);
        let v42 = (v40 + v16);
        let v43 = bitcast<u32>(v42);
        var t1: u32;
        let t2 = v56;
        loop {
            let r = atomicCompareExchangeWeak(&Total[0u], t2, v43);
            if r.exchanged || r.old_value != t2 { t1 = r.old_value; break; }
        }
        v49 = t1;
        let v53 = (v49 == v56);
        if v53 {
            break;
        }
        continuing {
            v56 = v49;
        }
    }
    return;
}

@compute @workgroup_size(16, 16, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
