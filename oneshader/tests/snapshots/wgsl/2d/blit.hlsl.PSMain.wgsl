@group(0) @binding(2) var<uniform> Blit: array<vec4<u32>, 2>;
@group(0) @binding(0) var BlitSource: texture_2d<f32>;
@group(0) @binding(1) var BlitSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v32: vec4<f32>;
    var v74: vec4<f32>;
    let v5 = in_var_TEXCOORD0;
    let v21 = bitcast<vec2<f32>>(Blit[0].xy);
    let v25 = bitcast<vec2<f32>>(Blit[0].zw);
    let v26 = (v5 * v25);
    let v27 = (v21 + v26);
    let v31 = bitcast<f32>(Blit[1].x);
    v32 = textureSampleLevel(BlitSource, BlitSampler, v27, v31);
    let v35 = Blit[1].y;
    let v36 = (v35 != 0u);
    if v36 {
        let v38 = v32.xyz;
        let v49 = max(v38, vec3<f32>(0.0f, 0.0f, 0.0f));
        let v52 = (v49 * vec3<f32>(12.92f, 12.92f, 12.92f));
        let v55 = pow(v49, vec3<f32>(0.41666666f, 0.41666666f, 0.41666666f));
        let v56 = (vec3<f32>(1.055f, 1.055f, 1.055f) * v55);
        let v57 = (v56 - vec3<f32>(0.055f, 0.055f, 0.055f));
        let v62 = step(vec3<f32>(0.0031308f, 0.0031308f, 0.0031308f), v49);
        let v63 = mix(v52, v57, v62);
        let v65 = vec4<f32>(v63.x, v63.y, v63.z, v32.w);
        v74 = v65;
    } else {
        v74 = v32;
    }
    let v40 = bitcast<f32>(Blit[1].z);
    let v42 = v74.w;
    let v43 = (v42 * v40);
    var t1 = v74;
    t1.w = v43;
    let v73 = t1;
    out_var_SV_Target0 = v73;
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
