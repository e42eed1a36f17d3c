struct ClusterBounds {
    MinVS: vec4<f32>,
    MaxVS: vec4<f32>,
}

fn store_ClusterBoxes(w: u32, v: ClusterBounds) {
    ClusterBoxes[w] = bitcast<u32>(v.MinVS.x);
    ClusterBoxes[(w + 1u)] = bitcast<u32>(v.MinVS.y);
    ClusterBoxes[(w + 2u)] = bitcast<u32>(v.MinVS.z);
    ClusterBoxes[(w + 3u)] = bitcast<u32>(v.MinVS.w);
    ClusterBoxes[(w + 4u)] = bitcast<u32>(v.MaxVS.x);
    ClusterBoxes[((w + 4u) + 1u)] = bitcast<u32>(v.MaxVS.y);
    ClusterBoxes[((w + 4u) + 2u)] = bitcast<u32>(v.MaxVS.z);
    ClusterBoxes[((w + 4u) + 3u)] = bitcast<u32>(v.MaxVS.w);
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<storage, read_write> ClusterBoxes: array<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v1: vec3<u32>;
    var v18: u32;
    var v216: u32;
    v1 = gl_GlobalInvocationID;
    loop {
        v18 = v1.z;
        let v19 = (v18 >= 24u);
        if v19 {
            break;
        }
        let v21 = bitcast<vec2<f32>>(View[13].xy);
        let v22 = (v21 / vec2<f32>(16.0f, 9.0f));
        let v25 = v1.xy;
        let v26 = vec2<f32>(v25);
        let v28 = (v26 * v22);
        let v117 = bitcast<vec2<f32>>(View[13].zw);
        let v118 = (v28 * v117);
        let v119 = (v118 * vec2<f32>(2.0f, (-2.0f)));
        let v120 = (v119 + vec2<f32>((-1.0f), 1.0f));
        let v123 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[8].x), bitcast<f32>(View[9].x), bitcast<f32>(View[10].x), bitcast<f32>(View[11].x)), vec4<f32>(bitcast<f32>(View[8].y), bitcast<f32>(View[9].y), bitcast<f32>(View[10].y), bitcast<f32>(View[11].y)), vec4<f32>(bitcast<f32>(View[8].z), bitcast<f32>(View[9].z), bitcast<f32>(View[10].z), bitcast<f32>(View[11].z)), vec4<f32>(bitcast<f32>(View[8].w), bitcast<f32>(View[9].w), bitcast<f32>(View[10].w), bitcast<f32>(View[11].w)));
        let v126 = vec4<f32>(v120, 1.0f, 1.0f);
        let v127 = (v126 * v123);
        let v130 = v127.xyz;
        let v132 = v127.w;
        let v133 = vec3<f32>(v132);
        let v134 = (v130 / v133);
        let v33 = (v25 + vec2<u32>(1u, 1u));
        let v34 = vec2<f32>(v33);
        let v36 = (v34 * v22);
        let v144 = (v36 * v117);
        let v145 = (v144 * vec2<f32>(2.0f, (-2.0f)));
        let v146 = (v145 + vec2<f32>((-1.0f), 1.0f));
        let v152 = vec4<f32>(v146, 1.0f, 1.0f);
        let v153 = (v152 * v123);
        let v156 = v153.xyz;
        let v158 = v153.w;
        let v159 = vec3<f32>(v158);
        let v160 = (v156 / v159);
        let v40 = bitcast<f32>(View[14].x);
        let v42 = bitcast<f32>(View[14].y);
        let v45 = (v42 / v40);
        let v48 = f32(v18);
        let v49 = (v48 / 24.0f);
        let v50 = pow(v45, v49);
        let v51 = (v40 * v50);
        let v62 = (v18 + 1u);
        let v63 = f32(v62);
        let v64 = (v63 / 24.0f);
        let v65 = pow(v45, v64);
        let v66 = (v40 * v65);
        let v168 = v134.z;
        let v169 = (v51 / v168);
        let v170 = vec3<f32>(v169);
        let v171 = (v134 * v170);
        let v180 = (v66 / v168);
        let v181 = vec3<f32>(v180);
        let v182 = (v134 * v181);
        let v190 = v160.z;
        let v191 = (v51 / v190);
        let v192 = vec3<f32>(v191);
        let v193 = (v160 * v192);
        let v202 = (v66 / v190);
        let v203 = vec3<f32>(v202);
        let v204 = (v160 * v203);
        let v86 = min(v171, v182);
        let v89 = min(v193, v204);
        let v90 = min(v86, v89);
        let v91 = vec4<f32>(v90, 0.0f);
        let v96 = max(v171, v182);
        let v99 = max(v193, v204);
        let v100 = max(v96, v99);
        let v101 = vec4<f32>(v100, 0.0f);
        let v104 = ClusterBounds(v91, v101);
        let v208 = v1.x;
        let v210 = v1.y;
        let v213 = (9u * v18);
        let v214 = (v210 + v213);
        let v215 = (16u * v214);
        v216 = (v208 + v215);
        store_ClusterBoxes((v216 * 8u), v104);
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(16, 9, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
