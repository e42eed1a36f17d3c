enable wgpu_binding_array;

struct Material {
    slot: u32,
    scale: f32,
}

@group(0) @binding(0) var Layers: binding_array<texture_2d<f32>, 3>;
@group(0) @binding(1) var Point: sampler;
@group(1) @binding(0) var<uniform> Params: array<vec4<u32>, 1>;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn Material_Texture(a0: ptr<function, Material>) -> i32 {
    let v1 = (*a0).slot;
    let v2 = i32(v1);
    return v2;
}

fn Material_Shade(a0: ptr<function, Material>, a1: f32, a2: i32) -> vec4<f32> {
    var v0: f32;
    var v2: u32;
    var v3: u32;
    var v10: vec4<f32>;
    v0 = a1;
    let v5 = textureDimensions(Layers[a2], 0u);
    let v6 = v5.x;
    v2 = v6;
    let v8 = v5.y;
    v3 = v8;
    let v12 = v0;
    let v13 = (v12 + 0.5f);
    let v14 = v2;
    let v15 = f32(v14);
    let v16 = (v13 / v15);
    let v17 = vec2<f32>(v16, 0.5f);
    let v18 = textureSampleLevel(Layers[a2], Point, v17, 0.0f);
    v10 = v18;
    let v20 = v10;
    let v22 = (*a0).scale;
    let v23 = vec4<f32>(v22);
    let v24 = (v20 * v23);
    let v25 = v2;
    let v26 = (v25 * 100u);
    let v27 = f32(v26);
    let v28 = v3;
    let v29 = (v28 * 100u);
    let v30 = f32(v29);
    let v31 = vec4<f32>(v27, v30, 0.0f, 0.0f);
    let v32 = (v24 + v31);
    return v32;
}

fn Material_Evaluate(a0: ptr<function, Material>, a1: f32) -> vec4<f32> {
    var v0: f32;
    var v2: Material;
    var v8: Material;
    v0 = a1;
    let v3 = (*a0);
    v2 = v3;
    let v5 = Material_Texture(&v2);
    let v6 = v2;
    (*a0) = v6;
    let v9 = (*a0);
    v8 = v9;
    let v11 = v0;
    let v12 = Material_Shade(&v8, v11, v5);
    let v13 = v8;
    (*a0) = v13;
    return v12;
}

fn LoadTexel(a0: i32, a1: i32) -> vec4<f32> {
    var v0: i32;
    v0 = a0;
    let v3 = v0;
    let v4 = vec3<i32>(v3, 0i, 0i);
    let v5 = v4.xy;
    let v6 = v4.z;
    let v7 = textureLoad(Layers[a1], v5, v6);
    return v7;
}

fn Forward(a0: i32, a1: i32) -> vec4<f32> {
    var v0: i32;
    v0 = a0;
    let v2 = v0;
    let v3 = LoadTexel(v2, a1);
    let v4 = (v3 + vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f));
    return v4;
}

fn CSMain_body() {
    var v0: Material;
    var v8: Material;
    var v16: Material;
    var v25: i32;
    var v40: i32;
    let v2 = Params[0];
    let v3 = v2.x;
    v0.slot = v3;
    v0.scale = 2.0f;
    let v9 = v0;
    v8 = v9;
    let v11 = Material_Evaluate(&v8, 1.0f);
    let v12 = v8;
    v0 = v12;
    Out[0u] = bitcast<u32>(v11.x);
    Out[1u] = bitcast<u32>(v11.y);
    Out[2u] = bitcast<u32>(v11.z);
    Out[3u] = bitcast<u32>(v11.w);
    let v17 = v0;
    v16 = v17;
    let v19 = Material_Texture(&v16);
    let v20 = v16;
    v0 = v20;
    let v22 = Forward(0i, v19);
    Out[4u] = bitcast<u32>(v22.x);
    Out[5u] = bitcast<u32>(v22.y);
    Out[6u] = bitcast<u32>(v22.z);
    Out[7u] = bitcast<u32>(v22.w);
    let v27 = Params[0];
    let v28 = v27.y;
    let v29 = (v28 > 0u);
    if v29 {
        let v31 = Params[0];
        let v32 = v31.y;
        let v33 = i32(v32);
        v25 = v33;
    } else {
        v25 = 0i;
    }
    let v36 = v25;
    let v37 = Forward(1i, v36);
    Out[8u] = bitcast<u32>(v37.x);
    Out[9u] = bitcast<u32>(v37.y);
    Out[10u] = bitcast<u32>(v37.z);
    Out[11u] = bitcast<u32>(v37.w);
    v40 = v25;
    let v42 = vec3<i32>(0i, 0i, 0i).xy;
    let v43 = vec3<i32>(0i, 0i, 0i).z;
    let v44 = textureLoad(Layers[v40], v42, v43);
    Out[12u] = bitcast<u32>(v44.x);
    Out[13u] = bitcast<u32>(v44.y);
    Out[14u] = bitcast<u32>(v44.z);
    Out[15u] = bitcast<u32>(v44.w);
    return;
}

fn CSMain_1() {
    CSMain_body();
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
