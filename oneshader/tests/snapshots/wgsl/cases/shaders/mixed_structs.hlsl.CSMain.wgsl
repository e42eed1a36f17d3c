@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    let v73 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[0u] = bitcast<u32>(v73.x);
    Out[1u] = bitcast<u32>(v73.y);
    Out[2u] = bitcast<u32>(v73.z);
    Out[3u] = bitcast<u32>(v73.w);
    var t1 = vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f);
    t1.w = 0.0f;
    let v290 = t1;
    let v102 = textureSampleLevel(Albedo, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v105 = (v102 * v290);
    let v109 = (v105 * vec4<f32>(6.0f, 6.0f, 6.0f, 6.0f));
    Out[4u] = bitcast<u32>(v109.x);
    Out[5u] = bitcast<u32>(v109.y);
    Out[6u] = bitcast<u32>(v109.z);
    Out[7u] = bitcast<u32>(v109.w);
    let v160 = textureSampleLevel(Detail, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v163 = (v160 * v290);
    let v167 = (v163 * vec4<f32>(6.0f, 6.0f, 6.0f, 6.0f));
    let v122 = (v167 * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let v125 = vec3<i32>(1i, 0i, 0i).xy;
    let v127 = textureLoad(Albedo, v125, 0i);
    let v128 = (v122 + v127);
    Out[8u] = bitcast<u32>(v128.x);
    Out[9u] = bitcast<u32>(v128.y);
    Out[10u] = bitcast<u32>(v128.z);
    Out[11u] = bitcast<u32>(v128.w);
    let v146 = textureSampleLevel(Albedo, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v149 = (v146 * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let v153 = (v149 * vec4<f32>(100.0f, 100.0f, 100.0f, 100.0f));
    let v53 = (v153 + v290);
    Out[12u] = bitcast<u32>(v53.x);
    Out[13u] = bitcast<u32>(v53.y);
    Out[14u] = bitcast<u32>(v53.z);
    Out[15u] = bitcast<u32>(v53.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
