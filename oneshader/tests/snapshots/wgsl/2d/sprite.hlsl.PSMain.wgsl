diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> SpriteFrame: array<vec4<u32>, 6>;
@group(0) @binding(1) var SpriteAtlas: texture_2d<f32>;
@group(0) @binding(2) var SpriteAtlasSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v27: vec4<f32>;
    var v30: f32;
    let v5 = in_var_TEXCOORD0;
    let v8 = in_var_COLOR0;
    let v22 = textureSample(SpriteAtlas, SpriteAtlasSampler, v5);
    v27 = (v22 * v8);
    v30 = v27.w;
    let v32 = bitcast<f32>(SpriteFrame[5].x);
    let v33 = (v30 - v32);
    let v34 = (v33 < 0.0f);
    if v34 {
        discard;
        return;
    }
    let v36 = v27.xyz;
    let v38 = bitcast<vec3<f32>>(SpriteFrame[4].xyz);
    let v41 = vec3<f32>(v30);
    let v42 = (v38 * v41);
    let v44 = bitcast<f32>(SpriteFrame[4].w);
    let v45 = vec3<f32>(v44);
    let v46 = mix(v36, v42, v45);
    let v48 = vec4<f32>(v46.x, v46.y, v46.z, v27.w);
    out_var_SV_Target0 = v48;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) in_2_0: vec4<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_COLOR0 = in_2_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
