@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(4) var SkyCube: texture_cube<f32>;
@group(0) @binding(5) var CubeSampler: sampler;
@group(0) @binding(7) var<uniform> IblParams: array<vec4<u32>, 10>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSSky_1() {
    let v5 = in_var_TEXCOORD0;
    let v20 = normalize(v5);
    let v24 = bitcast<f32>(IblParams[9].z);
    let v25 = textureSampleLevel(SkyCube, CubeSampler, v20, v24);
    let v26 = v25.xyz;
    let v30 = bitcast<vec3<f32>>(View[15].xyz);
    let v31 = -(v30);
    let v32 = dot(v20, v31);
    let v33 = smoothstep(0.9995f, 0.9999f, v32);
    let v36 = bitcast<vec3<f32>>(View[16].xyz);
    let v38 = bitcast<f32>(View[15].w);
    let v39 = vec3<f32>(v38);
    let v40 = (v36 * v39);
    let v42 = vec3<f32>(v33);
    let v43 = (v40 * v42);
    let v45 = (v26 + v43);
    let v49 = bitcast<f32>(IblParams[9].w);
    let v50 = exp2(v49);
    let v51 = vec3<f32>(v50);
    let v52 = (v45 * v51);
    let v53 = vec4<f32>(v52, 1.0f);
    out_var_SV_Target0 = v53;
    return;
}

struct PSSky_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSSky(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>) -> PSSky_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    PSSky_1();
    return PSSky_Output(out_var_SV_Target0);
}
