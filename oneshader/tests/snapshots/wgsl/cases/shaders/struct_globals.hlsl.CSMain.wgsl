@group(0) @binding(0) var Mat_albedo_t: texture_2d<f32>;
@group(0) @binding(1) var Mat_albedo_s: sampler;
@group(0) @binding(2) var Mat_detail: texture_2d<f32>;
@group(0) @binding(3) var Pairs_0__t: texture_2d<f32>;
@group(0) @binding(4) var Pairs_0__s: sampler;
@group(0) @binding(5) var Pairs_1__t: texture_2d<f32>;
@group(0) @binding(6) var Pairs_1__s: sampler;
@group(0) @binding(7) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v31 = textureSampleLevel(Mat_albedo_t, Mat_albedo_s, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[0u] = bitcast<u32>(v31.x);
    Out[1u] = bitcast<u32>(v31.y);
    Out[2u] = bitcast<u32>(v31.z);
    Out[3u] = bitcast<u32>(v31.w);
    let v42 = textureSampleLevel(Pairs_1__t, Pairs_1__s, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v9 = vec3<i32>(1i, 0i, 0i).xy;
    let v11 = textureLoad(Mat_detail, v9, 0i);
    let v12 = (v42 + v11);
    Out[4u] = bitcast<u32>(v12.x);
    Out[5u] = bitcast<u32>(v12.y);
    Out[6u] = bitcast<u32>(v12.z);
    Out[7u] = bitcast<u32>(v12.w);
    let v15 = textureSampleLevel(Pairs_0__t, Mat_albedo_s, vec2<f32>(0.25f, 0.5f), 0.0f);
    Out[8u] = bitcast<u32>(v15.x);
    Out[9u] = bitcast<u32>(v15.y);
    Out[10u] = bitcast<u32>(v15.z);
    Out[11u] = bitcast<u32>(v15.w);
    let v18 = textureSampleLevel(Mat_detail, Pairs_1__s, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v49 = textureSampleLevel(Pairs_0__t, Pairs_0__s, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v22 = (v18 + v49);
    Out[12u] = bitcast<u32>(v22.x);
    Out[13u] = bitcast<u32>(v22.y);
    Out[14u] = bitcast<u32>(v22.z);
    Out[15u] = bitcast<u32>(v22.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
