@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v60 = textureSampleLevel(Tex, Point, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(0i, 3i));
    Out[0u] = bitcast<u32>(v60.x);
    Out[1u] = bitcast<u32>(v60.y);
    Out[2u] = bitcast<u32>(v60.z);
    Out[3u] = bitcast<u32>(v60.w);
    let v72 = textureSampleLevel(Tex, Point, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(1i, 2i));
    let v76 = (v72 * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    Out[4u] = bitcast<u32>(v76.x);
    Out[5u] = bitcast<u32>(v76.y);
    Out[6u] = bitcast<u32>(v76.z);
    Out[7u] = bitcast<u32>(v76.w);
    let v84 = textureSampleLevel(Tex, Point, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(2i, 1i));
    let v88 = (v84 * vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f));
    Out[8u] = bitcast<u32>(v88.x);
    Out[9u] = bitcast<u32>(v88.y);
    Out[10u] = bitcast<u32>(v88.z);
    Out[11u] = bitcast<u32>(v88.w);
    let v96 = textureSampleLevel(Tex, Point, vec2<f32>(0.125f, 0.125f), 0.0f, vec2<i32>(3i, 0i));
    let v100 = (v96 * vec4<f32>(0.125f, 0.125f, 0.125f, 0.125f));
    Out[12u] = bitcast<u32>(v100.x);
    Out[13u] = bitcast<u32>(v100.y);
    Out[14u] = bitcast<u32>(v100.z);
    Out[15u] = bitcast<u32>(v100.w);
    let v6 = textureSampleLevel(Tex, Point, vec2<f32>(0.375f, 0.375f), 0.0f, vec2<i32>((-1i), (-1i)));
    let v7 = (vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f) + v6);
    let v11 = textureSampleLevel(Tex, Point, vec2<f32>(0.375f, 0.375f), 0.0f, vec2<i32>(0i, (-1i)));
    let v12 = (v7 + v11);
    let v16 = textureSampleLevel(Tex, Point, vec2<f32>(0.375f, 0.375f), 0.0f, vec2<i32>(1i, (-1i)));
    let v17 = (v12 + v16);
    let v24 = textureSampleLevel(Tex, Point, vec2<f32>(0.375f, 0.375f), 0.0f, vec2<i32>((-1i), 0i));
    let v25 = (v17 + v24);
    let v29 = textureSampleLevel(Tex, Point, vec2<f32>(0.375f, 0.375f), 0.0f, vec2<i32>(0i, 0i));
    let v30 = (v25 + v29);
    let v34 = textureSampleLevel(Tex, Point, vec2<f32>(0.375f, 0.375f), 0.0f, vec2<i32>(1i, 0i));
    let v35 = (v30 + v34);
    let v42 = textureSampleLevel(Tex, Point, vec2<f32>(0.375f, 0.375f), 0.0f, vec2<i32>((-1i), 1i));
    let v43 = (v35 + v42);
    let v47 = textureSampleLevel(Tex, Point, vec2<f32>(0.375f, 0.375f), 0.0f, vec2<i32>(0i, 1i));
    let v48 = (v43 + v47);
    let v52 = textureSampleLevel(Tex, Point, vec2<f32>(0.375f, 0.375f), 0.0f, vec2<i32>(1i, 1i));
    let v53 = (v48 + v52);
    Out[16u] = bitcast<u32>(v53.x);
    Out[17u] = bitcast<u32>(v53.y);
    Out[18u] = bitcast<u32>(v53.z);
    Out[19u] = bitcast<u32>(v53.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
