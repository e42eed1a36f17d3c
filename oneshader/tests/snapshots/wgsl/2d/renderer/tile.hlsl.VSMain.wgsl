struct TileVaryings {
    Position: vec4<f32>,
    CellUv: vec2<f32>,
    Id: u32,
    Color: vec4<f32>,
}

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
fn QuadCorner(a0: u32) -> vec2<f32> {
    var v0: u32;
    var v3: u32;
    v0 = a0;
    let v2 = v0;
    v3 = (v2 % 6u);
    let v5 = QUAD_CORNERS[v3];
    return v5;
}

fn UnpackUnorm4x8(a0: u32) -> vec4<f32> {
    var v0: u32;
    v0 = a0;
    let v2 = v0;
    let v3 = (v2 & 255u);
    let v4 = f32(v3);
    let v5 = v0;
    let v6 = (v5 >> (8u & 31u));
    let v7 = (v6 & 255u);
    let v8 = f32(v7);
    let v9 = v0;
    let v10 = (v9 >> (16u & 31u));
    let v11 = (v10 & 255u);
    let v12 = f32(v11);
    let v13 = v0;
    let v14 = (v13 >> (24u & 31u));
    let v15 = f32(v14);
    let v16 = vec4<f32>(v4, v8, v12, v15);
    let v17 = (v16 / vec4<f32>(255.0f, 255.0f, 255.0f, 255.0f));
    return v17;
}

fn VSMain_body(a0: u32, a1: u32) -> TileVaryings {
    var v0: u32;
    var v2: u32;
    var v4: TileRecord;
    var v9: vec2<f32>;
    var v13: vec2<f32>;
    var v26: TileVaryings;
    var v45: vec4<f32>;
    var v5: u32;
    var v59: bool;
    v0 = a0;
    v2 = a1;
    v5 = v2;
    let v7 = load_Tiles((v5 * 4u));
    v4 = v7;
    let v10 = v0;
    let v11 = QuadCorner(v10);
    v9 = v11;
    let v15 = v4.Cell;
    let v16 = vec2<f32>(v15);
    let v17 = v9;
    let v18 = (v16 + v17);
    let v20 = bitcast<vec2<f32>>(Layer[0].xy);
    let v22 = bitcast<vec2<f32>>(Layer[0].zw);
    let v23 = (v20 * v22);
    let v24 = (v18 + v23);
    v13 = v24;
    let v28 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Camera2D[0].x), bitcast<f32>(Camera2D[1].x), bitcast<f32>(Camera2D[2].x), bitcast<f32>(Camera2D[3].x)), vec4<f32>(bitcast<f32>(Camera2D[0].y), bitcast<f32>(Camera2D[1].y), bitcast<f32>(Camera2D[2].y), bitcast<f32>(Camera2D[3].y)), vec4<f32>(bitcast<f32>(Camera2D[0].z), bitcast<f32>(Camera2D[1].z), bitcast<f32>(Camera2D[2].z), bitcast<f32>(Camera2D[3].z)), vec4<f32>(bitcast<f32>(Camera2D[0].w), bitcast<f32>(Camera2D[1].w), bitcast<f32>(Camera2D[2].w), bitcast<f32>(Camera2D[3].w)));
    let v29 = v13;
    let v31 = Layer[1].x;
    let v32 = f32(v31);
    let v33 = (v32 * 0.01f);
    let v34 = vec4<f32>(v29, v33, 1.0f);
    let v35 = (v34 * v28);
    v26.Position = v35;
    let v38 = v9;
    v26.CellUv = v38;
    let v42 = v4.Id;
    v26.Id = v42;
    let v47 = v4.Color;
    let v48 = UnpackUnorm4x8(v47);
    v45 = v48;
    let v51 = Layer[1].w;
    let v52 = (v51 & 2u);
    let v53 = (v52 != 0u);
    if v53 {
        let v55 = v4.Id;
        let v57 = Layer[1].y;
        let v58 = (v55 == v57);
        v59 = v58;
    } else {
        v59 = false;
    }
    if v59 {
        let v60 = v45;
        let v61 = v60.xyz;
        let v62 = mix(v61, vec3<f32>(1.0f, 1.0f, 0.3f), vec3<f32>(0.5f, 0.5f, 0.5f));
        let v63 = v45;
        let v64 = vec4<f32>(v62.x, v62.y, v62.z, v63.w);
        v45 = v64;
    }
    let v66 = v45;
    v26.Color = v66;
    let v69 = v26;
    return v69;
}

fn VSMain_1() {
    var v0: u32;
    var v1: u32;
    var v2: TileVaryings;
    let v3 = gl_VertexIndex;
    v0 = v3;
    let v5 = gl_InstanceIndex;
    v1 = v5;
    let v7 = v0;
    let v8 = v1;
    let v9 = VSMain_body(v7, v8);
    v2 = v9;
    let v12 = v2.Position;
    gl_Position = v12;
    let v15 = v2.CellUv;
    out_var_TEXCOORD0 = v15;
    let v18 = v2.Id;
    out_var_TEXCOORD1 = v18;
    let v21 = v2.Color;
    out_var_COLOR0 = v21;
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
