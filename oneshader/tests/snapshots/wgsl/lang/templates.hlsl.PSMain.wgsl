diagnostic(off, derivative_uniformity);

@group(0) @binding(4) var Hdr: texture_2d<f32>;
@group(0) @binding(5) var LinearClamp: sampler;
@group(0) @binding(6) var<uniform> Exposure: array<vec4<u32>, 1>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v5: vec2<f32>;
    var v24: vec3<f32>;
    var v28: f32;
    var v31: f32;
    var v146: f32;
    var v147: i32;
    var v74: f32;
    v5 = in_var_TEXCOORD0;
    let v23 = textureSample(Hdr, LinearClamp, v5);
    v24 = v23.xyz;
    let v27 = bitcast<vec2<f32>>(Exposure[0].xy);
    v28 = v27.x;
    v31 = v27.y;
    let v67 = v24.x;
    v146 = v67;
    v147 = 1i;
    loop {
        let v81 = (v147 < 3i);
        if v81 {
            let v72 = v24[v147];
            v74 = (v146 + v72);
        } else {
            break;
        }
        continuing {
            let v77 = (v147 + 1i);
            v146 = v74;
            v147 = v77;
        }
    }
    let v34 = (v146 / 3.0f);
    let v108 = (v34 - v28);
    let v111 = (v31 - v28);
    let v112 = (v108 / v111);
    let v98 = saturate(v112);
    let v99 = mix(1.0f, 0.25f, v98);
    let v38 = (v5 * vec2<f32>(2.0f, 2.0f));
    let v39 = (v38 - vec2<f32>(1.0f, 1.0f));
    let v42 = bitcast<f32>(Exposure[0].z);
    let v45 = dot(v39, v39);
    let v117 = (v45 * v45);
    let v47 = (v42 * v117);
    let v48 = (1.0f - v47);
    let v52 = vec3<f32>(v99);
    let v53 = (v24 * v52);
    let v122 = dot(v53, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v136 = (1.0f + v122);
    let v137 = (v122 / v136);
    let v128 = max(v122, 0.0001f);
    let v129 = (v137 / v128);
    let v130 = vec3<f32>(v129);
    let v131 = (v53 * v130);
    let v56 = vec3<f32>(v48);
    let v57 = (v131 * v56);
    let v61 = vec4<f32>(v57, 0.5f);
    out_var_SV_Target0 = v61;
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
