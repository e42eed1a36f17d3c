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
    var v35: f32;
    var v36: f32;
    var v5: u32;
    var v47: u32;
    let v3 = gl_VertexIndex;
    v5 = gl_InstanceIndex;
    let v42 = load_Quads((v5 * 12u));
    v47 = (v3 % 6u);
    let v49 = QUAD_CORNERS[v47];
    let v52 = (v49 * vec2<f32>(2.0f, 2.0f));
    let v53 = (v52 - vec2<f32>(1.0f, 1.0f));
    let v55 = v42.HalfExtent;
    let v56 = (v53 * v55);
    let v59 = v42.Center;
    let v62 = v42.Rotation;
    v35 = sin(v62);
    v36 = cos(v62);
    let v67 = v35;
    let v69 = v36;
    let v73 = v56.x;
    let v74 = (v69 * v73);
    let v77 = v56.y;
    let v78 = (v67 * v77);
    let v79 = (v74 - v78);
    let v83 = (v67 * v73);
    let v87 = (v69 * v77);
    let v88 = (v83 + v87);
    let v89 = vec2<f32>(v79, v88);
    let v90 = (v59 + v89);
    let v93 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Camera2D[0].x), bitcast<f32>(Camera2D[1].x), bitcast<f32>(Camera2D[2].x), bitcast<f32>(Camera2D[3].x)), vec4<f32>(bitcast<f32>(Camera2D[0].y), bitcast<f32>(Camera2D[1].y), bitcast<f32>(Camera2D[2].y), bitcast<f32>(Camera2D[3].y)), vec4<f32>(bitcast<f32>(Camera2D[0].z), bitcast<f32>(Camera2D[1].z), bitcast<f32>(Camera2D[2].z), bitcast<f32>(Camera2D[3].z)), vec4<f32>(bitcast<f32>(Camera2D[0].w), bitcast<f32>(Camera2D[1].w), bitcast<f32>(Camera2D[2].w), bitcast<f32>(Camera2D[3].w)));
    let v96 = v42.Depth;
    let v97 = vec4<f32>(v90, v96, 1.0f);
    let v98 = (v97 * v93);
    let v102 = v42.UvRect;
    let v103 = v102.xy;
    let v106 = v102.zw;
    let v108 = mix(v103, v106, v49);
    let v112 = v42.Layer;
    let v116 = v42.Color;
    let v119 = (v116 & 255u);
    let v120 = f32(v119);
    let v122 = (v116 >> (8u & 31u));
    let v123 = (v122 & 255u);
    let v124 = f32(v123);
    let v126 = (v116 >> (16u & 31u));
    let v127 = (v126 & 255u);
    let v128 = f32(v127);
    let v130 = (v116 >> (24u & 31u));
    let v131 = f32(v130);
    let v132 = vec4<f32>(v120, v124, v128, v131);
    let v133 = (v132 / vec4<f32>(255.0f, 255.0f, 255.0f, 255.0f));
    gl_Position = v98;
    out_var_TEXCOORD0 = v108;
    out_var_TEXCOORD1 = v112;
    out_var_COLOR0 = v133;
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
