diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> UiFrame: array<vec4<u32>, 3>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: vec2<f32>;
var<private> in_var_TEXCOORD2: vec4<f32>;
var<private> in_var_TEXCOORD3: f32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> in_var_COLOR1: vec4<f32>;
var<private> in_var_TEXCOORD4: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v5: vec2<f32>;
    var v8: vec2<f32>;
    var v11: vec4<f32>;
    var v14: f32;
    var v17: vec4<f32>;
    var v20: vec4<f32>;
    var v23: vec2<f32>;
    var v48: vec4<f32>;
    var v59: bool;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    v14 = in_var_TEXCOORD3;
    v17 = in_var_COLOR0;
    v20 = in_var_COLOR1;
    v23 = in_var_TEXCOORD4;
    v48 = bitcast<vec4<f32>>(UiFrame[2]);
    let v49 = v48.xy;
    let v50 = (v23 < v49);
    let v51 = any(v50);
    if v51 {
        v59 = true;
    } else {
        let v56 = v48.zw;
        let v57 = (v23 > v56);
        let v58 = any(v57);
        v59 = v58;
    }
    if v59 {
        discard;
        return;
    }
    let v70 = v5.x;
    let v71 = (v70 > 0.0f);
    let v73 = v11.yz;
    let v75 = v11.xw;
    let v76 = select(v75, v73, v71);
    let v79 = v5.y;
    let v80 = (v79 > 0.0f);
    let v82 = v76.y;
    let v84 = v76.x;
    let v85 = select(v84, v82, v80);
    let v88 = abs(v5);
    let v90 = (v88 - v8);
    let v92 = vec2<f32>(v85);
    let v93 = (v90 + v92);
    let v96 = v93.x;
    let v98 = v93.y;
    let v99 = max(v96, v98);
    let v100 = min(v99, 0.0f);
    let v102 = max(v93, vec2<f32>(0.0f, 0.0f));
    let v103 = length(v102);
    let v104 = (v100 + v103);
    let v106 = (v104 - v85);
    let v109 = dpdx(v106);
    let v111 = dpdy(v106);
    let v112 = vec2<f32>(v109, v111);
    let v113 = length(v112);
    let v114 = max(v113, 0.001f);
    let v117 = -(v114);
    let v120 = smoothstep(v117, v114, v106);
    let v121 = (1.0f - v120);
    let v129 = (v106 + v14);
    let v130 = smoothstep(v117, v114, v129);
    let v131 = (1.0f - v130);
    let v139 = (v14 > 0.0f);
    let v141 = select(1.0f, v131, v139);
    let v142 = vec4<f32>(v141);
    let v143 = mix(v20, v17, v142);
    let v147 = v143.w;
    let v148 = (v147 * v121);
    var t1 = v143;
    t1.w = v148;
    let v208 = t1;
    let v152 = bitcast<f32>(UiFrame[1].x);
    let v154 = smoothstep(0.0f, v152, v106);
    let v155 = (1.0f - v154);
    let v157 = (1.0f - v121);
    let v158 = (v155 * v157);
    let v161 = bitcast<vec3<f32>>(UiFrame[1].yzw);
    let v163 = vec3<f32>(v158);
    let v164 = (v161 * v163);
    let v166 = v208.xyz;
    let v169 = vec3<f32>(v148);
    let v170 = mix(v164, v166, v169);
    let v172 = vec4<f32>(v170.x, v170.y, v170.z, v208.w);
    let v175 = v172.w;
    let v177 = (v158 * 0.5f);
    let v178 = max(v175, v177);
    var t2 = v172;
    t2.w = v178;
    let v210 = t2;
    out_var_SV_Target0 = v210;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) @interpolate(flat) in_2_0: vec2<f32>, @location(2) @interpolate(flat) in_3_0: vec4<f32>, @location(3) @interpolate(flat) in_4_0: f32, @location(4) in_5_0: vec4<f32>, @location(5) in_6_0: vec4<f32>, @location(6) in_7_0: vec2<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    in_var_TEXCOORD3 = in_4_0;
    in_var_COLOR0 = in_5_0;
    in_var_COLOR1 = in_6_0;
    in_var_TEXCOORD4 = in_7_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
