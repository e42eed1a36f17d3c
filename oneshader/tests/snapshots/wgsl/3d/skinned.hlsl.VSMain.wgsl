struct SkinnedVertex {
    Position: vec3<f32>,
    Normal: vec3<f32>,
    Uv: vec2<f32>,
    Joints: vec4<u32>,
    Weights: vec4<f32>,
}

struct SkinnedVaryings {
    Position: vec4<f32>,
    NormalWS: vec3<f32>,
    PositionWS: vec3<f32>,
    Uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<uniform> Skeleton: array<vec4<u32>, 197>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_BLENDINDICES0: vec4<u32>;
var<private> in_var_BLENDWEIGHT0: vec4<f32>;
var<private> gl_Position: vec4<f32>;
var<private> out_var_NORMAL0: vec3<f32>;
var<private> out_var_TEXCOORD1: vec3<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
fn BlendBones(a0: vec4<u32>, a1: vec4<f32>) -> mat3x4<f32> {
    var v0: vec4<u32>;
    var v2: vec4<f32>;
    var v11: mat3x4<f32>;
    var v17: u32;
    var v31: u32;
    var v47: u32;
    var v63: u32;
    v0 = a0;
    v2 = a1;
    let v4 = v2;
    let v5 = dot(v4, vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f));
    let v6 = max(v5, 0.0001f);
    let v7 = vec4<f32>(v6);
    let v8 = v2;
    let v9 = (v8 / v7);
    v2 = v9;
    let v12 = v0;
    let v13 = v12.x;
    let v15 = Skeleton[196].x;
    let v16 = (v15 - 1u);
    v17 = min(v13, v16);
    let v19 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v17 * 12u) / 4u][(v17 * 12u) % 4u]), bitcast<f32>(Skeleton[((v17 * 12u) + 1u) / 4u][((v17 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v17 * 12u) + 2u) / 4u][((v17 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v17 * 12u) + 3u) / 4u][((v17 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v17 * 12u) + 4u) / 4u][((v17 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v17 * 12u) + 4u) + 1u) / 4u][(((v17 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v17 * 12u) + 4u) + 2u) / 4u][(((v17 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v17 * 12u) + 4u) + 3u) / 4u][(((v17 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v17 * 12u) + 8u) / 4u][((v17 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v17 * 12u) + 8u) + 1u) / 4u][(((v17 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v17 * 12u) + 8u) + 2u) / 4u][(((v17 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v17 * 12u) + 8u) + 3u) / 4u][(((v17 * 12u) + 8u) + 3u) % 4u])));
    let v20 = v2;
    let v21 = v20.x;
    let v22 = vec4<f32>(v21);
    let v23 = mat3x4<f32>(v22, v22, v22);
    let v24 = mat3x4<f32>(v19[0] * v23[0], v19[1] * v23[1], v19[2] * v23[2]);
    v11 = v24;
    let v26 = v0;
    let v27 = v26.y;
    let v29 = Skeleton[196].x;
    let v30 = (v29 - 1u);
    v31 = min(v27, v30);
    let v33 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v31 * 12u) / 4u][(v31 * 12u) % 4u]), bitcast<f32>(Skeleton[((v31 * 12u) + 1u) / 4u][((v31 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v31 * 12u) + 2u) / 4u][((v31 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v31 * 12u) + 3u) / 4u][((v31 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v31 * 12u) + 4u) / 4u][((v31 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v31 * 12u) + 4u) + 1u) / 4u][(((v31 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v31 * 12u) + 4u) + 2u) / 4u][(((v31 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v31 * 12u) + 4u) + 3u) / 4u][(((v31 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v31 * 12u) + 8u) / 4u][((v31 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v31 * 12u) + 8u) + 1u) / 4u][(((v31 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v31 * 12u) + 8u) + 2u) / 4u][(((v31 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v31 * 12u) + 8u) + 3u) / 4u][(((v31 * 12u) + 8u) + 3u) % 4u])));
    let v34 = v2;
    let v35 = v34.y;
    let v36 = vec4<f32>(v35);
    let v37 = mat3x4<f32>(v36, v36, v36);
    let v38 = mat3x4<f32>(v33[0] * v37[0], v33[1] * v37[1], v33[2] * v37[2]);
    let v39 = v11;
    let v40 = (v39 + v38);
    v11 = v40;
    let v42 = v0;
    let v43 = v42.z;
    let v45 = Skeleton[196].x;
    let v46 = (v45 - 1u);
    v47 = min(v43, v46);
    let v49 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v47 * 12u) / 4u][(v47 * 12u) % 4u]), bitcast<f32>(Skeleton[((v47 * 12u) + 1u) / 4u][((v47 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v47 * 12u) + 2u) / 4u][((v47 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v47 * 12u) + 3u) / 4u][((v47 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v47 * 12u) + 4u) / 4u][((v47 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v47 * 12u) + 4u) + 1u) / 4u][(((v47 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v47 * 12u) + 4u) + 2u) / 4u][(((v47 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v47 * 12u) + 4u) + 3u) / 4u][(((v47 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v47 * 12u) + 8u) / 4u][((v47 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v47 * 12u) + 8u) + 1u) / 4u][(((v47 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v47 * 12u) + 8u) + 2u) / 4u][(((v47 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v47 * 12u) + 8u) + 3u) / 4u][(((v47 * 12u) + 8u) + 3u) % 4u])));
    let v50 = v2;
    let v51 = v50.z;
    let v52 = vec4<f32>(v51);
    let v53 = mat3x4<f32>(v52, v52, v52);
    let v54 = mat3x4<f32>(v49[0] * v53[0], v49[1] * v53[1], v49[2] * v53[2]);
    let v55 = v11;
    let v56 = (v55 + v54);
    v11 = v56;
    let v58 = v0;
    let v59 = v58.w;
    let v61 = Skeleton[196].x;
    let v62 = (v61 - 1u);
    v63 = min(v59, v62);
    let v65 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v63 * 12u) / 4u][(v63 * 12u) % 4u]), bitcast<f32>(Skeleton[((v63 * 12u) + 1u) / 4u][((v63 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v63 * 12u) + 2u) / 4u][((v63 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v63 * 12u) + 3u) / 4u][((v63 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v63 * 12u) + 4u) / 4u][((v63 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v63 * 12u) + 4u) + 1u) / 4u][(((v63 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v63 * 12u) + 4u) + 2u) / 4u][(((v63 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v63 * 12u) + 4u) + 3u) / 4u][(((v63 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v63 * 12u) + 8u) / 4u][((v63 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v63 * 12u) + 8u) + 1u) / 4u][(((v63 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v63 * 12u) + 8u) + 2u) / 4u][(((v63 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v63 * 12u) + 8u) + 3u) / 4u][(((v63 * 12u) + 8u) + 3u) % 4u])));
    let v66 = v2;
    let v67 = v66.w;
    let v68 = vec4<f32>(v67);
    let v69 = mat3x4<f32>(v68, v68, v68);
    let v70 = mat3x4<f32>(v65[0] * v69[0], v65[1] * v69[1], v65[2] * v69[2]);
    let v71 = v11;
    let v72 = (v71 + v70);
    v11 = v72;
    let v74 = v11;
    return v74;
}

fn VSMain_body(a0: SkinnedVertex) -> SkinnedVaryings {
    var v0: SkinnedVertex;
    var v2: mat3x4<f32>;
    var v9: vec3<f32>;
    var v16: vec3<f32>;
    var v23: vec4<f32>;
    var v30: SkinnedVaryings;
    v0 = a0;
    let v4 = v0.Joints;
    let v6 = v0.Weights;
    let v7 = BlendBones(v4, v6);
    v2 = v7;
    let v10 = v2;
    let v12 = v0.Position;
    let v13 = vec4<f32>(v12, 1.0f);
    let v14 = (v13 * v10);
    v9 = v14;
    let v17 = v2;
    let v19 = v0.Normal;
    let v20 = vec4<f32>(v19, 0.0f);
    let v21 = (v20 * v17);
    v16 = v21;
    let v25 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[192].x), bitcast<f32>(Skeleton[193].x), bitcast<f32>(Skeleton[194].x), bitcast<f32>(Skeleton[195].x)), vec4<f32>(bitcast<f32>(Skeleton[192].y), bitcast<f32>(Skeleton[193].y), bitcast<f32>(Skeleton[194].y), bitcast<f32>(Skeleton[195].y)), vec4<f32>(bitcast<f32>(Skeleton[192].z), bitcast<f32>(Skeleton[193].z), bitcast<f32>(Skeleton[194].z), bitcast<f32>(Skeleton[195].z)), vec4<f32>(bitcast<f32>(Skeleton[192].w), bitcast<f32>(Skeleton[193].w), bitcast<f32>(Skeleton[194].w), bitcast<f32>(Skeleton[195].w)));
    let v26 = v9;
    let v27 = vec4<f32>(v26, 1.0f);
    let v28 = (v27 * v25);
    v23 = v28;
    let v32 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[0].x), bitcast<f32>(View[1].x), bitcast<f32>(View[2].x), bitcast<f32>(View[3].x)), vec4<f32>(bitcast<f32>(View[0].y), bitcast<f32>(View[1].y), bitcast<f32>(View[2].y), bitcast<f32>(View[3].y)), vec4<f32>(bitcast<f32>(View[0].z), bitcast<f32>(View[1].z), bitcast<f32>(View[2].z), bitcast<f32>(View[3].z)), vec4<f32>(bitcast<f32>(View[0].w), bitcast<f32>(View[1].w), bitcast<f32>(View[2].w), bitcast<f32>(View[3].w)));
    let v33 = v23;
    let v34 = (v33 * v32);
    v30.Position = v34;
    let v38 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[192].x), bitcast<f32>(Skeleton[193].x), bitcast<f32>(Skeleton[194].x), bitcast<f32>(Skeleton[195].x)), vec4<f32>(bitcast<f32>(Skeleton[192].y), bitcast<f32>(Skeleton[193].y), bitcast<f32>(Skeleton[194].y), bitcast<f32>(Skeleton[195].y)), vec4<f32>(bitcast<f32>(Skeleton[192].z), bitcast<f32>(Skeleton[193].z), bitcast<f32>(Skeleton[194].z), bitcast<f32>(Skeleton[195].z)), vec4<f32>(bitcast<f32>(Skeleton[192].w), bitcast<f32>(Skeleton[193].w), bitcast<f32>(Skeleton[194].w), bitcast<f32>(Skeleton[195].w)));
    let v39 = v38[0];
    let v40 = v39.xyz;
    let v41 = v38[1];
    let v42 = v41.xyz;
    let v43 = v38[2];
    let v44 = v43.xyz;
    let v45 = mat3x3<f32>(v40, v42, v44);
    let v46 = v16;
    let v47 = (v46 * v45);
    let v48 = normalize(v47);
    v30.NormalWS = v48;
    let v51 = v23;
    let v52 = v51.xyz;
    v30.PositionWS = v52;
    let v56 = v0.Uv;
    v30.Uv = v56;
    let v59 = v30;
    return v59;
}

fn VSMain_1() {
    var v0: SkinnedVertex;
    var v1: SkinnedVaryings;
    let v2 = in_var_POSITION0;
    v0.Position = v2;
    let v5 = in_var_NORMAL0;
    v0.Normal = v5;
    let v8 = in_var_TEXCOORD0;
    v0.Uv = v8;
    let v11 = in_var_BLENDINDICES0;
    v0.Joints = v11;
    let v14 = in_var_BLENDWEIGHT0;
    v0.Weights = v14;
    let v17 = v0;
    let v18 = VSMain_body(v17);
    v1 = v18;
    let v21 = v1.Position;
    gl_Position = v21;
    let v24 = v1.NormalWS;
    out_var_NORMAL0 = v24;
    let v27 = v1.PositionWS;
    out_var_TEXCOORD1 = v27;
    let v30 = v1.Uv;
    out_var_TEXCOORD0 = v30;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) out_2: vec3<f32>,
    @location(2) out_3: vec2<f32>,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>, @location(2) in_2_0: vec2<f32>, @location(3) in_3_0: vec4<u32>, @location(4) in_4_0: vec4<f32>) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TEXCOORD0 = in_2_0;
    in_var_BLENDINDICES0 = in_3_0;
    in_var_BLENDWEIGHT0 = in_4_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_NORMAL0, out_var_TEXCOORD1, out_var_TEXCOORD0);
}
