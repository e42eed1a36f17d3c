var<private> gl_FragCoord: vec4<f32>;
var<private> out_var_SV_Target0: vec4<u32>;
fn PSQuads_1() {
    let v2 = gl_FragCoord;
    let v14 = v2.xy;
    let v15 = vec2<u32>(v14);
    let v18 = v15.y;
    let v19 = (v18 * 16u);
    let v21 = v15.x;
    let v22 = (v19 + v21);
    let v25 = quadSwapX(v22);
    let v27 = quadSwapY(v22);
    let v29 = quadSwapDiagonal(v22);
    let v31 = quadBroadcast(v22, 0u);
    let v34 = (v21 == 3u);
    let v35 = (quadSwapX(u32(v34)) != 0u);
    let v36 = (v34 | v35);
    let v37 = (quadSwapY(u32(v34)) != 0u);
    let v38 = (v36 | v37);
    let v39 = (quadSwapDiagonal(u32(v34)) != 0u);
    let v40 = (v38 | v39);
    let v41 = select(0u, 256u, v40);
    let v42 = (v31 | v41);
    let v43 = vec4<u32>(v25, v27, v29, v42);
    out_var_SV_Target0 = v43;
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
