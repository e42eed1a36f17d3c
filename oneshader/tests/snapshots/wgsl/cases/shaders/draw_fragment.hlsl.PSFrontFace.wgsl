var<private> gl_FrontFacing: bool;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSFrontFace_body(a0: bool) -> vec4<f32> {
    var v0: bool;
    v0 = a0;
    let v2 = v0;
    let v3 = select(vec4<f32>(1.0f, 0.0f, 0.0f, 1.0f), vec4<f32>(0.0f, 1.0f, 0.0f, 1.0f), v2);
    return v3;
}

fn PSFrontFace_1() {
    var v0: bool;
    var v1: vec4<f32>;
    let v2 = gl_FrontFacing;
    v0 = v2;
    let v4 = v0;
    let v5 = PSFrontFace_body(v4);
    v1 = v5;
    let v7 = v1;
    out_var_SV_Target0 = v7;
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
