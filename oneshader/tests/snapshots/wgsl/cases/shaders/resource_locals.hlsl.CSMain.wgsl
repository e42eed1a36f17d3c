struct Material {
    scale: f32,
}

@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn Material_Texture(a0: ptr<function, Material>) {
    return;
}

fn Material_Shade(a0: ptr<function, Material>, a1: f32) -> vec4<f32> {
    var v0: f32;
    var v2: u32;
    var v3: u32;
    v0 = a1;
    let v4 = textureDimensions(Albedo, 0u);
    let v5 = v4.x;
    v2 = v5;
    let v7 = v4.y;
    v3 = v7;
    let v9 = v0;
    let v10 = (v9 + 0.5f);
    let v11 = v2;
    let v12 = f32(v11);
    let v13 = (v10 / v12);
    let v14 = vec2<f32>(v13, 0.5f);
    let v15 = textureSampleLevel(Albedo, Point, v14, 0.0f);
    let v17 = (*a0).scale;
    let v18 = vec4<f32>(v17);
    let v19 = (v15 * v18);
    let v20 = v2;
    let v21 = f32(v20);
    let v22 = v3;
    let v23 = f32(v22);
    let v24 = vec4<f32>(v21, v23, 0.0f, 0.0f);
    let v25 = (v19 + v24);
    return v25;
}

fn Material_Evaluate(a0: ptr<function, Material>, a1: f32) -> vec4<f32> {
    var v0: f32;
    var v2: Material;
    var v8: Material;
    v0 = a1;
    let v3 = (*a0);
    v2 = v3;
    Material_Texture(&v2);
    let v6 = v2;
    (*a0) = v6;
    let v9 = (*a0);
    v8 = v9;
    let v11 = v0;
    let v12 = Material_Shade(&v8, v11);
    let v13 = v8;
    (*a0) = v13;
    return v12;
}

fn Same() {
    return;
}

fn Same_1() {
    return;
}

fn SamplePair(a0: f32) -> vec4<f32> {
    var v0: f32;
    v0 = a0;
    let v2 = v0;
    let v3 = (v2 + 0.5f);
    let v4 = (v3 / 2.0f);
    let v5 = vec2<f32>(v4, 0.5f);
    let v6 = textureSampleLevel(Detail, Point, v5, 0.0f);
    return v6;
}

fn CSMain_body() {
    var v0: Material;
    var v3: Material;
    v0.scale = 2.0f;
    let v4 = v0;
    v3 = v4;
    let v6 = Material_Evaluate(&v3, 1.0f);
    let v7 = v3;
    v0 = v7;
    Out[0u] = bitcast<u32>(v6.x);
    Out[1u] = bitcast<u32>(v6.y);
    Out[2u] = bitcast<u32>(v6.z);
    Out[3u] = bitcast<u32>(v6.w);
    Same();
    let v12 = vec3<i32>(0i, 0i, 0i).xy;
    let v13 = vec3<i32>(0i, 0i, 0i).z;
    let v14 = textureLoad(Albedo, v12, v13);
    Same_1();
    let v16 = vec3<i32>(1i, 0i, 0i).xy;
    let v17 = vec3<i32>(1i, 0i, 0i).z;
    let v18 = textureLoad(Detail, v16, v17);
    let v19 = (v14 + v18);
    Out[4u] = bitcast<u32>(v19.x);
    Out[5u] = bitcast<u32>(v19.y);
    Out[6u] = bitcast<u32>(v19.z);
    Out[7u] = bitcast<u32>(v19.w);
    let v23 = v0.scale;
    let v24 = (v23 > 1.0f);
    if v24 {
    }
    let v25 = SamplePair(0.0f);
    Out[8u] = bitcast<u32>(v25.x);
    Out[9u] = bitcast<u32>(v25.y);
    Out[10u] = bitcast<u32>(v25.z);
    Out[11u] = bitcast<u32>(v25.w);
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
