struct ClusteredVaryings {
    Position: vec4<f32>,
    PositionWS: vec3<f32>,
    NormalWS: vec3<f32>,
    Uv: vec2<f32>,
    ViewDepth: f32,
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(7) var<uniform> ClusteredObject: array<vec4<u32>, 6>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec3<f32>;
var<private> out_var_TEXCOORD1: vec3<f32>;
var<private> out_var_TEXCOORD2: vec2<f32>;
var<private> out_var_TEXCOORD3: f32;
fn VSMain_body(a0: vec3<f32>, a1: vec3<f32>, a2: vec2<f32>) -> ClusteredVaryings {
    var v0: vec3<f32>;
    var v2: vec3<f32>;
    var v4: vec2<f32>;
    var v6: vec4<f32>;
    var v13: ClusteredVaryings;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v8 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ClusteredObject[0].x), bitcast<f32>(ClusteredObject[1].x), bitcast<f32>(ClusteredObject[2].x), bitcast<f32>(ClusteredObject[3].x)), vec4<f32>(bitcast<f32>(ClusteredObject[0].y), bitcast<f32>(ClusteredObject[1].y), bitcast<f32>(ClusteredObject[2].y), bitcast<f32>(ClusteredObject[3].y)), vec4<f32>(bitcast<f32>(ClusteredObject[0].z), bitcast<f32>(ClusteredObject[1].z), bitcast<f32>(ClusteredObject[2].z), bitcast<f32>(ClusteredObject[3].z)), vec4<f32>(bitcast<f32>(ClusteredObject[0].w), bitcast<f32>(ClusteredObject[1].w), bitcast<f32>(ClusteredObject[2].w), bitcast<f32>(ClusteredObject[3].w)));
    let v9 = v0;
    let v10 = vec4<f32>(v9, 1.0f);
    let v11 = (v10 * v8);
    v6 = v11;
    let v15 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[0].x), bitcast<f32>(View[1].x), bitcast<f32>(View[2].x), bitcast<f32>(View[3].x)), vec4<f32>(bitcast<f32>(View[0].y), bitcast<f32>(View[1].y), bitcast<f32>(View[2].y), bitcast<f32>(View[3].y)), vec4<f32>(bitcast<f32>(View[0].z), bitcast<f32>(View[1].z), bitcast<f32>(View[2].z), bitcast<f32>(View[3].z)), vec4<f32>(bitcast<f32>(View[0].w), bitcast<f32>(View[1].w), bitcast<f32>(View[2].w), bitcast<f32>(View[3].w)));
    let v16 = v6;
    let v17 = (v16 * v15);
    v13.Position = v17;
    let v20 = v6;
    let v21 = v20.xyz;
    v13.PositionWS = v21;
    let v25 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ClusteredObject[0].x), bitcast<f32>(ClusteredObject[1].x), bitcast<f32>(ClusteredObject[2].x), bitcast<f32>(ClusteredObject[3].x)), vec4<f32>(bitcast<f32>(ClusteredObject[0].y), bitcast<f32>(ClusteredObject[1].y), bitcast<f32>(ClusteredObject[2].y), bitcast<f32>(ClusteredObject[3].y)), vec4<f32>(bitcast<f32>(ClusteredObject[0].z), bitcast<f32>(ClusteredObject[1].z), bitcast<f32>(ClusteredObject[2].z), bitcast<f32>(ClusteredObject[3].z)), vec4<f32>(bitcast<f32>(ClusteredObject[0].w), bitcast<f32>(ClusteredObject[1].w), bitcast<f32>(ClusteredObject[2].w), bitcast<f32>(ClusteredObject[3].w)));
    let v26 = v25[0];
    let v27 = v26.xyz;
    let v28 = v25[1];
    let v29 = v28.xyz;
    let v30 = v25[2];
    let v31 = v30.xyz;
    let v32 = mat3x3<f32>(v27, v29, v31);
    let v33 = v2;
    let v34 = (v33 * v32);
    v13.NormalWS = v34;
    let v37 = v4;
    v13.Uv = v37;
    let v41 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[4].x), bitcast<f32>(View[5].x), bitcast<f32>(View[6].x), bitcast<f32>(View[7].x)), vec4<f32>(bitcast<f32>(View[4].y), bitcast<f32>(View[5].y), bitcast<f32>(View[6].y), bitcast<f32>(View[7].y)), vec4<f32>(bitcast<f32>(View[4].z), bitcast<f32>(View[5].z), bitcast<f32>(View[6].z), bitcast<f32>(View[7].z)), vec4<f32>(bitcast<f32>(View[4].w), bitcast<f32>(View[5].w), bitcast<f32>(View[6].w), bitcast<f32>(View[7].w)));
    let v42 = v6;
    let v43 = (v42 * v41);
    let v44 = v43.z;
    v13.ViewDepth = v44;
    let v47 = v13;
    return v47;
}

fn VSMain_1() {
    var v0: vec3<f32>;
    var v1: vec3<f32>;
    var v2: vec2<f32>;
    var v3: ClusteredVaryings;
    let v4 = in_var_POSITION0;
    v0 = v4;
    let v6 = in_var_NORMAL0;
    v1 = v6;
    let v8 = in_var_TEXCOORD0;
    v2 = v8;
    let v10 = v0;
    let v11 = v1;
    let v12 = v2;
    let v13 = VSMain_body(v10, v11, v12);
    v3 = v13;
    let v16 = v3.Position;
    gl_Position = v16;
    let v19 = v3.PositionWS;
    out_var_TEXCOORD0 = v19;
    let v22 = v3.NormalWS;
    out_var_TEXCOORD1 = v22;
    let v25 = v3.Uv;
    out_var_TEXCOORD2 = v25;
    let v28 = v3.ViewDepth;
    out_var_TEXCOORD3 = v28;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) out_2: vec3<f32>,
    @location(2) out_3: vec2<f32>,
    @location(3) out_4: f32,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>, @location(2) in_2_0: vec2<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TEXCOORD0 = in_2_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3);
}
