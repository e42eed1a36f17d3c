//! DXC's inline SPIR-V: `[[vk::ext_instruction]]` prototypes (extended and core
//! instructions, arguments by value, by reference and as literals), `[[vk::ext_capability]]`,
//! `[[vk::ext_extension]]`, `vk::ext_execution_mode`, `vk::ext_execution_mode_id` and
//! `[[vk::spvexecutionmode]]` as
//! spirv-val-clean SPIR-V; types declared by opcode (`vk::SpirvType`, `vk::SpirvOpaqueType`,
//! OneShader's `<vk/spirv.h>`) laid out as DXC lays them out; built-in variables (`[[vk::ext_builtin_input]]`,
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
[[vk::ext_decorate_id(/* UniformId */ 27, 13)]]
float decoratedFunction(float x) { return x; }
[[vk::ext_storage_class(/* CrossWorkgroup */ 5)]]
static int foo;
vk::ext_type<0> foo1;
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
        (1, 1, "'vk::ext_decorate_id' is not supported here yet: OneShader passes it through on global variables and entry-point parameters ([[vk::ext_decorate]] also on functions"),
        (3, 1, "'vk::ext_storage_class' is not supported yet"),
        (5, 1, "older inline SPIR-V types (vk::ext_type<N>"),
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
    let source = "#include <vk/khr/cooperative_matrix.h>\n[numthreads(1, 1, 1)] void main() {}\n";
    let r = compile_for(source, CompileTarget::SpirV);
    let (code, line, column, message) = common::first_error(&r);
    assert_eq!(
        (code.as_str(), line, column),
        ("OSH0120", 1, 10),
        "{message}"
    );
    assert!(message.contains("one of DXC's own headers"), "{message}");
    assert!(message.contains("provides <vk/spirv.h> only"), "{message}");
    assert!(message.contains("[[vk::ext_instruction]]"), "{message}");
}

/// `vk::SpirvType` / `vk::SpirvOpaqueType` as DXC's own tests write them
/// (`spv.inline.type.hlsl`, `spv.inline.type.alignment.hlsl`): the declaring instruction with
/// its operands (a type id, an `OpConstant` id, literal words), one declaration per type, shared
/// with the module's own declaration of the same type; the alias's capability; `$Globals`
/// members at DXC's offsets from the stated size and alignment; reflection gives such a member
/// as a struct of those bytes. WGSL and MSL refuse the type where it is used.
#[test]
fn types_declared_by_opcode_are_written_and_laid_out_as_dxc_does() {
    let source = "\
using uint8_t [[vk::ext_capability(/* Int8 */ 39)]] = vk::SpirvType</* OpTypeInt */ 21, 8, 8, vk::Literal<vk::integral_constant<uint, 8> >, vk::Literal<vk::integral_constant<bool, false> > >;
typedef vk::SpirvType<21, 1, 1, vk::Literal<vk::integral_constant<uint, 8> >, vk::Literal<vk::integral_constant<bool, false> > > type1;
typedef vk::SpirvType<21, 1, 32, vk::Literal<vk::integral_constant<uint, 8> >, vk::Literal<vk::integral_constant<bool, false> > > type2;
typedef vk::SpirvType<21, 32, 1, vk::Literal<vk::integral_constant<uint, 8> >, vk::Literal<vk::integral_constant<bool, false> > > type3;
type1 a;
type1 a_arr[3];
type2 b;
type2 b_arr[3];
type3 c;
type3 c_arr[3];
int end;
RWStructuredBuffer<uint> Out : register(u0);
[[vk::ext_instruction(/* OpUConvert */ 113)]] uint8_t narrow(uint x);
[[vk::ext_instruction(/* OpUConvert */ 113)]] uint widen(uint8_t x);
[[vk::ext_instruction(/* OpUConvert */ 113)]] uint widen2(type2 x);
uint8_t pass(uint8_t v) { return v; }
[shader(\"compute\")] [numthreads(1, 1, 1)]
void main() {
    uint8_t byte = narrow(Out[0]);
    uint8_t bytes[4];
    bytes[1] = byte;
    Out[1] = widen(pass(bytes[1])) + widen2(b_arr[1]) + end;
}
";
    for optimize in [false, true] {
        let options = CompileOptions {
            targets: vec![CompileTarget::SpirV],
            optimize,
            ..CompileOptions::default()
        };
        let r = compile(source, "types.hlsl", &options);
        assert!(r.success(), "{:?}", r.diagnostics);
        let words = r.find("main", CompileTarget::SpirV).unwrap().words();
        common::spirv_val(&words, "inline_types").unwrap();
        let text = common::spirv_dis(&words);
        // One OpTypeInt 8 0 for uint8_t, type1, type2 and type3 alike.
        assert_eq!(text.matches("OpTypeInt 8 0").count(), 1, "{text}");
        for needle in [
            "OpCapability Int8",
            "OpUConvert %spirvIntrinsicType",
            "OpDecorate %_arr_spirvIntrinsicType_uint_3 ArrayStride 16",
            "OpDecorate %_arr_spirvIntrinsicType_uint_3_0 ArrayStride 32",
        ] {
            assert!(text.contains(needle), "{needle}:\n{text}");
        }
        for (member, offset) in [0, 16, 64, 96, 192, 224, 320].into_iter().enumerate() {
            let line = format!("OpMemberDecorate %type_Globals {member} Offset {offset}");
            assert!(text.contains(&line), "{line}:\n{text}");
        }
        if !optimize {
            // The locals keep the type: a Function variable of it and an array of four.
            assert!(
                text.contains("OpTypePointer Function %_arr_spirvIntrinsicType_uint_4"),
                "{text}"
            );
        }
        let globals = r
            .reflection
            .as_ref()
            .unwrap()
            .resources
            .iter()
            .find(|res| res.name == "Globals")
            .and_then(|res| res.layout.clone())
            .unwrap();
        let b_arr = globals.members.iter().find(|m| m.name == "b_arr").unwrap();
        let element = b_arr.ty.element.as_deref().unwrap();
        assert_eq!((b_arr.offset, b_arr.ty.stride), (96, 32));
        assert_eq!((element.size, element.alignment), (1, 32));
        assert!(element.members.is_empty());
        assert!(
            element.name.starts_with("vk::SpirvType<21, 1, 32, "),
            "{}",
            element.name
        );
    }
    // An array of textures declared by opcode, as DXC's test declares it (a local that is
    // never used is not written; a used one is an OpTypeArray of the image type).
    let source = "\
typedef vk::SpirvOpaqueType</* OpTypeArray */ 28, Texture2D, vk::integral_constant<uint, 4> > ArrayTex2D;
[[vk::ext_instruction(/* OpUndef */ 1)]] ArrayTex2D undef_textures();
[[vk::ext_instruction(/* OpCopyObject */ 83)]] ArrayTex2D copy(ArrayTex2D t);
[shader(\"compute\")] [numthreads(1, 1, 1)] void main() { ArrayTex2D t = copy(undef_textures()); }
";
    let r = compile_for(source, CompileTarget::SpirV);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = common::spirv_dis(&r.find("main", CompileTarget::SpirV).unwrap().words());
    let image = text
        .lines()
        .find(|l| l.contains("OpTypeImage %float 2D"))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        text.contains(&format!(
            "%spirvIntrinsicType = OpTypeArray {image} %uint_4"
        )),
        "{text}"
    );
    refused_by_text_targets(source, (4, 72), "'copy' is the SPIR-V instruction 83");
    let source = "\
using u8 = vk::SpirvType<21, 1, 1, vk::Literal<vk::integral_constant<uint, 8> >, vk::Literal<vk::integral_constant<bool, false> > >;
cbuffer Params : register(b0) { u8 small; uint big; };
RWStructuredBuffer<uint> Out : register(u1);
[[vk::ext_instruction(/* OpUConvert */ 113)]] uint widen(u8 x);
[shader(\"compute\")] [numthreads(1, 1, 1)] void main() { Out[0] = widen(small) + big; }
";
    refused_by_text_targets(
        source,
        (5, 72),
        "has no inline SPIR-V types ('vk::SpirvType<21, 1, 1, ",
    );
}

/// OneShader's `<vk/spirv.h>` (DXC's `workgroupspirvpointer.hlsl`, word for word): a groupshared
/// element's address as an opaque SPIR-V pointer, passed to a helper and loaded through an
/// instruction. The pointer is a value, never in a variable or a parameter, at `-O0` too (the
/// `opaque-values` legalization inlines and promotes): valid without `VariablePointers`.
#[test]
fn the_provided_vk_spirv_header_gives_workgroup_pointers() {
    let source = "\
#include <vk/spirv.h>

RWStructuredBuffer<int> data;

groupshared int shared_data[64];

[[vk::ext_instruction(/* OpLoad */ 61)]] int
Load(vk::WorkgroupSpirvPointer<int> p);

int foo(vk::WorkgroupSpirvPointer<int> param) {
  return Load(param);
}

[numthreads(64, 1, 1)] void main() {
  vk::WorkgroupSpirvPointer<int> p = vk::GetGroupSharedAddress(shared_data[0]);
  data[0] = foo(p);
}
";
    for optimize in [false, true] {
        let options = CompileOptions {
            targets: vec![CompileTarget::SpirV],
            optimize,
            ..CompileOptions::default()
        };
        let options = CompileOptions {
            entry_points: vec![oneshader::EntryPointRequest {
                name: "main".into(),
                stage: Some(oneshader::Stage::Compute),
            }],
            ..options
        };
        let r = compile(source, "pointer.hlsl", &options);
        assert!(r.success(), "{:?}", r.diagnostics);
        let words = r.find("main", CompileTarget::SpirV).unwrap().words();
        common::spirv_val(&words, "workgroup_pointer").unwrap();
        let text = common::spirv_dis(&words);
        assert!(!text.contains("VariablePointers"), "{text}");
        assert!(!text.contains("OpFunctionCall"), "{text}");
        let copy = text
            .lines()
            .find(|l| l.contains("OpCopyObject %_ptr_Workgroup_int"))
            .unwrap_or_else(|| panic!("{text}"));
        let pointer = copy.split_whitespace().next().unwrap();
        assert!(
            text.contains(&format!("OpLoad %int {pointer}")),
            "{pointer}:\n{text}"
        );
    }
    let with_stage = source.replace("[numthreads", "[shader(\"compute\")] [numthreads");
    refused_by_text_targets(&with_stage, (15, 38), "has no inline SPIR-V");
    // DXC's workgroupspirvpointer.const.hlsl: the alias is const, so the local is a constant.
    let source = "\
#include <vk/spirv.h>
RWStructuredBuffer<int> data;
groupshared int shared_data[64];
[shader(\"compute\")] [numthreads(64, 1, 1)] void main() {
  vk::WorkgroupSpirvPointer<int> p = vk::GetGroupSharedAddress(shared_data[0]);
  if (data[0] > 10) {
    p = vk::GetGroupSharedAddress(shared_data[0]);
  }
}
";
    let r = compile_for(source, CompileTarget::SpirV);
    assert!(
        common::has_diagnostic(
            &r,
            "OSH0305",
            (7, 5),
            "is a const variable, so it cannot be assigned"
        ),
        "{:?}",
        r.diagnostics
    );
}

/// The misuse of inline SPIR-V types, at the line and column it is written.
#[test]
fn inline_spirv_type_misuse_is_reported_where_it_is_written() {
    let source = "\
typedef vk::SpirvOpaqueType</* OpTypeArray */ 28, Texture2D, vk::Literal<bool> > Invalid;
typedef vk::SpirvOpaqueType<28, Texture2D, 4> Invalid2;
typedef vk::integral_constant<uint, 4> Four;
typedef vk::SpirvOpaqueType<32, vk::Literal<vk::integral_constant<uint, 4> >, int> Pointer;
cbuffer Params : register(b0) { Pointer p; };
typedef vk::SpirvType<21, 1, 3, vk::Literal<vk::integral_constant<uint, 8> > > BadAlignment;
typedef vk::integral_constant<uint, -1> Negative;
using Plain [[vk::ext_capability(39)]] = float;
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)] void main() {
    Four f;
    Out[0] = 0;
}
";
    let r = compile_for(source, CompileTarget::SpirV);
    for (code, line, column, text) in [
        (
            "OSH0381",
            1,
            62,
            "The template argument to vk::Literal must be a vk::integral_constant",
        ),
        (
            "OSH0381",
            2,
            9,
            "not the number 4: write vk::integral_constant<uint, 4>",
        ),
        (
            "OSH0317",
            5,
            41,
            "has no size or alignment, so it cannot be laid out in a buffer",
        ),
        (
            "OSH0381",
            6,
            9,
            "an alignment that is a power of two, not 1 and 3",
        ),
        (
            "OSH0381",
            7,
            9,
            "The value -1 of this vk::integral_constant does not fit its type 'uint'",
        ),
        ("OSH0207", 8, 13, "'float' is none"),
        (
            "OSH0317",
            11,
            10,
            "is an operand of vk::SpirvType or vk::SpirvOpaqueType, not a type of values",
        ),
    ] {
        assert!(
            common::has_diagnostic(&r, code, (line, column), text),
            "{code} {line}:{column} {text}: {:?}",
            r.diagnostics
        );
    }
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

/// `[[vk::ext_capability]]` on a struct member or a global variable of an inline SPIR-V type is
/// what that type needs (DXC's proposal 0011): declared wherever the type is used.
#[test]
fn capabilities_on_members_and_variables_go_with_the_type() {
    let source = "\
typedef vk::SpirvType<21, 1, 1, vk::Literal<vk::integral_constant<uint, 8> >, vk::Literal<vk::integral_constant<bool, false> > > u8;
typedef vk::SpirvType<21, 2, 2, vk::Literal<vk::integral_constant<uint, 16> >, vk::Literal<vk::integral_constant<bool, false> > > u16;
struct Holder { [[vk::ext_capability(/* Int8 */ 39)]] u8 value; uint other; };
[[vk::ext_capability(/* Int16 */ 22)]] static u16 wide;
[[vk::ext_instruction(/* OpUConvert */ 113)]] u8 narrow(uint x);
[[vk::ext_instruction(/* OpUConvert */ 113)]] u16 narrow16(uint x);
[[vk::ext_instruction(/* OpUConvert */ 113)]] uint widen(u8 x);
[[vk::ext_instruction(/* OpUConvert */ 113)]] uint widen16(u16 x);
RWStructuredBuffer<uint> Out : register(u0);
[shader(\"compute\")] [numthreads(1, 1, 1)]
void main() {
    Holder h;
    h.value = narrow(Out[0]);
    h.other = 2;
    wide = narrow16(Out[1]);
    Out[2] = widen(h.value) + h.other + widen16(wide);
}
";
    let r = compile_for(source, CompileTarget::SpirV);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.find("main", CompileTarget::SpirV).unwrap().words();
    common::spirv_val(&words, "type_capabilities").unwrap();
    let text = common::spirv_dis(&words);
    for needle in ["OpCapability Int8", "OpCapability Int16", "OpTypeInt 16 0"] {
        assert!(text.contains(needle), "{needle}:\n{text}");
    }
}

/// DXC's `spv.intrinsicDecorate.function.hlsl`, word for word: `[noinline]` keeps a function
/// (`DontInline`, at every optimization level), `[[vk::ext_decorate]]` on it decorates its
/// `OpFunction`, and `[[vk::ext_capability]]` / `[[vk::ext_extension]]` on it are declared by
/// the entry point that calls it. WGSL and MSL refuse the decorated functions.
#[test]
fn functions_take_noinline_decorations_and_requirements() {
    let source = "\
[[vk::ext_capability(/* Int8 */ 39)]]
[[vk::ext_extension(\"some_extension\")]]
[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
[noinline] uint Identity(uint x) { return x; }

// Decorate a second function to test the hashing in the module's decoration set.
[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
[noinline] uint Increment(uint x) { return x + 1; }

RWStructuredBuffer<uint> buf;

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  buf[0] = Identity(tid.x) + Increment(tid.x);
}
";
    let request = |target| CompileOptions {
        targets: vec![target],
        entry_points: vec![oneshader::EntryPointRequest {
            name: "main".into(),
            stage: Some(oneshader::Stage::Compute),
        }],
        ..CompileOptions::default()
    };
    for optimize in [false, true] {
        let options = CompileOptions {
            optimize,
            ..request(CompileTarget::SpirV)
        };
        let r = compile(source, "decorated.hlsl", &options);
        assert!(r.success(), "{:?}", r.diagnostics);
        let words = r.find("main", CompileTarget::SpirV).unwrap().words();
        common::spirv_val(&words, "decorated_functions").unwrap();
        let text = common::spirv_dis(&words);
        for needle in [
            "OpCapability Int8",
            "OpExtension \"some_extension\"",
            "OpDecorate %Identity RelaxedPrecision",
            "OpDecorate %Increment RelaxedPrecision",
            "%Identity = OpFunction %uint DontInline",
            "%Increment = OpFunction %uint DontInline",
            "OpFunctionCall %uint %Identity",
        ] {
            assert!(text.contains(needle), "{needle}:\n{text}");
        }
    }
    for (target, code) in [
        (CompileTarget::Wgsl, "OSH5202"),
        (CompileTarget::Msl, "OSH5102"),
    ] {
        let r = compile(source, "decorated.hlsl", &request(target));
        assert!(
            common::has_diagnostic(
                &r,
                code,
                (4, 17),
                "the function 'Identity' has DXC's inline SPIR-V [[vk::ext_decorate]]"
            ),
            "{target:?}: {:?}",
            r.diagnostics
        );
    }
}
