@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    var v355: vec4<f32>;
    var v357: vec4<f32>;
    var v359: f32;
    var v360: i32;
    var v79: i32;
    var v356: vec4<f32>;
    var v358: f32;
    let v114 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    Out[0u] = bitcast<u32>(v114.x);
    Out[1u] = bitcast<u32>(v114.y);
    Out[2u] = bitcast<u32>(v114.z);
    Out[3u] = bitcast<u32>(v114.w);
    var t1 = vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f);
    t1.w = 0.0f;
    v355 = t1;
    let v143 = textureSampleLevel(Albedo, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v146 = (v143 * v355);
    let v150 = (v146 * vec4<f32>(6.0f, 6.0f, 6.0f, 6.0f));
    Out[4u] = bitcast<u32>(v150.x);
    Out[5u] = bitcast<u32>(v150.y);
    Out[6u] = bitcast<u32>(v150.z);
    Out[7u] = bitcast<u32>(v150.w);
    let v201 = textureSampleLevel(Detail, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v204 = (v201 * v355);
    let v208 = (v204 * vec4<f32>(6.0f, 6.0f, 6.0f, 6.0f));
    let v163 = (v208 * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let v166 = vec3<i32>(1i, 0i, 0i).xy;
    let v168 = textureLoad(Albedo, v166, 0i);
    let v169 = (v163 + v168);
    Out[8u] = bitcast<u32>(v169.x);
    Out[9u] = bitcast<u32>(v169.y);
    Out[10u] = bitcast<u32>(v169.z);
    Out[11u] = bitcast<u32>(v169.w);
    let v187 = textureSampleLevel(Albedo, Point, vec2<f32>(0.25f, 0.5f), 0.0f);
    let v190 = (v187 * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let v194 = (v190 * vec4<f32>(100.0f, 100.0f, 100.0f, 100.0f));
    let v56 = (v194 + v355);
    Out[12u] = bitcast<u32>(v56.x);
    Out[13u] = bitcast<u32>(v56.y);
    Out[14u] = bitcast<u32>(v56.z);
    Out[15u] = bitcast<u32>(v56.w);
    v357 = vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f);
    v359 = 100.0f;
    v360 = 0i;
    loop {
        let v75 = (v360 < 3i);
        if v75 {
            let v63 = (v360 == 1i);
            v79 = (v360 + 1i);
            let v80 = f32(v79);
            v356 = select(v357, v355, v63);
            v358 = select(v359, v80, v63);
        } else {
            break;
        }
        continuing {
            v357 = v356;
            v359 = v358;
            v360 = v79;
        }
    }
    let v100 = textureSampleLevel(Albedo, Point, vec2<f32>(0.75f, 0.5f), 0.0f);
    let v103 = (v100 * v357);
    let v106 = vec4<f32>(v359);
    let v107 = (v103 * v106);
    Out[16u] = bitcast<u32>(v107.x);
    Out[17u] = bitcast<u32>(v107.y);
    Out[18u] = bitcast<u32>(v107.z);
    Out[19u] = bitcast<u32>(v107.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
