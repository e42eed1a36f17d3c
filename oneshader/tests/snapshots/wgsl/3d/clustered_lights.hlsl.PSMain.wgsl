diagnostic(off, derivative_uniformity);

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

struct ClusteredVaryings {
    Position: vec4<f32>,
    PositionWS: vec3<f32>,
    NormalWS: vec3<f32>,
    Uv: vec2<f32>,
    ViewDepth: f32,
}

struct ClusterRange {
    Offset: u32,
    Count: u32,
}

fn load_ClusterRanges(w: u32) -> ClusterRange {
    return ClusterRange(ClusterRanges[w], ClusterRanges[(w + 1u)]);
}

fn load_Lights(w: u32) -> PunctualLight {
    return PunctualLight(vec3<f32>(bitcast<f32>(Lights[w]), bitcast<f32>(Lights[(w + 1u)]), bitcast<f32>(Lights[(w + 2u)])), bitcast<f32>(Lights[(w + 3u)]), vec3<f32>(bitcast<f32>(Lights[(w + 4u)]), bitcast<f32>(Lights[((w + 4u) + 1u)]), bitcast<f32>(Lights[((w + 4u) + 2u)])), bitcast<f32>(Lights[(w + 7u)]), vec3<f32>(bitcast<f32>(Lights[(w + 8u)]), bitcast<f32>(Lights[((w + 8u) + 1u)]), bitcast<f32>(Lights[((w + 8u) + 2u)])), bitcast<f32>(Lights[(w + 11u)]), bitcast<f32>(Lights[(w + 12u)]), Lights[(w + 13u)], bitcast<i32>(Lights[(w + 14u)]), Lights[(w + 15u)]);
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<storage, read> Lights: array<u32>;
@group(0) @binding(2) var<storage, read> ClusterRanges: array<u32>;
@group(0) @binding(3) var<storage, read> ClusterLightIndices: array<u32>;
@group(0) @binding(4) var AlbedoRoughness: texture_2d<f32>;
@group(0) @binding(5) var NormalMetallic: texture_2d<f32>;
@group(0) @binding(6) var ClusteredSampler: sampler;
@group(0) @binding(7) var<uniform> ClusteredObject: array<vec4<u32>, 6>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> in_var_TEXCOORD2: vec2<f32>;
var<private> in_var_TEXCOORD3: f32;
var<private> out_var_SV_Target0: vec4<f32>;
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

fn DepthToSlice(a0: f32, a1: f32, a2: f32) -> u32 {
    var v0: f32;
    var v2: f32;
    var v4: f32;
    var v6: f32;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v7 = v0;
    let v8 = max(v7, 0.0001f);
    let v9 = log2(v8);
    let v10 = v2;
    let v11 = (v9 * v10);
    let v12 = v4;
    let v13 = (v11 + v12);
    v6 = v13;
    let v15 = v6;
    let v16 = clamp(v15, 0.0f, 23.0f);
    let v17 = u32(v16);
    return v17;
}

fn ClusterIndex(a0: vec3<u32>) -> u32 {
    var v0: vec3<u32>;
    v0 = a0;
    let v2 = v0;
    let v3 = v2.x;
    let v4 = v0;
    let v5 = v4.y;
    let v6 = v0;
    let v7 = v6.z;
    let v8 = (9u * v7);
    let v9 = (v5 + v8);
    let v10 = (16u * v9);
    let v11 = (v3 + v10);
    return v11;
}

fn ClusterOf(a0: vec2<f32>, a1: f32) -> u32 {
    var v0: vec2<f32>;
    var v2: f32;
    var v4: vec2<u32>;
    var v15: u32;
    v0 = a0;
    v2 = a1;
    let v5 = v0;
    let v7 = bitcast<vec2<f32>>(View[13].xy);
    let v8 = (v5 / v7);
    let v9 = (v8 * vec2<f32>(16.0f, 9.0f));
    let v10 = vec2<u32>(v9);
    v4 = v10;
    let v12 = v4;
    let v13 = min(v12, vec2<u32>(15u, 8u));
    v4 = v13;
    let v16 = v2;
    let v18 = bitcast<f32>(View[14].z);
    let v20 = bitcast<f32>(View[14].w);
    let v21 = DepthToSlice(v16, v18, v20);
    v15 = v21;
    let v23 = v4;
    let v24 = v15;
    let v25 = vec3<u32>(v23, v24);
    let v26 = ClusterIndex(v25);
    return v26;
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

fn PSMain_body(a0: ClusteredVaryings) -> vec4<f32> {
    var v0: ClusteredVaryings;
    var v2: vec4<f32>;
    var v7: vec4<f32>;
    var v12: SurfaceSample;
    var v46: vec3<f32>;
    var v54: vec3<f32>;
    var v69: ClusterRange;
    var v79: u32;
    var v81: u32;
    var v89: u32;
    var v99: PunctualLight;
    var v104: vec3<f32>;
    var v111: f32;
    var v123: vec3<f32>;
    var v131: f32;
    var v75: u32;
    var v95: u32;
    var v100: u32;
    v0 = a0;
    let v4 = v0.Uv;
    let v5 = textureSample(AlbedoRoughness, ClusteredSampler, v4);
    v2 = v5;
    let v9 = v0.Uv;
    let v10 = textureSample(NormalMetallic, ClusteredSampler, v9);
    v7 = v10;
    let v13 = v2;
    let v14 = v13.xyz;
    let v16 = bitcast<vec4<f32>>(ClusteredObject[4]);
    let v17 = v16.xyz;
    let v18 = (v14 * v17);
    v12.Albedo = v18;
    let v21 = v2;
    let v22 = v21.w;
    let v23 = max(v22, 0.045f);
    v12.Roughness = v23;
    let v27 = v0.NormalWS;
    let v28 = normalize(v27);
    let v29 = v7;
    let v30 = v29.xyz;
    let v31 = (v30 * vec3<f32>(2.0f, 2.0f, 2.0f));
    let v32 = (v31 - vec3<f32>(1.0f, 1.0f, 1.0f));
    let v33 = (v32 * vec3<f32>(0.25f, 0.25f, 0.25f));
    let v34 = (v28 + v33);
    let v35 = normalize(v34);
    v12.Normal = v35;
    let v38 = v7;
    let v39 = v38.w;
    v12.Metallic = v39;
    v12.Emissive = vec3<f32>(0.0f, 0.0f, 0.0f);
    v12.Occlusion = 1.0f;
    let v48 = bitcast<vec3<f32>>(View[12].xyz);
    let v50 = v0.PositionWS;
    let v51 = (v48 - v50);
    let v52 = normalize(v51);
    v46 = v52;
    let v55 = v12;
    let v56 = v46;
    let v58 = bitcast<vec3<f32>>(View[15].xyz);
    let v59 = -(v58);
    let v60 = EvaluateBrdf(v55, v56, v59);
    let v62 = bitcast<vec3<f32>>(View[16].xyz);
    let v63 = (v60 * v62);
    let v65 = bitcast<f32>(View[15].w);
    let v66 = vec3<f32>(v65);
    let v67 = (v63 * v66);
    v54 = v67;
    let v71 = v0.Position;
    let v72 = v71.xy;
    let v74 = v0.ViewDepth;
    v75 = ClusterOf(v72, v74);
    let v77 = load_ClusterRanges((v75 * 2u));
    v69 = v77;
    v79 = 0u;
    v81 = 0u;
    loop {
        let v83 = v81;
        let v85 = v69.Count;
        let v86 = (v83 < v85);
        if v86 {
            let v87 = v81;
            let v88 = (v87 >= 64u);
            if v88 {
                break;
            }
            let v91 = v69.Offset;
            let v92 = v81;
            let v93 = (v91 + v92);
            let v94 = (v93 * 4u);
            v95 = (v94 >> (2u & 31u));
            let v97 = ClusterLightIndices[(v95)];
            v89 = v97;
            v100 = v89;
            let v102 = load_Lights((v100 * 16u));
            v99 = v102;
            let v106 = v99.PositionWS;
            let v108 = v0.PositionWS;
            let v109 = (v106 - v108);
            v104 = v109;
            let v112 = v104;
            let v113 = v104;
            let v114 = dot(v112, v113);
            v111 = v114;
            let v116 = v111;
            let v118 = v99.Range;
            let v120 = v99.Range;
            let v121 = (v118 * v120);
            let v122 = (v116 > v121);
            if v122 {
                continue;
            }
            let v124 = v104;
            let v125 = v111;
            let v126 = max(v125, 1e-8f);
            let v127 = inverseSqrt(v126);
            let v128 = vec3<f32>(v127);
            let v129 = (v124 * v128);
            v123 = v129;
            let v132 = v111;
            let v134 = v99.Range;
            let v135 = DistanceAttenuation(v132, v134);
            v131 = v135;
            let v138 = v99.Type;
            let v139 = (v138 == 1u);
            if v139 {
                let v140 = v123;
                let v141 = v99;
                let v142 = SpotAttenuation(v140, v141);
                let v143 = v131;
                let v144 = (v143 * v142);
                v131 = v144;
                let v146 = v131;
                let v147 = (v146 <= 0.0f);
                if v147 {
                    continue;
                }
            }
            let v148 = v12;
            let v149 = v46;
            let v150 = v123;
            let v151 = EvaluateBrdf(v148, v149, v150);
            let v153 = v99.Color;
            let v154 = (v151 * v153);
            let v156 = v99.Intensity;
            let v157 = vec3<f32>(v156);
            let v158 = (v154 * v157);
            let v159 = v131;
            let v160 = vec3<f32>(v159);
            let v161 = (v158 * v160);
            let v162 = v54;
            let v163 = (v162 + v161);
            v54 = v163;
            let v165 = v79;
            let v166 = (v165 + 1u);
            v79 = v166;
        } else {
            break;
        }
        continuing {
            let v168 = v81;
            let v169 = (v168 + 1u);
            v81 = v169;
        }
    }
    let v172 = ClusteredObject[5].x;
    let v173 = (v172 != 0u);
    if v173 {
        let v174 = v54;
        let v176 = bitcast<vec3<f32>>(ClusteredObject[5].yzw);
        let v177 = v79;
        let v178 = f32(v177);
        let v179 = (v178 / 16.0f);
        let v180 = vec3<f32>(v179);
        let v181 = (v176 * v180);
        let v182 = mix(v174, v181, vec3<f32>(0.75f, 0.75f, 0.75f));
        v54 = v182;
    }
    let v184 = v54;
    let v185 = vec4<f32>(v184, 1.0f);
    return v185;
}

fn PSMain_1() {
    var v0: ClusteredVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.PositionWS = v5;
    let v8 = in_var_TEXCOORD1;
    v0.NormalWS = v8;
    let v11 = in_var_TEXCOORD2;
    v0.Uv = v11;
    let v14 = in_var_TEXCOORD3;
    v0.ViewDepth = v14;
    let v17 = v0;
    let v18 = PSMain_body(v17);
    v1 = v18;
    let v20 = v1;
    out_var_SV_Target0 = v20;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>, @location(2) in_3_0: vec2<f32>, @location(3) in_4_0: f32) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    in_var_TEXCOORD3 = in_4_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
