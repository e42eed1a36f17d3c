@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v43 = textureDimensions(Albedo, 0u);
    let v44 = v43.x;
    let v46 = v43.y;
    let v51 = f32(v44);
    let v52 = (1.5f / v51);
    let v53 = vec2<f32>(v52, 0.5f);
    let v54 = textureSampleLevel(Albedo, Point, v53, 0.0f);
    let v58 = (v54 * vec4<f32>(2.0f, 2.0f, 2.0f, 2.0f));
    let v62 = f32(v46);
    let v63 = vec4<f32>(v51, v62, 0.0f, 0.0f);
    let v64 = (v58 + v63);
    Out[0u] = bitcast<u32>(v64.x);
    Out[1u] = bitcast<u32>(v64.y);
    Out[2u] = bitcast<u32>(v64.z);
    Out[3u] = bitcast<u32>(v64.w);
    let v14 = vec3<i32>(0i, 0i, 0i).xy;
    let v16 = textureLoad(Albedo, v14, 0i);
    let v25 = vec3<i32>(1i, 0i, 0i).xy;
    let v27 = textureLoad(Detail, v25, 0i);
    let v28 = (v16 + v27);
    Out[4u] = bitcast<u32>(v28.x);
    Out[5u] = bitcast<u32>(v28.y);
    Out[6u] = bitcast<u32>(v28.z);
    Out[7u] = bitcast<u32>(v28.w);
    let v21 = vec2<f32>(0.25f, 0.5f);
    let v22 = textureSampleLevel(Detail, Point, v21, 0.0f);
    Out[8u] = bitcast<u32>(v22.x);
    Out[9u] = bitcast<u32>(v22.y);
    Out[10u] = bitcast<u32>(v22.z);
    Out[11u] = bitcast<u32>(v22.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
