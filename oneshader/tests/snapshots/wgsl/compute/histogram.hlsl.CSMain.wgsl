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
    var v27: vec2<u32>;
    var v29: vec2<u32>;
    var v39: vec3<f32>;
    var v54: bool;
    var v181: u32;
    var v93: u32;
    var v180: f32;
    var v176: u32;
    v2 = gl_GlobalInvocationID;
    v4 = gl_LocalInvocationIndex;
    loop {
        atomicStore(&gsBins[v4], 0u);
        workgroupBarrier();
        v27 = v2.xy;
        v29 = HistogramParams[0].xy;
        let v30 = (v27 < v29);
        let v31 = all(v30);
        if v31 {
            let v34 = vec2<i32>(v27);
            let v35 = vec3<i32>(v34, 0i);
            let v36 = v35.xy;
            let v38 = textureLoad(HdrColor, v36, 0i);
            v39 = v38.xyz;
            loop {
                v180 = dot(v39, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
                let v161 = (v180 < 1e-5f);
                if v161 {
                    v176 = 0u;
                    break;
                }
                let v163 = log2(v180);
                let v165 = bitcast<f32>(HistogramParams[0].z);
                let v166 = (v163 - v165);
                let v168 = bitcast<f32>(HistogramParams[0].w);
                let v169 = (v166 * v168);
                let v170 = saturate(v169);
                let v173 = (v170 * 254.0f);
                let v174 = (v173 + 1.0f);
                let v175 = u32(v174);
                v176 = v175;
                break;
                continuing {
                }
            }
            let v44 = atomicAdd(&gsBins[v176], 1u);
        }
        workgroupBarrier();
        let v48 = atomicLoad(&gsBins[v4]);
        let v51 = atomicAdd(&LuminanceBins[(v4)], v48);
        storageBarrier();
        workgroupBarrier();
        v54 = (v4 == 0u);
        if v54 {
            let v56 = atomicAdd(&FinishedGroups[0u], 1u);
            let v60 = HistogramParams[1].z;
            let v61 = (v60 - 1u);
            let v62 = (v56 == v61);
            let v63 = select(0i, 1i, v62);
            let v64 = u32(v63);
            gsIsLastGroup = v64;
        }
        let v67 = workgroupUniformLoad(&gsIsLastGroup);
        let v68 = (v67 == 0u);
        if v68 {
            break;
        }
        let v71 = atomicLoad(&LuminanceBins[(v4)]);
        let v75 = (v71 * v4);
        atomicStore(&gsBins[v4], v75);
        workgroupBarrier();
        v181 = 128u;
        loop {
            let v90 = (v181 > 0u);
            if v90 {
                let v83 = (v4 < v181);
                if v83 {
                    v93 = (v4 + v181);
                    let v95 = atomicLoad(&gsBins[v93]);
                    let v98 = atomicLoad(&gsBins[v4]);
                    let v99 = (v98 + v95);
                    atomicStore(&gsBins[v4], v99);
                }
                workgroupBarrier();
            } else {
                break;
            }
            continuing {
                let v85 = (v181 >> (1u & 31u));
                v181 = v85;
            }
        }
        if v54 {
            let v105 = v29.x;
            let v108 = v29.y;
            let v109 = (v105 * v108);
            let v113 = atomicLoad(&LuminanceBins[0u]);
            let v114 = (v109 - v113);
            let v115 = max(v114, 1u);
            let v118 = atomicLoad(&gsBins[0]);
            let v119 = f32(v118);
            let v121 = f32(v115);
            let v122 = (v119 / v121);
            let v123 = (v122 - 1.0f);
            let v126 = (v123 / 254.0f);
            let v128 = bitcast<f32>(HistogramParams[1].x);
            let v129 = (v126 * v128);
            let v131 = bitcast<f32>(HistogramParams[0].z);
            let v132 = (v129 + v131);
            let v133 = exp2(v132);
            let v136 = bitcast<f32>(AdaptedLuminance[0u]);
            let v141 = (v133 - v136);
            let v143 = bitcast<f32>(HistogramParams[1].y);
            let v144 = (v141 * v143);
            let v145 = (v136 + v144);
            AdaptedLuminance[0u] = bitcast<u32>(v145);
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
