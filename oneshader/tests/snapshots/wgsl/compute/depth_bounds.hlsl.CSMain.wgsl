@group(0) @binding(0) var DepthBuffer: texture_2d<f32>;
@group(0) @binding(1) var TileDepthBounds: texture_storage_2d<rg32float, write>;
@group(0) @binding(2) var<storage, read_write> GlobalDepthBounds: array<atomic<u32>>;
var<workgroup> gsMinDepthBits: atomic<u32>;
var<workgroup> gsMaxDepthBits: atomic<u32>;
var<workgroup> gsSkyCount: atomic<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
var<private> gl_LocalInvocationID: vec3<u32>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_1() {
    var v4: vec3<u32>;
    var v6: vec3<u32>;
    var v8: vec3<u32>;
    var v58: f32;
    v4 = gl_GlobalInvocationID;
    v6 = gl_LocalInvocationID;
    v8 = gl_WorkGroupID;
    let v10 = gl_LocalInvocationIndex;
    let v33 = (v10 == 0u);
    if v33 {
        atomicStore(&gsMinDepthBits, 2139095039u);
        atomicStore(&gsMaxDepthBits, 0u);
        atomicStore(&gsSkyCount, 0u);
    }
    workgroupBarrier();
    let v38 = textureDimensions(DepthBuffer, 0u);
    let v39 = v38.x;
    let v41 = v38.y;
    let v44 = v4.x;
    let v46 = (v44 < v39);
    let v48 = v4.y;
    let v50 = (v48 < v41);
    let v51 = (v46 & v50);
    if v51 {
        let v53 = v4.xy;
        let v54 = vec2<i32>(v53);
        let v55 = vec3<i32>(v54, 0i);
        let v56 = v55.xy;
        v58 = textureLoad(DepthBuffer, v56, 0i).x;
        let v61 = (v58 < 1.0f);
        if v61 {
            let v68 = bitcast<u32>(v58);
            let v71 = atomicMin(&gsMinDepthBits, v68);
            let v73 = atomicMax(&gsMaxDepthBits, v68);
        } else {
            let v74 = atomicAdd(&gsSkyCount, 1u);
        }
    }
    workgroupBarrier();
    let v64 = v6.xy;
    let v65 = (v64 == vec2<u32>(0u, 0u));
    let v66 = all(v65);
    if v66 {
        let v75 = atomicLoad(&gsSkyCount);
        let v76 = (v75 == 256u);
        let v79 = atomicLoad(&gsMinDepthBits);
        let v80 = bitcast<f32>(v79);
        let v81 = select(v80, 1.0f, v76);
        let v84 = atomicLoad(&gsMaxDepthBits);
        let v85 = bitcast<f32>(v84);
        let v86 = select(v85, 1.0f, v76);
        let v90 = vec2<f32>(v81, v86);
        let v92 = v8.xy;
        textureStore(TileDepthBounds, v92, vec4<f32>(v90, 0.0f, 0.0f));
        let v95 = !(v76);
        if v95 {
            let v96 = atomicLoad(&gsMinDepthBits);
            let v98 = atomicMin(&GlobalDepthBounds[0u], v96);
            let v99 = atomicLoad(&gsMaxDepthBits);
            let v101 = atomicMax(&GlobalDepthBounds[1u], v99);
        }
    }
    return;
}

@compute @workgroup_size(16, 16, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>, @builtin(local_invocation_id) in_1_0: vec3<u32>, @builtin(workgroup_id) in_2_0: vec3<u32>, @builtin(local_invocation_index) in_3_0: u32) {
    gl_GlobalInvocationID = in_0_0;
    gl_LocalInvocationID = in_1_0;
    gl_WorkGroupID = in_2_0;
    gl_LocalInvocationIndex = in_3_0;
    CSMain_1();
}
