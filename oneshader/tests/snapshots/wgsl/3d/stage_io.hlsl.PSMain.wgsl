struct StageVaryings {
    Position: vec4<f32>,
    NormalWS: vec3<f32>,
    Uv0: vec2<f32>,
    ScreenUv: vec2<f32>,
    GridCell: vec2<i32>,
    MaterialId: u32,
    Color: vec4<f32>,
    ClipDepth: f32,
}

struct StageTargets {
    Color: vec4<f32>,
    NormalRoughness: vec4<f32>,
    Ids: vec2<u32>,
    Depth: f32,
}

@group(0) @binding(0) var<uniform> StageCamera: array<vec4<u32>, 5>;
var<private> gl_FragCoord: vec4<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: vec2<f32>;
var<private> in_var_TEXCOORD2: vec2<i32>;
var<private> in_var_TEXCOORD3: u32;
var<private> in_var_COLOR0: vec4<f32>;
var<private> in_var_TEXCOORD4: f32;
var<private> gl_FrontFacing: bool;
var<private> out_var_SV_Target0: vec4<f32>;
var<private> out_var_SV_Target1: vec4<f32>;
var<private> out_var_SV_Target2: vec2<u32>;
var<private> gl_FragDepth: f32;
fn PSMain_body(a0: StageVaryings, a1: bool) -> StageTargets {
    var v0: StageVaryings;
    var v2: bool;
    var v4: StageTargets;
    var v5: vec3<f32>;
    var v14: f32;
    v0 = a0;
    v2 = a1;
    let v7 = v0.NormalWS;
    let v8 = normalize(v7);
    let v9 = v2;
    let v10 = select((-1.0f), 1.0f, v9);
    let v11 = vec3<f32>(v10);
    let v12 = (v8 * v11);
    v5 = v12;
    let v16 = v0.GridCell;
    let v17 = v16.x;
    let v19 = v0.GridCell;
    let v20 = v19.y;
    let v21 = (v17 + v20);
    let v22 = (v21 & 1i);
    let v23 = f32(v22);
    v14 = v23;
    let v26 = v0.Color;
    let v27 = v14;
    let v28 = mix(0.8f, 1.0f, v27);
    let v29 = vec4<f32>(v28);
    let v30 = (v26 * v29);
    v4.Color = v30;
    let v34 = StageCamera[4].y;
    let v35 = (v34 == 1u);
    if v35 {
        let v37 = v0.Uv0;
        let v38 = vec4<f32>(v37, 0.0f, 1.0f);
        v4.Color = v38;
    } else {
        let v42 = StageCamera[4].y;
        let v43 = (v42 == 2u);
        if v43 {
            let v45 = v0.ScreenUv;
            let v46 = vec4<f32>(v45, 0.0f, 1.0f);
            v4.Color = v46;
        }
    }
    let v49 = v5;
    let v50 = (v49 * vec3<f32>(0.5f, 0.5f, 0.5f));
    let v51 = (v50 + vec3<f32>(0.5f, 0.5f, 0.5f));
    let v52 = vec4<f32>(v51, 0.5f);
    v4.NormalRoughness = v52;
    let v56 = v0.MaterialId;
    let v57 = v2;
    let v58 = select(0u, 1u, v57);
    let v59 = vec2<u32>(v56, v58);
    v4.Ids = v59;
    let v63 = v0.ClipDepth;
    let v65 = bitcast<f32>(StageCamera[4].x);
    let v66 = (v63 + v65);
    let v67 = saturate(v66);
    v4.Depth = v67;
    let v70 = v4;
    return v70;
}

fn PSMain_1() {
    var v0: StageVaryings;
    var v1: bool;
    var v2: StageTargets;
    let v3 = gl_FragCoord;
    v0.Position = v3;
    let v6 = in_var_NORMAL0;
    v0.NormalWS = v6;
    let v9 = in_var_TEXCOORD0;
    v0.Uv0 = v9;
    let v12 = in_var_TEXCOORD1;
    v0.ScreenUv = v12;
    let v15 = in_var_TEXCOORD2;
    v0.GridCell = v15;
    let v18 = in_var_TEXCOORD3;
    v0.MaterialId = v18;
    let v21 = in_var_COLOR0;
    v0.Color = v21;
    let v24 = in_var_TEXCOORD4;
    v0.ClipDepth = v24;
    let v27 = gl_FrontFacing;
    v1 = v27;
    let v29 = v0;
    let v30 = v1;
    let v31 = PSMain_body(v29, v30);
    v2 = v31;
    let v34 = v2.Color;
    out_var_SV_Target0 = v34;
    let v37 = v2.NormalRoughness;
    out_var_SV_Target1 = v37;
    let v40 = v2.Ids;
    out_var_SV_Target2 = v40;
    let v43 = v2.Depth;
    gl_FragDepth = v43;
    return;
}

struct PSMain_Output {
    @location(0) out_0: vec4<f32>,
    @location(1) out_1: vec4<f32>,
    @location(2) out_2: vec2<u32>,
    @builtin(frag_depth) out_3: f32,
}

@fragment
fn PSMain(@builtin(position) in_0_0: vec4<f32>, @location(0) in_1_0: vec3<f32>, @location(1) @interpolate(perspective, centroid) in_2_0: vec2<f32>, @location(2) @interpolate(linear) in_3_0: vec2<f32>, @location(3) @interpolate(flat) in_4_0: vec2<i32>, @location(4) @interpolate(flat) in_5_0: u32, @location(5) in_6_0: vec4<f32>, @location(6) in_7_0: f32, @builtin(front_facing) in_8_0: bool) -> PSMain_Output {
    gl_FragCoord = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TEXCOORD0 = in_2_0;
    in_var_TEXCOORD1 = in_3_0;
    in_var_TEXCOORD2 = in_4_0;
    in_var_TEXCOORD3 = in_5_0;
    in_var_COLOR0 = in_6_0;
    in_var_TEXCOORD4 = in_7_0;
    gl_FrontFacing = in_8_0;
    PSMain_1();
    return PSMain_Output(out_var_SV_Target0, out_var_SV_Target1, out_var_SV_Target2, gl_FragDepth);
}
