struct GlyphVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Color: vec4<f32>,
}

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

fn VSMain_body(a0: u32, a1: u32) -> GlyphVaryings {
    var v0: u32;
    var v2: u32;
    var v4: GlyphInstance;
    var v9: vec2<f32>;
    var v19: GlyphVaryings;
    var v5: u32;
    v0 = a0;
    v2 = a1;
    v5 = v2;
    let v7 = load_Glyphs((v5 * 10u));
    v4 = v7;
    let v10 = v0;
    let v11 = (v10 & 1u);
    let v12 = f32(v11);
    let v13 = v0;
    let v14 = (v13 >> (1u & 31u));
    let v15 = (v14 & 1u);
    let v16 = f32(v15);
    let v17 = vec2<f32>(v12, v16);
    v9 = v17;
    let v21 = mat4x4<f32>(vec4<f32>(bitcast<f32>(TextFrame[0].x), bitcast<f32>(TextFrame[1].x), bitcast<f32>(TextFrame[2].x), bitcast<f32>(TextFrame[3].x)), vec4<f32>(bitcast<f32>(TextFrame[0].y), bitcast<f32>(TextFrame[1].y), bitcast<f32>(TextFrame[2].y), bitcast<f32>(TextFrame[3].y)), vec4<f32>(bitcast<f32>(TextFrame[0].z), bitcast<f32>(TextFrame[1].z), bitcast<f32>(TextFrame[2].z), bitcast<f32>(TextFrame[3].z)), vec4<f32>(bitcast<f32>(TextFrame[0].w), bitcast<f32>(TextFrame[1].w), bitcast<f32>(TextFrame[2].w), bitcast<f32>(TextFrame[3].w)));
    let v23 = v4.ScreenMin;
    let v25 = v4.ScreenMax;
    let v26 = v9;
    let v27 = mix(v23, v25, v26);
    let v29 = v4.Depth;
    let v30 = vec4<f32>(v27, v29, 1.0f);
    let v31 = (v30 * v21);
    v19.Position = v31;
    let v35 = v4.UvMin;
    let v37 = v4.UvMax;
    let v38 = v9;
    let v39 = mix(v35, v37, v38);
    v19.Uv = v39;
    let v43 = v4.Color;
    let v44 = UnpackUnorm4x8(v43);
    v19.Color = v44;
    let v47 = v19;
    return v47;
}

fn VSMain_1() {
    var v0: u32;
    var v1: u32;
    var v2: GlyphVaryings;
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
    let v18 = v2.Color;
    out_var_COLOR0 = v18;
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
