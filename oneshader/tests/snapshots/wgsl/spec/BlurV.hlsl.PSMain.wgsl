diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var Source: texture_2d<f32>;
@group(0) @binding(1) var Linear: sampler;
@group(0) @binding(2) var<uniform> Blur: array<vec4<u32>, 1>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v2: vec2<f32>;
    var v21: vec2<f32>;
    var v44: vec4<f32>;
    var v45: i32;
    var v35: vec4<f32>;
    v2 = in_var_TEXCOORD0;
    let v15 = bitcast<vec2<f32>>(Blur[0].xy);
    let v20 = v15.y;
    v21 = vec2<f32>(0.0f, v20);
    v44 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
    v45 = (-4i);
    loop {
        let v43 = (v45 <= 4i);
        if v43 {
            let v29 = vec2<i32>(v45);
            let v30 = vec2<f32>(v29);
            let v31 = (v21 * v30);
            let v32 = (v2 + v31);
            let v33 = textureSample(Source, Linear, v32);
            v35 = (v44 + v33);
        } else {
            break;
        }
        continuing {
            let v38 = (v45 + 1i);
            v44 = v35;
            v45 = v38;
        }
    }
    let v41 = (v44 / vec4<f32>(9.0f, 9.0f, 9.0f, 9.0f));
    out_var_SV_Target0 = v41;
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
