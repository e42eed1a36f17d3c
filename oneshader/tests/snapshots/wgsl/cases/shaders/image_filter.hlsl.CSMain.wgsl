@group(0) @binding(0) var<uniform> FilterParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var Source: texture_2d<f32>;
@group(0) @binding(2) var Target: texture_storage_2d<r32float, write>;
var<workgroup> gsTile: array<f32, 100>;
var<private> gl_GlobalInvocationID: vec3<u32>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_body(a0: vec3<u32>, a1: vec3<u32>, a2: u32) {
    var v0: vec3<u32>;
    var v2: vec3<u32>;
    var v4: u32;
    var v6: vec2<i32>;
    var v13: u32;
    var v18: vec2<i32>;
    var v52: vec2<u32>;
    var v61: f32;
    var v63: i32;
    var v67: i32;
    var v39: u32;
    var v99: u32;
    var v82: u32;
    v0 = a0;
    v2 = a1;
    v4 = a2;
    let v7 = v2;
    let v8 = v7.xy;
    let v9 = (v8 * vec2<u32>(8u, 8u));
    let v10 = vec2<i32>(v9);
    let v11 = (v10 - vec2<i32>(1i, 1i));
    v6 = v11;
    let v14 = v4;
    v13 = v14;
    loop {
        let v16 = v13;
        let v17 = (v16 < 100u);
        if v17 {
            let v19 = v6;
            let v20 = v13;
            let v21 = (v20 % 10u);
            let v22 = i32(v21);
            let v23 = v13;
            let v24 = (v23 / 10u);
            let v25 = i32(v24);
            let v26 = vec2<i32>(v22, v25);
            let v27 = (v19 + v26);
            let v29 = FilterParams[0].yz;
            let v30 = vec2<i32>(v29);
            let v31 = (v30 - vec2<i32>(1i, 1i));
            let v32 = clamp(v27, vec2<i32>(0i, 0i), v31);
            v18 = v32;
            let v34 = v18;
            let v35 = vec3<i32>(v34, 0i);
            let v36 = v35.xy;
            let v37 = v35.z;
            let v38 = textureLoad(Source, v36, v37).x;
            v39 = v13;
            gsTile[v39] = v38;
        } else {
            break;
        }
        continuing {
            let v42 = v13;
            let v43 = (v42 + 64u);
            v13 = v43;
        }
    }
    workgroupBarrier();
    let v46 = v0;
    let v47 = v46.xy;
    let v49 = FilterParams[0].yz;
    let v50 = (v47 >= v49);
    let v51 = any(v50);
    if v51 {
        return;
    }
    let v53 = v0;
    let v54 = v53.xy;
    let v55 = v2;
    let v56 = v55.xy;
    let v57 = (v56 * vec2<u32>(8u, 8u));
    let v58 = (v54 - v57);
    let v59 = (v58 + vec2<u32>(1u, 1u));
    v52 = v59;
    v61 = 0.0f;
    v63 = (-1i);
    loop {
        let v65 = v63;
        let v66 = (v65 <= 1i);
        if v66 {
            v67 = (-1i);
            loop {
                let v69 = v67;
                let v70 = (v69 <= 1i);
                if v70 {
                    let v71 = v52;
                    let v72 = v71.y;
                    let v73 = v63;
                    let v74 = u32(v73);
                    let v75 = (v72 + v74);
                    let v76 = (v75 * 10u);
                    let v77 = v52;
                    let v78 = v77.x;
                    let v79 = (v76 + v78);
                    let v80 = v67;
                    let v81 = u32(v80);
                    v82 = (v79 + v81);
                    let v84 = gsTile[v82];
                    let v85 = v61;
                    let v86 = (v85 + v84);
                    v61 = v86;
                } else {
                    break;
                }
                continuing {
                    let v88 = v67;
                    let v89 = (v88 + 1i);
                    v67 = v89;
                }
            }
        } else {
            break;
        }
        continuing {
            let v91 = v63;
            let v92 = (v91 + 1i);
            v63 = v92;
        }
    }
    let v94 = v52;
    let v95 = v94.y;
    let v96 = (v95 * 10u);
    let v97 = v52;
    let v98 = v97.x;
    v99 = (v96 + v98);
    let v101 = gsTile[v99];
    let v102 = v61;
    let v103 = (v102 / 9.0f);
    let v105 = bitcast<f32>(FilterParams[0].x);
    let v106 = mix(v101, v103, v105);
    let v107 = v0;
    let v108 = v107.xy;
    textureStore(Target, v108, vec4<f32>(v106, 0.0f, 0.0f, 0.0f));
    return;
}

fn CSMain_1() {
    var v0: vec3<u32>;
    var v1: vec3<u32>;
    var v2: u32;
    let v3 = gl_GlobalInvocationID;
    v0 = v3;
    let v5 = gl_WorkGroupID;
    v1 = v5;
    let v7 = gl_LocalInvocationIndex;
    v2 = v7;
    let v9 = v0;
    let v10 = v1;
    let v11 = v2;
    CSMain_body(v9, v10, v11);
    return;
}

@compute @workgroup_size(8, 8, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>, @builtin(workgroup_id) in_1_0: vec3<u32>, @builtin(local_invocation_index) in_2_0: u32) {
    gl_GlobalInvocationID = in_0_0;
    gl_WorkGroupID = in_1_0;
    gl_LocalInvocationIndex = in_2_0;
    CSMain_1();
}
