diagnostic(off, derivative_uniformity);

struct SpriteVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Color: vec4<f32>,
}

@group(0) @binding(0) var<uniform> SpriteFrame: array<vec4<u32>, 6>;
@group(0) @binding(1) var SpriteAtlas: texture_2d<f32>;
@group(0) @binding(2) var SpriteAtlasSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_body(a0: SpriteVaryings) -> vec4<f32> {
    var v0: SpriteVaryings;
    var v2: vec4<f32>;
    var v7: vec4<f32>;
    v0 = a0;
    let v4 = v0.Uv;
    let v5 = textureSample(SpriteAtlas, SpriteAtlasSampler, v4);
    v2 = v5;
    let v8 = v2;
    let v10 = v0.Color;
    let v11 = (v8 * v10);
    v7 = v11;
    let v13 = v7;
    let v14 = v13.w;
    let v16 = bitcast<f32>(SpriteFrame[5].x);
    let v17 = (v14 - v16);
    let v18 = (v17 < 0.0f);
    if v18 {
        discard;
        return vec4<f32>();
    }
    let v19 = v7;
    let v20 = v19.xyz;
    let v22 = bitcast<vec3<f32>>(SpriteFrame[4].xyz);
    let v23 = v7;
    let v24 = v23.w;
    let v25 = vec3<f32>(v24);
    let v26 = (v22 * v25);
    let v28 = bitcast<f32>(SpriteFrame[4].w);
    let v29 = vec3<f32>(v28);
    let v30 = mix(v20, v26, v29);
    let v31 = v7;
    let v32 = vec4<f32>(v30.x, v30.y, v30.z, v31.w);
    v7 = v32;
    let v34 = v7;
    return v34;
}

fn PSMain_1() {
    var v0: SpriteVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Uv = v5;
    let v8 = in_var_COLOR0;
    v0.Color = v8;
    let v11 = v0;
    let v12 = PSMain_body(v11);
    v1 = v12;
    let v14 = v1;
    out_var_SV_Target0 = v14;
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
