struct IblVaryings {
    Position: vec4<f32>,
    PositionWS: vec3<f32>,
    NormalWS: vec3<f32>,
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var IrradianceCube: texture_cube<f32>;
@group(0) @binding(2) var PrefilteredCube: texture_cube<f32>;
@group(0) @binding(3) var BrdfLut: texture_2d<f32>;
@group(0) @binding(5) var CubeSampler: sampler;
@group(0) @binding(6) var LutSampler: sampler;
@group(0) @binding(7) var<uniform> IblParams: array<vec4<u32>, 10>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn FresnelSchlickRoughness(a0: f32, a1: vec3<f32>, a2: f32) -> vec3<f32> {
    var v0: f32;
    var v2: vec3<f32>;
    var v4: f32;
    var v6: f32;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v7 = v0;
    let v8 = saturate(v7);
    let v9 = (1.0f - v8);
    let v10 = pow(v9, 5.0f);
    v6 = v10;
    let v12 = v2;
    let v13 = v4;
    let v14 = (1.0f - v13);
    let v15 = v4;
    let v16 = (1.0f - v15);
    let v17 = v4;
    let v18 = (1.0f - v17);
    let v19 = vec3<f32>(v14, v16, v18);
    let v20 = v2;
    let v21 = max(v19, v20);
    let v22 = v2;
    let v23 = (v21 - v22);
    let v24 = v6;
    let v25 = vec3<f32>(v24);
    let v26 = (v23 * v25);
    let v27 = (v12 + v26);
    return v27;
}

fn PSMain_body(a0: IblVaryings) -> vec4<f32> {
    var v0: IblVaryings;
    var v2: vec3<f32>;
    var v7: vec3<f32>;
    var v15: vec3<f32>;
    var v21: f32;
    var v27: vec3<f32>;
    var v35: vec3<f32>;
    var v42: vec3<f32>;
    var v51: vec3<f32>;
    var v56: vec3<f32>;
    var v64: u32;
    var v65: u32;
    var v66: u32;
    var v74: f32;
    var v82: vec3<f32>;
    var v88: vec2<f32>;
    var v95: vec3<f32>;
    v0 = a0;
    let v4 = v0.NormalWS;
    let v5 = normalize(v4);
    v2 = v5;
    let v9 = bitcast<vec3<f32>>(View[12].xyz);
    let v11 = v0.PositionWS;
    let v12 = (v9 - v11);
    let v13 = normalize(v12);
    v7 = v13;
    let v16 = v7;
    let v17 = -(v16);
    let v18 = v2;
    let v19 = reflect(v17, v18);
    v15 = v19;
    let v22 = v2;
    let v23 = v7;
    let v24 = dot(v22, v23);
    let v25 = max(v24, 0.0001f);
    v21 = v25;
    let v29 = bitcast<vec3<f32>>(IblParams[8].xyz);
    let v31 = bitcast<f32>(IblParams[9].x);
    let v32 = vec3<f32>(v31);
    let v33 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v29, v32);
    v27 = v33;
    let v36 = v21;
    let v37 = v27;
    let v39 = bitcast<f32>(IblParams[8].w);
    let v40 = FresnelSchlickRoughness(v36, v37, v39);
    v35 = v40;
    let v43 = v35;
    let v44 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v43);
    let v46 = bitcast<f32>(IblParams[9].x);
    let v47 = (1.0f - v46);
    let v48 = vec3<f32>(v47);
    let v49 = (v44 * v48);
    v42 = v49;
    let v52 = v2;
    let v53 = textureSampleLevel(IrradianceCube, CubeSampler, v52, 0.0f);
    let v54 = v53.xyz;
    v51 = v54;
    let v57 = v51;
    let v59 = bitcast<vec3<f32>>(IblParams[8].xyz);
    let v60 = (v57 * v59);
    let v61 = v42;
    let v62 = (v60 * v61);
    v56 = v62;
    let v67 = textureDimensions(PrefilteredCube, 0u);
    let v68 = textureNumLevels(PrefilteredCube);
    let v69 = v67.x;
    v64 = v69;
    let v71 = v67.y;
    v65 = v71;
    v66 = v68;
    let v76 = bitcast<f32>(IblParams[8].w);
    let v77 = v66;
    let v78 = (v77 - 1u);
    let v79 = f32(v78);
    let v80 = (v76 * v79);
    v74 = v80;
    let v83 = v15;
    let v84 = v74;
    let v85 = textureSampleLevel(PrefilteredCube, CubeSampler, v83, v84);
    let v86 = v85.xyz;
    v82 = v86;
    let v89 = v21;
    let v91 = bitcast<f32>(IblParams[8].w);
    let v92 = vec2<f32>(v89, v91);
    let v93 = textureSampleLevel(BrdfLut, LutSampler, v92, 0.0f).xy;
    v88 = v93;
    let v96 = v82;
    let v97 = v27;
    let v98 = v88;
    let v99 = v98.x;
    let v100 = vec3<f32>(v99);
    let v101 = (v97 * v100);
    let v102 = v88;
    let v103 = v102.y;
    let v104 = vec3<f32>(v103);
    let v105 = (v101 + v104);
    let v106 = (v96 * v105);
    v95 = v106;
    let v108 = v56;
    let v109 = v95;
    let v110 = (v108 + v109);
    let v112 = bitcast<f32>(IblParams[9].y);
    let v113 = vec3<f32>(v112);
    let v114 = (v110 * v113);
    let v115 = vec4<f32>(v114, 1.0f);
    return v115;
}

fn PSMain_1() {
    var v0: IblVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.PositionWS = v5;
    let v8 = in_var_TEXCOORD1;
    v0.NormalWS = v8;
    let v11 = v0;
    let v12 = PSMain_body(v11);
    v1 = v12;
    let v14 = v1;
    out_var_SV_Target0 = v14;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
