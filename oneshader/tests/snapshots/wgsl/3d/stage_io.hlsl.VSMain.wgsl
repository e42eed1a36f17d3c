@group(0) @binding(0) var<uniform> StageCamera: array<vec4<u32>, 5>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> in_var_NORMAL0: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: vec2<f32>;
var<private> in_var_TEXCOORD2: vec2<i32>;
var<private> in_var_TEXCOORD3: u32;
var<private> in_var_INSTANCE_WORLD0: mat4x4<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> gl_VertexIndex: u32;
var<private> gl_InstanceIndex: u32;
var<private> gl_Position: vec4<f32>;
var<private> out_var_NORMAL0: vec3<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_TEXCOORD1: vec2<f32>;
var<private> out_var_TEXCOORD2: vec2<i32>;
var<private> out_var_TEXCOORD3: u32;
var<private> out_var_COLOR0: vec4<f32>;
var<private> out_var_TEXCOORD4: f32;
fn VSMain_1() {
    let v4 = in_var_POSITION0;
    let v7 = in_var_NORMAL0;
    let v10 = in_var_TEXCOORD0;
    let v13 = in_var_TEXCOORD1;
    let v16 = in_var_TEXCOORD2;
    let v19 = in_var_TEXCOORD3;
    let v22 = in_var_INSTANCE_WORLD0;
    let v25 = in_var_COLOR0;
    let v28 = gl_VertexIndex;
    let v30 = gl_InstanceIndex;
    let v73 = vec4<f32>(v4, 1.0f);
    let v74 = (v73 * v22);
    let v77 = mat4x4<f32>(vec4<f32>(bitcast<f32>(StageCamera[0].x), bitcast<f32>(StageCamera[1].x), bitcast<f32>(StageCamera[2].x), bitcast<f32>(StageCamera[3].x)), vec4<f32>(bitcast<f32>(StageCamera[0].y), bitcast<f32>(StageCamera[1].y), bitcast<f32>(StageCamera[2].y), bitcast<f32>(StageCamera[3].y)), vec4<f32>(bitcast<f32>(StageCamera[0].z), bitcast<f32>(StageCamera[1].z), bitcast<f32>(StageCamera[2].z), bitcast<f32>(StageCamera[3].z)), vec4<f32>(bitcast<f32>(StageCamera[0].w), bitcast<f32>(StageCamera[1].w), bitcast<f32>(StageCamera[2].w), bitcast<f32>(StageCamera[3].w)));
    let v79 = (v74 * v77);
    let v84 = v22[0];
    let v85 = v84.xyz;
    let v86 = v22[1];
    let v87 = v86.xyz;
    let v88 = v22[2];
    let v89 = v88.xyz;
    let v90 = mat3x3<f32>(v85, v87, v89);
    let v93 = (v7 * v90);
    let v94 = normalize(v93);
    let v101 = (v13 * vec2<f32>(0.0001f, 0.0001f));
    let v102 = (v10 + v101);
    let v107 = v79.xy;
    let v110 = v79.w;
    let v111 = vec2<f32>(v110);
    let v112 = (v107 / v111);
    let v113 = (v112 * vec2<f32>(0.5f, 0.5f));
    let v114 = (v113 + vec2<f32>(0.5f, 0.5f));
    let v120 = i32(v30);
    let v122 = (v28 & 1u);
    let v123 = i32(v122);
    let v124 = vec2<i32>(v120, v123);
    let v125 = (v16 + v124);
    let v138 = v79.z;
    let v142 = (v138 / v110);
    gl_Position = v79;
    out_var_NORMAL0 = v94;
    out_var_TEXCOORD0 = v102;
    out_var_TEXCOORD1 = v114;
    out_var_TEXCOORD2 = v125;
    out_var_TEXCOORD3 = v19;
    out_var_COLOR0 = v25;
    out_var_TEXCOORD4 = v142;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
    @location(0) out_1: vec3<f32>,
    @location(1) @interpolate(perspective, centroid) out_2: vec2<f32>,
    @location(2) @interpolate(linear) out_3: vec2<f32>,
    @location(3) @interpolate(flat) out_4: vec2<i32>,
    @location(4) @interpolate(flat) out_5: u32,
    @location(5) out_6: vec4<f32>,
    @location(6) out_7: f32,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @location(1) in_1_0: vec3<f32>, @location(2) in_2_0: vec2<f32>, @location(3) in_3_0: vec2<f32>, @location(5) in_4_0: vec2<i32>, @location(6) in_5_0: u32, @location(8) in_6_0: vec4<f32>, @location(9) in_6_1: vec4<f32>, @location(10) in_6_2: vec4<f32>, @location(11) in_6_3: vec4<f32>, @location(4) in_7_0: vec4<f32>, @builtin(vertex_index) in_8_0: u32, @builtin(instance_index) in_9_0: u32) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    in_var_NORMAL0 = in_1_0;
    in_var_TEXCOORD0 = in_2_0;
    in_var_TEXCOORD1 = in_3_0;
    in_var_TEXCOORD2 = in_4_0;
    in_var_TEXCOORD3 = in_5_0;
    in_var_INSTANCE_WORLD0[0] = in_6_0;
    in_var_INSTANCE_WORLD0[1] = in_6_1;
    in_var_INSTANCE_WORLD0[2] = in_6_2;
    in_var_INSTANCE_WORLD0[3] = in_6_3;
    in_var_COLOR0 = in_7_0;
    gl_VertexIndex = in_8_0;
    gl_InstanceIndex = in_9_0;
    VSMain_1();
    return VSMain_Output(gl_Position, out_var_NORMAL0, out_var_TEXCOORD0, out_var_TEXCOORD1, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_COLOR0, out_var_TEXCOORD4);
}
