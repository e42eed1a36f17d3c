diagnostic(off, derivative_uniformity);

struct PunctualLight {
    PositionWS: vec3<f32>,
    Range: f32,
    Color: vec3<f32>,
    Intensity: f32,
    DirectionWS: vec3<f32>,
    SpotCosOuter: f32,
    SpotCosInner: f32,
    Type: u32,
    ShadowIndex: i32,
    Flags: u32,
}

fn load_ForwardLights(w: u32) -> PunctualLight {
    return PunctualLight(vec3<f32>(bitcast<f32>(ForwardLights[w]), bitcast<f32>(ForwardLights[(w + 1u)]), bitcast<f32>(ForwardLights[(w + 2u)])), bitcast<f32>(ForwardLights[(w + 3u)]), vec3<f32>(bitcast<f32>(ForwardLights[(w + 4u)]), bitcast<f32>(ForwardLights[((w + 4u) + 1u)]), bitcast<f32>(ForwardLights[((w + 4u) + 2u)])), bitcast<f32>(ForwardLights[(w + 7u)]), vec3<f32>(bitcast<f32>(ForwardLights[(w + 8u)]), bitcast<f32>(ForwardLights[((w + 8u) + 1u)]), bitcast<f32>(ForwardLights[((w + 8u) + 2u)])), bitcast<f32>(ForwardLights[(w + 11u)]), bitcast<f32>(ForwardLights[(w + 12u)]), ForwardLights[(w + 13u)], bitcast<i32>(ForwardLights[(w + 14u)]), ForwardLights[(w + 15u)]);
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<uniform> ShadowParams: array<vec4<u32>, 22>;
@group(0) @binding(2) var ShadowCascades: texture_depth_2d_array;
@group(0) @binding(3) var ShadowCompare: sampler_comparison;
@group(1) @binding(0) var<uniform> Material: array<vec4<u32>, 4>;
@group(2) @binding(0) var<uniform> Object: array<vec4<u32>, 8>;
@group(0) @binding(4) var<storage, read> ForwardLights: array<u32>;
@group(1) @binding(1) var BaseColorMap: texture_2d<f32>;
@group(1) @binding(2) var MetallicRoughnessMap: texture_2d<f32>;
@group(1) @binding(3) var NormalMap: texture_2d<f32>;
@group(1) @binding(4) var EmissiveMap: texture_2d<f32>;
@group(1) @binding(5) var OcclusionMap: texture_2d<f32>;
@group(1) @binding(6) var MaterialSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> in_var_TEXCOORD2: vec4<f32>;
var<private> in_var_TEXCOORD3: vec2<f32>;
var<private> in_var_TEXCOORD4: f32;
var<private> gl_FrontFacing: bool;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v6: vec3<f32>;
    var v9: vec3<f32>;
    var v12: vec4<f32>;
    var v15: vec2<f32>;
    var v18: f32;
    var v21: bool;
    var v188: vec4<f32>;
    var v191: f32;
    var v1088: vec3<f32>;
    var v1089: u32;
    var v943: vec3<f32>;
    var v945: f32;
    var v947: vec3<f32>;
    var v949: f32;
    var v951: vec3<f32>;
    var v953: f32;
    var v955: f32;
    var v957: u32;
    var v1087: vec3<f32>;
    var v122: vec3<f32>;
    var v126: f32;
    var v133: f32;
    var v1100: vec3<f32>;
    var v1104: f32;
    var v1114: vec3<f32>;
    var v1115: vec3<f32>;
    var v1113: vec3<f32>;
    var v275: vec3<f32>;
    var v282: f32;
    var v293: f32;
    var v302: vec3<f32>;
    var v310: f32;
    var v54: vec3<f32>;
    var v1131: u32;
    var v1132: u32;
    var v465: u32;
    var v1130: u32;
    var v512: vec3<f32>;
    var v517: vec2<f32>;
    var v530: f32;
    var v537: i32;
    var v540: i32;
    var v1135: f32;
    var v1138: f32;
    var v1141: i32;
    var v1134: f32;
    var v1137: f32;
    var v1143: i32;
    var v573: f32;
    var v576: f32;
    var v584: f32;
    var v632: f32;
    var v719: vec3<f32>;
    var v774: vec3<f32>;
    var v787: f32;
    var v793: f32;
    var v822: f32;
    var v826: f32;
    var v674: vec3<f32>;
    var v86: u32;
    v6 = in_var_TEXCOORD0;
    v9 = in_var_TEXCOORD1;
    v12 = in_var_TEXCOORD2;
    v15 = in_var_TEXCOORD3;
    v18 = in_var_TEXCOORD4;
    v21 = gl_FrontFacing;
    let v185 = textureSample(BaseColorMap, MaterialSampler, v15);
    let v187 = bitcast<vec4<f32>>(Material[0]);
    v188 = (v185 * v187);
    v191 = bitcast<f32>(Material[2].w);
    let v192 = (v191 > 0.0f);
    if v192 {
        let v194 = v188.w;
        let v197 = (v194 - v191);
        let v198 = (v197 < 0.0f);
        if v198 {
            discard;
            return;
        }
    }
    let v201 = normalize(v9);
    let v205 = v12.xyz;
    let v206 = normalize(v205);
    let v209 = Material[3].x;
    let v210 = (v209 & 1u);
    let v211 = (v210 != 0u);
    let v213 = !(v21);
    let v214 = (v211 & v213);
    let v216 = -(v201);
    let v219 = -(v206);
    v1114 = select(v201, v216, v214);
    v1115 = select(v206, v219, v214);
    let v223 = (v209 & 2u);
    let v224 = (v223 != 0u);
    if v224 {
        let v227 = cross(v1114, v1115);
        let v230 = v12.w;
        let v231 = vec3<f32>(v230);
        let v232 = (v227 * v231);
        let v236 = textureSample(NormalMap, MaterialSampler, v15);
        let v237 = v236.xyz;
        let v238 = (v237 * vec3<f32>(2.0f, 2.0f, 2.0f));
        let v239 = (v238 - vec3<f32>(1.0f, 1.0f, 1.0f));
        let v242 = bitcast<f32>(Material[2].y);
        let v243 = vec2<f32>(v242);
        let v245 = v239.xy;
        let v246 = (v245 * v243);
        let v248 = vec3<f32>(v246.x, v246.y, v239.z);
        let v251 = v248.x;
        let v252 = vec3<f32>(v251);
        let v254 = (v252 * v1115);
        let v256 = v248.y;
        let v257 = vec3<f32>(v256);
        let v259 = (v257 * v232);
        let v260 = (v254 + v259);
        let v262 = v248.z;
        let v263 = vec3<f32>(v262);
        let v265 = (v263 * v1114);
        let v266 = (v260 + v265);
        let v267 = normalize(v266);
        v1113 = v267;
    } else {
        v1113 = v1114;
    }
    let v271 = textureSample(MetallicRoughnessMap, MaterialSampler, v15);
    let v272 = v271.zy;
    v275 = v188.xyz;
    let v279 = v272.x;
    let v281 = bitcast<f32>(Material[1].w);
    v282 = (v279 * v281);
    let v289 = v272.y;
    let v291 = bitcast<f32>(Material[2].x);
    let v292 = (v289 * v291);
    v293 = clamp(v292, 0.045f, 1.0f);
    let v298 = textureSample(EmissiveMap, MaterialSampler, v15);
    let v299 = v298.xyz;
    let v301 = bitcast<vec3<f32>>(Material[1].xyz);
    v302 = (v299 * v301);
    let v307 = textureSample(OcclusionMap, MaterialSampler, v15).x;
    let v309 = bitcast<f32>(Material[2].z);
    v310 = mix(1.0f, v307, v309);
    let v50 = bitcast<vec3<f32>>(View[12].xyz);
    let v53 = (v50 - v6);
    v54 = normalize(v53);
    v1131 = 0u;
    v1132 = 0u;
    loop {
        let v463 = (v1132 < 3u);
        if v463 {
            let v456 = bitcast<f32>(ShadowParams[(64u + v1132 * 4u) / 4u][(64u + v1132 * 4u) % 4u]);
            let v457 = (v18 > v456);
            v465 = (v1132 + 1u);
            v1130 = select(v1131, v465, v457);
        } else {
            break;
        }
        continuing {
            v1131 = v1130;
            v1132 = v465;
        }
    }
    loop {
        let v495 = bitcast<f32>(ShadowParams[21].x);
        let v496 = vec3<f32>(v495);
        let v497 = (v1113 * v496);
        let v498 = (v6 + v497);
        let v502 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v1131 * 16u) / 4u][(v1131 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v1131 * 16u) + 4u) / 4u][((v1131 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v1131 * 16u) + 8u) / 4u][((v1131 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v1131 * 16u) + 12u) / 4u][((v1131 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v1131 * 16u) + 1u) / 4u][((v1131 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v1131 * 16u) + 1u) + 4u) / 4u][(((v1131 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v1131 * 16u) + 1u) + 8u) / 4u][(((v1131 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v1131 * 16u) + 1u) + 12u) / 4u][(((v1131 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v1131 * 16u) + 2u) / 4u][((v1131 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v1131 * 16u) + 2u) + 4u) / 4u][(((v1131 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v1131 * 16u) + 2u) + 8u) / 4u][(((v1131 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v1131 * 16u) + 2u) + 12u) / 4u][(((v1131 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v1131 * 16u) + 3u) / 4u][((v1131 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v1131 * 16u) + 3u) + 4u) / 4u][(((v1131 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v1131 * 16u) + 3u) + 8u) / 4u][(((v1131 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v1131 * 16u) + 3u) + 12u) / 4u][(((v1131 * 16u) + 3u) + 12u) % 4u])));
        let v504 = vec4<f32>(v498, 1.0f);
        let v505 = (v504 * v502);
        let v508 = v505.xyz;
        let v510 = v505.w;
        let v511 = vec3<f32>(v510);
        v512 = (v508 / v511);
        let v515 = v512.xy;
        let v516 = (v515 * vec2<f32>(0.5f, (-0.5f)));
        v517 = (v516 + vec2<f32>(0.5f, 0.5f));
        let v520 = (v517 < vec2<f32>(0.0f, 0.0f));
        let v521 = any(v520);
        let v523 = (v517 > vec2<f32>(1.0f, 1.0f));
        let v524 = any(v523);
        let v525 = (v521 | v524);
        if v525 {
            v584 = 1.0f;
            break;
        }
        let v527 = v512.z;
        let v529 = bitcast<f32>(ShadowParams[20].w);
        v530 = (v527 - v529);
        let v535 = ShadowParams[21].z;
        let v536 = min(v535, 2u);
        v537 = i32(v536);
        v540 = -(v537);
        v1135 = 0.0f;
        v1138 = 0.0f;
        v1141 = v540;
        loop {
            let v553 = (v1141 <= v537);
            if v553 {
                v1134 = v1135;
                v1137 = v1138;
                v1143 = v540;
                loop {
                    let v583 = (v1143 <= v537);
                    if v583 {
                        let v555 = f32(v1143);
                        let v557 = f32(v1141);
                        let v558 = vec2<f32>(v555, v557);
                        let v560 = bitcast<f32>(ShadowParams[21].y);
                        let v561 = vec2<f32>(v560);
                        let v562 = (v558 * v561);
                        let v566 = (v517 + v562);
                        let v568 = f32(v1131);
                        let v569 = vec3<f32>(v566, v568);
                        let v571 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v569.xy, i32(round(v569.z)), v530);
                        v573 = (v1134 + v571);
                        v576 = (v1137 + 1.0f);
                    } else {
                        break;
                    }
                    continuing {
                        let v579 = (v1143 + 1i);
                        v1134 = v573;
                        v1137 = v576;
                        v1143 = v579;
                    }
                }
            } else {
                break;
            }
            continuing {
                let v546 = (v1141 + 1i);
                v1135 = v1134;
                v1138 = v1137;
                v1141 = v546;
            }
        }
        let v550 = (v1135 / v1138);
        v584 = v550;
        break;
        continuing {
        }
    }
    let v70 = bitcast<vec3<f32>>(View[15].xyz);
    let v71 = -(v70);
    let v619 = (v54 + v71);
    let v620 = normalize(v619);
    let v625 = dot(v1113, v71);
    let v626 = saturate(v625);
    let v631 = dot(v1113, v54);
    v632 = max(v631, 0.0001f);
    let v637 = dot(v1113, v620);
    let v638 = saturate(v637);
    let v642 = dot(v54, v620);
    let v643 = saturate(v642);
    let v649 = (v293 * v293);
    let v650 = max(v649, 0.002f);
    let v718 = vec3<f32>(v282);
    v719 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v275, v718);
    let v768 = saturate(v643);
    let v769 = (1.0f - v768);
    let v770 = pow(v769, 5.0f);
    v774 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v719);
    let v776 = vec3<f32>(v770);
    let v777 = (v774 * v776);
    let v778 = (v719 + v777);
    v787 = (v650 * v650);
    let v791 = (v638 * v638);
    v793 = (v787 - 1.0f);
    let v794 = (v791 * v793);
    let v795 = (v794 + 1.0f);
    let v799 = (3.1415927f * v795);
    let v801 = (v799 * v795);
    let v802 = max(v801, 1e-7f);
    let v803 = (v787 / v802);
    let v820 = (v632 * v632);
    v822 = (1.0f - v787);
    let v823 = (v820 * v822);
    let v825 = (v823 + v787);
    v826 = sqrt(v825);
    let v827 = (v626 * v826);
    let v832 = (v626 * v626);
    let v835 = (v832 * v822);
    let v837 = (v835 + v787);
    let v838 = sqrt(v837);
    let v839 = (v632 * v838);
    let v843 = (v827 + v839);
    let v844 = max(v843, 1e-5f);
    let v845 = (0.5f / v844);
    let v664 = (v803 * v845);
    let v665 = vec3<f32>(v664);
    let v667 = (v665 * v778);
    let v670 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v778);
    let v673 = (1.0f - v282);
    v674 = vec3<f32>(v673);
    let v675 = (v670 * v674);
    let v678 = (v675 * v275);
    let v679 = (v678 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
    let v683 = (v679 + v667);
    let v685 = vec3<f32>(v626);
    let v686 = (v683 * v685);
    let v74 = bitcast<vec3<f32>>(View[16].xyz);
    let v75 = (v686 * v74);
    let v77 = bitcast<f32>(View[15].w);
    let v78 = vec3<f32>(v77);
    let v79 = (v75 * v78);
    let v81 = vec3<f32>(v584);
    let v82 = (v79 * v81);
    let v85 = Object[7].x;
    v86 = min(v85, 32u);
    v1088 = v82;
    v1089 = 0u;
    loop {
        let v112 = (v1089 < v86);
        if v112 {
            let v91 = load_ForwardLights((v1089 * 16u));
            v943 = v91.PositionWS;
            v945 = v91.Range;
            v947 = v91.Color;
            v949 = v91.Intensity;
            v951 = v91.DirectionWS;
            v953 = v91.SpotCosOuter;
            v955 = v91.SpotCosInner;
            v957 = v91.Type;
            let v95 = (v957 == 2u);
            if v95 {
                let v115 = -(v951);
                v1100 = v115;
                v1104 = 1.0f;
            } else {
                v122 = (v943 - v6);
                v126 = dot(v122, v122);
                v133 = (v945 * v945);
                let v134 = (v126 > v133);
                if v134 {
                    v1087 = v1088;
                    continue;
                }
                let v154 = inverseSqrt(v126);
                let v155 = vec3<f32>(v154);
                let v156 = (v122 * v155);
                let v409 = max(v133, 0.0001f);
                let v410 = (v126 / v409);
                let v414 = (v410 * v410);
                let v415 = (1.0f - v414);
                let v416 = saturate(v415);
                let v420 = (v416 * v416);
                let v422 = max(v126, 0.0001f);
                let v423 = (v420 / v422);
                let v165 = (v957 == 1u);
                let v430 = -(v156);
                let v433 = dot(v430, v951);
                let v438 = (v433 - v953);
                let v443 = (v955 - v953);
                let v444 = max(v443, 0.0001f);
                let v445 = (v438 / v444);
                let v446 = saturate(v445);
                let v170 = (v423 * v446);
                let v1103 = select(v423, v170, v165);
                v1100 = v156;
                v1104 = v1103;
            }
            let v331 = (v54 + v1100);
            let v332 = normalize(v331);
            let v337 = dot(v1113, v1100);
            let v338 = saturate(v337);
            let v349 = dot(v1113, v332);
            let v350 = saturate(v349);
            let v354 = dot(v54, v332);
            let v355 = saturate(v354);
            let v591 = saturate(v355);
            let v592 = (1.0f - v591);
            let v593 = pow(v592, 5.0f);
            let v599 = vec3<f32>(v593);
            let v600 = (v774 * v599);
            let v601 = (v719 + v600);
            let v699 = (v350 * v350);
            let v702 = (v699 * v793);
            let v703 = (v702 + 1.0f);
            let v707 = (3.1415927f * v703);
            let v709 = (v707 * v703);
            let v710 = max(v709, 1e-7f);
            let v711 = (v787 / v710);
            let v743 = (v338 * v826);
            let v748 = (v338 * v338);
            let v751 = (v748 * v822);
            let v753 = (v751 + v787);
            let v754 = sqrt(v753);
            let v755 = (v632 * v754);
            let v759 = (v743 + v755);
            let v760 = max(v759, 1e-5f);
            let v761 = (0.5f / v760);
            let v376 = (v711 * v761);
            let v377 = vec3<f32>(v376);
            let v379 = (v377 * v601);
            let v382 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v601);
            let v387 = (v382 * v674);
            let v390 = (v387 * v275);
            let v391 = (v390 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
            let v395 = (v391 + v379);
            let v397 = vec3<f32>(v338);
            let v398 = (v395 * v397);
            let v141 = (v398 * v947);
            let v144 = vec3<f32>(v949);
            let v145 = (v141 * v144);
            let v147 = vec3<f32>(v1104);
            let v148 = (v145 * v147);
            let v150 = (v1088 + v148);
            v1087 = v150;
        } else {
            break;
        }
        continuing {
            let v97 = (v1089 + 1u);
            v1088 = v1087;
            v1089 = v97;
        }
    }
    let v102 = vec3<f32>(v310);
    let v103 = (v1088 * v102);
    let v106 = (v103 + v302);
    let v109 = vec4<f32>(v106, 1.0f);
    out_var_SV_Target0 = v109;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>, @location(2) in_3_0: vec4<f32>, @location(3) in_4_0: vec2<f32>, @location(4) in_5_0: f32, @builtin(front_facing) in_6_0: bool) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    in_var_TEXCOORD3 = in_4_0;
    in_var_TEXCOORD4 = in_5_0;
    gl_FrontFacing = in_6_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
