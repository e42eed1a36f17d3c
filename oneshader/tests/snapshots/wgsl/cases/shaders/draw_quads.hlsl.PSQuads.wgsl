var<private> gl_FragCoord: vec4<f32>;
var<private> out_var_SV_Target0: vec4<u32>;
fn PSQuads_body(a0: vec4<f32>) -> vec4<u32> {
    var v0: vec4<f32>;
    var v2: vec2<u32>;
    var v7: u32;
    v0 = a0;
    let v3 = v0;
    let v4 = v3.xy;
    let v5 = vec2<u32>(v4);
    v2 = v5;
    let v8 = v2;
    let v9 = v8.y;
    let v10 = (v9 * 16u);
    let v11 = v2;
    let v12 = v11.x;
    let v13 = (v10 + v12);
    v7 = v13;
    let v15 = v7;
    let v16 = quadSwapX(v15);
    let v17 = v7;
    let v18 = quadSwapY(v17);
    let v19 = v7;
    let v20 = quadSwapDiagonal(v19);
    let v21 = v7;
    let v22 = quadBroadcast(v21, 0u);
    let v23 = v2;
    let v24 = v23.x;
    let v25 = (v24 == 3u);
    let v26 = (quadSwapX(u32(v25)) != 0u);
    let v27 = (v25 | v26);
    let v28 = (quadSwapY(u32(v25)) != 0u);
    let v29 = (v27 | v28);
    let v30 = (quadSwapDiagonal(u32(v25)) != 0u);
    let v31 = (v29 | v30);
    let v32 = select(0u, 256u, v31);
    let v33 = (v22 | v32);
    let v34 = vec4<u32>(v16, v18, v20, v33);
    return v34;
}

fn PSQuads_1() {
    var v0: vec4<f32>;
    var v1: vec4<u32>;
    let v2 = gl_FragCoord;
    v0 = v2;
    let v4 = v0;
    let v5 = PSQuads_body(v4);
    v1 = v5;
    let v7 = v1;
    out_var_SV_Target0 = v7;
    return;
}

struct PSQuads_Output {
    @location(0) out_0: vec4<u32>,
}

@fragment
fn PSQuads(@builtin(position) in_0_0: vec4<f32>) -> PSQuads_Output {
    gl_FragCoord = in_0_0;
    PSQuads_1();
    return PSQuads_Output(out_var_SV_Target0);
}
