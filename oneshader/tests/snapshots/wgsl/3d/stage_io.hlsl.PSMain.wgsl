@group(0) @binding(0) var<uniform> StageCamera: array<vec4<u32>, 5>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: vec2<f32>;
var<private> in_var_TEXCOORD2: vec2<i32>;
var<private> in_var_TEXCOORD3: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> in_var_TEXCOORD4: f32;
var<private> gl_FrontFacing: bool;
var<private> out_var_SV_Target0: vec4<f32>;
var<private> out_var_SV_Target1: vec4<f32>;
var<private> out_var_SV_Target2: vec2<u32>;
var<private> gl_FragDepth: f32;
fn PSMain_1() {
    var v9: vec2<f32>;
    var v12: vec2<f32>;
    var v18: u32;
    var v24: f32;
    var v27: bool;
    var v58: vec3<f32>;
    var v75: vec4<f32>;
    var v79: u32;
    var v175: vec4<f32>;
    let v6 = in_var_NORMAL0;
    v9 = in_var_TEXCOORD0;
    v12 = in_var_TEXCOORD1;
    let v15 = in_var_TEXCOORD2;
    v18 = in_var_TEXCOORD3;
    let v21 = in_var_COLOR0;
    v24 = in_var_TEXCOORD4;
    v27 = gl_FrontFacing;
    let v54 = normalize(v6);
    let v56 = select((-1.0f), 1.0f, v27);
    let v57 = vec3<f32>(v56);
    v58 = (v54 * v57);
    let v62 = v15.x;
    let v65 = v15.y;
    let v66 = (v62 + v65);
    let v67 = (v66 & 1i);
    let v68 = f32(v67);
    let v73 = mix(0.8f, 1.0f, v68);
    let v74 = vec4<f32>(v73);
    v75 = (v21 * v74);
    v79 = StageCamera[4].y;
    let v80 = (v79 == 1u);
    if v80 {
        let v83 = vec4<f32>(v9, 0.0f, 1.0f);
        v175 = v83;
    } else {
        let v88 = (v79 == 2u);
        let v113 = vec4<f32>(v12, 0.0f, 1.0f);
        let v174 = select(v75, v113, v88);
        v175 = v174;
    }
    let v90 = (v58 * vec3<f32>(0.5f, 0.5f, 0.5f));
    let v91 = (v90 + vec3<f32>(0.5f, 0.5f, 0.5f));
    let v92 = vec4<f32>(v91, 0.5f);
    let v98 = select(0u, 1u, v27);
    let v99 = vec2<u32>(v18, v98);
    let v105 = bitcast<f32>(StageCamera[4].x);
    let v106 = (v24 + v105);
    let v107 = saturate(v106);
    out_var_SV_Target0 = v175;
    out_var_SV_Target1 = v92;
    out_var_SV_Target2 = v99;
    gl_FragDepth = v107;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
    @location(1) out_1: vec4<f32>,
    @location(2) out_2: vec2<u32>,
    @builtin(frag_depth) out_3: f32,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) @interpolate(perspective, centroid) in_2_0: vec2<f32>, @location(2) @interpolate(linear) in_3_0: vec2<f32>, @location(3) @interpolate(flat) in_4_0: vec2<i32>, @location(4) @interpolate(flat) in_5_0: u32, @location(5) in_6_0: vec4<f32>, @location(6) in_7_0: f32, @builtin(front_facing) in_8_0: bool) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TEXCOORD0 = in_2_0;
    in_var_TEXCOORD1 = in_3_0;
    in_var_TEXCOORD2 = in_4_0;
    in_var_TEXCOORD3 = in_5_0;
    in_var_COLOR0 = in_6_0;
    in_var_TEXCOORD4 = in_7_0;
    gl_FrontFacing = in_8_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0, out_var_SV_Target1, out_var_SV_Target2, gl_FragDepth);
}
