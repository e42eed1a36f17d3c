diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> SsaoParams: array<vec4<u32>, 26>;
@group(0) @binding(1) var SceneDepth: texture_2d<f32>;
@group(0) @binding(2) var RotationNoise: texture_2d<f32>;
@group(0) @binding(3) var PointClamp: sampler;
@group(0) @binding(4) var PointWrap: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v5: vec2<f32>;
    var v71: vec2<f32>;
    var v75: f32;
    var v142: mat4x4<f32>;
    var v151: vec3<f32>;
    var v321: mat3x3<f32>;
    var v326: u32;
    var v346: f32;
    var v349: u32;
    var v199: f32;
    var v329: vec4<f32>;
    v5 = in_var_TEXCOORD0;
    loop {
        let v61 = textureDimensions(SceneDepth, 0u);
        let v62 = v61.x;
        let v64 = v61.y;
        let v67 = f32(v62);
        let v69 = f32(v64);
        let v70 = vec2<f32>(v67, v69);
        v71 = (vec2<f32>(1.0f, 1.0f) / v70);
        v75 = textureSampleLevel(SceneDepth, PointClamp, v5, 0.0f).x;
        let v78 = (v75 >= 1.0f);
        if v78 {
            v329 = vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f);
            break;
        }
        let v136 = (v5 * vec2<f32>(2.0f, (-2.0f)));
        let v137 = (v136 + vec2<f32>((-1.0f), 1.0f));
        let v139 = vec4<f32>(v137, v75, 1.0f);
        v142 = mat4x4<f32>(vec4<f32>(bitcast<f32>(SsaoParams[4].x), bitcast<f32>(SsaoParams[5].x), bitcast<f32>(SsaoParams[6].x), bitcast<f32>(SsaoParams[7].x)), vec4<f32>(bitcast<f32>(SsaoParams[4].y), bitcast<f32>(SsaoParams[5].y), bitcast<f32>(SsaoParams[6].y), bitcast<f32>(SsaoParams[7].y)), vec4<f32>(bitcast<f32>(SsaoParams[4].z), bitcast<f32>(SsaoParams[5].z), bitcast<f32>(SsaoParams[6].z), bitcast<f32>(SsaoParams[7].z)), vec4<f32>(bitcast<f32>(SsaoParams[4].w), bitcast<f32>(SsaoParams[5].w), bitcast<f32>(SsaoParams[6].w), bitcast<f32>(SsaoParams[7].w)));
        let v144 = (v139 * v142);
        let v147 = v144.xyz;
        let v149 = v144.w;
        let v150 = vec3<f32>(v149);
        v151 = (v147 / v150);
        let v204 = textureGather(0, SceneDepth, PointClamp, v5);
        let v208 = v204.w;
        let v215 = vec4<f32>(v137, v208, 1.0f);
        let v220 = (v215 * v142);
        let v223 = v220.xyz;
        let v225 = v220.w;
        let v226 = vec3<f32>(v225);
        let v227 = (v223 / v226);
        let v231 = v71.x;
        let v232 = vec2<f32>(v231, 0.0f);
        let v233 = (v5 + v232);
        let v235 = v204.z;
        let v239 = (v233 * vec2<f32>(2.0f, (-2.0f)));
        let v240 = (v239 + vec2<f32>((-1.0f), 1.0f));
        let v242 = vec4<f32>(v240, v235, 1.0f);
        let v247 = (v242 * v142);
        let v250 = v247.xyz;
        let v252 = v247.w;
        let v253 = vec3<f32>(v252);
        let v254 = (v250 / v253);
        let v258 = v71.y;
        let v259 = vec2<f32>(0.0f, v258);
        let v260 = (v5 + v259);
        let v262 = v204.x;
        let v266 = (v260 * vec2<f32>(2.0f, (-2.0f)));
        let v267 = (v266 + vec2<f32>((-1.0f), 1.0f));
        let v269 = vec4<f32>(v267, v262, 1.0f);
        let v274 = (v269 * v142);
        let v277 = v274.xyz;
        let v279 = v274.w;
        let v280 = vec3<f32>(v279);
        let v281 = (v277 / v280);
        let v285 = (v281 - v227);
        let v288 = (v254 - v227);
        let v289 = cross(v285, v288);
        let v290 = normalize(v289);
        let v295 = bitcast<vec2<f32>>(SsaoParams[24].xy);
        let v296 = (v5 * v295);
        let v297 = textureSample(RotationNoise, PointWrap, v296).xy;
        let v298 = (v297 * vec2<f32>(2.0f, 2.0f));
        let v299 = (v298 - vec2<f32>(1.0f, 1.0f));
        let v302 = vec3<f32>(v299, 0.0f);
        let v308 = dot(v302, v290);
        let v309 = vec3<f32>(v308);
        let v310 = (v290 * v309);
        let v311 = (v302 - v310);
        let v312 = normalize(v311);
        let v316 = cross(v290, v312);
        v321 = mat3x3<f32>(v312, v316, v290);
        let v325 = SsaoParams[25].y;
        v326 = min(v325, 16u);
        v346 = 0.0f;
        v349 = 0u;
        loop {
            let v132 = (v349 < v326);
            if v132 {
                let v85 = vec4<f32>(bitcast<f32>(SsaoParams[(32u + v349 * 4u) / 4u][(32u + v349 * 4u) % 4u]), bitcast<f32>(SsaoParams[((32u + v349 * 4u) + 1u) / 4u][((32u + v349 * 4u) + 1u) % 4u]), bitcast<f32>(SsaoParams[((32u + v349 * 4u) + 2u) / 4u][((32u + v349 * 4u) + 2u) % 4u]), bitcast<f32>(SsaoParams[((32u + v349 * 4u) + 3u) / 4u][((32u + v349 * 4u) + 3u) % 4u]));
                let v86 = v85.xyz;
                let v88 = (v321 * v86);
                let v90 = bitcast<f32>(SsaoParams[24].z);
                let v91 = vec3<f32>(v90);
                let v92 = (v88 * v91);
                let v93 = (v151 + v92);
                let v96 = mat4x4<f32>(vec4<f32>(bitcast<f32>(SsaoParams[0].x), bitcast<f32>(SsaoParams[1].x), bitcast<f32>(SsaoParams[2].x), bitcast<f32>(SsaoParams[3].x)), vec4<f32>(bitcast<f32>(SsaoParams[0].y), bitcast<f32>(SsaoParams[1].y), bitcast<f32>(SsaoParams[2].y), bitcast<f32>(SsaoParams[3].y)), vec4<f32>(bitcast<f32>(SsaoParams[0].z), bitcast<f32>(SsaoParams[1].z), bitcast<f32>(SsaoParams[2].z), bitcast<f32>(SsaoParams[3].z)), vec4<f32>(bitcast<f32>(SsaoParams[0].w), bitcast<f32>(SsaoParams[1].w), bitcast<f32>(SsaoParams[2].w), bitcast<f32>(SsaoParams[3].w)));
                let v98 = vec4<f32>(v93, 1.0f);
                let v99 = (v98 * v96);
                let v102 = v99.xy;
                let v104 = v99.w;
                let v105 = vec2<f32>(v104);
                let v106 = (v102 / v105);
                let v107 = (v106 * vec2<f32>(0.5f, (-0.5f)));
                let v108 = (v107 + vec2<f32>(0.5f, 0.5f));
                let v112 = textureSampleLevel(SceneDepth, PointClamp, v108, 0.0f).x;
                let v159 = (v108 * vec2<f32>(2.0f, (-2.0f)));
                let v160 = (v159 + vec2<f32>((-1.0f), 1.0f));
                let v162 = vec4<f32>(v160, v112, 1.0f);
                let v167 = (v162 * v142);
                let v170 = v167.xyz;
                let v172 = v167.w;
                let v173 = vec3<f32>(v172);
                let v174 = (v170 / v173);
                let v175 = v174.z;
                let v180 = v151.z;
                let v182 = (v180 - v175);
                let v183 = abs(v182);
                let v184 = max(v183, 0.0001f);
                let v185 = (v90 / v184);
                let v186 = smoothstep(0.0f, 1.0f, v185);
                let v190 = v93.z;
                let v192 = bitcast<f32>(SsaoParams[24].w);
                let v193 = (v190 + v192);
                let v194 = (v175 >= v193);
                let v195 = select(0.0f, 1.0f, v194);
                let v197 = (v195 * v186);
                v199 = (v346 + v197);
            } else {
                break;
            }
            continuing {
                let v114 = (v349 + 1u);
                v346 = v199;
                v349 = v114;
            }
        }
        let v118 = f32(v326);
        let v119 = max(v118, 1.0f);
        let v120 = (v346 / v119);
        let v122 = bitcast<f32>(SsaoParams[25].x);
        let v123 = (v120 * v122);
        let v124 = (1.0f - v123);
        let v129 = vec4<f32>(v124, v124, v124, 1.0f);
        v329 = v129;
        break;
        continuing {
        }
    }
    out_var_SV_Target0 = v329;
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
