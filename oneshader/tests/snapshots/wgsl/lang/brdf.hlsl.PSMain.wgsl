struct Shading {
    diffuse: vec3<f32>,
    specular: vec3<f32>,
}

struct PointLight {
    position: vec3<f32>,
    range: f32,
    color: vec3<f32>,
    intensity: f32,
}

struct LightSample {
    L: vec3<f32>,
    radiance: vec3<f32>,
}

struct Surface {
    N: vec3<f32>,
    V: vec3<f32>,
    albedo: vec3<f32>,
    roughness: f32,
    metallic: f32,
}

struct VSOut {
    position: vec4<f32>,
    worldPos: vec3<f32>,
    normal: vec3<f32>,
    material: u32,
}

struct Material {
    baseColor: vec4<f32>,
    roughness: f32,
    metallic: f32,
    pad: vec2<f32>,
}

fn load_Materials(w: u32) -> Material {
    return Material(vec4<f32>(bitcast<f32>(Materials[w]), bitcast<f32>(Materials[(w + 1u)]), bitcast<f32>(Materials[(w + 2u)]), bitcast<f32>(Materials[(w + 3u)])), bitcast<f32>(Materials[(w + 4u)]), bitcast<f32>(Materials[(w + 5u)]), vec2<f32>(bitcast<f32>(Materials[(w + 6u)]), bitcast<f32>(Materials[((w + 6u) + 1u)])));
}

fn load_Lights(w: u32) -> PointLight {
    return PointLight(vec3<f32>(bitcast<f32>(Lights[w]), bitcast<f32>(Lights[(w + 1u)]), bitcast<f32>(Lights[(w + 2u)])), bitcast<f32>(Lights[(w + 3u)]), vec3<f32>(bitcast<f32>(Lights[(w + 4u)]), bitcast<f32>(Lights[((w + 4u) + 1u)]), bitcast<f32>(Lights[((w + 4u) + 2u)])), bitcast<f32>(Lights[(w + 7u)]));
}

@group(0) @binding(0) var<uniform> Frame: array<vec4<u32>, 6>;
@group(0) @binding(1) var<storage, read> Lights: array<u32>;
@group(0) @binding(2) var<storage, read> Materials: array<u32>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_WORLDPOS0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_MATERIAL0: u32;
var<private> out_var_SV_Target0: vec4<f32>;
fn Shading_clear(a0: ptr<function, Shading>) {
    (*a0).diffuse = vec3<f32>(0.0f, 0.0f, 0.0f);
    (*a0).specular = vec3<f32>(0.0f, 0.0f, 0.0f);
    return;
}

fn PointLight_sampleAt(a0: ptr<function, PointLight>, a1: vec3<f32>) -> LightSample {
    var v0: vec3<f32>;
    var v2: vec3<f32>;
    var v8: f32;
    var v12: f32;
    var v20: LightSample;
    v0 = a1;
    let v4 = (*a0).position;
    let v5 = v0;
    let v6 = (v4 - v5);
    v2 = v6;
    let v9 = v2;
    let v10 = length(v9);
    v8 = v10;
    let v13 = v8;
    let v15 = (*a0).range;
    let v16 = (v13 / v15);
    let v17 = (1.0f - v16);
    let v18 = saturate(v17);
    v12 = v18;
    let v21 = v2;
    let v22 = v8;
    let v23 = max(v22, 0.0001f);
    let v24 = vec3<f32>(v23);
    let v25 = (v21 / v24);
    v20.L = v25;
    let v29 = (*a0).color;
    let v31 = (*a0).intensity;
    let v32 = vec3<f32>(v31);
    let v33 = (v29 * v32);
    let v34 = v12;
    let v35 = vec3<f32>(v34);
    let v36 = (v33 * v35);
    let v37 = v12;
    let v38 = vec3<f32>(v37);
    let v39 = (v36 * v38);
    v20.radiance = v39;
    let v42 = v20;
    return v42;
}

fn LightSample_NdotL(a0: ptr<function, LightSample>, a1: Surface) -> f32 {
    var v0: Surface;
    v0 = a1;
    let v3 = v0.N;
    let v5 = (*a0).L;
    let v6 = dot(v3, v5);
    let v7 = saturate(v6);
    return v7;
}

fn LightSample_halfVector(a0: ptr<function, LightSample>, a1: Surface) -> vec3<f32> {
    var v0: Surface;
    v0 = a1;
    let v3 = v0.V;
    let v5 = (*a0).L;
    let v6 = (v3 + v5);
    let v7 = normalize(v6);
    return v7;
}

fn Surface_alpha(a0: ptr<function, Surface>) -> f32 {
    let v1 = (*a0).roughness;
    let v3 = (*a0).roughness;
    let v4 = (v1 * v3);
    let v5 = max(v4, 0.045f);
    return v5;
}

fn Surface_F0(a0: ptr<function, Surface>) -> vec3<f32> {
    let v1 = (*a0).albedo;
    let v3 = (*a0).metallic;
    let v4 = vec3<f32>(v3);
    let v5 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v1, v4);
    return v5;
}

fn Surface_fresnel(a0: ptr<function, Surface>, a1: f32) -> vec3<f32> {
    var v0: f32;
    var v2: f32;
    var v7: vec3<f32>;
    var v8: Surface;
    v0 = a1;
    let v3 = v0;
    let v4 = (1.0f - v3);
    let v5 = pow(v4, 5.0f);
    v2 = v5;
    let v9 = (*a0);
    v8 = v9;
    let v11 = Surface_F0(&v8);
    let v12 = v8;
    (*a0) = v12;
    v7 = v11;
    let v15 = v7;
    let v16 = v7;
    let v17 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v16);
    let v18 = v2;
    let v19 = vec3<f32>(v18);
    let v20 = (v17 * v19);
    let v21 = (v15 + v20);
    return v21;
}

fn GGX_D(a0: f32, a1: f32) -> f32 {
    var v0: f32;
    var v2: f32;
    var v4: f32;
    var v9: f32;
    v0 = a0;
    v2 = a1;
    let v5 = v2;
    let v6 = v2;
    let v7 = (v5 * v6);
    v4 = v7;
    let v10 = v0;
    let v11 = v0;
    let v12 = (v10 * v11);
    let v13 = v4;
    let v14 = (v13 - 1.0f);
    let v15 = (v12 * v14);
    let v16 = (v15 + 1.0f);
    v9 = v16;
    let v18 = v4;
    let v19 = v9;
    let v20 = (3.1415927f * v19);
    let v21 = v9;
    let v22 = (v20 * v21);
    let v23 = (v18 / v22);
    return v23;
}

fn Surface_NdotV(a0: ptr<function, Surface>) -> f32 {
    let v1 = (*a0).N;
    let v3 = (*a0).V;
    let v4 = dot(v1, v3);
    let v5 = max(v4, 0.0001f);
    return v5;
}

fn GGX_V(a0: f32, a1: f32, a2: f32) -> f32 {
    var v0: f32;
    var v2: f32;
    var v4: f32;
    var v6: f32;
    var v11: f32;
    var v24: f32;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v7 = v4;
    let v8 = v4;
    let v9 = (v7 * v8);
    v6 = v9;
    let v12 = v2;
    let v13 = v0;
    let v14 = v0;
    let v15 = (v13 * v14);
    let v16 = v6;
    let v17 = (1.0f - v16);
    let v18 = (v15 * v17);
    let v19 = v6;
    let v20 = (v18 + v19);
    let v21 = sqrt(v20);
    let v22 = (v12 * v21);
    v11 = v22;
    let v25 = v0;
    let v26 = v2;
    let v27 = v2;
    let v28 = (v26 * v27);
    let v29 = v6;
    let v30 = (1.0f - v29);
    let v31 = (v28 * v30);
    let v32 = v6;
    let v33 = (v31 + v32);
    let v34 = sqrt(v33);
    let v35 = (v25 * v34);
    v24 = v35;
    let v37 = v11;
    let v38 = v24;
    let v39 = (v37 + v38);
    let v40 = max(v39, 1e-5f);
    let v41 = (0.5f / v40);
    return v41;
}

fn Surface_diffuseColor(a0: ptr<function, Surface>) -> vec3<f32> {
    let v1 = (*a0).albedo;
    let v3 = (*a0).metallic;
    let v4 = (1.0f - v3);
    let v5 = vec3<f32>(v4);
    let v6 = (v1 * v5);
    return v6;
}

fn Shading_add(a0: ptr<function, Shading>, a1: Surface, a2: LightSample) {
    var v0: Surface;
    var v2: LightSample;
    var v4: f32;
    var v5: LightSample;
    var v15: vec3<f32>;
    var v16: LightSample;
    var v24: f32;
    var v31: f32;
    var v38: f32;
    var v39: Surface;
    var v46: vec3<f32>;
    var v47: Surface;
    var v58: Surface;
    var v84: Surface;
    v0 = a1;
    v2 = a2;
    let v6 = v2;
    v5 = v6;
    let v8 = v0;
    let v9 = LightSample_NdotL(&v5, v8);
    let v10 = v5;
    v2 = v10;
    v4 = v9;
    let v13 = v4;
    let v14 = (v13 <= 0.0f);
    if v14 {
        return;
    }
    let v17 = v2;
    v16 = v17;
    let v19 = v0;
    let v20 = LightSample_halfVector(&v16, v19);
    let v21 = v16;
    v2 = v21;
    v15 = v20;
    let v26 = v0.N;
    let v27 = v15;
    let v28 = dot(v26, v27);
    let v29 = saturate(v28);
    v24 = v29;
    let v33 = v0.V;
    let v34 = v15;
    let v35 = dot(v33, v34);
    let v36 = saturate(v35);
    v31 = v36;
    let v40 = v0;
    v39 = v40;
    let v42 = Surface_alpha(&v39);
    let v43 = v39;
    v0 = v43;
    v38 = v42;
    let v48 = v0;
    v47 = v48;
    let v50 = v31;
    let v51 = Surface_fresnel(&v47, v50);
    let v52 = v47;
    v0 = v52;
    v46 = v51;
    let v55 = v24;
    let v56 = v38;
    let v57 = GGX_D(v55, v56);
    let v59 = v0;
    v58 = v59;
    let v61 = Surface_NdotV(&v58);
    let v62 = v58;
    v0 = v62;
    let v64 = v4;
    let v65 = v38;
    let v66 = GGX_V(v61, v64, v65);
    let v67 = (v57 * v66);
    let v68 = vec3<f32>(v67);
    let v69 = v46;
    let v70 = (v68 * v69);
    let v72 = v2.radiance;
    let v73 = (v70 * v72);
    let v74 = v4;
    let v75 = vec3<f32>(v74);
    let v76 = (v73 * v75);
    let v78 = (*a0).specular;
    let v79 = (v78 + v76);
    (*a0).specular = v79;
    let v82 = v46;
    let v83 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v82);
    let v85 = v0;
    v84 = v85;
    let v87 = Surface_diffuseColor(&v84);
    let v88 = v84;
    v0 = v88;
    let v90 = (v83 * v87);
    let v91 = (v90 / vec3<f32>(3.1415927f, 3.1415927f, 3.1415927f));
    let v93 = v2.radiance;
    let v94 = (v91 * v93);
    let v95 = v4;
    let v96 = vec3<f32>(v95);
    let v97 = (v94 * v96);
    let v99 = (*a0).diffuse;
    let v100 = (v99 + v97);
    (*a0).diffuse = v100;
    return;
}

fn Shading_add_1(a0: ptr<function, Shading>, a1: vec3<f32>, a2: Surface) {
    var v0: vec3<f32>;
    var v2: Surface;
    var v5: Surface;
    v0 = a1;
    v2 = a2;
    let v4 = v0;
    let v6 = v2;
    v5 = v6;
    let v8 = Surface_diffuseColor(&v5);
    let v9 = v5;
    v2 = v9;
    let v11 = (v4 * v8);
    let v13 = (*a0).diffuse;
    let v14 = (v13 + v11);
    (*a0).diffuse = v14;
    return;
}

fn Shading_total(a0: ptr<function, Shading>) -> vec3<f32> {
    let v1 = (*a0).diffuse;
    let v3 = (*a0).specular;
    let v4 = (v1 + v3);
    return v4;
}

fn PSMain_body(a0: VSOut) -> vec4<f32> {
    var v0: VSOut;
    var v2: Material;
    var v8: Surface;
    var v35: Shading;
    var v36: Shading;
    var v42: u32;
    var v48: Shading;
    var v55: PointLight;
    var v57: PointLight;
    var v65: LightSample;
    var v74: Shading;
    var v83: Shading;
    var v4: u32;
    var v52: u32;
    v0 = a0;
    v4 = v0.material;
    let v6 = load_Materials((v4 * 8u));
    v2 = v6;
    let v10 = v0.normal;
    let v11 = normalize(v10);
    v8.N = v11;
    let v15 = bitcast<vec3<f32>>(Frame[4].xyz);
    let v17 = v0.worldPos;
    let v18 = (v15 - v17);
    let v19 = normalize(v18);
    v8.V = v19;
    let v23 = v2.baseColor;
    let v24 = v23.xyz;
    v8.albedo = v24;
    let v28 = v2.roughness;
    v8.roughness = v28;
    let v32 = v2.metallic;
    v8.metallic = v32;
    let v37 = v35;
    v36 = v37;
    Shading_clear(&v36);
    let v40 = v36;
    v35 = v40;
    v42 = 0u;
    loop {
        let v44 = v42;
        let v46 = Frame[4].w;
        let v47 = (v44 < v46);
        if v47 {
            let v49 = v35;
            v48 = v49;
            let v51 = v8;
            v52 = v42;
            let v54 = load_Lights((v52 * 8u));
            v55 = v54;
            let v58 = v55;
            v57 = v58;
            let v61 = v0.worldPos;
            let v62 = PointLight_sampleAt(&v57, v61);
            let v63 = v57;
            v55 = v63;
            v65 = v62;
            let v67 = v65;
            Shading_add(&v48, v51, v67);
            let v69 = v48;
            v35 = v69;
        } else {
            break;
        }
        continuing {
            let v71 = v42;
            let v72 = (v71 + 1u);
            v42 = v72;
        }
    }
    let v75 = v35;
    v74 = v75;
    let v78 = bitcast<vec3<f32>>(Frame[5].xyz);
    let v79 = v8;
    Shading_add_1(&v74, v78, v79);
    let v81 = v74;
    v35 = v81;
    let v84 = v35;
    v83 = v84;
    let v86 = Shading_total(&v83);
    let v87 = v83;
    v35 = v87;
    let v90 = bitcast<f32>(Frame[5].w);
    let v91 = vec3<f32>(v90);
    let v92 = (v86 * v91);
    let v94 = v2.baseColor;
    let v95 = v94.w;
    let v96 = vec4<f32>(v92, v95);
    return v96;
}

fn PSMain_1() {
    var v0: VSOut;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.position = v2;
    let v5 = in_var_WORLDPOS0;
    v0.worldPos = v5;
    let v8 = in_var_NORMAL0;
    v0.normal = v8;
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
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>, @location(2) @interpolate(flat) in_3_0: u32) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_WORLDPOS0 = in_1_0;
    in_var_NORMAL0 = in_2_0;
    in_var_MATERIAL0 = in_3_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
