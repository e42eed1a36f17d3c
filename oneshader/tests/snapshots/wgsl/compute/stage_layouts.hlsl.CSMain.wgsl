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
    let v39 = bitcast<vec3<f32>>(PackedParams[0].xyz);
    let v41 = bitcast<f32>(PackedParams[0].w);
    let v42 = vec4<f32>(v39, v41);
    let v47 = bitcast<vec4<u32>>(v42);
    let v49 = v47.x;
    LayoutResults[0u] = v49;
    let v52 = v47.y;
    LayoutResults[1u] = v52;
    let v56 = v47.z;
    LayoutResults[2u] = v56;
    let v60 = v47.w;
    LayoutResults[3u] = v60;
    let v65 = bitcast<vec2<f32>>(PackedParams[1].zw);
    let v67 = bitcast<f32>(PackedParams[1].x);
    let v68 = vec4<f32>(v65, v67, 0.0f);
    let v73 = bitcast<vec4<u32>>(v68);
    let v75 = v73.x;
    LayoutResults[4u] = v75;
    let v78 = v73.y;
    LayoutResults[5u] = v78;
    let v82 = v73.z;
    LayoutResults[6u] = v82;
    let v86 = v73.w;
    LayoutResults[7u] = v86;
    let v91 = PackedParams[3];
    let v93 = v91.x;
    LayoutResults[8u] = v93;
    let v96 = v91.y;
    LayoutResults[9u] = v96;
    let v100 = v91.z;
    LayoutResults[10u] = v100;
    let v104 = v91.w;
    LayoutResults[11u] = v104;
    let v109 = vec4<f32>(bitcast<f32>(PackedParams[4].y), bitcast<f32>(PackedParams[5].y), bitcast<f32>(PackedParams[6].y), bitcast<f32>(PackedParams[7].y));
    let v114 = bitcast<vec4<u32>>(v109);
    let v116 = v114.x;
    LayoutResults[12u] = v116;
    let v119 = v114.y;
    LayoutResults[13u] = v119;
    let v123 = v114.z;
    LayoutResults[14u] = v123;
    let v127 = v114.w;
    LayoutResults[15u] = v127;
    let v132 = bitcast<f32>(Block[0].x);
    let v134 = bitcast<f32>(Block[1].x);
    let v136 = bitcast<f32>(Block[2].x);
    let v138 = bitcast<f32>(Block[11].x);
    let v139 = vec4<f32>(v132, v134, v136, v138);
    let v144 = bitcast<vec4<u32>>(v139);
    let v146 = v144.x;
    LayoutResults[16u] = v146;
    let v149 = v144.y;
    LayoutResults[17u] = v149;
    let v153 = v144.z;
    LayoutResults[18u] = v153;
    let v157 = v144.w;
    LayoutResults[19u] = v157;
    let v162 = bitcast<vec2<f32>>(Block[3].xy);
    let v164 = bitcast<f32>(Block[3].z);
    let v166 = Block[5].w;
    let v167 = bitcast<f32>(v166);
    let v168 = vec4<f32>(v162, v164, v167);
    let v173 = bitcast<vec4<u32>>(v168);
    let v175 = v173.x;
    LayoutResults[20u] = v175;
    let v178 = v173.y;
    LayoutResults[21u] = v178;
    let v182 = v173.z;
    LayoutResults[22u] = v182;
    let v186 = v173.w;
    LayoutResults[23u] = v186;
    let v191 = bitcast<vec3<f32>>(Block[4].xyz);
    let v192 = vec4<f32>(v191, 0.0f);
    let v197 = bitcast<vec4<u32>>(v192);
    let v199 = v197.x;
    LayoutResults[24u] = v199;
    let v202 = v197.y;
    LayoutResults[25u] = v202;
    let v206 = v197.z;
    LayoutResults[26u] = v206;
    let v210 = v197.w;
    LayoutResults[27u] = v210;
    let v215 = bitcast<vec3<f32>>(Block[5].xyz);
    let v216 = vec4<f32>(v215, 0.0f);
    let v221 = bitcast<vec4<u32>>(v216);
    let v223 = v221.x;
    LayoutResults[28u] = v223;
    let v226 = v221.y;
    LayoutResults[29u] = v226;
    let v230 = v221.z;
    LayoutResults[30u] = v230;
    let v234 = v221.w;
    LayoutResults[31u] = v234;
    let v239 = bitcast<vec3<f32>>(Block[7].xyz);
    let v241 = vec3<f32>(bitcast<f32>(Block[8].y), bitcast<f32>(Block[9].y), bitcast<f32>(Block[10].y));
    let v242 = v241.z;
    let v243 = vec4<f32>(v239, v242);
    let v248 = bitcast<vec4<u32>>(v243);
    let v250 = v248.x;
    LayoutResults[32u] = v250;
    let v253 = v248.y;
    LayoutResults[33u] = v253;
    let v257 = v248.z;
    LayoutResults[34u] = v257;
    let v261 = v248.w;
    LayoutResults[35u] = v261;
    let v266 = vec3<f32>(bitcast<f32>(Block[8].x), bitcast<f32>(Block[9].x), bitcast<f32>(Block[10].x));
    let v267 = v266.xy;
    let v269 = bitcast<f32>(Block[10].y);
    let v271 = bitcast<f32>(Block[6].z);
    let v272 = vec4<f32>(v267, v269, v271);
    let v277 = bitcast<vec4<u32>>(v272);
    let v279 = v277.x;
    LayoutResults[36u] = v279;
    let v282 = v277.y;
    LayoutResults[37u] = v282;
    let v286 = v277.z;
    LayoutResults[38u] = v286;
    let v290 = v277.w;
    LayoutResults[39u] = v290;
    let v295 = load_Elements(28u);
    let v298 = v295.Position;
    let v300 = v295.Radius;
    let v301 = vec4<f32>(v298, v300);
    let v306 = bitcast<vec4<u32>>(v301);
    let v308 = v306.x;
    LayoutResults[40u] = v308;
    let v311 = v306.y;
    LayoutResults[41u] = v311;
    let v315 = v306.z;
    LayoutResults[42u] = v315;
    let v319 = v306.w;
    LayoutResults[43u] = v319;
    let v324 = v295.Extent;
    let v326 = v295.Weights[0];
    let v328 = v295.Weights[1];
    let v329 = vec4<f32>(v324, v326, v328);
    let v334 = bitcast<vec4<u32>>(v329);
    let v336 = v334.x;
    LayoutResults[44u] = v336;
    let v339 = v334.y;
    LayoutResults[45u] = v339;
    let v343 = v334.z;
    LayoutResults[46u] = v343;
    let v347 = v334.w;
    LayoutResults[47u] = v347;
    let v352 = v295.Normal;
    let v354 = v295.Id;
    let v355 = bitcast<f32>(v354);
    let v356 = vec4<f32>(v352, v355);
    let v361 = bitcast<vec4<u32>>(v356);
    let v363 = v361.x;
    LayoutResults[48u] = v363;
    let v366 = v361.y;
    LayoutResults[49u] = v366;
    let v370 = v361.z;
    LayoutResults[50u] = v370;
    let v374 = v361.w;
    LayoutResults[51u] = v374;
    let v379 = v295.Transform[3];
    let v380 = vec4<f32>(v379, 0.0f);
    let v385 = bitcast<vec4<u32>>(v380);
    let v387 = v385.x;
    LayoutResults[52u] = v387;
    let v390 = v385.y;
    LayoutResults[53u] = v390;
    let v394 = v385.z;
    LayoutResults[54u] = v394;
    let v398 = v385.w;
    LayoutResults[55u] = v398;
    let v404 = RawInput[0u];
    let v408 = RawInput[1u];
    let v411 = RawInput[2u];
    let v416 = RawInput[3u];
    let v419 = RawInput[4u];
    let v422 = RawInput[5u];
    let v427 = RawInput[6u];
    let v430 = RawInput[7u];
    let v433 = RawInput[8u];
    let v436 = RawInput[9u];
    let v437 = vec4<u32>(v427, v430, v433, v436);
    LayoutResults[56u] = v404;
    LayoutResults[57u] = v408;
    LayoutResults[58u] = v411;
    LayoutResults[59u] = v416;
    LayoutResults[60u] = v416;
    LayoutResults[61u] = v419;
    LayoutResults[62u] = v422;
    LayoutResults[63u] = v436;
    let v479 = v437.xy;
    let v481 = v437.zw;
    let v482 = (v479 + v481);
    let v484 = v482.x;
    LayoutResults[64u] = v484;
    let v487 = v482.y;
    LayoutResults[65u] = v487;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
