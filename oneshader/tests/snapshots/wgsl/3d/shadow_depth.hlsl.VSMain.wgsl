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
fn VSMain_1() {
    var v23: u32;
    var v35: u32;
    let v3 = in_var_POSITION0;
    let v5 = gl_InstanceIndex;
    let v21 = Push[0].y;
    v23 = (v21 + v5);
    let v25 = load_Casters((v23 * 20u));
    let v57 = v25.ObjectToWorld;
    let v28 = vec4<f32>(v3, 1.0f);
    let v31 = (v57 * v28);
    let v34 = Push[0].x;
    v35 = min(v34, 3u);
    let v37 = mat4x4<f32>(vec4<f32>(bitcast<f32>(CascadeMatrices[(v35 * 16u) / 4u][(v35 * 16u) % 4u]), bitcast<f32>(CascadeMatrices[((v35 * 16u) + 4u) / 4u][((v35 * 16u) + 4u) % 4u]), bitcast<f32>(CascadeMatrices[((v35 * 16u) + 8u) / 4u][((v35 * 16u) + 8u) % 4u]), bitcast<f32>(CascadeMatrices[((v35 * 16u) + 12u) / 4u][((v35 * 16u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(CascadeMatrices[((v35 * 16u) + 1u) / 4u][((v35 * 16u) + 1u) % 4u]), bitcast<f32>(CascadeMatrices[(((v35 * 16u) + 1u) + 4u) / 4u][(((v35 * 16u) + 1u) + 4u) % 4u]), bitcast<f32>(CascadeMatrices[(((v35 * 16u) + 1u) + 8u) / 4u][(((v35 * 16u) + 1u) + 8u) % 4u]), bitcast<f32>(CascadeMatrices[(((v35 * 16u) + 1u) + 12u) / 4u][(((v35 * 16u) + 1u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(CascadeMatrices[((v35 * 16u) + 2u) / 4u][((v35 * 16u) + 2u) % 4u]), bitcast<f32>(CascadeMatrices[(((v35 * 16u) + 2u) + 4u) / 4u][(((v35 * 16u) + 2u) + 4u) % 4u]), bitcast<f32>(CascadeMatrices[(((v35 * 16u) + 2u) + 8u) / 4u][(((v35 * 16u) + 2u) + 8u) % 4u]), bitcast<f32>(CascadeMatrices[(((v35 * 16u) + 2u) + 12u) / 4u][(((v35 * 16u) + 2u) + 12u) % 4u])), vec4<f32>(bitcast<f32>(CascadeMatrices[((v35 * 16u) + 3u) / 4u][((v35 * 16u) + 3u) % 4u]), bitcast<f32>(CascadeMatrices[(((v35 * 16u) + 3u) + 4u) / 4u][(((v35 * 16u) + 3u) + 4u) % 4u]), bitcast<f32>(CascadeMatrices[(((v35 * 16u) + 3u) + 8u) / 4u][(((v35 * 16u) + 3u) + 8u) % 4u]), bitcast<f32>(CascadeMatrices[(((v35 * 16u) + 3u) + 12u) / 4u][(((v35 * 16u) + 3u) + 12u) % 4u])));
    let v39 = vec4<f32>(v31, 1.0f);
    let v40 = (v39 * v37);
    let v43 = v40.z;
    let v44 = max(v43, 0.0f);
    let v46 = bitcast<f32>(CascadeMatrices[16].x);
    let v48 = v40.w;
    let v49 = (v46 * v48);
    let v50 = (v44 + v49);
    var t1 = v40;
    t1.z = v50;
    let v63 = t1;
    gl_Position = v63;
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
