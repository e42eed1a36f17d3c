struct QuadVaryings {
    Position: vec4<f32>,
    Uv: vec2<f32>,
    Layer: u32,
    Color: vec4<f32>,
}

@group(1) @binding(1) var QuadTextures: texture_2d_array<f32>;
@group(1) @binding(2) var QuadSampler: sampler;
@group(1) @binding(3) var<uniform> QuadEffects: array<vec4<u32>, 5>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSBlur_body(a0: QuadVaryings) -> vec4<f32> {
    var v0: QuadVaryings;
    var v2: u32;
    var v3: u32;
    var v4: u32;
    var v12: vec2<f32>;
    var v23: vec4<f32>;
    var v25: f32;
    var v27: u32;
    var v32: i32;
    var v41: i32;
    v0 = a0;
    let v5 = vec3<u32>(textureDimensions(QuadTextures, 0u), textureNumLayers(QuadTextures));
    let v6 = v5.x;
    v2 = v6;
    let v8 = v5.y;
    v3 = v8;
    let v10 = v5.z;
    v4 = v10;
    let v14 = bitcast<f32>(QuadEffects[4].x);
    let v15 = vec2<f32>(v14);
    let v16 = v2;
    let v17 = f32(v16);
    let v18 = v3;
    let v19 = f32(v18);
    let v20 = vec2<f32>(v17, v19);
    let v21 = (v15 / v20);
    v12 = v21;
    v23 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
    v25 = 0.0f;
    let v29 = QuadEffects[4].y;
    let v30 = min(v29, 4u);
    v27 = v30;
    let v33 = v27;
    let v34 = i32(v33);
    let v35 = -(v34);
    v32 = v35;
    loop {
        let v37 = v32;
        let v38 = v27;
        let v39 = i32(v38);
        let v40 = (v37 <= v39);
        if v40 {
            let v42 = v27;
            let v43 = i32(v42);
            let v44 = -(v43);
            v41 = v44;
            loop {
                let v46 = v41;
                let v47 = v27;
                let v48 = i32(v47);
                let v49 = (v46 <= v48);
                if v49 {
                    let v51 = v0.Uv;
                    let v52 = v41;
                    let v53 = f32(v52);
                    let v54 = v32;
                    let v55 = f32(v54);
                    let v56 = vec2<f32>(v53, v55);
                    let v57 = v12;
                    let v58 = (v56 * v57);
                    let v59 = (v51 + v58);
                    let v61 = v0.Layer;
                    let v62 = f32(v61);
                    let v63 = vec3<f32>(v59, v62);
                    let v64 = textureSampleLevel(QuadTextures, QuadSampler, v63.xy, i32(round(v63.z)), 0.0f);
                    let v65 = v23;
                    let v66 = (v65 + v64);
                    v23 = v66;
                    let v68 = v25;
                    let v69 = (v68 + 1.0f);
                    v25 = v69;
                } else {
                    break;
                }
                continuing {
                    let v71 = v41;
                    let v72 = (v71 + 1i);
                    v41 = v72;
                }
            }
        } else {
            break;
        }
        continuing {
            let v74 = v32;
            let v75 = (v74 + 1i);
            v32 = v75;
        }
    }
    let v77 = v23;
    let v78 = v25;
    let v79 = vec4<f32>(v78);
    let v80 = (v77 / v79);
    let v82 = v0.Color;
    let v83 = (v80 * v82);
    return v83;
}

fn PSBlur_1() {
    var v0: QuadVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.Uv = v5;
    let v8 = in_var_TEXCOORD1;
    v0.Layer = v8;
    let v11 = in_var_COLOR0;
    v0.Color = v11;
    let v14 = v0;
    let v15 = PSBlur_body(v14);
    v1 = v15;
    let v17 = v1;
    out_var_SV_Target0 = v17;
    return;
}

struct PSBlur_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSBlur(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) @interpolate(flat) in_2_0: u32, @location(2) in_3_0: vec4<f32>) -> PSBlur_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    in_var_COLOR0 = in_3_0;
    PSBlur_1();
    return PSBlur_Output(out_var_SV_Target0);
}
