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
fn CSMain_1() {
    var v2: u32;
    var v19: u32;
    var v22: u32;
    var v25: u32;
    var v28: u32;
    var v63: u32;
    var v103: u32;
    var v108: u32;
    var v120: u32;
    var v123: u32;
    var v130: u32;
    var v135: u32;
    var v139: u32;
    var v151: u32;
    var v157: u32;
    var v160: u32;
    let v1 = gl_GlobalInvocationID;
    v2 = v1.x;
    let v15 = load_Items((v2 * 8u));
    let v186 = v15.Position;
    let v188 = v15.Id;
    let v190 = v15.Uv;
    let v192 = v15.Delta;
    let v194 = v15.Scale;
    let v18 = (v2 * 16u);
    v19 = (v18 >> (2u & 31u));
    let v21 = Raw[(v19)];
    v22 = (v19 + 1u);
    let v24 = Raw[(v22)];
    v25 = (v19 + 2u);
    let v27 = Raw[(v25)];
    v28 = (v19 + 3u);
    let v30 = Raw[(v28)];
    let v31 = vec4<u32>(v21, v24, v27, v30);
    let v37 = vec3<f32>(v194);
    let v38 = (v186 * v37);
    let v45 = (v188 + v21);
    let v50 = v190.yx;
    let v55 = (v192 * (-2i));
    let v62 = (v18 + 4u);
    v63 = (v62 >> (2u & 31u));
    let v65 = Raw[(v63)];
    let v66 = f32(v65);
    let v67 = (v194 + v66);
    let v70 = Item(v38, v45, v50, v55, v67);
    store_OutItems((v2 * 8u), v70);
    let v77 = v31.wzyx;
    let v79 = v77.x;
    OutRaw[(v19)] = v79;
    let v82 = v77.y;
    OutRaw[(v22)] = v82;
    let v86 = v77.z;
    OutRaw[(v25)] = v86;
    let v90 = v77.w;
    OutRaw[(v28)] = v90;
    let v95 = (v2 * 8u);
    let v96 = (64u + v95);
    let v101 = bitcast<u32>(v194);
    v103 = (v96 >> (2u & 31u));
    OutRaw[(v103)] = v188;
    v108 = (v103 + 1u);
    OutRaw[(v108)] = v101;
    let v112 = (v2 * 12u);
    let v113 = (96u + v112);
    v120 = (v63 + 1u);
    let v122 = Raw[(v120)];
    v123 = (v63 + 2u);
    let v125 = Raw[(v123)];
    let v126 = vec3<u32>(v65, v122, v125);
    let v128 = vec3<u32>(v2);
    let v129 = (v126 + v128);
    v130 = (v113 >> (2u & 31u));
    let v131 = v129.x;
    OutRaw[(v130)] = v131;
    let v134 = v129.y;
    v135 = (v130 + 1u);
    OutRaw[(v135)] = v134;
    let v138 = v129.z;
    v139 = (v130 + 2u);
    OutRaw[(v139)] = v138;
    let v143 = (v2 * 4u);
    let v144 = (144u + v143);
    let v147 = (v18 + 8u);
    let v148 = (v147 >> (2u & 31u));
    v151 = (v148 + 1u);
    let v153 = Raw[(v151)];
    let v156 = (v153 * 2u);
    v157 = (v144 >> (2u & 31u));
    OutRaw[(v157)] = v156;
    v160 = (arrayLength(&Items) / 8u);
    let v164 = (v2 == 0u);
    if v164 {
        OutRaw[40u] = v160;
        OutRaw[41u] = 32u;
    }
    return;
}

@compute @workgroup_size(4, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
