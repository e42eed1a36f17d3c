diagnostic(off, derivative_uniformity);

@group(0) @binding(4) var Hdr: texture_2d<f32>;
@group(0) @binding(5) var LinearClamp: sampler;
@group(0) @binding(6) var<uniform> Exposure: array<vec4<u32>, 1>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v5: vec2<f32>;
    var v40: vec3<f32>;
    var v44: f32;
    var v47: f32;
    var v139: f32;
    var v140: i32;
    var v58: f32;
    v5 = in_var_TEXCOORD0;
    let v39 = textureSample(Hdr, LinearClamp, v5);
    v40 = v39.xyz;
    let v43 = bitcast<vec2<f32>>(Exposure[0].xy);
    v44 = v43.x;
    v47 = v43.y;
    let v51 = v40.x;
    v139 = v51;
    v140 = 1i;
    loop {
        let v65 = (v140 < 3i);
        if v65 {
            let v56 = v40[v140];
            v58 = (v139 + v56);
        } else {
            break;
        }
        continuing {
            let v61 = (v140 + 1i);
            v139 = v58;
            v140 = v61;
        }
    }
    let v66 = (v139 / 3.0f);
    let v99 = (v66 - v44);
    let v102 = (v47 - v44);
    let v103 = (v99 / v102);
    let v104 = saturate(v103);
    let v105 = mix(1.0f, 0.25f, v104);
    let v108 = (v5 * vec2<f32>(2.0f, 2.0f));
    let v109 = (v108 - vec2<f32>(1.0f, 1.0f));
    let v112 = bitcast<f32>(Exposure[0].z);
    let v115 = dot(v109, v109);
    let v70 = (v115 * v115);
    let v71 = (v112 * v70);
    let v72 = (1.0f - v71);
    let v76 = vec3<f32>(v105);
    let v77 = (v40 * v76);
    let v118 = dot(v77, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v125 = (1.0f + v118);
    let v126 = (v118 / v125);
    let v128 = max(v118, 0.0001f);
    let v129 = (v126 / v128);
    let v130 = vec3<f32>(v129);
    let v131 = (v77 * v130);
    let v133 = vec3<f32>(v72);
    let v134 = (v131 * v133);
    let v83 = vec4<f32>(v134, 0.5f);
    out_var_SV_Target0 = v83;
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
