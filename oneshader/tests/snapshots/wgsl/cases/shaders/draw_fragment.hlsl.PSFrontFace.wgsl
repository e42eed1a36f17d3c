var<private> gl_FrontFacing: bool;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSFrontFace_1() {
    let v2 = gl_FrontFacing;
    let v12 = select(vec4<f32>(1.0f, 0.0f, 0.0f, 1.0f), vec4<f32>(0.0f, 1.0f, 0.0f, 1.0f), v2);
    out_var_SV_Target0 = v12;
    return;
}

struct PSFrontFace_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSFrontFace(@builtin(front_facing) in_0_0: bool) -> PSFrontFace_Output {
    gl_FrontFacing = in_0_0;
    PSFrontFace_1();
    return PSFrontFace_Output(out_var_SV_Target0);
}
