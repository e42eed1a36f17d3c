diagnostic(off, derivative_uniformity);

struct FullscreenVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> GradeParams: array<vec4<u32>, 8>;
@group(0) @binding(1) var SceneColor: texture_2d<f32>;
@group(0) @binding(2) var GradingLut: texture_3d<f32>;
@group(0) @binding(3) var LinearClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn ApplyLiftGammaGain(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    v0 = a0;
    let v2 = v0;
    let v4 = bitcast<vec3<f32>>(GradeParams[2].xyz);
    let v5 = (v2 * v4);
    let v7 = bitcast<vec3<f32>>(GradeParams[0].xyz);
    let v8 = v0;
    let v9 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v8);
    let v10 = (v7 * v9);
    let v11 = (v5 + v10);
    v0 = v11;
    let v13 = v0;
    let v14 = max(v13, vec3<f32>(0.0f, 0.0f, 0.0f));
    let v16 = bitcast<vec3<f32>>(GradeParams[1].xyz);
    let v17 = max(v16, vec3<f32>(0.001f, 0.001f, 0.001f));
    let v18 = (vec3<f32>(1.0f, 1.0f, 1.0f) / v17);
    let v19 = pow(v14, v18);
    return v19;
}

fn Luminance(a0: vec3<f32>) -> f32 {
    var v0: vec3<f32>;
    v0 = a0;
    let v2 = v0;
    let v3 = dot(v2, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    return v3;
}

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

fn ApplyLut(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    var v7: vec3<f32>;
    v0 = a0;
    let v4 = GradeParams[7].x;
    let v5 = f32(v4);
    v2 = v5;
    let v8 = v0;
    let v9 = saturate(v8);
    let v10 = v2;
    let v11 = (v10 - 1.0f);
    let v12 = v2;
    let v13 = (v11 / v12);
    let v14 = vec3<f32>(v13);
    let v15 = (v9 * v14);
    let v16 = v2;
    let v17 = (0.5f / v16);
    let v18 = vec3<f32>(v17);
    let v19 = (v15 + v18);
    v7 = v19;
    let v21 = v7;
    let v22 = textureSampleLevel(GradingLut, LinearClamp, v21, 0.0f);
    let v23 = v22.xyz;
    return v23;
}

fn SrgbToLinear(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: vec3<f32>;
    var v6: vec3<f32>;
    v0 = a0;
    let v3 = v0;
    let v4 = (v3 / vec3<f32>(12.92f, 12.92f, 12.92f));
    v2 = v4;
    let v7 = v0;
    let v8 = (v7 + vec3<f32>(0.055f, 0.055f, 0.055f));
    let v9 = (v8 / vec3<f32>(1.055f, 1.055f, 1.055f));
    let v10 = pow(v9, vec3<f32>(2.4f, 2.4f, 2.4f));
    v6 = v10;
    let v12 = v2;
    let v13 = v6;
    let v14 = v0;
    let v15 = step(vec3<f32>(0.04045f, 0.04045f, 0.04045f), v14);
    let v16 = mix(v12, v13, v15);
    return v16;
}

fn PSMain_body(a0: FullscreenVaryings) -> vec4<f32> {
    var v0: FullscreenVaryings;
    var v2: vec4<f32>;
    var v7: vec3<f32>;
    var v17: f32;
    var v49: f32;
    var v56: f32;
    v0 = a0;
    let v4 = v0.Uv;
    let v5 = textureSample(SceneColor, LinearClamp, v4);
    v2 = v5;
    let v9 = mat3x3<f32>(vec3<f32>(bitcast<f32>(GradeParams[4].x), bitcast<f32>(GradeParams[5].x), bitcast<f32>(GradeParams[6].x)), vec3<f32>(bitcast<f32>(GradeParams[4].y), bitcast<f32>(GradeParams[5].y), bitcast<f32>(GradeParams[6].y)), vec3<f32>(bitcast<f32>(GradeParams[4].z), bitcast<f32>(GradeParams[5].z), bitcast<f32>(GradeParams[6].z)));
    let v10 = v2;
    let v11 = v10.xyz;
    let v12 = (v11 * v9);
    v7 = v12;
    let v14 = v7;
    let v15 = ApplyLiftGammaGain(v14);
    v7 = v15;
    let v18 = v7;
    let v19 = Luminance(v18);
    v17 = v19;
    let v21 = v17;
    let v22 = v17;
    let v23 = v17;
    let v24 = vec3<f32>(v21, v22, v23);
    let v25 = v7;
    let v27 = bitcast<f32>(GradeParams[0].w);
    let v28 = vec3<f32>(v27);
    let v29 = mix(v24, v25, v28);
    v7 = v29;
    let v31 = v7;
    let v32 = (v31 - vec3<f32>(0.18f, 0.18f, 0.18f));
    let v34 = bitcast<f32>(GradeParams[1].w);
    let v35 = vec3<f32>(v34);
    let v36 = (v32 * v35);
    let v37 = (v36 + vec3<f32>(0.18f, 0.18f, 0.18f));
    v7 = v37;
    let v39 = v7;
    let v40 = v7;
    let v41 = LinearToSrgb(v40);
    let v42 = ApplyLut(v41);
    let v43 = SrgbToLinear(v42);
    let v45 = bitcast<f32>(GradeParams[2].w);
    let v46 = vec3<f32>(v45);
    let v47 = mix(v39, v43, v46);
    v7 = v47;
    let v51 = v0.Uv;
    let v53 = bitcast<vec2<f32>>(GradeParams[3].xy);
    let v54 = distance(v51, v53);
    v49 = v54;
    let v58 = bitcast<f32>(GradeParams[3].z);
    let v60 = bitcast<f32>(GradeParams[3].z);
    let v62 = bitcast<f32>(GradeParams[3].w);
    let v63 = (v60 + v62);
    let v64 = v49;
    let v65 = smoothstep(v58, v63, v64);
    let v66 = (1.0f - v65);
    v56 = v66;
    let v68 = v7;
    let v69 = v56;
    let v70 = vec3<f32>(v69);
    let v71 = (v68 * v70);
    let v72 = v2;
    let v73 = v72.w;
    let v74 = vec4<f32>(v71, v73);
    return v74;
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
