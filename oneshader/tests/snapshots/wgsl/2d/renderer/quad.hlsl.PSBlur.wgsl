@group(1) @binding(1) var QuadTextures: texture_2d_array<f32>;
@group(1) @binding(2) var QuadSampler: sampler;
@group(1) @binding(3) var<uniform> QuadEffects: array<vec4<u32>, 5>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSBlur_1() {
    var v5: vec2<f32>;
    var v8: u32;
    var v11: vec4<f32>;
    var v45: vec2<f32>;
    var v54: i32;
    var v55: i32;
    var v123: vec4<f32>;
    var v125: f32;
    var v126: i32;
    var v122: vec4<f32>;
    var v124: f32;
    var v127: i32;
    var v91: vec4<f32>;
    var v94: f32;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_COLOR0;
    let v30 = vec3<u32>(textureDimensions(QuadTextures, 0u), textureNumLayers(QuadTextures));
    let v31 = v30.x;
    let v33 = v30.y;
    let v38 = bitcast<f32>(QuadEffects[4].x);
    let v39 = vec2<f32>(v38);
    let v41 = f32(v31);
    let v43 = f32(v33);
    let v44 = vec2<f32>(v41, v43);
    v45 = (v39 / v44);
    let v50 = QuadEffects[4].y;
    let v51 = min(v50, 4u);
    v54 = i32(v51);
    v55 = -(v54);
    v123 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
    v125 = 0.0f;
    v126 = v55;
    loop {
        let v74 = (v126 <= v54);
        if v74 {
            v122 = v123;
            v124 = v125;
            v127 = v55;
            loop {
                let v102 = (v127 <= v54);
                if v102 {
                    let v78 = f32(v127);
                    let v80 = f32(v126);
                    let v81 = vec2<f32>(v78, v80);
                    let v83 = (v81 * v45);
                    let v84 = (v5 + v83);
                    let v87 = f32(v8);
                    let v88 = vec3<f32>(v84, v87);
                    let v89 = textureSampleLevel(QuadTextures, QuadSampler, v88.xy, i32(round(v88.z)), 0.0f);
                    v91 = (v122 + v89);
                    v94 = (v124 + 1.0f);
                } else {
                    break;
                }
                continuing {
                    let v97 = (v127 + 1i);
                    v122 = v91;
                    v124 = v94;
                    v127 = v97;
                }
            }
        } else {
            break;
        }
        continuing {
            let v62 = (v126 + 1i);
            v123 = v122;
            v125 = v124;
            v126 = v62;
        }
    }
    let v66 = vec4<f32>(v125);
    let v67 = (v123 / v66);
    let v70 = (v67 * v11);
    out_var_SV_Target0 = v70;
    return;
}

struct PSBlur_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSBlur(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) @interpolate(flat) in_2_0: u32, @location(2) in_3_0: vec4<f32>) -> PSBlur_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_COLOR0 = in_3_0;
    PSBlur_1();
    return PSBlur_Output(out_var_SV_Target0);
}
