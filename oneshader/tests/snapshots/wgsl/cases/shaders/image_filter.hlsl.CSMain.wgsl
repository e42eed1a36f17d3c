@group(0) @binding(0) var<uniform> FilterParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var Source: texture_2d<f32>;
@group(0) @binding(2) var Target: texture_storage_2d<r32float, write>;
var<workgroup> gsTile: array<f32, 100>;
var<private> gl_GlobalInvocationID: vec3<u32>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_1() {
    var v3: vec3<u32>;
    var v5: vec3<u32>;
    var v7: u32;
    var v28: vec2<u32>;
    var v30: vec2<i32>;
    var v123: u32;
    var v62: vec2<u32>;
    var v75: vec2<u32>;
    var v126: f32;
    var v128: i32;
    var v88: u32;
    var v125: f32;
    var v130: i32;
    var v112: u32;
    var v116: f32;
    v3 = gl_GlobalInvocationID;
    v5 = gl_WorkGroupID;
    v7 = gl_LocalInvocationIndex;
    loop {
        let v27 = v5.xy;
        v28 = (v27 * vec2<u32>(8u, 8u));
        let v29 = vec2<i32>(v28);
        v30 = (v29 - vec2<i32>(1i, 1i));
        v123 = v7;
        loop {
            let v68 = (v123 < 100u);
            if v68 {
                let v36 = (v123 % 10u);
                let v37 = i32(v36);
                let v39 = (v123 / 10u);
                let v40 = i32(v39);
                let v41 = vec2<i32>(v37, v40);
                let v42 = (v30 + v41);
                let v44 = FilterParams[0].yz;
                let v45 = vec2<i32>(v44);
                let v46 = (v45 - vec2<i32>(1i, 1i));
                let v47 = clamp(v42, vec2<i32>(0i, 0i), v46);
                let v50 = vec3<i32>(v47, 0i);
                let v51 = v50.xy;
                let v53 = textureLoad(Source, v51, 0i).x;
                gsTile[v123] = v53;
            } else {
                break;
            }
            continuing {
                let v58 = (v123 + 64u);
                v123 = v58;
            }
        }
        workgroupBarrier();
        v62 = v3.xy;
        let v64 = FilterParams[0].yz;
        let v65 = (v62 >= v64);
        let v66 = any(v65);
        if v66 {
            break;
        }
        let v74 = (v62 - v28);
        v75 = (v74 + vec2<u32>(1u, 1u));
        v126 = 0.0f;
        v128 = (-1i);
        loop {
            let v100 = (v128 <= 1i);
            if v100 {
                v125 = v126;
                v130 = (-1i);
                loop {
                    let v122 = (v130 <= 1i);
                    if v122 {
                        let v102 = v75.y;
                        let v104 = u32(v128);
                        let v105 = (v102 + v104);
                        let v106 = (v105 * 10u);
                        let v108 = v75.x;
                        let v109 = (v106 + v108);
                        let v111 = u32(v130);
                        v112 = (v109 + v111);
                        let v114 = gsTile[v112];
                        v116 = (v125 + v114);
                    } else {
                        break;
                    }
                    continuing {
                        let v119 = (v130 + 1i);
                        v125 = v116;
                        v130 = v119;
                    }
                }
            } else {
                break;
            }
            continuing {
                let v81 = (v128 + 1i);
                v126 = v125;
                v128 = v81;
            }
        }
        let v84 = v75.y;
        let v85 = (v84 * 10u);
        let v87 = v75.x;
        v88 = (v85 + v87);
        let v90 = gsTile[v88];
        let v92 = (v126 / 9.0f);
        let v94 = bitcast<f32>(FilterParams[0].x);
        let v95 = mix(v90, v92, v94);
        textureStore(Target, v62, vec4<f32>(v95, 0.0f, 0.0f, 0.0f));
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(8, 8, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>, @builtin(workgroup_id) in_1_0: vec3<u32>, @builtin(local_invocation_index) in_2_0: u32) {
    gl_GlobalInvocationID = in_0_0;
    gl_WorkGroupID = in_1_0;
    gl_LocalInvocationIndex = in_2_0;
    CSMain_1();
}
