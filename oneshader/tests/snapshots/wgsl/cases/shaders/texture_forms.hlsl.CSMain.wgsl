@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v3 = vec4<f32>(textureGather(0, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(0i, 0i)).w, textureGather(0, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(1i, 0i)).w, textureGather(0, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(0i, 1i)).w, textureGather(0, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(1i, 1i)).w);
    Out[0u] = bitcast<u32>(v3.x);
    Out[1u] = bitcast<u32>(v3.y);
    Out[2u] = bitcast<u32>(v3.z);
    Out[3u] = bitcast<u32>(v3.w);
    let v6 = vec4<f32>(textureGather(1, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(0i, 0i)).w, textureGather(1, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(1i, 0i)).w, textureGather(1, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(0i, 1i)).w, textureGather(1, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(1i, 1i)).w);
    Out[4u] = bitcast<u32>(v6.x);
    Out[5u] = bitcast<u32>(v6.y);
    Out[6u] = bitcast<u32>(v6.z);
    Out[7u] = bitcast<u32>(v6.w);
    let v9 = vec4<f32>(textureGather(2, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>((-1i), (-1i))).w, textureGather(2, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(2i, 0i)).w, textureGather(2, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(0i, 2i)).w, textureGather(2, Tex, Point, vec2<f32>(0.5f, 0.5f), vec2<i32>(1i, (-1i))).w);
    Out[8u] = bitcast<u32>(v9.x);
    Out[9u] = bitcast<u32>(v9.y);
    Out[10u] = bitcast<u32>(v9.z);
    Out[11u] = bitcast<u32>(v9.w);
    let v12 = vec3<i32>(3i, 1i, 0i).xy;
    let v14 = textureLoad(Tex, v12, 0i);
    Out[12u] = bitcast<u32>(v14.x);
    Out[13u] = bitcast<u32>(v14.y);
    Out[14u] = bitcast<u32>(v14.z);
    Out[15u] = bitcast<u32>(v14.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
