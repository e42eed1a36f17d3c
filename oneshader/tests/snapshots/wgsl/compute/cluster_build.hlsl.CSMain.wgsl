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
    var v35: u32;
    var v207: u32;
    v1 = gl_GlobalInvocationID;
    loop {
        v35 = v1.z;
        let v36 = (v35 >= 24u);
        if v36 {
            break;
        }
        let v38 = bitcast<vec2<f32>>(View[13].xy);
        let v39 = (v38 / vec2<f32>(16.0f, 9.0f));
        let v42 = v1.xy;
        let v43 = vec2<f32>(v42);
        let v45 = (v43 * v39);
        let v50 = bitcast<vec2<f32>>(View[13].zw);
        let v51 = (v45 * v50);
        let v52 = (v51 * vec2<f32>(2.0f, (-2.0f)));
        let v53 = (v52 + vec2<f32>((-1.0f), 1.0f));
        let v56 = mat4x4<f32>(vec4<f32>(bitcast<f32>(View[8].x), bitcast<f32>(View[9].x), bitcast<f32>(View[10].x), bitcast<f32>(View[11].x)), vec4<f32>(bitcast<f32>(View[8].y), bitcast<f32>(View[9].y), bitcast<f32>(View[10].y), bitcast<f32>(View[11].y)), vec4<f32>(bitcast<f32>(View[8].z), bitcast<f32>(View[9].z), bitcast<f32>(View[10].z), bitcast<f32>(View[11].z)), vec4<f32>(bitcast<f32>(View[8].w), bitcast<f32>(View[9].w), bitcast<f32>(View[10].w), bitcast<f32>(View[11].w)));
        let v59 = vec4<f32>(v53, 1.0f, 1.0f);
        let v60 = (v59 * v56);
        let v63 = v60.xyz;
        let v65 = v60.w;
        let v66 = vec3<f32>(v65);
        let v67 = (v63 / v66);
        let v71 = (v42 + vec2<u32>(1u, 1u));
        let v72 = vec2<f32>(v71);
        let v74 = (v72 * v39);
        let v80 = (v74 * v50);
        let v81 = (v80 * vec2<f32>(2.0f, (-2.0f)));
        let v82 = (v81 + vec2<f32>((-1.0f), 1.0f));
        let v88 = vec4<f32>(v82, 1.0f, 1.0f);
        let v89 = (v88 * v56);
        let v92 = v89.xyz;
        let v94 = v89.w;
        let v95 = vec3<f32>(v94);
        let v96 = (v92 / v95);
        let v99 = bitcast<f32>(View[14].x);
        let v101 = bitcast<f32>(View[14].y);
        let v104 = (v101 / v99);
        let v107 = f32(v35);
        let v108 = (v107 / 24.0f);
        let v109 = pow(v104, v108);
        let v110 = (v99 * v109);
        let v121 = (v35 + 1u);
        let v122 = f32(v121);
        let v123 = (v122 / 24.0f);
        let v124 = pow(v104, v123);
        let v125 = (v99 * v124);
        let v134 = v67.z;
        let v135 = (v110 / v134);
        let v136 = vec3<f32>(v135);
        let v137 = (v67 * v136);
        let v147 = (v125 / v134);
        let v148 = vec3<f32>(v147);
        let v149 = (v67 * v148);
        let v158 = v96.z;
        let v159 = (v110 / v158);
        let v160 = vec3<f32>(v159);
        let v161 = (v96 * v160);
        let v171 = (v125 / v158);
        let v172 = vec3<f32>(v171);
        let v173 = (v96 * v172);
        let v177 = min(v137, v149);
        let v180 = min(v161, v173);
        let v181 = min(v177, v180);
        let v182 = vec4<f32>(v181, 0.0f);
        var t1 = ClusterBounds();
        t1.MinVS = v182;
        let v211 = t1;
        let v187 = max(v137, v149);
        let v190 = max(v161, v173);
        let v191 = max(v187, v190);
        let v192 = vec4<f32>(v191, 0.0f);
        var t2 = v211;
        t2.MaxVS = v192;
        let v213 = t2;
        let v199 = v1.x;
        let v201 = v1.y;
        let v204 = (9u * v35);
        let v205 = (v201 + v204);
        let v206 = (16u * v205);
        v207 = (v199 + v206);
        store_ClusterBoxes((v207 * 8u), v213);
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
