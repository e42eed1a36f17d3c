@group(0) @binding(0) var<uniform> BloomDownParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var BloomSource: texture_2d<f32>;
@group(0) @binding(2) var BloomLinearClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v187: vec3<f32>;
    var v247: vec3<f32>;
    var v254: vec3<f32>;
    var v261: vec3<f32>;
    var v268: vec3<f32>;
    var v275: vec3<f32>;
    var v282: vec3<f32>;
    var v289: vec3<f32>;
    var v296: vec3<f32>;
    var v303: vec3<f32>;
    var v310: vec3<f32>;
    var v317: vec3<f32>;
    var v324: vec3<f32>;
    var v854: vec3<f32>;
    var v339: bool;
    var v388: vec3<f32>;
    var v134: vec3<f32>;
    var v458: vec3<f32>;
    var v143: vec3<f32>;
    var v538: vec3<f32>;
    var v152: vec3<f32>;
    var v628: vec3<f32>;
    var v161: vec3<f32>;
    var v728: vec3<f32>;
    var v170: vec3<f32>;
    let v5 = in_var_TEXCOORD0;
    let v35 = bitcast<f32>(BloomDownParams[0].w);
    let v36 = u32(v35);
    let v37 = textureDimensions(BloomSource, v36);
    let v39 = v37.x;
    let v41 = v37.y;
    let v45 = f32(v39);
    let v47 = f32(v41);
    let v48 = vec2<f32>(v45, v47);
    let v49 = (vec2<f32>(1.0f, 1.0f) / v48);
    let v56 = (v49 * vec2<f32>((-2.0f), (-2.0f)));
    let v57 = (v5 + v56);
    let v186 = textureSampleLevel(BloomSource, BloomLinearClamp, v57, v35);
    v187 = v186.xyz;
    let v62 = (v49 * vec2<f32>(0.0f, (-2.0f)));
    let v63 = (v5 + v62);
    let v246 = textureSampleLevel(BloomSource, BloomLinearClamp, v63, v35);
    v247 = v246.xyz;
    let v68 = (v49 * vec2<f32>(2.0f, (-2.0f)));
    let v69 = (v5 + v68);
    let v253 = textureSampleLevel(BloomSource, BloomLinearClamp, v69, v35);
    v254 = v253.xyz;
    let v74 = (v49 * vec2<f32>((-2.0f), 0.0f));
    let v75 = (v5 + v74);
    let v260 = textureSampleLevel(BloomSource, BloomLinearClamp, v75, v35);
    v261 = v260.xyz;
    let v267 = textureSampleLevel(BloomSource, BloomLinearClamp, v5, v35);
    v268 = v267.xyz;
    let v83 = (v49 * vec2<f32>(2.0f, 0.0f));
    let v84 = (v5 + v83);
    let v274 = textureSampleLevel(BloomSource, BloomLinearClamp, v84, v35);
    v275 = v274.xyz;
    let v89 = (v49 * vec2<f32>((-2.0f), 2.0f));
    let v90 = (v5 + v89);
    let v281 = textureSampleLevel(BloomSource, BloomLinearClamp, v90, v35);
    v282 = v281.xyz;
    let v95 = (v49 * vec2<f32>(0.0f, 2.0f));
    let v96 = (v5 + v95);
    let v288 = textureSampleLevel(BloomSource, BloomLinearClamp, v96, v35);
    v289 = v288.xyz;
    let v101 = (v49 * vec2<f32>(2.0f, 2.0f));
    let v102 = (v5 + v101);
    let v295 = textureSampleLevel(BloomSource, BloomLinearClamp, v102, v35);
    v296 = v295.xyz;
    let v107 = (v49 * vec2<f32>((-1.0f), (-1.0f)));
    let v108 = (v5 + v107);
    let v302 = textureSampleLevel(BloomSource, BloomLinearClamp, v108, v35);
    v303 = v302.xyz;
    let v113 = (v49 * vec2<f32>(1.0f, (-1.0f)));
    let v114 = (v5 + v113);
    let v309 = textureSampleLevel(BloomSource, BloomLinearClamp, v114, v35);
    v310 = v309.xyz;
    let v119 = (v49 * vec2<f32>((-1.0f), 1.0f));
    let v120 = (v5 + v119);
    let v316 = textureSampleLevel(BloomSource, BloomLinearClamp, v120, v35);
    v317 = v316.xyz;
    let v126 = (v5 + v49);
    let v323 = textureSampleLevel(BloomSource, BloomLinearClamp, v126, v35);
    v324 = v323.xyz;
    loop {
        let v338 = BloomDownParams[0].z;
        v339 = (v338 != 0u);
        if v339 {
            let v462 = dot(v303, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v393 = (1.0f + v462);
            let v394 = (1.0f / v393);
            let v542 = dot(v310, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v467 = (1.0f + v542);
            let v468 = (1.0f / v467);
            let v632 = dot(v317, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v547 = (1.0f + v632);
            let v548 = (1.0f / v547);
            let v732 = dot(v324, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v637 = (1.0f + v732);
            let v638 = (1.0f / v637);
            let v354 = vec3<f32>(v394);
            let v355 = (v303 * v354);
            let v358 = vec3<f32>(v468);
            let v359 = (v310 * v358);
            let v360 = (v355 + v359);
            let v363 = vec3<f32>(v548);
            let v364 = (v317 * v363);
            let v365 = (v360 + v364);
            let v368 = vec3<f32>(v638);
            let v369 = (v324 * v368);
            let v370 = (v365 + v369);
            let v373 = (v394 + v468);
            let v375 = (v373 + v548);
            let v377 = (v375 + v638);
            let v378 = vec3<f32>(v377);
            let v379 = (v370 / v378);
            v388 = v379;
            break;
        }
        let v382 = (v303 + v310);
        let v384 = (v382 + v317);
        let v386 = (v384 + v324);
        let v387 = (v386 * vec3<f32>(0.25f, 0.25f, 0.25f));
        v388 = v387;
        break;
        continuing {
        }
    }
    v134 = (v388 * vec3<f32>(0.5f, 0.5f, 0.5f));
    loop {
        if v339 {
            let v552 = dot(v187, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v473 = (1.0f + v552);
            let v474 = (1.0f / v473);
            let v642 = dot(v247, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v557 = (1.0f + v642);
            let v558 = (1.0f / v557);
            let v736 = dot(v261, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v647 = (1.0f + v736);
            let v648 = (1.0f / v647);
            let v772 = dot(v268, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v741 = (1.0f + v772);
            let v742 = (1.0f / v741);
            let v424 = vec3<f32>(v474);
            let v425 = (v187 * v424);
            let v428 = vec3<f32>(v558);
            let v429 = (v247 * v428);
            let v430 = (v425 + v429);
            let v433 = vec3<f32>(v648);
            let v434 = (v261 * v433);
            let v435 = (v430 + v434);
            let v438 = vec3<f32>(v742);
            let v439 = (v268 * v438);
            let v440 = (v435 + v439);
            let v443 = (v474 + v558);
            let v445 = (v443 + v648);
            let v447 = (v445 + v742);
            let v448 = vec3<f32>(v447);
            let v449 = (v440 / v448);
            v458 = v449;
            break;
        }
        let v452 = (v187 + v247);
        let v454 = (v452 + v261);
        let v456 = (v454 + v268);
        let v457 = (v456 * vec3<f32>(0.25f, 0.25f, 0.25f));
        v458 = v457;
        break;
        continuing {
        }
    }
    let v141 = (v458 * vec3<f32>(0.125f, 0.125f, 0.125f));
    v143 = (v134 + v141);
    loop {
        if v339 {
            let v652 = dot(v247, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v563 = (1.0f + v652);
            let v564 = (1.0f / v563);
            let v746 = dot(v254, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v657 = (1.0f + v746);
            let v658 = (1.0f / v657);
            let v776 = dot(v268, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v751 = (1.0f + v776);
            let v752 = (1.0f / v751);
            let v806 = dot(v275, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v781 = (1.0f + v806);
            let v782 = (1.0f / v781);
            let v504 = vec3<f32>(v564);
            let v505 = (v247 * v504);
            let v508 = vec3<f32>(v658);
            let v509 = (v254 * v508);
            let v510 = (v505 + v509);
            let v513 = vec3<f32>(v752);
            let v514 = (v268 * v513);
            let v515 = (v510 + v514);
            let v518 = vec3<f32>(v782);
            let v519 = (v275 * v518);
            let v520 = (v515 + v519);
            let v523 = (v564 + v658);
            let v525 = (v523 + v752);
            let v527 = (v525 + v782);
            let v528 = vec3<f32>(v527);
            let v529 = (v520 / v528);
            v538 = v529;
            break;
        }
        let v532 = (v247 + v254);
        let v534 = (v532 + v268);
        let v536 = (v534 + v275);
        let v537 = (v536 * vec3<f32>(0.25f, 0.25f, 0.25f));
        v538 = v537;
        break;
        continuing {
        }
    }
    let v150 = (v538 * vec3<f32>(0.125f, 0.125f, 0.125f));
    v152 = (v143 + v150);
    loop {
        if v339 {
            let v756 = dot(v261, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v663 = (1.0f + v756);
            let v664 = (1.0f / v663);
            let v786 = dot(v268, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v761 = (1.0f + v786);
            let v762 = (1.0f / v761);
            let v810 = dot(v282, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v791 = (1.0f + v810);
            let v792 = (1.0f / v791);
            let v830 = dot(v289, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v815 = (1.0f + v830);
            let v816 = (1.0f / v815);
            let v594 = vec3<f32>(v664);
            let v595 = (v261 * v594);
            let v598 = vec3<f32>(v762);
            let v599 = (v268 * v598);
            let v600 = (v595 + v599);
            let v603 = vec3<f32>(v792);
            let v604 = (v282 * v603);
            let v605 = (v600 + v604);
            let v608 = vec3<f32>(v816);
            let v609 = (v289 * v608);
            let v610 = (v605 + v609);
            let v613 = (v664 + v762);
            let v615 = (v613 + v792);
            let v617 = (v615 + v816);
            let v618 = vec3<f32>(v617);
            let v619 = (v610 / v618);
            v628 = v619;
            break;
        }
        let v622 = (v261 + v268);
        let v624 = (v622 + v282);
        let v626 = (v624 + v289);
        let v627 = (v626 * vec3<f32>(0.25f, 0.25f, 0.25f));
        v628 = v627;
        break;
        continuing {
        }
    }
    let v159 = (v628 * vec3<f32>(0.125f, 0.125f, 0.125f));
    v161 = (v152 + v159);
    loop {
        if v339 {
            let v796 = dot(v268, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v767 = (1.0f + v796);
            let v768 = (1.0f / v767);
            let v820 = dot(v275, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v801 = (1.0f + v820);
            let v802 = (1.0f / v801);
            let v834 = dot(v289, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v825 = (1.0f + v834);
            let v826 = (1.0f / v825);
            let v844 = dot(v296, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v839 = (1.0f + v844);
            let v840 = (1.0f / v839);
            let v694 = vec3<f32>(v768);
            let v695 = (v268 * v694);
            let v698 = vec3<f32>(v802);
            let v699 = (v275 * v698);
            let v700 = (v695 + v699);
            let v703 = vec3<f32>(v826);
            let v704 = (v289 * v703);
            let v705 = (v700 + v704);
            let v708 = vec3<f32>(v840);
            let v709 = (v296 * v708);
            let v710 = (v705 + v709);
            let v713 = (v768 + v802);
            let v715 = (v713 + v826);
            let v717 = (v715 + v840);
            let v718 = vec3<f32>(v717);
            let v719 = (v710 / v718);
            v728 = v719;
            break;
        }
        let v722 = (v268 + v275);
        let v724 = (v722 + v289);
        let v726 = (v724 + v296);
        let v727 = (v726 * vec3<f32>(0.25f, 0.25f, 0.25f));
        v728 = v727;
        break;
        continuing {
        }
    }
    let v168 = (v728 * vec3<f32>(0.125f, 0.125f, 0.125f));
    v170 = (v161 + v168);
    if v339 {
        let v195 = v170.x;
        let v197 = v170.y;
        let v199 = v170.z;
        let v200 = max(v197, v199);
        let v201 = max(v195, v200);
        let v204 = bitcast<f32>(BloomDownParams[0].x);
        let v206 = bitcast<f32>(BloomDownParams[0].y);
        let v207 = (v204 * v206);
        let v212 = (v201 - v204);
        let v214 = (v212 + v207);
        let v216 = (2.0f * v207);
        let v217 = clamp(v214, 0.0f, v216);
        let v221 = (v217 * v217);
        let v223 = (4.0f * v207);
        let v224 = (v223 + 1e-5f);
        let v225 = (v221 / v224);
        let v232 = max(v225, v212);
        let v234 = max(v201, 1e-5f);
        let v235 = (v232 / v234);
        let v239 = vec3<f32>(v235);
        let v240 = (v170 * v239);
        v854 = v240;
    } else {
        v854 = v170;
    }
    let v179 = max(v854, vec3<f32>(0.0f, 0.0f, 0.0f));
    let v180 = vec4<f32>(v179, 1.0f);
    out_var_SV_Target0 = v180;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
