@group(0) @binding(0) var<uniform> PrefilterParams: array<vec4<u32>, 1>;
@group(0) @binding(1) var Environment: texture_cube<f32>;
@group(0) @binding(2) var EnvironmentSampler: sampler;
@group(0) @binding(3) var PrefilteredFaces: texture_storage_2d_array<rgba16float, write>;
var<private> gl_GlobalInvocationID: vec3<u32>;
fn CSMain_1() {
    var v1: vec3<u32>;
    var v47: u32;
    var v54: bool;
    var v58: bool;
    var v160: vec2<f32>;
    var v343: vec3<f32>;
    var v346: f32;
    var v349: u32;
    var v237: f32;
    var v257: f32;
    var v258: f32;
    var v319: f32;
    var v326: vec3<f32>;
    var v330: f32;
    var v342: vec3<f32>;
    var v345: f32;
    var v96: u32;
    var v377: vec3<f32>;
    var v164: vec3<f32>;
    var v212: f32;
    var v216: f32;
    var v226: f32;
    v1 = gl_GlobalInvocationID;
    loop {
        let v45 = v1.x;
        v47 = PrefilterParams[0].z;
        let v48 = (v45 >= v47);
        if v48 {
            v54 = true;
        } else {
            let v50 = v1.y;
            let v53 = (v50 >= v47);
            v54 = v53;
        }
        if v54 {
            v58 = true;
        } else {
            let v56 = v1.z;
            let v57 = (v56 >= 6u);
            v58 = v57;
        }
        if v58 {
            break;
        }
        let v59 = vec3<u32>(textureDimensions(PrefilteredFaces), textureNumLayers(PrefilteredFaces));
        let v60 = v59.x;
        let v62 = v59.y;
        let v67 = v1.xy;
        let v68 = vec2<f32>(v67);
        let v69 = (v68 + vec2<f32>(0.5f, 0.5f));
        let v71 = f32(v60);
        let v73 = f32(v62);
        let v74 = vec2<f32>(v71, v73);
        let v75 = (v69 / v74);
        let v78 = v1.z;
        let v159 = (v75 * vec2<f32>(2.0f, 2.0f));
        v160 = (v159 - vec2<f32>(1.0f, 1.0f));
        switch v78 {
            case 0u: {
                let v166 = v160.y;
                let v167 = -(v166);
                let v169 = v160.x;
                let v170 = -(v169);
                let v171 = vec3<f32>(1.0f, v167, v170);
                v377 = v171;
            }
            case 1u: {
                let v174 = v160.y;
                let v175 = -(v174);
                let v177 = v160.x;
                let v178 = vec3<f32>((-1.0f), v175, v177);
                v377 = v178;
            }
            case 2u: {
                let v181 = v160.x;
                let v183 = v160.y;
                let v184 = vec3<f32>(v181, 1.0f, v183);
                v377 = v184;
            }
            case 3u: {
                let v187 = v160.x;
                let v189 = v160.y;
                let v190 = -(v189);
                let v191 = vec3<f32>(v187, (-1.0f), v190);
                v377 = v191;
            }
            case 4u: {
                let v194 = v160.x;
                let v196 = v160.y;
                let v197 = -(v196);
                let v198 = vec3<f32>(v194, v197, 1.0f);
                v377 = v198;
            }
            default: {
                let v201 = v160.x;
                let v202 = -(v201);
                let v204 = v160.y;
                let v205 = -(v204);
                let v206 = vec3<f32>(v202, v205, (-1.0f));
                v377 = v206;
            }
        }
        v164 = normalize(v377);
        v212 = bitcast<f32>(PrefilterParams[0].x);
        let v215 = (v212 * v212);
        v216 = max(v215, 0.001f);
        let v221 = bitcast<f32>(PrefilterParams[0].w);
        let v222 = (6.0f * v221);
        let v225 = (v222 * v221);
        v226 = (12.566371f / v225);
        v343 = vec3<f32>(0.0f, 0.0f, 0.0f);
        v346 = 0.0f;
        v349 = 0u;
        loop {
            v96 = PrefilterParams[0].y;
            let v97 = (v349 < v96);
            if v97 {
                let v232 = reverseBits(v349);
                let v235 = f32(v349);
                v237 = f32(v96);
                let v238 = (v235 / v237);
                let v240 = f32(v232);
                let v241 = (v240 * 2.3283064e-10f);
                let v250 = (6.2831855f * v238);
                let v254 = (1.0f - v241);
                v257 = (v216 * v216);
                v258 = (v257 - 1.0f);
                let v261 = (v258 * v241);
                let v262 = (1.0f + v261);
                let v263 = (v254 / v262);
                let v264 = sqrt(v263);
                let v268 = (v264 * v264);
                let v269 = (1.0f - v268);
                let v270 = sqrt(v269);
                let v274 = cos(v250);
                let v275 = (v270 * v274);
                let v278 = sin(v250);
                let v279 = (v270 * v278);
                let v284 = v164.z;
                let v285 = abs(v284);
                let v286 = (v285 < 0.999f);
                let v287 = select(vec3<f32>(1.0f, 0.0f, 0.0f), vec3<f32>(0.0f, 0.0f, 1.0f), v286);
                let v291 = cross(v287, v164);
                let v292 = normalize(v291);
                let v296 = cross(v164, v292);
                let v301 = vec3<f32>(v275);
                let v302 = (v292 * v301);
                let v306 = vec3<f32>(v279);
                let v307 = (v296 * v306);
                let v308 = (v302 + v307);
                let v312 = vec3<f32>(v264);
                let v313 = (v164 * v312);
                let v314 = (v308 + v313);
                let v315 = normalize(v314);
                v319 = dot(v164, v315);
                let v320 = (2.0f * v319);
                let v321 = vec3<f32>(v320);
                let v323 = (v321 * v315);
                let v325 = (v323 - v164);
                v326 = normalize(v325);
                v330 = dot(v164, v326);
                let v333 = (v330 <= 0.0f);
                if v333 {
                    v342 = v343;
                    v345 = v346;
                    continue;
                }
                let v101 = saturate(v319);
                let v109 = (v101 * v101);
                let v112 = (v109 * v258);
                let v113 = (v112 + 1.0f);
                let v117 = (3.1415927f * v113);
                let v119 = (v117 * v113);
                let v120 = (v257 / v119);
                let v121 = (v120 * 0.25f);
                let v127 = (v237 * v121);
                let v128 = (v127 + 0.0001f);
                let v129 = (1.0f / v128);
                let v133 = (v212 == 0.0f);
                let v136 = (v129 / v226);
                let v137 = log2(v136);
                let v138 = (0.5f * v137);
                let v139 = (v138 + 1.0f);
                let v140 = select(v139, 0.0f, v133);
                let v144 = textureSampleLevel(Environment, EnvironmentSampler, v326, v140);
                let v145 = v144.xyz;
                let v147 = vec3<f32>(v330);
                let v148 = (v145 * v147);
                let v150 = (v343 + v148);
                let v154 = (v346 + v330);
                v342 = v150;
                v345 = v154;
            } else {
                break;
            }
            continuing {
                let v84 = (v349 + 1u);
                v343 = v342;
                v346 = v345;
                v349 = v84;
            }
        }
        let v88 = max(v346, 0.0001f);
        let v89 = vec3<f32>(v88);
        let v90 = (v343 / v89);
        let v91 = vec4<f32>(v90, 1.0f);
        textureStore(PrefilteredFaces, v1.xy, v1.z, v91);
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(8, 8, 1)
fn CSMain(@builtin(global_invocation_id) in_0_0: vec3<u32>) {
    gl_GlobalInvocationID = in_0_0;
    CSMain_1();
}
