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
fn VSMain_1() {
    var v60: u32;
    var v74: u32;
    var v90: u32;
    var v106: u32;
    let v2 = in_var_POSITION0;
    let v5 = in_var_NORMAL0;
    let v8 = in_var_TEXCOORD0;
    let v11 = in_var_BLENDINDICES0;
    let v14 = in_var_BLENDWEIGHT0;
    let v49 = dot(v14, vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f));
    let v50 = max(v49, 0.0001f);
    let v51 = vec4<f32>(v50);
    let v53 = (v14 / v51);
    let v56 = v11.x;
    let v58 = Skeleton[196].x;
    let v59 = (v58 - 1u);
    v60 = min(v56, v59);
    let v62 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v60 * 12u) / 4u][(v60 * 12u) % 4u]), bitcast<f32>(Skeleton[((v60 * 12u) + 1u) / 4u][((v60 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v60 * 12u) + 2u) / 4u][((v60 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v60 * 12u) + 3u) / 4u][((v60 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v60 * 12u) + 4u) / 4u][((v60 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v60 * 12u) + 4u) + 1u) / 4u][(((v60 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v60 * 12u) + 4u) + 2u) / 4u][(((v60 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v60 * 12u) + 4u) + 3u) / 4u][(((v60 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v60 * 12u) + 8u) / 4u][((v60 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v60 * 12u) + 8u) + 1u) / 4u][(((v60 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v60 * 12u) + 8u) + 2u) / 4u][(((v60 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v60 * 12u) + 8u) + 3u) / 4u][(((v60 * 12u) + 8u) + 3u) % 4u])));
    let v64 = v53.x;
    let v65 = vec4<f32>(v64);
    let v66 = mat3x4<f32>(v65, v65, v65);
    let v67 = mat3x4<f32>(v62[0] * v66[0], v62[1] * v66[1], v62[2] * v66[2]);
    let v70 = v11.y;
    v74 = min(v70, v59);
    let v76 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v74 * 12u) / 4u][(v74 * 12u) % 4u]), bitcast<f32>(Skeleton[((v74 * 12u) + 1u) / 4u][((v74 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v74 * 12u) + 2u) / 4u][((v74 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v74 * 12u) + 3u) / 4u][((v74 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v74 * 12u) + 4u) / 4u][((v74 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v74 * 12u) + 4u) + 1u) / 4u][(((v74 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v74 * 12u) + 4u) + 2u) / 4u][(((v74 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v74 * 12u) + 4u) + 3u) / 4u][(((v74 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v74 * 12u) + 8u) / 4u][((v74 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v74 * 12u) + 8u) + 1u) / 4u][(((v74 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v74 * 12u) + 8u) + 2u) / 4u][(((v74 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v74 * 12u) + 8u) + 3u) / 4u][(((v74 * 12u) + 8u) + 3u) % 4u])));
    let v78 = v53.y;
    let v79 = vec4<f32>(v78);
    let v80 = mat3x4<f32>(v79, v79, v79);
    let v81 = mat3x4<f32>(v76[0] * v80[0], v76[1] * v80[1], v76[2] * v80[2]);
    let v83 = (v67 + v81);
    let v86 = v11.z;
    v90 = min(v86, v59);
    let v92 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v90 * 12u) / 4u][(v90 * 12u) % 4u]), bitcast<f32>(Skeleton[((v90 * 12u) + 1u) / 4u][((v90 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v90 * 12u) + 2u) / 4u][((v90 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v90 * 12u) + 3u) / 4u][((v90 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v90 * 12u) + 4u) / 4u][((v90 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v90 * 12u) + 4u) + 1u) / 4u][(((v90 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v90 * 12u) + 4u) + 2u) / 4u][(((v90 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v90 * 12u) + 4u) + 3u) / 4u][(((v90 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v90 * 12u) + 8u) / 4u][((v90 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v90 * 12u) + 8u) + 1u) / 4u][(((v90 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v90 * 12u) + 8u) + 2u) / 4u][(((v90 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v90 * 12u) + 8u) + 3u) / 4u][(((v90 * 12u) + 8u) + 3u) % 4u])));
    let v94 = v53.z;
    let v95 = vec4<f32>(v94);
    let v96 = mat3x4<f32>(v95, v95, v95);
    let v97 = mat3x4<f32>(v92[0] * v96[0], v92[1] * v96[1], v92[2] * v96[2]);
    let v99 = (v83 + v97);
    let v102 = v11.w;
    v106 = min(v102, v59);
    let v108 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v106 * 12u) / 4u][(v106 * 12u) % 4u]), bitcast<f32>(Skeleton[((v106 * 12u) + 1u) / 4u][((v106 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v106 * 12u) + 2u) / 4u][((v106 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v106 * 12u) + 3u) / 4u][((v106 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v106 * 12u) + 4u) / 4u][((v106 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v106 * 12u) + 4u) + 1u) / 4u][(((v106 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v106 * 12u) + 4u) + 2u) / 4u][(((v106 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v106 * 12u) + 4u) + 3u) / 4u][(((v106 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v106 * 12u) + 8u) / 4u][((v106 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v106 * 12u) + 8u) + 1u) / 4u][(((v106 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v106 * 12u) + 8u) + 2u) / 4u][(((v106 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v106 * 12u) + 8u) + 3u) / 4u][(((v106 * 12u) + 8u) + 3u) % 4u])));
    let v110 = v53.w;
    let v111 = vec4<f32>(v110);
    let v112 = mat3x4<f32>(v111, v111, v111);
    let v113 = mat3x4<f32>(v108[0] * v112[0], v108[1] * v112[1], v108[2] * v112[2]);
    let v115 = (v99 + v113);
    let v122 = vec4<f32>(v2, 1.0f);
    let v123 = (v122 * v115);
    let v128 = vec4<f32>(v5, 0.0f);
    let v129 = (v128 * v115);
    let v132 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[192].x), bitcast<f32>(Skeleton[193].x), bitcast<f32>(Skeleton[194].x), bitcast<f32>(Skeleton[195].x)), vec4<f32>(bitcast<f32>(Skeleton[192].y), bitcast<f32>(Skeleton[193].y), bitcast<f32>(Skeleton[194].y), bitcast<f32>(Skeleton[195].y)), vec4<f32>(bitcast<f32>(Skeleton[192].z), bitcast<f32>(Skeleton[193].z), bitcast<f32>(Skeleton[194].z), bitcast<f32>(Skeleton[195].z)), vec4<f32>(bitcast<f32>(Skeleton[192].w), bitcast<f32>(Skeleton[193].w), bitcast<f32>(Skeleton[194].w), bitcast<f32>(Skeleton[195].w)));
    let v134 = vec4<f32>(v123, 1.0f);
    let v135 = (v134 * v132);
    let v138 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[0].x), bitcast<f32>(View[1].x), bitcast<f32>(View[2].x), bitcast<f32>(View[3].x)), vec4<f32>(bitcast<f32>(View[0].y), bitcast<f32>(View[1].y), bitcast<f32>(View[2].y), bitcast<f32>(View[3].y)), vec4<f32>(bitcast<f32>(View[0].z), bitcast<f32>(View[1].z), bitcast<f32>(View[2].z), bitcast<f32>(View[3].z)), vec4<f32>(bitcast<f32>(View[0].w), bitcast<f32>(View[1].w), bitcast<f32>(View[2].w), bitcast<f32>(View[3].w)));
    let v140 = (v135 * v138);
    let v145 = v132[0];
    let v146 = v145.xyz;
    let v147 = v132[1];
    let v148 = v147.xyz;
    let v149 = v132[2];
    let v150 = v149.xyz;
    let v151 = mat3x3<f32>(v146, v148, v150);
    let v153 = (v129 * v151);
    let v154 = normalize(v153);
    let v158 = v135.xyz;
    gl_Position = v140;
    out_var_NORMAL0 = v154;
    out_var_TEXCOORD1 = v158;
    out_var_TEXCOORD0 = v8;
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
