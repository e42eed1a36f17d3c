struct Stack_uint__8_ {
    items: array<u32, 8>,
    count: u32,
}

struct MinMax_float_ {
    lo: f32,
    hi: f32,
}

struct MinMax_float3_ {
    lo: vec3<f32>,
    hi: vec3<f32>,
}

@group(0) @binding(0) var<storage, read> Samples: array<u32>;
@group(0) @binding(1) var<storage, read> Counts: array<u32>;
@group(0) @binding(2) var<storage, read_write> TileStats: array<u32>;
@group(0) @binding(3) var<storage, read_write> TileCounts: array<u32>;
var<workgroup> gsSamples: array<vec4<f32>, 64>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v16: array<vec4<f32>, 4>;
    var v19: Stack_uint__8_;
    var v21: Stack_uint__8_;
    var v44: array<vec4<f32>, 4>;
    var v2: vec3<u32>;
    var v4: vec3<u32>;
    var v68: u32;
    var v71: u32;
    var v72: u32;
    var v76: u32;
    var v87: vec3<f32>;
    var v477: MinMax_float_;
    var v479: MinMax_float3_;
    var v484: Stack_uint__8_;
    var v486: u32;
    var v521: MinMax_float_;
    var v536: MinMax_float3_;
    var v90: vec4<f32>;
    var v94: vec3<f32>;
    var v156: f32;
    var v483: Stack_uint__8_;
    var v108: u32;
    var v197: u32;
    var v113: u32;
    var v482: Stack_uint__8_;
    var v117: u32;
    var v119: u32;
    var v123: u32;
    var v127: u32;
    var v130: vec4<u32>;
    var v402: u32;
    var v421: vec3<f32>;
    var v492: f32;
    var v494: i32;
    var v146: f32;
    var v498: f32;
    var v501: i32;
    var v163: f32;
    var v455: MinMax_float_;
    var v469: MinMax_float3_;
    var v177: u32;
    var v528: vec4<f32>;
    var v530: u32;
    var v291: vec4<f32>;
    var v304: u32;
    var v539: u32;
    var v541: i32;
    var v337: u32;
    var v545: f32;
    var v548: i32;
    var v355: f32;
    var v552: u32;
    var v554: i32;
    var v373: u32;
    v2 = gl_WorkGroupID;
    v4 = gl_LocalInvocationID;
    loop {
        v68 = v4.x;
        v71 = v2.x;
        v72 = (v71 * 64u);
        v76 = (v72 + v68);
        let v78 = vec4<f32>(bitcast<f32>(Samples[(v76 * 4u)]), bitcast<f32>(Samples[((v76 * 4u) + 1u)]), bitcast<f32>(Samples[((v76 * 4u) + 2u)]), bitcast<f32>(Samples[((v76 * 4u) + 3u)]));
        gsSamples[v68] = v78;
        workgroupBarrier();
        let v84 = (v68 != 0u);
        if v84 {
            break;
        }
        let v86 = gsSamples[0];
        v87 = v86.xyz;
        let v139 = v87.x;
        v492 = v139;
        v494 = 1i;
        loop {
            let v153 = (v494 < 3i);
            if v153 {
                let v144 = v87[v494];
                v146 = (v492 + v144);
            } else {
                break;
            }
            continuing {
                let v149 = (v494 + 1i);
                v492 = v146;
                v494 = v149;
            }
        }
        var t1 = MinMax_float_();
        t1.lo = v492;
        let v433 = t1;
        var t2 = v433;
        t2.hi = v492;
        let v435 = t2;
        let v219 = gsSamples[0];
        let v220 = v219.xyz;
        var t3 = MinMax_float3_();
        t3.lo = v220;
        let v443 = t3;
        var t4 = v443;
        t4.hi = v220;
        let v445 = t4;
        var t5 = Stack_uint__8_();
        t5.count = 0u;
        let v447 = t5;
        v477 = v435;
        v479 = v445;
        v484 = v447;
        v486 = 0u;
        v521 = MinMax_float_();
        v536 = MinMax_float3_();
        loop {
            let v102 = (v486 < 64u);
            if v102 {
                v90 = gsSamples[v486];
                v94 = v90.xyz;
                v156 = v94.x;
                v498 = v156;
                v501 = 1i;
                loop {
                    let v170 = (v501 < 3i);
                    if v170 {
                        let v161 = v94[v501];
                        v163 = (v498 + v161);
                    } else {
                        break;
                    }
                    continuing {
                        let v166 = (v501 + 1i);
                        v498 = v163;
                        v501 = v166;
                    }
                }
                let v250 = v477.lo;
                let v253 = min(v250, v498);
                var t6 = v521;
                t6.lo = v253;
                let v451 = t6;
                let v257 = v477.hi;
                let v260 = max(v257, v498);
                var t7 = v451;
                t7.hi = v260;
                v455 = t7;
                let v311 = v479.lo;
                let v314 = min(v311, v94);
                var t8 = v536;
                t8.lo = v314;
                let v465 = t8;
                let v318 = v479.hi;
                let v321 = max(v318, v94);
                var t9 = v465;
                t9.hi = v321;
                v469 = t9;
                v545 = v156;
                v548 = 1i;
                loop {
                    let v362 = (v548 < 3i);
                    if v362 {
                        let v354 = v94[v548];
                        v355 = max(v545, v354);
                    } else {
                        break;
                    }
                    continuing {
                        let v358 = (v548 + 1i);
                        v545 = v355;
                        v548 = v358;
                    }
                }
                let v363 = (v545 > 1.0f);
                if v363 {
                    v19 = v484;
                    let v173 = v19.count;
                    let v174 = (v173 < 8u);
                    if v174 {
                        v177 = v19.count;
                        v19.items[v177] = v486;
                        let v181 = v19.count;
                        let v182 = (v181 + 1u);
                        v19.count = v182;
                    }
                    let v185 = v19;
                    v483 = v185;
                } else {
                    v483 = v484;
                }
                v108 = (v486 % 4u);
                v16[v108] = v90;
            } else {
                break;
            }
            continuing {
                let v96 = (v486 + 1u);
                v477 = v455;
                v479 = v469;
                v484 = v483;
                v486 = v96;
                v521 = v455;
                v536 = v469;
            }
        }
        let v99 = v484.count;
        let v100 = (v99 > 0u);
        if v100 {
            v21 = v484;
            let v188 = v21.count;
            let v189 = (v188 > 0u);
            let v191 = v21.count;
            let v192 = (v191 - 1u);
            let v193 = select(0u, v192, v189);
            v21.count = v193;
            v197 = v21.count;
            let v199 = v21.items[v197];
            let v200 = v21;
            v113 = v199;
            v482 = v200;
        } else {
            v113 = 4294967295u;
            v482 = v484;
        }
        v117 = Counts[(v72)];
        v119 = (v72 + 1u);
        let v121 = Counts[(v119)];
        v123 = (v72 + 2u);
        let v125 = Counts[(v123)];
        v127 = (v72 + 3u);
        let v129 = Counts[(v127)];
        v130 = vec4<u32>(v117, v121, v125, v129);
        let v133 = v477.lo;
        let v135 = v477.hi;
        let v207 = (v135 - v133);
        let v394 = (v207 * v207);
        let v398 = (v394 * v394);
        let v399 = vec4<f32>(v133, v135, v207, v398);
        v402 = (v71 * 2u);
        TileStats[(v402 * 4u)] = bitcast<u32>(v399.x);
        TileStats[((v402 * 4u) + 1u)] = bitcast<u32>(v399.y);
        TileStats[((v402 * 4u) + 2u)] = bitcast<u32>(v399.z);
        TileStats[((v402 * 4u) + 3u)] = bitcast<u32>(v399.w);
        let v270 = v479.hi;
        let v272 = v479.lo;
        let v273 = (v270 - v272);
        let v408 = dot(v273, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
        let v415 = (1.0f + v408);
        let v416 = (v408 / v415);
        let v418 = max(v408, 0.0001f);
        let v419 = (v416 / v418);
        let v420 = vec3<f32>(v419);
        v421 = (v273 * v420);
        let v422 = v16;
        v44 = v422;
        let v284 = v44[0];
        v528 = v284;
        v530 = 1u;
        loop {
            let v298 = (v530 < 4u);
            if v298 {
                let v289 = v44[v530];
                v291 = (v528 + v289);
            } else {
                break;
            }
            continuing {
                let v294 = (v530 + 1u);
                v528 = v291;
                v530 = v294;
            }
        }
        let v299 = v528.w;
        let v300 = vec4<f32>(v421, v299);
        v304 = (v402 + 1u);
        TileStats[(v304 * 4u)] = bitcast<u32>(v300.x);
        TileStats[((v304 * 4u) + 1u)] = bitcast<u32>(v300.y);
        TileStats[((v304 * 4u) + 2u)] = bitcast<u32>(v300.z);
        TileStats[((v304 * 4u) + 3u)] = bitcast<u32>(v300.w);
        v539 = v117;
        v541 = 1i;
        loop {
            let v344 = (v541 < 4i);
            if v344 {
                let v335 = v130[v541];
                v337 = (v539 + v335);
            } else {
                break;
            }
            continuing {
                let v340 = (v541 + 1i);
                v539 = v337;
                v541 = v340;
            }
        }
        v552 = v117;
        v554 = 1i;
        loop {
            let v380 = (v554 < 4i);
            if v380 {
                let v372 = v130[v554];
                v373 = max(v552, v372);
            } else {
                break;
            }
            continuing {
                let v376 = (v554 + 1i);
                v552 = v373;
                v554 = v376;
            }
        }
        let v382 = v482.count;
        let v384 = vec4<u32>(v539, v552, v382, v113);
        TileCounts[(v71 * 4u)] = v384.x;
        TileCounts[((v71 * 4u) + 1u)] = v384.y;
        TileCounts[((v71 * 4u) + 2u)] = v384.z;
        TileCounts[((v71 * 4u) + 3u)] = v384.w;
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(workgroup_id) in_0_0: vec3<u32>, @builtin(local_invocation_id) in_1_0: vec3<u32>) {
    gl_WorkGroupID = in_0_0;
    gl_LocalInvocationID = in_1_0;
    CSMain_1();
}
