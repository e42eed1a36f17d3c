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
    var v68: vec3<f32>;
    var v326: vec3<f32>;
    var v324: vec3<f32>;
    v2 = gl_FragCoord;
    let v5 = in_var_TEXCOORD0;
    let v22 = bitcast<f32>(AverageLuminance[0u]);
    let v24 = bitcast<f32>(TonemapParams[2].x);
    let v26 = bitcast<f32>(TonemapParams[2].y);
    let v27 = clamp(v22, v24, v26);
    let v30 = bitcast<f32>(TonemapParams[0].x);
    let v31 = exp2(v30);
    let v32 = (v31 * 0.18f);
    let v34 = max(v27, 0.0001f);
    let v35 = (v32 / v34);
    let v39 = textureSample(HdrScene, LinearClamp, v5);
    let v40 = v39.xyz;
    let v44 = textureSampleLevel(BloomChain, LinearClamp, v5, 0.0f);
    let v45 = v44.xyz;
    let v47 = bitcast<f32>(TonemapParams[0].y);
    let v48 = vec3<f32>(v47);
    let v49 = (v45 * v48);
    let v51 = (v40 + v49);
    let v54 = vec3<f32>(v35);
    let v56 = (v51 * v54);
    let v60 = bitcast<vec3<f32>>(TonemapParams[1].xyz);
    let v61 = (v56 * v60);
    let v108 = dot(v56, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v65 = (v108 * 4.0f);
    let v66 = saturate(v65);
    let v67 = vec3<f32>(v66);
    v68 = mix(v61, v56, v67);
    let v115 = TonemapParams[0].w;
    switch v115 {
        case 1u: {
            let v222 = dot(v68, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v147 = (1.0f + v222);
            let v148 = vec3<f32>(v147);
            let v149 = (v68 / v148);
            v326 = v149;
        }
        case 4u: {
            let v153 = dot(v68, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
            let v123 = vec3<f32>(v153);
            let v126 = (v153 * 0.1f);
            let v127 = saturate(v126);
            let v128 = vec3<f32>(v127);
            let v129 = mix(v68, v123, v128);
            v324 = v129;
            let v168 = (vec3<f32>(2.51f, 2.51f, 2.51f) * v324);
            let v169 = (v168 + vec3<f32>(0.03f, 0.03f, 0.03f));
            let v170 = (v324 * v169);
            let v173 = (vec3<f32>(2.43f, 2.43f, 2.43f) * v324);
            let v174 = (v173 + vec3<f32>(0.59f, 0.59f, 0.59f));
            let v175 = (v324 * v174);
            let v176 = (v175 + vec3<f32>(0.14f, 0.14f, 0.14f));
            let v177 = (v170 / v176);
            let v178 = saturate(v177);
            v326 = v178;
        }
        case 2u: {
            v324 = v68;
            let v168 = (vec3<f32>(2.51f, 2.51f, 2.51f) * v324);
            let v169 = (v168 + vec3<f32>(0.03f, 0.03f, 0.03f));
            let v170 = (v324 * v169);
            let v173 = (vec3<f32>(2.43f, 2.43f, 2.43f) * v324);
            let v174 = (v173 + vec3<f32>(0.59f, 0.59f, 0.59f));
            let v175 = (v324 * v174);
            let v176 = (v175 + vec3<f32>(0.14f, 0.14f, 0.14f));
            let v177 = (v170 / v176);
            let v178 = saturate(v177);
            v326 = v178;
        }
        case 3u: {
            let v136 = bitcast<f32>(TonemapParams[0].z);
            let v186 = (v68 * vec3<f32>(2.0f, 2.0f, 2.0f));
            let v243 = (vec3<f32>(0.15f, 0.15f, 0.15f) * v186);
            let v244 = (v243 + vec3<f32>(0.05f, 0.05f, 0.05f));
            let v245 = (v186 * v244);
            let v246 = (v245 + vec3<f32>(0.004f, 0.004f, 0.004f));
            let v250 = (v243 + vec3<f32>(0.5f, 0.5f, 0.5f));
            let v251 = (v186 * v250);
            let v252 = (v251 + vec3<f32>(0.060000002f, 0.060000002f, 0.060000002f));
            let v253 = (v246 / v252);
            let v254 = (v253 - vec3<f32>(0.06666666f, 0.06666666f, 0.06666666f));
            let v192 = vec3<f32>(v136, v136, v136);
            let v278 = (vec3<f32>(0.15f, 0.15f, 0.15f) * v192);
            let v279 = (v278 + vec3<f32>(0.05f, 0.05f, 0.05f));
            let v280 = (v192 * v279);
            let v281 = (v280 + vec3<f32>(0.004f, 0.004f, 0.004f));
            let v285 = (v278 + vec3<f32>(0.5f, 0.5f, 0.5f));
            let v286 = (v192 * v285);
            let v287 = (v286 + vec3<f32>(0.060000002f, 0.060000002f, 0.060000002f));
            let v288 = (v281 / v287);
            let v289 = (v288 - vec3<f32>(0.06666666f, 0.06666666f, 0.06666666f));
            let v194 = (vec3<f32>(1.0f, 1.0f, 1.0f) / v289);
            let v198 = (v254 * v194);
            v326 = v198;
        }
        case 0u, default: {
            let v140 = saturate(v68);
            v326 = v140;
        }
    }
    let v204 = max(v326, vec3<f32>(0.0f, 0.0f, 0.0f));
    let v207 = (v204 * vec3<f32>(12.92f, 12.92f, 12.92f));
    let v210 = pow(v204, vec3<f32>(0.41666666f, 0.41666666f, 0.41666666f));
    let v211 = (vec3<f32>(1.055f, 1.055f, 1.055f) * v210);
    let v212 = (v211 - vec3<f32>(0.055f, 0.055f, 0.055f));
    let v217 = step(vec3<f32>(0.0031308f, 0.0031308f, 0.0031308f), v204);
    let v218 = mix(v207, v212, v217);
    let v76 = v2.xy;
    let v77 = vec2<u32>(v76);
    let v80 = v77.x;
    let v82 = v77.y;
    let v83 = (v82 * 4096u);
    let v84 = (v80 + v83);
    let v86 = TonemapParams[2].z;
    let v87 = (v86 * 16777259u);
    let v88 = (v84 + v87);
    let v295 = (v88 * 747796405u);
    let v296 = (v295 + 2891336453u);
    let v300 = (v296 >> (28u & 31u));
    let v301 = (v300 + 4u);
    let v302 = (v296 >> (v301 & 31u));
    let v304 = (v302 ^ v296);
    let v305 = (v304 * 277803737u);
    let v308 = (v305 >> (22u & 31u));
    let v310 = (v308 ^ v305);
    let v259 = (v310 & 16777215u);
    let v260 = f32(v259);
    let v261 = (v260 / 16777216.0f);
    let v90 = (v261 - 0.5f);
    let v94 = bitcast<f32>(TonemapParams[1].w);
    let v95 = (v90 * v94);
    let v96 = (v95 / 255.0f);
    let v97 = vec3<f32>(v96);
    let v99 = (v218 + v97);
    let v314 = dot(v99, vec3<f32>(0.2126f, 0.7152f, 0.0722f));
    let v104 = vec4<f32>(v99, v314);
    out_var_SV_Target0 = v104;
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
