struct TileVaryings {
    Position: vec4<f32>,
    LocalUv: vec2<f32>,
    Cell: u32,
}

@group(0) @binding(0) var<uniform> TileMapParams: array<vec4<u32>, 6>;
@group(0) @binding(1) var<storage, read> MapCells: array<u32>;
var<private> gl_VertexIndex: u32;
var<private> gl_InstanceIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_TEXCOORD1: u32;
fn VSMain_body(a0: u32, a1: u32) -> TileVaryings {
    var v0: u32;
    var v2: u32;
    var v4: vec2<u32>;
    var v18: u32;
    var v44: vec2<f32>;
    var v53: vec2<f32>;
    var v62: vec3<f32>;
    var v69: TileVaryings;
    var v30: bool;
    var v40: u32;
    v0 = a0;
    v2 = a1;
    let v6 = TileMapParams[4].xy;
    let v7 = v2;
    let v9 = TileMapParams[4].z;
    let v10 = (v7 % v9);
    let v11 = v2;
    let v13 = TileMapParams[4].z;
    let v14 = (v11 / v13);
    let v15 = vec2<u32>(v10, v14);
    let v16 = (v6 + v15);
    v4 = v16;
    v18 = 65535u;
    let v20 = v4;
    let v21 = v20.x;
    let v23 = TileMapParams[3].z;
    let v24 = (v21 < v23);
    if v24 {
        let v25 = v4;
        let v26 = v25.y;
        let v28 = TileMapParams[3].w;
        let v29 = (v26 < v28);
        v30 = v29;
    } else {
        v30 = false;
    }
    if v30 {
        let v31 = v4;
        let v32 = v31.y;
        let v34 = TileMapParams[3].z;
        let v35 = (v32 * v34);
        let v36 = v4;
        let v37 = v36.x;
        let v38 = (v35 + v37);
        let v39 = (v38 * 4u);
        v40 = (v39 >> (2u & 31u));
        let v42 = MapCells[(v40)];
        v18 = v42;
    }
    let v45 = v0;
    let v46 = (v45 & 1u);
    let v47 = f32(v46);
    let v48 = v0;
    let v49 = (v48 >> (1u & 31u));
    let v50 = f32(v49);
    let v51 = vec2<f32>(v47, v50);
    v44 = v51;
    let v54 = v4;
    let v55 = vec2<f32>(v54);
    let v56 = v44;
    let v57 = (v55 + v56);
    let v59 = bitcast<vec2<f32>>(TileMapParams[3].xy);
    let v60 = (v57 * v59);
    v53 = v60;
    let v64 = mat3x3<f32>(bitcast<vec3<f32>>(TileMapParams[0].xyz), bitcast<vec3<f32>>(TileMapParams[1].xyz), bitcast<vec3<f32>>(TileMapParams[2].xyz));
    let v65 = v53;
    let v66 = vec3<f32>(v65, 1.0f);
    let v67 = (v66 * v64);
    v62 = v67;
    let v70 = v18;
    let v71 = (v70 & 65535u);
    let v72 = (v71 == 65535u);
    let v73 = v62;
    let v74 = v73.xy;
    let v75 = vec4<f32>(v74, 0.0f, 1.0f);
    let v76 = select(v75, vec4<f32>(2.0f, 2.0f, 2.0f, 1.0f), v72);
    v69.Position = v76;
    let v79 = v44;
    v69.LocalUv = v79;
    let v82 = v18;
    v69.Cell = v82;
    let v85 = v69;
    return v85;
}

fn VSMain_1() {
    var v0: u32;
    var v1: u32;
    var v2: TileVaryings;
    let v3 = gl_VertexIndex;
    v0 = v3;
    let v5 = gl_InstanceIndex;
    v1 = v5;
    let v7 = v0;
    let v8 = v1;
    let v9 = VSMain_body(v7, v8);
    v2 = v9;
    let v12 = v2.Position;
    gl_Position = v12;
    let v15 = v2.LocalUv;
    out_var_TEXCOORD0 = v15;
    let v18 = v2.Cell;
    out_var_TEXCOORD1 = v18;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec2<f32>,
    @location(1) @interpolate(flat) out_2: u32,
}

@vertex
fn VSMain(@builtin(vertex_index) in_0_0: u32, @builtin(instance_index) in_1_0: u32) -> VSMain_Output {
    gl_VertexIndex = in_0_0;
    gl_InstanceIndex = in_1_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_TEXCOORD0, out_var_TEXCOORD1);
}
