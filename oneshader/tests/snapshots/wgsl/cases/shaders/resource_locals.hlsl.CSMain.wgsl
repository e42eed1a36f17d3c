@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v55 = textureDimensions(Albedo, 0u);
    let v56 = v55.x;
    let v58 = v55.y;
    let v63 = f32(v56);
    let v64 = (1.5f / v63);
    let v65 = vec2<f32>(v64, 0.5f);
    let v66 = textureSampleLevel(Albedo, Point, v65, 0.0f);
    let v70 = (v66 * vec4<f32>(2.0f, 2.0f, 2.0f, 2.0f));
    let v74 = f32(v58);
    let v75 = vec4<f32>(v63, v74, 0.0f, 0.0f);
    let v76 = (v70 + v75);
    Out[0u] = bitcast<u32>(v76.x);
    Out[1u] = bitcast<u32>(v76.y);
    Out[2u] = bitcast<u32>(v76.z);
    Out[3u] = bitcast<u32>(v76.w);
    let v13 = vec3<i32>(0i, 0i, 0i).xy;
    let v15 = textureLoad(Albedo, v13, 0i);
    let v17 = vec3<i32>(1i, 0i, 0i).xy;
    let v19 = textureLoad(Detail, v17, 0i);
    let v20 = (v15 + v19);
    Out[4u] = bitcast<u32>(v20.x);
    Out[5u] = bitcast<u32>(v20.y);
    Out[6u] = bitcast<u32>(v20.z);
    Out[7u] = bitcast<u32>(v20.w);
    let v50 = textureSampleLevel(Detail, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    Out[8u] = bitcast<u32>(v50.x);
    Out[9u] = bitcast<u32>(v50.y);
    Out[10u] = bitcast<u32>(v50.z);
    Out[11u] = bitcast<u32>(v50.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
