//! DXC's inline SPIR-V: `[[vk::ext_instruction]]` prototypes (extended and core
//! instructions, arguments by value, by reference and as literals), `[[vk::ext_capability]]`,
//! `[[vk::ext_extension]]`, `vk::ext_execution_mode`, `vk::ext_execution_mode_id` and
//! `[[vk::spvexecutionmode]]` as
//! spirv-val-clean SPIR-V; built-in variables (`[[vk::ext_builtin_input]]`,
//! `[[vk::ext_builtin_output]]`); the refusals of WGSL and MSL; the forms not built yet refused at
//! the attribute; and the misuse diagnostics at line and column. The values are checked on a
//! device by corpus/cases/inline_spirv.case.

mod common;

use oneshader::{compile, CompileOptions, CompileResult, CompileTarget};

fn compile_for(source: &str, target: CompileTarget) -> CompileResult {
    let options = CompileOptions {
        targets: vec![target],
        ..CompileOptions::default()
    };
    compile(source, "inline.hlsl", &options)
}

/// WGSL and MSL refuse `source` (OSH5202, OSH5102) at `at` with a message containing `text`.
fn refused_by_text_targets(source: &str, at: (u32, u32), text: &str) {
    for (target, code) in [
        (CompileTarget::Wgsl, "OSH5202"),
        (CompileTarget::Msl, "OSH5102"),
    ] {
        let r = compile_for(source, target);
        assert!(
            common::has_diagnostic(&r, code, at, text),
            "{target:?}: {:?}",
            r.diagnostics
        );
    }
}

const INSTRUCTIONS: &str = "\
[[vk::ext_instruction(/* Sin */ 13, \"GLSL.std.450\")]]
float4 spv_sin(float4 v);

[[vk::ext_capability(/* ShaderClockKHR */ 5055)]]
[[vk::ext_extension(\"SPV_KHR_shader_clock\")]]
[[vk::ext_instruction(/* OpReadClockKHR */ 5056)]]
uint64_t ReadClock(uint scope);

[[vk::ext_extension(\"SPV_KHR_non_semantic_info\")]]
[[vk::ext_instruction(1, \"NonSemantic.DebugBreak\")]]
void debugBreak();

[[vk::ext_instruction(/* OpStore */ 62)]]
void store([[vk::ext_reference]] float4 pointer, float4 value, [[vk::ext_literal]] int memoryOperands);

[[vk::ext_capability(/* SampleMaskPostDepthCoverage */ 4447)]]
[[vk::ext_extension(\"SPV_KHR_post_depth_coverage\")]]
[[vk::spvexecutionmode(/* PostDepthCoverage */ 4446)]]
[shader(\"pixel\")]
float4 PSMain(float4 color : COLOR0) : SV_Target {
    vk::ext_execution_mode(/* DepthUnchanged */ 16);
    vk::ext_execution_mode(/* DepthUnchanged */ 16);
    float4 result = 0;
    store(result, spv_sin(color), /* Volatile */ 1);
    debugBreak();
    return result + float(ReadClock(/* Device */ 1) & 1);
}
";

#[test]
fn instructions_capabilities_and_execution_modes_are_valid_spirv() {
    let r = compile_for(INSTRUCTIONS, CompileTarget::SpirV);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.find("PSMain", CompileTarget::SpirV).unwrap().words();
    common::spirv_val(&words, "inline").unwrap();
    let text = common::spirv_dis(&words);
    for needle in [
        "OpCapability ShaderClockKHR",
        "OpCapability SampleMaskPostDepthCoverage",
        "OpExtension \"SPV_KHR_shader_clock\"",
        "OpExtension \"SPV_KHR_non_semantic_info\"",
        "OpExtension \"SPV_KHR_post_depth_coverage\"",
        "OpExtInstImport \"NonSemantic.DebugBreak\"",
        "OpExecutionMode %PSMain PostDepthCoverage",
        "OpExtInst %v4float %1 Sin",
        "OpReadClockKHR %ulong %uint_1",
        "OpStore %result",
    ] {
        assert!(text.contains(needle), "{needle}:\n{text}");
    }
    // The two vk::ext_execution_mode calls give one mode.
    assert_eq!(
        text.matches("OpExecutionMode %PSMain DepthUnchanged")
            .count(),
        1,
        "{text}"
    );
    // The store keeps its literal memory operand, and a void extended instruction has a void
    // result.
    assert!(
        text.lines()
            .any(|l| l.contains("OpStore %result") && l.ends_with("Volatile")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.contains("OpExtInst %void") && l.trim_end().ends_with(" 1")),
        "{text}"
    );
}

#[test]
fn wgsl_and_msl_refuse_inline_spirv_at_the_call() {
    let source = "\
[[vk::ext_instruction(/* Sin */ 13, \"GLSL.std.450\")]]
float spv_sin(float v);
[shader(\"pixel\")]
float4 PSMain(float4 color : COLOR0) : SV_Target { return spv_sin(color.x); }
";
    refused_by_text_targets(source, (4, 59), "'spv_sin' is the SPIR-V instruction 13");
}

#[test]
fn forms_not_built_yet_are_refused_at_the_attribute() {
    let source = "\
[[vk::ext_decorate(/* SpecId */ 1, 0)]]
float decoratedFunction(float x) { return x; }
[[vk::ext_storage_class(/* CrossWorkgroup */ 5)]]
static int foo;
typedef vk::SpirvType</* OpTypeInt */ 21, 8, 8> uint8;
[[vk::ext_decorate_string(/* UserSemantic */ 5635, \"x\")]]
float decoratedToo(float x) { return x; }
[[vk::ext_capability(/* Int8 */ 39)]]
static int counted;
[shader(\"pixel\")]
float4 PSMain() : SV_Target {
    return 0;
}
";
    let r = compile_for(source, CompileTarget::SpirV);
    let found = |line: u32, column: u32, text: &str| {
        common::has_diagnostic(&r, "OSH0350", (line, column), text)
    };
    for (line, column, text) in [
        (1, 1, "'vk::ext_decorate' is not supported here yet: OneShader passes it through on global variables only"),
        (3, 1, "'vk::ext_storage_class' is not supported yet"),
        (5, 9, "'vk::SpirvType' is not supported yet"),
        (6, 1, "'vk::ext_decorate_string' is not supported here yet"),
        (8, 1, "'vk::ext_capability' on a global variable"),
    ] {
        assert!(
            found(line, column, text),
            "{line}:{column} {text}: {:?}",
            r.diagnostics
        );
    }
}

#[test]
fn misuse_is_reported_where_it_is_written() {
    let found = |r: &CompileResult, code: &str, line: u32, column: u32, text: &str| {
        common::has_diagnostic(r, code, (line, column), text)
    };
    let source = "\
float undefined_helper(float x);
[[vk::ext_instruction(13, \"GLSL.std.450\")]]
float with_body(float x) { return x; }
[shader(\"pixel\")]
float4 PSMain(float4 color : COLOR0) : SV_Target { return undefined_helper(color.x); }
";
    let r = compile_for(source, CompileTarget::SpirV);
    // A prototype that is called but never defined is an error at the call, never a call of
    // nothing.
    assert!(
        found(
            &r,
            "OSH0317",
            5,
            59,
            "'undefined_helper' is called but never defined"
        ),
        "{:?}",
        r.diagnostics
    );
    assert!(
        found(&r, "OSH0207", 2, 1, "goes on a declaration without a body"),
        "{:?}",
        r.diagnostics
    );
    // A literal must be a constant, a reference a variable.
    let source = "\
[[vk::ext_instruction(/* OpLoad */ 61)]]
float load([[vk::ext_reference]] float p, [[vk::ext_literal]] int memoryOperands);
cbuffer Params : register(b0) { int Operands; };
[shader(\"pixel\")]
float4 PSMain(float4 color : COLOR0) : SV_Target {
    float x = color.x;
    return load(x, Operands) + load(x + 1.0, 0);
}
";
    let r = compile_for(source, CompileTarget::SpirV);
    assert!(
        found(&r, "OSH0310", 7, 20, "must be a constant"),
        "{:?}",
        r.diagnostics
    );
    assert!(
        found(&r, "OSH0315", 7, 37, "must be a variable"),
        "{:?}",
        r.diagnostics
    );
}

/// `[[vk::ext_builtin_input(n)]] static const` and `[[vk::ext_builtin_output(n)]] static`
/// globals are `Input`/`Output` variables decorated `BuiltIn n`, read and written from any
/// function the entry point reaches, and in its interface.
#[test]
fn builtin_variables_are_spirv_input_and_output_variables() {
    let source = "\
[[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]
static const uint3 gl_NumWorkGroups;
[[vk::ext_builtin_output(/* PointSize */ 1)]]
static float gl_PointSize;
RWStructuredBuffer<uint> Out : register(u0);
uint groups() { return gl_NumWorkGroups.x * gl_NumWorkGroups.y * gl_NumWorkGroups.z; }
[shader(\"compute\")]
[numthreads(1, 1, 1)]
void CSMain() { Out[0] = groups(); }
void setSize(float s) { gl_PointSize = s; }
[shader(\"vertex\")]
float4 VSMain(float4 p : POSITION) : SV_Position { setSize(p.w * 2); return p; }
";
    let r = compile_for(source, CompileTarget::SpirV);
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:?}");
    for (entry, builtin, storage) in [
        ("CSMain", "BuiltIn NumWorkgroups", "Input"),
        ("VSMain", "BuiltIn PointSize", "Output"),
    ] {
        let words = r.find(entry, CompileTarget::SpirV).expect(entry).words();
        common::spirv_val(&words, entry).unwrap();
        let dis = common::disassemble(&words);
        let decorated = dis
            .lines()
            .find(|l| l.contains(builtin))
            .unwrap_or_else(|| panic!("{entry}: no {builtin}\n{dis}"));
        let id = decorated.split_whitespace().nth(1).expect("id");
        assert!(
            dis.lines()
                .any(|l| l.contains(&format!("{id} = OpVariable")) && l.contains(storage)),
            "{entry}: {id} is not an {storage} variable\n{dis}"
        );
        let entry_line = dis
            .lines()
            .find(|l| l.contains("OpEntryPoint"))
            .expect("OpEntryPoint");
        assert!(entry_line.contains(id), "{entry_line}");
    }
    // The text targets have no such variables: refused at the declaration.
    refused_by_text_targets(
        source,
        (2, 20),
        "SPIR-V built-in variables ('gl_NumWorkGroups': BuiltIn 24",
    );
}

/// `[[vk::ext_decorate]]`, `_string` and `_id` on global variables are written as given
/// (`OpDecorate`, `OpDecorateString`, `OpDecorateId` of `uint` constants); WGSL and MSL
/// refuse them at the declaration.
#[test]
fn decorations_on_global_variables_are_written_as_given() {
    let source = "\
[[vk::ext_decorate(/* Coherent */ 23)]]
RWStructuredBuffer<uint> Out : register(u0);
[[vk::ext_decorate_string(/* UserSemantic */ 5635, \"counts\")]]
[[vk::ext_decorate(/* Restrict */ 19)]]
RWByteAddressBuffer Raw : register(u1);
[[vk::ext_decorate_id(/* UniformId */ 27, /* Subgroup */ 3)]]
static uint shared_value;
[shader(\"compute\")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) { shared_value = id.x; Out[0] = Raw.Load(0) + shared_value; }
";
    let r = compile_for(source, CompileTarget::SpirV);
    let messages: Vec<String> = r.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(r.success(), "{messages:?}");
    let words = r
        .find("CSMain", CompileTarget::SpirV)
        .expect("CSMain")
        .words();
    common::spirv_val(&words, "decorations").unwrap();
    let dis = common::disassemble(&words);
    for line in [
        "OpDecorate %Out Coherent",
        "OpDecorateString %Raw UserSemantic \"counts\"",
        "OpDecorate %Raw Restrict",
        "OpDecorateId %shared_value UniformId %uint_3",
    ] {
        assert!(dis.contains(line), "{line}\n{dis}");
    }
    refused_by_text_targets(source, (2, 26), "cannot write SPIR-V decorations ('Out'");
    // Malformed: operands that are not unsigned constants, a string form without strings.
    let bad = "\
[[vk::ext_decorate(/* Coherent */ 23, \"text\")]]
RWStructuredBuffer<uint> A : register(u0);
[[vk::ext_decorate_string(/* UserSemantic */ 5635)]]
RWStructuredBuffer<uint> B : register(u1);
[shader(\"compute\")]
[numthreads(1, 1, 1)]
void CSMain() { A[0] = B[0]; }
";
    let r = compile_for(bad, CompileTarget::SpirV);
    for (line, text) in [(1, "unsigned integer constants"), (3, "and strings")] {
        assert!(
            common::has_diagnostic(&r, "OSH0207", (line, 1), text),
            "{line} {text}: {:?}",
            r.diagnostics
        );
    }
}

/// The built-in and decoration attributes where OneShader does not build them are refused at
/// the attribute, never dropped: on a function, a local, a resource, a specialization constant.
#[test]
fn builtin_and_decoration_attributes_elsewhere_are_refused() {
    let source = "\
RWStructuredBuffer<uint> Out : register(u0);
[[vk::ext_builtin_input(24)]] RWStructuredBuffer<uint> Groups : register(u1);
[[vk::ext_decorate(/* Coherent */ 23)]] [[vk::constant_id(1)]] const uint K = 1;
[[vk::ext_builtin_input(24)]]
uint helper() { return 1; }
[shader(\"compute\")]
[numthreads(1, 1, 1)]
void CSMain() {
    [[vk::ext_builtin_output(1)]] float size = 1;
    Out[0] = helper() + K + Groups[0] + (uint)size;
}
";
    let r = compile_for(source, CompileTarget::SpirV);
    for (code, line, column, text) in [
        ("OSH0207", 2, 1, "is declared 'static const T name;'"),
        (
            "OSH0350",
            3,
            1,
            "on a specialization constant is not supported yet",
        ),
        (
            "OSH0350",
            4,
            1,
            "'vk::ext_builtin_input' is not supported here yet",
        ),
        (
            "OSH0350",
            9,
            5,
            "'vk::ext_builtin_output' is not supported here yet",
        ),
    ] {
        assert!(
            common::has_diagnostic(&r, code, (line, column), text),
            "{code} {line}:{column} {text}: {:?}",
            r.diagnostics
        );
    }
}

#[test]
fn builtin_variables_are_declared_as_dxc_declares_them() {
    let source = "\
[[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]
static uint3 notConst;
[[vk::ext_builtin_output(/* PointSize */ 1)]]
static const float constOutput = 1;
[[vk::ext_builtin_input(\"NumWorkgroups\")]]
static const uint3 named;
[[vk::ext_builtin_input(24)]]
static const uint3 groups;
RWStructuredBuffer<uint> Out : register(u0);
[shader(\"compute\")]
[numthreads(1, 1, 1)]
void CSMain() { groups = uint3(1, 1, 1); Out[0] = groups.x; }
";
    let r = compile_for(source, CompileTarget::SpirV);
    for (code, line, column, text) in [
        ("OSH0207", 1, 1, "is declared 'static const T name;'"),
        ("OSH0207", 3, 1, "is declared 'static T name;'"),
        ("OSH0207", 5, 1, "a SPIR-V BuiltIn number"),
        (
            "OSH0305",
            12,
            17,
            "is a built-in input, so it cannot be assigned",
        ),
    ] {
        assert!(
            common::has_diagnostic(&r, code, (line, column), text),
            "{code} {line}:{column} {text}: {:?}",
            r.diagnostics
        );
    }
}

#[test]
fn a_dxc_vk_header_is_named_as_dxcs_own() {
    let source = "#include <vk/spirv.h>\n[numthreads(1, 1, 1)] void main() {}\n";
    let r = compile_for(source, CompileTarget::SpirV);
    let (code, line, column, message) = common::first_error(&r);
    assert_eq!(
        (code.as_str(), line, column),
        ("OSH0120", 1, 10),
        "{message}"
    );
    assert!(message.contains("one of DXC's own headers"), "{message}");
    assert!(message.contains("[[vk::ext_instruction]]"), "{message}");
}

/// `vk::ext_execution_mode_id`: integer constants (a literal is an `int`, as DXC types it) and
/// specialization constants, by id in `OpExecutionModeId`; the workgroup size from a
/// specialization constant validates under Vulkan 1.3 (`LocalSizeId` needs maintenance4).
#[test]
fn execution_modes_with_id_operands_take_constants_and_specialization_constants() {
    // DXC's own test (spv.intrinsicExecutionModeId.hlsl), word for word.
    let source = "\
float4 main() : SV_Target0 {
  vk::ext_execution_mode_id(/*LocalSizeId*/38, 8u, 6u, 8u);
  [[vk::ext_capability(5055)]]
  [[vk::ext_extension(\"SPV_KHR_shader_clock\")]]
  vk::ext_execution_mode_id(/*LocalSizeHintId*/39, 4, 4, 4);
  return 3;
}
";
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        entry_points: vec![oneshader::EntryPointRequest {
            name: "main".into(),
            stage: Some(oneshader::Stage::Pixel),
        }],
        ..CompileOptions::default()
    };
    let r = compile(source, "mode_id.hlsl", &options);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = common::disassemble(&r.blobs[0].words());
    for line in [
        "OpCapability ShaderClockKHR",
        "OpExtension \"SPV_KHR_shader_clock\"",
        "OpExecutionModeId %main LocalSizeId %uint_8 %uint_6 %uint_8",
        "OpExecutionModeId %main LocalSizeHintId %int_4 %int_4 %int_4",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
    let source = "\
[[vk::constant_id(0)]] const uint GroupX = 64;
RWStructuredBuffer<uint> Out : register(u0);
[shader(\"compute\")]
[numthreads(64, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
    vk::ext_execution_mode_id(/* LocalSizeId */ 38, GroupX, 1u, 1u);
    Out[id] = id;
}
";
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        spirv_env: oneshader::SpirvEnv::Vulkan1_3,
        ..CompileOptions::default()
    };
    let r = compile(source, "local_size_id.hlsl", &options);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.blobs[0].words();
    common::spirv_val_with(&words, "local_size_id", &["--target-env", "vulkan1.3"])
        .unwrap_or_else(|e| panic!("spirv-val: {e}"));
    let text = common::disassemble(&words);
    for line in [
        "OpExecutionModeId %main LocalSizeId %GroupX %uint_1 %uint_1",
        "OpDecorate %GroupX SpecId 0",
        "%GroupX = OpSpecConstant %uint 64",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
    // WGSL and MSL cannot take the size from the mode: refused at the entry point.
    refused_by_text_targets(source, (5, 6), "vk::ext_execution_mode_id with mode 38");
    // A SPIR-V 1.0 target has no OpExecutionModeId.
    let options = CompileOptions {
        targets: vec![CompileTarget::SpirV],
        spirv_env: oneshader::SpirvEnv::Vulkan1_0,
        ..CompileOptions::default()
    };
    let r = compile(source, "local_size_id_1_0.hlsl", &options);
    assert!(
        r.diagnostics
            .iter()
            .any(|d| d.is_error() && d.message.contains("needs SPIR-V 1.2")),
        "{:?}",
        r.diagnostics
    );
    // Operands that are not integer constants.
    let source = "\
cbuffer P : register(b0) { uint N; };
RWStructuredBuffer<uint> Out : register(u1);
[shader(\"compute\")]
[numthreads(1, 1, 1)]
void main() {
    vk::ext_execution_mode_id(38, 1.5f, 1u, 1u);
    vk::ext_execution_mode_id(38, N, 1u, 1u);
    Out[0] = 0;
}
";
    let r = compile_for(source, CompileTarget::SpirV);
    assert!(
        common::has_diagnostic(&r, "OSH0302", (6, 35), "must be an int or uint constant"),
        "{:?}",
        r.diagnostics
    );
    assert!(
        r.diagnostics
            .iter()
            .any(|d| d.is_error() && d.line == 7 && d.column == 35),
        "{:?}",
        r.diagnostics
    );
}

/// `[[vk::ext_decorate*]]` on an entry point's parameters decorate their stage variables, as
/// DXC does; on another function's parameter it is refused where it is written.
#[test]
fn decorations_on_entry_parameters_decorate_their_stage_variables() {
    let source = "\
[shader(\"pixel\")]
float4 PSMain(
    [[vk::ext_decorate(/* RelaxedPrecision */ 0)]] float4 color : COLOR0,
    [[vk::location(3), vk::ext_decorate_string(/* UserSemantic */ 5635, \"uv\")]] float2 uv : TEXCOORD0,
    [[vk::ext_decorate(/* RelaxedPrecision */ 0)]] float4 pos : SV_Position) : SV_Target {
    return color * uv.x + pos.x;
}
";
    let r = compile_for(source, CompileTarget::SpirV);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.blobs[0].words();
    common::spirv_val(&words, "entry_decorations").unwrap_or_else(|e| panic!("spirv-val: {e}"));
    let text = common::disassemble(&words);
    for line in [
        "OpDecorate %in_var_COLOR0 RelaxedPrecision",
        "OpDecorateString %in_var_TEXCOORD0 UserSemantic \"uv\"",
        "OpDecorate %in_var_TEXCOORD0 Location 3",
        "OpDecorate %gl_FragCoord RelaxedPrecision",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
    refused_by_text_targets(source, (3, 67), "cannot write SPIR-V decorations");
    let source = "\
void add([[vk::ext_decorate(/* Aliased */ 20)]] inout float a) { a += 1.0; }
[shader(\"pixel\")]
float4 PSMain(float4 color : COLOR0) : SV_Target { float x = color.x; add(x); return x; }
";
    let r = compile_for(source, CompileTarget::SpirV);
    assert!(
        common::has_diagnostic(
            &r,
            "OSH0400",
            (1, 10),
            "passes them through on entry point parameters only"
        ),
        "{:?}",
        r.diagnostics
    );
}
