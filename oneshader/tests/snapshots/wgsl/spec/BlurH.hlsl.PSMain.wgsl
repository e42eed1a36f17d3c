diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var Source: texture_2d<f32>;
@group(0) @binding(1) var Linear: sampler;
@group(0) @binding(2) var<uniform> Blur: array<vec4<u32>, 1>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    let v2 = in_var_TEXCOORD0;
    let v10 = bitcast<vec2<f32>>(Blur[0].xy);
    let v11 = v10.x;
    let v12 = vec2<f32>(v11, 0.0f);
    let v21 = (v12 * vec2<f32>((-4.0f), (-4.0f)));
    let v22 = (v2 + v21);
    let v23 = textureSample(Source, Linear, v22);
    let v24 = (vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f) + v23);
    let v29 = (v12 * vec2<f32>((-3.0f), (-3.0f)));
    let v30 = (v2 + v29);
    let v31 = textureSample(Source, Linear, v30);
    let v32 = (v24 + v31);
    let v37 = (v12 * vec2<f32>((-2.0f), (-2.0f)));
    let v38 = (v2 + v37);
    let v39 = textureSample(Source, Linear, v38);
    let v40 = (v32 + v39);
    let v45 = (v12 * vec2<f32>((-1.0f), (-1.0f)));
    let v46 = (v2 + v45);
    let v47 = textureSample(Source, Linear, v46);
    let v48 = (v40 + v47);
    let v53 = (v12 * vec2<f32>(0.0f, 0.0f));
    let v54 = (v2 + v53);
    let v55 = textureSample(Source, Linear, v54);
    let v56 = (v48 + v55);
    let v62 = (v2 + v12);
    let v63 = textureSample(Source, Linear, v62);
    let v64 = (v56 + v63);
    let v69 = (v12 * vec2<f32>(2.0f, 2.0f));
    let v70 = (v2 + v69);
    let v71 = textureSample(Source, Linear, v70);
    let v72 = (v64 + v71);
    let v77 = (v12 * vec2<f32>(3.0f, 3.0f));
    let v78 = (v2 + v77);
    let v79 = textureSample(Source, Linear, v78);
    let v80 = (v72 + v79);
    let v85 = (v12 * vec2<f32>(4.0f, 4.0f));
    let v86 = (v2 + v85);
    let v87 = textureSample(Source, Linear, v86);
    let v88 = (v80 + v87);
    let v18 = (v88 / vec4<f32>(9.0f, 9.0f, 9.0f, 9.0f));
    out_var_SV_Target0 = v18;
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
