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
    var v109: u32;
    var v123: u32;
    var v139: u32;
    var v155: u32;
    let v2 = in_var_POSITION0;
    let v5 = in_var_NORMAL0;
    let v8 = in_var_TEXCOORD0;
    let v11 = in_var_BLENDINDICES0;
    let v14 = in_var_BLENDWEIGHT0;
    let v98 = dot(v14, vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f));
    let v99 = max(v98, 0.0001f);
    let v100 = vec4<f32>(v99);
    let v102 = (v14 / v100);
    let v105 = v11.x;
    let v107 = Skeleton[196].x;
    let v108 = (v107 - 1u);
    v109 = min(v105, v108);
    let v111 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v109 * 12u) / 4u][(v109 * 12u) % 4u]), bitcast<f32>(Skeleton[((v109 * 12u) + 1u) / 4u][((v109 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v109 * 12u) + 2u) / 4u][((v109 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v109 * 12u) + 3u) / 4u][((v109 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v109 * 12u) + 4u) / 4u][((v109 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v109 * 12u) + 4u) + 1u) / 4u][(((v109 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v109 * 12u) + 4u) + 2u) / 4u][(((v109 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v109 * 12u) + 4u) + 3u) / 4u][(((v109 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v109 * 12u) + 8u) / 4u][((v109 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v109 * 12u) + 8u) + 1u) / 4u][(((v109 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v109 * 12u) + 8u) + 2u) / 4u][(((v109 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v109 * 12u) + 8u) + 3u) / 4u][(((v109 * 12u) + 8u) + 3u) % 4u])));
    let v113 = v102.x;
    let v114 = vec4<f32>(v113);
    let v115 = mat3x4<f32>(v114, v114, v114);
    let v116 = mat3x4<f32>(v111[0] * v115[0], v111[1] * v115[1], v111[2] * v115[2]);
    let v119 = v11.y;
    v123 = min(v119, v108);
    let v125 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v123 * 12u) / 4u][(v123 * 12u) % 4u]), bitcast<f32>(Skeleton[((v123 * 12u) + 1u) / 4u][((v123 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v123 * 12u) + 2u) / 4u][((v123 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v123 * 12u) + 3u) / 4u][((v123 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v123 * 12u) + 4u) / 4u][((v123 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v123 * 12u) + 4u) + 1u) / 4u][(((v123 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v123 * 12u) + 4u) + 2u) / 4u][(((v123 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v123 * 12u) + 4u) + 3u) / 4u][(((v123 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v123 * 12u) + 8u) / 4u][((v123 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v123 * 12u) + 8u) + 1u) / 4u][(((v123 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v123 * 12u) + 8u) + 2u) / 4u][(((v123 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v123 * 12u) + 8u) + 3u) / 4u][(((v123 * 12u) + 8u) + 3u) % 4u])));
    let v127 = v102.y;
    let v128 = vec4<f32>(v127);
    let v129 = mat3x4<f32>(v128, v128, v128);
    let v130 = mat3x4<f32>(v125[0] * v129[0], v125[1] * v129[1], v125[2] * v129[2]);
    let v132 = (v116 + v130);
    let v135 = v11.z;
    v139 = min(v135, v108);
    let v141 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v139 * 12u) / 4u][(v139 * 12u) % 4u]), bitcast<f32>(Skeleton[((v139 * 12u) + 1u) / 4u][((v139 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v139 * 12u) + 2u) / 4u][((v139 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v139 * 12u) + 3u) / 4u][((v139 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v139 * 12u) + 4u) / 4u][((v139 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v139 * 12u) + 4u) + 1u) / 4u][(((v139 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v139 * 12u) + 4u) + 2u) / 4u][(((v139 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v139 * 12u) + 4u) + 3u) / 4u][(((v139 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v139 * 12u) + 8u) / 4u][((v139 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v139 * 12u) + 8u) + 1u) / 4u][(((v139 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v139 * 12u) + 8u) + 2u) / 4u][(((v139 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v139 * 12u) + 8u) + 3u) / 4u][(((v139 * 12u) + 8u) + 3u) % 4u])));
    let v143 = v102.z;
    let v144 = vec4<f32>(v143);
    let v145 = mat3x4<f32>(v144, v144, v144);
    let v146 = mat3x4<f32>(v141[0] * v145[0], v141[1] * v145[1], v141[2] * v145[2]);
    let v148 = (v132 + v146);
    let v151 = v11.w;
    v155 = min(v151, v108);
    let v157 = mat3x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[(v155 * 12u) / 4u][(v155 * 12u) % 4u]), bitcast<f32>(Skeleton[((v155 * 12u) + 1u) / 4u][((v155 * 12u) + 1u) % 4u]), bitcast<f32>(Skeleton[((v155 * 12u) + 2u) / 4u][((v155 * 12u) + 2u) % 4u]), bitcast<f32>(Skeleton[((v155 * 12u) + 3u) / 4u][((v155 * 12u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v155 * 12u) + 4u) / 4u][((v155 * 12u) + 4u) % 4u]), bitcast<f32>(Skeleton[(((v155 * 12u) + 4u) + 1u) / 4u][(((v155 * 12u) + 4u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v155 * 12u) + 4u) + 2u) / 4u][(((v155 * 12u) + 4u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v155 * 12u) + 4u) + 3u) / 4u][(((v155 * 12u) + 4u) + 3u) % 4u])), vec4<f32>(bitcast<f32>(Skeleton[((v155 * 12u) + 8u) / 4u][((v155 * 12u) + 8u) % 4u]), bitcast<f32>(Skeleton[(((v155 * 12u) + 8u) + 1u) / 4u][(((v155 * 12u) + 8u) + 1u) % 4u]), bitcast<f32>(Skeleton[(((v155 * 12u) + 8u) + 2u) / 4u][(((v155 * 12u) + 8u) + 2u) % 4u]), bitcast<f32>(Skeleton[(((v155 * 12u) + 8u) + 3u) / 4u][(((v155 * 12u) + 8u) + 3u) % 4u])));
    let v159 = v102.w;
    let v160 = vec4<f32>(v159);
    let v161 = mat3x4<f32>(v160, v160, v160);
    let v162 = mat3x4<f32>(v157[0] * v161[0], v157[1] * v161[1], v157[2] * v161[2]);
    let v164 = (v148 + v162);
    let v48 = vec4<f32>(v2, 1.0f);
    let v49 = (v48 * v164);
    let v54 = vec4<f32>(v5, 0.0f);
    let v55 = (v54 * v164);
    let v58 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Skeleton[192].x), bitcast<f32>(Skeleton[193].x), bitcast<f32>(Skeleton[194].x), bitcast<f32>(Skeleton[195].x)), vec4<f32>(bitcast<f32>(Skeleton[192].y), bitcast<f32>(Skeleton[193].y), bitcast<f32>(Skeleton[194].y), bitcast<f32>(Skeleton[195].y)), vec4<f32>(bitcast<f32>(Skeleton[192].z), bitcast<f32>(Skeleton[193].z), bitcast<f32>(Skeleton[194].z), bitcast<f32>(Skeleton[195].z)), vec4<f32>(bitcast<f32>(Skeleton[192].w), bitcast<f32>(Skeleton[193].w), bitcast<f32>(Skeleton[194].w), bitcast<f32>(Skeleton[195].w)));
    let v60 = vec4<f32>(v49, 1.0f);
    let v61 = (v60 * v58);
    let v64 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[0].x), bitcast<f32>(View[1].x), bitcast<f32>(View[2].x), bitcast<f32>(View[3].x)), vec4<f32>(bitcast<f32>(View[0].y), bitcast<f32>(View[1].y), bitcast<f32>(View[2].y), bitcast<f32>(View[3].y)), vec4<f32>(bitcast<f32>(View[0].z), bitcast<f32>(View[1].z), bitcast<f32>(View[2].z), bitcast<f32>(View[3].z)), vec4<f32>(bitcast<f32>(View[0].w), bitcast<f32>(View[1].w), bitcast<f32>(View[2].w), bitcast<f32>(View[3].w)));
    let v66 = (v61 * v64);
    let v71 = v58[0];
    let v72 = v71.xyz;
    let v73 = v58[1];
    let v74 = v73.xyz;
    let v75 = v58[2];
    let v76 = v75.xyz;
    let v77 = mat3x3<f32>(v72, v74, v76);
    let v79 = (v55 * v77);
    let v80 = normalize(v79);
    let v84 = v61.xyz;
    gl_Position = v66;
    out_var_NORMAL0 = v80;
    out_var_TEXCOORD1 = v84;
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
