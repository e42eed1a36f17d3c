diagnostic(off, derivative_uniformity);

struct FullscreenVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> BlurParams: array<vec4<u32>, 10>;
@group(0) @binding(1) var BlurInput: texture_2d<f32>;
@group(0) @binding(2) var LinearClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_body(a0: FullscreenVaryings) -> vec4<f32> {
    var v0: FullscreenVaryings;
    var v2: u32;
    var v3: u32;
    var v9: vec2<f32>;
    var v23: vec4<f32>;
    var v32: i32;
    var v40: vec2<f32>;
    var v52: i32;
    var v65: i32;
    v0 = a0;
    let v4 = textureDimensions(BlurInput, 0u);
    let v5 = v4.x;
    v2 = v5;
    let v7 = v4.y;
    v3 = v7;
    let v11 = bitcast<vec2<f32>>(BlurParams[0].xy);
    let v13 = bitcast<f32>(BlurParams[0].w);
    let v14 = vec2<f32>(v13);
    let v15 = (v11 * v14);
    let v16 = v2;
    let v17 = f32(v16);
    let v18 = v3;
    let v19 = f32(v18);
    let v20 = vec2<f32>(v17, v19);
    let v21 = (v15 / v20);
    v9 = v21;
    let v25 = v0.Uv;
    let v26 = textureSample(BlurInput, LinearClamp, v25);
    let v28 = bitcast<f32>(BlurParams[1].x);
    let v29 = vec4<f32>(v28);
    let v30 = (v26 * v29);
    v23 = v30;
    v32 = 1i;
    loop {
        let v34 = v32;
        let v35 = (v34 < 9i);
        if v35 {
            let v36 = v32;
            let v38 = bitcast<i32>(BlurParams[0].z);
            let v39 = (v36 >= v38);
            if v39 {
                break;
            }
            let v41 = v9;
            let v42 = v32;
            let v43 = f32(v42);
            let v44 = vec2<f32>(v43);
            let v45 = (v41 * v44);
            v40 = v45;
            let v48 = v0.Uv;
            let v49 = v40;
            let v50 = (v48 + v49);
            let v51 = textureSample(BlurInput, LinearClamp, v50);
            v52 = v32;
            let v54 = bitcast<f32>(BlurParams[(4u + u32(v52) * 4u) / 4u][(4u + u32(v52) * 4u) % 4u]);
            let v55 = vec4<f32>(v54);
            let v56 = (v51 * v55);
            let v57 = v23;
            let v58 = (v57 + v56);
            v23 = v58;
            let v61 = v0.Uv;
            let v62 = v40;
            let v63 = (v61 - v62);
            let v64 = textureSample(BlurInput, LinearClamp, v63);
            v65 = v32;
            let v67 = bitcast<f32>(BlurParams[(4u + u32(v65) * 4u) / 4u][(4u + u32(v65) * 4u) % 4u]);
            let v68 = vec4<f32>(v67);
            let v69 = (v64 * v68);
            let v70 = v23;
            let v71 = (v70 + v69);
            v23 = v71;
        } else {
            break;
        }
        continuing {
            let v73 = v32;
            let v74 = (v73 + 1i);
            v32 = v74;
        }
    }
    let v76 = v23;
    return v76;
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
