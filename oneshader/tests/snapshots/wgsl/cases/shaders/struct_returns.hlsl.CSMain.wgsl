@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v92 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[0u] = bitcast<u32>(v92.x);
    Out[1u] = bitcast<u32>(v92.y);
    Out[2u] = bitcast<u32>(v92.z);
    Out[3u] = bitcast<u32>(v92.w);
    let v99 = textureSampleLevel(Detail, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v15 = vec3<i32>(0i, 0i, 0i).xy;
    let v17 = textureLoad(Albedo, v15, 0i);
    let v18 = (v99 + v17);
    Out[4u] = bitcast<u32>(v18.x);
    Out[5u] = bitcast<u32>(v18.y);
    Out[6u] = bitcast<u32>(v18.z);
    Out[7u] = bitcast<u32>(v18.w);
    let v22 = vec3<i32>(1i, 0i, 0i).xy;
    let v24 = textureLoad(Detail, v22, 0i);
    Out[8u] = bitcast<u32>(v24.x);
    Out[9u] = bitcast<u32>(v24.y);
    Out[10u] = bitcast<u32>(v24.z);
    Out[11u] = bitcast<u32>(v24.w);
    let v105 = textureSampleLevel(Albedo, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v110 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v31 = (v105 + v110);
    Out[12u] = bitcast<u32>(v31.x);
    Out[13u] = bitcast<u32>(v31.y);
    Out[14u] = bitcast<u32>(v31.z);
    Out[15u] = bitcast<u32>(v31.w);
    let v115 = textureSampleLevel(Detail, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[16u] = bitcast<u32>(v115.x);
    Out[17u] = bitcast<u32>(v115.y);
    Out[18u] = bitcast<u32>(v115.z);
    Out[19u] = bitcast<u32>(v115.w);
    let v42 = textureLoad(Detail, v15, 0i);
    Out[20u] = bitcast<u32>(v42.x);
    Out[21u] = bitcast<u32>(v42.y);
    Out[22u] = bitcast<u32>(v42.z);
    Out[23u] = bitcast<u32>(v42.w);
    let v52 = textureLoad(Detail, v15, 0i);
    let v55 = (v52 * vec4<f32>(2.0f, 2.0f, 2.0f, 2.0f));
    Out[24u] = bitcast<u32>(v55.x);
    Out[25u] = bitcast<u32>(v55.y);
    Out[26u] = bitcast<u32>(v55.z);
    Out[27u] = bitcast<u32>(v55.w);
    let v63 = textureLoad(Albedo, v22, 0i);
    let v66 = (v63 + vec4<f32>(1.0f, 2.0f, 3.0f, 4.0f));
    Out[28u] = bitcast<u32>(v66.x);
    Out[29u] = bitcast<u32>(v66.y);
    Out[30u] = bitcast<u32>(v66.z);
    Out[31u] = bitcast<u32>(v66.w);
    let v132 = textureLoad(Albedo, v22, 0i);
    let v135 = textureLoad(Detail, v22, 0i);
    let v74 = (v132 + v135);
    Out[32u] = bitcast<u32>(v74.x);
    Out[33u] = bitcast<u32>(v74.y);
    Out[34u] = bitcast<u32>(v74.z);
    Out[35u] = bitcast<u32>(v74.w);
    let v138 = textureLoad(Detail, v15, 0i);
    let v81 = textureLoad(Albedo, v15, 0i);
    let v82 = (v138 + v81);
    Out[36u] = bitcast<u32>(v82.x);
    Out[37u] = bitcast<u32>(v82.y);
    Out[38u] = bitcast<u32>(v82.z);
    Out[39u] = bitcast<u32>(v82.w);
    {
        let t1 = vec4<f32>(7.0f, 7.0f, 7.0f, 7.0f);
        Out[40u] = bitcast<u32>(t1.x);
        Out[41u] = bitcast<u32>(t1.y);
        Out[42u] = bitcast<u32>(t1.z);
        Out[43u] = bitcast<u32>(t1.w);
    }
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
