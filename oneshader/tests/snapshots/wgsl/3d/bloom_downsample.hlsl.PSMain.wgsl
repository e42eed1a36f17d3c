@group(0) @binding(0) var<uniform> BloomDownParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var BloomSource: texture_2d<f32>;
@group(0) @binding(2) var BloomLinearClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v165: vec3<f32>;
    var v225: vec3<f32>;
    var v236: vec3<f32>;
    var v247: vec3<f32>;
    var v255: vec3<f32>;
    var v266: vec3<f32>;
    var v277: vec3<f32>;
    var v288: vec3<f32>;
    var v299: vec3<f32>;
    var v310: vec3<f32>;
    var v321: vec3<f32>;
    var v332: vec3<f32>;
    var v343: vec3<f32>;
    var v791: vec3<f32>;
    var v355: bool;
    var v428: vec3<f32>;
    var v429: vec3<f32>;
    var v514: vec3<f32>;
    var v517: vec3<f32>;
    var v602: vec3<f32>;
    var v605: vec3<f32>;
    var v690: vec3<f32>;
    var v693: vec3<f32>;
    var v778: vec3<f32>;
    var v781: vec3<f32>;
    let v5 = in_var_TEXCOORD0;
    let v133 = bitcast<f32>(BloomDownParams[0].w);
    let v134 = u32(v133);
    let v135 = textureDimensions(BloomSource, v134);
    let v137 = v135.x;
    let v139 = v135.y;
    let v143 = f32(v137);
    let v145 = f32(v139);
    let v146 = vec2<f32>(v143, v145);
    let v147 = (vec2<f32>(1.0f, 1.0f) / v146);
    let v154 = (v147 * vec2<f32>((-2.0f), (-2.0f)));
    let v155 = (v5 + v154);
    let v164 = textureSampleLevel(BloomSource, BloomLinearClamp, v155, v133);
    v165 = v164.xyz;
    let v169 = (v147 * vec2<f32>(0.0f, (-2.0f)));
    let v170 = (v5 + v169);
    let v224 = textureSampleLevel(BloomSource, BloomLinearClamp, v170, v133);
    v225 = v224.xyz;
    let v229 = (v147 * vec2<f32>(2.0f, (-2.0f)));
    let v230 = (v5 + v229);
    let v235 = textureSampleLevel(BloomSource, BloomLinearClamp, v230, v133);
    v236 = v235.xyz;
    let v240 = (v147 * vec2<f32>((-2.0f), 0.0f));
    let v241 = (v5 + v240);
    let v246 = textureSampleLevel(BloomSource, BloomLinearClamp, v241, v133);
    v247 = v246.xyz;
    let v254 = textureSampleLevel(BloomSource, BloomLinearClamp, v5, v133);
    v255 = v254.xyz;
    let v259 = (v147 * vec2<f32>(2.0f, 0.0f));
    let v260 = (v5 + v259);
    let v265 = textureSampleLevel(BloomSource, BloomLinearClamp, v260, v133);
    v266 = v265.xyz;
    let v270 = (v147 * vec2<f32>((-2.0f), 2.0f));
    let v271 = (v5 + v270);
    let v276 = textureSampleLevel(BloomSource, BloomLinearClamp, v271, v133);
    v277 = v276.xyz;
    let v281 = (v147 * vec2<f32>(0.0f, 2.0f));
    let v282 = (v5 + v281);
    let v287 = textureSampleLevel(BloomSource, BloomLinearClamp, v282, v133);
    v288 = v287.xyz;
    let v292 = (v147 * vec2<f32>(2.0f, 2.0f));
    let v293 = (v5 + v292);
    let v298 = textureSampleLevel(BloomSource, BloomLinearClamp, v293, v133);
    v299 = v298.xyz;
    let v303 = (v147 * vec2<f32>((-1.0f), (-1.0f)));
    let v304 = (v5 + v303);
    let v309 = textureSampleLevel(BloomSource, BloomLinearClamp, v304, v133);
    v310 = v309.xyz;
    let v314 = (v147 * vec2<f32>(1.0f, (-1.0f)));
    let v315 = (v5 + v314);
    let v320 = textureSampleLevel(BloomSource, BloomLinearClamp, v315, v133);
    v321 = v320.xyz;
    let v325 = (v147 * vec2<f32>((-1.0f), 1.0f));
    let v326 = (v5 + v325);
    let v331 = textureSampleLevel(BloomSource, BloomLinearClamp, v326, v133);
    v332 = v331.xyz;
    let v336 = (v147 * vec2<f32>(1.0f, 1.0f));
    let v337 = (v5 + v336);
    let v342 = textureSampleLevel(BloomSource, BloomLinearClamp, v337, v133);
    v343 = v342.xyz;
    loop {
        let v354 = BloomDownParams[0].z;
        v355 = (v354 != 0u);
        if v355 {
            let v369 = dot(v310, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v370 = (1.0f + v369);
            let v371 = (1.0f / v370);
            let v378 = dot(v321, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v379 = (1.0f + v378);
            let v380 = (1.0f / v379);
            let v387 = dot(v332, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v388 = (1.0f + v387);
            let v389 = (1.0f / v388);
            let v396 = dot(v343, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v397 = (1.0f + v396);
            let v398 = (1.0f / v397);
            let v402 = vec3<f32>(v371);
            let v403 = (v310 * v402);
            let v406 = vec3<f32>(v380);
            let v407 = (v321 * v406);
            let v408 = (v403 + v407);
            let v411 = vec3<f32>(v389);
            let v412 = (v332 * v411);
            let v413 = (v408 + v412);
            let v416 = vec3<f32>(v398);
            let v417 = (v343 * v416);
            let v418 = (v413 + v417);
            let v421 = (v371 + v380);
            let v423 = (v421 + v389);
            let v425 = (v423 + v398);
            let v426 = vec3<f32>(v425);
            let v427 = (v418 / v426);
            v428 = v427;
            break;
        }
        let v359 = (v310 + v321);
        let v361 = (v359 + v332);
        let v363 = (v361 + v343);
        let v364 = (v363 * vec3<f32>(0.25f, 0.25f, 0.25f));
        v428 = v364;
        break;
        continuing {
        }
    }
    v429 = (v428 * vec3<f32>(0.5f, 0.5f, 0.5f));
    loop {
        if v355 {
            let v455 = dot(v165, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v456 = (1.0f + v455);
            let v457 = (1.0f / v456);
            let v464 = dot(v225, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v465 = (1.0f + v464);
            let v466 = (1.0f / v465);
            let v473 = dot(v247, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v474 = (1.0f + v473);
            let v475 = (1.0f / v474);
            let v482 = dot(v255, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v483 = (1.0f + v482);
            let v484 = (1.0f / v483);
            let v488 = vec3<f32>(v457);
            let v489 = (v165 * v488);
            let v492 = vec3<f32>(v466);
            let v493 = (v225 * v492);
            let v494 = (v489 + v493);
            let v497 = vec3<f32>(v475);
            let v498 = (v247 * v497);
            let v499 = (v494 + v498);
            let v502 = vec3<f32>(v484);
            let v503 = (v255 * v502);
            let v504 = (v499 + v503);
            let v507 = (v457 + v466);
            let v509 = (v507 + v475);
            let v511 = (v509 + v484);
            let v512 = vec3<f32>(v511);
            let v513 = (v504 / v512);
            v514 = v513;
            break;
        }
        let v445 = (v165 + v225);
        let v447 = (v445 + v247);
        let v449 = (v447 + v255);
        let v450 = (v449 * vec3<f32>(0.25f, 0.25f, 0.25f));
        v514 = v450;
        break;
        continuing {
        }
    }
    let v515 = (v514 * vec3<f32>(0.125f, 0.125f, 0.125f));
    v517 = (v429 + v515);
    loop {
        if v355 {
            let v543 = dot(v225, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v544 = (1.0f + v543);
            let v545 = (1.0f / v544);
            let v552 = dot(v236, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v553 = (1.0f + v552);
            let v554 = (1.0f / v553);
            let v561 = dot(v255, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v562 = (1.0f + v561);
            let v563 = (1.0f / v562);
            let v570 = dot(v266, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v571 = (1.0f + v570);
            let v572 = (1.0f / v571);
            let v576 = vec3<f32>(v545);
            let v577 = (v225 * v576);
            let v580 = vec3<f32>(v554);
            let v581 = (v236 * v580);
            let v582 = (v577 + v581);
            let v585 = vec3<f32>(v563);
            let v586 = (v255 * v585);
            let v587 = (v582 + v586);
            let v590 = vec3<f32>(v572);
            let v591 = (v266 * v590);
            let v592 = (v587 + v591);
            let v595 = (v545 + v554);
            let v597 = (v595 + v563);
            let v599 = (v597 + v572);
            let v600 = vec3<f32>(v599);
            let v601 = (v592 / v600);
            v602 = v601;
            break;
        }
        let v533 = (v225 + v236);
        let v535 = (v533 + v255);
        let v537 = (v535 + v266);
        let v538 = (v537 * vec3<f32>(0.25f, 0.25f, 0.25f));
        v602 = v538;
        break;
        continuing {
        }
    }
    let v603 = (v602 * vec3<f32>(0.125f, 0.125f, 0.125f));
    v605 = (v517 + v603);
    loop {
        if v355 {
            let v631 = dot(v247, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v632 = (1.0f + v631);
            let v633 = (1.0f / v632);
            let v640 = dot(v255, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v641 = (1.0f + v640);
            let v642 = (1.0f / v641);
            let v649 = dot(v277, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v650 = (1.0f + v649);
            let v651 = (1.0f / v650);
            let v658 = dot(v288, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v659 = (1.0f + v658);
            let v660 = (1.0f / v659);
            let v664 = vec3<f32>(v633);
            let v665 = (v247 * v664);
            let v668 = vec3<f32>(v642);
            let v669 = (v255 * v668);
            let v670 = (v665 + v669);
            let v673 = vec3<f32>(v651);
            let v674 = (v277 * v673);
            let v675 = (v670 + v674);
            let v678 = vec3<f32>(v660);
            let v679 = (v288 * v678);
            let v680 = (v675 + v679);
            let v683 = (v633 + v642);
            let v685 = (v683 + v651);
            let v687 = (v685 + v660);
            let v688 = vec3<f32>(v687);
            let v689 = (v680 / v688);
            v690 = v689;
            break;
        }
        let v621 = (v247 + v255);
        let v623 = (v621 + v277);
        let v625 = (v623 + v288);
        let v626 = (v625 * vec3<f32>(0.25f, 0.25f, 0.25f));
        v690 = v626;
        break;
        continuing {
        }
    }
    let v691 = (v690 * vec3<f32>(0.125f, 0.125f, 0.125f));
    v693 = (v605 + v691);
    loop {
        if v355 {
            let v719 = dot(v255, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v720 = (1.0f + v719);
            let v721 = (1.0f / v720);
            let v728 = dot(v266, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v729 = (1.0f + v728);
            let v730 = (1.0f / v729);
            let v737 = dot(v288, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v738 = (1.0f + v737);
            let v739 = (1.0f / v738);
            let v746 = dot(v299, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v747 = (1.0f + v746);
            let v748 = (1.0f / v747);
            let v752 = vec3<f32>(v721);
            let v753 = (v255 * v752);
            let v756 = vec3<f32>(v730);
            let v757 = (v266 * v756);
            let v758 = (v753 + v757);
            let v761 = vec3<f32>(v739);
            let v762 = (v288 * v761);
            let v763 = (v758 + v762);
            let v766 = vec3<f32>(v748);
            let v767 = (v299 * v766);
            let v768 = (v763 + v767);
            let v771 = (v721 + v730);
            let v773 = (v771 + v739);
            let v775 = (v773 + v748);
            let v776 = vec3<f32>(v775);
            let v777 = (v768 / v776);
            v778 = v777;
            break;
        }
        let v709 = (v255 + v266);
        let v711 = (v709 + v288);
        let v713 = (v711 + v299);
        let v714 = (v713 * vec3<f32>(0.25f, 0.25f, 0.25f));
        v778 = v714;
        break;
        continuing {
        }
    }
    let v779 = (v778 * vec3<f32>(0.125f, 0.125f, 0.125f));
    v781 = (v693 + v779);
    if v355 {
        let v173 = v781.x;
        let v175 = v781.y;
        let v177 = v781.z;
        let v178 = max(v175, v177);
        let v179 = max(v173, v178);
        let v182 = bitcast<f32>(BloomDownParams[0].x);
        let v184 = bitcast<f32>(BloomDownParams[0].y);
        let v185 = (v182 * v184);
        let v190 = (v179 - v182);
        let v192 = (v190 + v185);
        let v194 = (2.0f * v185);
        let v195 = clamp(v192, 0.0f, v194);
        let v199 = (v195 * v195);
        let v201 = (4.0f * v185);
        let v202 = (v201 + 1e-5f);
        let v203 = (v199 / v202);
        let v210 = max(v203, v190);
        let v212 = max(v179, 1e-5f);
        let v213 = (v210 / v212);
        let v217 = vec3<f32>(v213);
        let v218 = (v781 * v217);
        v791 = v218;
    } else {
        v791 = v781;
    }
    let v158 = max(v791, vec3<f32>(0.0f, 0.0f, 0.0f));
    let v159 = vec4<f32>(v158, 1.0f);
    out_var_SV_Target0 = v159;
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
