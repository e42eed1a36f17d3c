diagnostic(off, derivative_uniformity);

struct TileVaryings {
    Position: vec4<f32>,
    LocalUv: vec2<f32>,
    Cell: u32,
}

@group(0) @binding(0) var<uniform> TileMapParams: array<vec4<u32>, 6>;
@group(0) @binding(2) var TileImages: texture_2d_array<f32>;
@group(0) @binding(3) var TileSampler: sampler;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> out_var_SV_Target0: vec4<f32>;
fn ApplyFlips(a0: vec2<f32>, a1: u32) -> vec2<f32> {
    var v0: vec2<f32>;
    var v2: u32;
    v0 = a0;
    v2 = a1;
    let v4 = v2;
    let v5 = (v4 & 262144u);
    let v6 = (v5 != 0u);
    if v6 {
        let v7 = v0;
        let v8 = v7.y;
        let v9 = v0;
        let v10 = v9.x;
        let v11 = (1.0f - v10);
        let v12 = vec2<f32>(v8, v11);
        v0 = v12;
    }
    let v14 = v2;
    let v15 = (v14 & 65536u);
    let v16 = (v15 != 0u);
    if v16 {
        let v17 = v0;
        let v18 = v17.x;
        let v19 = (1.0f - v18);
        v0.x = v19;
    }
    let v22 = v2;
    let v23 = (v22 & 131072u);
    let v24 = (v23 != 0u);
    if v24 {
        let v25 = v0;
        let v26 = v25.y;
        let v27 = (1.0f - v26);
        v0.y = v27;
    }
    let v30 = v0;
    return v30;
}

fn PSMain_body(a0: TileVaryings) -> vec4<f32> {
    var v0: TileVaryings;
    var v2: u32;
    var v37: vec2<f32>;
    var v44: vec2<f32>;
    var v49: vec2<f32>;
    var v54: vec4<f32>;
    var v18: bool;
    v0 = a0;
    let v4 = v0.Cell;
    let v5 = (v4 & 65535u);
    v2 = v5;
    let v7 = v2;
    let v9 = TileMapParams[5].x;
    let v10 = (v7 >= v9);
    if v10 {
        let v11 = v2;
        let v13 = TileMapParams[5].x;
        let v15 = TileMapParams[5].y;
        let v16 = (v13 + v15);
        let v17 = (v11 < v16);
        v18 = v17;
    } else {
        v18 = false;
    }
    if v18 {
        let v20 = TileMapParams[5].x;
        let v22 = bitcast<f32>(TileMapParams[4].w);
        let v24 = bitcast<f32>(TileMapParams[5].z);
        let v25 = (v22 * v24);
        let v26 = u32(v25);
        let v27 = v2;
        let v28 = (v26 + v27);
        let v30 = TileMapParams[5].x;
        let v31 = (v28 - v30);
        let v33 = TileMapParams[5].y;
        let v34 = (v31 % v33);
        let v35 = (v20 + v34);
        v2 = v35;
    }
    let v39 = v0.LocalUv;
    let v41 = v0.Cell;
    let v42 = ApplyFlips(v39, v41);
    v37 = v42;
    let v46 = v0.LocalUv;
    let v47 = dpdx(v46);
    v44 = v47;
    let v51 = v0.LocalUv;
    let v52 = dpdy(v51);
    v49 = v52;
    let v55 = v37;
    let v56 = v2;
    let v57 = f32(v56);
    let v58 = vec3<f32>(v55, v57);
    let v59 = v44;
    let v60 = v49;
    let v61 = textureSampleGrad(TileImages, TileSampler, v58.xy, i32(round(v58.z)), v59, v60);
    v54 = v61;
    let v63 = v54;
    let v64 = v63.w;
    let v65 = (v64 - 0.01f);
    let v66 = (v65 < 0.0f);
    if v66 {
        discard;
        return vec4<f32>();
    }
    let v67 = v54;
    return v67;
}

fn PSMain_1() {
    var v0: TileVaryings;
    var v1: vec4<f32>;
    let v2 = gl_FragCoord;
    v0.Position = v2;
    let v5 = in_var_TEXCOORD0;
    v0.LocalUv = v5;
    let v8 = in_var_TEXCOORD1;
    v0.Cell = v8;
    let v11 = v0;
    let v12 = PSMain_body(v11);
    v1 = v12;
    let v14 = v1;
    out_var_SV_Target0 = v14;
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
