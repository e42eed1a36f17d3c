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
fn VSMain_1() {
    var v93: f32;
    var v94: f32;
    var v5: u32;
    var v86: u32;
    let v3 = gl_VertexIndex;
    v5 = gl_InstanceIndex;
    let v34 = load_Quads((v5 * 12u));
    let v155 = v34.Center;
    let v157 = v34.HalfExtent;
    let v159 = v34.Rotation;
    let v161 = v34.Depth;
    let v163 = v34.Layer;
    let v165 = v34.Color;
    let v167 = v34.UvRect;
    v86 = (v3 % 6u);
    let v88 = QUAD_CORNERS[v86];
    let v40 = (v88 * vec2<f32>(2.0f, 2.0f));
    let v41 = (v40 - vec2<f32>(1.0f, 1.0f));
    let v44 = (v41 * v157);
    v93 = sin(v159);
    v94 = cos(v159);
    let v99 = v93;
    let v101 = v94;
    let v105 = v44.x;
    let v106 = (v101 * v105);
    let v109 = v44.y;
    let v110 = (v99 * v109);
    let v111 = (v106 - v110);
    let v115 = (v99 * v105);
    let v119 = (v101 * v109);
    let v120 = (v115 + v119);
    let v121 = vec2<f32>(v111, v120);
    let v52 = (v155 + v121);
    let v55 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Camera2D[0].x), bitcast<f32>(Camera2D[1].x), bitcast<f32>(Camera2D[2].x), bitcast<f32>(Camera2D[3].x)), vec4<f32>(bitcast<f32>(Camera2D[0].y), bitcast<f32>(Camera2D[1].y), bitcast<f32>(Camera2D[2].y), bitcast<f32>(Camera2D[3].y)), vec4<f32>(bitcast<f32>(Camera2D[0].z), bitcast<f32>(Camera2D[1].z), bitcast<f32>(Camera2D[2].z), bitcast<f32>(Camera2D[3].z)), vec4<f32>(bitcast<f32>(Camera2D[0].w), bitcast<f32>(Camera2D[1].w), bitcast<f32>(Camera2D[2].w), bitcast<f32>(Camera2D[3].w)));
    let v59 = vec4<f32>(v52, v161, 1.0f);
    let v60 = (v59 * v55);
    let v65 = v167.xy;
    let v68 = v167.zw;
    let v70 = mix(v65, v68, v88);
    let v125 = (v165 & 255u);
    let v126 = f32(v125);
    let v128 = (v165 >> (8u & 31u));
    let v129 = (v128 & 255u);
    let v130 = f32(v129);
    let v132 = (v165 >> (16u & 31u));
    let v133 = (v132 & 255u);
    let v134 = f32(v133);
    let v136 = (v165 >> (24u & 31u));
    let v137 = f32(v136);
    let v138 = vec4<f32>(v126, v130, v134, v137);
    let v139 = (v138 / vec4<f32>(255.0f, 255.0f, 255.0f, 255.0f));
    gl_Position = v60;
    out_var_TEXCOORD0 = v70;
    out_var_TEXCOORD1 = v163;
    out_var_COLOR0 = v139;
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
