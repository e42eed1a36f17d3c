struct FullscreenVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> BloomUpParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var BloomLower: texture_2d<f32>;
@group(0) @binding(2) var BloomCurrent: texture_2d<f32>;
@group(0) @binding(3) var BloomLinearClamp: sampler;
var<private> TENT_WEIGHTS: array<f32, 9> = array<f32, 9>(0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f, 0.125f, 0.0625f, 0.125f, 0.0625f);
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_body(a0: FullscreenVaryings) -> vec4<f32> {
    var v0: FullscreenVaryings;
    var v2: vec3<f32>;
    var v4: i32;
    var v8: i32;
    var v12: f32;
    var v48: vec3<f32>;
    var v18: i32;
    v0 = a0;
    v2 = vec3<f32>(0.0f, 0.0f, 0.0f);
    v4 = (-1i);
    loop {
        let v6 = v4;
        let v7 = (v6 <= 1i);
        if v7 {
            v8 = (-1i);
            loop {
                let v10 = v8;
                let v11 = (v10 <= 1i);
                if v11 {
                    let v13 = v4;
                    let v14 = (v13 + 1i);
                    let v15 = (v14 * 3i);
                    let v16 = v8;
                    let v17 = (v16 + 1i);
                    v18 = (v15 + v17);
                    let v20 = TENT_WEIGHTS[u32(v18)];
                    v12 = v20;
                    let v23 = v0.Uv;
                    let v24 = v8;
                    let v25 = f32(v24);
                    let v26 = v4;
                    let v27 = f32(v26);
                    let v28 = vec2<f32>(v25, v27);
                    let v30 = bitcast<f32>(BloomUpParams[0].x);
                    let v31 = vec2<f32>(v30);
                    let v32 = (v28 * v31);
                    let v33 = (v23 + v32);
                    let v34 = textureSampleLevel(BloomLower, BloomLinearClamp, v33, 0.0f);
                    let v35 = v34.xyz;
                    let v36 = v12;
                    let v37 = vec3<f32>(v36);
                    let v38 = (v35 * v37);
                    let v39 = v2;
                    let v40 = (v39 + v38);
                    v2 = v40;
                } else {
                    break;
                }
                continuing {
                    let v42 = v8;
                    let v43 = (v42 + 1i);
                    v8 = v43;
                }
            }
        } else {
            break;
        }
        continuing {
            let v45 = v4;
            let v46 = (v45 + 1i);
            v4 = v46;
        }
    }
    let v50 = v0.Uv;
    let v51 = textureSampleLevel(BloomCurrent, BloomLinearClamp, v50, 0.0f);
    let v52 = v51.xyz;
    v48 = v52;
    let v54 = v48;
    let v55 = v2;
    let v57 = bitcast<f32>(BloomUpParams[0].y);
    let v58 = vec3<f32>(v57);
    let v59 = (v55 * v58);
    let v60 = (v54 + v59);
    let v61 = vec4<f32>(v60, 1.0f);
    return v61;
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
