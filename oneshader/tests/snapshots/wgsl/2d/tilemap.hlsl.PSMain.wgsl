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
    var v27: u32;
    var v31: u32;
    var v40: bool;
    var v129: u32;
    var v132: vec2<f32>;
    var v131: vec2<f32>;
    var v130: vec2<f32>;
    var v108: vec4<f32>;
    v5 = in_var_TEXCOORD0;
    v8 = in_var_TEXCOORD1;
    v27 = (v8 & 65535u);
    v31 = TileMapParams[5].x;
    let v32 = (v27 >= v31);
    if v32 {
        let v37 = TileMapParams[5].y;
        let v38 = (v31 + v37);
        let v39 = (v27 < v38);
        v40 = v39;
    } else {
        v40 = false;
    }
    if v40 {
        let v44 = bitcast<f32>(TileMapParams[4].w);
        let v46 = bitcast<f32>(TileMapParams[5].z);
        let v47 = (v44 * v46);
        let v48 = u32(v47);
        let v50 = (v48 + v27);
        let v53 = (v50 - v31);
        let v55 = TileMapParams[5].y;
        let v56 = (v53 % v55);
        let v57 = (v31 + v56);
        v129 = v57;
    } else {
        v129 = v27;
    }
    let v67 = (v8 & 262144u);
    let v68 = (v67 != 0u);
    if v68 {
        let v70 = v5.y;
        let v72 = v5.x;
        let v73 = (1.0f - v72);
        let v74 = vec2<f32>(v70, v73);
        v132 = v74;
    } else {
        v132 = v5;
    }
    let v77 = (v8 & 65536u);
    let v78 = (v77 != 0u);
    if v78 {
        let v80 = v132.x;
        let v81 = (1.0f - v80);
        var t1 = v132;
        t1.x = v81;
        let v124 = t1;
        v131 = v124;
    } else {
        v131 = v132;
    }
    let v85 = (v8 & 131072u);
    let v86 = (v85 != 0u);
    if v86 {
        let v88 = v131.y;
        let v89 = (1.0f - v88);
        var t2 = v131;
        t2.y = v89;
        let v126 = t2;
        v130 = v126;
    } else {
        v130 = v131;
    }
    let v96 = dpdx(v5);
    let v100 = dpdy(v5);
    let v104 = f32(v129);
    let v105 = vec3<f32>(v130, v104);
    v108 = textureSampleGrad(TileImages, TileSampler, v105.xy, i32(round(v105.z)), v96, v100);
    let v111 = v108.w;
    let v112 = (v111 - 0.01f);
    let v113 = (v112 < 0.0f);
    if v113 {
        discard;
        return;
    }
    out_var_SV_Target0 = v108;
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
