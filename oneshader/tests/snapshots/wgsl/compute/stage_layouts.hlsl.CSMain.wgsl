struct AwkwardElement {
    Position: vec3<f32>,
    Radius: f32,
    Extent: vec2<f32>,
    Normal: vec3<f32>,
    Id: u32,
    Transform: mat4x3<f32>,
    Weights: array<f32, 2>,
}

fn load_Elements_1(w: u32) -> array<f32, 2> {
    var r: array<f32, 2>;
    for (var i = 0u; i < 2u; i++) {
        r[i] = bitcast<f32>(Elements[(w + i * 1u)]);
    }
    return r;
}

fn load_Elements(w: u32) -> AwkwardElement {
    return AwkwardElement(vec3<f32>(bitcast<f32>(Elements[w]), bitcast<f32>(Elements[(w + 1u)]), bitcast<f32>(Elements[(w + 2u)])), bitcast<f32>(Elements[(w + 3u)]), vec2<f32>(bitcast<f32>(Elements[(w + 4u)]), bitcast<f32>(Elements[((w + 4u) + 1u)])), vec3<f32>(bitcast<f32>(Elements[(w + 8u)]), bitcast<f32>(Elements[((w + 8u) + 1u)]), bitcast<f32>(Elements[((w + 8u) + 2u)])), Elements[(w + 11u)], mat4x3<f32>(vec3<f32>(bitcast<f32>(Elements[(w + 12u)]), bitcast<f32>(Elements[((w + 12u) + 4u)]), bitcast<f32>(Elements[((w + 12u) + 8u)])), vec3<f32>(bitcast<f32>(Elements[((w + 12u) + 1u)]), bitcast<f32>(Elements[(((w + 12u) + 1u) + 4u)]), bitcast<f32>(Elements[(((w + 12u) + 1u) + 8u)])), vec3<f32>(bitcast<f32>(Elements[((w + 12u) + 2u)]), bitcast<f32>(Elements[(((w + 12u) + 2u) + 4u)]), bitcast<f32>(Elements[(((w + 12u) + 2u) + 8u)])), vec3<f32>(bitcast<f32>(Elements[((w + 12u) + 3u)]), bitcast<f32>(Elements[(((w + 12u) + 3u) + 4u)]), bitcast<f32>(Elements[(((w + 12u) + 3u) + 8u)]))), load_Elements_1((w + 24u)));
}

@group(0) @binding(0) var<uniform> PackedParams: array<vec4<u32>, 8>;
@group(0) @binding(1) var<uniform> Block: array<vec4<u32>, 12>;
@group(0) @binding(2) var<storage, read> Elements: array<u32>;
@group(0) @binding(3) var<storage, read> RawInput: array<u32>;
@group(0) @binding(4) var<storage, read_write> LayoutResults: array<u32>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    let v13 = bitcast<vec3<f32>>(PackedParams[0].xyz);
    let v15 = bitcast<f32>(PackedParams[0].w);
    let v16 = vec4<f32>(v13, v15);
    let v211 = bitcast<vec4<u32>>(v16);
    let v213 = v211.x;
    LayoutResults[0u] = v213;
    let v216 = v211.y;
    LayoutResults[1u] = v216;
    let v220 = v211.z;
    LayoutResults[2u] = v220;
    let v224 = v211.w;
    LayoutResults[3u] = v224;
    let v19 = bitcast<vec2<f32>>(PackedParams[1].zw);
    let v21 = bitcast<f32>(PackedParams[1].x);
    let v22 = vec4<f32>(v19, v21, 0.0f);
    let v234 = bitcast<vec4<u32>>(v22);
    let v236 = v234.x;
    LayoutResults[4u] = v236;
    let v239 = v234.y;
    LayoutResults[5u] = v239;
    let v243 = v234.z;
    LayoutResults[6u] = v243;
    let v247 = v234.w;
    LayoutResults[7u] = v247;
    let v25 = PackedParams[3];
    let v27 = v25.x;
    LayoutResults[8u] = v27;
    let v30 = v25.y;
    LayoutResults[9u] = v30;
    let v34 = v25.z;
    LayoutResults[10u] = v34;
    let v38 = v25.w;
    LayoutResults[11u] = v38;
    let v43 = vec4<f32>(bitcast<f32>(PackedParams[4].y), bitcast<f32>(PackedParams[5].y), bitcast<f32>(PackedParams[6].y), bitcast<f32>(PackedParams[7].y));
    let v257 = bitcast<vec4<u32>>(v43);
    let v259 = v257.x;
    LayoutResults[12u] = v259;
    let v262 = v257.y;
    LayoutResults[13u] = v262;
    let v266 = v257.z;
    LayoutResults[14u] = v266;
    let v270 = v257.w;
    LayoutResults[15u] = v270;
    let v46 = bitcast<f32>(Block[0].x);
    let v48 = bitcast<f32>(Block[1].x);
    let v50 = bitcast<f32>(Block[2].x);
    let v52 = bitcast<f32>(Block[11].x);
    let v53 = vec4<f32>(v46, v48, v50, v52);
    let v280 = bitcast<vec4<u32>>(v53);
    let v282 = v280.x;
    LayoutResults[16u] = v282;
    let v285 = v280.y;
    LayoutResults[17u] = v285;
    let v289 = v280.z;
    LayoutResults[18u] = v289;
    let v293 = v280.w;
    LayoutResults[19u] = v293;
    let v56 = bitcast<vec2<f32>>(Block[3].xy);
    let v58 = bitcast<f32>(Block[3].z);
    let v60 = Block[5].w;
    let v61 = bitcast<f32>(v60);
    let v62 = vec4<f32>(v56, v58, v61);
    let v303 = bitcast<vec4<u32>>(v62);
    let v305 = v303.x;
    LayoutResults[20u] = v305;
    let v308 = v303.y;
    LayoutResults[21u] = v308;
    let v312 = v303.z;
    LayoutResults[22u] = v312;
    let v316 = v303.w;
    LayoutResults[23u] = v316;
    let v65 = bitcast<vec3<f32>>(Block[4].xyz);
    let v66 = vec4<f32>(v65, 0.0f);
    let v326 = bitcast<vec4<u32>>(v66);
    let v328 = v326.x;
    LayoutResults[24u] = v328;
    let v331 = v326.y;
    LayoutResults[25u] = v331;
    let v335 = v326.z;
    LayoutResults[26u] = v335;
    let v339 = v326.w;
    LayoutResults[27u] = v339;
    let v69 = bitcast<vec3<f32>>(Block[5].xyz);
    let v70 = vec4<f32>(v69, 0.0f);
    let v349 = bitcast<vec4<u32>>(v70);
    let v351 = v349.x;
    LayoutResults[28u] = v351;
    let v354 = v349.y;
    LayoutResults[29u] = v354;
    let v358 = v349.z;
    LayoutResults[30u] = v358;
    let v362 = v349.w;
    LayoutResults[31u] = v362;
    let v73 = bitcast<vec3<f32>>(Block[7].xyz);
    let v75 = vec3<f32>(bitcast<f32>(Block[8].y), bitcast<f32>(Block[9].y), bitcast<f32>(Block[10].y));
    let v76 = v75.z;
    let v77 = vec4<f32>(v73, v76);
    let v372 = bitcast<vec4<u32>>(v77);
    let v374 = v372.x;
    LayoutResults[32u] = v374;
    let v377 = v372.y;
    LayoutResults[33u] = v377;
    let v381 = v372.z;
    LayoutResults[34u] = v381;
    let v385 = v372.w;
    LayoutResults[35u] = v385;
    let v80 = vec3<f32>(bitcast<f32>(Block[8].x), bitcast<f32>(Block[9].x), bitcast<f32>(Block[10].x));
    let v81 = v80.xy;
    let v83 = bitcast<f32>(Block[10].y);
    let v85 = bitcast<f32>(Block[6].z);
    let v86 = vec4<f32>(v81, v83, v85);
    let v395 = bitcast<vec4<u32>>(v86);
    let v397 = v395.x;
    LayoutResults[36u] = v397;
    let v400 = v395.y;
    LayoutResults[37u] = v400;
    let v404 = v395.z;
    LayoutResults[38u] = v404;
    let v408 = v395.w;
    LayoutResults[39u] = v408;
    let v89 = load_Elements(28u);
    let v511 = v89.Position;
    let v513 = v89.Radius;
    let v515 = v89.Extent;
    let v517 = v89.Normal;
    let v519 = v89.Id;
    let v521 = v89.Transform;
    let v523 = v89.Weights;
    let v526 = v523[0];
    let v528 = v523[1];
    let v95 = vec4<f32>(v511, v513);
    let v418 = bitcast<vec4<u32>>(v95);
    let v420 = v418.x;
    LayoutResults[40u] = v420;
    let v423 = v418.y;
    LayoutResults[41u] = v423;
    let v427 = v418.z;
    LayoutResults[42u] = v427;
    let v431 = v418.w;
    LayoutResults[43u] = v431;
    let v103 = vec4<f32>(v515, v526, v528);
    let v441 = bitcast<vec4<u32>>(v103);
    let v443 = v441.x;
    LayoutResults[44u] = v443;
    let v446 = v441.y;
    LayoutResults[45u] = v446;
    let v450 = v441.z;
    LayoutResults[46u] = v450;
    let v454 = v441.w;
    LayoutResults[47u] = v454;
    let v109 = bitcast<f32>(v519);
    let v110 = vec4<f32>(v517, v109);
    let v464 = bitcast<vec4<u32>>(v110);
    let v466 = v464.x;
    LayoutResults[48u] = v466;
    let v469 = v464.y;
    LayoutResults[49u] = v469;
    let v473 = v464.z;
    LayoutResults[50u] = v473;
    let v477 = v464.w;
    LayoutResults[51u] = v477;
    let v113 = v521[3];
    let v114 = vec4<f32>(v113, 0.0f);
    let v487 = bitcast<vec4<u32>>(v114);
    let v489 = v487.x;
    LayoutResults[52u] = v489;
    let v492 = v487.y;
    LayoutResults[53u] = v492;
    let v496 = v487.z;
    LayoutResults[54u] = v496;
    let v500 = v487.w;
    LayoutResults[55u] = v500;
    let v118 = RawInput[0u];
    let v122 = RawInput[1u];
    let v125 = RawInput[2u];
    let v130 = RawInput[3u];
    let v133 = RawInput[4u];
    let v136 = RawInput[5u];
    let v141 = RawInput[6u];
    let v144 = RawInput[7u];
    let v147 = RawInput[8u];
    let v150 = RawInput[9u];
    let v151 = vec4<u32>(v141, v144, v147, v150);
    LayoutResults[56u] = v118;
    LayoutResults[57u] = v122;
    LayoutResults[58u] = v125;
    LayoutResults[59u] = v130;
    LayoutResults[60u] = v130;
    LayoutResults[61u] = v133;
    LayoutResults[62u] = v136;
    LayoutResults[63u] = v150;
    let v193 = v151.xy;
    let v195 = v151.zw;
    let v196 = (v193 + v195);
    let v198 = v196.x;
    LayoutResults[64u] = v198;
    let v201 = v196.y;
    LayoutResults[65u] = v201;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
