struct QuadVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Layer: u32,
    Color: vec4<f32>,
}

struct QuadInstance {
    Center: vec2<f32>,
    HalfExtent: vec2<f32>,
    Rotation: f32,
    Depth: f32,
    Layer: u32,
    Color: u32,
    UvRect: vec4<f32>,
}

fn load_Quads(w: u32) -> QuadInstance {
    return QuadInstance(vec2<f32>(bitcast<f32>(Quads[w]), bitcast<f32>(Quads[(w + 1u)])), vec2<f32>(bitcast<f32>(Quads[(w + 2u)]), bitcast<f32>(Quads[((w + 2u) + 1u)])), bitcast<f32>(Quads[(w + 4u)]), bitcast<f32>(Quads[(w + 5u)]), Quads[(w + 6u)], Quads[(w + 7u)], vec4<f32>(bitcast<f32>(Quads[(w + 8u)]), bitcast<f32>(Quads[((w + 8u) + 1u)]), bitcast<f32>(Quads[((w + 8u) + 2u)]), bitcast<f32>(Quads[((w + 8u) + 3u)])));
}

@group(0) @binding(0) var<uniform> Camera2D: array<vec4<u32>, 5>;
var<private> QUAD_CORNERS: array<vec2<f32>, 6> = array<vec2<f32>, 6>(vec2<f32>(0.0f, 0.0f), vec2<f32>(1.0f, 0.0f), vec2<f32>(0.0f, 1.0f), vec2<f32>(0.0f, 1.0f), vec2<f32>(1.0f, 0.0f), vec2<f32>(1.0f, 1.0f));
@group(1) @binding(0) var<storage, read> Quads: array<u32>;
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

fn Rotate2D(a0: vec2<f32>, a1: f32) -> vec2<f32> {
    var v0: vec2<f32>;
    var v2: f32;
    var v4: f32;
    var v5: f32;
    var v7: f32;
    var v8: f32;
    v0 = a0;
    v2 = a1;
    let v6 = v2;
    v7 = sin(v6);
    v8 = cos(v6);
    let v10 = v7;
    v4 = v10;
    let v12 = v8;
    v5 = v12;
    let v14 = v5;
    let v15 = v0;
    let v16 = v15.x;
    let v17 = (v14 * v16);
    let v18 = v4;
    let v19 = v0;
    let v20 = v19.y;
    let v21 = (v18 * v20);
    let v22 = (v17 - v21);
    let v23 = v4;
    let v24 = v0;
    let v25 = v24.x;
    let v26 = (v23 * v25);
    let v27 = v5;
    let v28 = v0;
    let v29 = v28.y;
    let v30 = (v27 * v29);
    let v31 = (v26 + v30);
    let v32 = vec2<f32>(v22, v31);
    return v32;
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

fn VSMain_body(a0: u32, a1: u32) -> QuadVaryings {
    var v0: u32;
    var v2: u32;
    var v4: QuadInstance;
    var v9: vec2<f32>;
    var v13: vec2<f32>;
    var v21: vec2<f32>;
    var v30: QuadVaryings;
    var v5: u32;
    v0 = a0;
    v2 = a1;
    v5 = v2;
    let v7 = load_Quads((v5 * 12u));
    v4 = v7;
    let v10 = v0;
    let v11 = QuadCorner(v10);
    v9 = v11;
    let v14 = v9;
    let v15 = (v14 * vec2<f32>(2.0f, 2.0f));
    let v16 = (v15 - vec2<f32>(1.0f, 1.0f));
    let v18 = v4.HalfExtent;
    let v19 = (v16 * v18);
    v13 = v19;
    let v23 = v4.Center;
    let v24 = v13;
    let v26 = v4.Rotation;
    let v27 = Rotate2D(v24, v26);
    let v28 = (v23 + v27);
    v21 = v28;
    let v32 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Camera2D[0].x), bitcast<f32>(Camera2D[1].x), bitcast<f32>(Camera2D[2].x), bitcast<f32>(Camera2D[3].x)), vec4<f32>(bitcast<f32>(Camera2D[0].y), bitcast<f32>(Camera2D[1].y), bitcast<f32>(Camera2D[2].y), bitcast<f32>(Camera2D[3].y)), vec4<f32>(bitcast<f32>(Camera2D[0].z), bitcast<f32>(Camera2D[1].z), bitcast<f32>(Camera2D[2].z), bitcast<f32>(Camera2D[3].z)), vec4<f32>(bitcast<f32>(Camera2D[0].w), bitcast<f32>(Camera2D[1].w), bitcast<f32>(Camera2D[2].w), bitcast<f32>(Camera2D[3].w)));
    let v33 = v21;
    let v35 = v4.Depth;
    let v36 = vec4<f32>(v33, v35, 1.0f);
    let v37 = (v36 * v32);
    v30.Position = v37;
    let v41 = v4.UvRect;
    let v42 = v41.xy;
    let v44 = v4.UvRect;
    let v45 = v44.zw;
    let v46 = v9;
    let v47 = mix(v42, v45, v46);
    v30.Uv = v47;
    let v51 = v4.Layer;
    v30.Layer = v51;
    let v55 = v4.Color;
    let v56 = UnpackUnorm4x8(v55);
    v30.Color = v56;
    let v59 = v30;
    return v59;
}

fn VSMain_1() {
    var v0: u32;
    var v1: u32;
    var v2: QuadVaryings;
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
    let v15 = v2.Uv;
    out_var_TEXCOORD0 = v15;
    let v18 = v2.Layer;
    out_var_TEXCOORD1 = v18;
    let v21 = v2.Color;
    out_var_COLOR0 = v21;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec2<f32>,
    @location(1) @interpolate(flat) out_2: u32,
    @location(2) out_3: vec4<f32>,
}

@vertex
fn VSMain(@builtin(vertex_index) in_0_0: u32, @builtin(instance_index) in_1_0: u32) -> VSMain_Output {
    gl_VertexIndex = in_0_0;
    gl_InstanceIndex = in_1_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_COLOR0);
}
