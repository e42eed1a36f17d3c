var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> in_var_BLENDINDICES0: vec4<u32>;
var<private> in_var_TEXCOORD0: i32;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSFormats_1() {
    let v5 = in_var_COLOR0;
    let v8 = in_var_BLENDINDICES0;
    let v11 = in_var_TEXCOORD0;
    let v14 = in_var_TEXCOORD1;
    let v26 = v5.x;
    let v29 = v5.y;
    let v30 = (v29 * 10.0f);
    let v31 = (v26 + v30);
    let v34 = v8.x;
    let v37 = v8.y;
    let v38 = (v37 * 256u);
    let v39 = (v34 + v38);
    let v42 = v8.z;
    let v43 = (v42 * 65536u);
    let v44 = (v39 + v43);
    let v45 = f32(v44);
    let v48 = v8.w;
    let v49 = f32(v48);
    let v50 = (v49 / 1000.0f);
    let v51 = (v45 + v50);
    let v54 = f32(v11);
    let v57 = v14.x;
    let v60 = v14.y;
    let v61 = (v60 * 10.0f);
    let v62 = (v57 + v61);
    let v65 = v14.z;
    let v66 = (v65 * 100.0f);
    let v67 = (v62 + v66);
    let v68 = vec4<f32>(v31, v51, v54, v67);
    out_var_SV_Target0 = v68;
    return;
}

struct PSFormats_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSFormats(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec4<f32>, @location(1) @interpolate(flat) in_2_0: vec4<u32>, @location(2) @interpolate(flat) in_3_0: i32, @location(3) in_4_0: vec3<f32>) -> PSFormats_Output {
    gl_FragCoord = in_0_0;
    in_var_COLOR0 = in_1_0;
    in_var_BLENDINDICES0 = in_2_0;
    in_var_TEXCOORD0 = in_3_0;
    in_var_TEXCOORD1 = in_4_0;
    PSFormats_1();
    return PSFormats_Output(out_var_SV_Target0);
}
