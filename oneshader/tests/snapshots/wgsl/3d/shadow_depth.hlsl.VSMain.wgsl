struct CasterInstance {
    ObjectToWorld: mat4x3<f32>,
    LodFade: f32,
    CasterFlags: u32,
}

fn load_Casters(w: u32) -> CasterInstance {
    return CasterInstance(mat4x3<f32>(vec3<f32>(bitcast<f32>(Casters[w]), bitcast<f32>(Casters[(w + 1u)]), bitcast<f32>(Casters[(w + 2u)])), vec3<f32>(bitcast<f32>(Casters[(w + 4u)]), bitcast<f32>(Casters[((w + 4u) + 1u)]), bitcast<f32>(Casters[((w + 4u) + 2u)])), vec3<f32>(bitcast<f32>(Casters[(w + 8u)]), bitcast<f32>(Casters[((w + 8u) + 1u)]), bitcast<f32>(Casters[((w + 8u) + 2u)])), vec3<f32>(bitcast<f32>(Casters[(w + 12u)]), bitcast<f32>(Casters[((w + 12u) + 1u)]), bitcast<f32>(Casters[((w + 12u) + 2u)]))), bitcast<f32>(Casters[(w + 16u)]), Casters[(w + 17u)]);
}

@group(0) @binding(0) var<uniform> CascadeMatrices: array<vec4<u32>, 17>;
@group(0) @binding(1) var<storage, read> Casters: array<u32>;
@group(0) @binding(2) var<uniform> Push: array<vec4<u32>, 1>;
var<private> in_var_POSITION0: vec3<f32>;
var<private> gl_InstanceIndex: u32;
var<private> gl_Position: vec4<f32>;
fn VSMain_body(a0: vec3<f32>, a1: u32) -> vec4<f32> {
    var v0: vec3<f32>;
    var v2: u32;
    var v4: CasterInstance;
    var v12: vec3<f32>;
    var v19: vec4<f32>;
    var v8: u32;
    var v22: u32;
    v0 = a0;
    v2 = a1;
    let v6 = Push[0].y;
    let v7 = v2;
    v8 = (v6 + v7);
    let v10 = load_Casters((v8 * 20u));
    v4 = v10;
    let v13 = v0;
    let v14 = vec4<f32>(v13, 1.0f);
    let v16 = v4.ObjectToWorld;
    let v17 = (v16 * v14);
    v12 = v17;
    let v21 = Push[0].x;
    v22 = min(v21, 3u);
    let v24 = mat4x4<f32>(vec4<f32>(bitcast<f32>(CascadeMatrices[(v22 * 16u) / 4u][(v22 * 16u) % 4u]), bitcast<f32>(CascadeMatrices[((v22 * 16u) + 4u) / 4u][((v22 * 16u) + 4u) % 4u]), bitcast<f32>(CascadeMatrices[((v22 * 16u) + 8u) / 4u][((v22 * 16u) + 8u) % 4u]), bitcast<f32>(CascadeMatrices[((v22 * 16u) + 12u) / 4u][((v22 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(CascadeMatrices[((v22 * 16u) + 1u) / 4u][((v22 * 16u) + 1u) % 4u]), bitcast<f32>(CascadeMatrices[(((v22 * 16u) + 1u) + 4u) / 4u][(((v22 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(CascadeMatrices[(((v22 * 16u) + 1u) + 8u) / 4u][(((v22 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(CascadeMatrices[(((v22 * 16u) + 1u) + 12u) / 4u][(((v22 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(CascadeMatrices[((v22 * 16u) + 2u) / 4u][((v22 * 16u) + 2u) % 4u]), bitcast<f32>(CascadeMatrices[(((v22 * 16u) + 2u) + 4u) / 4u][(((v22 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(CascadeMatrices[(((v22 * 16u) + 2u) + 8u) / 4u][(((v22 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(CascadeMatrices[(((v22 * 16u) + 2u) + 12u) / 4u][(((v22 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(CascadeMatrices[((v22 * 16u) + 3u) / 4u][((v22 * 16u) + 3u) % 4u]), bitcast<f32>(CascadeMatrices[(((v22 * 16u) + 3u) + 4u) / 4u][(((v22 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(CascadeMatrices[(((v22 * 16u) + 3u) + 8u) / 4u][(((v22 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(CascadeMatrices[(((v22 * 16u) + 3u) + 12u) / 4u][(((v22 * 16u) + 3u) + 12u) % 4u])));
    let v25 = v12;
    let v26 = vec4<f32>(v25, 1.0f);
    let v27 = (v26 * v24);
    v19 = v27;
    let v29 = v19;
    let v30 = v29.z;
    let v31 = max(v30, 0.0f);
    let v33 = bitcast<f32>(CascadeMatrices[16].x);
    let v34 = v19;
    let v35 = v34.w;
    let v36 = (v33 * v35);
    let v37 = (v31 + v36);
    v19.z = v37;
    let v40 = v19;
    return v40;
}

fn VSMain_1() {
    var v0: vec3<f32>;
    var v1: u32;
    var v2: vec4<f32>;
    let v3 = in_var_POSITION0;
    v0 = v3;
    let v5 = gl_InstanceIndex;
    v1 = v5;
    let v7 = v0;
    let v8 = v1;
    let v9 = VSMain_body(v7, v8);
    v2 = v9;
    let v11 = v2;
    gl_Position = v11;
    return;
}

struct VSMain_Output {
    @builtin(position) out_0: vec4<f32>,
}

@vertex
fn VSMain(@location(0) in_0_0: vec3<f32>, @builtin(instance_index) in_1_0: u32) -> VSMain_Output {
    in_var_POSITION0 = in_0_0;
    gl_InstanceIndex = in_1_0;
    VSMain_1();
    return VSMain_Output(gl_Position);
}
