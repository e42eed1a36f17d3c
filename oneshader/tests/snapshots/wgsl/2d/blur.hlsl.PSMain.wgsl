diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> BlurParams: array<vec4<u32>, 10>;
@group(0) @binding(1) var BlurInput: texture_2d<f32>;
@group(0) @binding(2) var LinearClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v5: vec2<f32>;
    var v37: vec2<f32>;
    var v99: vec4<f32>;
    var v100: i32;
    var v88: vec4<f32>;
    v5 = in_var_TEXCOORD0;
    let v21 = textureDimensions(BlurInput, 0u);
    let v22 = v21.x;
    let v24 = v21.y;
    let v27 = bitcast<vec2<f32>>(BlurParams[0].xy);
    let v29 = bitcast<f32>(BlurParams[0].w);
    let v30 = vec2<f32>(v29);
    let v31 = (v27 * v30);
    let v33 = f32(v22);
    let v35 = f32(v24);
    let v36 = vec2<f32>(v33, v35);
    v37 = (v31 / v36);
    let v41 = textureSample(BlurInput, LinearClamp, v5);
    let v43 = bitcast<f32>(BlurParams[1].x);
    let v44 = vec4<f32>(v43);
    let v45 = (v41 * v44);
    v99 = v45;
    v100 = 1i;
    loop {
        let v57 = (v100 < 9i);
        if v57 {
            let v50 = bitcast<i32>(BlurParams[0].z);
            let v51 = (v100 >= v50);
            if v51 {
                break;
            }
            let v60 = f32(v100);
            let v61 = vec2<f32>(v60);
            let v62 = (v37 * v61);
            let v67 = (v5 + v62);
            let v68 = textureSample(BlurInput, LinearClamp, v67);
            let v71 = bitcast<f32>(BlurParams[(4u + u32(v100) * 4u) / 4u][(4u + u32(v100) * 4u) % 4u]);
            let v72 = vec4<f32>(v71);
            let v73 = (v68 * v72);
            let v75 = (v99 + v73);
            let v80 = (v5 - v62);
            let v81 = textureSample(BlurInput, LinearClamp, v80);
            let v86 = (v81 * v72);
            v88 = (v75 + v86);
        } else {
            break;
        }
        continuing {
            let v53 = (v100 + 1i);
            v99 = v88;
            v100 = v53;
        }
    }
    out_var_SV_Target0 = v99;
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
