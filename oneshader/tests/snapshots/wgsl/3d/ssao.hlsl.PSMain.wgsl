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
    var v45: vec2<f32>;
    var v49: f32;
    var v192: mat4x4<f32>;
    var v201: vec3<f32>;
    var v92: mat3x3<f32>;
    var v97: u32;
    var v348: f32;
    var v351: u32;
    var v156: f32;
    var v178: vec4<f32>;
    v5 = in_var_TEXCOORD0;
    loop {
        let v35 = textureDimensions(SceneDepth, 0u);
        let v36 = v35.x;
        let v38 = v35.y;
        let v41 = f32(v36);
        let v43 = f32(v38);
        let v44 = vec2<f32>(v41, v43);
        v45 = (vec2<f32>(1.0f, 1.0f) / v44);
        v49 = textureSampleLevel(SceneDepth, PointClamp, v5, 0.0f).x;
        let v52 = (v49 >= 1.0f);
        if v52 {
            v178 = vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f);
            break;
        }
        let v186 = (v5 * vec2<f32>(2.0f, (-2.0f)));
        let v187 = (v186 + vec2<f32>((-1.0f), 1.0f));
        let v189 = vec4<f32>(v187, v49, 1.0f);
        v192 = mat4x4<f32>(vec4<f32>(bitcast<f32>(SsaoParams[4].x), bitcast<f32>(SsaoParams[5].x), bitcast<f32>(SsaoParams[6].x), bitcast<f32>(SsaoParams[7].x)), vec4<f32>(bitcast<f32>(SsaoParams[4].y), bitcast<f32>(SsaoParams[5].y), bitcast<f32>(SsaoParams[6].y), bitcast<f32>(SsaoParams[7].y)), vec4<f32>(bitcast<f32>(SsaoParams[4].z), bitcast<f32>(SsaoParams[5].z), bitcast<f32>(SsaoParams[6].z), bitcast<f32>(SsaoParams[7].z)), vec4<f32>(bitcast<f32>(SsaoParams[4].w), bitcast<f32>(SsaoParams[5].w), bitcast<f32>(SsaoParams[6].w), bitcast<f32>(SsaoParams[7].w)));
        let v194 = (v189 * v192);
        let v197 = v194.xyz;
        let v199 = v194.w;
        let v200 = vec3<f32>(v199);
        v201 = (v197 / v200);
        let v234 = textureGather(0, SceneDepth, PointClamp, v5);
        let v238 = v234.w;
        let v277 = vec4<f32>(v187, v238, 1.0f);
        let v282 = (v277 * v192);
        let v285 = v282.xyz;
        let v287 = v282.w;
        let v288 = vec3<f32>(v287);
        let v289 = (v285 / v288);
        let v243 = v45.x;
        let v244 = vec2<f32>(v243, 0.0f);
        let v245 = (v5 + v244);
        let v247 = v234.z;
        let v297 = (v245 * vec2<f32>(2.0f, (-2.0f)));
        let v298 = (v297 + vec2<f32>((-1.0f), 1.0f));
        let v300 = vec4<f32>(v298, v247, 1.0f);
        let v305 = (v300 * v192);
        let v308 = v305.xyz;
        let v310 = v305.w;
        let v311 = vec3<f32>(v310);
        let v312 = (v308 / v311);
        let v252 = v45.y;
        let v253 = vec2<f32>(0.0f, v252);
        let v254 = (v5 + v253);
        let v256 = v234.x;
        let v320 = (v254 * vec2<f32>(2.0f, (-2.0f)));
        let v321 = (v320 + vec2<f32>((-1.0f), 1.0f));
        let v323 = vec4<f32>(v321, v256, 1.0f);
        let v328 = (v323 * v192);
        let v331 = v328.xyz;
        let v333 = v328.w;
        let v334 = vec3<f32>(v333);
        let v335 = (v331 / v334);
        let v261 = (v335 - v289);
        let v264 = (v312 - v289);
        let v265 = cross(v261, v264);
        let v266 = normalize(v265);
        let v66 = bitcast<vec2<f32>>(SsaoParams[24].xy);
        let v67 = (v5 * v66);
        let v68 = textureSample(RotationNoise, PointWrap, v67).xy;
        let v69 = (v68 * vec2<f32>(2.0f, 2.0f));
        let v70 = (v69 - vec2<f32>(1.0f, 1.0f));
        let v73 = vec3<f32>(v70, 0.0f);
        let v79 = dot(v73, v266);
        let v80 = vec3<f32>(v79);
        let v81 = (v266 * v80);
        let v82 = (v73 - v81);
        let v83 = normalize(v82);
        let v87 = cross(v266, v83);
        v92 = mat3x3<f32>(v83, v87, v266);
        let v96 = SsaoParams[25].y;
        v97 = min(v96, 16u);
        v348 = 0.0f;
        v351 = 0u;
        loop {
            let v177 = (v351 < v97);
            if v177 {
                let v103 = vec4<f32>(bitcast<f32>(SsaoParams[(32u + v351 * 4u) / 4u][(32u + v351 * 4u) % 4u]), bitcast<f32>(SsaoParams[((32u + v351 * 4u) + 1u) / 4u][((32u + v351 * 4u) + 1u) % 4u]), bitcast<f32>(SsaoParams[((32u + v351 * 4u) + 2u) / 4u][((32u + v351 * 4u) + 2u) % 4u]), bitcast<f32>(SsaoParams[((32u + v351 * 4u) + 3u) / 4u][((32u + v351 * 4u) + 3u) % 4u]));
                let v104 = v103.xyz;
                let v106 = (v92 * v104);
                let v108 = bitcast<f32>(SsaoParams[24].z);
                let v109 = vec3<f32>(v108);
                let v110 = (v106 * v109);
                let v111 = (v201 + v110);
                let v114 = mat4x4<f32>(vec4<f32>(bitcast<f32>(SsaoParams[0].x), bitcast<f32>(SsaoParams[1].x), bitcast<f32>(SsaoParams[2].x), bitcast<f32>(SsaoParams[3].x)), vec4<f32>(bitcast<f32>(SsaoParams[0].y), bitcast<f32>(SsaoParams[1].y), bitcast<f32>(SsaoParams[2].y), bitcast<f32>(SsaoParams[3].y)), vec4<f32>(bitcast<f32>(SsaoParams[0].z), bitcast<f32>(SsaoParams[1].z), bitcast<f32>(SsaoParams[2].z), bitcast<f32>(SsaoParams[3].z)), vec4<f32>(bitcast<f32>(SsaoParams[0].w), bitcast<f32>(SsaoParams[1].w), bitcast<f32>(SsaoParams[2].w), bitcast<f32>(SsaoParams[3].w)));
                let v116 = vec4<f32>(v111, 1.0f);
                let v117 = (v116 * v114);
                let v120 = v117.xy;
                let v122 = v117.w;
                let v123 = vec2<f32>(v122);
                let v124 = (v120 / v123);
                let v125 = (v124 * vec2<f32>(0.5f, (-0.5f)));
                let v126 = (v125 + vec2<f32>(0.5f, 0.5f));
                let v130 = textureSampleLevel(SceneDepth, PointClamp, v126, 0.0f).x;
                let v209 = (v126 * vec2<f32>(2.0f, (-2.0f)));
                let v210 = (v209 + vec2<f32>((-1.0f), 1.0f));
                let v212 = vec4<f32>(v210, v130, 1.0f);
                let v217 = (v212 * v192);
                let v220 = v217.xyz;
                let v222 = v217.w;
                let v223 = vec3<f32>(v222);
                let v224 = (v220 / v223);
                let v132 = v224.z;
                let v137 = v201.z;
                let v139 = (v137 - v132);
                let v140 = abs(v139);
                let v141 = max(v140, 0.0001f);
                let v142 = (v108 / v141);
                let v143 = smoothstep(0.0f, 1.0f, v142);
                let v147 = v111.z;
                let v149 = bitcast<f32>(SsaoParams[24].w);
                let v150 = (v147 + v149);
                let v151 = (v132 >= v150);
                let v152 = select(0.0f, 1.0f, v151);
                let v154 = (v152 * v143);
                v156 = (v348 + v154);
            } else {
                break;
            }
            continuing {
                let v159 = (v351 + 1u);
                v348 = v156;
                v351 = v159;
            }
        }
        let v163 = f32(v97);
        let v164 = max(v163, 1.0f);
        let v165 = (v348 / v164);
        let v167 = bitcast<f32>(SsaoParams[25].x);
        let v168 = (v165 * v167);
        let v169 = (1.0f - v168);
        let v174 = vec4<f32>(v169, v169, v169, 1.0f);
        v178 = v174;
        break;
        continuing {
        }
    }
    out_var_SV_Target0 = v178;
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
