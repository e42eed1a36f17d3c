diagnostic(off, derivative_uniformity);

struct MeshVaryings {
    Position: vec4<f32>,
    PositionWS: vec3<f32>,
    NormalWS: vec3<f32>,
    TangentWS: vec4<f32>,
    Uv: vec2<f32>,
    ViewDepth: f32,
}

struct SurfaceSample {
    Albedo: vec3<f32>,
    Metallic: f32,
    Normal: vec3<f32>,
    Roughness: f32,
    Emissive: vec3<f32>,
    Occlusion: f32,
}

struct PunctualLight {
    PositionWS: vec3<f32>,
    Range: f32,
    Color: vec3<f32>,
    Intensity: f32,
    DirectionWS: vec3<f32>,
    SpotCosOuter: f32,
    SpotCosInner: f32,
    Type: u32,
    ShadowIndex: i32,
    Flags: u32,
}

fn load_ForwardLights(w: u32) -> PunctualLight {
    return PunctualLight(vec3<f32>(bitcast<f32>(ForwardLights[w]), bitcast<f32>(ForwardLights[(w + 1u)]), bitcast<f32>(ForwardLights[(w + 2u)])), bitcast<f32>(ForwardLights[(w + 3u)]), vec3<f32>(bitcast<f32>(ForwardLights[(w + 4u)]), bitcast<f32>(ForwardLights[((w + 4u) + 1u)]), bitcast<f32>(ForwardLights[((w + 4u) + 2u)])), bitcast<f32>(ForwardLights[(w + 7u)]), vec3<f32>(bitcast<f32>(ForwardLights[(w + 8u)]), bitcast<f32>(ForwardLights[((w + 8u) + 1u)]), bitcast<f32>(ForwardLights[((w + 8u) + 2u)])), bitcast<f32>(ForwardLights[(w + 11u)]), bitcast<f32>(ForwardLights[(w + 12u)]), ForwardLights[(w + 13u)], bitcast<i32>(ForwardLights[(w + 14u)]), ForwardLights[(w + 15u)]);
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<uniform> ShadowParams: array<vec4<u32>, 22>;
@group(0) @binding(2) var ShadowCascades: texture_depth_2d_array;
@group(0) @binding(3) var ShadowCompare: sampler_comparison;
@group(1) @binding(0) var<uniform> Material: array<vec4<u32>, 4>;
@group(2) @binding(0) var<uniform> Object: array<vec4<u32>, 8>;
@group(0) @binding(4) var<storage, read> ForwardLights: array<u32>;
@group(1) @binding(1) var BaseColorMap: texture_2d<f32>;
@group(1) @binding(2) var MetallicRoughnessMap: texture_2d<f32>;
@group(1) @binding(3) var NormalMap: texture_2d<f32>;
@group(1) @binding(4) var EmissiveMap: texture_2d<f32>;
@group(1) @binding(5) var OcclusionMap: texture_2d<f32>;
@group(1) @binding(6) var MaterialSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> in_var_TEXCOORD2: vec4<f32>;
var<private> in_var_TEXCOORD3: vec2<f32>;
var<private> in_var_TEXCOORD4: f32;
var<private> gl_FrontFacing: bool;
var<private> out_var_SV_Target0: vec4<f32>;
fn LoadSurface(a0: MeshVaryings, a1: bool) -> SurfaceSample {
    var v0: MeshVaryings;
    var v2: bool;
    var v4: vec4<f32>;
    var v21: vec3<f32>;
    var v26: vec3<f32>;
    var v49: vec3<f32>;
    var v59: vec3<f32>;
    var v95: vec2<f32>;
    var v101: SurfaceSample;
    var v38: bool;
    v0 = a0;
    v2 = a1;
    let v6 = v0.Uv;
    let v7 = textureSample(BaseColorMap, MaterialSampler, v6);
    let v9 = bitcast<vec4<f32>>(Material[0]);
    let v10 = (v7 * v9);
    v4 = v10;
    let v13 = bitcast<f32>(Material[2].w);
    let v14 = (v13 > 0.0f);
    if v14 {
        let v15 = v4;
        let v16 = v15.w;
        let v18 = bitcast<f32>(Material[2].w);
        let v19 = (v16 - v18);
        let v20 = (v19 < 0.0f);
        if v20 {
            discard;
            return SurfaceSample();
        }
    }
    let v23 = v0.NormalWS;
    let v24 = normalize(v23);
    v21 = v24;
    let v28 = v0.TangentWS;
    let v29 = v28.xyz;
    let v30 = normalize(v29);
    v26 = v30;
    let v33 = Material[3].x;
    let v34 = (v33 & 1u);
    let v35 = (v34 != 0u);
    if v35 {
        let v36 = v2;
        let v37 = !(v36);
        v38 = v37;
    } else {
        v38 = false;
    }
    if v38 {
        let v39 = v21;
        let v40 = -(v39);
        v21 = v40;
        let v42 = v26;
        let v43 = -(v42);
        v26 = v43;
    }
    let v46 = Material[3].x;
    let v47 = (v46 & 2u);
    let v48 = (v47 != 0u);
    if v48 {
        let v50 = v21;
        let v51 = v26;
        let v52 = cross(v50, v51);
        let v54 = v0.TangentWS;
        let v55 = v54.w;
        let v56 = vec3<f32>(v55);
        let v57 = (v52 * v56);
        v49 = v57;
        let v61 = v0.Uv;
        let v62 = textureSample(NormalMap, MaterialSampler, v61);
        let v63 = v62.xyz;
        let v64 = (v63 * vec3<f32>(2.0f, 2.0f, 2.0f));
        let v65 = (v64 - vec3<f32>(1.0f, 1.0f, 1.0f));
        v59 = v65;
        let v68 = bitcast<f32>(Material[2].y);
        let v69 = vec2<f32>(v68);
        let v70 = v59;
        let v71 = v70.xy;
        let v72 = (v71 * v69);
        let v73 = v59;
        let v74 = vec3<f32>(v72.x, v72.y, v73.z);
        v59 = v74;
        let v76 = v59;
        let v77 = v76.x;
        let v78 = vec3<f32>(v77);
        let v79 = v26;
        let v80 = (v78 * v79);
        let v81 = v59;
        let v82 = v81.y;
        let v83 = vec3<f32>(v82);
        let v84 = v49;
        let v85 = (v83 * v84);
        let v86 = (v80 + v85);
        let v87 = v59;
        let v88 = v87.z;
        let v89 = vec3<f32>(v88);
        let v90 = v21;
        let v91 = (v89 * v90);
        let v92 = (v86 + v91);
        let v93 = normalize(v92);
        v21 = v93;
    }
    let v97 = v0.Uv;
    let v98 = textureSample(MetallicRoughnessMap, MaterialSampler, v97);
    let v99 = v98.zy;
    v95 = v99;
    let v102 = v4;
    let v103 = v102.xyz;
    v101.Albedo = v103;
    let v106 = v95;
    let v107 = v106.x;
    let v109 = bitcast<f32>(Material[1].w);
    let v110 = (v107 * v109);
    v101.Metallic = v110;
    let v113 = v21;
    v101.Normal = v113;
    let v116 = v95;
    let v117 = v116.y;
    let v119 = bitcast<f32>(Material[2].x);
    let v120 = (v117 * v119);
    let v121 = clamp(v120, 0.045f, 1.0f);
    v101.Roughness = v121;
    let v125 = v0.Uv;
    let v126 = textureSample(EmissiveMap, MaterialSampler, v125);
    let v127 = v126.xyz;
    let v129 = bitcast<vec3<f32>>(Material[1].xyz);
    let v130 = (v127 * v129);
    v101.Emissive = v130;
    let v134 = v0.Uv;
    let v135 = textureSample(OcclusionMap, MaterialSampler, v134).x;
    let v137 = bitcast<f32>(Material[2].z);
    let v138 = mix(1.0f, v135, v137);
    v101.Occlusion = v138;
    let v141 = v101;
    return v141;
}

fn SelectCascade(a0: f32) -> u32 {
    var v0: f32;
    var v2: u32;
    var v4: u32;
    var v9: u32;
    v0 = a0;
    v2 = 0u;
    v4 = 0u;
    loop {
        let v6 = v4;
        let v7 = (v6 < 3u);
        if v7 {
            let v8 = v0;
            v9 = v4;
            let v11 = bitcast<f32>(ShadowParams[(64u + v9 * 4u) / 4u][(64u + v9 * 4u) % 4u]);
            let v12 = (v8 > v11);
            if v12 {
                let v13 = v4;
                let v14 = (v13 + 1u);
                v2 = v14;
            }
        } else {
            break;
        }
        continuing {
            let v16 = v4;
            let v17 = (v16 + 1u);
            v4 = v17;
        }
    }
    let v19 = v2;
    return v19;
}

fn SampleCascadePcf(a0: vec3<f32>, a1: vec3<f32>, a2: u32) -> f32 {
    var v0: vec3<f32>;
    var v2: vec3<f32>;
    var v4: u32;
    var v6: vec3<f32>;
    var v15: vec4<f32>;
    var v23: vec3<f32>;
    var v31: vec2<f32>;
    var v44: f32;
    var v51: f32;
    var v53: f32;
    var v55: i32;
    var v61: i32;
    var v68: i32;
    var v75: vec2<f32>;
    var v16: u32;
    var v43: bool;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v7 = v0;
    let v8 = v2;
    let v10 = bitcast<f32>(ShadowParams[21].x);
    let v11 = vec3<f32>(v10);
    let v12 = (v8 * v11);
    let v13 = (v7 + v12);
    v6 = v13;
    v16 = v4;
    let v18 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v16 * 16u) / 4u][(v16 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v16 * 16u) + 4u) / 4u][((v16 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v16 * 16u) + 8u) / 4u][((v16 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v16 * 16u) + 12u) / 4u][((v16 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v16 * 16u) + 1u) / 4u][((v16 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 1u) + 4u) / 4u][(((v16 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 1u) + 8u) / 4u][(((v16 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 1u) + 12u) / 4u][(((v16 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v16 * 16u) + 2u) / 4u][((v16 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 2u) + 4u) / 4u][(((v16 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 2u) + 8u) / 4u][(((v16 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 2u) + 12u) / 4u][(((v16 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v16 * 16u) + 3u) / 4u][((v16 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 3u) + 4u) / 4u][(((v16 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 3u) + 8u) / 4u][(((v16 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v16 * 16u) + 3u) + 12u) / 4u][(((v16 * 16u) + 3u) + 12u) % 4u])));
    let v19 = v6;
    let v20 = vec4<f32>(v19, 1.0f);
    let v21 = (v20 * v18);
    v15 = v21;
    let v24 = v15;
    let v25 = v24.xyz;
    let v26 = v15;
    let v27 = v26.w;
    let v28 = vec3<f32>(v27);
    let v29 = (v25 / v28);
    v23 = v29;
    let v32 = v23;
    let v33 = v32.xy;
    let v34 = (v33 * vec2<f32>(0.5f, (-0.5f)));
    let v35 = (v34 + vec2<f32>(0.5f, 0.5f));
    v31 = v35;
    let v37 = v31;
    let v38 = (v37 < vec2<f32>(0.0f, 0.0f));
    let v39 = any(v38);
    if v39 {
        v43 = true;
    } else {
        let v40 = v31;
        let v41 = (v40 > vec2<f32>(1.0f, 1.0f));
        let v42 = any(v41);
        v43 = v42;
    }
    if v43 {
        return 1.0f;
    }
    let v45 = v23;
    let v46 = v45.z;
    let v48 = bitcast<f32>(ShadowParams[20].w);
    let v49 = (v46 - v48);
    v44 = v49;
    v51 = 0.0f;
    v53 = 0.0f;
    let v57 = ShadowParams[21].z;
    let v58 = min(v57, 2u);
    let v59 = i32(v58);
    v55 = v59;
    let v62 = v55;
    let v63 = -(v62);
    v61 = v63;
    loop {
        let v65 = v61;
        let v66 = v55;
        let v67 = (v65 <= v66);
        if v67 {
            let v69 = v55;
            let v70 = -(v69);
            v68 = v70;
            loop {
                let v72 = v68;
                let v73 = v55;
                let v74 = (v72 <= v73);
                if v74 {
                    let v76 = v68;
                    let v77 = f32(v76);
                    let v78 = v61;
                    let v79 = f32(v78);
                    let v80 = vec2<f32>(v77, v79);
                    let v82 = bitcast<f32>(ShadowParams[21].y);
                    let v83 = vec2<f32>(v82);
                    let v84 = (v80 * v83);
                    v75 = v84;
                    let v86 = v31;
                    let v87 = v75;
                    let v88 = (v86 + v87);
                    let v89 = v4;
                    let v90 = f32(v89);
                    let v91 = vec3<f32>(v88, v90);
                    let v92 = v44;
                    let v93 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v91.xy, i32(round(v91.z)), v92);
                    let v94 = v51;
                    let v95 = (v94 + v93);
                    v51 = v95;
                    let v97 = v53;
                    let v98 = (v97 + 1.0f);
                    v53 = v98;
                } else {
                    break;
                }
                continuing {
                    let v100 = v68;
                    let v101 = (v100 + 1i);
                    v68 = v101;
                }
            }
        } else {
            break;
        }
        continuing {
            let v103 = v61;
            let v104 = (v103 + 1i);
            v61 = v104;
        }
    }
    let v106 = v51;
    let v107 = v53;
    let v108 = (v106 / v107);
    return v108;
}

fn SpecularF0(a0: SurfaceSample) -> vec3<f32> {
    var v0: SurfaceSample;
    v0 = a0;
    let v3 = v0.Albedo;
    let v5 = v0.Metallic;
    let v6 = vec3<f32>(v5);
    let v7 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v3, v6);
    return v7;
}

fn FresnelSchlick(a0: f32, a1: vec3<f32>) -> vec3<f32> {
    var v0: f32;
    var v2: vec3<f32>;
    var v4: f32;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = saturate(v5);
    let v7 = (1.0f - v6);
    let v8 = pow(v7, 5.0f);
    v4 = v8;
    let v10 = v2;
    let v11 = v2;
    let v12 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v11);
    let v13 = v4;
    let v14 = vec3<f32>(v13);
    let v15 = (v12 * v14);
    let v16 = (v10 + v15);
    return v16;
}

fn DistributionGgx(a0: f32, a1: f32) -> f32 {
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
    let v23 = max(v22, 1e-7f);
    let v24 = (v18 / v23);
    return v24;
}

fn VisibilitySmithGgxCorrelated(a0: f32, a1: f32, a2: f32) -> f32 {
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

fn EvaluateBrdf(a0: SurfaceSample, a1: vec3<f32>, a2: vec3<f32>) -> vec3<f32> {
    var v0: SurfaceSample;
    var v2: vec3<f32>;
    var v4: vec3<f32>;
    var v6: vec3<f32>;
    var v12: f32;
    var v19: f32;
    var v26: f32;
    var v33: f32;
    var v39: f32;
    var v47: vec3<f32>;
    var v53: vec3<f32>;
    var v66: vec3<f32>;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v7 = v2;
    let v8 = v4;
    let v9 = (v7 + v8);
    let v10 = normalize(v9);
    v6 = v10;
    let v14 = v0.Normal;
    let v15 = v4;
    let v16 = dot(v14, v15);
    let v17 = saturate(v16);
    v12 = v17;
    let v21 = v0.Normal;
    let v22 = v2;
    let v23 = dot(v21, v22);
    let v24 = max(v23, 0.0001f);
    v19 = v24;
    let v28 = v0.Normal;
    let v29 = v6;
    let v30 = dot(v28, v29);
    let v31 = saturate(v30);
    v26 = v31;
    let v34 = v2;
    let v35 = v6;
    let v36 = dot(v34, v35);
    let v37 = saturate(v36);
    v33 = v37;
    let v41 = v0.Roughness;
    let v43 = v0.Roughness;
    let v44 = (v41 * v43);
    let v45 = max(v44, 0.002f);
    v39 = v45;
    let v48 = v33;
    let v49 = v0;
    let v50 = SpecularF0(v49);
    let v51 = FresnelSchlick(v48, v50);
    v47 = v51;
    let v54 = v26;
    let v55 = v39;
    let v56 = DistributionGgx(v54, v55);
    let v57 = v19;
    let v58 = v12;
    let v59 = v39;
    let v60 = VisibilitySmithGgxCorrelated(v57, v58, v59);
    let v61 = (v56 * v60);
    let v62 = vec3<f32>(v61);
    let v63 = v47;
    let v64 = (v62 * v63);
    v53 = v64;
    let v67 = v47;
    let v68 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v67);
    let v70 = v0.Metallic;
    let v71 = (1.0f - v70);
    let v72 = vec3<f32>(v71);
    let v73 = (v68 * v72);
    let v75 = v0.Albedo;
    let v76 = (v73 * v75);
    let v77 = (v76 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
    v66 = v77;
    let v79 = v66;
    let v80 = v53;
    let v81 = (v79 + v80);
    let v82 = v12;
    let v83 = vec3<f32>(v82);
    let v84 = (v81 * v83);
    return v84;
}

fn DistanceAttenuation(a0: f32, a1: f32) -> f32 {
    var v0: f32;
    var v2: f32;
    var v4: f32;
    var v12: f32;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = v2;
    let v7 = v2;
    let v8 = (v6 * v7);
    let v9 = max(v8, 0.0001f);
    let v10 = (v5 / v9);
    v4 = v10;
    let v13 = v4;
    let v14 = v4;
    let v15 = (v13 * v14);
    let v16 = (1.0f - v15);
    let v17 = saturate(v16);
    v12 = v17;
    let v19 = v12;
    let v20 = v12;
    let v21 = (v19 * v20);
    let v22 = v0;
    let v23 = max(v22, 0.0001f);
    let v24 = (v21 / v23);
    return v24;
}

fn SpotAttenuation(a0: vec3<f32>, a1: PunctualLight) -> f32 {
    var v0: vec3<f32>;
    var v2: PunctualLight;
    var v4: f32;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = -(v5);
    let v8 = v2.DirectionWS;
    let v9 = dot(v6, v8);
    v4 = v9;
    let v11 = v4;
    let v13 = v2.SpotCosOuter;
    let v14 = (v11 - v13);
    let v16 = v2.SpotCosInner;
    let v18 = v2.SpotCosOuter;
    let v19 = (v16 - v18);
    let v20 = max(v19, 0.0001f);
    let v21 = (v14 / v20);
    let v22 = saturate(v21);
    return v22;
}

fn PSMain_body(a0: MeshVaryings, a1: bool) -> vec4<f32> {
    var v0: MeshVaryings;
    var v2: bool;
    var v4: SurfaceSample;
    var v9: vec3<f32>;
    var v17: u32;
    var v22: f32;
    var v30: vec3<f32>;
    var v48: u32;
    var v53: u32;
    var v58: PunctualLight;
    var v63: vec3<f32>;
    var v64: f32;
    var v73: vec3<f32>;
    var v80: f32;
    var v59: u32;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v6 = v2;
    let v7 = LoadSurface(v5, v6);
    v4 = v7;
    let v11 = bitcast<vec3<f32>>(View[12].xyz);
    let v13 = v0.PositionWS;
    let v14 = (v11 - v13);
    let v15 = normalize(v14);
    v9 = v15;
    let v19 = v0.ViewDepth;
    let v20 = SelectCascade(v19);
    v17 = v20;
    let v24 = v0.PositionWS;
    let v26 = v4.Normal;
    let v27 = v17;
    let v28 = SampleCascadePcf(v24, v26, v27);
    v22 = v28;
    let v31 = v4;
    let v32 = v9;
    let v34 = bitcast<vec3<f32>>(View[15].xyz);
    let v35 = -(v34);
    let v36 = EvaluateBrdf(v31, v32, v35);
    let v38 = bitcast<vec3<f32>>(View[16].xyz);
    let v39 = (v36 * v38);
    let v41 = bitcast<f32>(View[15].w);
    let v42 = vec3<f32>(v41);
    let v43 = (v39 * v42);
    let v44 = v22;
    let v45 = vec3<f32>(v44);
    let v46 = (v43 * v45);
    v30 = v46;
    let v50 = Object[7].x;
    let v51 = min(v50, 32u);
    v48 = v51;
    v53 = 0u;
    loop {
        let v55 = v53;
        let v56 = v48;
        let v57 = (v55 < v56);
        if v57 {
            v59 = v53;
            let v61 = load_ForwardLights((v59 * 16u));
            v58 = v61;
            let v66 = v58.Type;
            let v67 = (v66 == 2u);
            if v67 {
                let v69 = v58.DirectionWS;
                let v70 = -(v69);
                v63 = v70;
                v64 = 1.0f;
            } else {
                let v75 = v58.PositionWS;
                let v77 = v0.PositionWS;
                let v78 = (v75 - v77);
                v73 = v78;
                let v81 = v73;
                let v82 = v73;
                let v83 = dot(v81, v82);
                v80 = v83;
                let v85 = v80;
                let v87 = v58.Range;
                let v89 = v58.Range;
                let v90 = (v87 * v89);
                let v91 = (v85 > v90);
                if v91 {
                    continue;
                }
                let v92 = v73;
                let v93 = v80;
                let v94 = inverseSqrt(v93);
                let v95 = vec3<f32>(v94);
                let v96 = (v92 * v95);
                v63 = v96;
                let v98 = v80;
                let v100 = v58.Range;
                let v101 = DistanceAttenuation(v98, v100);
                v64 = v101;
                let v104 = v58.Type;
                let v105 = (v104 == 1u);
                if v105 {
                    let v106 = v63;
                    let v107 = v58;
                    let v108 = SpotAttenuation(v106, v107);
                    let v109 = v64;
                    let v110 = (v109 * v108);
                    v64 = v110;
                }
            }
            let v112 = v4;
            let v113 = v9;
            let v114 = v63;
            let v115 = EvaluateBrdf(v112, v113, v114);
            let v117 = v58.Color;
            let v118 = (v115 * v117);
            let v120 = v58.Intensity;
            let v121 = vec3<f32>(v120);
            let v122 = (v118 * v121);
            let v123 = v64;
            let v124 = vec3<f32>(v123);
            let v125 = (v122 * v124);
            let v126 = v30;
            let v127 = (v126 + v125);
            v30 = v127;
        } else {
            break;
        }
        continuing {
            let v129 = v53;
            let v130 = (v129 + 1u);
            v53 = v130;
        }
    }
    let v132 = v30;
    let v134 = v4.Occlusion;
    let v135 = vec3<f32>(v134);
    let v136 = (v132 * v135);
    let v138 = v4.Emissive;
    let v139 = (v136 + v138);
    v30 = v139;
    let v141 = v30;
    let v142 = vec4<f32>(v141, 1.0f);
    return v142;
}

fn PSMain_1() {
    var v0: MeshVaryings;
    var v1: bool;
    var v2: vec4<f32>;
    let v3 = gl_FragCoord;
    v0.Position = v3;
    let v6 = in_var_TEXCOORD0;
    v0.PositionWS = v6;
    let v9 = in_var_TEXCOORD1;
    v0.NormalWS = v9;
    let v12 = in_var_TEXCOORD2;
    v0.TangentWS = v12;
    let v15 = in_var_TEXCOORD3;
    v0.Uv = v15;
    let v18 = in_var_TEXCOORD4;
    v0.ViewDepth = v18;
    let v21 = gl_FrontFacing;
    v1 = v21;
    let v23 = v0;
    let v24 = v1;
    let v25 = PSMain_body(v23, v24);
    v2 = v25;
    let v27 = v2;
    out_var_SV_Target0 = v27;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>, @location(2) in_3_0: vec4<f32>, @location(3) in_4_0: vec2<f32>, @location(4) in_5_0: f32, @builtin(front_facing) in_6_0: bool) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    in_var_TEXCOORD3 = in_4_0;
    in_var_TEXCOORD4 = in_5_0;
    gl_FrontFacing = in_6_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
