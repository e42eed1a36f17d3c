struct MaterialBase {
    baseColor: vec4<f32>,
    emission: vec3<f32>,
    flags: u32,
}

struct PbrMaterial {
    MaterialBase: MaterialBase,
    roughness: f32,
    metallic: f32,
}

struct ClearcoatMaterial {
    PbrMaterial: PbrMaterial,
    coat: f32,
    coatRoughness: f32,
}

struct Accumulator {
    sum: vec3<f32>,
    samples: u32,
}

fn load_Materials_2(w: u32) -> MaterialBase {
    return MaterialBase(vec4<f32>(bitcast<f32>(Materials[w]), bitcast<f32>(Materials[(w + 1u)]), bitcast<f32>(Materials[(w + 2u)]), bitcast<f32>(Materials[(w + 3u)])), vec3<f32>(bitcast<f32>(Materials[(w + 4u)]), bitcast<f32>(Materials[((w + 4u) + 1u)]), bitcast<f32>(Materials[((w + 4u) + 2u)])), Materials[(w + 7u)]);
}

fn load_Materials_1(w: u32) -> PbrMaterial {
    return PbrMaterial(load_Materials_2(w), bitcast<f32>(Materials[(w + 8u)]), bitcast<f32>(Materials[(w + 9u)]));
}

fn load_Materials(w: u32) -> ClearcoatMaterial {
    return ClearcoatMaterial(load_Materials_1(w), bitcast<f32>(Materials[(w + 12u)]), bitcast<f32>(Materials[(w + 13u)]));
}

fn load_Accumulators(w: u32) -> Accumulator {
    return Accumulator(vec3<f32>(bitcast<f32>(Accumulators[w]), bitcast<f32>(Accumulators[(w + 1u)]), bitcast<f32>(Accumulators[(w + 2u)])), Accumulators[(w + 3u)]);
}

fn store_Accumulators(w: u32, v: Accumulator) {
    Accumulators[w] = bitcast<u32>(v.sum.x);
    Accumulators[(w + 1u)] = bitcast<u32>(v.sum.y);
    Accumulators[(w + 2u)] = bitcast<u32>(v.sum.z);
    Accumulators[(w + 3u)] = v.samples;
}

fn load_Override(w: u32) -> MaterialBase {
    return MaterialBase(vec4<f32>(bitcast<f32>(Override[w / 4u][w % 4u]), bitcast<f32>(Override[(w + 1u) / 4u][(w + 1u) % 4u]), bitcast<f32>(Override[(w + 2u) / 4u][(w + 2u) % 4u]), bitcast<f32>(Override[(w + 3u) / 4u][(w + 3u) % 4u])), vec3<f32>(bitcast<f32>(Override[(w + 4u) / 4u][(w + 4u) % 4u]), bitcast<f32>(Override[((w + 4u) + 1u) / 4u][((w + 4u) + 1u) % 4u]), bitcast<f32>(Override[((w + 4u) + 2u) / 4u][((w + 4u) + 2u) % 4u])), Override[(w + 7u) / 4u][(w + 7u) % 4u]);
}

@group(0) @binding(0) var<uniform> Setup: array<vec4<u32>, 2>;
@group(0) @binding(1) var<uniform> Override: array<vec4<u32>, 4>;
@group(0) @binding(2) var<storage, read> Materials: array<u32>;
@group(0) @binding(3) var<storage, read> Normals: array<u32>;
@group(0) @binding(4) var<storage, read_write> Accumulators: array<u32>;
@group(0) @binding(5) var<storage, read_write> Preview: array<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn MaterialBase_hasFlag(a0: ptr<function, MaterialBase>, a1: u32) -> bool {
    var v0: u32;
    v0 = a1;
    let v3 = (*a0).flags;
    let v4 = v0;
    let v5 = (v3 & v4);
    let v6 = (v5 != 0u);
    return v6;
}

fn MaterialBase_albedo(a0: ptr<function, MaterialBase>) -> vec3<f32> {
    let v1 = (*a0).baseColor;
    let v2 = v1.xyz;
    return v2;
}

fn MaterialBase_emitted(a0: ptr<function, MaterialBase>) -> vec3<f32> {
    var v0: MaterialBase;
    let v1 = (*a0);
    v0 = v1;
    let v3 = MaterialBase_hasFlag(&v0, 2u);
    let v4 = v0;
    (*a0) = v4;
    let v7 = (*a0).emission;
    let v8 = select(vec3<f32>(0.0f, 0.0f, 0.0f), v7, v3);
    return v8;
}

fn MaterialBase_shade(a0: ptr<function, MaterialBase>, a1: f32, a2: vec3<f32>) -> vec3<f32> {
    var v0: f32;
    var v2: vec3<f32>;
    var v4: MaterialBase;
    var v10: MaterialBase;
    var v16: MaterialBase;
    var v23: MaterialBase;
    var v34: MaterialBase;
    v0 = a1;
    v2 = a2;
    let v5 = (*a0);
    v4 = v5;
    let v7 = MaterialBase_hasFlag(&v4, 1u);
    let v8 = v4;
    (*a0) = v8;
    if v7 {
        let v11 = (*a0);
        v10 = v11;
        let v13 = MaterialBase_albedo(&v10);
        let v14 = v10;
        (*a0) = v14;
        let v17 = (*a0);
        v16 = v17;
        let v19 = MaterialBase_emitted(&v16);
        let v20 = v16;
        (*a0) = v20;
        let v22 = (v13 + v19);
        return v22;
    }
    let v24 = (*a0);
    v23 = v24;
    let v26 = MaterialBase_albedo(&v23);
    let v27 = v23;
    (*a0) = v27;
    let v29 = v0;
    let v30 = vec3<f32>(v29);
    let v31 = (v26 * v30);
    let v32 = v2;
    let v33 = (v31 * v32);
    let v35 = (*a0);
    v34 = v35;
    let v37 = MaterialBase_emitted(&v34);
    let v38 = v34;
    (*a0) = v38;
    let v40 = (v33 + v37);
    return v40;
}

fn PbrMaterial_albedo(a0: ptr<function, PbrMaterial>) -> vec3<f32> {
    var v0: MaterialBase;
    let v2 = (*a0).MaterialBase;
    v0 = v2;
    let v4 = MaterialBase_albedo(&v0);
    let v5 = v0;
    (*a0).MaterialBase = v5;
    let v9 = (*a0).metallic;
    let v10 = (1.0f - v9);
    let v11 = vec3<f32>(v10);
    let v12 = (v4 * v11);
    return v12;
}

fn PbrMaterial_specular(a0: ptr<function, PbrMaterial>, a1: f32) -> f32 {
    var v0: f32;
    var v2: f32;
    var v10: f32;
    var v15: f32;
    v0 = a1;
    let v4 = (*a0).roughness;
    let v6 = (*a0).roughness;
    let v7 = (v4 * v6);
    let v8 = max(v7, 0.02f);
    v2 = v8;
    let v11 = v2;
    let v12 = v2;
    let v13 = (v11 * v12);
    v10 = v13;
    let v16 = v0;
    let v17 = v0;
    let v18 = (v16 * v17);
    let v19 = v10;
    let v20 = (v19 - 1.0f);
    let v21 = (v18 * v20);
    let v22 = (v21 + 1.0f);
    v15 = v22;
    let v24 = v10;
    let v25 = v15;
    let v26 = (3.1415927f * v25);
    let v27 = v15;
    let v28 = (v26 * v27);
    let v29 = (v24 / v28);
    return v29;
}

fn PbrMaterial_shade(a0: ptr<function, PbrMaterial>, a1: f32, a2: f32, a3: vec3<f32>) -> vec3<f32> {
    var v0: f32;
    var v2: f32;
    var v4: vec3<f32>;
    var v6: vec3<f32>;
    var v15: PbrMaterial;
    var v22: PbrMaterial;
    var v37: MaterialBase;
    v0 = a1;
    v2 = a2;
    v4 = a3;
    let v8 = (*a0).MaterialBase.baseColor;
    let v9 = v8.xyz;
    let v11 = (*a0).metallic;
    let v12 = vec3<f32>(v11);
    let v13 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v9, v12);
    v6 = v13;
    let v16 = (*a0);
    v15 = v16;
    let v18 = PbrMaterial_albedo(&v15);
    let v19 = v15;
    (*a0) = v19;
    let v21 = v6;
    let v23 = (*a0);
    v22 = v23;
    let v25 = v2;
    let v26 = PbrMaterial_specular(&v22, v25);
    let v27 = v22;
    (*a0) = v27;
    let v29 = vec3<f32>(v26);
    let v30 = (v21 * v29);
    let v31 = (v18 + v30);
    let v32 = v0;
    let v33 = vec3<f32>(v32);
    let v34 = (v31 * v33);
    let v35 = v4;
    let v36 = (v34 * v35);
    let v39 = (*a0).MaterialBase;
    v37 = v39;
    let v41 = MaterialBase_emitted(&v37);
    let v42 = v37;
    (*a0).MaterialBase = v42;
    let v45 = (v36 + v41);
    return v45;
}

fn ClearcoatMaterial_shade(a0: ptr<function, ClearcoatMaterial>, a1: f32, a2: f32, a3: vec3<f32>) -> vec3<f32> {
    var v0: f32;
    var v2: f32;
    var v4: vec3<f32>;
    var v6: vec3<f32>;
    var v7: PbrMaterial;
    var v19: f32;
    var v27: f32;
    var v32: f32;
    var v41: f32;
    v0 = a1;
    v2 = a2;
    v4 = a3;
    let v9 = (*a0).PbrMaterial;
    v7 = v9;
    let v11 = v0;
    let v12 = v2;
    let v13 = v4;
    let v14 = PbrMaterial_shade(&v7, v11, v12, v13);
    let v15 = v7;
    (*a0).PbrMaterial = v15;
    v6 = v14;
    let v21 = (*a0).coatRoughness;
    let v23 = (*a0).coatRoughness;
    let v24 = (v21 * v23);
    let v25 = max(v24, 0.02f);
    v19 = v25;
    let v28 = v19;
    let v29 = v19;
    let v30 = (v28 * v29);
    v27 = v30;
    let v33 = v2;
    let v34 = v2;
    let v35 = (v33 * v34);
    let v36 = v27;
    let v37 = (v36 - 1.0f);
    let v38 = (v35 * v37);
    let v39 = (v38 + 1.0f);
    v32 = v39;
    let v43 = (*a0).coat;
    let v44 = (v43 * 0.04f);
    let v45 = v27;
    let v46 = (v44 * v45);
    let v47 = v32;
    let v48 = (3.1415927f * v47);
    let v49 = v32;
    let v50 = (v48 * v49);
    let v51 = (v46 / v50);
    v41 = v51;
    let v53 = v6;
    let v55 = (*a0).coat;
    let v56 = (0.04f * v55);
    let v57 = (1.0f - v56);
    let v58 = vec3<f32>(v57);
    let v59 = (v53 * v58);
    let v60 = v41;
    let v61 = v0;
    let v62 = (v60 * v61);
    let v63 = vec3<f32>(v62);
    let v64 = v4;
    let v65 = (v63 * v64);
    let v66 = (v59 + v65);
    return v66;
}

fn Accumulator_add(a0: ptr<function, Accumulator>, a1: vec3<f32>) {
    var v0: vec3<f32>;
    v0 = a1;
    let v2 = v0;
    let v4 = (*a0).sum;
    let v5 = (v4 + v2);
    (*a0).sum = v5;
    let v9 = (*a0).samples;
    let v10 = (v9 + 1u);
    (*a0).samples = v10;
    return;
}

fn swatch(a0: MaterialBase) -> vec4<f32> {
    var v0: MaterialBase;
    var v2: MaterialBase;
    v0 = a0;
    let v3 = v0;
    v2 = v3;
    let v5 = MaterialBase_shade(&v2, 1.0f, vec3<f32>(1.0f, 1.0f, 1.0f));
    let v6 = v2;
    v0 = v6;
    let v9 = v0.baseColor;
    let v10 = v9.w;
    let v11 = vec4<f32>(v5, v10);
    return v11;
}

fn CSMain_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    var v2: u32;
    var v10: ClearcoatMaterial;
    var v15: vec3<f32>;
    var v21: vec3<f32>;
    var v27: vec3<f32>;
    var v32: f32;
    var v38: f32;
    var v44: vec3<f32>;
    var v45: MaterialBase;
    var v53: MaterialBase;
    var v64: ClearcoatMaterial;
    var v76: Accumulator;
    var v11: u32;
    var v16: u32;
    var v74: vec3<f32>;
    var v77: u32;
    var v98: vec4<f32>;
    var v99: u32;
    v0 = a0;
    let v3 = v0;
    let v4 = v3.x;
    v2 = v4;
    let v6 = v2;
    let v8 = Setup[1].w;
    let v9 = (v6 >= v8);
    if v9 {
        return;
    }
    v11 = v2;
    let v13 = load_Materials((v11 * 16u));
    v10 = v13;
    v16 = v2;
    let v18 = vec3<f32>(bitcast<f32>(Normals[(v16 * 4u)]), bitcast<f32>(Normals[((v16 * 4u) + 1u)]), bitcast<f32>(Normals[((v16 * 4u) + 2u)]));
    let v19 = normalize(v18);
    v15 = v19;
    let v23 = bitcast<vec3<f32>>(Setup[0].xyz);
    let v24 = -(v23);
    let v25 = normalize(v24);
    v21 = v25;
    let v28 = v21;
    let v29 = (v28 + vec3<f32>(0.0f, 0.0f, 1.0f));
    let v30 = normalize(v29);
    v27 = v30;
    let v33 = v15;
    let v34 = v21;
    let v35 = dot(v33, v34);
    let v36 = saturate(v35);
    v32 = v36;
    let v39 = v15;
    let v40 = v27;
    let v41 = dot(v39, v40);
    let v42 = saturate(v41);
    v38 = v42;
    let v47 = v10.PbrMaterial.MaterialBase;
    v45 = v47;
    let v49 = MaterialBase_hasFlag(&v45, 1u);
    let v50 = v45;
    v10.PbrMaterial.MaterialBase = v50;
    if v49 {
        let v55 = v10.PbrMaterial.MaterialBase;
        v53 = v55;
        let v57 = v32;
        let v59 = bitcast<vec3<f32>>(Setup[1].xyz);
        let v60 = MaterialBase_shade(&v53, v57, v59);
        let v61 = v53;
        v10.PbrMaterial.MaterialBase = v61;
        v74 = v60;
    } else {
        let v65 = v10;
        v64 = v65;
        let v67 = v32;
        let v68 = v38;
        let v70 = bitcast<vec3<f32>>(Setup[1].xyz);
        let v71 = ClearcoatMaterial_shade(&v64, v67, v68, v70);
        let v72 = v64;
        v10 = v72;
        v74 = v71;
    }
    v44 = v74;
    v77 = v2;
    let v79 = load_Accumulators((v77 * 4u));
    v76 = v79;
    let v81 = v44;
    let v83 = bitcast<f32>(Setup[0].w);
    let v84 = vec3<f32>(v83);
    let v85 = (v81 * v84);
    Accumulator_add(&v76, v85);
    let v87 = v76;
    store_Accumulators((v77 * 4u), v87);
    let v90 = v2;
    let v91 = (v90 == 0u);
    if v91 {
        let v93 = load_Override(0u);
        let v94 = swatch(v93);
        v98 = v94;
    } else {
        let v96 = v10.PbrMaterial.MaterialBase;
        let v97 = swatch(v96);
        v98 = v97;
    }
    v99 = v2;
    Preview[(v99 * 4u)] = bitcast<u32>(v98.x);
    Preview[((v99 * 4u) + 1u)] = bitcast<u32>(v98.y);
    Preview[((v99 * 4u) + 2u)] = bitcast<u32>(v98.z);
    Preview[((v99 * 4u) + 3u)] = bitcast<u32>(v98.w);
    return;
}

fn CSMain_1() {
    var v0: vec3<u32>;
    let v1 = gl_GlobalInvocationID;
    v0 = v1;
    let v3 = v0;
    CSMain_body(v3);
    return;
}

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
