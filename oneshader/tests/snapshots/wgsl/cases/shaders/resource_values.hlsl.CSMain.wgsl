enable wgpu_binding_array;

@group(0) @binding(0) var Layers: binding_array<texture_2d<f32>, 3>;
@group(0) @binding(1) var Point: sampler;
@group(1) @binding(0) var<uniform> Params: array<vec4<u32>, 1>;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    var v70: i32;
    var v125: vec2<i32>;
    var v29: u32;
    var v178: i32;
    let v6 = Params[0];
    let v7 = v6.x;
    v70 = i32(v7);
    let v88 = textureDimensions(Layers[v70], 0u);
    let v89 = v88.x;
    let v91 = v88.y;
    let v97 = f32(v89);
    let v98 = (1.5f / v97);
    let v99 = vec2<f32>(v98, 0.5f);
    let v100 = textureSampleLevel(Layers[v70], Point, v99, 0.0f);
    let v106 = (v100 * vec4<f32>(2.0f, 2.0f, 2.0f, 2.0f));
    let v108 = (v89 * 100u);
    let v109 = f32(v108);
    let v111 = (v91 * 100u);
    let v112 = f32(v111);
    let v113 = vec4<f32>(v109, v112, 0.0f, 0.0f);
    let v114 = (v106 + v113);
    Out[0u] = bitcast<u32>(v114.x);
    Out[1u] = bitcast<u32>(v114.y);
    Out[2u] = bitcast<u32>(v114.z);
    Out[3u] = bitcast<u32>(v114.w);
    v125 = vec3<i32>(0i, 0i, 0i).xy;
    let v127 = textureLoad(Layers[v70], v125, 0i);
    let v119 = (v127 + vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f));
    Out[4u] = bitcast<u32>(v119.x);
    Out[5u] = bitcast<u32>(v119.y);
    Out[6u] = bitcast<u32>(v119.z);
    Out[7u] = bitcast<u32>(v119.w);
    v29 = v6.y;
    let v30 = (v29 > 0u);
    if v30 {
        let v34 = i32(v29);
        v178 = v34;
    } else {
        v178 = 0i;
    }
    let v79 = vec3<i32>(1i, 0i, 0i).xy;
    let v81 = textureLoad(Layers[v178], v79, 0i);
    let v67 = (v81 + vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f));
    Out[8u] = bitcast<u32>(v67.x);
    Out[9u] = bitcast<u32>(v67.y);
    Out[10u] = bitcast<u32>(v67.z);
    Out[11u] = bitcast<u32>(v67.w);
    let v45 = textureLoad(Layers[v178], v125, 0i);
    Out[12u] = bitcast<u32>(v45.x);
    Out[13u] = bitcast<u32>(v45.y);
    Out[14u] = bitcast<u32>(v45.z);
    Out[15u] = bitcast<u32>(v45.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
