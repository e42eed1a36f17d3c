//! Tests of [`super::entry_features`] through whole compiles: the bits reflection reports
//! (and writes in text and JSON), per entry point, and their agreement with the SPIR-V the
//! backend emits (capabilities and declared 16/64-bit types), on hand-written shaders covering
//! every bit and on every corpus entry point.

use crate::api::{compile, CompileOptions, CompileResult, CompileTarget};
use crate::reflect::device_features::*;
use crate::reflect::{to_json, to_text};
use crate::testing::{corpus_entries, repo_root, spirv_validate, stage_of};

fn options(enable_16bit_types: bool, targets: &[CompileTarget]) -> CompileOptions {
    CompileOptions {
        enable_16bit_types,
        targets: targets.to_vec(),
        ..CompileOptions::default()
    }
}

/// Compiles `source` for SPIR-V (and the given extra targets); the compile must succeed.
fn compile_ok(source: &str, options: &CompileOptions) -> CompileResult {
    let result = compile(source, "sized.hlsl", options);
    assert!(result.success(), "compile failed: {:?}", result.diagnostics);
    result
}

/// The `required_features` of `entry`.
fn bits(result: &CompileResult, entry: &str) -> u32 {
    let reflection = result.reflection.as_ref().expect("reflection");
    reflection
        .entry_points
        .iter()
        .find(|e| e.name == entry)
        .unwrap_or_else(|| panic!("no entry point {entry}"))
        .required_features
}

/// The feature bits a SPIR-V binary's `OpCapability`s stand for.
fn capability_bits(words: &[u32]) -> u32 {
    let mut out = 0;
    for inst in instructions(words) {
        if inst[0] & 0xFFFF == spirv::Op::Capability as u32 {
            for (bit, capability) in crate::spirv::FEATURE_CAPABILITIES {
                if inst.get(1) == Some(&(capability as u32)) {
                    out |= bit;
                }
            }
        }
    }
    out
}

/// The width bits of the `OpTypeInt` / `OpTypeFloat` a binary declares.
fn declared_width_bits(words: &[u32]) -> u32 {
    let mut out = 0;
    for inst in instructions(words) {
        let op = inst[0] & 0xFFFF;
        if op == spirv::Op::TypeFloat as u32 {
            out |= match inst.get(2) {
                Some(16) => FLOAT16,
                Some(64) => FLOAT64,
                _ => 0,
            };
        } else if op == spirv::Op::TypeInt as u32 {
            out |= match inst.get(2) {
                Some(16) => INT16,
                Some(64) => INT64,
                _ => 0,
            };
        }
    }
    out
}

/// The instructions of a binary after its 5-word header, each with its opcode word first.
fn instructions(words: &[u32]) -> Vec<&[u32]> {
    let mut out = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            break;
        }
        out.push(&words[at..at + count]);
        at += count;
    }
    out
}

/// Checks that `entry`'s SPIR-V validates, declares exactly the capabilities of its bits and
/// declares a type of each width its bits name (no bit is claimed without a use); returns
/// the bits.
fn bits_agree_with_spirv(result: &CompileResult, entry: &str) -> u32 {
    let blob = result
        .find(entry, CompileTarget::SpirV)
        .unwrap_or_else(|| panic!("no SPIR-V for {entry}"));
    let words = blob.words();
    spirv_validate(&words, entry).unwrap();
    let expected = bits(result, entry);
    assert_eq!(capability_bits(&words), expected, "{entry}: capabilities");
    assert_eq!(
        declared_width_bits(&words),
        expected & (FLOAT16 | INT16 | FLOAT64 | INT64),
        "{entry}: declared types"
    );
    expected
}

const HALF_ARITHMETIC: &str = r#"
RWStructuredBuffer<float> Data : register(u0);
[shader("compute")]
[numthreads(4, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    half h = (half)Data[id.x];
    h = h * (half)2.5 + (half)0.5;
    Data[id.x] = (float)h;
}
"#;

#[test]
fn half_arithmetic_needs_float16_and_text_reflection_says_so() {
    let targets = [CompileTarget::SpirV, CompileTarget::Wgsl];
    let result = compile_ok(HALF_ARITHMETIC, &options(true, &targets));
    assert_eq!(bits_agree_with_spirv(&result, "CSMain"), FLOAT16);
    let reflection = result.reflection.as_ref().unwrap();
    assert!(to_text(reflection).contains("\n  features bits=1\n"));
    assert!(to_json(reflection).contains("\"requiredFeatures\": 1\n"));
}

#[test]
fn half_without_16bit_types_is_32_bit_and_needs_nothing() {
    let targets = [CompileTarget::SpirV, CompileTarget::Wgsl];
    let result = compile_ok(HALF_ARITHMETIC, &options(false, &targets));
    assert_eq!(bits_agree_with_spirv(&result, "CSMain"), 0);
    let reflection = result.reflection.as_ref().unwrap();
    assert!(!to_text(reflection).contains("\n  features "));
    assert!(!to_json(reflection).contains("requiredFeatures"));
}

#[test]
fn a_wgsl_only_compile_gets_the_bits_too() {
    let result = compile_ok(HALF_ARITHMETIC, &options(true, &[CompileTarget::Wgsl]));
    assert_eq!(bits(&result, "CSMain"), FLOAT16);
}

#[test]
fn double_needs_float64() {
    let source = r#"
RWStructuredBuffer<float> Data : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    double d = (double)Data[id.x];
    Data[id.x] = (float)(d * d + 1.0);
}
"#;
    let result = compile_ok(source, &options(false, &[CompileTarget::SpirV]));
    assert_eq!(bits_agree_with_spirv(&result, "CSMain"), FLOAT64);
    let text = to_text(result.reflection.as_ref().unwrap());
    assert!(text.contains("\n  features bits=4\n"));
}

#[test]
fn each_entry_point_gets_only_what_it_uses() {
    let source = r#"
RWStructuredBuffer<float> Data : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    double d = (double)Data[id.x];
    Data[id.x] = (float)(d * 3.0);
}
struct VOut { float4 pos : SV_Position; half4 color : COLOR0; };
[shader("vertex")]
VOut VSMain(float4 pos : POSITION, half4 color : COLOR0)
{
    VOut o;
    o.pos = pos;
    o.color = color * (half)0.5;
    return o;
}
[shader("pixel")]
float4 PSMain(float4 pos : SV_Position) : SV_Target { return pos * 0.5; }
"#;
    let result = compile_ok(source, &options(true, &[CompileTarget::SpirV]));
    assert_eq!(bits_agree_with_spirv(&result, "CSMain"), FLOAT64);
    assert_eq!(
        bits_agree_with_spirv(&result, "VSMain"),
        FLOAT16 | INPUT_OUTPUT16
    );
    assert_eq!(bits_agree_with_spirv(&result, "PSMain"), 0);
    let text = to_text(result.reflection.as_ref().unwrap());
    assert!(text.contains("\n  features bits=4\n"));
    assert!(text.contains("\n  features bits=129\n"));
    assert_eq!(text.matches("\n  features ").count(), 2);
}

/// The spec's `Particles.hlsl` (16-bit cookbook page): `Float16, StorageBuffer16,
/// UniformBuffer16`.
#[test]
fn the_spec_particles_shader_needs_float16_and_both_buffer_accesses() {
    let source = r#"
struct Particle
{
    half3 Velocity;
    half Life;
    uint Flags;
};
cbuffer Step : register(b0) { half DeltaTime; uint Count; };
RWStructuredBuffer<Particle> Particles : register(u1);
[shader("compute")]
[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= Count)
        return;
    Particle p = Particles[id.x];
    p.Life -= DeltaTime;
    p.Velocity *= (half)0.98;
    if (p.Life <= 0)
        p.Flags |= 1;
    Particles[id.x] = p;
}
"#;
    let result = compile_ok(source, &options(true, &[CompileTarget::SpirV]));
    assert_eq!(
        bits_agree_with_spirv(&result, "CSMain"),
        FLOAT16 | STORAGE_BUFFER16 | UNIFORM_BUFFER16
    );
}

/// The spec's `Totals.hlsl`: `Float64, Int64, Int64Atomics`.
#[test]
fn the_spec_totals_shader_needs_64_bit_types_and_atomics() {
    let source = r#"
struct Sums
{
    uint64_t Bytes;
    double Energy;
};
StructuredBuffer<uint> Sizes : register(t0);
StructuredBuffer<float> Samples : register(t1);
RWStructuredBuffer<Sums> Result : register(u2);
[shader("compute")]
[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    InterlockedAdd(Result[0].Bytes, (uint64_t)Sizes[id.x]);
    double e = (double)Samples[id.x] * (double)Samples[id.x];
    if (id.x == 0)
        Result[0].Energy += e;
}
"#;
    let result = compile_ok(source, &options(false, &[CompileTarget::SpirV]));
    assert_eq!(
        bits_agree_with_spirv(&result, "CSMain"),
        FLOAT64 | INT64 | INT64_ATOMICS
    );
}

#[test]
fn sixteen_bit_integers_and_push_constants_get_their_bits() {
    let source = r#"
struct Push { half Scale; int16_t Bias; };
[[vk::push_constant]] Push P;
RWStructuredBuffer<int> Data : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    int16_t v = (int16_t)Data[id.x];
    Data[id.x] = (int)(v * P.Bias) + (int)P.Scale;
}
"#;
    let result = compile_ok(source, &options(true, &[CompileTarget::SpirV]));
    assert_eq!(
        bits_agree_with_spirv(&result, "CSMain"),
        FLOAT16 | INT16 | PUSH_CONSTANT16
    );
}

#[test]
fn a_64_bit_buffer_member_counts_even_when_not_read() {
    // The block type declares every member, so the device needs Int64 for it.
    let source = r#"
struct Item { uint64_t Big; float Small; };
RWStructuredBuffer<Item> Items : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) { Items[id.x].Small = 1.0; }
"#;
    let result = compile_ok(source, &options(false, &[CompileTarget::SpirV]));
    assert_eq!(bits_agree_with_spirv(&result, "CSMain"), INT64);
}

/// Every corpus entry point: the bits equal what its SPIR-V declares (the corpus uses no
/// 16/64-bit type, so they are all 0 today; the check keeps them honest when that changes).
#[test]
fn corpus_bits_match_spirv_capabilities() {
    let root = repo_root();
    let mut checked = 0;
    for corpus_entry in corpus_entries() {
        let (path, entry) = (corpus_entry.path.as_str(), corpus_entry.entry.as_str());
        let (stage, defines) = (corpus_entry.stage.as_str(), corpus_entry.defines);
        let options = CompileOptions {
            defines,
            entry_points: vec![crate::target::EntryPointRequest {
                name: entry.to_string(),
                stage: stage_of(stage),
            }],
            ..CompileOptions::default()
        };
        let result = crate::api::compile_file(root.join("corpus").join(path), &options);
        assert!(result.success(), "{path} {entry}: {:?}", result.diagnostics);
        bits_agree_with_spirv(&result, entry);
        checked += 1;
    }
    assert!(checked >= 71, "only {checked} corpus entry points");
}
