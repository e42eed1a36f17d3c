@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v41 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[0u] = bitcast<u32>(v41.x);
    Out[1u] = bitcast<u32>(v41.y);
    Out[2u] = bitcast<u32>(v41.z);
    Out[3u] = bitcast<u32>(v41.w);
    let v48 = textureSampleLevel(Detail, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v7 = vec3<i32>(0i, 0i, 0i).xy;
    let v9 = textureLoad(Albedo, v7, 0i);
    let v10 = (v48 + v9);
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
    let v54 = textureSampleLevel(Albedo, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v59 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v23 = (v54 + v59);
    Out[12u] = bitcast<u32>(v23.x);
    Out[13u] = bitcast<u32>(v23.y);
    Out[14u] = bitcast<u32>(v23.z);
    Out[15u] = bitcast<u32>(v23.w);
    let v64 = textureSampleLevel(Detail, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[16u] = bitcast<u32>(v64.x);
    Out[17u] = bitcast<u32>(v64.y);
    Out[18u] = bitcast<u32>(v64.z);
    Out[19u] = bitcast<u32>(v64.w);
    let v34 = textureLoad(Detail, v7, 0i);
    Out[20u] = bitcast<u32>(v34.x);
    Out[21u] = bitcast<u32>(v34.y);
    Out[22u] = bitcast<u32>(v34.z);
    Out[23u] = bitcast<u32>(v34.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
