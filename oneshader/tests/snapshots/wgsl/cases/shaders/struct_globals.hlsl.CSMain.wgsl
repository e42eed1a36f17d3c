@group(0) @binding(0) var Mat_albedo_t: texture_2d<f32>;
@group(0) @binding(1) var Mat_albedo_s: sampler;
@group(0) @binding(2) var Mat_detail: texture_2d<f32>;
@group(0) @binding(3) var Pairs_0__t: texture_2d<f32>;
@group(0) @binding(4) var Pairs_0__s: sampler;
@group(0) @binding(5) var Pairs_1__t: texture_2d<f32>;
@group(0) @binding(6) var Pairs_1__s: sampler;
@group(0) @binding(7) var<storage, read_write> Out: array<u32>;
@group(0) @binding(8) var Lay_layers_0__t: texture_2d<f32>;
@group(0) @binding(9) var Lay_layers_0__s: sampler;
@group(0) @binding(10) var Lay_layers_1__t: texture_2d<f32>;
@group(0) @binding(11) var Lay_layers_1__s: sampler;
fn CSMain_1() {
    let v45 = textureSampleLevel(Mat_albedo_t, Mat_albedo_s, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[0u] = bitcast<u32>(v45.x);
    Out[1u] = bitcast<u32>(v45.y);
    Out[2u] = bitcast<u32>(v45.z);
    Out[3u] = bitcast<u32>(v45.w);
    let v56 = textureSampleLevel(Pairs_1__t, Pairs_1__s, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v10 = vec3<i32>(1i, 0i, 0i).xy;
    let v12 = textureLoad(Mat_detail, v10, 0i);
    let v13 = (v56 + v12);
    Out[4u] = bitcast<u32>(v13.x);
    Out[5u] = bitcast<u32>(v13.y);
    Out[6u] = bitcast<u32>(v13.z);
    Out[7u] = bitcast<u32>(v13.w);
    let v16 = textureSampleLevel(Pairs_0__t, Mat_albedo_s, vec2<f32>(0.25f, 0.5f), 0.0f);
    Out[8u] = bitcast<u32>(v16.x);
    Out[9u] = bitcast<u32>(v16.y);
    Out[10u] = bitcast<u32>(v16.z);
    Out[11u] = bitcast<u32>(v16.w);
    let v19 = textureSampleLevel(Mat_detail, Pairs_1__s, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v63 = textureSampleLevel(Pairs_0__t, Pairs_0__s, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v23 = (v19 + v63);
    Out[12u] = bitcast<u32>(v23.x);
    Out[13u] = bitcast<u32>(v23.y);
    Out[14u] = bitcast<u32>(v23.z);
    Out[15u] = bitcast<u32>(v23.w);
    let v74 = textureSampleLevel(Pairs_1__t, Pairs_1__s, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[16u] = bitcast<u32>(v74.x);
    Out[17u] = bitcast<u32>(v74.y);
    Out[18u] = bitcast<u32>(v74.z);
    Out[19u] = bitcast<u32>(v74.w);
    let v29 = textureSampleLevel(Mat_detail, Pairs_0__s, vec2<f32>(0.25f, 0.5f), 0.0f);
    Out[20u] = bitcast<u32>(v29.x);
    Out[21u] = bitcast<u32>(v29.y);
    Out[22u] = bitcast<u32>(v29.z);
    Out[23u] = bitcast<u32>(v29.w);
    let v85 = textureSampleLevel(Lay_layers_1__t, Lay_layers_1__s, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v92 = textureSampleLevel(Lay_layers_0__t, Lay_layers_0__s, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v36 = (v85 + v92);
    Out[24u] = bitcast<u32>(v36.x);
    Out[25u] = bitcast<u32>(v36.y);
    Out[26u] = bitcast<u32>(v36.z);
    Out[27u] = bitcast<u32>(v36.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
