@group(0) @binding(0) var<uniform> HistogramParams: array<vec4<u32>, 2>;
@group(0) @binding(1) var HdrColor: texture_2d<f32>;
@group(0) @binding(2) var<storage, read_write> LuminanceBins: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> FinishedGroups: array<atomic<u32>>;
@group(0) @binding(4) var<storage, read_write> AdaptedLuminance: array<u32>;
var<workgroup> gsBins: array<atomic<u32>, 256>;
var<workgroup> gsIsLastGroup: u32;
var<private> gl_GlobalInvocationID: vec3<u32>;
var<private> gl_LocalInvocationIndex: u32;
fn CSMain_1() {
    var v2: vec3<u32>;
    var v4: u32;
    var v31: vec2<u32>;
    var v33: vec2<u32>;
    var v43: vec3<f32>;
    var v55: bool;
    var v182: u32;
    var v94: u32;
    var v172: f32;
    var v176: u32;
    v2 = gl_GlobalInvocationID;
    v4 = gl_LocalInvocationIndex;
    loop {
        atomicStore(&gsBins[v4], 0u);
        workgroupBarrier();
        v31 = v2.xy;
        v33 = HistogramParams[0].xy;
        let v34 = (v31 < v33);
        let v35 = all(v34);
        if v35 {
            let v38 = vec2<i32>(v31);
            let v39 = vec3<i32>(v38, 0i);
            let v40 = v39.xy;
            let v42 = textureLoad(HdrColor, v40, 0i);
            v43 = v42.xyz;
            loop {
                v172 = dot(v43, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
                let v175 = (v172 < 1e-5f);
                if v175 {
                    v176 = 0u;
                    break;
                }
                let v157 = log2(v172);
                let v159 = bitcast<f32>(HistogramParams[0].z);
                let v160 = (v157 - v159);
                let v162 = bitcast<f32>(HistogramParams[0].w);
                let v163 = (v160 * v162);
                let v164 = saturate(v163);
                let v167 = (v164 * 254.0f);
                let v168 = (v167 + 1.0f);
                let v169 = u32(v168);
                v176 = v169;
                break;
                continuing {
                }
            }
            let v178 = atomicAdd(&gsBins[v176], 1u);
        }
        workgroupBarrier();
        let v49 = atomicLoad(&gsBins[v4]);
        let v52 = atomicAdd(&LuminanceBins[(v4)], v49);
        storageBarrier();
        workgroupBarrier();
        v55 = (v4 == 0u);
        if v55 {
            let v57 = atomicAdd(&FinishedGroups[0u], 1u);
            let v61 = HistogramParams[1].z;
            let v62 = (v61 - 1u);
            let v63 = (v57 == v62);
            let v64 = select(0i, 1i, v63);
            let v65 = u32(v64);
            gsIsLastGroup = v65;
        }
        workgroupBarrier();
        let v68 = gsIsLastGroup;
        let v69 = (v68 == 0u);
        if v69 {
            break;
        }
        let v72 = atomicLoad(&LuminanceBins[(v4)]);
        let v76 = (v72 * v4);
        atomicStore(&gsBins[v4], v76);
        workgroupBarrier();
        v182 = 128u;
        loop {
            let v91 = (v182 > 0u);
            if v91 {
                let v84 = (v4 < v182);
                if v84 {
                    v94 = (v4 + v182);
                    let v96 = atomicLoad(&gsBins[v94]);
                    let v99 = atomicLoad(&gsBins[v4]);
                    let v100 = (v99 + v96);
                    atomicStore(&gsBins[v4], v100);
                }
                workgroupBarrier();
            } else {
                break;
            }
            continuing {
                let v86 = (v182 >> (1u & 31u));
                v182 = v86;
            }
        }
        if v55 {
            let v106 = v33.x;
            let v109 = v33.y;
            let v110 = (v106 * v109);
            let v114 = atomicLoad(&LuminanceBins[0u]);
            let v115 = (v110 - v114);
            let v116 = max(v115, 1u);
            let v119 = atomicLoad(&gsBins[0]);
            let v120 = f32(v119);
            let v122 = f32(v116);
            let v123 = (v120 / v122);
            let v124 = (v123 - 1.0f);
            let v127 = (v124 / 254.0f);
            let v129 = bitcast<f32>(HistogramParams[1].x);
            let v130 = (v127 * v129);
            let v132 = bitcast<f32>(HistogramParams[0].z);
            let v133 = (v130 + v132);
            let v134 = exp2(v133);
            let v137 = bitcast<f32>(AdaptedLuminance[0u]);
            let v142 = (v134 - v137);
            let v144 = bitcast<f32>(HistogramParams[1].y);
            let v145 = (v142 * v144);
            let v146 = (v137 + v145);
            AdaptedLuminance[0u] = bitcast<u32>(v146);
            atomicStore(&FinishedGroups[0u], 0u);
        }
        atomicStore(&LuminanceBins[(v4)], 0u);
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(16, 16, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>, @builtin(local_invocation_index) in_1_0: u32) {
    gl_GlobalInvocationID = in_0_0;
    gl_LocalInvocationIndex = in_1_0;
    CSMain_1();
}
