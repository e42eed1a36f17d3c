diagnostic(off, derivative_uniformity);

struct FullscreenVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> TonemapParams: array<vec4<u32>, 3>;
@group(0) @binding(1) var HdrScene: texture_2d<f32>;
@group(0) @binding(2) var BloomChain: texture_2d<f32>;
@group(0) @binding(3) var<storage, read> AverageLuminance: array<u32>;
@group(0) @binding(4) var LinearClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn Luminance(a0: vec3<f32>) -> f32 {
    var v0: vec3<f32>;
    v0 = a0;
    let v2 = v0;
    let v3 = dot(v2, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    return v3;
}

fn TonemapReinhard(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    v0 = a0;
    let v2 = v0;
    let v3 = v0;
    let v4 = Luminance(v3);
    let v5 = (1.0f + v4);
    let v6 = vec3<f32>(v5);
    let v7 = (v2 / v6);
    return v7;
}

fn TonemapAcesFitted(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    var v4: f32;
    var v6: f32;
    var v8: f32;
    var v10: f32;
    v0 = a0;
    v2 = 2.51f;
    v4 = 0.03f;
    v6 = 2.43f;
    v8 = 0.59f;
    v10 = 0.14f;
    let v12 = v0;
    let v13 = v0;
    let v14 = (vec3<f32>(2.51f, 2.51f, 2.51f) * v13);
    let v15 = (v14 + vec3<f32>(0.03f, 0.03f, 0.03f));
    let v16 = (v12 * v15);
    let v17 = v0;
    let v18 = v0;
    let v19 = (vec3<f32>(2.43f, 2.43f, 2.43f) * v18);
    let v20 = (v19 + vec3<f32>(0.59f, 0.59f, 0.59f));
    let v21 = (v17 * v20);
    let v22 = (v21 + vec3<f32>(0.14f, 0.14f, 0.14f));
    let v23 = (v16 / v22);
    let v24 = saturate(v23);
    return v24;
}

fn TonemapUncharted2Curve(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    var v4: f32;
    var v6: f32;
    var v8: f32;
    var v10: f32;
    var v12: f32;
    v0 = a0;
    v2 = 0.15f;
    v4 = 0.5f;
    v6 = 0.1f;
    v8 = 0.2f;
    v10 = 0.02f;
    v12 = 0.3f;
    let v14 = v0;
    let v15 = v0;
    let v16 = (vec3<f32>(0.15f, 0.15f, 0.15f) * v15);
    let v17 = (v16 + vec3<f32>(0.05f, 0.05f, 0.05f));
    let v18 = (v14 * v17);
    let v19 = (v18 + vec3<f32>(0.004f, 0.004f, 0.004f));
    let v20 = v0;
    let v21 = v0;
    let v22 = (vec3<f32>(0.15f, 0.15f, 0.15f) * v21);
    let v23 = (v22 + vec3<f32>(0.5f, 0.5f, 0.5f));
    let v24 = (v20 * v23);
    let v25 = (v24 + vec3<f32>(0.060000002f, 0.060000002f, 0.060000002f));
    let v26 = (v19 / v25);
    let v27 = (v26 - vec3<f32>(0.06666666f, 0.06666666f, 0.06666666f));
    return v27;
}

fn TonemapUncharted2(a0: vec3<f32>, a1: f32) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    var v4: vec3<f32>;
    var v9: vec3<f32>;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = (v5 * vec3<f32>(2.0f, 2.0f, 2.0f));
    let v7 = TonemapUncharted2Curve(v6);
    v4 = v7;
    let v10 = v2;
    let v11 = v2;
    let v12 = v2;
    let v13 = vec3<f32>(v10, v11, v12);
    let v14 = TonemapUncharted2Curve(v13);
    let v15 = (vec3<f32>(1.0f, 1.0f, 1.0f) / v14);
    v9 = v15;
    let v17 = v4;
    let v18 = v9;
    let v19 = (v17 * v18);
    return v19;
}

fn ApplyOperator(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: vec3<f32>;
    v0 = a0;
    let v3 = v0;
    v2 = v3;
    let v6 = TonemapParams[0].w;
    switch v6 {
        case 1u: {
            let v7 = v0;
            let v8 = TonemapReinhard(v7);
            v2 = v8;
        }
        case 4u: {
            let v10 = v0;
            let v11 = v0;
            let v12 = Luminance(v11);
            let v13 = vec3<f32>(v12);
            let v14 = v0;
            let v15 = Luminance(v14);
            let v16 = (v15 * 0.1f);
            let v17 = saturate(v16);
            let v18 = vec3<f32>(v17);
            let v19 = mix(v10, v13, v18);
            v0 = v19;
            let v21 = v0;
            let v22 = TonemapAcesFitted(v21);
            v2 = v22;
        }
        case 2u: {
            let v21 = v0;
            let v22 = TonemapAcesFitted(v21);
            v2 = v22;
        }
        case 3u: {
            let v24 = v0;
            let v26 = bitcast<f32>(TonemapParams[0].z);
            let v27 = TonemapUncharted2(v24, v26);
            v2 = v27;
        }
        case 0u, default: {
            let v29 = v0;
            let v30 = saturate(v29);
            v2 = v30;
        }
    }
    let v32 = v2;
    return v32;
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

fn HashUint(a0: u32) -> u32 {
    var v0: u32;
    var v2: u32;
    var v7: u32;
    v0 = a0;
    let v3 = v0;
    let v4 = (v3 * 747796405u);
    let v5 = (v4 + 2891336453u);
    v2 = v5;
    let v8 = v2;
    let v9 = v2;
    let v10 = (v9 >> (28u & 31u));
    let v11 = (v10 + 4u);
    let v12 = (v8 >> (v11 & 31u));
    let v13 = v2;
    let v14 = (v12 ^ v13);
    let v15 = (v14 * 277803737u);
    v7 = v15;
    let v17 = v7;
    let v18 = (v17 >> (22u & 31u));
    let v19 = v7;
    let v20 = (v18 ^ v19);
    return v20;
}

fn HashToUnitFloat(a0: u32) -> f32 {
    var v0: u32;
    v0 = a0;
    let v2 = v0;
    let v3 = HashUint(v2);
    let v4 = (v3 & 16777215u);
    let v5 = f32(v4);
    let v6 = (v5 / 16777216.0f);
    return v6;
}

fn PSMain_body(a0: FullscreenVaryings) -> vec4<f32> {
    var v0: FullscreenVaryings;
    var v2: f32;
    var v11: f32;
    var v20: vec3<f32>;
    var v54: vec3<f32>;
    var v59: vec2<u32>;
    var v65: f32;
    v0 = a0;
    let v4 = bitcast<f32>(AverageLuminance[0u]);
    let v6 = bitcast<f32>(TonemapParams[2].x);
    let v8 = bitcast<f32>(TonemapParams[2].y);
    let v9 = clamp(v4, v6, v8);
    v2 = v9;
    let v13 = bitcast<f32>(TonemapParams[0].x);
    let v14 = exp2(v13);
    let v15 = (v14 * 0.18f);
    let v16 = v2;
    let v17 = max(v16, 0.0001f);
    let v18 = (v15 / v17);
    v11 = v18;
    let v22 = v0.Uv;
    let v23 = textureSample(HdrScene, LinearClamp, v22);
    let v24 = v23.xyz;
    v20 = v24;
    let v27 = v0.Uv;
    let v28 = textureSampleLevel(BloomChain, LinearClamp, v27, 0.0f);
    let v29 = v28.xyz;
    let v31 = bitcast<f32>(TonemapParams[0].y);
    let v32 = vec3<f32>(v31);
    let v33 = (v29 * v32);
    let v34 = v20;
    let v35 = (v34 + v33);
    v20 = v35;
    let v37 = v11;
    let v38 = vec3<f32>(v37);
    let v39 = v20;
    let v40 = (v39 * v38);
    v20 = v40;
    let v42 = v20;
    let v44 = bitcast<vec3<f32>>(TonemapParams[1].xyz);
    let v45 = (v42 * v44);
    let v46 = v20;
    let v47 = v20;
    let v48 = Luminance(v47);
    let v49 = (v48 * 4.0f);
    let v50 = saturate(v49);
    let v51 = vec3<f32>(v50);
    let v52 = mix(v45, v46, v51);
    v20 = v52;
    let v55 = v20;
    let v56 = ApplyOperator(v55);
    let v57 = LinearToSrgb(v56);
    v54 = v57;
    let v61 = v0.Position;
    let v62 = v61.xy;
    let v63 = vec2<u32>(v62);
    v59 = v63;
    let v66 = v59;
    let v67 = v66.x;
    let v68 = v59;
    let v69 = v68.y;
    let v70 = (v69 * 4096u);
    let v71 = (v67 + v70);
    let v73 = TonemapParams[2].z;
    let v74 = (v73 * 16777259u);
    let v75 = (v71 + v74);
    let v76 = HashToUnitFloat(v75);
    let v77 = (v76 - 0.5f);
    v65 = v77;
    let v79 = v65;
    let v81 = bitcast<f32>(TonemapParams[1].w);
    let v82 = (v79 * v81);
    let v83 = (v82 / 255.0f);
    let v84 = vec3<f32>(v83);
    let v85 = v54;
    let v86 = (v85 + v84);
    v54 = v86;
    let v88 = v54;
    let v89 = v54;
    let v90 = Luminance(v89);
    let v91 = vec4<f32>(v88, v90);
    return v91;
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
