diagnostic(off, derivative_uniformity);

@group(0) @binding(4) var Hdr: texture_2d<f32>;
@group(0) @binding(5) var LinearClamp: sampler;
@group(0) @binding(6) var<uniform> Exposure: array<vec4<u32>, 1>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn hsum_float__3_(a0: vec3<f32>) -> f32 {
    var v0: vec3<f32>;
    var v2: f32;
    var v6: i32;
    var v10: i32;
    v0 = a0;
    let v4 = v0.x;
    v2 = v4;
    v6 = 1i;
    loop {
        let v8 = v6;
        let v9 = (v8 < 3i);
        if v9 {
            v10 = v6;
            let v12 = v0[u32(v10)];
            let v13 = v2;
            let v14 = (v13 + v12);
            v2 = v14;
        } else {
            break;
        }
        continuing {
            let v16 = v6;
            let v17 = (v16 + 1i);
            v6 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn inverse_lerp_float_(a0: f32, a1: f32, a2: f32) -> f32 {
    var v0: f32;
    var v2: f32;
    var v4: f32;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v6 = v4;
    let v7 = v0;
    let v8 = (v6 - v7);
    let v9 = v2;
    let v10 = v0;
    let v11 = (v9 - v10);
    let v12 = (v8 / v11);
    return v12;
}

fn remap_float_(a0: f32, a1: f32, a2: f32, a3: f32, a4: f32) -> f32 {
    var v0: f32;
    var v2: f32;
    var v4: f32;
    var v6: f32;
    var v8: f32;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    v6 = a3;
    v8 = a4;
    let v10 = v4;
    let v11 = v6;
    let v12 = v0;
    let v13 = v2;
    let v14 = v8;
    let v15 = inverse_lerp_float_(v12, v13, v14);
    let v16 = saturate(v15);
    let v17 = mix(v10, v11, v16);
    return v17;
}

fn sqr_float_(a0: f32) -> f32 {
    var v0: f32;
    v0 = a0;
    let v2 = v0;
    let v3 = v0;
    let v4 = (v2 * v3);
    return v4;
}

fn tonemap_float_(a0: f32) -> f32 {
    var v0: f32;
    v0 = a0;
    let v2 = v0;
    let v3 = v0;
    let v4 = (1.0f + v3);
    let v5 = (v2 / v4);
    return v5;
}

fn tonemap_float3_(a0: vec3<f32>) -> vec3<f32> {
    var v0: vec3<f32>;
    var v2: f32;
    v0 = a0;
    let v3 = v0;
    let v4 = dot(v3, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    v2 = v4;
    let v6 = v0;
    let v7 = v2;
    let v8 = tonemap_float_(v7);
    let v9 = v2;
    let v10 = max(v9, 0.0001f);
    let v11 = (v8 / v10);
    let v12 = vec3<f32>(v11);
    let v13 = (v6 * v12);
    return v13;
}

fn PSMain_body(a0: vec4<f32>, a1: vec2<f32>) -> vec4<f32> {
    var v0: vec4<f32>;
    var v2: vec2<f32>;
    var v4: vec3<f32>;
    var v9: f32;
    var v21: vec2<f32>;
    var v26: f32;
    var v36: vec3<f32>;
    v0 = a0;
    v2 = a1;
    let v5 = v2;
    let v6 = textureSample(Hdr, LinearClamp, v5);
    let v7 = v6.xyz;
    v4 = v7;
    let v11 = bitcast<vec2<f32>>(Exposure[0].xy);
    let v12 = v11.x;
    let v14 = bitcast<vec2<f32>>(Exposure[0].xy);
    let v15 = v14.y;
    let v16 = v4;
    let v17 = hsum_float__3_(v16);
    let v18 = (v17 / 3.0f);
    let v19 = remap_float_(v12, v15, 1.0f, 0.25f, v18);
    v9 = v19;
    let v22 = v2;
    let v23 = (v22 * vec2<f32>(2.0f, 2.0f));
    let v24 = (v23 - vec2<f32>(1.0f, 1.0f));
    v21 = v24;
    let v28 = bitcast<f32>(Exposure[0].z);
    let v29 = v21;
    let v30 = v21;
    let v31 = dot(v29, v30);
    let v32 = sqr_float_(v31);
    let v33 = (v28 * v32);
    let v34 = (1.0f - v33);
    v26 = v34;
    let v37 = v4;
    let v38 = v9;
    let v39 = vec3<f32>(v38);
    let v40 = (v37 * v39);
    let v41 = tonemap_float3_(v40);
    let v42 = v26;
    let v43 = vec3<f32>(v42);
    let v44 = (v41 * v43);
    v36 = v44;
    let v46 = v36;
    let v47 = tonemap_float_(1.0f);
    let v48 = vec4<f32>(v46, v47);
    return v48;
}

fn PSMain_1() {
    var v0: vec4<f32>;
    var v1: vec2<f32>;
    var v2: vec4<f32>;
    let v3 = gl_FragCoord;
    v0 = v3;
    let v5 = in_var_TEXCOORD0;
    v1 = v5;
    let v7 = v0;
    let v8 = v1;
    let v9 = PSMain_body(v7, v8);
    v2 = v9;
    let v11 = v2;
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
