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
    var v130: u32;
    var v96: u32;
    var v98: vec2<f32>;
    var v59: vec4<f32>;
    var v116: vec4<f32>;
    var v82: bool;
    var v144: vec4<f32>;
    let v3 = gl_VertexIndex;
    v5 = gl_InstanceIndex;
    let v34 = load_Tiles((v5 * 4u));
    let v128 = v34.Cell;
    v130 = v34.Id;
    let v132 = v34.Color;
    v96 = (v3 % 6u);
    v98 = QUAD_CORNERS[v96];
    let v41 = vec2<f32>(v128);
    let v43 = (v41 + v98);
    let v45 = bitcast<vec2<f32>>(Layer[0].xy);
    let v47 = bitcast<vec2<f32>>(Layer[0].zw);
    let v48 = (v45 * v47);
    let v49 = (v43 + v48);
    let v52 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Camera2D[0].x), bitcast<f32>(Camera2D[1].x), bitcast<f32>(Camera2D[2].x), bitcast<f32>(Camera2D[3].x)), vec4<f32>(bitcast<f32>(Camera2D[0].y), bitcast<f32>(Camera2D[1].y), bitcast<f32>(Camera2D[2].y), bitcast<f32>(Camera2D[3].y)), vec4<f32>(bitcast<f32>(Camera2D[0].z), bitcast<f32>(Camera2D[1].z), bitcast<f32>(Camera2D[2].z), bitcast<f32>(Camera2D[3].z)), vec4<f32>(bitcast<f32>(Camera2D[0].w), bitcast<f32>(Camera2D[1].w), bitcast<f32>(Camera2D[2].w), bitcast<f32>(Camera2D[3].w)));
    let v55 = Layer[1].x;
    let v56 = f32(v55);
    let v57 = (v56 * 0.01f);
    let v58 = vec4<f32>(v49, v57, 1.0f);
    v59 = (v58 * v52);
    let v102 = (v132 & 255u);
    let v103 = f32(v102);
    let v105 = (v132 >> (8u & 31u));
    let v106 = (v105 & 255u);
    let v107 = f32(v106);
    let v109 = (v132 >> (16u & 31u));
    let v110 = (v109 & 255u);
    let v111 = f32(v110);
    let v113 = (v132 >> (24u & 31u));
    let v114 = f32(v113);
    let v115 = vec4<f32>(v103, v107, v111, v114);
    v116 = (v115 / vec4<f32>(255.0f, 255.0f, 255.0f, 255.0f));
    let v74 = Layer[1].w;
    let v75 = (v74 & 2u);
    let v76 = (v75 != 0u);
    if v76 {
        let v80 = Layer[1].y;
        let v81 = (v130 == v80);
        v82 = v81;
    } else {
        v82 = false;
    }
    if v82 {
        let v84 = v116.xyz;
        let v85 = mix(v84, vec3<f32>(1.0f, 1.0f, 0.3f), vec3<f32>(0.5f, 0.5f, 0.5f));
        let v87 = vec4<f32>(v85.x, v85.y, v85.z, v116.w);
        v144 = v87;
    } else {
        v144 = v116;
    }
    gl_Position = v59;
    out_var_TEXCOORD0 = v98;
    out_var_TEXCOORD1 = v130;
    out_var_COLOR0 = v144;
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
