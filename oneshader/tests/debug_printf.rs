//! `printf` and `vk::ReadClock` as DXC maps them: `printf` is an `OpExtInst` of
//! `NonSemantic.DebugPrintf` (instruction 1) whose format is an `OpString`, with the values as
//! they are (DXC's `intrinsics.printf.hlsl`); `vk::ReadClock(scope)` is `OpReadClockKHR` with
//! `ShaderClockKHR` and `SPV_KHR_shader_clock` (SPIR-V.rst, "ReadClock"). Both valid under
//! spirv-val; WGSL and MSL refuse both at the call (WGSL the clock's 64-bit value already), and a format that is not a string, a value
//! printf cannot print or a scope Vulkan does not allow is an error at its argument.

mod common;

use oneshader::{compile, CompileTarget, Stage};

fn spirv(src: &str, stage: Stage) -> Vec<u32> {
    let r = compile(
        src,
        "printf.hlsl",
        &common::main_entry(stage, CompileTarget::SpirV),
    );
    assert!(r.success(), "{:#?}", r.diagnostics);
    let w = r.blobs[0].words();
    common::spirv_val(&w, "printf").unwrap();
    w
}

fn text(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|x| x.to_le_bytes()).collect();
    let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

/// The module's extensions, its `OpString`s by id, and each `printf` as (format, operand type
/// ids), in order.
struct Printfs {
    extensions: Vec<String>,
    strings: Vec<(u32, String)>,
    calls: Vec<(String, Vec<u32>)>,
}

fn printfs(words: &[u32]) -> Printfs {
    let ins = common::spirv_instructions(words);
    let mut out = Printfs {
        extensions: Vec::new(),
        strings: Vec::new(),
        calls: Vec::new(),
    };
    let mut set = None;
    // Result id -> result type id of every instruction, to type printf's operands.
    let mut types = std::collections::BTreeMap::new();
    for (op, w) in &ins {
        if *op == spirv::Op::Extension as u32 {
            out.extensions.push(text(w));
        } else if *op == spirv::Op::ExtInstImport as u32
            && text(&w[1..]) == "NonSemantic.DebugPrintf"
        {
            set = Some(w[0]);
        } else if *op == spirv::Op::String as u32 {
            out.strings.push((w[0], text(&w[1..])));
        } else if *op == spirv::Op::Constant as u32 || *op == spirv::Op::Load as u32 {
            types.insert(w[1], w[0]);
        }
    }
    for (op, w) in &ins {
        if *op == spirv::Op::ExtInst as u32 && Some(w[2]) == set {
            assert_eq!(w[3], 1, "DebugPrintf is instruction 1 of its set");
            let format = out
                .strings
                .iter()
                .find(|(id, _)| *id == w[4])
                .map(|(_, s)| s.clone())
                .expect("the format is an OpString");
            let operand_types = w[5..]
                .iter()
                .map(|id| types.get(id).copied().unwrap_or(0))
                .collect();
            out.calls.push((format, operand_types));
        }
    }
    out
}

/// The id of `OpTypeInt width signed` / `OpTypeFloat width`.
fn type_id(words: &[u32], op: spirv::Op, operands: &[u32]) -> u32 {
    common::spirv_instructions(words)
        .into_iter()
        .find(|(o, w)| *o == op as u32 && &w[1..] == operands)
        .map(|(_, w)| w[0])
        .unwrap_or_else(|| panic!("no {op:?} {operands:?}"))
}

const COMPUTE: &str = r#"const string first = "first string";
string second = "second string";
RWStructuredBuffer<float> Out : register(u0);

void report(uint i, float v) {
    printf("Out[%u] = %f", i, v);
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    printf(first);
    printf(second);
    printf("literals: %d %u %.2f", 1, 2u, 1.5f);
    float v = Out[id.x] * 2.0;
    Out[id.x] = v;
    report(id.x, v);
    report(id.x + 4, v + 1.0);
    printf("vector: %v3f", float3(v, v, v));
}
"#;

#[test]
fn printf_is_debug_printf_with_its_format_as_a_string() {
    let w = spirv(COMPUTE, Stage::Compute);
    let p = printfs(&w);
    assert_eq!(p.extensions, ["SPV_KHR_non_semantic_info"]);
    let int = type_id(&w, spirv::Op::TypeInt, &[32, 1]);
    let uint = type_id(&w, spirv::Op::TypeInt, &[32, 0]);
    let float = type_id(&w, spirv::Op::TypeFloat, &[32]);
    let formats: Vec<&str> = p.calls.iter().map(|(f, _)| f.as_str()).collect();
    assert_eq!(
        formats,
        [
            "first string",
            "second string",
            "literals: %d %u %.2f",
            "Out[%u] = %f",
            "Out[%u] = %f",
            "vector: %v3f",
        ]
    );
    // DXC's operands: an unsuffixed integer literal is an int, the others keep their types.
    assert_eq!(p.calls[2].1, [int, uint, float]);
    // The helper's arguments after inlining: a uint and a float value.
    assert_eq!(p.calls[3].1.len(), 2);
    assert_eq!(p.calls[5].1.len(), 1);
    // Each text is one OpString however often it is printed.
    let mut texts: Vec<&str> = p.strings.iter().map(|(_, s)| s.as_str()).collect();
    texts.sort();
    texts.dedup();
    assert_eq!(texts.len(), p.strings.len(), "{:?}", p.strings);
    // A string global is a format, not a value: no constant buffer holds it.
    let r = compile(
        COMPUTE,
        "printf.hlsl",
        &common::main_entry(Stage::Compute, CompileTarget::SpirV),
    );
    let reflection = r.reflection.expect("reflection");
    let names: Vec<&str> = reflection
        .resources
        .iter()
        .map(|r| r.name.as_str())
        .collect();
    assert_eq!(names, ["Out"]);
}

#[test]
fn printf_works_in_every_stage_and_with_debug_information() {
    let vs = "float4 main(float4 p : POSITION, uint id : SV_VertexID) : SV_Position {\n    printf(\"vertex %u at %v4f\", id, p);\n    return p;\n}\n";
    let ps = "float4 main(float4 p : SV_Position) : SV_Target {\n    if (p.x < 1.0 && p.y < 1.0) printf(\"pixel %f %f\", p.x, p.y);\n    return p;\n}\n";
    assert_eq!(printfs(&spirv(vs, Stage::Vertex)).calls.len(), 1);
    assert_eq!(printfs(&spirv(ps, Stage::Pixel)).calls.len(), 1);
    // -Zi writes its own OpStrings (file names) beside the formats.
    let mut o = common::main_entry(Stage::Compute, CompileTarget::SpirV);
    oneshader::dxc_args::apply_all(&mut o, &["-Zi".to_string()]).unwrap();
    let r = compile(COMPUTE, "printf.hlsl", &o);
    assert!(r.success(), "{:#?}", r.diagnostics);
    let w = r.blobs[0].words();
    common::spirv_val(&w, "printf -Zi").unwrap();
    assert_eq!(printfs(&w).calls.len(), 6);
}

/// The first error's (code, line, column, message).
fn first_error(src: &str, target: CompileTarget, stage: Stage) -> (String, u32, u32, String) {
    common::first_error(&compile(
        src,
        "printf.hlsl",
        &common::main_entry(stage, target),
    ))
}

#[test]
fn printf_formats_and_values_are_checked_where_written() {
    let cs = |body: &str| {
        format!("struct S {{ float a; }};\n[numthreads(1, 1, 1)]\nvoid main() {{\n{body}\n}}\n")
    };
    let (code, line, col, msg) = first_error(
        &cs("    float f = 1.0;\n    printf(f);"),
        CompileTarget::SpirV,
        Stage::Compute,
    );
    assert_eq!((code.as_str(), line, col), ("OSH0302", 5, 12), "{msg}");
    assert!(msg.contains("string literal or a string constant"), "{msg}");
    let (code, line, col, msg) = first_error(
        &cs("    S s = (S)0;\n    printf(\"%f\", s);"),
        CompileTarget::SpirV,
        Stage::Compute,
    );
    assert_eq!((code.as_str(), line, col), ("OSH0302", 5, 18), "{msg}");
    assert!(msg.contains("not 'S'"), "{msg}");
    let (code, _, _, msg) = first_error(
        &cs("    printf(\"%d\", true);"),
        CompileTarget::SpirV,
        Stage::Compute,
    );
    assert_eq!(code, "OSH0302");
    assert!(msg.contains("(uint)b"), "{msg}");
    let (code, ..) = first_error(&cs("    printf();"), CompileTarget::SpirV, Stage::Compute);
    assert_eq!(code, "OSH0309");
    let (code, line, _, msg) = first_error(
        "string s;\n[numthreads(1, 1, 1)] void main() { }\n",
        CompileTarget::SpirV,
        Stage::Compute,
    );
    assert_eq!((code.as_str(), line), ("OSH0317", 1), "{msg}");
    let (code, line, col, msg) = first_error(
        &cs("    string local = \"x\";"),
        CompileTarget::SpirV,
        Stage::Compute,
    );
    assert_eq!((code.as_str(), line, col), ("OSH0350", 4, 5), "{msg}");
    // A string anywhere else is still no value.
    let (code, ..) = first_error(
        &cs("    uint n = \"text\";"),
        CompileTarget::SpirV,
        Stage::Compute,
    );
    assert_eq!(code, "OSH0350");
}

#[test]
fn wgsl_and_msl_refuse_printf_at_the_call() {
    for (target, code, lang) in [
        (CompileTarget::Wgsl, "OSH5202", "WGSL"),
        (CompileTarget::Msl, "OSH5102", "MSL"),
    ] {
        let (c, line, col, msg) = first_error(COMPUTE, target, Stage::Compute);
        assert_eq!((c.as_str(), line, col), (code, 11, 5), "{msg}");
        assert!(msg.starts_with(&format!("{lang} has no printf")), "{msg}");
    }
}

const CLOCK: &str = r#"RWStructuredBuffer<uint2> Times : register(u0);
RWStructuredBuffer<float> Data : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint64_t start = vk::ReadClock(vk::SubgroupScope);
    float x = Data[id.x];
    for (uint i = 0; i < 16; ++i) x = sin(x) * 1.5;
    Data[id.x] = x;
    uint64_t end = vk::ReadClock(vk::SubgroupScope);
    uint64_t device = vk::ReadClock(vk::DeviceScope);
    Times[id.x] = uint2(uint(end - start), uint(device >> 32));
}
"#;

#[test]
fn read_clock_is_op_read_clock_khr_read_anew_each_call() {
    let w = spirv(CLOCK, Stage::Compute);
    let ins = common::spirv_instructions(&w);
    let clocks: Vec<&[u32]> = ins
        .iter()
        .filter(|(op, _)| *op == spirv::Op::ReadClockKHR as u32)
        .map(|(_, w)| *w)
        .collect();
    // Two reads of one scope stay two reads (the optimizer merges pure values only).
    assert_eq!(clocks.len(), 3);
    let u64 = type_id(&w, spirv::Op::TypeInt, &[64, 0]);
    assert!(clocks.iter().all(|w| w[0] == u64));
    let capabilities: Vec<u32> = ins
        .iter()
        .filter(|(op, _)| *op == spirv::Op::Capability as u32)
        .map(|(_, w)| w[0])
        .collect();
    for c in [spirv::Capability::ShaderClockKHR, spirv::Capability::Int64] {
        assert!(capabilities.contains(&(c as u32)), "{c:?}");
    }
    assert_eq!(printfs(&w).extensions, ["SPV_KHR_shader_clock"]);
    // Reflection tells the device feature (Vulkan's shader clock) the SPIR-V declares.
    let r = compile(
        CLOCK,
        "clock.hlsl",
        &common::main_entry(Stage::Compute, CompileTarget::SpirV),
    );
    let features = r.reflection.expect("reflection").entry_points[0].required_features;
    use oneshader::reflect::device_features::{INT64, SHADER_CLOCK};
    assert_eq!(features & (SHADER_CLOCK | INT64), SHADER_CLOCK | INT64);
}

#[test]
fn read_clock_takes_a_device_or_subgroup_scope_only() {
    let src = |scope: &str| {
        format!("RWStructuredBuffer<uint64_t> T;\n[numthreads(1, 1, 1)]\nvoid main() {{\n    T[0] = vk::ReadClock({scope});\n}}\n")
    };
    let (code, line, col, msg) = first_error(
        &src("vk::WorkgroupScope"),
        CompileTarget::SpirV,
        Stage::Compute,
    );
    assert_eq!((code.as_str(), line, col), ("OSH0302", 4, 26), "{msg}");
    assert!(msg.contains("not 2"), "{msg}");
    let (code, ..) = first_error(&src("T[1]"), CompileTarget::SpirV, Stage::Compute);
    assert_eq!(code, "OSH0310");
    // WGSL refuses the 64-bit value before the clock; Metal has 64-bit integers, no clock.
    let (code, line, _, msg) =
        first_error(&src("vk::DeviceScope"), CompileTarget::Msl, Stage::Compute);
    assert_eq!((code.as_str(), line), ("OSH5102", 4), "{msg}");
    assert!(
        msg.starts_with("MSL has no shader clock (vk::ReadClock"),
        "{msg}"
    );
}
