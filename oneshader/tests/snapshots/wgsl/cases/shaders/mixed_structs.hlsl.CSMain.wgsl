@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    var v463: vec4<f32>;
    var v465: vec4<f32>;
    var v467: f32;
    var v468: i32;
    var v106: i32;
    var v464: vec4<f32>;
    var v466: f32;
    let v141 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[0u] = bitcast<u32>(v141.x);
    Out[1u] = bitcast<u32>(v141.y);
    Out[2u] = bitcast<u32>(v141.z);
    Out[3u] = bitcast<u32>(v141.w);
    var t1 = vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f);
    t1.w = 0.0f;
    v463 = t1;
    let v186 = textureSampleLevel(Albedo, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v189 = (v186 * v463);
    let v193 = (v189 * vec4<f32>(6.0f, 6.0f, 6.0f, 6.0f));
    Out[4u] = bitcast<u32>(v193.x);
    Out[5u] = bitcast<u32>(v193.y);
    Out[6u] = bitcast<u32>(v193.z);
    Out[7u] = bitcast<u32>(v193.w);
    let v252 = textureSampleLevel(Detail, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v255 = (v252 * v463);
    let v259 = (v255 * vec4<f32>(6.0f, 6.0f, 6.0f, 6.0f));
    let v214 = (v259 * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let v217 = vec3<i32>(1i, 0i, 0i).xy;
    let v219 = textureLoad(Albedo, v217, 0i);
    let v220 = (v214 + v219);
    Out[8u] = bitcast<u32>(v220.x);
    Out[9u] = bitcast<u32>(v220.y);
    Out[10u] = bitcast<u32>(v220.z);
    Out[11u] = bitcast<u32>(v220.w);
    let v238 = textureSampleLevel(Albedo, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v241 = (v238 * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let v245 = (v241 * vec4<f32>(100.0f, 100.0f, 100.0f, 100.0f));
    let v62 = (v245 + v463);
    Out[12u] = bitcast<u32>(v62.x);
    Out[13u] = bitcast<u32>(v62.y);
    Out[14u] = bitcast<u32>(v62.z);
    Out[15u] = bitcast<u32>(v62.w);
    v465 = vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f);
    v467 = 100.0f;
    v468 = 0i;
    loop {
        let v102 = (v468 < 3i);
        if v102 {
            let v69 = (v468 == 1i);
            v106 = (v468 + 1i);
            let v107 = f32(v106);
            v464 = select(v465, v463, v69);
            v466 = select(v467, v107, v69);
        } else {
            break;
        }
        continuing {
            v465 = v464;
            v467 = v466;
            v468 = v106;
        }
    }
    let v127 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v130 = (v127 * v465);
    let v133 = vec4<f32>(v467);
    let v134 = (v130 * v133);
    Out[16u] = bitcast<u32>(v134.x);
    Out[17u] = bitcast<u32>(v134.y);
    Out[18u] = bitcast<u32>(v134.z);
    Out[19u] = bitcast<u32>(v134.w);
    let v95 = vec3<i32>(0i, 0i, 0i).xy;
    let v97 = textureLoad(Detail, v95, 0i);
    let v98 = (vec4<f32>(3.0f, 6.0f, 9.0f, 12.0f) + v97);
    Out[20u] = bitcast<u32>(v98.x);
    Out[21u] = bitcast<u32>(v98.y);
    Out[22u] = bitcast<u32>(v98.z);
    Out[23u] = bitcast<u32>(v98.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
