@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Linear: sampler;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v1 = textureSampleLevel(Tex, Linear, vec2<f32>(0.125f, 0.125f), 0.0f);
    Out[0u] = bitcast<u32>(v1.x);
    Out[1u] = bitcast<u32>(v1.y);
    Out[2u] = bitcast<u32>(v1.z);
    Out[3u] = bitcast<u32>(v1.w);
    let v4 = textureSampleLevel(Tex, Linear, vec2<f32>(0.25f, 0.125f), 0.0f);
    Out[4u] = bitcast<u32>(v4.x);
    Out[5u] = bitcast<u32>(v4.y);
    Out[6u] = bitcast<u32>(v4.z);
    Out[7u] = bitcast<u32>(v4.w);
    let v7 = textureSampleLevel(Tex, Linear, vec2<f32>(0.25f, 0.25f), 0.0f);
    Out[8u] = bitcast<u32>(v7.x);
    Out[9u] = bitcast<u32>(v7.y);
    Out[10u] = bitcast<u32>(v7.z);
    Out[11u] = bitcast<u32>(v7.w);
    let v10 = textureSampleLevel(Tex, Point, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(2i, 1i));
    Out[12u] = bitcast<u32>(v10.x);
    Out[13u] = bitcast<u32>(v10.y);
    Out[14u] = bitcast<u32>(v10.z);
    Out[15u] = bitcast<u32>(v10.w);
    let v13 = textureGather(0, Tex, Point, vec2<f32>(0.5f, 0.5f));
    Out[16u] = bitcast<u32>(v13.x);
    Out[17u] = bitcast<u32>(v13.y);
    Out[18u] = bitcast<u32>(v13.z);
    Out[19u] = bitcast<u32>(v13.w);
    let v16 = textureGather(1, Tex, Point, vec2<f32>(0.25f, 0.75f));
    Out[20u] = bitcast<u32>(v16.x);
    Out[21u] = bitcast<u32>(v16.y);
    Out[22u] = bitcast<u32>(v16.z);
    Out[23u] = bitcast<u32>(v16.w);
    let v19 = vec3<i32>(3i, 2i, 0i).xy;
    let v21 = textureLoad(Tex, v19, 0i);
    Out[24u] = bitcast<u32>(v21.x);
    Out[25u] = bitcast<u32>(v21.y);
    Out[26u] = bitcast<u32>(v21.z);
    Out[27u] = bitcast<u32>(v21.w);
    let v24 = textureLoad(Tex, vec2<u32>(1u, 3u), 0i);
    Out[28u] = bitcast<u32>(v24.x);
    Out[29u] = bitcast<u32>(v24.y);
    Out[30u] = bitcast<u32>(v24.z);
    Out[31u] = bitcast<u32>(v24.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
