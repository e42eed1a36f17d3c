@group(0) @binding(0) var<storage, read> Samples: array<u32>;
@group(0) @binding(1) var<storage, read> Counts: array<u32>;
@group(0) @binding(2) var<storage, read_write> TileStats: array<u32>;
@group(0) @binding(3) var<storage, read_write> TileCounts: array<u32>;
var<workgroup> gsSamples: array<vec4<f32>, 64>;
var<private> gl_WorkGroupID: vec3<u32>;
var<private> gl_LocalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v16: array<vec4<f32>, 4>;
    var v451: array<u32, 8>;
    var v453: array<u32, 8>;
    var v2: vec3<u32>;
    var v4: vec3<u32>;
    var v26: u32;
    var v29: u32;
    var v30: u32;
    var v34: u32;
    var v45: vec3<f32>;
    var v631: f32;
    var v633: f32;
    var v635: vec3<f32>;
    var v637: vec3<f32>;
    var v642: u32;
    var v646: u32;
    var v650: u32;
    var v654: u32;
    var v658: u32;
    var v662: u32;
    var v666: u32;
    var v670: u32;
    var v674: u32;
    var v676: u32;
    var v59: vec4<f32>;
    var v63: vec3<f32>;
    var v186: f32;
    var v83: bool;
    var v641: u32;
    var v645: u32;
    var v649: u32;
    var v653: u32;
    var v657: u32;
    var v661: u32;
    var v665: u32;
    var v669: u32;
    var v673: u32;
    var v94: u32;
    var v222: u32;
    var v102: u32;
    var v672: u32;
    var v106: u32;
    var v108: u32;
    var v112: u32;
    var v116: u32;
    var v119: vec4<u32>;
    var v133: u32;
    var v146: u32;
    var v688: f32;
    var v690: i32;
    var v173: f32;
    var v694: f32;
    var v697: i32;
    var v193: f32;
    var v282: f32;
    var v289: f32;
    var v329: vec3<f32>;
    var v336: vec3<f32>;
    var v679: u32;
    var v706: f32;
    var v709: i32;
    var v371: f32;
    var v716: u32;
    var v718: i32;
    var v417: u32;
    var v721: u32;
    var v723: i32;
    var v437: u32;
    v2 = gl_WorkGroupID;
    v4 = gl_LocalInvocationID;
    loop {
        v26 = v4.x;
        v29 = v2.x;
        v30 = (v29 * 64u);
        v34 = (v30 + v26);
        let v36 = vec4<f32>(bitcast<f32>(Samples[(v34 * 4u)]), bitcast<f32>(Samples[((v34 * 4u) + 1u)]), bitcast<f32>(Samples[((v34 * 4u) + 2u)]), bitcast<f32>(Samples[((v34 * 4u) + 3u)]));
        gsSamples[v26] = v36;
        workgroupBarrier();
        let v42 = (v26 != 0u);
        if v42 {
            break;
        }
        let v44 = gsSamples[0];
        v45 = v44.xyz;
        let v166 = v45.x;
        v688 = v166;
        v690 = 1i;
        loop {
            let v180 = (v690 < 3i);
            if v180 {
                let v171 = v45[v690];
                v173 = (v688 + v171);
            } else {
                break;
            }
            continuing {
                let v176 = (v690 + 1i);
                v688 = v173;
                v690 = v176;
            }
        }
        let v50 = gsSamples[0];
        let v51 = v50.xyz;
        v631 = v688;
        v633 = v688;
        v635 = v51;
        v637 = v51;
        v642 = u32();
        v646 = u32();
        v650 = u32();
        v654 = u32();
        v658 = u32();
        v662 = u32();
        v666 = u32();
        v670 = u32();
        v674 = 0u;
        v676 = 0u;
        loop {
            let v85 = (v676 < 64u);
            if v85 {
                v59 = gsSamples[v676];
                v63 = v59.xyz;
                v186 = v63.x;
                v694 = v186;
                v697 = 1i;
                loop {
                    let v200 = (v697 < 3i);
                    if v200 {
                        let v191 = v63[v697];
                        v193 = (v694 + v191);
                    } else {
                        break;
                    }
                    continuing {
                        let v196 = (v697 + 1i);
                        v694 = v193;
                        v697 = v196;
                    }
                }
                v282 = min(v631, v694);
                v289 = max(v633, v694);
                v329 = min(v635, v63);
                v336 = max(v637, v63);
                v706 = v186;
                v709 = 1i;
                loop {
                    let v378 = (v709 < 3i);
                    if v378 {
                        let v370 = v63[v709];
                        v371 = max(v706, v370);
                    } else {
                        break;
                    }
                    continuing {
                        let v374 = (v709 + 1i);
                        v706 = v371;
                        v709 = v374;
                    }
                }
                let v77 = (v706 > 1.0f);
                if v77 {
                    let v487 = array<u32, 8>(v642, v646, v650, v654, v658, v662, v666, v670);
                    v451 = v487;
                    let v205 = (v674 < 8u);
                    if v205 {
                        v451[v674] = v676;
                        let v213 = (v674 + 1u);
                        v679 = v213;
                    } else {
                        v679 = v674;
                    }
                    let v499 = v451;
                    let v591 = v499[0];
                    let v593 = v499[1];
                    let v595 = v499[2];
                    let v597 = v499[3];
                    let v599 = v499[4];
                    let v601 = v499[5];
                    let v603 = v499[6];
                    let v605 = v499[7];
                    v641 = v591;
                    v645 = v593;
                    v649 = v595;
                    v653 = v597;
                    v657 = v599;
                    v661 = v601;
                    v665 = v603;
                    v669 = v605;
                    v673 = v679;
                } else {
                    v641 = v642;
                    v645 = v646;
                    v649 = v650;
                    v653 = v654;
                    v657 = v658;
                    v661 = v662;
                    v665 = v666;
                    v669 = v670;
                    v673 = v674;
                }
                v94 = (v676 % 4u);
                v16[v94] = v59;
            } else {
                break;
            }
            continuing {
                let v79 = (v676 + 1u);
                v631 = v282;
                v633 = v289;
                v635 = v329;
                v637 = v336;
                v642 = v641;
                v646 = v645;
                v650 = v649;
                v654 = v653;
                v658 = v657;
                v662 = v661;
                v666 = v665;
                v670 = v669;
                v674 = v673;
                v676 = v79;
            }
        }
        v83 = (v674 > 0u);
        if v83 {
            let v492 = array<u32, 8>(v642, v646, v650, v654, v658, v662, v666, v670);
            v453 = v492;
            let v221 = (v674 - 1u);
            v222 = select(0u, v221, v83);
            let v228 = v453[v222];
            v102 = v228;
            v672 = v222;
        } else {
            v102 = 4294967295u;
            v672 = v674;
        }
        v106 = Counts[(v30)];
        v108 = (v30 + 1u);
        let v110 = Counts[(v108)];
        v112 = (v30 + 2u);
        let v114 = Counts[(v112)];
        v116 = (v30 + 3u);
        let v118 = Counts[(v116)];
        v119 = vec4<u32>(v106, v110, v114, v118);
        let v235 = (v633 - v631);
        let v312 = (v235 * v235);
        let v344 = (v312 * v312);
        let v130 = vec4<f32>(v631, v633, v235, v344);
        v133 = (v29 * 2u);
        TileStats[(v133 * 4u)] = bitcast<u32>(v130.x);
        TileStats[((v133 * 4u) + 1u)] = bitcast<u32>(v130.y);
        TileStats[((v133 * 4u) + 2u)] = bitcast<u32>(v130.z);
        TileStats[((v133 * 4u) + 3u)] = bitcast<u32>(v130.w);
        let v319 = (v637 - v635);
        let v349 = dot(v319, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
        let v383 = (1.0f + v349);
        let v384 = (v349 / v383);
        let v355 = max(v349, 0.0001f);
        let v356 = (v384 / v355);
        let v357 = vec3<f32>(v356);
        let v358 = (v319 * v357);
        let v139 = v16;
        let v560 = v139[0];
        let v562 = v139[1];
        let v564 = v139[2];
        let v566 = v139[3];
        let v391 = (v560 + v562);
        let v396 = (v391 + v564);
        let v401 = (v396 + v566);
        let v141 = v401.w;
        let v142 = vec4<f32>(v358, v141);
        v146 = (v133 + 1u);
        TileStats[(v146 * 4u)] = bitcast<u32>(v142.x);
        TileStats[((v146 * 4u) + 1u)] = bitcast<u32>(v142.y);
        TileStats[((v146 * 4u) + 2u)] = bitcast<u32>(v142.z);
        TileStats[((v146 * 4u) + 3u)] = bitcast<u32>(v142.w);
        v716 = v106;
        v718 = 1i;
        loop {
            let v424 = (v718 < 4i);
            if v424 {
                let v415 = v119[v718];
                v417 = (v716 + v415);
            } else {
                break;
            }
            continuing {
                let v420 = (v718 + 1i);
                v716 = v417;
                v718 = v420;
            }
        }
        v721 = v106;
        v723 = 1i;
        loop {
            let v444 = (v723 < 4i);
            if v444 {
                let v436 = v119[v723];
                v437 = max(v721, v436);
            } else {
                break;
            }
            continuing {
                let v440 = (v723 + 1i);
                v721 = v437;
                v723 = v440;
            }
        }
        let v156 = vec4<u32>(v716, v721, v672, v102);
        TileCounts[(v29 * 4u)] = v156.x;
        TileCounts[((v29 * 4u) + 1u)] = v156.y;
        TileCounts[((v29 * 4u) + 2u)] = v156.z;
        TileCounts[((v29 * 4u) + 3u)] = v156.w;
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
