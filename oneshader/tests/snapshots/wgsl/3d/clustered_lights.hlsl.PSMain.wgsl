diagnostic(off, derivative_uniformity);

struct ClusterRange {
    Offset: u32,
    Count: u32,
}

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

fn load_ClusterRanges(w: u32) -> ClusterRange {
    return ClusterRange(ClusterRanges[w], ClusterRanges[(w + 1u)]);
}

fn load_Lights(w: u32) -> PunctualLight {
    return PunctualLight(vec3<f32>(bitcast<f32>(Lights[w]), bitcast<f32>(Lights[(w + 1u)]), bitcast<f32>(Lights[(w + 2u)])), bitcast<f32>(Lights[(w + 3u)]), vec3<f32>(bitcast<f32>(Lights[(w + 4u)]), bitcast<f32>(Lights[((w + 4u) + 1u)]), bitcast<f32>(Lights[((w + 4u) + 2u)])), bitcast<f32>(Lights[(w + 7u)]), vec3<f32>(bitcast<f32>(Lights[(w + 8u)]), bitcast<f32>(Lights[((w + 8u) + 1u)]), bitcast<f32>(Lights[((w + 8u) + 2u)])), bitcast<f32>(Lights[(w + 11u)]), bitcast<f32>(Lights[(w + 12u)]), Lights[(w + 13u)], bitcast<i32>(Lights[(w + 14u)]), Lights[(w + 15u)]);
}

@group(0) @binding(0) var<uniform> View: array<vec4<u32>, 17>;
@group(0) @binding(1) var<storage, read> Lights: array<u32>;
@group(0) @binding(2) var<storage, read> ClusterRanges: array<u32>;
@group(0) @binding(3) var<storage, read> ClusterLightIndices: array<u32>;
@group(0) @binding(4) var AlbedoRoughness: texture_2d<f32>;
@group(0) @binding(5) var NormalMetallic: texture_2d<f32>;
@group(0) @binding(6) var ClusteredSampler: sampler;
@group(0) @binding(7) var<uniform> ClusteredObject: array<vec4<u32>, 6>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec3<f32>;
var<private> in_var_TEXCOORD1: vec3<f32>;
var<private> in_var_TEXCOORD2: vec2<f32>;
var<private> in_var_TEXCOORD3: f32;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v5: vec3<f32>;
    var v51: vec3<f32>;
    var v68: vec3<f32>;
    var v84: vec3<f32>;
    var v238: f32;
    var v433: vec3<f32>;
    var v481: vec3<f32>;
    var v529: f32;
    var v535: f32;
    var v601: f32;
    var v605: f32;
    var v280: vec3<f32>;
    var v557: u32;
    var v848: u32;
    var v850: u32;
    var v863: vec3<f32>;
    var v866: u32;
    var v867: u32;
    var v862: vec3<f32>;
    var v865: u32;
    var v128: u32;
    var v130: u32;
    var v753: vec3<f32>;
    var v755: f32;
    var v757: vec3<f32>;
    var v759: f32;
    var v761: f32;
    var v763: u32;
    var v140: vec3<f32>;
    var v144: f32;
    var v151: f32;
    var v158: vec3<f32>;
    var v317: f32;
    var v172: f32;
    var v883: f32;
    var v864: vec3<f32>;
    let v2 = gl_FragCoord;
    v5 = in_var_TEXCOORD0;
    let v8 = in_var_TEXCOORD1;
    let v11 = in_var_TEXCOORD2;
    let v14 = in_var_TEXCOORD3;
    let v40 = textureSample(AlbedoRoughness, ClusteredSampler, v11);
    let v44 = textureSample(NormalMetallic, ClusteredSampler, v11);
    let v47 = v40.xyz;
    let v49 = bitcast<vec4<f32>>(ClusteredObject[4]);
    let v50 = v49.xyz;
    v51 = (v47 * v50);
    let v55 = v40.w;
    let v56 = max(v55, 0.045f);
    let v61 = normalize(v8);
    let v63 = v44.xyz;
    let v64 = (v63 * vec3<f32>(2.0f, 2.0f, 2.0f));
    let v65 = (v64 - vec3<f32>(1.0f, 1.0f, 1.0f));
    let v66 = (v65 * vec3<f32>(0.25f, 0.25f, 0.25f));
    let v67 = (v61 + v66);
    v68 = normalize(v67);
    let v72 = v44.w;
    let v80 = bitcast<vec3<f32>>(View[12].xyz);
    let v83 = (v80 - v5);
    v84 = normalize(v83);
    let v89 = bitcast<vec3<f32>>(View[15].xyz);
    let v90 = -(v89);
    let v225 = (v84 + v90);
    let v226 = normalize(v225);
    let v231 = dot(v68, v90);
    let v232 = saturate(v231);
    let v237 = dot(v68, v84);
    v238 = max(v237, 0.0001f);
    let v243 = dot(v68, v226);
    let v244 = saturate(v243);
    let v248 = dot(v84, v226);
    let v249 = saturate(v248);
    let v255 = (v56 * v56);
    let v256 = max(v255, 0.002f);
    let v432 = vec3<f32>(v72);
    v433 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v51, v432);
    let v475 = saturate(v249);
    let v476 = (1.0f - v475);
    let v477 = pow(v476, 5.0f);
    v481 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v433);
    let v483 = vec3<f32>(v477);
    let v484 = (v481 * v483);
    let v485 = (v433 + v484);
    v529 = (v256 * v256);
    let v533 = (v244 * v244);
    v535 = (v529 - 1.0f);
    let v536 = (v533 * v535);
    let v537 = (v536 + 1.0f);
    let v541 = (3.1415927f * v537);
    let v543 = (v541 * v537);
    let v544 = max(v543, 1e-7f);
    let v545 = (v529 / v544);
    let v599 = (v238 * v238);
    v601 = (1.0f - v529);
    let v602 = (v599 * v601);
    let v604 = (v602 + v529);
    v605 = sqrt(v604);
    let v606 = (v232 * v605);
    let v611 = (v232 * v232);
    let v614 = (v611 * v601);
    let v616 = (v614 + v529);
    let v617 = sqrt(v616);
    let v618 = (v238 * v617);
    let v622 = (v606 + v618);
    let v623 = max(v622, 1e-5f);
    let v624 = (0.5f / v623);
    let v270 = (v545 * v624);
    let v271 = vec3<f32>(v270);
    let v273 = (v271 * v485);
    let v276 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v485);
    let v279 = (1.0f - v72);
    v280 = vec3<f32>(v279);
    let v281 = (v276 * v280);
    let v284 = (v281 * v51);
    let v285 = (v284 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
    let v289 = (v285 + v273);
    let v291 = vec3<f32>(v232);
    let v292 = (v289 * v291);
    let v93 = bitcast<vec3<f32>>(View[16].xyz);
    let v94 = (v292 * v93);
    let v96 = bitcast<f32>(View[15].w);
    let v97 = vec3<f32>(v96);
    let v98 = (v94 * v97);
    let v102 = v2.xy;
    let v442 = bitcast<vec2<f32>>(View[13].xy);
    let v443 = (v102 / v442);
    let v444 = (v443 * vec2<f32>(16.0f, 9.0f));
    let v445 = vec2<u32>(v444);
    let v448 = min(v445, vec2<u32>(15u, 8u));
    let v452 = bitcast<f32>(View[14].z);
    let v454 = bitcast<f32>(View[14].w);
    let v494 = max(v14, 0.0001f);
    let v495 = log2(v494);
    let v497 = (v495 * v452);
    let v499 = (v497 + v454);
    let v502 = clamp(v499, 0.0f, 23.0f);
    let v503 = u32(v502);
    let v549 = v448.x;
    let v551 = v448.y;
    let v554 = (9u * v503);
    let v555 = (v551 + v554);
    let v556 = (16u * v555);
    v557 = (v549 + v556);
    let v107 = load_ClusterRanges((v557 * 2u));
    v848 = v107.Offset;
    v850 = v107.Count;
    v863 = v98;
    v866 = 0u;
    v867 = 0u;
    loop {
        let v122 = (v867 < v850);
        if v122 {
            let v112 = (v867 >= 64u);
            if v112 {
                break;
            }
            let v126 = (v848 + v867);
            let v127 = (v126 * 4u);
            v128 = (v127 >> (2u & 31u));
            v130 = ClusterLightIndices[(v128)];
            let v134 = load_Lights((v130 * 16u));
            let v749 = v134.PositionWS;
            let v751 = v134.Range;
            v753 = v134.Color;
            v755 = v134.Intensity;
            v757 = v134.DirectionWS;
            v759 = v134.SpotCosOuter;
            v761 = v134.SpotCosInner;
            v763 = v134.Type;
            v140 = (v749 - v5);
            v144 = dot(v140, v140);
            v151 = (v751 * v751);
            let v152 = (v144 > v151);
            if v152 {
                v862 = v863;
                v865 = v866;
                continue;
            }
            let v155 = max(v144, 1e-8f);
            let v156 = inverseSqrt(v155);
            let v157 = vec3<f32>(v156);
            v158 = (v140 * v157);
            let v303 = max(v151, 0.0001f);
            let v304 = (v144 / v303);
            let v308 = (v304 * v304);
            let v309 = (1.0f - v308);
            let v310 = saturate(v309);
            let v314 = (v310 * v310);
            let v316 = max(v144, 0.0001f);
            v317 = (v314 / v316);
            let v167 = (v763 == 1u);
            if v167 {
                let v324 = -(v158);
                let v327 = dot(v324, v757);
                let v332 = (v327 - v759);
                let v337 = (v761 - v759);
                let v338 = max(v337, 0.0001f);
                let v339 = (v332 / v338);
                let v340 = saturate(v339);
                v172 = (v317 * v340);
                let v175 = (v172 <= 0.0f);
                if v175 {
                    v862 = v863;
                    v865 = v866;
                    continue;
                }
                v883 = v172;
            } else {
                v883 = v317;
            }
            let v358 = (v84 + v158);
            let v359 = normalize(v358);
            let v364 = dot(v68, v158);
            let v365 = saturate(v364);
            let v376 = dot(v68, v359);
            let v377 = saturate(v376);
            let v381 = dot(v84, v359);
            let v382 = saturate(v381);
            let v510 = saturate(v382);
            let v511 = (1.0f - v510);
            let v512 = pow(v511, 5.0f);
            let v518 = vec3<f32>(v512);
            let v519 = (v481 * v518);
            let v520 = (v433 + v519);
            let v570 = (v377 * v377);
            let v573 = (v570 * v535);
            let v574 = (v573 + 1.0f);
            let v578 = (3.1415927f * v574);
            let v580 = (v578 * v574);
            let v581 = max(v580, 1e-7f);
            let v582 = (v529 / v581);
            let v648 = (v365 * v605);
            let v653 = (v365 * v365);
            let v656 = (v653 * v601);
            let v658 = (v656 + v529);
            let v659 = sqrt(v658);
            let v660 = (v238 * v659);
            let v664 = (v648 + v660);
            let v665 = max(v664, 1e-5f);
            let v666 = (0.5f / v665);
            let v403 = (v582 * v666);
            let v404 = vec3<f32>(v403);
            let v406 = (v404 * v520);
            let v409 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v520);
            let v414 = (v409 * v280);
            let v417 = (v414 * v51);
            let v418 = (v417 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
            let v422 = (v418 + v406);
            let v424 = vec3<f32>(v365);
            let v425 = (v422 * v424);
            let v182 = (v425 * v753);
            let v185 = vec3<f32>(v755);
            let v186 = (v182 * v185);
            let v188 = vec3<f32>(v883);
            let v189 = (v186 * v188);
            let v191 = (v863 + v189);
            let v194 = (v866 + 1u);
            v862 = v191;
            v865 = v194;
        } else {
            break;
        }
        continuing {
            let v114 = (v867 + 1u);
            v863 = v862;
            v866 = v865;
            v867 = v114;
        }
    }
    let v117 = ClusteredObject[5].x;
    let v118 = (v117 != 0u);
    if v118 {
        let v198 = bitcast<vec3<f32>>(ClusteredObject[5].yzw);
        let v200 = f32(v866);
        let v201 = (v200 / 16.0f);
        let v202 = vec3<f32>(v201);
        let v203 = (v198 * v202);
        let v204 = mix(v863, v203, vec3<f32>(0.75f, 0.75f, 0.75f));
        v864 = v204;
    } else {
        v864 = v863;
    }
    let v207 = vec4<f32>(v864, 1.0f);
    out_var_SV_Target0 = v207;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) in_2_0: vec3<f32>, @location(2) in_3_0: vec2<f32>, @location(3) in_4_0: f32) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_TEXCOORD2 = in_3_0;
    in_var_TEXCOORD3 = in_4_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
