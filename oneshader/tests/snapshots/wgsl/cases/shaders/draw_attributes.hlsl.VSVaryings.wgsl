var<private> in_var_POSITION0: vec2<f32>;
var<private> gl_VertexIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TRIANGLE0: u32;
var<private> out_var_SIGNS0: vec2<i32>;
var<private> out_var_RAMP0: f32;
var<private> out_var_IDS0: vec3<u32>;
fn VSVaryings_1() {
    let v3 = in_var_POSITION0;
    let v5 = gl_VertexIndex;
    let v32 = vec4<f32>(v3, 0.0f, 1.0f);
    let v36 = (v5 / 3u);
    let v41 = i32(v36);
    let v42 = -(v41);
    let v43 = (v42 - 1i);
    let v47 = (v41 * 10i);
    let v48 = vec2<i32>(v43, v47);
    let v52 = v3.x;
    let v53 = (v52 + 1.0f);
    let v54 = (v53 * 40.0f);
    let v59 = (v5 * 2u);
    let v62 = (2882338816u + v36);
    let v63 = vec3<u32>(v5, v59, v62);
    gl_Position = v32;
    out_var_TRIANGLE0 = v36;
    out_var_SIGNS0 = v48;
    out_var_RAMP0 = v54;
    out_var_IDS0 = v63;
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
