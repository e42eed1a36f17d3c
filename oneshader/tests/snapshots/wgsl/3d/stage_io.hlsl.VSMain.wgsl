struct StageVertex {
    Position: vec3<f32>,
    Normal: vec3<f32>,
    Uv0: vec2<f32>,
    Uv1: vec2<f32>,
    GridCell: vec2<i32>,
    MaterialId: u32,
    InstanceWorld: mat4x4<f32>,
    Color: vec4<f32>,
}

struct StageVaryings {
    Position: vec4<f32>,
    NormalWS: vec3<f32>,
    Uv0: vec2<f32>,
    ScreenUv: vec2<f32>,
    GridCell: vec2<i32>,
    MaterialId: u32,
    Color: vec4<f32>,
    ClipDepth: f32,
}

@group(0) @binding(0) var<uniform> StageCamera: array<vec4<u32>, 5>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: vec2<f32>;
var<private> in_var_TEXCOORD2: vec2<i32>;
var<private> in_var_TEXCOORD3: u32;
var<private> in_var_INSTANCE_WORLD0: mat4x4<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> gl_VertexIndex: u32;
var<private> gl_InstanceIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_NORMAL0: vec3<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_TEXCOORD1: vec2<f32>;
var<private> out_var_TEXCOORD2: vec2<i32>;
var<private> out_var_TEXCOORD3: u32;
var<private> out_var_COLOR0: vec4<f32>;
var<private> out_var_TEXCOORD4: f32;
fn VSMain_body(a0: StageVertex, a1: u32, a2: u32) -> StageVaryings {
    var v0: StageVertex;
    var v2: u32;
    var v4: u32;
    var v6: vec4<f32>;
    var v14: StageVaryings;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v8 = v0.InstanceWorld;
    let v10 = v0.Position;
    let v11 = vec4<f32>(v10, 1.0f);
    let v12 = (v11 * v8);
    v6 = v12;
    let v16 = mat4x4<f32>(vec4<f32>(bitcast<f32>(StageCamera[0].x), bitcast<f32>(StageCamera[1].x), bitcast<f32>(StageCamera[2].x), bitcast<f32>(StageCamera[3].x)), vec4<f32>(bitcast<f32>(StageCamera[0].y), bitcast<f32>(StageCamera[1].y), bitcast<f32>(StageCamera[2].y), bitcast<f32>(StageCamera[3].y)), vec4<f32>(bitcast<f32>(StageCamera[0].z), bitcast<f32>(StageCamera[1].z), bitcast<f32>(StageCamera[2].z), bitcast<f32>(StageCamera[3].z)), vec4<f32>(bitcast<f32>(StageCamera[0].w), bitcast<f32>(StageCamera[1].w), bitcast<f32>(StageCamera[2].w), bitcast<f32>(StageCamera[3].w)));
    let v17 = v6;
    let v18 = (v17 * v16);
    v14.Position = v18;
    let v22 = v0.InstanceWorld;
    let v23 = v22[0];
    let v24 = v23.xyz;
    let v25 = v22[1];
    let v26 = v25.xyz;
    let v27 = v22[2];
    let v28 = v27.xyz;
    let v29 = mat3x3<f32>(v24, v26, v28);
    let v31 = v0.Normal;
    let v32 = (v31 * v29);
    let v33 = normalize(v32);
    v14.NormalWS = v33;
    let v37 = v0.Uv0;
    let v39 = v0.Uv1;
    let v40 = (v39 * vec2<f32>(0.0001f, 0.0001f));
    let v41 = (v37 + v40);
    v14.Uv0 = v41;
    let v45 = v14.Position;
    let v46 = v45.xy;
    let v48 = v14.Position;
    let v49 = v48.w;
    let v50 = vec2<f32>(v49);
    let v51 = (v46 / v50);
    let v52 = (v51 * vec2<f32>(0.5f, 0.5f));
    let v53 = (v52 + vec2<f32>(0.5f, 0.5f));
    v14.ScreenUv = v53;
    let v57 = v0.GridCell;
    let v58 = v4;
    let v59 = i32(v58);
    let v60 = v2;
    let v61 = (v60 & 1u);
    let v62 = i32(v61);
    let v63 = vec2<i32>(v59, v62);
    let v64 = (v57 + v63);
    v14.GridCell = v64;
    let v68 = v0.MaterialId;
    v14.MaterialId = v68;
    let v72 = v0.Color;
    v14.Color = v72;
    let v76 = v14.Position;
    let v77 = v76.z;
    let v79 = v14.Position;
    let v80 = v79.w;
    let v81 = (v77 / v80);
    v14.ClipDepth = v81;
    let v84 = v14;
    return v84;
}

fn VSMain_1() {
    var v0: StageVertex;
    var v1: u32;
    var v2: u32;
    var v3: StageVaryings;
    let v4 = in_var_POSITION0;
    v0.Position = v4;
    let v7 = in_var_NORMAL0;
    v0.Normal = v7;
    let v10 = in_var_TEXCOORD0;
    v0.Uv0 = v10;
    let v13 = in_var_TEXCOORD1;
    v0.Uv1 = v13;
    let v16 = in_var_TEXCOORD2;
    v0.GridCell = v16;
    let v19 = in_var_TEXCOORD3;
    v0.MaterialId = v19;
    let v22 = in_var_INSTANCE_WORLD0;
    v0.InstanceWorld = v22;
    let v25 = in_var_COLOR0;
    v0.Color = v25;
    let v28 = gl_VertexIndex;
    v1 = v28;
    let v30 = gl_InstanceIndex;
    v2 = v30;
    let v32 = v0;
    let v33 = v1;
    let v34 = v2;
    let v35 = VSMain_body(v32, v33, v34);
    v3 = v35;
    let v38 = v3.Position;
    gl_Position = v38;
    let v41 = v3.NormalWS;
    out_var_NORMAL0 = v41;
    let v44 = v3.Uv0;
    out_var_TEXCOORD0 = v44;
    let v47 = v3.ScreenUv;
    out_var_TEXCOORD1 = v47;
    let v50 = v3.GridCell;
    out_var_TEXCOORD2 = v50;
    let v53 = v3.MaterialId;
    out_var_TEXCOORD3 = v53;
    let v56 = v3.Color;
    out_var_COLOR0 = v56;
    let v59 = v3.ClipDepth;
    out_var_TEXCOORD4 = v59;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) @interpolate(perspective, centroid) out_2: vec2<f32>,
    @location(2) @interpolate(linear) out_3: vec2<f32>,
    @location(3) @interpolate(flat) out_4: vec2<i32>,
    @location(4) @interpolate(flat) out_5: u32,
    @location(5) out_6: vec4<f32>,
    @location(6) out_7: f32,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>, @location(2) in_2_0: vec2<f32>, @location(3) in_3_0: vec2<f32>, @location(5) in_4_0: vec2<i32>, @location(6) in_5_0: u32, @location(8) in_6_0: vec4<f32>, @location(9) in_6_1: vec4<f32>, @location(10) in_6_2: vec4<f32>, @location(11) in_6_3: vec4<f32>, @location(4) in_7_0: vec4<f32>, @builtin(vertex_index) in_8_0: u32, @builtin(instance_index) in_9_0: u32) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TEXCOORD0 = in_2_0;
    in_var_TEXCOORD1 = in_3_0;
    in_var_TEXCOORD2 = in_4_0;
    in_var_TEXCOORD3 = in_5_0;
    in_var_INSTANCE_WORLD0[0] = in_6_0;
    in_var_INSTANCE_WORLD0[1] = in_6_1;
    in_var_INSTANCE_WORLD0[2] = in_6_2;
    in_var_INSTANCE_WORLD0[3] = in_6_3;
    in_var_COLOR0 = in_7_0;
    gl_VertexIndex = in_8_0;
    gl_InstanceIndex = in_9_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_NORMAL0, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_COLOR0, out_var_TEXCOORD4);
}
