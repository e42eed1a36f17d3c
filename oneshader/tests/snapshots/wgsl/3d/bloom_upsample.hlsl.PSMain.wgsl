@group(0) @binding(0) var<uniform> BloomUpParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var BloomLower: texture_2d<f32>;
@group(0) @binding(2) var BloomCurrent: texture_2d<f32>;
@group(0) @binding(3) var BloomLinearClamp: sampler;
var<private> TENT_WEIGHTS: array<f32, 9> = array<f32, 9>(0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f, 0.125f, 0.0625f, 0.125f, 0.0625f);
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v5: vec2<f32>;
    var v85: vec3<f32>;
    var v86: i32;
    var v84: vec3<f32>;
    var v87: i32;
    var v45: i32;
    var v46: i32;
    var v68: vec3<f32>;
    v5 = in_var_TEXCOORD0;
    v85 = vec3<f32>(0.0f, 0.0f, 0.0f);
    v86 = (-1i);
    loop {
        let v40 = (v86 <= 1i);
        if v40 {
            v84 = v85;
            v87 = (-1i);
            loop {
                let v74 = (v87 <= 1i);
                if v74 {
                    let v42 = (v86 + 1i);
                    let v43 = (v42 * 3i);
                    v45 = (v87 + 1i);
                    v46 = (v43 + v45);
                    let v48 = TENT_WEIGHTS[u32(v46)];
                    let v53 = f32(v87);
                    let v55 = f32(v86);
                    let v56 = vec2<f32>(v53, v55);
                    let v58 = bitcast<f32>(BloomUpParams[0].x);
                    let v59 = vec2<f32>(v58);
                    let v60 = (v56 * v59);
                    let v61 = (v5 + v60);
                    let v62 = textureSampleLevel(BloomLower, BloomLinearClamp, v61, 0.0f);
                    let v63 = v62.xyz;
                    let v65 = vec3<f32>(v48);
                    let v66 = (v63 * v65);
                    v68 = (v84 + v66);
                } else {
                    break;
                }
                continuing {
                    v84 = v68;
                    v87 = v45;
                }
            }
        } else {
            break;
        }
        continuing {
            let v24 = (v86 + 1i);
            v85 = v84;
            v86 = v24;
        }
    }
    let v28 = textureSampleLevel(BloomCurrent, BloomLinearClamp, v5, 0.0f);
    let v29 = v28.xyz;
    let v34 = bitcast<f32>(BloomUpParams[0].y);
    let v35 = vec3<f32>(v34);
    let v36 = (v85 * v35);
    let v37 = (v29 + v36);
    let v38 = vec4<f32>(v37, 1.0f);
    out_var_SV_Target0 = v38;
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
