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
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v11 = in_var_TEXCOORD2;
    v14 = in_var_TEXCOORD3;
    v17 = in_var_COLOR0;
    v20 = in_var_COLOR1;
    let v23 = in_var_TEXCOORD4;
    let v42 = bitcast<vec4<f32>>(UiFrame[2]);
    let v43 = v42.xy;
    let v44 = (v23 < v43);
    let v45 = any(v44);
    let v50 = v42.zw;
    let v51 = (v23 > v50);
    let v52 = any(v51);
    let v53 = select(v52, true, v45);
    if v53 {
        discard;
        return;
    }
    let v146 = v5.x;
    let v147 = (v146 > 0.0f);
    let v149 = v11.yz;
    let v151 = v11.xw;
    let v152 = select(v151, v149, v147);
    let v155 = v5.y;
    let v156 = (v155 > 0.0f);
    let v158 = v152.y;
    let v160 = v152.x;
    let v161 = select(v160, v158, v156);
    let v164 = abs(v5);
    let v166 = (v164 - v8);
    let v168 = vec2<f32>(v161);
    let v169 = (v166 + v168);
    let v172 = v169.x;
    let v174 = v169.y;
    let v175 = max(v172, v174);
    let v176 = min(v175, 0.0f);
    let v178 = max(v169, vec2<f32>(0.0f, 0.0f));
    let v179 = length(v178);
    let v180 = (v176 + v179);
    let v182 = (v180 - v161);
    let v63 = dpdx(v182);
    let v65 = dpdy(v182);
    let v66 = vec2<f32>(v63, v65);
    let v67 = length(v66);
    let v68 = max(v67, 0.001f);
    let v71 = -(v68);
    let v74 = smoothstep(v71, v68, v182);
    let v75 = (1.0f - v74);
    let v83 = (v182 + v14);
    let v84 = smoothstep(v71, v68, v83);
    let v85 = (1.0f - v84);
    let v93 = (v14 > 0.0f);
    let v95 = select(1.0f, v85, v93);
    let v96 = vec4<f32>(v95);
    let v97 = mix(v20, v17, v96);
    let v101 = v97.w;
    let v102 = (v101 * v75);
    var t1 = v97;
    t1.w = v102;
    let v223 = t1;
    let v106 = bitcast<f32>(UiFrame[1].x);
    let v108 = smoothstep(0.0f, v106, v182);
    let v109 = (1.0f - v108);
    let v111 = (1.0f - v75);
    let v112 = (v109 * v111);
    let v115 = bitcast<vec3<f32>>(UiFrame[1].yzw);
    let v117 = vec3<f32>(v112);
    let v118 = (v115 * v117);
    let v120 = v223.xyz;
    let v123 = vec3<f32>(v102);
    let v124 = mix(v118, v120, v123);
    let v126 = vec4<f32>(v124.x, v124.y, v124.z, v223.w);
    let v129 = v126.w;
    let v131 = (v112 * 0.5f);
    let v132 = max(v129, v131);
    var t2 = v126;
    t2.w = v132;
    let v225 = t2;
    out_var_SV_Target0 = v225;
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
