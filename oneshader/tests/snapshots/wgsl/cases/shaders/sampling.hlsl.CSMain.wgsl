@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Linear: sampler;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_body() {
    let v0 = textureSampleLevel(Tex, Linear, vec2<f32>(0.125f, 0.125f), 0.0f);
    Out[0u] = bitcast<u32>(v0.x);
    Out[1u] = bitcast<u32>(v0.y);
    Out[2u] = bitcast<u32>(v0.z);
    Out[3u] = bitcast<u32>(v0.w);
    let v3 = textureSampleLevel(Tex, Linear, vec2<f32>(0.25f, 0.125f), 0.0f);
    Out[4u] = bitcast<u32>(v3.x);
    Out[5u] = bitcast<u32>(v3.y);
    Out[6u] = bitcast<u32>(v3.z);
    Out[7u] = bitcast<u32>(v3.w);
    let v6 = textureSampleLevel(Tex, Linear, vec2<f32>(0.25f, 0.25f), 0.0f);
    Out[8u] = bitcast<u32>(v6.x);
    Out[9u] = bitcast<u32>(v6.y);
    Out[10u] = bitcast<u32>(v6.z);
    Out[11u] = bitcast<u32>(v6.w);
    let v9 = textureSampleLevel(Tex, Point, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(2i, 1i));
    Out[12u] = bitcast<u32>(v9.x);
    Out[13u] = bitcast<u32>(v9.y);
    Out[14u] = bitcast<u32>(v9.z);
    Out[15u] = bitcast<u32>(v9.w);
    let v12 = textureGather(0, Tex, Point, vec2<f32>(0.5f, 0.5f));
    Out[16u] = bitcast<u32>(v12.x);
    Out[17u] = bitcast<u32>(v12.y);
    Out[18u] = bitcast<u32>(v12.z);
    Out[19u] = bitcast<u32>(v12.w);
    let v15 = textureGather(1, Tex, Point, vec2<f32>(0.25f, 0.75f));
    Out[20u] = bitcast<u32>(v15.x);
    Out[21u] = bitcast<u32>(v15.y);
    Out[22u] = bitcast<u32>(v15.z);
    Out[23u] = bitcast<u32>(v15.w);
    let v18 = vec3<i32>(3i, 2i, 0i).xy;
    let v19 = vec3<i32>(3i, 2i, 0i).z;
    let v20 = textureLoad(Tex, v18, v19);
    Out[24u] = bitcast<u32>(v20.x);
    Out[25u] = bitcast<u32>(v20.y);
    Out[26u] = bitcast<u32>(v20.z);
    Out[27u] = bitcast<u32>(v20.w);
    let v23 = textureLoad(Tex, vec2<u32>(1u, 3u), 0i);
    Out[28u] = bitcast<u32>(v23.x);
    Out[29u] = bitcast<u32>(v23.y);
    Out[30u] = bitcast<u32>(v23.z);
    Out[31u] = bitcast<u32>(v23.w);
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
