//! DXC's command-line options other than bindings (those are in `vk_bindings.rs`), end to end
//! through `compile`: the predefined macros real code branches on, the SPIR-V version each
//! `-fspv-target-env` names (validated by `spirv-val` at that environment).

use oneshader::types::BufferLayout;
use oneshader::{compile, CompileOptions, EntryPointRequest, ShaderModel, SpirvEnv, Stage};

mod common;
use common::{spirv_instructions, spirv_val_with};

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
        (SpirvEnv::Vulkan1_0, "vulkan1.0", 0x0001_0000),
        (SpirvEnv::Vulkan1_1, "vulkan1.1", 0x0001_0300),
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
        let w = r.blobs[0].words();
        assert_eq!(w[1], header, "{env}: header version");
        // DXC's default buffer layout needs relaxed block layout, core from Vulkan 1.1 and
        // VK_KHR_relaxed_block_layout on 1.0.
        spirv_val_with(
            &w,
            env.name(),
            &["--target-env", val_env, "--relax-block-layout"],
        )
        .unwrap();
    }
}

/// Before SPIR-V 1.4 there is no `OpCopyLogical` and `OpSelect` takes only scalars and vectors
/// (with as many condition components): structs and arrays are copied out of buffers and
/// selected part by part. SPIR-V 1.0 also declares the extensions 1.3 made core, and refuses
/// wave operations (1.3) and ray queries (1.4) with the environment to use.
#[test]
fn spirv_1_0_and_1_3_copy_and_select_part_by_part() {
    let source = "struct S { float3 a; uint b[3]; };\n\
                  StructuredBuffer<S> In : register(t0);\n\
                  RWStructuredBuffer<S> Out : register(u1);\n\
                  cbuffer P : register(b2) { S fromCb; bool pick; };\n\
                  [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
                  S s = In[id.x];\n\
                  S t = pick ? s : fromCb;\n\
                  float3 v = pick ? s.a : t.a;\n\
                  t.a = v;\n\
                  Out[id.x] = t;\n\
                  }";
    for (env, val_env, old) in [
        (SpirvEnv::Vulkan1_0, "vulkan1.0", true),
        (SpirvEnv::Vulkan1_1, "vulkan1.1", true),
        (SpirvEnv::Vulkan1_1Spirv1_4, "vulkan1.1spv1.4", false),
    ] {
        for optimize in [false, true] {
            let mut options = compute(ShaderModel::default(), env, false);
            options.optimize = optimize;
            let r = compile(source, "copy.hlsl", &options);
            assert!(r.success(), "{env}: {:?}", r.diagnostics);
            let w = r.blobs[0].words();
            spirv_val_with(
                &w,
                env.name(),
                &["--target-env", val_env, "--relax-block-layout"],
            )
            .unwrap();
            let copies = common::spirv_instructions(&w)
                .iter()
                .filter(|(op, _)| *op == 400) // OpCopyLogical
                .count();
            assert_eq!(copies == 0, old, "{env} -O{}", optimize as u8 * 3);
        }
    }
    let r = compile(
        source,
        "copy.hlsl",
        &compute(ShaderModel::default(), SpirvEnv::Vulkan1_0, false),
    );
    let text = String::from_utf8_lossy(&r.blobs[0].data).into_owned();
    assert!(
        text.contains("SPV_KHR_storage_buffer_storage_class"),
        "SPIR-V 1.0 needs the extension"
    );

    let wave = "RWStructuredBuffer<uint> Out : register(u0);\n\
                [numthreads(8, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
                Out[id.x] = WaveActiveSum(id.x);\n\
                }";
    let r = compile(
        wave,
        "wave.hlsl",
        &compute(ShaderModel::default(), SpirvEnv::Vulkan1_0, false),
    );
    let d = r
        .diagnostics
        .iter()
        .find(|d| {
            d.message
                .contains("need SPIR-V 1.3: use -fspv-target-env=vulkan1.1")
        })
        .unwrap_or_else(|| panic!("{:?}", r.diagnostics));
    assert_eq!((d.line, d.column), (3, 13));
    let r = compile(
        wave,
        "wave.hlsl",
        &compute(ShaderModel::default(), SpirvEnv::Vulkan1_1, false),
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    spirv_val_with(&r.blobs[0].words(), "wave", &["--target-env", "vulkan1.1"]).unwrap();
}

/// Descriptor indexing is core in SPIR-V 1.5 but an extension in 1.4: an unbounded array with
/// non-uniform indexing declares `SPV_EXT_descriptor_indexing` there and validates at each.
#[test]
fn descriptor_indexing_declares_its_extension_before_spirv_1_5() {
    let source = "Texture2D T[] : register(t0, space1); SamplerState S; RWStructuredBuffer<float4> Out;\n[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { Out[0] = T[NonUniformResourceIndex(id.x)].SampleLevel(S, float2(0, 0), 0); }";
    for (env, val_env, extension) in [
        (SpirvEnv::Vulkan1_1Spirv1_4, "vulkan1.1spv1.4", true),
        (SpirvEnv::Vulkan1_2, "vulkan1.2", false),
        (SpirvEnv::Vulkan1_3, "vulkan1.3", false),
    ] {
        let r = compile(
            source,
            "indexing.hlsl",
            &compute(ShaderModel::default(), env, false),
        );
        assert!(r.success(), "{env}: {:?}", r.diagnostics);
        let bytes = &r.blobs[0].data;
        let has = bytes
            .windows(b"SPV_EXT_descriptor_indexing".len())
            .any(|w| w == b"SPV_EXT_descriptor_indexing");
        assert_eq!(has, extension, "{env}");
        spirv_val_with(&r.blobs[0].words(), env.name(), &["--target-env", val_env]).unwrap();
    }
}

/// `OpMemberDecorate <struct> <member> Offset <n>` of a module, per struct id in member order.
fn member_offsets(words: &[u32]) -> Vec<Vec<u32>> {
    let mut by_struct: std::collections::BTreeMap<u32, Vec<(u32, u32)>> = Default::default();
    for (op, ops) in spirv_instructions(words) {
        // OpMemberDecorate = 72, Offset = 35.
        if let (72, [st, member, 35, offset, ..]) = (op, ops) {
            by_struct.entry(*st).or_default().push((*member, *offset));
        }
    }
    by_struct
        .into_values()
        .map(|mut m| {
            m.sort();
            m.into_iter().map(|(_, o)| o).collect()
        })
        .collect()
}

/// `-fvk-use-dx-layout` (SPIR-V.rst, "Memory layout rules", rule 2): FXC's constant-buffer
/// packing in the SPIR-V decorations and in reflection, valid under scalar block layout, and
/// reported as the `scalarBlockLayout` requirement. The values it reads are checked on a device
/// by `corpus/cases/dx_layout.case` (through WGSL).
#[test]
fn dx_layout_reaches_the_spirv_offsets_reflection_and_requirements() {
    let path = common::repo_root().join("corpus/cases/shaders/dx_layout.hlsl");
    let mut options = compute(ShaderModel::default(), SpirvEnv::Vulkan1_2, false);
    options.entry_points[0].name = "CSMain".into();
    options.buffer_layout = BufferLayout::Dx;
    let r = oneshader::compile_file(&path, &options);
    assert!(r.success(), "{:?}", r.diagnostics);
    let w = r.blobs[0].words();
    let params = [0, 20, 32, 48, 60, 64, 104];
    assert!(
        member_offsets(&w).contains(&params.to_vec()),
        "{:?}",
        member_offsets(&w)
    );
    spirv_val_with(
        &w,
        "dx",
        &["--target-env", "vulkan1.2", "--scalar-block-layout"],
    )
    .unwrap();
    // Without scalar block layout the same module is invalid: the rule really is needed.
    assert!(spirv_val_with(&w, "dx-strict", &["--target-env", "vulkan1.2"]).is_err());
    let reflection = r.reflection.as_ref().unwrap();
    let cb = reflection.resource("Params").unwrap();
    let offsets: Vec<u32> = cb
        .layout
        .as_ref()
        .map(|l| l.members.iter().map(|m| m.offset).collect())
        .unwrap_or_default();
    assert_eq!(offsets, params);
    let entry = reflection.entry_point("CSMain").unwrap();
    assert_ne!(
        entry.required_features & oneshader::reflect::device_features::SCALAR_BLOCK_LAYOUT,
        0
    );
    // The default rules need nothing and place b after a's padded last element.
    options.buffer_layout = BufferLayout::VulkanRelaxed;
    let r = oneshader::compile_file(&path, &options);
    let e = r
        .reflection
        .as_ref()
        .unwrap()
        .entry_point("CSMain")
        .unwrap();
    assert_eq!(e.required_features, 0);
    let w = r.blobs[0].words();
    assert!(member_offsets(&w).contains(&vec![0, 32, 36, 48, 64, 80, 128]));
}

/// FXC packs a member into the last row of a `row_major` matrix; SPIR-V's matrix (held
/// column-major, as the transpose) always spans whole rows there, so the SPIR-V backend refuses
/// it by name instead of writing a module spirv-val rejects. WGSL reads words and takes it.
#[test]
fn dx_layout_member_in_a_row_major_matrix_tail_is_refused_for_spirv_only() {
    let source = "cbuffer P { row_major float2x3 m; float e; };\nRWStructuredBuffer<float> Out;\n[numthreads(1, 1, 1)] void main() { Out[0] = m[1].z + e; }";
    let mut options = compute(ShaderModel::default(), SpirvEnv::Vulkan1_2, false);
    options.buffer_layout = BufferLayout::Dx;
    let r = compile(source, "tail.hlsl", &options);
    let d = r
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("an error");
    assert_eq!(d.code.to_string(), "OSH5002");
    assert!(
        d.message
            .contains("'P.e' at byte 28 lies in the last row of the row_major matrix 'm'"),
        "{}",
        d.message
    );
    options.targets = vec![oneshader::CompileTarget::Wgsl];
    let r = compile(source, "tail.hlsl", &options);
    assert!(r.success(), "{:?}", r.diagnostics);
}

/// `-fspv-use-unknown-image-format`: without it a storage texture takes the format DXC infers
/// from its texel type; with it the format is `Unknown` and the read and write capabilities
/// without a format are declared.
#[test]
fn unknown_image_format_replaces_the_inferred_storage_format() {
    let src = "RWTexture2D<float4> Img : register(u0);\n[numthreads(1, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) { Img[id.xy] = Img[id.xy] * 2; }\n";
    let formats = |options: &CompileOptions| {
        let r = compile(src, "img.hlsl", options);
        assert!(r.success(), "{:?}", r.diagnostics);
        let words = r.blobs[0].words();
        spirv_val_with(&words, "image_format", &["--target-env", "vulkan1.2"]).unwrap();
        let instructions = spirv_instructions(&words);
        let format: Vec<u32> = instructions
            .iter()
            .filter(|(op, _)| *op == spirv::Op::TypeImage as u32)
            .map(|(_, o)| o[7])
            .collect();
        let caps: Vec<u32> = instructions
            .iter()
            .filter(|(op, _)| *op == spirv::Op::Capability as u32)
            .map(|(_, o)| o[0])
            .collect();
        (format, caps)
    };
    let base = compute(ShaderModel::default(), SpirvEnv::Vulkan1_2, false);
    let (format, caps) = formats(&base);
    assert_eq!(format, vec![spirv::ImageFormat::Rgba32f as u32]);
    assert!(!caps.contains(&(spirv::Capability::StorageImageReadWithoutFormat as u32)));
    let mut unknown = base.clone();
    oneshader::dxc_args::apply_all(&mut unknown, &["-fspv-use-unknown-image-format".into()])
        .unwrap();
    assert!(unknown.unknown_image_format);
    let (format, caps) = formats(&unknown);
    assert_eq!(format, vec![spirv::ImageFormat::Unknown as u32]);
    for c in [
        spirv::Capability::StorageImageReadWithoutFormat,
        spirv::Capability::StorageImageWriteWithoutFormat,
    ] {
        assert!(caps.contains(&(c as u32)), "{c:?}");
    }
}

/// `-fspv-extension=NAME` (SPIR-V.rst, "SPIR-V extensions"): once given, only the listed
/// extensions may be used, `KHR` permits every `SPV_KHR_*`, and an entry point that needs
/// another is an error naming it and the option to add.
#[test]
fn spirv_extension_permits_only_the_listed_extensions() {
    let source = "Texture2D T[] : register(t0, space1); SamplerState S : register(s0);\nRWStructuredBuffer<float4> Out : register(u1);\n[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { Out[0] = T[NonUniformResourceIndex(id.x)].SampleLevel(S, float2(0, 0), 0); }";
    let with = |flags: &[&str]| {
        let mut options = compute(ShaderModel::default(), SpirvEnv::Vulkan1_1, false);
        let words: Vec<String> = flags.iter().map(|f| f.to_string()).collect();
        oneshader::dxc_args::apply_all(&mut options, &words).unwrap();
        compile(source, "ext.hlsl", &options)
    };
    // Not given: every extension is permitted.
    assert!(with(&[]).success());
    let r = with(&["-fspv-extension=KHR"]);
    let d = r
        .diagnostics
        .iter()
        .find(|d| d.message.contains("SPV_EXT_descriptor_indexing"))
        .unwrap_or_else(|| panic!("{:?}", r.diagnostics));
    assert!(
        d.message
            .contains("Add -fspv-extension=SPV_EXT_descriptor_indexing"),
        "{d}"
    );
    assert_eq!(d.line, 3, "{d}");
    let r = with(&["-fspv-extension=SPV_EXT_descriptor_indexing"]);
    assert!(r.success(), "{:?}", r.diagnostics);
    spirv_val_with(&r.blobs[0].words(), "ext", &["--target-env", "vulkan1.1"]).unwrap();
    // SPIR-V 1.0 also needs the storage-buffer extension, which KHR permits.
    let mut options = compute(ShaderModel::default(), SpirvEnv::Vulkan1_0, false);
    options.spirv_extensions = Some(vec!["SPV_EXT_descriptor_indexing".into()]);
    let r = compile(source, "ext.hlsl", &options);
    assert!(
        r.diagnostics
            .iter()
            .any(|d| d.message.contains("SPV_KHR_storage_buffer_storage_class")),
        "{:?}",
        r.diagnostics
    );
    options.spirv_extensions = Some(vec!["SPV_EXT_descriptor_indexing".into(), "KHR".into()]);
    assert!(compile(source, "ext.hlsl", &options).success());
    // The option is part of the cache key.
    let plain = compute(ShaderModel::default(), SpirvEnv::Vulkan1_0, false);
    assert_ne!(
        oneshader::cache::options_key(&plain),
        oneshader::cache::options_key(&options)
    );
}

/// Options for `main` as a `stage` entry point, with DXC's `flags` applied as a manifest's
/// `dxc_args` are.
fn with_flags(stage: Stage, flags: &[&str]) -> CompileOptions {
    let mut o = CompileOptions {
        entry_points: vec![EntryPointRequest {
            name: "main".into(),
            stage: Some(stage),
        }],
        ..CompileOptions::default()
    };
    let flags: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
    oneshader::dxc_args::apply_all(&mut o, &flags).unwrap();
    o
}

/// The words of every instruction with opcode `op`.
fn with_opcode(words: &[u32], op: spirv::Op) -> Vec<Vec<u32>> {
    spirv_instructions(words)
        .into_iter()
        .filter(|(o, _)| *o == op as u32)
        .map(|(_, w)| w.to_vec())
        .collect()
}

/// `-fvk-support-nonzero-base-vertex` and `-fvk-support-nonzero-base-instance` (SPIR-V.rst,
/// "Vulkan-specific options", and the SV_VertexID/SV_InstanceID rows of the semantic table):
/// the IDs count from 0 as in Direct3D, `VertexIndex - BaseVertex` and `InstanceIndex -
/// BaseInstance` in the parameter's own type, with `DrawParameters` (and before SPIR-V 1.3
/// `SPV_KHR_shader_draw_parameters`). `SV_StartInstanceLocation` is that same `BaseInstance`
/// variable, not a second one. WGSL has no base built-ins and says so; MSL has them.
#[test]
fn nonzero_base_vertex_and_instance_subtract_the_draw_parameters() {
    let source = "float4 main(uint vid : SV_VertexID, int iid : SV_InstanceID, uint first : SV_StartInstanceLocation) : SV_Position {\n    return float4(vid, iid, first, 1);\n}\n";
    let vertex = |env: SpirvEnv, flags: &[&str]| CompileOptions {
        spirv_env: env,
        ..with_flags(Stage::Vertex, flags)
    };
    let builtin = |words: &[u32], b: spirv::BuiltIn| {
        with_opcode(words, spirv::Op::Decorate)
            .iter()
            .filter(|d| d[1] == spirv::Decoration::BuiltIn as u32 && d[2] == b as u32)
            .count()
    };
    let flags = [
        "-fvk-support-nonzero-base-vertex",
        "-fvk-support-nonzero-base-instance",
    ];
    for (env, val_env) in [
        (SpirvEnv::Vulkan1_2, "vulkan1.2"),
        (SpirvEnv::Vulkan1_0, "vulkan1.0"),
    ] {
        let r = compile(source, "base.hlsl", &vertex(env, &flags));
        assert!(r.success(), "{env}: {:?}", r.diagnostics);
        let w = r.blobs[0].words();
        spirv_val_with(&w, "base", &["--target-env", val_env]).unwrap();
        assert_eq!(builtin(&w, spirv::BuiltIn::BaseVertex), 1, "{env}");
        assert_eq!(builtin(&w, spirv::BuiltIn::BaseInstance), 1, "{env}");
        assert_eq!(with_opcode(&w, spirv::Op::ISub).len(), 2, "{env}");
        assert!(with_opcode(&w, spirv::Op::Capability)
            .contains(&vec![spirv::Capability::DrawParameters as u32]));
        let extensions = with_opcode(&w, spirv::Op::Extension).len();
        assert_eq!(extensions, usize::from(env == SpirvEnv::Vulkan1_0), "{env}");
    }
    // Without the options: the IDs are Vulkan's, and only the declared base is read.
    let r = compile(source, "base.hlsl", &vertex(SpirvEnv::Vulkan1_2, &[]));
    let w = r.blobs[0].words();
    assert_eq!(builtin(&w, spirv::BuiltIn::BaseVertex), 0);
    assert_eq!(builtin(&w, spirv::BuiltIn::BaseInstance), 1);
    assert!(with_opcode(&w, spirv::Op::ISub).is_empty());
    // The options are part of the cache key.
    assert_ne!(
        oneshader::cache::options_key(&vertex(SpirvEnv::Vulkan1_2, &flags[..1])),
        oneshader::cache::options_key(&vertex(SpirvEnv::Vulkan1_2, &flags[1..]))
    );
    // MSL reads Metal's base built-ins; WGSL refuses at the semantic.
    let mut o = vertex(SpirvEnv::Vulkan1_2, &flags);
    o.targets = vec![oneshader::CompileTarget::Msl];
    let r = compile(source, "base.hlsl", &o);
    assert!(r.success(), "{:?}", r.diagnostics);
    let msl = String::from_utf8(r.blobs[0].data.clone()).unwrap();
    assert!(
        msl.contains("[[base_vertex]]") && msl.contains("[[base_instance]]"),
        "{msl}"
    );
    o.targets = vec![oneshader::CompileTarget::Wgsl];
    let r = compile(source, "base.hlsl", &o);
    let d = r.diagnostics.iter().find(|d| d.is_error()).unwrap();
    assert!(d.message.contains("WGSL has no base"), "{d}");
    assert_eq!(d.line, 1, "{d}");
}

/// The text of an `OpString` or literal operand.
fn literal(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

/// `(file, line, column)` of the `OpLine` in effect at each instruction with opcode `op`.
fn lines_of(words: &[u32], op: spirv::Op) -> Vec<(String, u32, u32)> {
    let mut strings = std::collections::BTreeMap::new();
    let mut current = None;
    let mut out = Vec::new();
    for (o, w) in spirv_instructions(words) {
        if o == spirv::Op::String as u32 {
            strings.insert(w[0], literal(&w[1..]));
        } else if o == spirv::Op::Line as u32 {
            current = Some((strings[&w[0]].clone(), w[1], w[2]));
        } else if o == spirv::Op::Label as u32 {
            current = None;
        } else if o == op as u32 {
            out.push(current.clone().expect("an OpLine before the instruction"));
        }
    }
    out
}

/// `-Zi` (SPIR-V.rst, "Debugging"): every source file as an `OpString` with an `OpSource` that
/// holds its text and states the shader model (6.1 is 610), `OpLine` at the line and column of
/// the HLSL that produced an instruction (in the included file for inlined code, at the
/// presumed position after `#line`), the compiler and its options in `OpModuleProcessed`; valid
/// under spirv-val. `-fspv-debug=file` alone writes the files only.
#[test]
fn zi_maps_each_instruction_to_the_hlsl_line_that_produced_it() {
    let main = "#include \"inc.hlsli\"\nRWStructuredBuffer<uint> Out;\n\n[numthreads(1, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID)\n{\n    uint a = reversebits(id.x);\n    Out[1] = (uint)twice((float)a);\n#line 400 \"virtual.hlsl\"\n    Out[2] = countbits(a);\n}\n";
    let resolver: oneshader::IncludeResolver = std::sync::Arc::new(|name, _| {
        (name == "inc.hlsli").then(|| oneshader::ResolvedInclude {
            path: "inc.hlsli".into(),
            text: "float twice(float x)\n{\n    return x * 2.0;\n}\n".into(),
        })
    });
    let compile_with = |flags: &[&str]| {
        let mut o = compute(
            ShaderModel { major: 6, minor: 1 },
            SpirvEnv::Vulkan1_2,
            false,
        );
        o.include_resolver = Some(resolver.clone());
        let flags: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
        oneshader::dxc_args::apply_all(&mut o, &flags).unwrap();
        let r = compile(main, "main.hlsl", &o);
        assert!(r.success(), "{:?}", r.diagnostics);
        r.blobs[0].words()
    };
    let w = compile_with(&["-Zi"]);
    spirv_val_with(&w, "zi", &["--target-env", "vulkan1.2"]).unwrap();
    let strings: Vec<String> = with_opcode(&w, spirv::Op::String)
        .iter()
        .map(|s| literal(&s[1..]))
        .collect();
    assert_eq!(strings, ["main.hlsl", "inc.hlsli", "virtual.hlsl"]);
    let sources = with_opcode(&w, spirv::Op::Source);
    assert_eq!(sources.len(), 3);
    assert_eq!(&sources[0][..2], &[spirv::SourceLanguage::HLSL as u32, 610]);
    assert!(literal(&sources[0][3..]).starts_with("#include \"inc.hlsli\"\nRWStructured"));
    assert!(literal(&sources[1][3..]).contains("return x * 2.0;"));
    // reversebits(id.x) on line 7, column 14; the multiply inlined from line 3 of the include;
    // countbits after `#line 400`.
    assert_eq!(
        lines_of(&w, spirv::Op::BitReverse),
        [("main.hlsl".to_string(), 7, 14)]
    );
    assert_eq!(
        lines_of(&w, spirv::Op::FMul),
        [("inc.hlsli".to_string(), 3, 12)]
    );
    assert_eq!(
        lines_of(&w, spirv::Op::BitCount),
        [("virtual.hlsl".to_string(), 400, 14)]
    );
    let processed: Vec<String> = with_opcode(&w, spirv::Op::ModuleProcessed)
        .iter()
        .map(|s| literal(s))
        .collect();
    assert_eq!(processed.len(), 2, "{processed:?}");
    assert!(processed[1].starts_with("oneshader-cl-option: main.hlsl -E main -T cs_6_1 -Zi"));
    // Only the files: no text, no lines, no tool strings.
    let w = compile_with(&["-Zi", "-fspv-debug=file"]);
    spirv_val_with(&w, "file", &["--target-env", "vulkan1.2"]).unwrap();
    assert_eq!(with_opcode(&w, spirv::Op::Source)[0].len(), 3);
    assert!(with_opcode(&w, spirv::Op::Line).is_empty());
    assert!(with_opcode(&w, spirv::Op::ModuleProcessed).is_empty());
    // Without debug information nothing of it is written.
    let w = compile_with(&[]);
    assert!(with_opcode(&w, spirv::Op::String).is_empty());
    assert!(with_opcode(&w, spirv::Op::Line).is_empty());
}

/// The `(decoration, text)` of every `OpDecorateString` on the variable named `name`.
fn decoration_strings(words: &[u32], name: &str) -> Vec<(u32, String)> {
    let id = spirv_instructions(words)
        .into_iter()
        .find(|(o, w)| *o == spirv::Op::Name as u32 && literal(&w[1..]) == name)
        .map(|(_, w)| w[0])
        .unwrap_or_else(|| panic!("no variable named {name}"));
    with_opcode(words, spirv::Op::DecorateString)
        .into_iter()
        .filter(|d| d[0] == id)
        .map(|d| (d[1], literal(&d[2..])))
        .collect()
}

/// `-fspv-reflect` (SPIR-V.rst, "Reflection"): each stage variable carries its HLSL semantic
/// (`UserSemantic`), each resource its HLSL type (`UserTypeGOOGLE`: `cbuffer` for a block,
/// the lower-case type name and template arguments otherwise), and each counted buffer names
/// its counter (`CounterBuffer`), with DXC's two extensions; valid under spirv-val, and absent
/// without the option.
#[test]
fn spirv_reflect_writes_semantics_resource_types_and_counters() {
    let source = "struct S { float4 v; };\ncbuffer Params { float k; };\nConstantBuffer<S> Typed;\nTexture2D<float4> Tex;\nSamplerState Smp;\nAppendStructuredBuffer<S> Out;\n\nstruct PSIn { float4 pos : SV_Position; float2 uv : TEXCOORD3; };\n\nfloat4 main(PSIn i) : SV_Target {\n    S s; s.v = i.pos;\n    Out.Append(s);\n    return Tex.Sample(Smp, i.uv) * k + Typed.v;\n}\n";
    let pixel = |reflect: bool| {
        let flags: &[&str] = if reflect { &["-fspv-reflect"] } else { &[] };
        let r = compile(source, "reflect.hlsl", &with_flags(Stage::Pixel, flags));
        assert!(r.success(), "{:?}", r.diagnostics);
        r.blobs[0].words()
    };
    let w = pixel(true);
    spirv_val_with(&w, "reflect", &["--target-env", "vulkan1.2"]).unwrap();
    let semantic = spirv::Decoration::UserSemantic as u32;
    let user_type = spirv::Decoration::UserTypeGOOGLE as u32;
    assert_eq!(
        decoration_strings(&w, "in.var.TEXCOORD3"),
        [(semantic, "TEXCOORD3".to_string())]
    );
    assert_eq!(
        decoration_strings(&w, "gl_FragCoord"),
        [(semantic, "SV_Position".to_string())]
    );
    assert_eq!(
        decoration_strings(&w, "out.var.SV_Target0"),
        [(semantic, "SV_Target".to_string())]
    );
    for (name, ty) in [
        ("Params", "cbuffer"),
        ("Typed", "constantbuffer:<S>"),
        ("Tex", "texture2d:<float4>"),
        ("Smp", "samplerstate"),
        ("Out", "appendstructuredbuffer:<S>"),
    ] {
        assert_eq!(
            decoration_strings(&w, name),
            [(user_type, ty.to_string())],
            "{name}"
        );
    }
    let counters = with_opcode(&w, spirv::Op::DecorateId);
    assert_eq!(counters.len(), 1);
    assert_eq!(counters[0][1], spirv::Decoration::CounterBuffer as u32);
    let extensions: Vec<String> = with_opcode(&w, spirv::Op::Extension)
        .iter()
        .map(|e| literal(e))
        .collect();
    assert_eq!(
        extensions,
        ["SPV_GOOGLE_hlsl_functionality1", "SPV_GOOGLE_user_type"]
    );
    let w = pixel(false);
    assert!(with_opcode(&w, spirv::Op::DecorateString).is_empty());
    assert!(with_opcode(&w, spirv::Op::Extension).is_empty());
}

/// `-fspv-preserve-bindings` and `-fspv-preserve-interface` (SPIR-V.rst, "Vulkan-specific
/// options"): a resource the entry point never uses and a stage input it never reads stay
/// declared, where they are otherwise left out as spirv-opt leaves them out for DXC.
#[test]
fn preserve_options_keep_unused_resources_and_inputs() {
    let source = "Texture2D<float4> Used;\nTexture2D<float4> Unused;\nSamplerState Smp;\nfloat4 main(float2 uv : TEXCOORD0, float4 extra : COLOR1) : SV_Target {\n    return Used.Sample(Smp, uv);\n}\n";
    let pixel = |flags: &[&str]| {
        let r = compile(source, "preserve.hlsl", &with_flags(Stage::Pixel, flags));
        assert!(r.success(), "{:?}", r.diagnostics);
        let w = r.blobs[0].words();
        spirv_val_with(&w, "preserve", &["--target-env", "vulkan1.2"]).unwrap();
        let names: Vec<String> = with_opcode(&w, spirv::Op::Name)
            .iter()
            .map(|n| literal(&n[1..]))
            .collect();
        names
    };
    let plain = pixel(&[]);
    assert!(!plain.contains(&"Unused".to_string()), "{plain:?}");
    assert!(!plain.contains(&"in.var.COLOR1".to_string()), "{plain:?}");
    let kept = pixel(&["-fspv-preserve-bindings", "-fspv-preserve-interface"]);
    assert!(kept.contains(&"Unused".to_string()), "{kept:?}");
    assert!(kept.contains(&"in.var.COLOR1".to_string()), "{kept:?}");
}

/// `discard` by environment (DXC's `doDiscardStmt`): `OpKill` up to SPIR-V 1.5, and from
/// Vulkan 1.3 (SPIR-V 1.6) `OpDemoteToHelperInvocation`, Direct3D's meaning, after which the
/// invocation returns (a demoted invocation has no further effects); valid at each version.
#[test]
fn discard_demotes_to_a_helper_from_vulkan_1_3() {
    let source = "float4 main(float4 c : COLOR) : SV_Target {\n    if (c.a < 0.5) discard;\n    clip(c.r - 0.1);\n    return c;\n}\n";
    for (env, val_env, demote) in [
        (SpirvEnv::Vulkan1_2, "vulkan1.2", false),
        (SpirvEnv::Vulkan1_3, "vulkan1.3", true),
    ] {
        let options = CompileOptions {
            spirv_env: env,
            ..with_flags(Stage::Pixel, &[])
        };
        for optimize in [false, true] {
            let options = CompileOptions {
                optimize,
                ..options.clone()
            };
            let r = compile(source, "discard.hlsl", &options);
            assert!(r.success(), "{env}: {:?}", r.diagnostics);
            let w = r.blobs[0].words();
            spirv_val_with(&w, "discard", &["--target-env", val_env]).unwrap();
            let demotes = with_opcode(&w, spirv::Op::DemoteToHelperInvocation).len();
            let kills = with_opcode(&w, spirv::Op::Kill).len();
            assert_eq!((demotes > 0, kills > 0), (demote, !demote), "{env}");
        }
    }
}

#[test]
fn warning_switches_leave_out_their_groups_as_dxc_does() {
    // Wicked Engine compiles with -Wno-conversion: its implicit truncations must not be listed.
    let src = r#"
#define K 1
#define K 2
RWStructuredBuffer<float> Out;
[numthreads(1, 1, 1)]
void main() { float4 v = Out[0]; float3 t = v; Out[1] = t.x; float2 u = t; Out[2] = u.y; u.x; (void)v; }
"#;
    let codes = |flags: &[&str]| -> Vec<(String, u32, String)> {
        let r = compile(src, "warn.hlsl", &with_flags(Stage::Compute, flags));
        assert!(r.success(), "{flags:?}: {:?}", r.diagnostics);
        r.diagnostics
            .iter()
            .map(|d| (d.code.to_string(), d.line, d.severity.to_string()))
            .collect()
    };
    let all = [
        ("OSH0105".to_string(), 3, "warning".to_string()),
        ("OSH0307".to_string(), 6, "warning".to_string()),
        ("OSH0307".to_string(), 6, "warning".to_string()),
        ("OSH0319".to_string(), 6, "warning".to_string()),
    ];
    let mut got = codes(&[]);
    got.sort();
    assert_eq!(got, all);
    let only = |keep: &[&str]| -> Vec<(String, u32, String)> {
        all.iter()
            .filter(|(c, ..)| keep.contains(&c.as_str()))
            .cloned()
            .collect()
    };
    let mut got = codes(&["-Wno-conversion"]);
    got.sort();
    assert_eq!(got, only(&["OSH0105", "OSH0319"]));
    let mut got = codes(&["-Wno-unused-value", "-Wno-macro-redefined"]);
    got.sort();
    assert_eq!(got, only(&["OSH0307"]));
    // A later -W<group> brings the group back; -w and -Wno-everything leave out all.
    let mut got = codes(&[
        "-Wno-conversion",
        "-Wconversion",
        "-Wno-macro-redefined",
        "-Wno-unused-value",
    ]);
    got.sort();
    assert_eq!(got, only(&["OSH0307"]));
    assert!(codes(&["-w"]).is_empty());
    assert!(codes(&["-Wno-everything"]).is_empty());
    // -WX turns what is left into errors, and what is left out stays out.
    let r = compile(
        src,
        "warn.hlsl",
        &with_flags(
            Stage::Compute,
            &[
                "-WX",
                "-Wno-conversion",
                "-Wno-unused-value",
                "-Wno-macro-redefined",
            ],
        ),
    );
    assert!(
        r.success() && r.diagnostics.is_empty(),
        "{:?}",
        r.diagnostics
    );
    let r = compile(
        src,
        "warn.hlsl",
        &with_flags(Stage::Compute, &["-WX", "-Wno-conversion"]),
    );
    assert!(!r.success());
    assert!(r
        .diagnostics
        .iter()
        .all(|d| d.severity.to_string() == "error" && d.code.to_string() != "OSH0307"));
}
