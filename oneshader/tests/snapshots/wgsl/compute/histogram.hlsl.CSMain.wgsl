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
    var v12: vec2<u32>;
    var v14: vec2<u32>;
    var v23: vec3<f32>;
    var v33: bool;
    var v94: u32;
    var v106: u32;
    var v118: u32;
    var v130: u32;
    var v142: u32;
    var v154: u32;
    var v166: u32;
    var v178: u32;
    var v215: f32;
    var v211: u32;
    v2 = gl_GlobalInvocationID;
    v4 = gl_LocalInvocationIndex;
    loop {
        atomicStore(&gsBins[v4], 0u);
        workgroupBarrier();
        v12 = v2.xy;
        v14 = HistogramParams[0].xy;
        let v15 = (v12 < v14);
        let v16 = all(v15);
        if v16 {
            let v18 = vec2<i32>(v12);
            let v19 = vec3<i32>(v18, 0i);
            let v20 = v19.xy;
            let v22 = textureLoad(HdrColor, v20, 0i);
            v23 = v22.xyz;
            loop {
                v215 = dot(v23, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
                let v196 = (v215 < 1e-5f);
                if v196 {
                    v211 = 0u;
                    break;
                }
                let v198 = log2(v215);
                let v200 = bitcast<f32>(HistogramParams[0].z);
                let v201 = (v198 - v200);
                let v203 = bitcast<f32>(HistogramParams[0].w);
                let v204 = (v201 * v203);
                let v205 = saturate(v204);
                let v208 = (v205 * 254.0f);
                let v209 = (v208 + 1.0f);
                let v210 = u32(v209);
                v211 = v210;
                break;
                continuing {
                }
            }
            let v26 = atomicAdd(&gsBins[v211], 1u);
        }
        workgroupBarrier();
        let v29 = atomicLoad(&gsBins[v4]);
        let v31 = atomicAdd(&LuminanceBins[(v4)], v29);
        storageBarrier();
        workgroupBarrier();
        v33 = (v4 == 0u);
        if v33 {
            let v35 = atomicAdd(&FinishedGroups[0u], 1u);
            let v37 = HistogramParams[1].z;
            let v38 = (v37 - 1u);
            let v39 = (v35 == v38);
            let v40 = select(0i, 1i, v39);
            let v41 = u32(v40);
            gsIsLastGroup = v41;
        }
        let v44 = workgroupUniformLoad(&gsIsLastGroup);
        let v45 = (v44 == 0u);
        if v45 {
            break;
        }
        let v47 = atomicLoad(&LuminanceBins[(v4)]);
        let v48 = (v47 * v4);
        atomicStore(&gsBins[v4], v48);
        workgroupBarrier();
        let v91 = (v4 < 128u);
        if v91 {
            v94 = (v4 + 128u);
            let v96 = atomicLoad(&gsBins[v94]);
            let v98 = atomicLoad(&gsBins[v4]);
            let v99 = (v98 + v96);
            atomicStore(&gsBins[v4], v99);
        }
        workgroupBarrier();
        let v103 = (v4 < 64u);
        if v103 {
            v106 = (v4 + 64u);
            let v108 = atomicLoad(&gsBins[v106]);
            let v110 = atomicLoad(&gsBins[v4]);
            let v111 = (v110 + v108);
            atomicStore(&gsBins[v4], v111);
        }
        workgroupBarrier();
        let v115 = (v4 < 32u);
        if v115 {
            v118 = (v4 + 32u);
            let v120 = atomicLoad(&gsBins[v118]);
            let v122 = atomicLoad(&gsBins[v4]);
            let v123 = (v122 + v120);
            atomicStore(&gsBins[v4], v123);
        }
        workgroupBarrier();
        let v127 = (v4 < 16u);
        if v127 {
            v130 = (v4 + 16u);
            let v132 = atomicLoad(&gsBins[v130]);
            let v134 = atomicLoad(&gsBins[v4]);
            let v135 = (v134 + v132);
            atomicStore(&gsBins[v4], v135);
        }
        workgroupBarrier();
        let v139 = (v4 < 8u);
        if v139 {
            v142 = (v4 + 8u);
            let v144 = atomicLoad(&gsBins[v142]);
            let v146 = atomicLoad(&gsBins[v4]);
            let v147 = (v146 + v144);
            atomicStore(&gsBins[v4], v147);
        }
        workgroupBarrier();
        let v151 = (v4 < 4u);
        if v151 {
            v154 = (v4 + 4u);
            let v156 = atomicLoad(&gsBins[v154]);
            let v158 = atomicLoad(&gsBins[v4]);
            let v159 = (v158 + v156);
            atomicStore(&gsBins[v4], v159);
        }
        workgroupBarrier();
        let v163 = (v4 < 2u);
        if v163 {
            v166 = (v4 + 2u);
            let v168 = atomicLoad(&gsBins[v166]);
            let v170 = atomicLoad(&gsBins[v4]);
            let v171 = (v170 + v168);
            atomicStore(&gsBins[v4], v171);
        }
        workgroupBarrier();
        let v175 = (v4 < 1u);
        if v175 {
            v178 = (v4 + 1u);
            let v180 = atomicLoad(&gsBins[v178]);
            let v182 = atomicLoad(&gsBins[v4]);
            let v183 = (v182 + v180);
            atomicStore(&gsBins[v4], v183);
        }
        workgroupBarrier();
        if v33 {
            let v55 = v14.x;
            let v58 = v14.y;
            let v59 = (v55 * v58);
            let v61 = atomicLoad(&LuminanceBins[0u]);
            let v62 = (v59 - v61);
            let v63 = max(v62, 1u);
            let v65 = atomicLoad(&gsBins[0]);
            let v66 = f32(v65);
            let v67 = f32(v63);
            let v68 = (v66 / v67);
            let v69 = (v68 - 1.0f);
            let v70 = (v69 / 254.0f);
            let v72 = bitcast<f32>(HistogramParams[1].x);
            let v73 = (v70 * v72);
            let v75 = bitcast<f32>(HistogramParams[0].z);
            let v76 = (v73 + v75);
            let v77 = exp2(v76);
            let v79 = bitcast<f32>(AdaptedLuminance[0u]);
            let v80 = (v77 - v79);
            let v82 = bitcast<f32>(HistogramParams[1].y);
            let v83 = (v80 * v82);
            let v84 = (v79 + v83);
            AdaptedLuminance[0u] = bitcast<u32>(v84);
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
