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
    var v199: vec4<f32>;
    var v202: f32;
    var v902: vec3<f32>;
    var v903: u32;
    var v134: PunctualLight;
    var v137: u32;
    var v901: vec3<f32>;
    var v165: vec3<f32>;
    var v169: f32;
    var v176: f32;
    var v905: vec3<f32>;
    var v909: f32;
    var v185: vec3<f32>;
    var v355: f32;
    var v908: f32;
    var v212: vec3<f32>;
    var v217: vec3<f32>;
    var v220: u32;
    var v225: bool;
    var v919: vec3<f32>;
    var v920: vec3<f32>;
    var v918: vec3<f32>;
    var v286: vec3<f32>;
    var v293: f32;
    var v304: f32;
    var v313: vec3<f32>;
    var v321: f32;
    var v331: vec3<f32>;
    var v948: u32;
    var v949: u32;
    var v947: u32;
    var v429: vec3<f32>;
    var v434: vec2<f32>;
    var v442: bool;
    var v447: f32;
    var v454: i32;
    var v457: i32;
    var v952: f32;
    var v955: f32;
    var v958: i32;
    var v951: f32;
    var v954: f32;
    var v960: i32;
    var v490: f32;
    var v493: f32;
    var v501: f32;
    var v686: f32;
    var v714: vec3<f32>;
    var v724: vec3<f32>;
    var v736: f32;
    var v742: f32;
    var v768: f32;
    var v772: f32;
    var v802: vec3<f32>;
    var v828: u32;
    v6 = in_var_TEXCOORD0;
    v9 = in_var_TEXCOORD1;
    v12 = in_var_TEXCOORD2;
    v15 = in_var_TEXCOORD3;
    v18 = in_var_TEXCOORD4;
    v21 = gl_FrontFacing;
    let v196 = textureSample(BaseColorMap, MaterialSampler, v15);
    let v198 = bitcast<vec4<f32>>(Material[0]);
    v199 = (v196 * v198);
    v202 = bitcast<f32>(Material[2].w);
    let v203 = (v202 > 0.0f);
    if v203 {
        let v205 = v199.w;
        let v208 = (v205 - v202);
        let v209 = (v208 < 0.0f);
        if v209 {
            discard;
            return;
        }
    }
    v212 = normalize(v9);
    let v216 = v12.xyz;
    v217 = normalize(v216);
    v220 = Material[3].x;
    let v221 = (v220 & 1u);
    let v222 = (v221 != 0u);
    if v222 {
        let v224 = !(v21);
        v225 = v224;
    } else {
        v225 = false;
    }
    if v225 {
        let v227 = -(v212);
        let v230 = -(v217);
        v919 = v227;
        v920 = v230;
    } else {
        v919 = v212;
        v920 = v217;
    }
    let v234 = (v220 & 2u);
    let v235 = (v234 != 0u);
    if v235 {
        let v238 = cross(v919, v920);
        let v241 = v12.w;
        let v242 = vec3<f32>(v241);
        let v243 = (v238 * v242);
        let v247 = textureSample(NormalMap, MaterialSampler, v15);
        let v248 = v247.xyz;
        let v249 = (v248 * vec3<f32>(2.0f, 2.0f, 2.0f));
        let v250 = (v249 - vec3<f32>(1.0f, 1.0f, 1.0f));
        let v253 = bitcast<f32>(Material[2].y);
        let v254 = vec2<f32>(v253);
        let v256 = v250.xy;
        let v257 = (v256 * v254);
        let v259 = vec3<f32>(v257.x, v257.y, v250.z);
        let v262 = v259.x;
        let v263 = vec3<f32>(v262);
        let v265 = (v263 * v920);
        let v267 = v259.y;
        let v268 = vec3<f32>(v267);
        let v270 = (v268 * v243);
        let v271 = (v265 + v270);
        let v273 = v259.z;
        let v274 = vec3<f32>(v273);
        let v276 = (v274 * v919);
        let v277 = (v271 + v276);
        let v278 = normalize(v277);
        v918 = v278;
    } else {
        v918 = v919;
    }
    let v282 = textureSample(MetallicRoughnessMap, MaterialSampler, v15);
    let v283 = v282.zy;
    v286 = v199.xyz;
    let v290 = v283.x;
    let v292 = bitcast<f32>(Material[1].w);
    v293 = (v290 * v292);
    let v300 = v283.y;
    let v302 = bitcast<f32>(Material[2].x);
    let v303 = (v300 * v302);
    v304 = clamp(v303, 0.045f, 1.0f);
    let v309 = textureSample(EmissiveMap, MaterialSampler, v15);
    let v310 = v309.xyz;
    let v312 = bitcast<vec3<f32>>(Material[1].xyz);
    v313 = (v310 * v312);
    let v318 = textureSample(OcclusionMap, MaterialSampler, v15).x;
    let v320 = bitcast<f32>(Material[2].z);
    v321 = mix(1.0f, v318, v320);
    let v327 = bitcast<vec3<f32>>(View[12].xyz);
    let v330 = (v327 - v6);
    v331 = normalize(v330);
    v948 = 0u;
    v949 = 0u;
    loop {
        let v396 = (v949 < 3u);
        if v396 {
            let v389 = bitcast<f32>(ShadowParams[(64u + v949 * 4u) / 4u][(64u + v949 * 4u) % 4u]);
            let v390 = (v18 > v389);
            if v390 {
                let v398 = (v949 + 1u);
                v947 = v398;
            } else {
                v947 = v948;
            }
        } else {
            break;
        }
        continuing {
            let v392 = (v949 + 1u);
            v948 = v947;
            v949 = v392;
        }
    }
    loop {
        let v412 = bitcast<f32>(ShadowParams[21].x);
        let v413 = vec3<f32>(v412);
        let v414 = (v918 * v413);
        let v415 = (v6 + v414);
        let v419 = mat4x4<f32>(vec4<f32>(bitcast<f32>(ShadowParams[(v948 * 16u) / 4u][(v948 * 16u) % 4u]), bitcast<f32>(ShadowParams[((v948 * 16u) + 4u) / 4u][((v948 * 16u) + 4u) % 4u]), bitcast<f32>(ShadowParams[((v948 * 16u) + 8u) / 4u][((v948 * 16u) + 8u) % 4u]), bitcast<f32>(ShadowParams[((v948 * 16u) + 12u) / 4u][((v948 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v948 * 16u) + 1u) / 4u][((v948 * 16u) + 1u) % 4u]), bitcast<f32>(ShadowParams[(((v948 * 16u) + 1u) + 4u) / 4u][(((v948 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v948 * 16u) + 1u) + 8u) / 4u][(((v948 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v948 * 16u) + 1u) + 12u) / 4u][(((v948 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v948 * 16u) + 2u) / 4u][((v948 * 16u) + 2u) % 4u]), bitcast<f32>(ShadowParams[(((v948 * 16u) + 2u) + 4u) / 4u][(((v948 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v948 * 16u) + 2u) + 8u) / 4u][(((v948 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v948 * 16u) + 2u) + 12u) / 4u][(((v948 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(ShadowParams[((v948 * 16u) + 3u) / 4u][((v948 * 16u) + 3u) % 4u]), bitcast<f32>(ShadowParams[(((v948 * 16u) + 3u) + 4u) / 4u][(((v948 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(ShadowParams[(((v948 * 16u) + 3u) + 8u) / 4u][(((v948 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(ShadowParams[(((v948 * 16u) + 3u) + 12u) / 4u][(((v948 * 16u) + 3u) + 12u) % 4u])));
        let v421 = vec4<f32>(v415, 1.0f);
        let v422 = (v421 * v419);
        let v425 = v422.xyz;
        let v427 = v422.w;
        let v428 = vec3<f32>(v427);
        v429 = (v425 / v428);
        let v432 = v429.xy;
        let v433 = (v432 * vec2<f32>(0.5f, (-0.5f)));
        v434 = (v433 + vec2<f32>(0.5f, 0.5f));
        let v437 = (v434 < vec2<f32>(0.0f, 0.0f));
        let v438 = any(v437);
        if v438 {
            v442 = true;
        } else {
            let v440 = (v434 > vec2<f32>(1.0f, 1.0f));
            let v441 = any(v440);
            v442 = v441;
        }
        if v442 {
            v501 = 1.0f;
            break;
        }
        let v444 = v429.z;
        let v446 = bitcast<f32>(ShadowParams[20].w);
        v447 = (v444 - v446);
        let v452 = ShadowParams[21].z;
        let v453 = min(v452, 2u);
        v454 = i32(v453);
        v457 = -(v454);
        v952 = 0.0f;
        v955 = 0.0f;
        v958 = v457;
        loop {
            let v470 = (v958 <= v454);
            if v470 {
                v951 = v952;
                v954 = v955;
                v960 = v457;
                loop {
                    let v500 = (v960 <= v454);
                    if v500 {
                        let v472 = f32(v960);
                        let v474 = f32(v958);
                        let v475 = vec2<f32>(v472, v474);
                        let v477 = bitcast<f32>(ShadowParams[21].y);
                        let v478 = vec2<f32>(v477);
                        let v479 = (v475 * v478);
                        let v483 = (v434 + v479);
                        let v485 = f32(v948);
                        let v486 = vec3<f32>(v483, v485);
                        let v488 = textureSampleCompareLevel(ShadowCascades, ShadowCompare, v486.xy, i32(round(v486.z)), v447);
                        v490 = (v951 + v488);
                        v493 = (v954 + 1.0f);
                    } else {
                        break;
                    }
                    continuing {
                        let v496 = (v960 + 1i);
                        v951 = v490;
                        v954 = v493;
                        v960 = v496;
                    }
                }
            } else {
                break;
            }
            continuing {
                let v463 = (v958 + 1i);
                v952 = v951;
                v955 = v954;
                v958 = v463;
            }
        }
        let v467 = (v952 / v955);
        v501 = v467;
        break;
        continuing {
        }
    }
    let v506 = bitcast<vec3<f32>>(View[15].xyz);
    let v507 = -(v506);
    let v673 = (v331 + v507);
    let v674 = normalize(v673);
    let v679 = dot(v918, v507);
    let v680 = saturate(v679);
    let v685 = dot(v918, v331);
    v686 = max(v685, 0.0001f);
    let v691 = dot(v918, v674);
    let v692 = saturate(v691);
    let v696 = dot(v331, v674);
    let v697 = saturate(v696);
    let v703 = (v304 * v304);
    let v704 = max(v703, 0.002f);
    let v713 = vec3<f32>(v293);
    v714 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v286, v713);
    let v718 = saturate(v697);
    let v719 = (1.0f - v718);
    let v720 = pow(v719, 5.0f);
    v724 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v714);
    let v726 = vec3<f32>(v720);
    let v727 = (v724 * v726);
    let v728 = (v714 + v727);
    v736 = (v704 * v704);
    let v740 = (v692 * v692);
    v742 = (v736 - 1.0f);
    let v743 = (v740 * v742);
    let v744 = (v743 + 1.0f);
    let v748 = (3.1415927f * v744);
    let v750 = (v748 * v744);
    let v751 = max(v750, 1e-7f);
    let v752 = (v736 / v751);
    let v766 = (v686 * v686);
    v768 = (1.0f - v736);
    let v769 = (v766 * v768);
    let v771 = (v769 + v736);
    v772 = sqrt(v771);
    let v773 = (v680 * v772);
    let v778 = (v680 * v680);
    let v781 = (v778 * v768);
    let v783 = (v781 + v736);
    let v784 = sqrt(v783);
    let v785 = (v686 * v784);
    let v789 = (v773 + v785);
    let v790 = max(v789, 1e-5f);
    let v791 = (0.5f / v790);
    let v792 = (v752 * v791);
    let v793 = vec3<f32>(v792);
    let v795 = (v793 * v728);
    let v798 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v728);
    let v801 = (1.0f - v293);
    v802 = vec3<f32>(v801);
    let v803 = (v798 * v802);
    let v806 = (v803 * v286);
    let v807 = (v806 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
    let v811 = (v807 + v795);
    let v813 = vec3<f32>(v680);
    let v814 = (v811 * v813);
    let v816 = bitcast<vec3<f32>>(View[16].xyz);
    let v817 = (v814 * v816);
    let v819 = bitcast<f32>(View[15].w);
    let v820 = vec3<f32>(v819);
    let v821 = (v817 * v820);
    let v823 = vec3<f32>(v501);
    let v824 = (v821 * v823);
    let v827 = Object[7].x;
    v828 = min(v827, 32u);
    v902 = v824;
    v903 = 0u;
    loop {
        let v155 = (v903 < v828);
        if v155 {
            v134 = load_ForwardLights((v903 * 16u));
            v137 = v134.Type;
            let v138 = (v137 == 2u);
            if v138 {
                let v157 = v134.DirectionWS;
                let v158 = -(v157);
                v905 = v158;
                v909 = 1.0f;
            } else {
                let v162 = v134.PositionWS;
                v165 = (v162 - v6);
                v169 = dot(v165, v165);
                let v173 = v134.Range;
                v176 = (v173 * v173);
                let v177 = (v169 > v176);
                if v177 {
                    v901 = v902;
                    continue;
                }
                let v183 = inverseSqrt(v169);
                let v184 = vec3<f32>(v183);
                v185 = (v165 * v184);
                let v341 = max(v176, 0.0001f);
                let v342 = (v169 / v341);
                let v346 = (v342 * v342);
                let v347 = (1.0f - v346);
                let v348 = saturate(v347);
                let v352 = (v348 * v348);
                let v354 = max(v169, 0.0001f);
                v355 = (v352 / v354);
                let v359 = (v137 == 1u);
                if v359 {
                    let v363 = -(v185);
                    let v365 = v134.DirectionWS;
                    let v366 = dot(v363, v365);
                    let v370 = v134.SpotCosOuter;
                    let v371 = (v366 - v370);
                    let v373 = v134.SpotCosInner;
                    let v376 = (v373 - v370);
                    let v377 = max(v376, 0.0001f);
                    let v378 = (v371 / v377);
                    let v379 = saturate(v378);
                    let v381 = (v355 * v379);
                    v908 = v381;
                } else {
                    v908 = v355;
                }
                v905 = v185;
                v909 = v908;
            }
            let v513 = (v331 + v905);
            let v514 = normalize(v513);
            let v519 = dot(v918, v905);
            let v520 = saturate(v519);
            let v531 = dot(v918, v514);
            let v532 = saturate(v531);
            let v536 = dot(v331, v514);
            let v537 = saturate(v536);
            let v558 = saturate(v537);
            let v559 = (1.0f - v558);
            let v560 = pow(v559, 5.0f);
            let v566 = vec3<f32>(v560);
            let v567 = (v724 * v566);
            let v568 = (v714 + v567);
            let v580 = (v532 * v532);
            let v583 = (v580 * v742);
            let v584 = (v583 + 1.0f);
            let v588 = (3.1415927f * v584);
            let v590 = (v588 * v584);
            let v591 = max(v590, 1e-7f);
            let v592 = (v736 / v591);
            let v613 = (v520 * v772);
            let v618 = (v520 * v520);
            let v621 = (v618 * v768);
            let v623 = (v621 + v736);
            let v624 = sqrt(v623);
            let v625 = (v686 * v624);
            let v629 = (v613 + v625);
            let v630 = max(v629, 1e-5f);
            let v631 = (0.5f / v630);
            let v632 = (v592 * v631);
            let v633 = vec3<f32>(v632);
            let v635 = (v633 * v568);
            let v638 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v568);
            let v643 = (v638 * v802);
            let v646 = (v643 * v286);
            let v647 = (v646 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
            let v651 = (v647 + v635);
            let v653 = vec3<f32>(v520);
            let v654 = (v651 * v653);
            let v656 = v134.Color;
            let v657 = (v654 * v656);
            let v659 = v134.Intensity;
            let v660 = vec3<f32>(v659);
            let v661 = (v657 * v660);
            let v663 = vec3<f32>(v909);
            let v664 = (v661 * v663);
            let v666 = (v902 + v664);
            v901 = v666;
        } else {
            break;
        }
        continuing {
            let v140 = (v903 + 1u);
            v902 = v901;
            v903 = v140;
        }
    }
    let v145 = vec3<f32>(v321);
    let v146 = (v902 * v145);
    let v149 = (v146 + v313);
    let v152 = vec4<f32>(v149, 1.0f);
    out_var_SV_Target0 = v152;
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
