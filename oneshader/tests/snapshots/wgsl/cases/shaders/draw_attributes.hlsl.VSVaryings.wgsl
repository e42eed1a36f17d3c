struct VaryingsOut {
    Position: vec4<f32>,
    Triangle: u32,
    Signs: vec2<i32>,
    Ramp: f32,
    Ids: vec3<u32>,
}

var<private> in_var_POSITION0: vec2<f32>;
var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TRIANGLE0: u32;
var<private> out_var_SIGNS0: vec2<i32>;
var<private> out_var_RAMP0: f32;
var<private> out_var_IDS0: vec3<u32>;
fn VSVaryings_body(a0: vec2<f32>, a1: u32) -> VaryingsOut {
    var v0: vec2<f32>;
    var v2: u32;
    var v4: VaryingsOut;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = vec4<f32>(v5, 0.0f, 1.0f);
    v4.Position = v6;
    let v9 = v2;
    let v10 = (v9 / 3u);
    v4.Triangle = v10;
    let v14 = v4.Triangle;
    let v15 = i32(v14);
    let v16 = -(v15);
    let v17 = (v16 - 1i);
    let v19 = v4.Triangle;
    let v20 = i32(v19);
    let v21 = (v20 * 10i);
    let v22 = vec2<i32>(v17, v21);
    v4.Signs = v22;
    let v25 = v0;
    let v26 = v25.x;
    let v27 = (v26 + 1.0f);
    let v28 = (v27 * 40.0f);
    v4.Ramp = v28;
    let v31 = v2;
    let v32 = v2;
    let v33 = (v32 * 2u);
    let v35 = v4.Triangle;
    let v36 = (2882338816u + v35);
    let v37 = vec3<u32>(v31, v33, v36);
    v4.Ids = v37;
    let v40 = v4;
    return v40;
}

fn VSVaryings_1() {
    var v0: vec2<f32>;
    var v1: u32;
    var v2: VaryingsOut;
    let v3 = in_var_POSITION0;
    v0 = v3;
    let v5 = gl_VertexIndex;
    v1 = v5;
    let v7 = v0;
    let v8 = v1;
    let v9 = VSVaryings_body(v7, v8);
    v2 = v9;
    let v12 = v2.Position;
    gl_Position = v12;
    let v15 = v2.Triangle;
    out_var_TRIANGLE0 = v15;
    let v18 = v2.Signs;
    out_var_SIGNS0 = v18;
    let v21 = v2.Ramp;
    out_var_RAMP0 = v21;
    let v24 = v2.Ids;
    out_var_IDS0 = v24;
    return;
}

struct VSVaryings_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) @interpolate(flat) out_1: u32,
    @location(1) @interpolate(flat) out_2: vec2<i32>,
    @location(2) out_3: f32,
    @location(3) @interpolate(flat) out_4: vec3<u32>,
}

@vertex
fn VSVaryings(@location(0) in_0_0: vec2<f32>, @builtin(vertex_index) in_1_0: u32) -> VSVaryings_Output {
    in_var_POSITION0 = in_0_0;
    gl_VertexIndex = in_1_0;
    VSVaryings_1();
    return VSVaryings_Output(gl_Position, out_var_TRIANGLE0, out_var_SIGNS0, out_var_RAMP0, out_var_IDS0);
}
