struct ClusterBounds {
    MinVS: vec4<f32>,
    MaxVS: vec4<f32>,
}

fn store_ClusterBoxes(w: u32, v: ClusterBounds) {
    ClusterBoxes[w] = bitcast<u32>(v.MinVS.x);
    ClusterBoxes[(w + 1u)] = bitcast<u32>(v.MinVS.y);
    ClusterBoxes[(w + 2u)] = bitcast<u32>(v.MinVS.z);
    ClusterBoxes[(w + 3u)] = bitcast<u32>(v.MinVS.w);
    ClusterBoxes[(w + 4u)] = bitcast<u32>(v.MaxVS.x);
    ClusterBoxes[((w + 4u) + 1u)] = bitcast<u32>(v.MaxVS.y);
    ClusterBoxes[((w + 4u) + 2u)] = bitcast<u32>(v.MaxVS.z);
    ClusterBoxes[((w + 4u) + 3u)] = bitcast<u32>(v.MaxVS.w);
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<storage, read_write> ClusterBoxes: array<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn ScreenToView(a0: vec2<f32>, a1: f32) -> vec3<f32> {
    var v0: vec2<f32>;
    var v2: f32;
    var v4: vec2<f32>;
    var v12: vec4<f32>;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v7 = bitcast<vec2<f32>>(View[13].zw);
    let v8 = (v5 * v7);
    let v9 = (v8 * vec2<f32>(2.0f, (-2.0f)));
    let v10 = (v9 + vec2<f32>((-1.0f), 1.0f));
    v4 = v10;
    let v14 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[8].x), bitcast<f32>(View[9].x), bitcast<f32>(View[10].x), bitcast<f32>(View[11].x)), vec4<f32>(bitcast<f32>(View[8].y), bitcast<f32>(View[9].y), bitcast<f32>(View[10].y), bitcast<f32>(View[11].y)), vec4<f32>(bitcast<f32>(View[8].z), bitcast<f32>(View[9].z), bitcast<f32>(View[10].z), bitcast<f32>(View[11].z)), vec4<f32>(bitcast<f32>(View[8].w), bitcast<f32>(View[9].w), bitcast<f32>(View[10].w), bitcast<f32>(View[11].w)));
    let v15 = v4;
    let v16 = v2;
    let v17 = vec4<f32>(v15, v16, 1.0f);
    let v18 = (v17 * v14);
    v12 = v18;
    let v20 = v12;
    let v21 = v20.xyz;
    let v22 = v12;
    let v23 = v22.w;
    let v24 = vec3<f32>(v23);
    let v25 = (v21 / v24);
    return v25;
}

fn IntersectDepthPlane(a0: vec3<f32>, a1: f32) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    v0 = a0;
    v2 = a1;
    let v4 = v0;
    let v5 = v2;
    let v6 = v0;
    let v7 = v6.z;
    let v8 = (v5 / v7);
    let v9 = vec3<f32>(v8);
    let v10 = (v4 * v9);
    return v10;
}

fn ClusterIndex(a0: vec3<u32>) -> u32 {
    var v0: vec3<u32>;
    v0 = a0;
    let v2 = v0;
    let v3 = v2.x;
    let v4 = v0;
    let v5 = v4.y;
    let v6 = v0;
    let v7 = v6.z;
    let v8 = (9u * v7);
    let v9 = (v5 + v8);
    let v10 = (16u * v9);
    let v11 = (v3 + v10);
    return v11;
}

fn CSMain_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    var v5: vec2<f32>;
    var v10: vec3<f32>;
    var v18: vec3<f32>;
    var v27: f32;
    var v42: f32;
    var v58: vec3<f32>;
    var v63: vec3<f32>;
    var v68: vec3<f32>;
    var v73: vec3<f32>;
    var v78: ClusterBounds;
    var v101: u32;
    v0 = a0;
    let v2 = v0;
    let v3 = v2.z;
    let v4 = (v3 >= 24u);
    if v4 {
        return;
    }
    let v7 = bitcast<vec2<f32>>(View[13].xy);
    let v8 = (v7 / vec2<f32>(16.0f, 9.0f));
    v5 = v8;
    let v11 = v0;
    let v12 = v11.xy;
    let v13 = vec2<f32>(v12);
    let v14 = v5;
    let v15 = (v13 * v14);
    let v16 = ScreenToView(v15, 1.0f);
    v10 = v16;
    let v19 = v0;
    let v20 = v19.xy;
    let v21 = (v20 + vec2<u32>(1u, 1u));
    let v22 = vec2<f32>(v21);
    let v23 = v5;
    let v24 = (v22 * v23);
    let v25 = ScreenToView(v24, 1.0f);
    v18 = v25;
    let v29 = bitcast<f32>(View[14].x);
    let v31 = bitcast<f32>(View[14].y);
    let v33 = bitcast<f32>(View[14].x);
    let v34 = (v31 / v33);
    let v35 = v0;
    let v36 = v35.z;
    let v37 = f32(v36);
    let v38 = (v37 / 24.0f);
    let v39 = pow(v34, v38);
    let v40 = (v29 * v39);
    v27 = v40;
    let v44 = bitcast<f32>(View[14].x);
    let v46 = bitcast<f32>(View[14].y);
    let v48 = bitcast<f32>(View[14].x);
    let v49 = (v46 / v48);
    let v50 = v0;
    let v51 = v50.z;
    let v52 = (v51 + 1u);
    let v53 = f32(v52);
    let v54 = (v53 / 24.0f);
    let v55 = pow(v49, v54);
    let v56 = (v44 * v55);
    v42 = v56;
    let v59 = v10;
    let v60 = v27;
    let v61 = IntersectDepthPlane(v59, v60);
    v58 = v61;
    let v64 = v10;
    let v65 = v42;
    let v66 = IntersectDepthPlane(v64, v65);
    v63 = v66;
    let v69 = v18;
    let v70 = v27;
    let v71 = IntersectDepthPlane(v69, v70);
    v68 = v71;
    let v74 = v18;
    let v75 = v42;
    let v76 = IntersectDepthPlane(v74, v75);
    v73 = v76;
    let v79 = v58;
    let v80 = v63;
    let v81 = min(v79, v80);
    let v82 = v68;
    let v83 = v73;
    let v84 = min(v82, v83);
    let v85 = min(v81, v84);
    let v86 = vec4<f32>(v85, 0.0f);
    v78.MinVS = v86;
    let v89 = v58;
    let v90 = v63;
    let v91 = max(v89, v90);
    let v92 = v68;
    let v93 = v73;
    let v94 = max(v92, v93);
    let v95 = max(v91, v94);
    let v96 = vec4<f32>(v95, 0.0f);
    v78.MaxVS = v96;
    let v99 = v78;
    let v100 = v0;
    v101 = ClusterIndex(v100);
    store_ClusterBoxes((v101 * 8u), v99);
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

@compute @workgroup_size(16, 9, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
