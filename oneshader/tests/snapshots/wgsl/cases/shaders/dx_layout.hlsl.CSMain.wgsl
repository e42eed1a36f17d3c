@group(0) @binding(0) var<uniform> Params: array<vec4<u32>, 9>;
@group(0) @binding(1) var<storage, read> Points: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v3 = bitcast<f32>(Params[0].x);
    Out[0u] = bitcast<u32>(v3);
    let v7 = bitcast<f32>(Params[1].x);
    Out[1u] = bitcast<u32>(v7);
    let v11 = bitcast<f32>(Params[2].x);
    Out[2u] = bitcast<u32>(v11);
    let v15 = bitcast<vec3<f32>>(Params[2].yzw);
    let v16 = v15.x;
    Out[3u] = bitcast<u32>(v16);
    let v21 = v15.y;
    Out[4u] = bitcast<u32>(v21);
    let v26 = v15.z;
    Out[5u] = bitcast<u32>(v26);
    let v30 = bitcast<vec3<f32>>(Params[3].xyz);
    let v31 = v30.x;
    Out[6u] = bitcast<u32>(v31);
    let v36 = v30.y;
    Out[7u] = bitcast<u32>(v36);
    let v41 = v30.z;
    Out[8u] = bitcast<u32>(v41);
    let v45 = bitcast<f32>(Params[4].x);
    Out[9u] = bitcast<u32>(v45);
    let v49 = vec3<f32>(bitcast<f32>(Params[5].x), bitcast<f32>(Params[6].x), bitcast<f32>(Params[7].x));
    let v50 = v49.x;
    Out[10u] = bitcast<u32>(v50);
    let v55 = v49.y;
    Out[11u] = bitcast<u32>(v55);
    let v60 = v49.z;
    Out[12u] = bitcast<u32>(v60);
    let v64 = vec3<f32>(bitcast<f32>(Params[5].y), bitcast<f32>(Params[6].y), bitcast<f32>(Params[7].y));
    let v65 = v64.x;
    Out[13u] = bitcast<u32>(v65);
    let v70 = v64.y;
    Out[14u] = bitcast<u32>(v70);
    let v75 = v64.z;
    Out[15u] = bitcast<u32>(v75);
    let v79 = bitcast<f32>(Params[8].x);
    Out[16u] = bitcast<u32>(v79);
    let v83 = vec3<f32>(bitcast<f32>(Points[4u]), bitcast<f32>(Points[5u]), bitcast<f32>(Points[6u]));
    let v86 = v83.x;
    Out[17u] = bitcast<u32>(v86);
    let v90 = v83.y;
    Out[18u] = bitcast<u32>(v90);
    let v94 = v83.z;
    Out[19u] = bitcast<u32>(v94);
    let v98 = vec3<f32>(bitcast<f32>(Points[8u]), bitcast<f32>(Points[9u]), bitcast<f32>(Points[10u]));
    let v99 = v98.z;
    Out[20u] = bitcast<u32>(v99);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
