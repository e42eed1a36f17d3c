struct Item {
    Position: vec3<f32>,
    Id: u32,
    Uv: vec2<f32>,
    Delta: i32,
    Scale: f32,
}

fn load_Items(w: u32) -> Item {
    return Item(vec3<f32>(bitcast<f32>(Items[w]), bitcast<f32>(Items[(w + 1u)]), bitcast<f32>(Items[(w + 2u)])), Items[(w + 3u)], vec2<f32>(bitcast<f32>(Items[(w + 4u)]), bitcast<f32>(Items[((w + 4u) + 1u)])), bitcast<i32>(Items[(w + 6u)]), bitcast<f32>(Items[(w + 7u)]));
}

fn store_OutItems(w: u32, v: Item) {
    OutItems[w] = bitcast<u32>(v.Position.x);
    OutItems[(w + 1u)] = bitcast<u32>(v.Position.y);
    OutItems[(w + 2u)] = bitcast<u32>(v.Position.z);
    OutItems[(w + 3u)] = v.Id;
    OutItems[(w + 4u)] = bitcast<u32>(v.Uv.x);
    OutItems[((w + 4u) + 1u)] = bitcast<u32>(v.Uv.y);
    OutItems[(w + 6u)] = bitcast<u32>(v.Delta);
    OutItems[(w + 7u)] = bitcast<u32>(v.Scale);
}

@group(0) @binding(0) var<storage, read> Items: array<u32>;
@group(0) @binding(1) var<storage, read> Raw: array<u32>;
@group(0) @binding(2) var<storage, read_write> OutItems: array<u32>;
@group(0) @binding(3) var<storage, read_write> OutRaw: array<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_body(a0: u32) {
    var v0: u32;
    var v2: Item;
    var v7: vec4<u32>;
    var v24: Item;
    var v152: u32;
    var v153: u32;
    var v3: u32;
    var v10: u32;
    var v13: u32;
    var v16: u32;
    var v19: u32;
    var v55: u32;
    var v63: u32;
    var v70: u32;
    var v75: u32;
    var v79: u32;
    var v83: u32;
    var v95: u32;
    var v100: u32;
    var v109: u32;
    var v112: u32;
    var v115: u32;
    var v122: u32;
    var v127: u32;
    var v131: u32;
    var v140: u32;
    var v143: u32;
    var v149: u32;
    var v162: u32;
    var v167: u32;
    v0 = a0;
    v3 = v0;
    let v5 = load_Items((v3 * 8u));
    v2 = v5;
    let v8 = v0;
    let v9 = (v8 * 16u);
    v10 = (v9 >> (2u & 31u));
    let v12 = Raw[(v10)];
    v13 = (v10 + 1u);
    let v15 = Raw[(v13)];
    v16 = (v10 + 2u);
    let v18 = Raw[(v16)];
    v19 = (v10 + 3u);
    let v21 = Raw[(v19)];
    let v22 = vec4<u32>(v12, v15, v18, v21);
    v7 = v22;
    let v26 = v2.Position;
    let v28 = v2.Scale;
    let v29 = vec3<f32>(v28);
    let v30 = (v26 * v29);
    v24.Position = v30;
    let v34 = v2.Id;
    let v35 = v7;
    let v36 = v35.x;
    let v37 = (v34 + v36);
    v24.Id = v37;
    let v41 = v2.Uv;
    let v42 = v41.yx;
    v24.Uv = v42;
    let v46 = v2.Delta;
    let v47 = (v46 * (-2i));
    v24.Delta = v47;
    let v51 = v2.Scale;
    let v52 = v0;
    let v53 = (v52 * 16u);
    let v54 = (v53 + 4u);
    v55 = (v54 >> (2u & 31u));
    let v57 = Raw[(v55)];
    let v58 = f32(v57);
    let v59 = (v51 + v58);
    v24.Scale = v59;
    let v62 = v24;
    v63 = v0;
    store_OutItems((v63 * 8u), v62);
    let v66 = v0;
    let v67 = (v66 * 16u);
    let v68 = v7;
    let v69 = v68.wzyx;
    v70 = (v67 >> (2u & 31u));
    let v71 = v69.x;
    OutRaw[(v70)] = v71;
    let v74 = v69.y;
    v75 = (v70 + 1u);
    OutRaw[(v75)] = v74;
    let v78 = v69.z;
    v79 = (v70 + 2u);
    OutRaw[(v79)] = v78;
    let v82 = v69.w;
    v83 = (v70 + 3u);
    OutRaw[(v83)] = v82;
    let v86 = v0;
    let v87 = (v86 * 8u);
    let v88 = (64u + v87);
    let v90 = v2.Id;
    let v92 = v2.Scale;
    let v93 = bitcast<u32>(v92);
    let v94 = vec2<u32>(v90, v93);
    v95 = (v88 >> (2u & 31u));
    let v96 = v94.x;
    OutRaw[(v95)] = v96;
    let v99 = v94.y;
    v100 = (v95 + 1u);
    OutRaw[(v100)] = v99;
    let v103 = v0;
    let v104 = (v103 * 12u);
    let v105 = (96u + v104);
    let v106 = v0;
    let v107 = (v106 * 16u);
    let v108 = (v107 + 4u);
    v109 = (v108 >> (2u & 31u));
    let v111 = Raw[(v109)];
    v112 = (v109 + 1u);
    let v114 = Raw[(v112)];
    v115 = (v109 + 2u);
    let v117 = Raw[(v115)];
    let v118 = vec3<u32>(v111, v114, v117);
    let v119 = v0;
    let v120 = vec3<u32>(v119);
    let v121 = (v118 + v120);
    v122 = (v105 >> (2u & 31u));
    let v123 = v121.x;
    OutRaw[(v122)] = v123;
    let v126 = v121.y;
    v127 = (v122 + 1u);
    OutRaw[(v127)] = v126;
    let v130 = v121.z;
    v131 = (v122 + 2u);
    OutRaw[(v131)] = v130;
    let v134 = v0;
    let v135 = (v134 * 4u);
    let v136 = (144u + v135);
    let v137 = v0;
    let v138 = (v137 * 16u);
    let v139 = (v138 + 8u);
    v140 = (v139 >> (2u & 31u));
    let v142 = Raw[(v140)];
    v143 = (v140 + 1u);
    let v145 = Raw[(v143)];
    let v146 = vec2<u32>(v142, v145);
    let v147 = v146.y;
    let v148 = (v147 * 2u);
    v149 = (v136 >> (2u & 31u));
    OutRaw[(v149)] = v148;
    let v154 = (arrayLength(&Items) / 8u);
    v152 = v154;
    v153 = 32u;
    let v157 = v0;
    let v158 = (v157 == 0u);
    if v158 {
        let v159 = v152;
        let v160 = v153;
        let v161 = vec2<u32>(v159, v160);
        v162 = (160u >> (2u & 31u));
        let v163 = v161.x;
        OutRaw[(v162)] = v163;
        let v166 = v161.y;
        v167 = (v162 + 1u);
        OutRaw[(v167)] = v166;
    }
    return;
}

fn CSMain_1() {
    var v0: u32;
    let v1 = gl_GlobalInvocationID;
    let v2 = v1.x;
    v0 = v2;
    let v4 = v0;
    CSMain_body(v4);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
