#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

static inline void PSMain_1(constant uint4* BloomDownParams, texture2d<float> BloomSource, sampler BloomLinearClamp, thread float4& gl_FragCoord, thread float2& in_var_TEXCOORD0, thread float4& out_var_SV_Target0)
{
    float3 v187 = {};
    float3 v247 = {};
    float3 v254 = {};
    float3 v261 = {};
    float3 v268 = {};
    float3 v275 = {};
    float3 v282 = {};
    float3 v289 = {};
    float3 v296 = {};
    float3 v303 = {};
    float3 v310 = {};
    float3 v317 = {};
    float3 v324 = {};
    float3 v854 = {};
    bool v339 = {};
    float3 v388 = {};
    float3 v134 = {};
    float3 v458 = {};
    float3 v143 = {};
    float3 v538 = {};
    float3 v152 = {};
    float3 v628 = {};
    float3 v161 = {};
    float3 v728 = {};
    float3 v170 = {};
    float2 v5 = in_var_TEXCOORD0;
    float v35 = as_type<float>(BloomDownParams[0].w);
    uint v36 = uint(v35);
    uint2 v37 = uint2(BloomSource.get_width(uint(v36)), BloomSource.get_height(uint(v36)));
    uint v39 = v37.x;
    uint v41 = v37.y;
    float v45 = float(v39);
    float v47 = float(v41);
    float2 v48 = float2(v45, v47);
    float2 v49 = (float2(1.0f, 1.0f) / v48);
    float2 v56 = (v49 * float2((-2.0f), (-2.0f)));
    float2 v57 = (v5 + v56);
    float4 v186 = BloomSource.sample(BloomLinearClamp, v57, level(v35));
    v187 = v186.xyz;
    float2 v62 = (v49 * float2(0.0f, (-2.0f)));
    float2 v63 = (v5 + v62);
    float4 v246 = BloomSource.sample(BloomLinearClamp, v63, level(v35));
    v247 = v246.xyz;
    float2 v68 = (v49 * float2(2.0f, (-2.0f)));
    float2 v69 = (v5 + v68);
    float4 v253 = BloomSource.sample(BloomLinearClamp, v69, level(v35));
    v254 = v253.xyz;
    float2 v74 = (v49 * float2((-2.0f), 0.0f));
    float2 v75 = (v5 + v74);
    float4 v260 = BloomSource.sample(BloomLinearClamp, v75, level(v35));
    v261 = v260.xyz;
    float4 v267 = BloomSource.sample(BloomLinearClamp, v5, level(v35));
    v268 = v267.xyz;
    float2 v83 = (v49 * float2(2.0f, 0.0f));
    float2 v84 = (v5 + v83);
    float4 v274 = BloomSource.sample(BloomLinearClamp, v84, level(v35));
    v275 = v274.xyz;
    float2 v89 = (v49 * float2((-2.0f), 2.0f));
    float2 v90 = (v5 + v89);
    float4 v281 = BloomSource.sample(BloomLinearClamp, v90, level(v35));
    v282 = v281.xyz;
    float2 v95 = (v49 * float2(0.0f, 2.0f));
    float2 v96 = (v5 + v95);
    float4 v288 = BloomSource.sample(BloomLinearClamp, v96, level(v35));
    v289 = v288.xyz;
    float2 v101 = (v49 * float2(2.0f, 2.0f));
    float2 v102 = (v5 + v101);
    float4 v295 = BloomSource.sample(BloomLinearClamp, v102, level(v35));
    v296 = v295.xyz;
    float2 v107 = (v49 * float2((-1.0f), (-1.0f)));
    float2 v108 = (v5 + v107);
    float4 v302 = BloomSource.sample(BloomLinearClamp, v108, level(v35));
    v303 = v302.xyz;
    float2 v113 = (v49 * float2(1.0f, (-1.0f)));
    float2 v114 = (v5 + v113);
    float4 v309 = BloomSource.sample(BloomLinearClamp, v114, level(v35));
    v310 = v309.xyz;
    float2 v119 = (v49 * float2((-1.0f), 1.0f));
    float2 v120 = (v5 + v119);
    float4 v316 = BloomSource.sample(BloomLinearClamp, v120, level(v35));
    v317 = v316.xyz;
    float2 v126 = (v5 + v49);
    float4 v323 = BloomSource.sample(BloomLinearClamp, v126, level(v35));
    v324 = v323.xyz;
    for (bool f1 = true; ; f1 = false) {
        uint v338 = BloomDownParams[0].z;
        v339 = (v338 != 0u);
        if (v339) {
            float v462 = dot(v303, float3(0.2126f, 0.7152f, 0.0722f));
            float v393 = (1.0f + v462);
            float v394 = (1.0f / v393);
            float v542 = dot(v310, float3(0.2126f, 0.7152f, 0.0722f));
            float v467 = (1.0f + v542);
            float v468 = (1.0f / v467);
            float v632 = dot(v317, float3(0.2126f, 0.7152f, 0.0722f));
            float v547 = (1.0f + v632);
            float v548 = (1.0f / v547);
            float v732 = dot(v324, float3(0.2126f, 0.7152f, 0.0722f));
            float v637 = (1.0f + v732);
            float v638 = (1.0f / v637);
            float3 v354 = float3(v394);
            float3 v355 = (v303 * v354);
            float3 v358 = float3(v468);
            float3 v359 = (v310 * v358);
            float3 v360 = (v355 + v359);
            float3 v363 = float3(v548);
            float3 v364 = (v317 * v363);
            float3 v365 = (v360 + v364);
            float3 v368 = float3(v638);
            float3 v369 = (v324 * v368);
            float3 v370 = (v365 + v369);
            float v373 = (v394 + v468);
            float v375 = (v373 + v548);
            float v377 = (v375 + v638);
            float3 v378 = float3(v377);
            float3 v379 = (v370 / v378);
            v388 = v379;
            break;
        }
        float3 v382 = (v303 + v310);
        float3 v384 = (v382 + v317);
        float3 v386 = (v384 + v324);
        float3 v387 = (v386 * float3(0.25f, 0.25f, 0.25f));
        v388 = v387;
        break;
    }
    v134 = (v388 * float3(0.5f, 0.5f, 0.5f));
    for (bool f2 = true; ; f2 = false) {
        if (v339) {
            float v552 = dot(v187, float3(0.2126f, 0.7152f, 0.0722f));
            float v473 = (1.0f + v552);
            float v474 = (1.0f / v473);
            float v642 = dot(v247, float3(0.2126f, 0.7152f, 0.0722f));
            float v557 = (1.0f + v642);
            float v558 = (1.0f / v557);
            float v736 = dot(v261, float3(0.2126f, 0.7152f, 0.0722f));
            float v647 = (1.0f + v736);
            float v648 = (1.0f / v647);
            float v772 = dot(v268, float3(0.2126f, 0.7152f, 0.0722f));
            float v741 = (1.0f + v772);
            float v742 = (1.0f / v741);
            float3 v424 = float3(v474);
            float3 v425 = (v187 * v424);
            float3 v428 = float3(v558);
            float3 v429 = (v247 * v428);
            float3 v430 = (v425 + v429);
            float3 v433 = float3(v648);
            float3 v434 = (v261 * v433);
            float3 v435 = (v430 + v434);
            float3 v438 = float3(v742);
            float3 v439 = (v268 * v438);
            float3 v440 = (v435 + v439);
            float v443 = (v474 + v558);
            float v445 = (v443 + v648);
            float v447 = (v445 + v742);
            float3 v448 = float3(v447);
            float3 v449 = (v440 / v448);
            v458 = v449;
            break;
        }
        float3 v452 = (v187 + v247);
        float3 v454 = (v452 + v261);
        float3 v456 = (v454 + v268);
        float3 v457 = (v456 * float3(0.25f, 0.25f, 0.25f));
        v458 = v457;
        break;
    }
    float3 v141 = (v458 * float3(0.125f, 0.125f, 0.125f));
    v143 = (v134 + v141);
    for (bool f3 = true; ; f3 = false) {
        if (v339) {
            float v652 = dot(v247, float3(0.2126f, 0.7152f, 0.0722f));
            float v563 = (1.0f + v652);
            float v564 = (1.0f / v563);
            float v746 = dot(v254, float3(0.2126f, 0.7152f, 0.0722f));
            float v657 = (1.0f + v746);
            float v658 = (1.0f / v657);
            float v776 = dot(v268, float3(0.2126f, 0.7152f, 0.0722f));
            float v751 = (1.0f + v776);
            float v752 = (1.0f / v751);
            float v806 = dot(v275, float3(0.2126f, 0.7152f, 0.0722f));
            float v781 = (1.0f + v806);
            float v782 = (1.0f / v781);
            float3 v504 = float3(v564);
            float3 v505 = (v247 * v504);
            float3 v508 = float3(v658);
            float3 v509 = (v254 * v508);
            float3 v510 = (v505 + v509);
            float3 v513 = float3(v752);
            float3 v514 = (v268 * v513);
            float3 v515 = (v510 + v514);
            float3 v518 = float3(v782);
            float3 v519 = (v275 * v518);
            float3 v520 = (v515 + v519);
            float v523 = (v564 + v658);
            float v525 = (v523 + v752);
            float v527 = (v525 + v782);
            float3 v528 = float3(v527);
            float3 v529 = (v520 / v528);
            v538 = v529;
            break;
        }
        float3 v532 = (v247 + v254);
        float3 v534 = (v532 + v268);
        float3 v536 = (v534 + v275);
        float3 v537 = (v536 * float3(0.25f, 0.25f, 0.25f));
        v538 = v537;
        break;
    }
    float3 v150 = (v538 * float3(0.125f, 0.125f, 0.125f));
    v152 = (v143 + v150);
    for (bool f4 = true; ; f4 = false) {
        if (v339) {
            float v756 = dot(v261, float3(0.2126f, 0.7152f, 0.0722f));
            float v663 = (1.0f + v756);
            float v664 = (1.0f / v663);
            float v786 = dot(v268, float3(0.2126f, 0.7152f, 0.0722f));
            float v761 = (1.0f + v786);
            float v762 = (1.0f / v761);
            float v810 = dot(v282, float3(0.2126f, 0.7152f, 0.0722f));
            float v791 = (1.0f + v810);
            float v792 = (1.0f / v791);
            float v830 = dot(v289, float3(0.2126f, 0.7152f, 0.0722f));
            float v815 = (1.0f + v830);
            float v816 = (1.0f / v815);
            float3 v594 = float3(v664);
            float3 v595 = (v261 * v594);
            float3 v598 = float3(v762);
            float3 v599 = (v268 * v598);
            float3 v600 = (v595 + v599);
            float3 v603 = float3(v792);
            float3 v604 = (v282 * v603);
            float3 v605 = (v600 + v604);
            float3 v608 = float3(v816);
            float3 v609 = (v289 * v608);
            float3 v610 = (v605 + v609);
            float v613 = (v664 + v762);
            float v615 = (v613 + v792);
            float v617 = (v615 + v816);
            float3 v618 = float3(v617);
            float3 v619 = (v610 / v618);
            v628 = v619;
            break;
        }
        float3 v622 = (v261 + v268);
        float3 v624 = (v622 + v282);
        float3 v626 = (v624 + v289);
        float3 v627 = (v626 * float3(0.25f, 0.25f, 0.25f));
        v628 = v627;
        break;
    }
    float3 v159 = (v628 * float3(0.125f, 0.125f, 0.125f));
    v161 = (v152 + v159);
    for (bool f5 = true; ; f5 = false) {
        if (v339) {
            float v796 = dot(v268, float3(0.2126f, 0.7152f, 0.0722f));
            float v767 = (1.0f + v796);
            float v768 = (1.0f / v767);
            float v820 = dot(v275, float3(0.2126f, 0.7152f, 0.0722f));
            float v801 = (1.0f + v820);
            float v802 = (1.0f / v801);
            float v834 = dot(v289, float3(0.2126f, 0.7152f, 0.0722f));
            float v825 = (1.0f + v834);
            float v826 = (1.0f / v825);
            float v844 = dot(v296, float3(0.2126f, 0.7152f, 0.0722f));
            float v839 = (1.0f + v844);
            float v840 = (1.0f / v839);
            float3 v694 = float3(v768);
            float3 v695 = (v268 * v694);
            float3 v698 = float3(v802);
            float3 v699 = (v275 * v698);
            float3 v700 = (v695 + v699);
            float3 v703 = float3(v826);
            float3 v704 = (v289 * v703);
            float3 v705 = (v700 + v704);
            float3 v708 = float3(v840);
            float3 v709 = (v296 * v708);
            float3 v710 = (v705 + v709);
            float v713 = (v768 + v802);
            float v715 = (v713 + v826);
            float v717 = (v715 + v840);
            float3 v718 = float3(v717);
            float3 v719 = (v710 / v718);
            v728 = v719;
            break;
        }
        float3 v722 = (v268 + v275);
        float3 v724 = (v722 + v289);
        float3 v726 = (v724 + v296);
        float3 v727 = (v726 * float3(0.25f, 0.25f, 0.25f));
        v728 = v727;
        break;
    }
    float3 v168 = (v728 * float3(0.125f, 0.125f, 0.125f));
    v170 = (v161 + v168);
    if (v339) {
        float v195 = v170.x;
        float v197 = v170.y;
        float v199 = v170.z;
        float v200 = max(v197, v199);
        float v201 = max(v195, v200);
        float v204 = as_type<float>(BloomDownParams[0].x);
        float v206 = as_type<float>(BloomDownParams[0].y);
        float v207 = (v204 * v206);
        float v212 = (v201 - v204);
        float v214 = (v212 + v207);
        float v216 = (2.0f * v207);
        float v217 = clamp(v214, 0.0f, v216);
        float v221 = (v217 * v217);
        float v223 = (4.0f * v207);
        float v224 = (v223 + 1e-5f);
        float v225 = (v221 / v224);
        float v232 = max(v225, v212);
        float v234 = max(v201, 1e-5f);
        float v235 = (v232 / v234);
        float3 v239 = float3(v235);
        float3 v240 = (v170 * v239);
        v854 = v240;
    } else {
        v854 = v170;
    }
    float3 v179 = max(v854, float3(0.0f, 0.0f, 0.0f));
    float4 v180 = float4(v179, 1.0f);
    out_var_SV_Target0 = v180;
    return;
}

struct PSMain_in
{
    float2 in_1_0 [[user(locn0)]];
};

struct PSMain_out
{
    float4 out_0 [[color(0)]];
};

fragment PSMain_out PSMain(PSMain_in in [[stage_in]], float4 in_0_0 [[position]], constant uint4* BloomDownParams [[buffer(0)]], texture2d<float> BloomSource [[texture(0)]], sampler BloomLinearClamp [[sampler(0)]])
{
    float4 gl_FragCoord = {};
    float2 in_var_TEXCOORD0 = {};
    float4 out_var_SV_Target0 = {};
    gl_FragCoord = float4(in_0_0);
    in_var_TEXCOORD0 = in.in_1_0;
    PSMain_1(BloomDownParams, BloomSource, BloomLinearClamp, gl_FragCoord, in_var_TEXCOORD0, out_var_SV_Target0);
    PSMain_out out = {};
    out.out_0 = out_var_SV_Target0;
    return out;
}
