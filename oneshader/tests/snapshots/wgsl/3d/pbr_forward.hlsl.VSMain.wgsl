struct MeshVertex {
    Position: vec3<f32>,
    Normal: vec3<f32>,
    Tangent: vec4<f32>,
    Uv: vec2<f32>,
}

struct MeshVaryings {
    Position: vec4<f32>,
    PositionWS: vec3<f32>,
    NormalWS: vec3<f32>,
    TangentWS: vec4<f32>,
    Uv: vec2<f32>,
    ViewDepth: f32,
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(2) @binding(0) var<uniform> Object: array<vec4<u32>, 8>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TANGENT0: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec3<f32>;
var<private> out_var_TEXCOORD1: vec3<f32>;
var<private> out_var_TEXCOORD2: vec4<f32>;
var<private> out_var_TEXCOORD3: vec2<f32>;
var<private> out_var_TEXCOORD4: f32;
fn VSMain_body(a0: MeshVertex) -> MeshVaryings {
    var v0: MeshVertex;
    var v2: vec4<f32>;
    var v10: MeshVaryings;
    v0 = a0;
    let v4 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Object[0].x), bitcast<f32>(Object[1].x), bitcast<f32>(Object[2].x), bitcast<f32>(Object[3].x)), vec4<f32>(bitcast<f32>(Object[0].y), bitcast<f32>(Object[1].y), bitcast<f32>(Object[2].y), bitcast<f32>(Object[3].y)), vec4<f32>(bitcast<f32>(Object[0].z), bitcast<f32>(Object[1].z), bitcast<f32>(Object[2].z), bitcast<f32>(Object[3].z)), vec4<f32>(bitcast<f32>(Object[0].w), bitcast<f32>(Object[1].w), bitcast<f32>(Object[2].w), bitcast<f32>(Object[3].w)));
    let v6 = v0.Position;
    let v7 = vec4<f32>(v6, 1.0f);
    let v8 = (v7 * v4);
    v2 = v8;
    let v12 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[0].x), bitcast<f32>(View[1].x), bitcast<f32>(View[2].x), bitcast<f32>(View[3].x)), vec4<f32>(bitcast<f32>(View[0].y), bitcast<f32>(View[1].y), bitcast<f32>(View[2].y), bitcast<f32>(View[3].y)), vec4<f32>(bitcast<f32>(View[0].z), bitcast<f32>(View[1].z), bitcast<f32>(View[2].z), bitcast<f32>(View[3].z)), vec4<f32>(bitcast<f32>(View[0].w), bitcast<f32>(View[1].w), bitcast<f32>(View[2].w), bitcast<f32>(View[3].w)));
    let v13 = v2;
    let v14 = (v13 * v12);
    v10.Position = v14;
    let v17 = v2;
    let v18 = v17.xyz;
    v10.PositionWS = v18;
    let v22 = mat3x3<f32>(vec3<f32>(bitcast<f32>(Object[4].x), bitcast<f32>(Object[5].x), bitcast<f32>(Object[6].x)), vec3<f32>(bitcast<f32>(Object[4].y), bitcast<f32>(Object[5].y), bitcast<f32>(Object[6].y)), vec3<f32>(bitcast<f32>(Object[4].z), bitcast<f32>(Object[5].z), bitcast<f32>(Object[6].z)));
    let v24 = v0.Normal;
    let v25 = (v24 * v22);
    let v26 = normalize(v25);
    v10.NormalWS = v26;
    let v30 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Object[0].x), bitcast<f32>(Object[1].x), bitcast<f32>(Object[2].x), bitcast<f32>(Object[3].x)), vec4<f32>(bitcast<f32>(Object[0].y), bitcast<f32>(Object[1].y), bitcast<f32>(Object[2].y), bitcast<f32>(Object[3].y)), vec4<f32>(bitcast<f32>(Object[0].z), bitcast<f32>(Object[1].z), bitcast<f32>(Object[2].z), bitcast<f32>(Object[3].z)), vec4<f32>(bitcast<f32>(Object[0].w), bitcast<f32>(Object[1].w), bitcast<f32>(Object[2].w), bitcast<f32>(Object[3].w)));
    let v31 = v30[0];
    let v32 = v31.xyz;
    let v33 = v30[1];
    let v34 = v33.xyz;
    let v35 = v30[2];
    let v36 = v35.xyz;
    let v37 = mat3x3<f32>(v32, v34, v36);
    let v39 = v0.Tangent;
    let v40 = v39.xyz;
    let v41 = (v40 * v37);
    let v42 = normalize(v41);
    let v44 = v0.Tangent;
    let v45 = v44.w;
    let v46 = vec4<f32>(v42, v45);
    v10.TangentWS = v46;
    let v50 = v0.Uv;
    v10.Uv = v50;
    let v54 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[4].x), bitcast<f32>(View[5].x), bitcast<f32>(View[6].x), bitcast<f32>(View[7].x)), vec4<f32>(bitcast<f32>(View[4].y), bitcast<f32>(View[5].y), bitcast<f32>(View[6].y), bitcast<f32>(View[7].y)), vec4<f32>(bitcast<f32>(View[4].z), bitcast<f32>(View[5].z), bitcast<f32>(View[6].z), bitcast<f32>(View[7].z)), vec4<f32>(bitcast<f32>(View[4].w), bitcast<f32>(View[5].w), bitcast<f32>(View[6].w), bitcast<f32>(View[7].w)));
    let v55 = v2;
    let v56 = (v55 * v54);
    let v57 = v56.z;
    v10.ViewDepth = v57;
    let v60 = v10;
    return v60;
}

fn VSMain_1() {
    var v0: MeshVertex;
    var v1: MeshVaryings;
    let v2 = in_var_POSITION0;
    v0.Position = v2;
    let v5 = in_var_NORMAL0;
    v0.Normal = v5;
    let v8 = in_var_TANGENT0;
    v0.Tangent = v8;
    let v11 = in_var_TEXCOORD0;
    v0.Uv = v11;
    let v14 = v0;
    let v15 = VSMain_body(v14);
    v1 = v15;
    let v18 = v1.Position;
    gl_Position = v18;
    let v21 = v1.PositionWS;
    out_var_TEXCOORD0 = v21;
    let v24 = v1.NormalWS;
    out_var_TEXCOORD1 = v24;
    let v27 = v1.TangentWS;
    out_var_TEXCOORD2 = v27;
    let v30 = v1.Uv;
    out_var_TEXCOORD3 = v30;
    let v33 = v1.ViewDepth;
    out_var_TEXCOORD4 = v33;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) out_2: vec3<f32>,
    @location(2) out_3: vec4<f32>,
    @location(3) out_4: vec2<f32>,
    @location(4) out_5: f32,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>, @location(2) in_2_0: vec4<f32>, @location(3) in_3_0: vec2<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TANGENT0 = in_2_0;
    in_var_TEXCOORD0 = in_3_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_TEXCOORD4);
}
