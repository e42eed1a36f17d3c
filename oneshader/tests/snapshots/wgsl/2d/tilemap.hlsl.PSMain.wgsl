diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var<uniform> TileMapParams: array<vec4<u32>, 6>;
@group(0) @binding(2) var TileImages: texture_2d_array<f32>;
@group(0) @binding(3) var TileSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> out_var_SV_Target0: vec4<f32>;
fn PSMain_1() {
    var v5: vec2<f32>;
    var v8: u32;
    var v25: u32;
    var v29: u32;
    var v38: bool;
    var v133: u32;
    var v77: vec4<f32>;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v25 = (v8 & 65535u);
    v29 = TileMapParams[5].x;
    let v30 = (v25 >= v29);
    if v30 {
        let v35 = TileMapParams[5].y;
        let v36 = (v29 + v35);
        let v37 = (v25 < v36);
        v38 = v37;
    } else {
        v38 = false;
    }
    if v38 {
        let v42 = bitcast<f32>(TileMapParams[4].w);
        let v44 = bitcast<f32>(TileMapParams[5].z);
        let v45 = (v42 * v44);
        let v46 = u32(v45);
        let v48 = (v46 + v25);
        let v51 = (v48 - v29);
        let v53 = TileMapParams[5].y;
        let v54 = (v51 % v53);
        let v55 = (v29 + v54);
        v133 = v55;
    } else {
        v133 = v25;
    }
    let v89 = (v8 & 262144u);
    let v90 = (v89 != 0u);
    let v92 = v5.y;
    let v94 = v5.x;
    let v95 = (1.0f - v94);
    let v96 = vec2<f32>(v92, v95);
    let v136 = select(v5, v96, v90);
    let v99 = (v8 & 65536u);
    let v100 = (v99 != 0u);
    let v102 = v136.x;
    let v103 = (1.0f - v102);
    var t1 = v136;
    t1.x = v103;
    let v130 = t1;
    let v135 = select(v136, v130, v100);
    let v107 = (v8 & 131072u);
    let v108 = (v107 != 0u);
    let v110 = v135.y;
    let v111 = (1.0f - v110);
    var t2 = v135;
    t2.y = v111;
    let v132 = t2;
    let v134 = select(v135, v132, v108);
    let v65 = dpdx(v5);
    let v69 = dpdy(v5);
    let v73 = f32(v133);
    let v74 = vec3<f32>(v134, v73);
    v77 = textureSampleGrad(TileImages, TileSampler, v74.xy, i32(round(v74.z)), v65, v69);
    let v80 = v77.w;
    let v81 = (v80 - 0.01f);
    let v82 = (v81 < 0.0f);
    if v82 {
        discard;
        return;
    }
    out_var_SV_Target0 = v77;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec2<f32>, @location(1) @interpolate(flat) in_2_0: u32) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_TEXCOORD0 = in_1_0;
    in_var_TEXCOORD1 = in_2_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0);
}
