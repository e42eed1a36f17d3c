enable wgpu_binding_array;

@group(0) @binding(0) var Layers: binding_array<texture_2d<f32>, 3>;
@group(0) @binding(1) var Point: sampler;
@group(1) @binding(0) var<uniform> Params: array<vec4<u32>, 1>;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
fn CSMain_1() {
    var v42: i32;
    var v118: u32;
    var v127: i32;
    let v17 = Params[0];
    let v18 = v17.x;
    v42 = i32(v18);
    let v50 = textureDimensions(Layers[v42], 0u);
    let v51 = v50.x;
    let v53 = v50.y;
    let v59 = f32(v51);
    let v60 = (1.5f / v59);
    let v61 = vec2<f32>(v60, 0.5f);
    let v62 = textureSampleLevel(Layers[v42], Point, v61, 0.0f);
    let v68 = (v62 * vec4<f32>(2.0f, 2.0f, 2.0f, 2.0f));
    let v70 = (v51 * 100u);
    let v71 = f32(v70);
    let v73 = (v53 * 100u);
    let v74 = f32(v73);
    let v75 = vec4<f32>(v71, v74, 0.0f, 0.0f);
    let v76 = (v68 + v75);
    Out[0u] = bitcast<u32>(v76.x);
    Out[1u] = bitcast<u32>(v76.y);
    Out[2u] = bitcast<u32>(v76.z);
    Out[3u] = bitcast<u32>(v76.w);
    let v109 = vec3<i32>(0i, 0i, 0i);
    let v110 = v109.xy;
    let v112 = textureLoad(Layers[v42], v110, 0i);
    let v113 = (v112 + vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f));
    Out[4u] = bitcast<u32>(v113.x);
    Out[5u] = bitcast<u32>(v113.y);
    Out[6u] = bitcast<u32>(v113.z);
    Out[7u] = bitcast<u32>(v113.w);
    v118 = v17.y;
    let v119 = (v118 > 0u);
    if v119 {
        let v28 = i32(v118);
        v127 = v28;
    } else {
        v127 = 0i;
    }
    let v90 = vec3<i32>(1i, 0i, 0i);
    let v91 = v90.xy;
    let v93 = textureLoad(Layers[v127], v91, 0i);
    let v94 = (v93 + vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f));
    Out[8u] = bitcast<u32>(v94.x);
    Out[9u] = bitcast<u32>(v94.y);
    Out[10u] = bitcast<u32>(v94.z);
    Out[11u] = bitcast<u32>(v94.w);
    let v99 = vec3<i32>(0i, 0i, 0i).xy;
    let v101 = textureLoad(Layers[v127], v99, 0i);
    Out[12u] = bitcast<u32>(v101.x);
    Out[13u] = bitcast<u32>(v101.y);
    Out[14u] = bitcast<u32>(v101.z);
    Out[15u] = bitcast<u32>(v101.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain() {
    CSMain_1();
}
