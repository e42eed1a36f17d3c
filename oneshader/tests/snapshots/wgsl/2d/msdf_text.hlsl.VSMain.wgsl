struct GlyphInstance {
    ScreenMin: vec2<f32>,
    ScreenMax: vec2<f32>,
    UvMin: vec2<f32>,
    UvMax: vec2<f32>,
    Color: u32,
    Depth: f32,
}

fn load_Glyphs(w: u32) -> GlyphInstance {
    return GlyphInstance(vec2<f32>(bitcast<f32>(Glyphs[w]), bitcast<f32>(Glyphs[(w + 1u)])), vec2<f32>(bitcast<f32>(Glyphs[(w + 2u)]), bitcast<f32>(Glyphs[((w + 2u) + 1u)])), vec2<f32>(bitcast<f32>(Glyphs[(w + 4u)]), bitcast<f32>(Glyphs[((w + 4u) + 1u)])), vec2<f32>(bitcast<f32>(Glyphs[(w + 6u)]), bitcast<f32>(Glyphs[((w + 6u) + 1u)])), Glyphs[(w + 8u)], bitcast<f32>(Glyphs[(w + 9u)]));
}

@group(0) @binding(0) var<uniform> TextFrame: array<vec4<u32>, 6>;
@group(0) @binding(1) var<storage, read> Glyphs: array<u32>;
var<private> gl_VertexIndex: u32;
var<private> gl_InstanceIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_COLOR0: vec4<f32>;
fn VSMain_1() {
    var v5: u32;
    let v3 = gl_VertexIndex;
    v5 = gl_InstanceIndex;
    let v29 = load_Glyphs((v5 * 10u));
    let v98 = v29.ScreenMin;
    let v100 = v29.ScreenMax;
    let v102 = v29.UvMin;
    let v104 = v29.UvMax;
    let v106 = v29.Color;
    let v108 = v29.Depth;
    let v32 = (v3 & 1u);
    let v33 = f32(v32);
    let v35 = (v3 >> (1u & 31u));
    let v36 = (v35 & 1u);
    let v37 = f32(v36);
    let v38 = vec2<f32>(v33, v37);
    let v41 = mat4x4<f32>(vec4<f32>(bitcast<f32>(TextFrame[0].x), bitcast<f32>(TextFrame[1].x), bitcast<f32>(TextFrame[2].x), bitcast<f32>(TextFrame[3].x)), vec4<f32>(bitcast<f32>(TextFrame[0].y), bitcast<f32>(TextFrame[1].y), bitcast<f32>(TextFrame[2].y), bitcast<f32>(TextFrame[3].y)), vec4<f32>(bitcast<f32>(TextFrame[0].z), bitcast<f32>(TextFrame[1].z), bitcast<f32>(TextFrame[2].z), bitcast<f32>(TextFrame[3].z)), vec4<f32>(bitcast<f32>(TextFrame[0].w), bitcast<f32>(TextFrame[1].w), bitcast<f32>(TextFrame[2].w), bitcast<f32>(TextFrame[3].w)));
    let v47 = mix(v98, v100, v38);
    let v50 = vec4<f32>(v47, v108, 1.0f);
    let v51 = (v50 * v41);
    let v59 = mix(v102, v104, v38);
    let v71 = (v106 & 255u);
    let v72 = f32(v71);
    let v74 = (v106 >> (8u & 31u));
    let v75 = (v74 & 255u);
    let v76 = f32(v75);
    let v78 = (v106 >> (16u & 31u));
    let v79 = (v78 & 255u);
    let v80 = f32(v79);
    let v82 = (v106 >> (24u & 31u));
    let v83 = f32(v82);
    let v84 = vec4<f32>(v72, v76, v80, v83);
    let v85 = (v84 / vec4<f32>(255.0f, 255.0f, 255.0f, 255.0f));
    gl_Position = v51;
    out_var_TEXCOORD0 = v59;
    out_var_COLOR0 = v85;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec2<f32>,
    @location(1) @interpolate(flat) out_2: vec4<f32>,
}

@vertex
fn VSMain(@builtin(vertex_index) in_0_0: u32, @builtin(instance_index) in_1_0: u32) -> VSMain_Output {
    gl_VertexIndex = in_0_0;
    gl_InstanceIndex = in_1_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_COLOR0);
}
