@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v69 = textureDimensions(Albedo, 0u);
    let v70 = v69.x;
    let v72 = v69.y;
    let v77 = f32(v70);
    let v78 = (1.5f / v77);
    let v79 = vec2<f32>(v78, 0.5f);
    let v80 = textureSampleLevel(Albedo, Point, v79, 0.0f);
    let v84 = (v80 * vec4<f32>(2.0f, 2.0f, 2.0f, 2.0f));
    let v88 = f32(v72);
    let v89 = vec4<f32>(v77, v88, 0.0f, 0.0f);
    let v90 = (v84 + v89);
    Out[0u] = bitcast<u32>(v90.x);
    Out[1u] = bitcast<u32>(v90.y);
    Out[2u] = bitcast<u32>(v90.z);
    Out[3u] = bitcast<u32>(v90.w);
    let v13 = vec3<i32>(0i, 0i, 0i).xy;
    let v15 = textureLoad(Albedo, v13, 0i);
    let v17 = vec3<i32>(1i, 0i, 0i).xy;
    let v19 = textureLoad(Detail, v17, 0i);
    let v20 = (v15 + v19);
    Out[4u] = bitcast<u32>(v20.x);
    Out[5u] = bitcast<u32>(v20.y);
    Out[6u] = bitcast<u32>(v20.z);
    Out[7u] = bitcast<u32>(v20.w);
    let v57 = textureSampleLevel(Detail, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    Out[8u] = bitcast<u32>(v57.x);
    Out[9u] = bitcast<u32>(v57.y);
    Out[10u] = bitcast<u32>(v57.z);
    Out[11u] = bitcast<u32>(v57.w);
    let v64 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v32 = textureLoad(Albedo, v13, 0i);
    let v33 = (v64 + v32);
    Out[12u] = bitcast<u32>(v33.x);
    Out[13u] = bitcast<u32>(v33.y);
    Out[14u] = bitcast<u32>(v33.z);
    Out[15u] = bitcast<u32>(v33.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
