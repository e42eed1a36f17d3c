struct TileRecord {
    Cell: vec2<i32>,
    Id: u32,
    Color: u32,
}

fn load_Tiles(w: u32) -> TileRecord {
    return TileRecord(vec2<i32>(bitcast<i32>(Tiles[w]), bitcast<i32>(Tiles[(w + 1u)])), Tiles[(w + 2u)], Tiles[(w + 3u)]);
}

@group(0) @binding(0) var<uniform> Camera2D: array<vec4<u32>, 5>;
var<private> QUAD_CORNERS: array<vec2<f32>, 6> = array<vec2<f32>, 6>(vec2<f32>(0.0f, 0.0f), vec2<f32>(1.0f, 0.0f), vec2<f32>(0.0f, 1.0f), vec2<f32>(0.0f, 1.0f), vec2<f32>(1.0f, 0.0f), vec2<f32>(1.0f, 1.0f));
@group(1) @binding(1) var<uniform> Layer: array<vec4<u32>, 2>;
@group(1) @binding(0) var<storage, read> Tiles: array<u32>;
var<private> gl_VertexIndex: u32;
var<private> gl_InstanceIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_TEXCOORD1: u32;
var<private> out_var_COLOR0: vec4<f32>;
fn VSMain_1() {
    var v5: u32;
    var v57: u32;
    var v59: vec2<f32>;
    var v81: vec4<f32>;
    var v88: u32;
    var v109: vec4<f32>;
    var v44: bool;
    var v131: vec4<f32>;
    let v3 = gl_VertexIndex;
    v5 = gl_InstanceIndex;
    let v36 = load_Tiles((v5 * 4u));
    v57 = (v3 % 6u);
    v59 = QUAD_CORNERS[v57];
    let v62 = v36.Cell;
    let v63 = vec2<f32>(v62);
    let v65 = (v63 + v59);
    let v67 = bitcast<vec2<f32>>(Layer[0].xy);
    let v69 = bitcast<vec2<f32>>(Layer[0].zw);
    let v70 = (v67 * v69);
    let v71 = (v65 + v70);
    let v74 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Camera2D[0].x), bitcast<f32>(Camera2D[1].x), bitcast<f32>(Camera2D[2].x), bitcast<f32>(Camera2D[3].x)), vec4<f32>(bitcast<f32>(Camera2D[0].y), bitcast<f32>(Camera2D[1].y), bitcast<f32>(Camera2D[2].y), bitcast<f32>(Camera2D[3].y)), vec4<f32>(bitcast<f32>(Camera2D[0].z), bitcast<f32>(Camera2D[1].z), bitcast<f32>(Camera2D[2].z), bitcast<f32>(Camera2D[3].z)), vec4<f32>(bitcast<f32>(Camera2D[0].w), bitcast<f32>(Camera2D[1].w), bitcast<f32>(Camera2D[2].w), bitcast<f32>(Camera2D[3].w)));
    let v77 = Layer[1].x;
    let v78 = f32(v77);
    let v79 = (v78 * 0.01f);
    let v80 = vec4<f32>(v71, v79, 1.0f);
    v81 = (v80 * v74);
    v88 = v36.Id;
    let v92 = v36.Color;
    let v95 = (v92 & 255u);
    let v96 = f32(v95);
    let v98 = (v92 >> (8u & 31u));
    let v99 = (v98 & 255u);
    let v100 = f32(v99);
    let v102 = (v92 >> (16u & 31u));
    let v103 = (v102 & 255u);
    let v104 = f32(v103);
    let v106 = (v92 >> (24u & 31u));
    let v107 = f32(v106);
    let v108 = vec4<f32>(v96, v100, v104, v107);
    v109 = (v108 / vec4<f32>(255.0f, 255.0f, 255.0f, 255.0f));
    let v112 = Layer[1].w;
    let v113 = (v112 & 2u);
    let v114 = (v113 != 0u);
    if v114 {
        let v42 = Layer[1].y;
        let v43 = (v88 == v42);
        v44 = v43;
    } else {
        v44 = false;
    }
    if v44 {
        let v46 = v109.xyz;
        let v47 = mix(v46, vec3<f32>(1.0f, 1.0f, 0.3f), vec3<f32>(0.5f, 0.5f, 0.5f));
        let v49 = vec4<f32>(v47.x, v47.y, v47.z, v109.w);
        v131 = v49;
    } else {
        v131 = v109;
    }
    gl_Position = v81;
    out_var_TEXCOORD0 = v59;
    out_var_TEXCOORD1 = v88;
    out_var_COLOR0 = v131;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec2<f32>,
    @location(1) @interpolate(flat) out_2: u32,
    @location(2) @interpolate(flat) out_3: vec4<f32>,
}

@vertex
fn VSMain(@builtin(vertex_index) in_0_0: u32, @builtin(instance_index) in_1_0: u32) -> VSMain_Output {
    gl_VertexIndex = in_0_0;
    gl_InstanceIndex = in_1_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_COLOR0);
}
