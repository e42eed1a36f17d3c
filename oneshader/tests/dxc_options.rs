//! DXC's command-line options other than bindings (those are in `vk_bindings.rs`), end to end
//! through `compile`: the predefined macros real code branches on, the SPIR-V version each
//! `-fspv-target-env` names (validated by `spirv-val` at that environment).

use oneshader::{compile, CompileOptions, EntryPointRequest, ShaderModel, SpirvEnv, Stage};

mod common;
use common::spirv_val_with;

fn compute(model: ShaderModel, env: SpirvEnv, enable_16bit: bool) -> CompileOptions {
    CompileOptions {
        entry_points: vec![EntryPointRequest {
            name: "main".into(),
            stage: Some(Stage::Compute),
        }],
        shader_model: model,
        spirv_env: env,
        enable_16bit_types: enable_16bit,
        ..CompileOptions::default()
    }
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Fails to compile (with the `#error` text) unless every macro has the value DXC gives it
/// (DXC's `InitPreprocessor.cpp`; SPIR-V.rst, "SPIR-V version and extension").
const MACROS: &str = r#"
#if !defined(__hlsl_dx_compiler) || !defined(__spirv__) || !defined(__oneshader__)
#error "compiler identity"
#endif
#if __SHADER_TARGET_MAJOR != 6 || __SHADER_TARGET_MINOR != EXPECT_MINOR
#error "shader model"
#endif
#if __SHADER_TARGET_STAGE != __SHADER_STAGE_COMPUTE || __SHADER_STAGE_COMPUTE != 5 || __SHADER_STAGE_PIXEL != 0 || __SHADER_STAGE_VERTEX != 1 || __SHADER_STAGE_LIBRARY != 6
#error "stage"
#endif
#if __SPIRV_MAJOR_VERSION__ != 1 || __SPIRV_MINOR_VERSION__ != EXPECT_SPIRV_MINOR
#error "spirv version"
#endif
#if __HLSL_VERSION != 2021 || __DXC_VERSION_MAJOR != 1
#error "versions"
#endif
#if defined(__HLSL_ENABLE_16_BIT) != EXPECT_16BIT
#error "16-bit"
#endif
// Wicked Engine's test for its SPIR-V bindless path.
#if defined(__hlsl_dx_compiler) && !defined(__spirv__) && __SHADER_TARGET_MAJOR >= 6 && __SHADER_TARGET_MINOR >= 6
#error "took the DXIL path"
#endif
RWStructuredBuffer<uint> Out;
[numthreads(1, 1, 1)]
void main() { Out[0] = __SHADER_TARGET_MINOR; }
"#;

#[test]
fn predefined_macros_have_dxcs_values() {
    for (model, env, sixteen) in [
        (6, SpirvEnv::Vulkan1_2, false),
        (6, SpirvEnv::Vulkan1_3, true),
        (0, SpirvEnv::Vulkan1_1Spirv1_4, false),
    ] {
        let source = MACROS
            .replace("EXPECT_MINOR", &model.to_string())
            .replace("EXPECT_SPIRV_MINOR", &env.spirv_version().1.to_string())
            .replace("EXPECT_16BIT", if sixteen { "1" } else { "0" });
        let options = compute(
            ShaderModel {
                major: 6,
                minor: model,
            },
            env,
            sixteen,
        );
        let r = compile(&source, "macros.hlsl", &options);
        assert!(
            r.success(),
            "6.{model} {env}: {:?}",
            r.diagnostics.iter().map(|d| &d.message).collect::<Vec<_>>()
        );
    }
}

#[test]
fn a_define_replaces_a_predefined_macro_and_no_profile_is_a_library_compile() {
    let source = r#"
#if __SHADER_TARGET_MINOR != 5
#error "the -D value wins"
#endif
#if __SHADER_TARGET_STAGE != __SHADER_STAGE_LIBRARY
#error "library"
#endif
RWStructuredBuffer<uint> Out;
[shader("compute")] [numthreads(1, 1, 1)] void main() { Out[0] = 1; }
"#;
    let options = CompileOptions {
        defines: vec![oneshader::Define::new("__SHADER_TARGET_MINOR", Some("5"))],
        ..CompileOptions::default()
    };
    let r = compile(source, "lib.hlsl", &options);
    assert!(r.success(), "{:?}", r.diagnostics);
}

#[test]
fn each_target_env_writes_its_spirv_version_and_validates_there() {
    let source = "RWStructuredBuffer<float> Out; cbuffer P { float k; };\n[numthreads(1, 1, 1)] void main() { Out[0] = k; }";
    // spirv-val's names for the environments.
    for (env, val_env, header) in [
        (SpirvEnv::Vulkan1_1Spirv1_4, "vulkan1.1spv1.4", 0x0001_0400),
        (SpirvEnv::Vulkan1_2, "vulkan1.2", 0x0001_0500),
        (SpirvEnv::Vulkan1_3, "vulkan1.3", 0x0001_0600),
        (SpirvEnv::Universal1_5, "spv1.5", 0x0001_0500),
    ] {
        let r = compile(
            source,
            "env.hlsl",
            &compute(ShaderModel::default(), env, false),
        );
        assert!(r.success(), "{env}: {:?}", r.diagnostics);
        let w = words(&r.blobs[0].data);
        assert_eq!(w[1], header, "{env}: header version");
        spirv_val_with(&w, env.name(), &["--target-env", val_env]).unwrap();
    }
}
