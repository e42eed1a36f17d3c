struct IblVaryings {
    Position: vec4<f32>,
    PositionWS: vec3<f32>,
    NormalWS: vec3<f32>,
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(7) var<uniform> IblParams: array<vec4<u32>, 10>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec3<f32>;
var<private> out_var_TEXCOORD1: vec3<f32>;
fn VSMain_body(a0: vec3<f32>, a1: vec3<f32>) -> IblVaryings {
    var v0: vec3<f32>;
    var v2: vec3<f32>;
    var v4: vec4<f32>;
    var v11: IblVaryings;
    v0 = a0;
    v2 = a1;
    let v6 = mat4x4<f32>(vec4<f32>(bitcast<f32>(IblParams[0].x), bitcast<f32>(IblParams[1].x), bitcast<f32>(IblParams[2].x), bitcast<f32>(IblParams[3].x)), vec4<f32>(bitcast<f32>(IblParams[0].y), bitcast<f32>(IblParams[1].y), bitcast<f32>(IblParams[2].y), bitcast<f32>(IblParams[3].y)), vec4<f32>(bitcast<f32>(IblParams[0].z), bitcast<f32>(IblParams[1].z), bitcast<f32>(IblParams[2].z), bitcast<f32>(IblParams[3].z)), vec4<f32>(bitcast<f32>(IblParams[0].w), bitcast<f32>(IblParams[1].w), bitcast<f32>(IblParams[2].w), bitcast<f32>(IblParams[3].w)));
    let v7 = v0;
    let v8 = vec4<f32>(v7, 1.0f);
    let v9 = (v8 * v6);
    v4 = v9;
    let v13 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[0].x), bitcast<f32>(View[1].x), bitcast<f32>(View[2].x), bitcast<f32>(View[3].x)), vec4<f32>(bitcast<f32>(View[0].y), bitcast<f32>(View[1].y), bitcast<f32>(View[2].y), bitcast<f32>(View[3].y)), vec4<f32>(bitcast<f32>(View[0].z), bitcast<f32>(View[1].z), bitcast<f32>(View[2].z), bitcast<f32>(View[3].z)), vec4<f32>(bitcast<f32>(View[0].w), bitcast<f32>(View[1].w), bitcast<f32>(View[2].w), bitcast<f32>(View[3].w)));
    let v14 = v4;
    let v15 = (v14 * v13);
    v11.Position = v15;
    let v18 = v4;
    let v19 = v18.xyz;
    v11.PositionWS = v19;
    let v23 = mat4x4<f32>(vec4<f32>(bitcast<f32>(IblParams[0].x), bitcast<f32>(IblParams[1].x), bitcast<f32>(IblParams[2].x), bitcast<f32>(IblParams[3].x)), vec4<f32>(bitcast<f32>(IblParams[0].y), bitcast<f32>(IblParams[1].y), bitcast<f32>(IblParams[2].y), bitcast<f32>(IblParams[3].y)), vec4<f32>(bitcast<f32>(IblParams[0].z), bitcast<f32>(IblParams[1].z), bitcast<f32>(IblParams[2].z), bitcast<f32>(IblParams[3].z)), vec4<f32>(bitcast<f32>(IblParams[0].w), bitcast<f32>(IblParams[1].w), bitcast<f32>(IblParams[2].w), bitcast<f32>(IblParams[3].w)));
    let v24 = v23[0];
    let v25 = v24.xyz;
    let v26 = v23[1];
    let v27 = v26.xyz;
    let v28 = v23[2];
    let v29 = v28.xyz;
    let v30 = mat3x3<f32>(v25, v27, v29);
    let v31 = v2;
    let v32 = (v31 * v30);
    v11.NormalWS = v32;
    let v35 = v11;
    return v35;
}

fn VSMain_1() {
    var v0: vec3<f32>;
    var v1: vec3<f32>;
    var v2: IblVaryings;
    let v3 = in_var_POSITION0;
    v0 = v3;
    let v5 = in_var_NORMAL0;
    v1 = v5;
    let v7 = v0;
    let v8 = v1;
    let v9 = VSMain_body(v7, v8);
    v2 = v9;
    let v12 = v2.Position;
    gl_Position = v12;
    let v15 = v2.PositionWS;
    out_var_TEXCOORD0 = v15;
    let v18 = v2.NormalWS;
    out_var_TEXCOORD1 = v18;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) out_2: vec3<f32>,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1);
}
