//! Vulkan's newer system values as DXC maps them (SPIR-V.rst's semantic table):
//! `SV_Barycentrics` (`BaryCoordKHR`, `BaryCoordNoPerspKHR` when `noperspective`) and
//! `SV_ShadingRate` (`ShadingRateKHR` in, `PrimitiveShadingRateKHR` out), each with its
//! capability and extension, valid under spirv-val; MSL has barycentrics, WGSL neither (a
//! refusal at the semantic).

mod common;

use oneshader::{compile, CompileOptions, CompileTarget, Stage};

/// `(builtin, capability, extension)` decorations, capabilities and extensions of a module.
fn builtins(words: &[u32]) -> (Vec<u32>, Vec<u32>, Vec<String>) {
    let mut out = (Vec::new(), Vec::new(), Vec::new());
    for (op, w) in common::spirv_instructions(words) {
        if op == spirv::Op::Decorate as u32 && w[1] == spirv::Decoration::BuiltIn as u32 {
            out.0.push(w[2]);
        } else if op == spirv::Op::Capability as u32 {
            out.1.push(w[0]);
        } else if op == spirv::Op::Extension as u32 {
            let bytes: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
            let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
            out.2
                .push(String::from_utf8_lossy(&bytes[..end]).into_owned());
        }
    }
    out
}

const PIXEL: &str = "float4 main(float3 b : SV_Barycentrics, noperspective float3 flat_b : SV_Barycentrics1, uint rate : SV_ShadingRate) : SV_Target {\n    return float4(b + flat_b, rate);\n}\n";

const VERTEX: &str = "struct VSOut { float4 pos : SV_Position; uint rate : SV_ShadingRate; };\nVSOut main(float4 p : POSITION) {\n    VSOut o;\n    o.pos = p;\n    o.rate = 0x5; // 2x2, Direct3D's encoding and Vulkan's\n    return o;\n}\n";

#[test]
fn barycentrics_and_shading_rate_are_vulkans_built_ins() {
    let r = compile(
        PIXEL,
        "ps.hlsl",
        &common::main_entry(Stage::Pixel, CompileTarget::SpirV),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let w = r.blobs[0].words();
    common::spirv_val(&w, "barycentrics").unwrap();
    let (b, caps, exts) = builtins(&w);
    for builtin in [
        spirv::BuiltIn::BaryCoordKHR,
        spirv::BuiltIn::BaryCoordNoPerspKHR,
        spirv::BuiltIn::ShadingRateKHR,
    ] {
        assert!(b.contains(&(builtin as u32)), "{builtin:?}");
    }
    for cap in [
        spirv::Capability::FragmentBarycentricKHR,
        spirv::Capability::FragmentShadingRateKHR,
    ] {
        assert!(caps.contains(&(cap as u32)), "{cap:?}");
    }
    assert_eq!(
        exts,
        [
            "SPV_KHR_fragment_shader_barycentric",
            "SPV_KHR_fragment_shading_rate"
        ]
    );

    let r = compile(
        VERTEX,
        "vs.hlsl",
        &common::main_entry(Stage::Vertex, CompileTarget::SpirV),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let w = r.blobs[0].words();
    common::spirv_val(&w, "shading rate").unwrap();
    assert!(builtins(&w)
        .0
        .contains(&(spirv::BuiltIn::PrimitiveShadingRateKHR as u32)));
}

#[test]
fn msl_reads_barycentrics_and_wgsl_refuses_both_at_the_semantic() {
    let ps = PIXEL
        .replace(", uint rate : SV_ShadingRate", "")
        .replace(", rate)", ", 1)");
    let r = compile(
        &ps,
        "ps.hlsl",
        &common::main_entry(Stage::Pixel, CompileTarget::Msl),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let msl = String::from_utf8(r.blobs[0].data.clone()).unwrap();
    assert!(msl.contains("[[barycentric_coord]]"), "{msl}");
    assert!(
        msl.contains("[[barycentric_coord, center_no_perspective]]"),
        "{msl}"
    );
    let r = compile(
        PIXEL,
        "ps.hlsl",
        &common::main_entry(Stage::Pixel, CompileTarget::Wgsl),
    );
    let errors: Vec<_> = r.diagnostics.iter().filter(|d| d.is_error()).collect();
    assert!(
        errors[0].message.starts_with("WGSL has no SV_Barycentrics"),
        "{errors:?}"
    );
    assert_eq!(errors[0].code, oneshader::Code::WGSL_UNSUPPORTED);
    let r = compile(
        VERTEX,
        "vs.hlsl",
        &common::main_entry(Stage::Vertex, CompileTarget::Msl),
    );
    let d = r.diagnostics.iter().find(|d| d.is_error()).unwrap();
    assert!(
        d.message
            .starts_with("Metal has no per-primitive shading rate"),
        "{d}"
    );
    assert_eq!(d.line, 1, "{d}");
}

/// Shader model 6.6's compute derivatives (DXC's `addDerivativeGroupExecutionMode`): `ddx`
/// and implicit-level sampling in a compute shader declare `DerivativeGroupQuads` for 2x2
/// quads, `DerivativeGroupLinear` for numthreads (4n, 1, 1); an odd group is an error naming
/// the shape, and below 6.6 sema refuses them with the profile to use.
#[test]
fn compute_derivatives_from_shader_model_6_6() {
    let source = |threads: &str| {
        format!(
            "Texture2D<float4> Tex; SamplerState Smp; RWTexture2D<float4> Out;\n\
             [numthreads({threads})]\n\
             void main(uint3 id : SV_DispatchThreadID) {{\n\
             float2 uv = float2(id.xy) / 64.0;\n\
             Out[id.xy] = Tex.Sample(Smp, uv) + ddx(uv.x);\n\
             }}\n"
        )
    };
    let cs = |model: u8| CompileOptions {
        shader_model: oneshader::ShaderModel {
            major: 6,
            minor: model,
        },
        ..common::main_entry(Stage::Compute, CompileTarget::SpirV)
    };
    for (threads, mode) in [
        ("8, 8, 1", spirv::ExecutionMode::DerivativeGroupQuadsKHR),
        ("16, 1, 1", spirv::ExecutionMode::DerivativeGroupLinearKHR),
    ] {
        let r = compile(&source(threads), "cs.hlsl", &cs(6));
        assert!(r.success(), "{threads}: {:?}", r.diagnostics);
        let w = r.blobs[0].words();
        common::spirv_val(&w, threads).unwrap();
        let modes: Vec<u32> = common::spirv_instructions(&w)
            .into_iter()
            .filter(|(op, _)| *op == spirv::Op::ExecutionMode as u32)
            .map(|(_, w)| w[1])
            .collect();
        assert!(modes.contains(&(mode as u32)), "{threads}: {modes:?}");
    }
    let r = compile(&source("3, 3, 1"), "cs.hlsl", &cs(6));
    let d = r.diagnostics.iter().find(|d| d.is_error()).unwrap();
    assert!(d.message.contains("numthreads with x and y even"), "{d}");
    let r = compile(&source("8, 8, 1"), "cs.hlsl", &cs(5));
    let d = r.diagnostics.iter().find(|d| d.is_error()).unwrap();
    assert!(d.message.contains("compile with -T cs_6_6"), "{d}");
    assert_eq!(d.line, 5, "{d}");
}

/// `[[vk::builtin("...")]]` on struct members (SPIR-V.rst, "Builtin variables"): `PointSize`
/// as a vertex output, `BaseVertex`, `BaseInstance` and `DrawIndex` as vertex inputs (with
/// `DrawParameters`), whatever the member's semantic; any other name or place is an error at
/// the semantic. MSL writes `[[point_size]]`; WGSL refuses both.
#[test]
fn vk_builtin_attributes_name_vulkan_built_ins() {
    let source = "struct VSIn {\n    float4 pos : POSITION;\n    [[vk::builtin(\"DrawIndex\")]] uint draw : DRAWID;\n    [[vk::builtin(\"BaseVertex\")]] int first : FIRSTVERTEX;\n};\nstruct VSOut {\n    float4 pos : SV_Position;\n    [[vk::builtin(\"PointSize\")]] float size : PSIZE;\n};\nVSOut main(VSIn i) {\n    VSOut o;\n    o.pos = i.pos + float(i.draw + uint(i.first));\n    o.size = 4.0;\n    return o;\n}\n";
    let r = compile(
        source,
        "vs.hlsl",
        &common::main_entry(Stage::Vertex, CompileTarget::SpirV),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let w = r.blobs[0].words();
    common::spirv_val(&w, "vk::builtin").unwrap();
    let (b, caps, _) = builtins(&w);
    for builtin in [
        spirv::BuiltIn::PointSize,
        spirv::BuiltIn::DrawIndex,
        spirv::BuiltIn::BaseVertex,
    ] {
        assert!(b.contains(&(builtin as u32)), "{builtin:?}");
    }
    assert!(caps.contains(&(spirv::Capability::DrawParameters as u32)));

    let no_draw = source
        .replace(
            "    [[vk::builtin(\"DrawIndex\")]] uint draw : DRAWID;\n",
            "",
        )
        .replace("i.draw + ", "");
    let r = compile(
        &no_draw,
        "vs.hlsl",
        &common::main_entry(Stage::Vertex, CompileTarget::Msl),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let msl = String::from_utf8(r.blobs[0].data.clone()).unwrap();
    assert!(msl.contains("[[point_size]]"), "{msl}");
    let r = compile(
        source,
        "vs.hlsl",
        &common::main_entry(Stage::Vertex, CompileTarget::Wgsl),
    );
    assert!(r
        .diagnostics
        .iter()
        .any(|d| d.message.starts_with("WGSL has no point size")));

    let bad = source.replace("\"PointSize\"", "\"FragSize\"");
    let r = compile(
        &bad,
        "vs.hlsl",
        &common::main_entry(Stage::Vertex, CompileTarget::SpirV),
    );
    let d = r.diagnostics.iter().find(|d| d.is_error()).unwrap();
    assert!(
        d.message
            .starts_with("[[vk::builtin(\"FragSize\")]] is not a built-in a vertex output can be."),
        "{d}"
    );
    assert_eq!(d.line, 8, "{d}");
    // On an entry point's parameter too.
    let param = "float4 main(float4 p : POSITION, [[vk::builtin(\"DrawIndex\")]] uint d : DRAWID) : SV_Position {\n    return p + d;\n}\n";
    let r = compile(
        param,
        "vs.hlsl",
        &common::main_entry(Stage::Vertex, CompileTarget::SpirV),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let w = r.blobs[0].words();
    common::spirv_val(&w, "vk::builtin parameter").unwrap();
    assert!(builtins(&w).0.contains(&(spirv::BuiltIn::DrawIndex as u32)));
}

/// The execution modes of a module's entry point, as numbers.
fn execution_modes(words: &[u32]) -> Vec<u32> {
    common::spirv_instructions(words)
        .into_iter()
        .filter(|(op, _)| *op == spirv::Op::ExecutionMode as u32)
        .map(|(_, w)| w[1])
        .collect()
}

#[test]
fn fragment_test_attributes_set_dxcs_execution_modes() {
    let source = "[[vk::early_and_late_tests]]\n\
                  [[vk::depth_unchanged]]\n\
                  [[vk::stencil_ref_less_equal_front]]\n\
                  [[vk::stencil_ref_unchanged_back]]\n\
                  [[vk::post_depth_coverage]]\n\
                  float4 main(float4 pos : SV_Position, uint cov : SV_Coverage, out float depth : SV_Depth, out uint stencil : SV_StencilRef) : SV_Target {\n\
                  depth = pos.z;\n\
                  stencil = 3;\n\
                  return float4(cov, 0, 0, 1);\n\
                  }\n";
    let r = compile(
        source,
        "ps.hlsl",
        &common::main_entry(Stage::Pixel, CompileTarget::SpirV),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let w = r.blobs[0].words();
    common::spirv_val(&w, "fragment tests").unwrap();
    let modes = execution_modes(&w);
    use spirv::ExecutionMode as M;
    for m in [
        M::PostDepthCoverage,
        M::EarlyAndLateFragmentTestsAMD,
        M::DepthUnchanged,
        M::StencilRefLessFrontAMD,
        M::StencilRefUnchangedBackAMD,
        M::DepthReplacing,
        M::StencilRefReplacingEXT,
    ] {
        assert!(modes.contains(&(m as u32)), "{m:?}: {modes:?}");
    }
    let (_, caps, exts) = builtins(&w);
    assert!(caps.contains(&(spirv::Capability::SampleMaskPostDepthCoverage as u32)));
    assert!(caps.contains(&(spirv::Capability::StencilExportEXT as u32)));
    assert_eq!(
        exts,
        [
            "SPV_AMD_shader_early_and_late_fragment_tests",
            "SPV_EXT_shader_stencil_export",
            "SPV_KHR_post_depth_coverage"
        ]
    );
    // Without the attributes, none of it.
    let plain = "float4 main(float4 pos : SV_Position) : SV_Target { return pos; }\n";
    let r = compile(
        plain,
        "ps.hlsl",
        &common::main_entry(Stage::Pixel, CompileTarget::SpirV),
    );
    let modes = execution_modes(&r.blobs[0].words());
    assert_eq!(modes, [M::OriginUpperLeft as u32]);
}

#[test]
fn fragment_test_attributes_are_checked_and_wgsl_refuses_post_depth_coverage() {
    let vertex = "[[vk::early_and_late_tests]]\nfloat4 main() : SV_Position { return 1; }\n";
    let r = compile(
        vertex,
        "vs.hlsl",
        &common::main_entry(Stage::Vertex, CompileTarget::SpirV),
    );
    let d = r
        .diagnostics
        .iter()
        .find(|d| d.code.to_string() == "OSH0311")
        .unwrap_or_else(|| panic!("{:?}", r.diagnostics));
    assert_eq!((d.line, d.column), (1, 1));
    assert!(d.message.contains("goes on a pixel shader"), "{d}");

    let twice = "[[vk::stencil_ref_unchanged_back]] [[vk::stencil_ref_less_equal_back]]\n\
                 float4 main() : SV_Target { return 1; }\n";
    let r = compile(
        twice,
        "ps.hlsl",
        &common::main_entry(Stage::Pixel, CompileTarget::SpirV),
    );
    let d = r
        .diagnostics
        .iter()
        .find(|d| d.code.to_string() == "OSH0311")
        .unwrap_or_else(|| panic!("{:?}", r.diagnostics));
    assert_eq!((d.line, d.column), (1, 36));
    assert!(d.message.contains("one promise per face"), "{d}");

    let coverage = "[[vk::post_depth_coverage]]\n\
                    float4 main(uint cov : SV_Coverage) : SV_Target { return cov; }\n";
    let r = compile(
        coverage,
        "ps.hlsl",
        &common::main_entry(Stage::Pixel, CompileTarget::Wgsl),
    );
    assert!(
        r.diagnostics
            .iter()
            .any(|d| d.code.to_string() == "OSH5202" && d.message.contains("post-depth coverage")),
        "{:?}",
        r.diagnostics
    );
    // The promises alone are dropped by WGSL: they allow optimizations, they change no value.
    let promise = "[[vk::early_and_late_tests]] [[vk::depth_unchanged]]\n\
                   float4 main(float4 p : SV_Position) : SV_Target { return p; }\n";
    let r = compile(
        promise,
        "ps.hlsl",
        &common::main_entry(Stage::Pixel, CompileTarget::Wgsl),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    common::naga_validate(r.blobs[0].as_text()).unwrap();
}

#[test]
fn helper_invocation_and_device_index_are_vulkan_inputs() {
    let source = "float4 main([[vk::builtin(\"HelperInvocation\")]] bool helper : HELPER, [[vk::builtin(\"DeviceIndex\")]] uint dev : DEV) : SV_Target {\n    return helper ? float4(1, 0, 0, dev) : float4(0, 1, 0, dev);\n}\n";
    for (env, volatile, extension) in [
        ("vulkan1.0", false, true),
        ("vulkan1.2", false, false),
        ("vulkan1.3", true, false),
    ] {
        let options = CompileOptions {
            spirv_env: oneshader::SpirvEnv::parse(env).unwrap(),
            ..common::main_entry(Stage::Pixel, CompileTarget::SpirV)
        };
        let r = compile(source, "ps.hlsl", &options);
        assert!(r.success(), "{env}: {:?}", r.diagnostics);
        let w = r.blobs[0].words();
        common::spirv_val_with(&w, env, &["--target-env", env]).unwrap();
        let (b, caps, exts) = builtins(&w);
        assert!(
            b.contains(&(spirv::BuiltIn::HelperInvocation as u32)),
            "{env}"
        );
        assert!(b.contains(&(spirv::BuiltIn::DeviceIndex as u32)), "{env}");
        assert!(
            caps.contains(&(spirv::Capability::DeviceGroup as u32)),
            "{env}"
        );
        assert_eq!(
            exts.contains(&"SPV_KHR_device_group".to_string()),
            extension,
            "{env}: {exts:?}"
        );
        let volatiles = common::spirv_instructions(&w)
            .into_iter()
            .filter(|(op, d)| {
                *op == spirv::Op::Decorate as u32 && d[1] == spirv::Decoration::Volatile as u32
            })
            .count();
        assert_eq!(volatiles, usize::from(volatile), "{env}");
    }
    // DeviceIndex in a compute shader; HelperInvocation outside a pixel shader is OSH0312.
    let compute =
        "[numthreads(1, 1, 1)] void main([[vk::builtin(\"DeviceIndex\")]] uint dev : DEV) {}\n";
    let r = compile(
        compute,
        "cs.hlsl",
        &common::main_entry(Stage::Compute, CompileTarget::SpirV),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    common::spirv_val(&r.blobs[0].words(), "device index cs").unwrap();
    let vertex = "float4 main([[vk::builtin(\"HelperInvocation\")]] bool h : HELPER) : SV_Position { return h; }\n";
    let r = compile(
        vertex,
        "vs.hlsl",
        &common::main_entry(Stage::Vertex, CompileTarget::SpirV),
    );
    assert!(
        r.diagnostics.iter().any(|d| d.code.to_string() == "OSH0312"
            && d.message.contains("HelperInvocation (pixel input)")),
        "{:?}",
        r.diagnostics
    );
    // WGSL and MSL have neither input.
    for (target, code) in [
        (CompileTarget::Wgsl, "OSH5202"),
        (CompileTarget::Msl, "OSH5102"),
    ] {
        let r = compile(source, "ps.hlsl", &common::main_entry(Stage::Pixel, target));
        let codes: Vec<String> = r.diagnostics.iter().map(|d| d.code.to_string()).collect();
        assert_eq!(codes, [code, code], "{target:?}: {:?}", r.diagnostics);
    }
}

const PER_VERTEX: &str = "struct PSIn { float4 pos : SV_Position; nointerpolation float3 color : COLOR0; float2 uv : TEXCOORD0; };
float3 Pick(float3 c, uint k) { return GetAttributeAtVertex(c, k); }
float4 main(PSIn i, nointerpolation uint id : ID) : SV_Target {
    float3 a = Pick(i.color, 1);
    float b = GetAttributeAtVertex(i.color.z, 2);
    uint d = GetAttributeAtVertex(id, 0);
    return float4(a + b + i.color, d + i.uv.x);
}
";

/// `GetAttributeAtVertex` as DXC maps it: every nointerpolation input of the pixel shader is
/// an array of the three vertices' values decorated `PerVertexKHR` (`FragmentBarycentricKHR`,
/// SPV_KHR_fragment_shader_barycentric), plain reads take vertex 0 and the function reads the
/// asked vertex's element, through helpers and swizzles, at -O0 and optimized; interpolated
/// inputs stay as they are. Lavapipe (Mesa 22.3) has no fragmentShaderBarycentric, so this is
/// checked at the SPIR-V level.
#[test]
fn get_attribute_at_vertex_reads_per_vertex_inputs() {
    for optimize in [true, false] {
        let mut options = common::main_entry(Stage::Pixel, CompileTarget::SpirV);
        options.optimize = optimize;
        let r = compile(PER_VERTEX, "per_vertex.hlsl", &options);
        assert!(r.success(), "{:?}", r.diagnostics);
        let w = r.blobs[0].words();
        common::spirv_val(&w, "per vertex").unwrap();
        let insts = common::spirv_instructions(&w);
        let per_vertex: Vec<u32> = insts
            .iter()
            .filter(|(op, w)| {
                *op == spirv::Op::Decorate as u32 && w[1] == spirv::Decoration::PerVertexKHR as u32
            })
            .map(|(_, w)| w[0])
            .collect();
        assert_eq!(per_vertex.len(), 2, "COLOR0 and ID, not TEXCOORD0");
        let flat = insts.iter().any(|(op, w)| {
            *op == spirv::Op::Decorate as u32
                && per_vertex.contains(&w[0])
                && w[1] == spirv::Decoration::Flat as u32
        });
        assert!(!flat, "a per-vertex input has no interpolation decoration");
        // The vertex index reaches an access chain into a per-vertex variable.
        let chains = insts
            .iter()
            .filter(|(op, w)| *op == spirv::Op::AccessChain as u32 && per_vertex.contains(&w[2]))
            .count();
        assert!(chains >= 3, "one access chain per call, found {chains}");
        let (_, caps, exts) = builtins(&w);
        assert!(caps.contains(&(spirv::Capability::FragmentBarycentricKHR as u32)));
        assert_eq!(exts, ["SPV_KHR_fragment_shader_barycentric"]);
    }
    for (target, code) in [
        (CompileTarget::Wgsl, "OSH5202"),
        (CompileTarget::Msl, "OSH5102"),
    ] {
        let r = compile(
            PER_VERTEX,
            "per_vertex.hlsl",
            &common::main_entry(Stage::Pixel, target),
        );
        let errors: Vec<_> = r.diagnostics.iter().filter(|d| d.is_error()).collect();
        assert_eq!(errors.len(), 1, "one cause, one error: {errors:?}");
        assert_eq!(errors[0].code.to_string(), code);
        assert!(
            errors[0].message.contains("cannot read inputs per vertex"),
            "{}",
            errors[0].message
        );
    }
}
