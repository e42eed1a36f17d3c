struct SkyVaryings {
    Position: vec4<f32>,
    Direction: vec3<f32>,
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(4) var SkyCube: texture_cube<f32>;
@group(0) @binding(5) var CubeSampler: sampler;
@group(0) @binding(7) var<uniform> IblParams: array<vec4<u32>, 10>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSSky_body(a0: SkyVaryings) -> vec4<f32> {
    var v0: SkyVaryings;
    var v2: vec3<f32>;
    var v7: vec3<f32>;
    var v14: f32;
    v0 = a0;
    let v4 = v0.Direction;
    let v5 = normalize(v4);
    v2 = v5;
    let v8 = v2;
    let v10 = bitcast<f32>(IblParams[9].z);
    let v11 = textureSampleLevel(SkyCube, CubeSampler, v8, v10);
    let v12 = v11.xyz;
    v7 = v12;
    let v15 = v2;
    let v17 = bitcast<vec3<f32>>(View[15].xyz);
    let v18 = -(v17);
    let v19 = dot(v15, v18);
    let v20 = smoothstep(0.9995f, 0.9999f, v19);
    v14 = v20;
    let v23 = bitcast<vec3<f32>>(View[16].xyz);
    let v25 = bitcast<f32>(View[15].w);
    let v26 = vec3<f32>(v25);
    let v27 = (v23 * v26);
    let v28 = v14;
    let v29 = vec3<f32>(v28);
    let v30 = (v27 * v29);
    let v31 = v7;
    let v32 = (v31 + v30);
    v7 = v32;
    let v34 = v7;
    let v36 = bitcast<f32>(IblParams[9].w);
    let v37 = exp2(v36);
    let v38 = vec3<f32>(v37);
    let v39 = (v34 * v38);
    let v40 = vec4<f32>(v39, 1.0f);
    return v40;
}

fn PSSky_1() {
    var v0: SkyVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Direction = v5;
    let v8 = v0;
    let v9 = PSSky_body(v8);
    v1 = v9;
    let v11 = v1;
    out_var_SV_Target0 = v11;
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
