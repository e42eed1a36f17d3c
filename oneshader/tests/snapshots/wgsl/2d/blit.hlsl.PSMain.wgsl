struct FullscreenVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
}

@group(0) @binding(2) var<uniform> Blit: array<vec4<u32>, 2>;
@group(0) @binding(0) var BlitSource: texture_2d<f32>;
@group(0) @binding(1) var BlitSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn LinearToSrgb(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v5: vec3<f32>;
    var v9: vec3<f32>;
    v0 = a0;
    let v2 = v0;
    let v3 = max(v2, vec3<f32>(0.0f, 0.0f, 0.0f));
    v0 = v3;
    let v6 = v0;
    let v7 = (v6 * vec3<f32>(12.92f, 12.92f, 12.92f));
    v5 = v7;
    let v10 = v0;
    let v11 = pow(v10, vec3<f32>(0.41666666f, 0.41666666f, 0.41666666f));
    let v12 = (vec3<f32>(1.055f, 1.055f, 1.055f) * v11);
    let v13 = (v12 - vec3<f32>(0.055f, 0.055f, 0.055f));
    v9 = v13;
    let v15 = v5;
    let v16 = v9;
    let v17 = v0;
    let v18 = step(vec3<f32>(0.0031308f, 0.0031308f, 0.0031308f), v17);
    let v19 = mix(v15, v16, v18);
    return v19;
}

fn PSMain_body(a0: FullscreenVaryings) -> vec4<f32> {
    var v0: FullscreenVaryings;
    var v2: vec2<f32>;
    var v12: vec4<f32>;
    v0 = a0;
    let v4 = bitcast<vec2<f32>>(Blit[0].xy);
    let v6 = v0.Uv;
    let v8 = bitcast<vec2<f32>>(Blit[0].zw);
    let v9 = (v6 * v8);
    let v10 = (v4 + v9);
    v2 = v10;
    let v13 = v2;
    let v15 = bitcast<f32>(Blit[1].x);
    let v16 = textureSampleLevel(BlitSource, BlitSampler, v13, v15);
    v12 = v16;
    let v19 = Blit[1].y;
    let v20 = (v19 != 0u);
    if v20 {
        let v21 = v12;
        let v22 = v21.xyz;
        let v23 = LinearToSrgb(v22);
        let v24 = v12;
        let v25 = vec4<f32>(v23.x, v23.y, v23.z, v24.w);
        v12 = v25;
    }
    let v28 = bitcast<f32>(Blit[1].z);
    let v29 = v12;
    let v30 = v29.w;
    let v31 = (v30 * v28);
    v12.w = v31;
    let v34 = v12;
    return v34;
}

fn PSMain_1() {
    var v0: FullscreenVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Uv = v5;
    let v8 = v0;
    let v9 = PSMain_body(v8);
    v1 = v9;
    let v11 = v1;
    out_var_SV_Target0 = v11;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
