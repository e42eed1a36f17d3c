diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var Source: texture_2d<f32>;
@group(0) @binding(1) var Linear: sampler;
@group(0) @binding(2) var<uniform> Blur: array<vec4<u32>, 1>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_body(a0: vec2<f32>) -> vec4<f32> {
    var v0: vec2<f32>;
    var v2: vec2<f32>;
    var v13: vec4<f32>;
    var v15: i32;
    v0 = a0;
    let v4 = bitcast<vec2<f32>>(Blur[0].xy);
    let v5 = v4.x;
    let v6 = vec2<f32>(v5, 0.0f);
    let v8 = bitcast<vec2<f32>>(Blur[0].xy);
    let v9 = v8.y;
    let v10 = vec2<f32>(0.0f, v9);
    let v11 = select(v10, v6, true);
    v2 = v11;
    v13 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
    v15 = (-4i);
    loop {
        let v17 = v15;
        let v18 = (v17 <= 4i);
        if v18 {
            let v19 = v0;
            let v20 = v2;
            let v21 = v15;
            let v22 = vec2<i32>(v21);
            let v23 = vec2<f32>(v22);
            let v24 = (v20 * v23);
            let v25 = (v19 + v24);
            let v26 = textureSample(Source, Linear, v25);
            let v27 = v13;
            let v28 = (v27 + v26);
            v13 = v28;
        } else {
            break;
        }
        continuing {
            let v30 = v15;
            let v31 = (v30 + 1i);
            v15 = v31;
        }
    }
    let v33 = v13;
    let v34 = (v33 / vec4<f32>(9.0f, 9.0f, 9.0f, 9.0f));
    return v34;
}

fn PSMain_1() {
    var v0: vec2<f32>;
    var v1: vec4<f32>;
    let v2 = in_var_TEXCOORD0;
    v0 = v2;
    let v4 = v0;
    let v5 = PSMain_body(v4);
    v1 = v5;
    let v7 = v1;
    out_var_SV_Target0 = v7;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@location(0) in_0_0: vec2<f32>) -> PSMain_Output {
    in_var_TEXCOORD0 = in_0_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
