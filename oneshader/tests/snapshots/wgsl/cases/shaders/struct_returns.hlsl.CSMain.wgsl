@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v70 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[0u] = bitcast<u32>(v70.x);
    Out[1u] = bitcast<u32>(v70.y);
    Out[2u] = bitcast<u32>(v70.z);
    Out[3u] = bitcast<u32>(v70.w);
    let v77 = textureSampleLevel(Detail, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v12 = vec3<i32>(0i, 0i, 0i).xy;
    let v14 = textureLoad(Albedo, v12, 0i);
    let v15 = (v77 + v14);
    Out[4u] = bitcast<u32>(v15.x);
    Out[5u] = bitcast<u32>(v15.y);
    Out[6u] = bitcast<u32>(v15.z);
    Out[7u] = bitcast<u32>(v15.w);
    let v19 = vec3<i32>(1i, 0i, 0i).xy;
    let v21 = textureLoad(Detail, v19, 0i);
    Out[8u] = bitcast<u32>(v21.x);
    Out[9u] = bitcast<u32>(v21.y);
    Out[10u] = bitcast<u32>(v21.z);
    Out[11u] = bitcast<u32>(v21.w);
    let v83 = textureSampleLevel(Albedo, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v88 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v28 = (v83 + v88);
    Out[12u] = bitcast<u32>(v28.x);
    Out[13u] = bitcast<u32>(v28.y);
    Out[14u] = bitcast<u32>(v28.z);
    Out[15u] = bitcast<u32>(v28.w);
    let v93 = textureSampleLevel(Detail, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[16u] = bitcast<u32>(v93.x);
    Out[17u] = bitcast<u32>(v93.y);
    Out[18u] = bitcast<u32>(v93.z);
    Out[19u] = bitcast<u32>(v93.w);
    let v39 = textureLoad(Detail, v12, 0i);
    Out[20u] = bitcast<u32>(v39.x);
    Out[21u] = bitcast<u32>(v39.y);
    Out[22u] = bitcast<u32>(v39.z);
    Out[23u] = bitcast<u32>(v39.w);
    let v49 = textureLoad(Detail, v12, 0i);
    let v52 = (v49 * vec4<f32>(2.0f, 2.0f, 2.0f, 2.0f));
    Out[24u] = bitcast<u32>(v52.x);
    Out[25u] = bitcast<u32>(v52.y);
    Out[26u] = bitcast<u32>(v52.z);
    Out[27u] = bitcast<u32>(v52.w);
    let v60 = textureLoad(Albedo, v19, 0i);
    let v63 = (v60 + vec4<f32>(1.0f, 2.0f, 3.0f, 4.0f));
    Out[28u] = bitcast<u32>(v63.x);
    Out[29u] = bitcast<u32>(v63.y);
    Out[30u] = bitcast<u32>(v63.z);
    Out[31u] = bitcast<u32>(v63.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
