diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> TonemapParams: array<vec4<u32>, 3>;
@group(0) @binding(1) var HdrScene: texture_2d<f32>;
@group(0) @binding(2) var BloomChain: texture_2d<f32>;
@group(0) @binding(3) var<storage, read> AverageLuminance: array<u32>;
@group(0) @binding(4) var LinearClamp: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v2: vec4<f32>;
    var v109: vec3<f32>;
    var v310: vec3<f32>;
    var v308: vec3<f32>;
    v2 = gl_FragCoord;
    let v5 = in_var_TEXCOORD0;
    let v61 = bitcast<f32>(AverageLuminance[0u]);
    let v63 = bitcast<f32>(TonemapParams[2].x);
    let v65 = bitcast<f32>(TonemapParams[2].y);
    let v66 = clamp(v61, v63, v65);
    let v69 = bitcast<f32>(TonemapParams[0].x);
    let v70 = exp2(v69);
    let v71 = (v70 * 0.18f);
    let v73 = max(v66, 0.0001f);
    let v74 = (v71 / v73);
    let v78 = textureSample(HdrScene, LinearClamp, v5);
    let v79 = v78.xyz;
    let v83 = textureSampleLevel(BloomChain, LinearClamp, v5, 0.0f);
    let v84 = v83.xyz;
    let v86 = bitcast<f32>(TonemapParams[0].y);
    let v87 = vec3<f32>(v86);
    let v88 = (v84 * v87);
    let v90 = (v79 + v88);
    let v93 = vec3<f32>(v74);
    let v95 = (v90 * v93);
    let v99 = bitcast<vec3<f32>>(TonemapParams[1].xyz);
    let v100 = (v95 * v99);
    let v105 = dot(v95, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v106 = (v105 * 4.0f);
    let v107 = saturate(v106);
    let v108 = vec3<f32>(v107);
    v109 = mix(v100, v95, v108);
    let v189 = TonemapParams[0].w;
    switch v189 {
        case 1u: {
            let v239 = dot(v109, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v240 = (1.0f + v239);
            let v241 = vec3<f32>(v240);
            let v242 = (v109 / v241);
            v310 = v242;
        }
        case 4u: {
            let v203 = dot(v109, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v204 = vec3<f32>(v203);
            let v229 = (v203 * 0.1f);
            let v230 = saturate(v229);
            let v231 = vec3<f32>(v230);
            let v232 = mix(v109, v204, v231);
            v308 = v232;
            let v214 = (vec3<f32>(2.51f, 2.51f, 2.51f) * v308);
            let v215 = (v214 + vec3<f32>(0.03f, 0.03f, 0.03f));
            let v216 = (v308 * v215);
            let v219 = (vec3<f32>(2.43f, 2.43f, 2.43f) * v308);
            let v220 = (v219 + vec3<f32>(0.59f, 0.59f, 0.59f));
            let v221 = (v308 * v220);
            let v222 = (v221 + vec3<f32>(0.14f, 0.14f, 0.14f));
            let v223 = (v216 / v222);
            let v224 = saturate(v223);
            v310 = v224;
        }
        case 2u: {
            v308 = v109;
            let v214 = (vec3<f32>(2.51f, 2.51f, 2.51f) * v308);
            let v215 = (v214 + vec3<f32>(0.03f, 0.03f, 0.03f));
            let v216 = (v308 * v215);
            let v219 = (vec3<f32>(2.43f, 2.43f, 2.43f) * v308);
            let v220 = (v219 + vec3<f32>(0.59f, 0.59f, 0.59f));
            let v221 = (v308 * v220);
            let v222 = (v221 + vec3<f32>(0.14f, 0.14f, 0.14f));
            let v223 = (v216 / v222);
            let v224 = saturate(v223);
            v310 = v224;
        }
        case 3u: {
            let v197 = bitcast<f32>(TonemapParams[0].z);
            let v247 = (v109 * vec3<f32>(2.0f, 2.0f, 2.0f));
            let v257 = (vec3<f32>(0.15f, 0.15f, 0.15f) * v247);
            let v258 = (v257 + vec3<f32>(0.05f, 0.05f, 0.05f));
            let v259 = (v247 * v258);
            let v260 = (v259 + vec3<f32>(0.004f, 0.004f, 0.004f));
            let v264 = (v257 + vec3<f32>(0.5f, 0.5f, 0.5f));
            let v265 = (v247 * v264);
            let v266 = (v265 + vec3<f32>(0.060000002f, 0.060000002f, 0.060000002f));
            let v267 = (v260 / v266);
            let v268 = (v267 - vec3<f32>(0.06666666f, 0.06666666f, 0.06666666f));
            let v273 = vec3<f32>(v197, v197, v197);
            let v283 = (vec3<f32>(0.15f, 0.15f, 0.15f) * v273);
            let v284 = (v283 + vec3<f32>(0.05f, 0.05f, 0.05f));
            let v285 = (v273 * v284);
            let v286 = (v285 + vec3<f32>(0.004f, 0.004f, 0.004f));
            let v290 = (v283 + vec3<f32>(0.5f, 0.5f, 0.5f));
            let v291 = (v273 * v290);
            let v292 = (v291 + vec3<f32>(0.060000002f, 0.060000002f, 0.060000002f));
            let v293 = (v286 / v292);
            let v294 = (v293 - vec3<f32>(0.06666666f, 0.06666666f, 0.06666666f));
            let v295 = (vec3<f32>(1.0f, 1.0f, 1.0f) / v294);
            let v299 = (v268 * v295);
            v310 = v299;
        }
        case 0u, default: {
            let v199 = saturate(v109);
            v310 = v199;
        }
    }
    let v114 = max(v310, vec3<f32>(0.0f, 0.0f, 0.0f));
    let v117 = (v114 * vec3<f32>(12.92f, 12.92f, 12.92f));
    let v120 = pow(v114, vec3<f32>(0.41666666f, 0.41666666f, 0.41666666f));
    let v121 = (vec3<f32>(1.055f, 1.055f, 1.055f) * v120);
    let v122 = (v121 - vec3<f32>(0.055f, 0.055f, 0.055f));
    let v127 = step(vec3<f32>(0.0031308f, 0.0031308f, 0.0031308f), v114);
    let v128 = mix(v117, v122, v127);
    let v132 = v2.xy;
    let v133 = vec2<u32>(v132);
    let v136 = v133.x;
    let v138 = v133.y;
    let v139 = (v138 * 4096u);
    let v140 = (v136 + v139);
    let v142 = TonemapParams[2].z;
    let v143 = (v142 * 16777259u);
    let v144 = (v140 + v143);
    let v153 = (v144 * 747796405u);
    let v154 = (v153 + 2891336453u);
    let v158 = (v154 >> (28u & 31u));
    let v159 = (v158 + 4u);
    let v160 = (v154 >> (v159 & 31u));
    let v162 = (v160 ^ v154);
    let v163 = (v162 * 277803737u);
    let v166 = (v163 >> (22u & 31u));
    let v168 = (v166 ^ v163);
    let v169 = (v168 & 16777215u);
    let v170 = f32(v169);
    let v171 = (v170 / 16777216.0f);
    let v172 = (v171 - 0.5f);
    let v176 = bitcast<f32>(TonemapParams[1].w);
    let v177 = (v172 * v176);
    let v178 = (v177 / 255.0f);
    let v179 = vec3<f32>(v178);
    let v181 = (v128 + v179);
    let v147 = dot(v181, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v148 = vec4<f32>(v181, v147);
    out_var_SV_Target0 = v148;
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
