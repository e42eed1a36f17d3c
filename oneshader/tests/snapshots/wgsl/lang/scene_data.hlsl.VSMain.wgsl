struct SceneHeader {
    instanceOffset: u32,
    instanceCount: u32,
    materialOffset: u32,
    vertexOffset: u32,
}

struct Instance {
    world: mat4x4<f32>,
    boundsCentre: vec3<f32>,
    boundsRadius: f32,
    materialIndex: u32,
    vertexStart: u32,
    flags: u32,
    lodBias: f32,
}

struct VSOut {
    position: vec4<f32>,
    normal: vec3<f32>,
    uv: vec2<f32>,
    material: u32,
}

struct PackedVertex {
    position: vec3<f32>,
    normal: u32,
    uv: vec2<f32>,
}

@group(0) @binding(0) var<storage, read> Scene: array<u32>;
@group(0) @binding(2) var<uniform> Camera: array<vec4<u32>, 5>;
var<private> gl_VertexIndex: u32;
var<private> gl_InstanceIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_NORMAL0: vec3<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_MATERIAL0: u32;
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

fn LoadInstance(a0: SceneHeader, a1: u32) -> Instance {
    var v0: SceneHeader;
    var v2: u32;
    var v9: u32;
    var v12: u32;
    var v18: u32;
    var v24: u32;
    var v30: u32;
    var v36: u32;
    var v42: u32;
    var v48: u32;
    var v54: u32;
    var v60: u32;
    var v66: u32;
    var v72: u32;
    var v78: u32;
    var v84: u32;
    var v90: u32;
    var v96: u32;
    var v102: u32;
    var v113: u32;
    var v116: u32;
    var v119: u32;
    var v126: u32;
    var v132: u32;
    var v137: u32;
    var v142: u32;
    var v147: u32;
    v0 = a0;
    v2 = a1;
    let v5 = v0.instanceOffset;
    let v6 = v2;
    let v7 = (v6 * 96u);
    let v8 = (v5 + v7);
    v9 = v8;
    let v11 = v9;
    v12 = (v11 >> (2u & 31u));
    let v14 = Scene[(v12)];
    let v15 = bitcast<f32>(v14);
    let v16 = v9;
    let v17 = (v16 + 16u);
    v18 = (v17 >> (2u & 31u));
    let v20 = Scene[(v18)];
    let v21 = bitcast<f32>(v20);
    let v22 = v9;
    let v23 = (v22 + 32u);
    v24 = (v23 >> (2u & 31u));
    let v26 = Scene[(v24)];
    let v27 = bitcast<f32>(v26);
    let v28 = v9;
    let v29 = (v28 + 48u);
    v30 = (v29 >> (2u & 31u));
    let v32 = Scene[(v30)];
    let v33 = bitcast<f32>(v32);
    let v34 = v9;
    let v35 = (v34 + 4u);
    v36 = (v35 >> (2u & 31u));
    let v38 = Scene[(v36)];
    let v39 = bitcast<f32>(v38);
    let v40 = v9;
    let v41 = (v40 + 20u);
    v42 = (v41 >> (2u & 31u));
    let v44 = Scene[(v42)];
    let v45 = bitcast<f32>(v44);
    let v46 = v9;
    let v47 = (v46 + 36u);
    v48 = (v47 >> (2u & 31u));
    let v50 = Scene[(v48)];
    let v51 = bitcast<f32>(v50);
    let v52 = v9;
    let v53 = (v52 + 52u);
    v54 = (v53 >> (2u & 31u));
    let v56 = Scene[(v54)];
    let v57 = bitcast<f32>(v56);
    let v58 = v9;
    let v59 = (v58 + 8u);
    v60 = (v59 >> (2u & 31u));
    let v62 = Scene[(v60)];
    let v63 = bitcast<f32>(v62);
    let v64 = v9;
    let v65 = (v64 + 24u);
    v66 = (v65 >> (2u & 31u));
    let v68 = Scene[(v66)];
    let v69 = bitcast<f32>(v68);
    let v70 = v9;
    let v71 = (v70 + 40u);
    v72 = (v71 >> (2u & 31u));
    let v74 = Scene[(v72)];
    let v75 = bitcast<f32>(v74);
    let v76 = v9;
    let v77 = (v76 + 56u);
    v78 = (v77 >> (2u & 31u));
    let v80 = Scene[(v78)];
    let v81 = bitcast<f32>(v80);
    let v82 = v9;
    let v83 = (v82 + 12u);
    v84 = (v83 >> (2u & 31u));
    let v86 = Scene[(v84)];
    let v87 = bitcast<f32>(v86);
    let v88 = v9;
    let v89 = (v88 + 28u);
    v90 = (v89 >> (2u & 31u));
    let v92 = Scene[(v90)];
    let v93 = bitcast<f32>(v92);
    let v94 = v9;
    let v95 = (v94 + 44u);
    v96 = (v95 >> (2u & 31u));
    let v98 = Scene[(v96)];
    let v99 = bitcast<f32>(v98);
    let v100 = v9;
    let v101 = (v100 + 60u);
    v102 = (v101 >> (2u & 31u));
    let v104 = Scene[(v102)];
    let v105 = bitcast<f32>(v104);
    let v106 = vec4<f32>(v15, v21, v27, v33);
    let v107 = vec4<f32>(v39, v45, v51, v57);
    let v108 = vec4<f32>(v63, v69, v75, v81);
    let v109 = vec4<f32>(v87, v93, v99, v105);
    let v110 = mat4x4<f32>(v106, v107, v108, v109);
    let v111 = v9;
    let v112 = (v111 + 64u);
    v113 = (v112 >> (2u & 31u));
    let v115 = Scene[(v113)];
    v116 = (v113 + 1u);
    let v118 = Scene[(v116)];
    v119 = (v113 + 2u);
    let v121 = Scene[(v119)];
    let v122 = vec3<u32>(v115, v118, v121);
    let v123 = bitcast<vec3<f32>>(v122);
    let v124 = v9;
    let v125 = (v124 + 76u);
    v126 = (v125 >> (2u & 31u));
    let v128 = Scene[(v126)];
    let v129 = bitcast<f32>(v128);
    let v130 = v9;
    let v131 = (v130 + 80u);
    v132 = (v131 >> (2u & 31u));
    let v134 = Scene[(v132)];
    let v135 = v9;
    let v136 = (v135 + 84u);
    v137 = (v136 >> (2u & 31u));
    let v139 = Scene[(v137)];
    let v140 = v9;
    let v141 = (v140 + 88u);
    v142 = (v141 >> (2u & 31u));
    let v144 = Scene[(v142)];
    let v145 = v9;
    let v146 = (v145 + 92u);
    v147 = (v146 >> (2u & 31u));
    let v149 = Scene[(v147)];
    let v150 = bitcast<f32>(v149);
    let v151 = Instance(v110, v123, v129, v134, v139, v144, v150);
    return v151;
}

fn UnpackNormal(a0: u32) -> vec3<f32> {
    var v0: u32;
    var v2: vec3<f32>;
    v0 = a0;
    let v3 = v0;
    let v4 = (v3 & 1023u);
    let v5 = f32(v4);
    let v6 = v0;
    let v7 = (v6 >> (10u & 31u));
    let v8 = (v7 & 1023u);
    let v9 = f32(v8);
    let v10 = v0;
    let v11 = (v10 >> (20u & 31u));
    let v12 = (v11 & 1023u);
    let v13 = f32(v12);
    let v14 = vec3<f32>(v5, v9, v13);
    v2 = v14;
    let v16 = v2;
    let v17 = (v16 / vec3<f32>(511.5f, 511.5f, 511.5f));
    let v18 = (v17 - vec3<f32>(1.0f, 1.0f, 1.0f));
    let v19 = normalize(v18);
    return v19;
}

fn VSMain_body(a0: u32, a1: u32) -> VSOut {
    var v0: u32;
    var v2: u32;
    var v4: SceneHeader;
    var v7: Instance;
    var v12: PackedVertex;
    var v21: u32;
    var v52: VSOut;
    var v53: vec4<f32>;
    var v24: u32;
    var v27: u32;
    var v30: u32;
    var v37: u32;
    var v42: u32;
    var v45: u32;
    v0 = a0;
    v2 = a1;
    let v5 = LoadHeader();
    v4 = v5;
    let v8 = v4;
    let v9 = v2;
    let v10 = LoadInstance(v8, v9);
    v7 = v10;
    let v14 = v4.vertexOffset;
    let v16 = v7.vertexStart;
    let v17 = v0;
    let v18 = (v16 + v17);
    let v19 = (v18 * 24u);
    let v20 = (v14 + v19);
    v21 = v20;
    let v23 = v21;
    v24 = (v23 >> (2u & 31u));
    let v26 = Scene[(v24)];
    v27 = (v24 + 1u);
    let v29 = Scene[(v27)];
    v30 = (v24 + 2u);
    let v32 = Scene[(v30)];
    let v33 = vec3<u32>(v26, v29, v32);
    let v34 = bitcast<vec3<f32>>(v33);
    let v35 = v21;
    let v36 = (v35 + 12u);
    v37 = (v36 >> (2u & 31u));
    let v39 = Scene[(v37)];
    let v40 = v21;
    let v41 = (v40 + 16u);
    v42 = (v41 >> (2u & 31u));
    let v44 = Scene[(v42)];
    v45 = (v42 + 1u);
    let v47 = Scene[(v45)];
    let v48 = vec2<u32>(v44, v47);
    let v49 = bitcast<vec2<f32>>(v48);
    let v50 = PackedVertex(v34, v39, v49);
    v12 = v50;
    let v55 = v7.world;
    let v57 = v12.position;
    let v58 = vec4<f32>(v57, 1.0f);
    let v59 = (v58 * v55);
    v53 = v59;
    let v62 = mat4x4<f32>(vec4<f32>(bitcast<f32>(Camera[0].x), bitcast<f32>(Camera[1].x), bitcast<f32>(Camera[2].x), bitcast<f32>(Camera[3].x)), vec4<f32>(bitcast<f32>(Camera[0].y), bitcast<f32>(Camera[1].y), bitcast<f32>(Camera[2].y), bitcast<f32>(Camera[3].y)), vec4<f32>(bitcast<f32>(Camera[0].z), bitcast<f32>(Camera[1].z), bitcast<f32>(Camera[2].z), bitcast<f32>(Camera[3].z)), vec4<f32>(bitcast<f32>(Camera[0].w), bitcast<f32>(Camera[1].w), bitcast<f32>(Camera[2].w), bitcast<f32>(Camera[3].w)));
    let v63 = v53;
    let v64 = (v63 * v62);
    v52.position = v64;
    let v68 = v7.world;
    let v69 = v68[0];
    let v70 = v69.xyz;
    let v71 = v68[1];
    let v72 = v71.xyz;
    let v73 = v68[2];
    let v74 = v73.xyz;
    let v75 = mat3x3<f32>(v70, v72, v74);
    let v77 = v12.normal;
    let v78 = UnpackNormal(v77);
    let v79 = (v78 * v75);
    v52.normal = v79;
    let v83 = v12.uv;
    v52.uv = v83;
    let v87 = v7.materialIndex;
    v52.material = v87;
    let v90 = v52;
    return v90;
}

fn VSMain_1() {
    var v0: u32;
    var v1: u32;
    var v2: VSOut;
    let v3 = gl_VertexIndex;
    v0 = v3;
    let v5 = gl_InstanceIndex;
    v1 = v5;
    let v7 = v0;
    let v8 = v1;
    let v9 = VSMain_body(v7, v8);
    v2 = v9;
    let v12 = v2.position;
    gl_Position = v12;
    let v15 = v2.normal;
    out_var_NORMAL0 = v15;
    let v18 = v2.uv;
    out_var_TEXCOORD0 = v18;
    let v21 = v2.material;
    out_var_MATERIAL0 = v21;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) out_2: vec2<f32>,
    @location(2) @interpolate(flat) out_3: u32,
}

@vertex
fn VSMain(@builtin(vertex_index) in_0_0: u32, @builtin(instance_index) in_1_0: u32) -> VSMain_Output {
    gl_VertexIndex = in_0_0;
    gl_InstanceIndex = in_1_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_NORMAL0, out_var_TEXCOORD0, out_var_MATERIAL0);
}
