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
    var v385: array<vec4<f32>, 4>;
    var v2: vec3<u32>;
    var v4: vec3<u32>;
    var v26: u32;
    var v29: u32;
    var v30: u32;
    var v34: u32;
    var v45: vec3<f32>;
    var v620: f32;
    var v622: f32;
    var v624: vec3<f32>;
    var v626: vec3<f32>;
    var v631: u32;
    var v635: u32;
    var v639: u32;
    var v643: u32;
    var v647: u32;
    var v651: u32;
    var v655: u32;
    var v659: u32;
    var v663: u32;
    var v665: u32;
    var v59: vec4<f32>;
    var v63: vec3<f32>;
    var v186: f32;
    var v83: bool;
    var v630: u32;
    var v634: u32;
    var v638: u32;
    var v642: u32;
    var v646: u32;
    var v650: u32;
    var v654: u32;
    var v658: u32;
    var v662: u32;
    var v94: u32;
    var v222: u32;
    var v102: u32;
    var v661: u32;
    var v106: u32;
    var v108: u32;
    var v112: u32;
    var v116: u32;
    var v119: vec4<u32>;
    var v133: u32;
    var v358: vec3<f32>;
    var v677: f32;
    var v679: i32;
    var v173: f32;
    var v683: f32;
    var v686: i32;
    var v193: f32;
    var v282: f32;
    var v289: f32;
    var v329: vec3<f32>;
    var v336: vec3<f32>;
    var v668: u32;
    var v695: f32;
    var v698: i32;
    var v371: f32;
    var v701: vec4<f32>;
    var v703: u32;
    var v397: vec4<f32>;
    var v146: u32;
    var v706: u32;
    var v708: i32;
    var v417: u32;
    var v711: u32;
    var v713: i32;
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
        v677 = v166;
        v679 = 1i;
        loop {
            let v180 = (v679 < 3i);
            if v180 {
                let v171 = v45[v679];
                v173 = (v677 + v171);
            } else {
                break;
            }
            continuing {
                let v176 = (v679 + 1i);
                v677 = v173;
                v679 = v176;
            }
        }
        let v50 = gsSamples[0];
        let v51 = v50.xyz;
        v620 = v677;
        v622 = v677;
        v624 = v51;
        v626 = v51;
        v631 = u32();
        v635 = u32();
        v639 = u32();
        v643 = u32();
        v647 = u32();
        v651 = u32();
        v655 = u32();
        v659 = u32();
        v663 = 0u;
        v665 = 0u;
        loop {
            let v85 = (v665 < 64u);
            if v85 {
                v59 = gsSamples[v665];
                v63 = v59.xyz;
                v186 = v63.x;
                v683 = v186;
                v686 = 1i;
                loop {
                    let v200 = (v686 < 3i);
                    if v200 {
                        let v191 = v63[v686];
                        v193 = (v683 + v191);
                    } else {
                        break;
                    }
                    continuing {
                        let v196 = (v686 + 1i);
                        v683 = v193;
                        v686 = v196;
                    }
                }
                v282 = min(v620, v683);
                v289 = max(v622, v683);
                v329 = min(v624, v63);
                v336 = max(v626, v63);
                v695 = v186;
                v698 = 1i;
                loop {
                    let v378 = (v698 < 3i);
                    if v378 {
                        let v370 = v63[v698];
                        v371 = max(v695, v370);
                    } else {
                        break;
                    }
                    continuing {
                        let v374 = (v698 + 1i);
                        v695 = v371;
                        v698 = v374;
                    }
                }
                let v77 = (v695 > 1.0f);
                if v77 {
                    let v483 = array<u32, 8>(v631, v635, v639, v643, v647, v651, v655, v659);
                    v451 = v483;
                    let v205 = (v663 < 8u);
                    if v205 {
                        v451[v663] = v665;
                        let v213 = (v663 + 1u);
                        v668 = v213;
                    } else {
                        v668 = v663;
                    }
                    let v495 = v451;
                    let v580 = v495[0];
                    let v582 = v495[1];
                    let v584 = v495[2];
                    let v586 = v495[3];
                    let v588 = v495[4];
                    let v590 = v495[5];
                    let v592 = v495[6];
                    let v594 = v495[7];
                    v630 = v580;
                    v634 = v582;
                    v638 = v584;
                    v642 = v586;
                    v646 = v588;
                    v650 = v590;
                    v654 = v592;
                    v658 = v594;
                    v662 = v668;
                } else {
                    v630 = v631;
                    v634 = v635;
                    v638 = v639;
                    v642 = v643;
                    v646 = v647;
                    v650 = v651;
                    v654 = v655;
                    v658 = v659;
                    v662 = v663;
                }
                v94 = (v665 % 4u);
                v16[v94] = v59;
            } else {
                break;
            }
            continuing {
                let v79 = (v665 + 1u);
                v620 = v282;
                v622 = v289;
                v624 = v329;
                v626 = v336;
                v631 = v630;
                v635 = v634;
                v639 = v638;
                v643 = v642;
                v647 = v646;
                v651 = v650;
                v655 = v654;
                v659 = v658;
                v663 = v662;
                v665 = v79;
            }
        }
        v83 = (v663 > 0u);
        if v83 {
            let v488 = array<u32, 8>(v631, v635, v639, v643, v647, v651, v655, v659);
            v453 = v488;
            let v221 = (v663 - 1u);
            v222 = select(0u, v221, v83);
            let v228 = v453[v222];
            v102 = v228;
            v661 = v222;
        } else {
            v102 = 4294967295u;
            v661 = v663;
        }
        v106 = Counts[(v30)];
        v108 = (v30 + 1u);
        let v110 = Counts[(v108)];
        v112 = (v30 + 2u);
        let v114 = Counts[(v112)];
        v116 = (v30 + 3u);
        let v118 = Counts[(v116)];
        v119 = vec4<u32>(v106, v110, v114, v118);
        let v235 = (v622 - v620);
        let v312 = (v235 * v235);
        let v344 = (v312 * v312);
        let v130 = vec4<f32>(v620, v622, v235, v344);
        v133 = (v29 * 2u);
        TileStats[(v133 * 4u)] = bitcast<u32>(v130.x);
        TileStats[((v133 * 4u) + 1u)] = bitcast<u32>(v130.y);
        TileStats[((v133 * 4u) + 2u)] = bitcast<u32>(v130.z);
        TileStats[((v133 * 4u) + 3u)] = bitcast<u32>(v130.w);
        let v319 = (v626 - v624);
        let v349 = dot(v319, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
        let v383 = (1.0f + v349);
        let v384 = (v349 / v383);
        let v355 = max(v349, 0.0001f);
        let v356 = (v384 / v355);
        let v357 = vec3<f32>(v356);
        v358 = (v319 * v357);
        let v139 = v16;
        v385 = v139;
        let v390 = v385[0];
        v701 = v390;
        v703 = 1u;
        loop {
            let v404 = (v703 < 4u);
            if v404 {
                let v395 = v385[v703];
                v397 = (v701 + v395);
            } else {
                break;
            }
            continuing {
                let v400 = (v703 + 1u);
                v701 = v397;
                v703 = v400;
            }
        }
        let v141 = v701.w;
        let v142 = vec4<f32>(v358, v141);
        v146 = (v133 + 1u);
        TileStats[(v146 * 4u)] = bitcast<u32>(v142.x);
        TileStats[((v146 * 4u) + 1u)] = bitcast<u32>(v142.y);
        TileStats[((v146 * 4u) + 2u)] = bitcast<u32>(v142.z);
        TileStats[((v146 * 4u) + 3u)] = bitcast<u32>(v142.w);
        v706 = v106;
        v708 = 1i;
        loop {
            let v424 = (v708 < 4i);
            if v424 {
                let v415 = v119[v708];
                v417 = (v706 + v415);
            } else {
                break;
            }
            continuing {
                let v420 = (v708 + 1i);
                v706 = v417;
                v708 = v420;
            }
        }
        v711 = v106;
        v713 = 1i;
        loop {
            let v444 = (v713 < 4i);
            if v444 {
                let v436 = v119[v713];
                v437 = max(v711, v436);
            } else {
                break;
            }
            continuing {
                let v440 = (v713 + 1i);
                v711 = v437;
                v713 = v440;
            }
        }
        let v156 = vec4<u32>(v706, v711, v661, v102);
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
