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
    var v119: vec3<f32>;
    var v136: vec3<f32>;
    var v152: vec3<f32>;
    var v296: f32;
    var v324: vec3<f32>;
    var v334: vec3<f32>;
    var v346: f32;
    var v352: f32;
    var v378: f32;
    var v382: f32;
    var v412: vec3<f32>;
    var v646: u32;
    var v648: ClusterRange;
    var v713: vec3<f32>;
    var v716: u32;
    var v717: u32;
    var v712: vec3<f32>;
    var v715: u32;
    var v176: u32;
    var v178: u32;
    var v182: PunctualLight;
    var v188: vec3<f32>;
    var v192: f32;
    var v199: f32;
    var v206: vec3<f32>;
    var v248: f32;
    var v274: f32;
    var v725: f32;
    var v714: vec3<f32>;
    let v2 = gl_FragCoord;
    v5 = in_var_TEXCOORD0;
    let v8 = in_var_TEXCOORD1;
    let v11 = in_var_TEXCOORD2;
    let v14 = in_var_TEXCOORD3;
    let v108 = textureSample(AlbedoRoughness, ClusteredSampler, v11);
    let v112 = textureSample(NormalMetallic, ClusteredSampler, v11);
    let v115 = v108.xyz;
    let v117 = bitcast<vec4<f32>>(ClusteredObject[4]);
    let v118 = v117.xyz;
    v119 = (v115 * v118);
    let v123 = v108.w;
    let v124 = max(v123, 0.045f);
    let v129 = normalize(v8);
    let v131 = v112.xyz;
    let v132 = (v131 * vec3<f32>(2.0f, 2.0f, 2.0f));
    let v133 = (v132 - vec3<f32>(1.0f, 1.0f, 1.0f));
    let v134 = (v133 * vec3<f32>(0.25f, 0.25f, 0.25f));
    let v135 = (v129 + v134);
    v136 = normalize(v135);
    let v140 = v112.w;
    let v148 = bitcast<vec3<f32>>(View[12].xyz);
    let v151 = (v148 - v5);
    v152 = normalize(v151);
    let v157 = bitcast<vec3<f32>>(View[15].xyz);
    let v158 = -(v157);
    let v283 = (v152 + v158);
    let v284 = normalize(v283);
    let v289 = dot(v136, v158);
    let v290 = saturate(v289);
    let v295 = dot(v136, v152);
    v296 = max(v295, 0.0001f);
    let v301 = dot(v136, v284);
    let v302 = saturate(v301);
    let v306 = dot(v152, v284);
    let v307 = saturate(v306);
    let v313 = (v124 * v124);
    let v314 = max(v313, 0.002f);
    let v323 = vec3<f32>(v140);
    v324 = mix(vec3<f32>(0.04f, 0.04f, 0.04f), v119, v323);
    let v328 = saturate(v307);
    let v329 = (1.0f - v328);
    let v330 = pow(v329, 5.0f);
    v334 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v324);
    let v336 = vec3<f32>(v330);
    let v337 = (v334 * v336);
    let v338 = (v324 + v337);
    v346 = (v314 * v314);
    let v350 = (v302 * v302);
    v352 = (v346 - 1.0f);
    let v353 = (v350 * v352);
    let v354 = (v353 + 1.0f);
    let v358 = (3.1415927f * v354);
    let v360 = (v358 * v354);
    let v361 = max(v360, 1e-7f);
    let v362 = (v346 / v361);
    let v376 = (v296 * v296);
    v378 = (1.0f - v346);
    let v379 = (v376 * v378);
    let v381 = (v379 + v346);
    v382 = sqrt(v381);
    let v383 = (v290 * v382);
    let v388 = (v290 * v290);
    let v391 = (v388 * v378);
    let v393 = (v391 + v346);
    let v394 = sqrt(v393);
    let v395 = (v296 * v394);
    let v399 = (v383 + v395);
    let v400 = max(v399, 1e-5f);
    let v401 = (0.5f / v400);
    let v402 = (v362 * v401);
    let v403 = vec3<f32>(v402);
    let v405 = (v403 * v338);
    let v408 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v338);
    let v411 = (1.0f - v140);
    v412 = vec3<f32>(v411);
    let v413 = (v408 * v412);
    let v416 = (v413 * v119);
    let v417 = (v416 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
    let v421 = (v417 + v405);
    let v423 = vec3<f32>(v290);
    let v424 = (v421 * v423);
    let v426 = bitcast<vec3<f32>>(View[16].xyz);
    let v427 = (v424 * v426);
    let v429 = bitcast<f32>(View[15].w);
    let v430 = vec3<f32>(v429);
    let v431 = (v427 * v430);
    let v435 = v2.xy;
    let v605 = bitcast<vec2<f32>>(View[13].xy);
    let v606 = (v435 / v605);
    let v607 = (v606 * vec2<f32>(16.0f, 9.0f));
    let v608 = vec2<u32>(v607);
    let v611 = min(v608, vec2<u32>(15u, 8u));
    let v615 = bitcast<f32>(View[14].z);
    let v617 = bitcast<f32>(View[14].w);
    let v622 = max(v14, 0.0001f);
    let v623 = log2(v622);
    let v625 = (v623 * v615);
    let v627 = (v625 + v617);
    let v630 = clamp(v627, 0.0f, 23.0f);
    let v631 = u32(v630);
    let v638 = v611.x;
    let v640 = v611.y;
    let v643 = (9u * v631);
    let v644 = (v640 + v643);
    let v645 = (16u * v644);
    v646 = (v638 + v645);
    v648 = load_ClusterRanges((v646 * 2u));
    v713 = v431;
    v716 = 0u;
    v717 = 0u;
    loop {
        let v169 = v648.Count;
        let v170 = (v717 < v169);
        if v170 {
            let v160 = (v717 >= 64u);
            if v160 {
                break;
            }
            let v172 = v648.Offset;
            let v174 = (v172 + v717);
            let v175 = (v174 * 4u);
            v176 = (v175 >> (2u & 31u));
            v178 = ClusterLightIndices[(v176)];
            v182 = load_Lights((v178 * 16u));
            let v185 = v182.PositionWS;
            v188 = (v185 - v5);
            v192 = dot(v188, v188);
            let v196 = v182.Range;
            v199 = (v196 * v196);
            let v200 = (v192 > v199);
            if v200 {
                v712 = v713;
                v715 = v716;
                continue;
            }
            let v203 = max(v192, 1e-8f);
            let v204 = inverseSqrt(v203);
            let v205 = vec3<f32>(v204);
            v206 = (v188 * v205);
            let v234 = max(v199, 0.0001f);
            let v235 = (v192 / v234);
            let v239 = (v235 * v235);
            let v240 = (1.0f - v239);
            let v241 = saturate(v240);
            let v245 = (v241 * v241);
            let v247 = max(v192, 0.0001f);
            v248 = (v245 / v247);
            let v251 = v182.Type;
            let v252 = (v251 == 1u);
            if v252 {
                let v256 = -(v206);
                let v258 = v182.DirectionWS;
                let v259 = dot(v256, v258);
                let v263 = v182.SpotCosOuter;
                let v264 = (v259 - v263);
                let v266 = v182.SpotCosInner;
                let v269 = (v266 - v263);
                let v270 = max(v269, 0.0001f);
                let v271 = (v264 / v270);
                let v272 = saturate(v271);
                v274 = (v248 * v272);
                let v277 = (v274 <= 0.0f);
                if v277 {
                    v712 = v713;
                    v715 = v716;
                    continue;
                }
                v725 = v274;
            } else {
                v725 = v248;
            }
            let v443 = (v152 + v206);
            let v444 = normalize(v443);
            let v449 = dot(v136, v206);
            let v450 = saturate(v449);
            let v461 = dot(v136, v444);
            let v462 = saturate(v461);
            let v466 = dot(v152, v444);
            let v467 = saturate(v466);
            let v488 = saturate(v467);
            let v489 = (1.0f - v488);
            let v490 = pow(v489, 5.0f);
            let v496 = vec3<f32>(v490);
            let v497 = (v334 * v496);
            let v498 = (v324 + v497);
            let v510 = (v462 * v462);
            let v513 = (v510 * v352);
            let v514 = (v513 + 1.0f);
            let v518 = (3.1415927f * v514);
            let v520 = (v518 * v514);
            let v521 = max(v520, 1e-7f);
            let v522 = (v346 / v521);
            let v543 = (v450 * v382);
            let v548 = (v450 * v450);
            let v551 = (v548 * v378);
            let v553 = (v551 + v346);
            let v554 = sqrt(v553);
            let v555 = (v296 * v554);
            let v559 = (v543 + v555);
            let v560 = max(v559, 1e-5f);
            let v561 = (0.5f / v560);
            let v562 = (v522 * v561);
            let v563 = vec3<f32>(v562);
            let v565 = (v563 * v498);
            let v568 = (vec3<f32>(1.0f, 1.0f, 1.0f) - v498);
            let v573 = (v568 * v412);
            let v576 = (v573 * v119);
            let v577 = (v576 * vec3<f32>(0.31830987f, 0.31830987f, 0.31830987f));
            let v581 = (v577 + v565);
            let v583 = vec3<f32>(v450);
            let v584 = (v581 * v583);
            let v586 = v182.Color;
            let v587 = (v584 * v586);
            let v589 = v182.Intensity;
            let v590 = vec3<f32>(v589);
            let v591 = (v587 * v590);
            let v593 = vec3<f32>(v725);
            let v594 = (v591 * v593);
            let v596 = (v713 + v594);
            let v599 = (v716 + 1u);
            v712 = v596;
            v715 = v599;
        } else {
            break;
        }
        continuing {
            let v162 = (v717 + 1u);
            v713 = v712;
            v716 = v715;
            v717 = v162;
        }
    }
    let v165 = ClusteredObject[5].x;
    let v166 = (v165 != 0u);
    if v166 {
        let v218 = bitcast<vec3<f32>>(ClusteredObject[5].yzw);
        let v220 = f32(v716);
        let v221 = (v220 / 16.0f);
        let v222 = vec3<f32>(v221);
        let v223 = (v218 * v222);
        let v224 = mix(v713, v223, vec3<f32>(0.75f, 0.75f, 0.75f));
        v714 = v224;
    } else {
        v714 = v713;
    }
    let v227 = vec4<f32>(v714, 1.0f);
    out_var_SV_Target0 = v227;
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
