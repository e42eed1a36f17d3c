@group(0) @binding(0) var<uniform> TileMapParams: array<vec4<u32>, 6>;
@group(0) @binding(1) var<storage, read> MapCells: array<u32>;
var<private> gl_VertexIndex: u32;
var<private> gl_InstanceIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_TEXCOORD1: u32;
fn VSMain_1() {
    var v3: u32;
    var v41: vec2<u32>;
    var v45: u32;
    var v47: u32;
    var v54: bool;
    var v64: u32;
    var v120: u32;
    v3 = gl_VertexIndex;
    let v5 = gl_InstanceIndex;
    let v31 = TileMapParams[4].xy;
    let v34 = TileMapParams[4].z;
    let v35 = (v5 % v34);
    let v39 = (v5 / v34);
    let v40 = vec2<u32>(v35, v39);
    v41 = (v31 + v40);
    v45 = v41.x;
    v47 = TileMapParams[3].z;
    let v48 = (v45 < v47);
    if v48 {
        let v50 = v41.y;
        let v52 = TileMapParams[3].w;
        let v53 = (v50 < v52);
        v54 = v53;
    } else {
        v54 = false;
    }
    if v54 {
        let v56 = v41.y;
        let v59 = (v56 * v47);
        let v62 = (v59 + v45);
        let v63 = (v62 * 4u);
        v64 = (v63 >> (2u & 31u));
        let v66 = MapCells[(v64)];
        v120 = v66;
    } else {
        v120 = 65535u;
    }
    let v69 = (v3 & 1u);
    let v70 = f32(v69);
    let v72 = (v3 >> (1u & 31u));
    let v73 = f32(v72);
    let v74 = vec2<f32>(v70, v73);
    let v77 = vec2<f32>(v41);
    let v79 = (v77 + v74);
    let v81 = bitcast<vec2<f32>>(TileMapParams[3].xy);
    let v82 = (v79 * v81);
    let v85 = mat3x3<f32>(bitcast<vec3<f32>>(TileMapParams[0].xyz), bitcast<vec3<f32>>(TileMapParams[1].xyz), bitcast<vec3<f32>>(TileMapParams[2].xyz));
    let v87 = vec3<f32>(v82, 1.0f);
    let v88 = (v87 * v85);
    let v91 = (v120 & 65535u);
    let v92 = (v91 == 65535u);
    let v94 = v88.xy;
    let v95 = vec4<f32>(v94, 0.0f, 1.0f);
    let v96 = select(v95, vec4<f32>(2.0f, 2.0f, 2.0f, 1.0f), v92);
    gl_Position = v96;
    out_var_TEXCOORD0 = v74;
    out_var_TEXCOORD1 = v120;
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
