@group(0) @binding(2) var<uniform> Blit: array<vec4<u32>, 2>;
@group(0) @binding(0) var BlitSource: texture_2d<f32>;
@group(0) @binding(1) var BlitSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v29: vec4<f32>;
    var v79: vec4<f32>;
    let v5 = in_var_TEXCOORD0;
    let v18 = bitcast<vec2<f32>>(Blit[0].xy);
    let v22 = bitcast<vec2<f32>>(Blit[0].zw);
    let v23 = (v5 * v22);
    let v24 = (v18 + v23);
    let v28 = bitcast<f32>(Blit[1].x);
    v29 = textureSampleLevel(BlitSource, BlitSampler, v24, v28);
    let v32 = Blit[1].y;
    let v33 = (v32 != 0u);
    if v33 {
        let v35 = v29.xyz;
        let v53 = max(v35, vec3<f32>(0.0f, 0.0f, 0.0f));
        let v56 = (v53 * vec3<f32>(12.92f, 12.92f, 12.92f));
        let v59 = pow(v53, vec3<f32>(0.41666666f, 0.41666666f, 0.41666666f));
        let v60 = (vec3<f32>(1.055f, 1.055f, 1.055f) * v59);
        let v61 = (v60 - vec3<f32>(0.055f, 0.055f, 0.055f));
        let v66 = step(vec3<f32>(0.0031308f, 0.0031308f, 0.0031308f), v53);
        let v67 = mix(v56, v61, v66);
        let v38 = vec4<f32>(v67.x, v67.y, v67.z, v29.w);
        v79 = v38;
    } else {
        v79 = v29;
    }
    let v41 = bitcast<f32>(Blit[1].z);
    let v43 = v79.w;
    let v44 = (v43 * v41);
    var t1 = v79;
    t1.w = v44;
    let v78 = t1;
    out_var_SV_Target0 = v78;
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
