@group(0) @binding(1) var<uniform> Draw: array<vec4<u32>, 6>;
@group(0) @binding(0) var<uniform> Camera: array<vec4<u32>, 4>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_COLOR0: vec4<f32>;
fn VSMain_1() {
    let v2 = in_var_POSITION0;
    let v17 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Camera[0].x), bitcast<f32>(Camera[1].x), bitcast<f32>(Camera[2].x), bitcast<f32>(Camera[3].x)), vec4<f32>(bitcast<f32>(Camera[0].y), bitcast<f32>(Camera[1].y), bitcast<f32>(Camera[2].y), bitcast<f32>(Camera[3].y)), vec4<f32>(bitcast<f32>(Camera[0].z), bitcast<f32>(Camera[1].z), bitcast<f32>(Camera[2].z), bitcast<f32>(Camera[3].z)), vec4<f32>(bitcast<f32>(Camera[0].w), bitcast<f32>(Camera[1].w), bitcast<f32>(Camera[2].w), bitcast<f32>(Camera[3].w)));
    let v19 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Draw[0].x), bitcast<f32>(Draw[1].x), bitcast<f32>(Draw[2].x), bitcast<f32>(Draw[3].x)), vec4<f32>(bitcast<f32>(Draw[0].y), bitcast<f32>(Draw[1].y), bitcast<f32>(Draw[2].y), bitcast<f32>(Draw[3].y)), vec4<f32>(bitcast<f32>(Draw[0].z), bitcast<f32>(Draw[1].z), bitcast<f32>(Draw[2].z), bitcast<f32>(Draw[3].z)), vec4<f32>(bitcast<f32>(Draw[0].w), bitcast<f32>(Draw[1].w), bitcast<f32>(Draw[2].w), bitcast<f32>(Draw[3].w)));
    let v21 = vec4<f32>(v2, 1.0f);
    let v22 = (v21 * v19);
    let v23 = (v22 * v17);
    let v27 = bitcast<vec4<f32>>(Draw[4]);
    gl_Position = v23;
    out_var_COLOR0 = v27;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec4<f32>,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_COLOR0);
}
