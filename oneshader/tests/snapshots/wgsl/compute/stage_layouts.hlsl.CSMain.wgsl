struct AwkwardElement {
    Position: vec3<f32>,
    Radius: f32,
    Extent: vec2<f32>,
    Normal: vec3<f32>,
    Id: u32,
    Transform: mat4x3<f32>,
    Weights: array<f32, 2>,
}

fn load_Elements_1(w: u32) -> array<f32, 2> {
    var r: array<f32, 2>;
    for (var i = 0u; i < 2u; i++) {
        r[i] = bitcast<f32>(Elements[(w + i * 1u)]);
    }
    return r;
}

fn load_Elements(w: u32) -> AwkwardElement {
    return AwkwardElement(vec3<f32>(bitcast<f32>(Elements[w]), bitcast<f32>(Elements[(w + 1u)]), bitcast<f32>(Elements[(w + 2u)])), bitcast<f32>(Elements[(w + 3u)]), vec2<f32>(bitcast<f32>(Elements[(w + 4u)]), bitcast<f32>(Elements[((w + 4u) + 1u)])), vec3<f32>(bitcast<f32>(Elements[(w + 8u)]), bitcast<f32>(Elements[((w + 8u) + 1u)]), bitcast<f32>(Elements[((w + 8u) + 2u)])), Elements[(w + 11u)], mat4x3<f32>(vec3<f32>(bitcast<f32>(Elements[(w + 12u)]), bitcast<f32>(Elements[((w + 12u) + 4u)]), bitcast<f32>(Elements[((w + 12u) + 8u)])), vec3<f32>(bitcast<f32>(Elements[((w + 12u) + 1u)]), bitcast<f32>(Elements[(((w + 12u) + 1u) + 4u)]), bitcast<f32>(Elements[(((w + 12u) + 1u) + 8u)])), vec3<f32>(bitcast<f32>(Elements[((w + 12u) + 2u)]), bitcast<f32>(Elements[(((w + 12u) + 2u) + 4u)]), bitcast<f32>(Elements[(((w + 12u) + 2u) + 8u)])), vec3<f32>(bitcast<f32>(Elements[((w + 12u) + 3u)]), bitcast<f32>(Elements[(((w + 12u) + 3u) + 4u)]), bitcast<f32>(Elements[(((w + 12u) + 3u) + 8u)]))), load_Elements_1((w + 24u)));
}

@group(0) @binding(0) var<uniform> PackedParams: array<vec4<u32>, 8>;
@group(0) @binding(1) var<uniform> Block: array<vec4<u32>, 12>;
@group(0) @binding(2) var<storage, read> Elements: array<u32>;
@group(0) @binding(3) var<storage, read> RawInput: array<u32>;
@group(0) @binding(4) var<storage, read_write> LayoutResults: array<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn StoreFloat4(a0: u32, a1: vec4<f32>) {
    var v0: u32;
    var v2: vec4<f32>;
    var v7: u32;
    var v12: u32;
    var v16: u32;
    var v20: u32;
    v0 = a0;
    v2 = a1;
    let v4 = v0;
    let v5 = v2;
    let v6 = bitcast<vec4<u32>>(v5);
    v7 = (v4 >> (2u & 31u));
    let v8 = v6.x;
    LayoutResults[(v7)] = v8;
    let v11 = v6.y;
    v12 = (v7 + 1u);
    LayoutResults[(v12)] = v11;
    let v15 = v6.z;
    v16 = (v7 + 2u);
    LayoutResults[(v16)] = v15;
    let v19 = v6.w;
    v20 = (v7 + 3u);
    LayoutResults[(v20)] = v19;
    return;
}

fn CSMain_body(a0: vec3<u32>) {
    var v0: vec3<u32>;
    var v78: AwkwardElement;
    var v107: u32;
    var v112: vec2<u32>;
    var v121: vec3<u32>;
    var v133: vec4<u32>;
    var v16: u32;
    var v21: u32;
    var v25: u32;
    var v29: u32;
    var v108: u32;
    var v113: u32;
    var v116: u32;
    var v122: u32;
    var v125: u32;
    var v128: u32;
    var v134: u32;
    var v137: u32;
    var v140: u32;
    var v143: u32;
    var v153: u32;
    var v158: u32;
    var v162: u32;
    var v166: u32;
    var v170: u32;
    var v175: u32;
    var v179: u32;
    var v184: u32;
    var v192: u32;
    var v197: u32;
    v0 = a0;
    let v3 = bitcast<vec3<f32>>(PackedParams[0].xyz);
    let v5 = bitcast<f32>(PackedParams[0].w);
    let v6 = vec4<f32>(v3, v5);
    StoreFloat4(0u, v6);
    let v9 = bitcast<vec2<f32>>(PackedParams[1].zw);
    let v11 = bitcast<f32>(PackedParams[1].x);
    let v12 = vec4<f32>(v9, v11, 0.0f);
    StoreFloat4(16u, v12);
    let v15 = PackedParams[3];
    v16 = (32u >> (2u & 31u));
    let v17 = v15.x;
    LayoutResults[(v16)] = v17;
    let v20 = v15.y;
    v21 = (v16 + 1u);
    LayoutResults[(v21)] = v20;
    let v24 = v15.z;
    v25 = (v16 + 2u);
    LayoutResults[(v25)] = v24;
    let v28 = v15.w;
    v29 = (v16 + 3u);
    LayoutResults[(v29)] = v28;
    let v33 = vec4<f32>(bitcast<f32>(PackedParams[4].y), bitcast<f32>(PackedParams[5].y), bitcast<f32>(PackedParams[6].y), bitcast<f32>(PackedParams[7].y));
    StoreFloat4(48u, v33);
    let v36 = bitcast<f32>(Block[0].x);
    let v38 = bitcast<f32>(Block[1].x);
    let v40 = bitcast<f32>(Block[2].x);
    let v42 = bitcast<f32>(Block[11].x);
    let v43 = vec4<f32>(v36, v38, v40, v42);
    StoreFloat4(64u, v43);
    let v46 = bitcast<vec2<f32>>(Block[3].xy);
    let v48 = bitcast<f32>(Block[3].z);
    let v50 = Block[5].w;
    let v51 = bitcast<f32>(v50);
    let v52 = vec4<f32>(v46, v48, v51);
    StoreFloat4(80u, v52);
    let v55 = bitcast<vec3<f32>>(Block[4].xyz);
    let v56 = vec4<f32>(v55, 0.0f);
    StoreFloat4(96u, v56);
    let v59 = bitcast<vec3<f32>>(Block[5].xyz);
    let v60 = vec4<f32>(v59, 0.0f);
    StoreFloat4(112u, v60);
    let v63 = bitcast<vec3<f32>>(Block[7].xyz);
    let v65 = vec3<f32>(bitcast<f32>(Block[8].y), bitcast<f32>(Block[9].y), bitcast<f32>(Block[10].y));
    let v66 = v65.z;
    let v67 = vec4<f32>(v63, v66);
    StoreFloat4(128u, v67);
    let v70 = vec3<f32>(bitcast<f32>(Block[8].x), bitcast<f32>(Block[9].x), bitcast<f32>(Block[10].x));
    let v71 = v70.xy;
    let v73 = bitcast<f32>(Block[10].y);
    let v75 = bitcast<f32>(Block[6].z);
    let v76 = vec4<f32>(v71, v73, v75);
    StoreFloat4(144u, v76);
    let v80 = load_Elements(28u);
    v78 = v80;
    let v83 = v78.Position;
    let v85 = v78.Radius;
    let v86 = vec4<f32>(v83, v85);
    StoreFloat4(160u, v86);
    let v89 = v78.Extent;
    let v91 = v78.Weights[0];
    let v93 = v78.Weights[1];
    let v94 = vec4<f32>(v89, v91, v93);
    StoreFloat4(176u, v94);
    let v97 = v78.Normal;
    let v99 = v78.Id;
    let v100 = bitcast<f32>(v99);
    let v101 = vec4<f32>(v97, v100);
    StoreFloat4(192u, v101);
    let v104 = v78.Transform[3];
    let v105 = vec4<f32>(v104, 0.0f);
    StoreFloat4(208u, v105);
    v108 = (0u >> (2u & 31u));
    let v110 = RawInput[(v108)];
    v107 = v110;
    v113 = (4u >> (2u & 31u));
    let v115 = RawInput[(v113)];
    v116 = (v113 + 1u);
    let v118 = RawInput[(v116)];
    let v119 = vec2<u32>(v115, v118);
    v112 = v119;
    v122 = (12u >> (2u & 31u));
    let v124 = RawInput[(v122)];
    v125 = (v122 + 1u);
    let v127 = RawInput[(v125)];
    v128 = (v122 + 2u);
    let v130 = RawInput[(v128)];
    let v131 = vec3<u32>(v124, v127, v130);
    v121 = v131;
    v134 = (24u >> (2u & 31u));
    let v136 = RawInput[(v134)];
    v137 = (v134 + 1u);
    let v139 = RawInput[(v137)];
    v140 = (v134 + 2u);
    let v142 = RawInput[(v140)];
    v143 = (v134 + 3u);
    let v145 = RawInput[(v143)];
    let v146 = vec4<u32>(v136, v139, v142, v145);
    v133 = v146;
    let v148 = v107;
    let v149 = v112;
    let v150 = v121;
    let v151 = v150.x;
    let v152 = vec4<u32>(v148, v149, v151);
    v153 = (224u >> (2u & 31u));
    let v154 = v152.x;
    LayoutResults[(v153)] = v154;
    let v157 = v152.y;
    v158 = (v153 + 1u);
    LayoutResults[(v158)] = v157;
    let v161 = v152.z;
    v162 = (v153 + 2u);
    LayoutResults[(v162)] = v161;
    let v165 = v152.w;
    v166 = (v153 + 3u);
    LayoutResults[(v166)] = v165;
    let v169 = v121;
    v170 = (240u >> (2u & 31u));
    let v171 = v169.x;
    LayoutResults[(v170)] = v171;
    let v174 = v169.y;
    v175 = (v170 + 1u);
    LayoutResults[(v175)] = v174;
    let v178 = v169.z;
    v179 = (v170 + 2u);
    LayoutResults[(v179)] = v178;
    let v182 = v133;
    let v183 = v182.w;
    v184 = (252u >> (2u & 31u));
    LayoutResults[(v184)] = v183;
    let v187 = v133;
    let v188 = v187.xy;
    let v189 = v133;
    let v190 = v189.zw;
    let v191 = (v188 + v190);
    v192 = (256u >> (2u & 31u));
    let v193 = v191.x;
    LayoutResults[(v192)] = v193;
    let v196 = v191.y;
    v197 = (v192 + 1u);
    LayoutResults[(v197)] = v196;
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

@compute @workgroup_size(1, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
