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
    var v1090: vec3<f32>;
    var v1091: u32;
    var v945: vec3<f32>;
    var v947: f32;
    var v949: vec3<f32>;
    var v951: f32;
    var v953: vec3<f32>;
    var v955: f32;
    var v957: f32;
    var v959: u32;
    var v1089: vec3<f32>;
    var v122: vec3<f32>;
    var v126: f32;
    var v133: f32;
    var v1102: vec3<f32>;
    var v1106: f32;
    var v1116: vec3<f32>;
    var v1117: vec3<f32>;
    var v1115: vec3<f32>;
    var v275: vec3<f32>;
    var v282: f32;
    var v293: f32;
    var v302: vec3<f32>;
    var v310: f32;
    var v54: vec3<f32>;
    var v467: u32;
    var v514: vec3<f32>;
    var v519: vec2<f32>;
    var v532: f32;
    var v539: i32;
    var v542: i32;
    var v1134: f32;
    var v1137: f32;
    var v1140: i32;
    var v1133: f32;
    var v1136: f32;
    var v1142: i32;
    var v575: f32;
    var v578: f32;
    var v586: f32;
    var v634: f32;
    var v721: vec3<f32>;
    var v776: vec3<f32>;
    var v789: f32;
    var v795: f32;
    var v824: f32;
    var v828: f32;
    var v676: vec3<f32>;
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
    v1116 = select(v201, v216, v214);
    v1117 = select(v206, v219, v214);
    let v223 = (v209 & 2u);
    let v224 = (v223 != 0u);
    if v224 {
        let v227 = cross(v1116, v1117);
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
        let v254 = (v252 * v1117);
        let v256 = v248.y;
        let v257 = vec3<f32>(v256);
        let v259 = (v257 * v232);
        let v260 = (v254 + v259);
        let v262 = v248.z;
        let v263 = vec3<f32>(v262);
        let v265 = (v263 * v1116);
        let v266 = (v260 + v265);
        let v267 = normalize(v266);
        v1115 = v267;
    } else {
        v1115 = v1116;
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
    let v448 = bitcast<f32>(ShadowParams[16].x);
    let v449 = (v18 > v448);
    let v453 = select(0u, 1u, v449);
    let v455 = bitcast<f32>(ShadowParams[17].x);
    let v456 = (v18 > v455);
    let v460 = select(v453, 2u, v456);
    let v462 = bitcast<f32>(ShadowParams[18].x);
    let v463 = (v18 > v462);
    v467 = select(v460, 3u, v463);
    loop {
        let v497 = bitcast<f32>(ShadowParams[21].x);
        let v498 = vec3<f32>(v497);
        let v499 = (v1115 * v498);
        let v500 = (v6 + v499);
        let v504 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v467 * 16u) / 4u][(v467 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v467 * 16u) + 4u) / 4u][((v467 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v467 * 16u) + 8u) / 4u][((v467 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v467 * 16u) + 12u) / 4u][((v467 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v467 * 16u) + 1u) / 4u][((v467 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v467 * 16u) + 1u) + 4u) / 4u][(((v467 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v467 * 16u) + 1u) + 8u) / 4u][(((v467 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v467 * 16u) + 1u) + 12u) / 4u][(((v467 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v467 * 16u) + 2u) / 4u][((v467 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v467 * 16u) + 2u) + 4u) / 4u][(((v467 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v467 * 16u) + 2u) + 8u) / 4u][(((v467 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v467 * 16u) + 2u) + 12u) / 4u][(((v467 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v467 * 16u) + 3u) / 4u][((v467 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v467 * 16u) + 3u) + 4u) / 4u][(((v467 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v467 * 16u) + 3u) + 8u) / 4u][(((v467 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v467 * 16u) + 3u) + 12u) / 4u][(((v467 * 16u) + 3u) + 12u) % 4u])));
        let v506 = vec4<f32>(v500, 1.0f);
        let v507 = (v506 * v504);
        let v510 = v507.xyz;
        let v512 = v507.w;
        let v513 = vec3<f32>(v512);
        v514 = (v510 / v513);
        let v517 = v514.xy;
        let v518 = (v517 * vec2<f32>(0.5f, (-0.5f)));
        v519 = (v518 + vec2<f32>(0.5f, 0.5f));
        let v522 = (v519 < vec2<f32>(0.0f, 0.0f));
        let v523 = any(v522);
        let v525 = (v519 > vec2<f32>(1.0f, 1.0f));
        let v526 = any(v525);
        let v527 = (v523 | v526);
        if v527 {
            v586 = 1.0f;
            break;
        }
        let v529 = v514.z;
        let v531 = bitcast<f32>(ShadowParams[20].w);
        v532 = (v529 - v531);
        let v537 = ShadowParams[21].z;
        let v538 = min(v537, 2u);
        v539 = i32(v538);
        v542 = -(v539);
        v1134 = 0.0f;
        v1137 = 0.0f;
        v1140 = v542;
        loop {
            let v555 = (v1140 <= v539);
            if v555 {
                v1133 = v1134;
                v1136 = v1137;
                v1142 = v542;
                loop {
                    let v585 = (v1142 <= v539);
                    if v585 {
                        let v557 = f32(v1142);
                        let v559 = f32(v1140);
                        let v560 = vec2<f32>(v557, v559);
                        let v562 = bitcast<f32>(ShadowParams[21].y);
                        let v563 = vec2<f32>(v562);
                        let v564 = (v560 * v563);
                        let v568 = (v519 + v564);
                        let v570 = f32(v467);
                        let v571 = vec3<f32>(v568, v570);
                        let v573 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v571.xy, i32(round(v571.z)), v532);
                        v575 = (v1133 + v573);
                        v578 = (v1136 + 1.0f);
                    } else {
                        break;
                    }
                    continuing {
                        let v581 = (v1142 + 1i);
                        v1133 = v575;
                        v1136 = v578;
                        v1142 = v581;
                    }
                }
            } else {
                break;
            }
            continuing {
                let v548 = (v1140 + 1i);
                v1134 = v1133;
                v1137 = v1136;
                v1140 = v548;
            }
        }
        let v552 = (v1134 / v1137);
        v586 = v552;
        break;
        continuing {
        }
    }
    let v70 = bitcast<vec3<f32>>(View[15].xyz);
    let v71 = -(v70);
    let v621 = (v54 + v71);
    let v622 = normalize(v621);
    let v627 = dot(v1115, v71);
    let v628 = saturate(v627);
    let v633 = dot(v1115, v54);
    v634 = max(v633, 0.0001f);
    let v639 = dot(v1115, v622);
    let v640 = saturate(v639);
    let v644 = dot(v54, v622);
    let v645 = saturate(v644);
    let v651 = (v293 * v293);
    let v652 = max(v651, 0.002f);
    let v720 = vec3<f32>(v282);
    v721 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v275, v720);
    let v770 = saturate(v645);
    let v771 = (1.0f - v770);
    let v772 = pow(v771, 5.0f);
    v776 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v721);
    let v778 = vec3<f32>(v772);
    let v779 = (v776 * v778);
    let v780 = (v721 + v779);
    v789 = (v652 * v652);
    let v793 = (v640 * v640);
    v795 = (v789 - 1.0f);
    let v796 = (v793 * v795);
    let v797 = (v796 + 1.0f);
    let v801 = (3.1415927f * v797);
    let v803 = (v801 * v797);
    let v804 = max(v803, 1e-7f);
    let v805 = (v789 / v804);
    let v822 = (v634 * v634);
    v824 = (1.0f - v789);
    let v825 = (v822 * v824);
    let v827 = (v825 + v789);
    v828 = sqrt(v827);
    let v829 = (v628 * v828);
    let v834 = (v628 * v628);
    let v837 = (v834 * v824);
    let v839 = (v837 + v789);
    let v840 = sqrt(v839);
    let v841 = (v634 * v840);
    let v845 = (v829 + v841);
    let v846 = max(v845, 1e-5f);
    let v847 = (0.5f / v846);
    let v666 = (v805 * v847);
    let v667 = vec3<f32>(v666);
    let v669 = (v667 * v780);
    let v672 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v780);
    let v675 = (1.0f - v282);
    v676 = vec3<f32>(v675);
    let v677 = (v672 * v676);
    let v680 = (v677 * v275);
    let v681 = (v680 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
    let v685 = (v681 + v669);
    let v687 = vec3<f32>(v628);
    let v688 = (v685 * v687);
    let v74 = bitcast<vec3<f32>>(View[16].xyz);
    let v75 = (v688 * v74);
    let v77 = bitcast<f32>(View[15].w);
    let v78 = vec3<f32>(v77);
    let v79 = (v75 * v78);
    let v81 = vec3<f32>(v586);
    let v82 = (v79 * v81);
    let v85 = Object[7].x;
    v86 = min(v85, 32u);
    v1090 = v82;
    v1091 = 0u;
    loop {
        let v112 = (v1091 < v86);
        if v112 {
            let v91 = load_ForwardLights((v1091 * 16u));
            v945 = v91.PositionWS;
            v947 = v91.Range;
            v949 = v91.Color;
            v951 = v91.Intensity;
            v953 = v91.DirectionWS;
            v955 = v91.SpotCosOuter;
            v957 = v91.SpotCosInner;
            v959 = v91.Type;
            let v95 = (v959 == 2u);
            if v95 {
                let v115 = -(v953);
                v1102 = v115;
                v1106 = 1.0f;
            } else {
                v122 = (v945 - v6);
                v126 = dot(v122, v122);
                v133 = (v947 * v947);
                let v134 = (v126 > v133);
                if v134 {
                    v1089 = v1090;
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
                let v165 = (v959 == 1u);
                let v430 = -(v156);
                let v433 = dot(v430, v953);
                let v438 = (v433 - v955);
                let v443 = (v957 - v955);
                let v444 = max(v443, 0.0001f);
                let v445 = (v438 / v444);
                let v446 = saturate(v445);
                let v170 = (v423 * v446);
                let v1105 = select(v423, v170, v165);
                v1102 = v156;
                v1106 = v1105;
            }
            let v331 = (v54 + v1102);
            let v332 = normalize(v331);
            let v337 = dot(v1115, v1102);
            let v338 = saturate(v337);
            let v349 = dot(v1115, v332);
            let v350 = saturate(v349);
            let v354 = dot(v54, v332);
            let v355 = saturate(v354);
            let v593 = saturate(v355);
            let v594 = (1.0f - v593);
            let v595 = pow(v594, 5.0f);
            let v601 = vec3<f32>(v595);
            let v602 = (v776 * v601);
            let v603 = (v721 + v602);
            let v701 = (v350 * v350);
            let v704 = (v701 * v795);
            let v705 = (v704 + 1.0f);
            let v709 = (3.1415927f * v705);
            let v711 = (v709 * v705);
            let v712 = max(v711, 1e-7f);
            let v713 = (v789 / v712);
            let v745 = (v338 * v828);
            let v750 = (v338 * v338);
            let v753 = (v750 * v824);
            let v755 = (v753 + v789);
            let v756 = sqrt(v755);
            let v757 = (v634 * v756);
            let v761 = (v745 + v757);
            let v762 = max(v761, 1e-5f);
            let v763 = (0.5f / v762);
            let v376 = (v713 * v763);
            let v377 = vec3<f32>(v376);
            let v379 = (v377 * v603);
            let v382 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v603);
            let v387 = (v382 * v676);
            let v390 = (v387 * v275);
            let v391 = (v390 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
            let v395 = (v391 + v379);
            let v397 = vec3<f32>(v338);
            let v398 = (v395 * v397);
            let v141 = (v398 * v949);
            let v144 = vec3<f32>(v951);
            let v145 = (v141 * v144);
            let v147 = vec3<f32>(v1106);
            let v148 = (v145 * v147);
            let v150 = (v1090 + v148);
            v1089 = v150;
        } else {
            break;
        }
        continuing {
            let v97 = (v1091 + 1u);
            v1090 = v1089;
            v1091 = v97;
        }
    }
    let v102 = vec3<f32>(v310);
    let v103 = (v1090 * v102);
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
