struct SceneHeader {
    instanceOffset: u32,
    instanceCount: u32,
    materialOffset: u32,
    vertexOffset: u32,
}

struct VSOut {
    position: vec4<f32>,
    normal: vec3<f32>,
    uv: vec2<f32>,
    material: u32,
}

struct Material {
    baseColour: vec4<f32>,
    emissive: vec3<f32>,
    roughness: f32,
    metallic: f32,
    textureIndices: array<u32, 3>,
}

@group(0) @binding(0) var<storage, read> Scene: array<u32>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_MATERIAL0: u32;
var<private> out_var_SV_Target0: vec4<f32>;
fn LoadHeader() -> SceneHeader {
    var v0: u32;
    var v3: u32;
    var v8: u32;
    var v13: u32;
    var v18: u32;
    v0 = 0u;
    let v2 = v0;
    v3 = (v2 >> (2u & 31u));
    let v5 = Scene[(v3)];
    let v6 = v0;
    let v7 = (v6 + 4u);
    v8 = (v7 >> (2u & 31u));
    let v10 = Scene[(v8)];
    let v11 = v0;
    let v12 = (v11 + 8u);
    v13 = (v12 >> (2u & 31u));
    let v15 = Scene[(v13)];
    let v16 = v0;
    let v17 = (v16 + 12u);
    v18 = (v17 >> (2u & 31u));
    let v20 = Scene[(v18)];
    let v21 = SceneHeader(v5, v10, v15, v20);
    return v21;
}

fn PSMain_body(a0: VSOut) -> vec4<f32> {
    var v0: VSOut;
    var v2: SceneHeader;
    var v5: Material;
    var v12: u32;
    var v72: f32;
    var v80: vec3<f32>;
    var v15: u32;
    var v18: u32;
    var v21: u32;
    var v24: u32;
    var v31: u32;
    var v34: u32;
    var v37: u32;
    var v44: u32;
    var v50: u32;
    var v56: u32;
    var v61: u32;
    var v66: u32;
    v0 = a0;
    let v3 = LoadHeader();
    v2 = v3;
    let v7 = v2.materialOffset;
    let v9 = v0.material;
    let v10 = (v9 * 48u);
    let v11 = (v7 + v10);
    v12 = v11;
    let v14 = v12;
    v15 = (v14 >> (2u & 31u));
    let v17 = Scene[(v15)];
    v18 = (v15 + 1u);
    let v20 = Scene[(v18)];
    v21 = (v15 + 2u);
    let v23 = Scene[(v21)];
    v24 = (v15 + 3u);
    let v26 = Scene[(v24)];
    let v27 = vec4<u32>(v17, v20, v23, v26);
    let v28 = bitcast<vec4<f32>>(v27);
    let v29 = v12;
    let v30 = (v29 + 16u);
    v31 = (v30 >> (2u & 31u));
    let v33 = Scene[(v31)];
    v34 = (v31 + 1u);
    let v36 = Scene[(v34)];
    v37 = (v31 + 2u);
    let v39 = Scene[(v37)];
    let v40 = vec3<u32>(v33, v36, v39);
    let v41 = bitcast<vec3<f32>>(v40);
    let v42 = v12;
    let v43 = (v42 + 28u);
    v44 = (v43 >> (2u & 31u));
    let v46 = Scene[(v44)];
    let v47 = bitcast<f32>(v46);
    let v48 = v12;
    let v49 = (v48 + 32u);
    v50 = (v49 >> (2u & 31u));
    let v52 = Scene[(v50)];
    let v53 = bitcast<f32>(v52);
    let v54 = v12;
    let v55 = (v54 + 36u);
    v56 = (v55 >> (2u & 31u));
    let v58 = Scene[(v56)];
    let v59 = v12;
    let v60 = (v59 + 40u);
    v61 = (v60 >> (2u & 31u));
    let v63 = Scene[(v61)];
    let v64 = v12;
    let v65 = (v64 + 44u);
    v66 = (v65 >> (2u & 31u));
    let v68 = Scene[(v66)];
    let v69 = array<u32, 3>(v58, v63, v68);
    let v70 = Material(v28, v41, v47, v53, v69);
    v5 = v70;
    let v74 = v0.normal;
    let v75 = normalize(v74);
    let v76 = normalize(vec3<f32>(0.3f, 1.0f, 0.2f));
    let v77 = dot(v75, v76);
    let v78 = saturate(v77);
    v72 = v78;
    let v82 = v5.baseColour;
    let v83 = v82.xyz;
    let v84 = v72;
    let v85 = mix(0.2f, 1.0f, v84);
    let v86 = vec3<f32>(v85);
    let v87 = (v83 * v86);
    let v89 = v5.metallic;
    let v90 = (0.5f * v89);
    let v91 = (1.0f - v90);
    let v92 = vec3<f32>(v91);
    let v93 = (v87 * v92);
    v80 = v93;
    let v95 = v80;
    let v97 = v5.emissive;
    let v98 = (v95 + v97);
    let v100 = v5.baseColour;
    let v101 = v100.w;
    let v102 = vec4<f32>(v98, v101);
    return v102;
}

fn PSMain_1() {
    var v0: VSOut;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.position = v2;
    let v5 = in_var_NORMAL0;
    v0.normal = v5;
    let v8 = in_var_TEXCOORD0;
    v0.uv = v8;
    let v11 = in_var_MATERIAL0;
    v0.material = v11;
    let v14 = v0;
    let v15 = PSMain_body(v14);
    v1 = v15;
    let v17 = v1;
    out_var_SV_Target0 = v17;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec2<f32>, @location(2) @interpolate(flat) in_3_0: u32) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TEXCOORD0 = in_2_0;
    in_var_MATERIAL0 = in_3_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
