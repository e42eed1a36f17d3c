@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v30 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[0u] = bitcast<u32>(v30.x);
    Out[1u] = bitcast<u32>(v30.y);
    Out[2u] = bitcast<u32>(v30.z);
    Out[3u] = bitcast<u32>(v30.w);
    let v37 = textureSampleLevel(Detail, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v7 = vec3<i32>(0i, 0i, 0i).xy;
    let v9 = textureLoad(Albedo, v7, 0i);
    let v10 = (v37 + v9);
    Out[4u] = bitcast<u32>(v10.x);
    Out[5u] = bitcast<u32>(v10.y);
    Out[6u] = bitcast<u32>(v10.z);
    Out[7u] = bitcast<u32>(v10.w);
    let v14 = vec3<i32>(1i, 0i, 0i).xy;
    let v16 = textureLoad(Detail, v14, 0i);
    Out[8u] = bitcast<u32>(v16.x);
    Out[9u] = bitcast<u32>(v16.y);
    Out[10u] = bitcast<u32>(v16.z);
    Out[11u] = bitcast<u32>(v16.w);
    let v43 = textureSampleLevel(Albedo, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v48 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v23 = (v43 + v48);
    Out[12u] = bitcast<u32>(v23.x);
    Out[13u] = bitcast<u32>(v23.y);
    Out[14u] = bitcast<u32>(v23.z);
    Out[15u] = bitcast<u32>(v23.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
