//! Diagnostics point at the right file, line and column with the right code.
//!
//! Sources are annotated with caret lines: `//  ^ OSH0300 'Atlass' is not declared` below a
//! line means a diagnostic with that code starts at the caret's column on the line above, and
//! its message contains the text after the code. Annotation lines are comments, so they do not
//! move anything.

use oneshader::{compile, CompileOptions, IncludeResolver, ResolvedInclude};
use std::sync::Arc;

struct Expected {
    line: u32,
    column: u32,
    code: String,
    message: String,
}

fn expectations(source: &str) -> Vec<Expected> {
    let mut out = Vec::new();
    let mut last_code_line = 0u32;
    for (i, line) in source.lines().enumerate() {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("//") {
            if let Some(caret) = rest.find('^') {
                if rest[..caret].trim().is_empty() {
                    let column = (line.len() - trimmed.len()) + 2 + caret + 1;
                    let after = rest[caret..].trim_start_matches('^').trim();
                    let (code, message) = after.split_once(' ').unwrap_or((after, ""));
                    out.push(Expected {
                        line: last_code_line,
                        column: column as u32,
                        code: code.to_string(),
                        message: message.to_string(),
                    });
                    continue;
                }
            }
        }
        last_code_line = i as u32 + 1;
    }
    out
}

fn check(path: &str, source: &str, options: &CompileOptions) {
    let result = compile(source, path, options);
    let expected = expectations(source);
    assert!(!expected.is_empty(), "test source has no annotations");
    for e in &expected {
        let found = result.diagnostics.iter().any(|d| {
            d.line == e.line
                && d.column == e.column
                && d.code.to_string() == e.code
                && d.message.contains(&e.message)
        });
        assert!(
            found,
            "expected {} at {}:{} containing {:?}; got:\n{}",
            e.code,
            e.line,
            e.column,
            e.message,
            result
                .diagnostics
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
    let errors = result.diagnostics.iter().filter(|d| d.is_error()).count();
    let expected_errors = expected
        .iter()
        .filter(|e| {
            result
                .diagnostics
                .iter()
                .any(|d| d.is_error() && d.code.to_string() == e.code)
        })
        .count();
    assert_eq!(
        errors,
        expected_errors,
        "one mistake must give one error, got:\n{}",
        result
            .diagnostics
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

fn sprite() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../corpus/spec/Sprite.hlsl"
    ))
    .expect("corpus/spec/Sprite.hlsl")
}

#[test]
fn misspelled_resource_is_osh0300_at_the_spec_position() {
    let source = sprite().replace(
        "return Atlas.Sample(AtlasSampler, i.Uv)",
        "return Atlass.Sample(AtlasSampler, i.Uv)",
    );
    let result = compile(&source, "Shaders/Sprite.hlsl", &CompileOptions::default());
    let rendered: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert_eq!(
        rendered,
        ["Shaders/Sprite.hlsl(24,45): error OSH0300: 'Atlass' is not declared. Did you mean 'Atlas'?"]
    );
}

#[test]
fn misspelled_member_is_osh0308_at_the_spec_position() {
    let source = sprite().replace("AtlasSampler, i.Uv", "AtlasSampler, i.UV");
    let result = compile(&source, "/tmp/Sprite.hlsl", &CompileOptions::default());
    let rendered: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
    assert_eq!(
        rendered,
        ["/tmp/Sprite.hlsl(24,74): error OSH0308: The struct 'VSOut' has no member 'UV'. Did you mean 'Uv'?"]
    );
}

#[test]
fn member_function_and_inheritance_misuse() {
    check(
        "members.hlsl",
        r#"
struct Light
{
    float3 color;
    float intensity;
    float3 radiance() { return this.colr * intensity; }
//                                  ^ OSH0308 The struct 'Light' has no member 'colr'. Did you mean 'color'?
    float3 scaled(float k) { return color * k * intensty; }
//                                              ^ OSH0300 'intensty' is not declared. Did you mean 'intensity'?
    static Light none() { Light l = (Light)0; l.intensity = intensity; return l; }
//                                                          ^ OSH0370 'intensity' is a member of 'Light': a static member function has no 'this'
    float3 tinted(float3 t) const { color = t; return color; }
//                                  ^ OSH0305 part of 'this' in a const member function
    float flicker();
};
struct Lamp : Light, Light { float height; };
//                   ^ OSH0371 'Lamp' has more than one base
struct Bad : float3 { float x; };
//           ^ OSH0371 'float3' cannot be a base of 'Bad': only a struct can be a base.
struct Chain { Chain next; float v; };
//             ^ OSH0371 'Chain' is not complete here: a struct cannot contain itself.
float3 Light::glow(float k) { return color * k; }
//     ^ OSH0308 The definition of 'Light::glow' matches no declaration
float brightness() { return this.intensity; }
//                          ^ OSH0370 'this' can only be used inside a non-static member function.
[shader("pixel")]
float4 PSMain() : SV_Target
{
    Light l = Light::none();
    float3 r = Light::radiance();
//             ^ OSH0370 'Light::radiance' is a non-static member function: call it on an object
    return float4(l.radiant(), 1) + l.flicker();
//                  ^ OSH0308 The struct 'Light' has no member function 'radiant'. Did you mean 'radiance'?
//                                  ^ OSH0317 The member function 'Light::flicker' is called but never defined
}
"#,
        &CompileOptions::default(),
    );
}

/// Direct3D 9's `sampler2D` and `tex2D` family, which DXC refuses too: what to write instead.
/// A user's own `struct sampler2D` or `tex2D` function is no built-in and stays theirs.
#[test]
fn direct3d9_sampling_says_what_to_write_instead() {
    check(
        "dx9.hlsl",
        r#"
   sampler2D Legacy : register(s0);
// ^ OSH0350 'sampler2D' is Direct3D 9's sampler type, which DXC does not support either. Declare a Texture2D and a SamplerState
sampler Plain : register(s1);
struct samplerCUBE { TextureCube t; SamplerState s; };
float4 texCUBE(samplerCUBE x, float3 d) { return x.t.Sample(x.s, d); }
[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0) : SV_Target
{
    return tex2Dlod(Plain, float4(uv, 0, 0));
//         ^ OSH0350 'tex2Dlod' is Direct3D 9's texture sampling, which DXC does not support either. Declare a Texture2D and a SamplerState and call Texture2D.SampleLevel(sampler, uv, lod).
}
"#,
        &CompileOptions::default(),
    );
}

/// Interfaces as DXC takes them: a contract of methods that a struct or class deriving from
/// it defines (besides its one concrete base), never a value, never data.
#[test]
fn interface_misuse() {
    check(
        "interfaces.hlsl",
        r#"
interface IShape { float Area(); float Scale(float s); };
interface IShape { float Other(); };
//        ^ OSH0301 'IShape' is already declared in this scope
interface IBad : IShape { float X(); };
//               ^ OSH0371 The interface 'IBad' cannot derive from other types
interface IData { float x; float Y() { return 1; } };
//                ^ OSH0317 The interface 'IData' declares something other than a method
//                               ^ OSH0317 The method 'Y' of the interface 'IData' has a body
struct Circle : IShape { float r; float Area() { return 3.14 * r * r; } };
//     ^ OSH0371 'Circle' implements the interface 'IShape' but does not define its method 'Scale'.
struct Base { float k; };
struct Both : Base, IShape { float Area() { return k; } float Scale(float s) { return s * k; } };
struct Two : Base, Both, IShape { float Area() { return k; } float Scale(float s) { return s; } };
//                 ^ OSH0371 'Two' has more than one base
IShape global_shape;
//     ^ OSH0317 'IShape' is an interface, not a type of values
float Use(IShape s) { return 0; }
//        ^ OSH0317 'IShape' is an interface, not a type of values
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Both b; b.k = 2; Out[0] = b.Area() + b.Scale(3); }
"#,
        &CompileOptions::default(),
    );
}

#[test]
fn operators_hlsl_2021_forbids() {
    check(
        "operators.hlsl",
        r#"
struct V
{
    float x;
    void operator=(V o) { x = o.x; }
//       ^ OSH0372 Overloading 'operator=' is not allowed in HLSL 2021
    void operator+=(V o) { x += o.x; }
//       ^ OSH0372 Overloading 'operator+=' is not allowed
    V operator<<(uint n) { return this; }
//    ^ OSH0372 Overloading 'operator<<' is not allowed
    V operator++() { return this; }
//    ^ OSH0372 Overloading 'operator++' is not allowed
    V operator*(int k) { V r; r.x = x * k; return r; }
    V operator*(uint k) { V r; r.x = x * k; return r; }
    V operator-() { V r; r.x = -x; return r; }
};
V operator+(V a, V b) { return a; }
//^ OSH0372 Overloading the non-member 'operator+' is not allowed in HLSL 2021
[shader("pixel")]
float4 PSMain(float f : F) : SV_Target
{
    V v = (V)1;
    V w = v * f;
//        ^ OSH0304 The call of 'V::operator*' with (float) matches several overloads equally well.
    V n = -v;
//        ^ OSH0302 The unary 'operator-' of 'V' cannot be called
    return v.x;
}
"#,
        &CompileOptions::default(),
    );
}

#[test]
fn undeclared_and_type_errors() {
    check(
        "errors.hlsl",
        r#"
cbuffer Params { float4 Tint; float Scale; };
float4 Shade(float2 uv)
{
    float3 c = Tint.rgb * Scle;
//                        ^ OSH0300 'Scle' is not declared. Did you mean 'Scale'?
    return float4(c, 1);
}
[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0) : SV_Target { return Shade(uv); }
"#,
        &CompileOptions::default(),
    );
}

#[test]
fn missing_semicolon_is_one_error() {
    check(
        "syntax.hlsl",
        r#"
[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = float4(uv, 0, 1)
//                             ^ OSH0203 Expected ';' after the declaration of 'c'
    return c;
}
"#,
        &CompileOptions::default(),
    );
}

#[test]
fn float_atomics_are_osh0314() {
    check(
        "floatadd.hlsl",
        r#"
RWStructuredBuffer<float> Sums : register(u0);
[shader("compute")] [numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) { InterlockedAdd(Sums[0], 1.0f); }
//                                                           ^ OSH0314 Float atomics are not supported
"#,
        &CompileOptions::default(),
    );
}

#[test]
fn sixteen_bit_types_need_the_switch() {
    check(
        "i16.hlsl",
        r#"
RWStructuredBuffer<uint16_t> Out : register(u0);
//                 ^ OSH0360 needs 16-bit types enabled
[shader("compute")] [numthreads(1, 1, 1)]
void CSMain() { }
"#,
        &CompileOptions::default(),
    );
}

/// Views of one binding must be one descriptor kind: a storage image among sampled textures is
/// OSH0330 at the later declaration (unbounded arrays themselves compile).
#[test]
fn a_different_descriptor_kind_among_aliased_views_is_osh0330() {
    check(
        "views.hlsl",
        r#"
[[vk::binding(0, 1)]] Texture2D<float4> Textures[];
[[vk::binding(0, 1)]] RWTexture2D<float4> Images[];
//                                        ^ OSH0330
[shader("compute")][numthreads(1, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) { Images[id.x][id.xy] = Textures[id.y].Load(int3(0, 0, 0)); }
"#,
        &CompileOptions::default(),
    );
}

#[test]
fn error_in_an_included_file_points_at_the_include() {
    let files: IncludeResolver = Arc::new(|name: &str, _from: &str| {
        (name == "common/lighting.hlsli").then(|| ResolvedInclude {
                path: "common/lighting.hlsli".into(),
                text: "float3 Lambert(float3 n, float3 l)\n{\n    return max(dot(n, l), 0.0) * LightColour;\n}\n".into(),
            })
    });
    let options = CompileOptions {
        include_resolver: Some(files),
        ..CompileOptions::default()
    };
    let source = r#"#include "common/lighting.hlsli"
[shader("pixel")]
float4 PSMain(float3 n : NORMAL) : SV_Target { return float4(Lambert(n, float3(0, 0, 1)), 1); }
"#;
    let result = compile(source, "main.hlsl", &options);
    let d = result
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("an error");
    assert_eq!(
        (d.file.as_str(), d.line, d.column, d.code.to_string()),
        ("common/lighting.hlsli", 3, 34, "OSH0300".to_string()),
        "{d}"
    );
    assert_eq!(result.files, ["main.hlsl", "common/lighting.hlsli"]);
}

#[test]
fn missing_include_says_what_was_searched() {
    let files: IncludeResolver = Arc::new(|_: &str, _: &str| None);
    let options = CompileOptions {
        include_resolver: Some(files),
        ..CompileOptions::default()
    };
    let result = compile("#include \"common/sample.hlsli\"\n", "blur.hlsl", &options);
    let d = &result.diagnostics[0];
    assert_eq!(
        (d.line, d.column, d.code.to_string()),
        (1, 10, "OSH0120".to_string())
    );
    assert!(
        d.message
            .starts_with("cannot find include file 'common/sample.hlsli'; searched: "),
        "{d}"
    );
    assert!(d.message.contains("'the include resolver'"), "{d}");
}

#[test]
fn unreadable_file_is_osh0003() {
    let result = oneshader::compile_file(
        "/nonexistent/oneshader/missing.hlsl",
        &CompileOptions::default(),
    );
    assert!(!result.success());
    assert_eq!(result.diagnostics[0].code.to_string(), "OSH0003");
    assert_eq!(result.files, ["/nonexistent/oneshader/missing.hlsl"]);
}

/// The notes of the first diagnostic with `code`, as `line:column message`.
fn notes_of(source: &str, code: &str) -> Vec<String> {
    let result = compile(source, "t.hlsl", &CompileOptions::default());
    let d = result
        .diagnostics
        .iter()
        .find(|d| d.code.to_string() == code)
        .unwrap_or_else(|| panic!("no {code} in {:?}", result.diagnostics));
    d.labels
        .iter()
        .map(|l| format!("{}:{} {}", l.line, l.column, l.message))
        .collect()
}

const TEMPLATE_DEDUCTION: &str = r#"template<typename T> T lerp3(T a, T b, T t) { return a + (b - a) * t; }
template<typename T> T blend(T a, T b) { return lerp3(a, b, 0.5f); }
//                                              ^ OSH0380 The template arguments of 'lerp3' cannot be deduced from (float3, float3, float): 'T' is 'float3' from argument 1 but 'float' from argument 3.
[shader("pixel")]
float4 PSMain() : SV_Target { return float4(blend(float3(1, 0, 0), float3(0, 1, 0)), 1); }
"#;

#[test]
fn failed_template_deduction_is_osh0380_with_the_instantiation_note() {
    check("t.hlsl", TEMPLATE_DEDUCTION, &CompileOptions::default());
    assert_eq!(
        notes_of(TEMPLATE_DEDUCTION, "OSH0380"),
        [
            "1:24 the template 'lerp3' is declared here",
            "5:45 in the instantiation of 'blend<float3>' here"
        ]
    );
}

const TEMPLATE_RECURSION: &str = r#"template<int N>
int depth() { return depth<N + 1>() + 1; }
//                   ^ OSH0382 Instantiating 'depth<32>' nests templates deeper than 32 levels
[shader("pixel")]
float4 PSMain() : SV_Target { return depth<0>(); }
"#;

#[test]
fn runaway_template_recursion_is_osh0382_not_a_stack_overflow() {
    check("t.hlsl", TEMPLATE_RECURSION, &CompileOptions::default());
    // The two innermost and the two outermost instantiations; the outermost is the call the
    // entry point makes.
    assert_eq!(
        notes_of(TEMPLATE_RECURSION, "OSH0382"),
        [
            "2:22 in the instantiation of 'depth<31>' here",
            "2:22 in the instantiation of 'depth<30>' here",
            "2:22 in the instantiation of 'depth<1>' here",
            "5:38 in the instantiation of 'depth<0>' here"
        ]
    );
}

#[test]
fn resources_that_name_no_single_global_are_osh0401() {
    check(
        "resource_values.hlsl",
        r#"
Texture2D<float4> A : register(t0);
Texture2D<float4> B : register(t1);
Texture2D<float4> Arr[4] : register(t2);
RWStructuredBuffer<float4> Out : register(u6);
cbuffer Params : register(b7) { uint sel; };
Texture2D<float4> pick(bool c) { if (c) return A; return B; }
//                                                       ^ OSH0401 'pick' returns 'B' here and 'A' elsewhere
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    Texture2D<float4> t = A;
    if (sel > 0)
        t = B;
//          ^ OSH0401 The resource local 't' in 'CSMain' is assigned 'B' here and 'A' elsewhere
    Texture2D<float4> u;
    float4 r = pick(sel == 1).Load(int3(0, 0, 0)) + t.Load(int3(0, 0, 0));
    r += u.Load(int3(0, 0, 0));
//       ^ OSH0401 The resource local 'u' in 'CSMain' is used before any resource is assigned to it
    r += (sel != 0 ? A : Arr[sel]).Load(int3(0, 0, 0));
//        ^ OSH0401 'CSMain' chooses between 'A' and 'Arr' with '?:'
    Out[0] = r;
}
"#,
        &CompileOptions::default(),
    );
}

/// Structs holding resources beside data are split (see tests/resource_values.rs); a resource
/// member given two globals in branches is named at the assignment, and a struct assigned whole
/// in a loop from one global's resources is fine.
#[test]
fn resource_structs_lowering_cannot_bind_are_named() {
    check(
        "resource_structs.hlsl",
        r#"
struct Mixed { Texture2D tex; float scale; };
struct Pair { SamplerState smpl; Texture2D tex; };
Texture2D In : register(t0);
Texture2D Other : register(t3);
SamplerState S : register(s1);
RWStructuredBuffer<float4> Out : register(u2);
float4 scaled(Mixed m) { return m.tex.Load(int3(0, 0, 0)) * m.scale; }
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain()
{
    Mixed m = { In, 2.0 };
    if (Out[2].x > 0) { m.tex = Other; }
//                              ^ OSH0401 A resource of the struct 'm' in 'CSMain' is given 'Other' here and 'In' elsewhere
    Out[1] = scaled(m);
    Pair p = { S, In };
    Pair late;
    for (int i = 0; i < 2; i++) { late = p; }
    Out[0] = p.tex.SampleLevel(p.smpl, float2(0, 0), 0) + late.tex.Load(int3(0, 0, 0));
}
"#,
        &CompileOptions::default(),
    );
}

/// A mixed struct where it cannot be split: the first such place is named, with what to do.
#[test]
fn mixed_structs_that_cannot_be_split_are_refused_where_they_are_used() {
    let cases = [
        r#"
struct Mixed { Texture2D tex; float scale; };
Texture2D In : register(t0);
RWStructuredBuffer<float4> Out : register(u2);
Mixed make(float k) { Mixed m = { In, k }; return m; }
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain() { Mixed arr[2]; arr[0] = make(1.0); Out[1] = arr[0].scale; }
//                            ^ OSH0400 This use of 'Mixed', a struct that holds resources beside other members
"#,
        r#"
struct Mixed { Texture2D tex; float scale; };
Texture2D In : register(t0);
Texture2D Other : register(t1);
RWStructuredBuffer<float4> Out : register(u2);
[shader("compute")]
[numthreads(1, 1, 1)]
void CSMain() {
    Mixed a = { In, 1.0 };
    Mixed b = { Other, 2.0 };
    Out[0] = (Out[1].x > 0 ? a : b).scale;
//            ^ OSH0400 This use of 'Mixed', a struct that holds resources beside other members
}
"#,
    ];
    for src in cases {
        check("mixed.hlsl", src, &CompileOptions::default());
    }
}

/// A function no entry point calls is not lowered, so its mixed struct is no error.
#[test]
fn a_mixed_struct_in_an_unused_function_is_no_error() {
    let src = r#"
struct Mixed { Texture2D tex; float scale; };
Texture2D In : register(t0);
RWStructuredBuffer<float4> Out : register(u2);
Mixed make(float k) { Mixed m = { In, k }; return m; }
[numthreads(1, 1, 1)]
void CSMain() { Out[0] = In.Load(int3(0, 0, 0)); }
"#;
    let result = compile(src, "unused.hlsl", &CompileOptions::default());
    assert!(
        result.diagnostics.iter().all(|d| !d.is_error()),
        "{:?}",
        result.diagnostics
    );
}

/// DXC: a semantic on a struct names its members in turn, and overrides theirs with a warning.
#[test]
fn an_enclosing_semantic_overrides_a_members_own_with_a_warning() {
    check(
        "semantics.hlsl",
        r#"
struct Pair { float4 a : COLOR3; float4 b; };
//                       ^ OSH0312 The semantic 'COLOR3' is overridden by the enclosing semantic 'TEXCOORD'
struct VSIn { float3 pos : POSITION; Pair p : TEXCOORD1; };
[shader("vertex")]
float4 VSMain(VSIn i) : SV_Position { return float4(i.pos, 1) + i.p.a + i.p.b; }
"#,
        &CompileOptions::default(),
    );
}

#[test]
fn effect_syntax_is_skipped_with_a_warning_as_dxc_does() {
    let source = r#"
cbuffer Params : register(b0) { float4 Tint <string UIName = "Tint"; float UIMin = 0.0;>; };
//                                          ^ OSH0208 The effect annotation is ignored
Texture2D Albedo : register(t1);
SamplerState Linear : register(s2) = sampler_state { Filter = MIN_MAG_MIP_LINEAR; AddressU = Wrap; };
//                                   ^ OSH0208 The effect sampler_state assignment is ignored
SamplerState Point : register(s3) { Filter = MIN_MAG_MIP_POINT; };
//                                ^ OSH0208 The effect state block is ignored
   shared cbuffer Pool : register(b4) { float4 Shared; };
// ^ OSH0208 The effect 'shared' on a constant buffer is ignored

[shader("pixel")]
float4 PSMain(float2 uv : TEXCOORD0) : SV_Target
{
    return Albedo.Sample(Linear, uv) * Tint + Albedo.Sample(Point, uv) + Shared;
}

  technique11 Draw
//^ OSH0208 The effect technique is ignored
  {
      pass P0 { SetPixelShader(CompileShader(ps_5_0, PSMain())); }
  }
"#;
    check("effects.hlsl", source, &CompileOptions::default());
    // The program is the one without the effect syntax, and compiles.
    let r = compile(source, "effects.hlsl", &CompileOptions::default());
    assert!(r.success(), "{:#?}", r.diagnostics);
    assert_eq!(
        r.diagnostics
            .iter()
            .filter(|d| d.code.to_string() == "OSH0208")
            .count(),
        5
    );
    // DXC's warning group silences them.
    let mut quiet = CompileOptions::default();
    oneshader::dxc_args::apply_all(&mut quiet, &["-Wno-effects-syntax".to_string()]).unwrap();
    let r = compile(source, "effects.hlsl", &quiet);
    assert!(
        r.success() && r.diagnostics.is_empty(),
        "{:#?}",
        r.diagnostics
    );
}

#[test]
fn bit_field_misuse_is_reported_at_the_field() {
    check(
        "bit_fields.hlsl",
        r#"
struct Bad
{
    float f : 3;
//        ^ OSH0317 The bit-field 'f' has type 'float': a bit-field is an integer scalar
    uint none : 0;
//              ^ OSH0317 The bit-field 'none' is 0 bits wide: a 'uint' bit-field takes 1 to 32 bits.
    uint wide : 33;
//              ^ OSH0317 The bit-field 'wide' is 33 bits wide
    uint2 pair : 4;
//        ^ OSH0317 The bit-field 'pair' has type 'uint2'
    uint ok : 4;
};
cbuffer Frame
{
    uint flags : 4;
//       ^ OSH0350 'flags' is a bit-field of a cbuffer, which is not supported
};
[numthreads(1, 1, 1)]
void main() {}
"#,
        &CompileOptions::default(),
    );
}

#[test]
fn wave_size_is_a_warning_that_names_the_vulkan_extension() {
    check(
        "wave_size.hlsl",
        r#"
  [WaveSize(32)]
//^ OSH0311 [WaveSize] on 'main' is ignored: a Vulkan, WebGPU or Metal shader cannot require a wave size. On Vulkan, request it for the pipeline with VK_EXT_subgroup_size_control
[shader("compute")]
[numthreads(32, 1, 1)]
void main() {}
"#,
        &CompileOptions::default(),
    );
}

#[test]
fn a_run_time_index_into_an_array_of_structs_of_resources_is_reported_where_written() {
    check(
        "struct_array_index.hlsl",
        r#"
struct Tex { Texture2D t; SamplerState s; };
Texture2D A; Texture2D B; SamplerState S;
cbuffer C { uint i; };
[shader("pixel")]
float4 main(float2 uv : UV) : SV_Target {
    Tex pair[2] = { A, S, B, S };
    return pair[i].t.Sample(pair[0].s, uv);
//         ^ OSH0400 An array of structs holding resources is indexed at run time here
}
"#,
        &CompileOptions::default(),
    );
}

/// `EvaluateAttribute*` evaluates an input: a computed value is reported at the call (after
/// legalization has followed the helpers and locals, so the local copy of an input is fine),
/// and so is a stage without interpolated inputs; WGSL refuses it at the call.
#[test]
fn evaluate_attribute_needs_a_pixel_input() {
    check(
        "evaluate.hlsl",
        r#"
float4 Scaled(float4 v) { return v * 2; }
[shader("pixel")]
float4 main(float4 color : COLOR0, float4 other : COLOR1) : SV_Target {
    float4 fine = other;
    float4 r = EvaluateAttributeCentroid(fine);
    return r + EvaluateAttributeAtSample(Scaled(color), 1);
//             ^ OSH0400 'EvaluateAttributeAtSample' evaluates an input of the pixel shader, but its argument is not one
}
"#,
        &CompileOptions::default(),
    );
    check(
        "attribute_at_vertex.hlsl",
        r#"
[shader("pixel")]
float4 main(float4 smooth : COLOR0, nointerpolation float4 flat : COLOR1) : SV_Target {
    return GetAttributeAtVertex(flat, 1) + GetAttributeAtVertex(smooth, 2);
//                                         ^ OSH0400 'GetAttributeAtVertex' reads a nointerpolation input of the pixel shader at a vertex, but its argument is not one
}
"#,
        &CompileOptions::default(),
    );
    check(
        "evaluate_stage.hlsl",
        r#"
[shader("vertex")]
float4 vs(float4 p : POSITION) : SV_Position {
    return EvaluateAttributeCentroid(p);
//         ^ OSH0322 'EvaluateAttributeCentroid' is only allowed in pixel shaders, and 'vs' is a vertex shader
}
"#,
        &CompileOptions::default(),
    );
    check(
        "evaluate_wgsl.hlsl",
        r#"
[shader("pixel")]
float4 main(float4 color : COLOR0) : SV_Target {
    return EvaluateAttributeSnapped(color, int2(4, -4));
//         ^ OSH5202 WGSL cannot evaluate an input at a sample, the centroid or an offset (EvaluateAttributeSnapped). Declare the input 'sample' or 'centroid'
}
"#,
        &CompileOptions {
            targets: vec![oneshader::CompileTarget::Wgsl],
            ..Default::default()
        },
    );
}

/// Attributes nobody knows are DXC's "unknown attribute ignored" (OSH0209, where written);
/// DXC's attributes whose effect OneShader does not build are errors, never silently dropped.
#[test]
fn unknown_and_unbuilt_attributes_are_reported_where_written() {
    check(
        "attributes.hlsl",
        r#"
  [[vk::bindng(1)]] RWStructuredBuffer<float> Out : register(u0);
//^ OSH0209 Unknown attribute 'vk::bindng' ignored
struct S { float a; [madeup] float b; };
//                  ^ OSH0209 Unknown attribute 'madeup' ignored
[shader("compute")]
[numthreads(1, 1, 1)]
void main() {
    [unrolled] for (int i = 0; i < 2; i++) Out[i] = 1;
//  ^ OSH0209 Unknown attribute 'unrolled' ignored
}
"#,
        &CompileOptions::default(),
    );
    check(
        "attributes_refused.hlsl",
        r#"
struct PSOut {
    [[vk::location(0)]] float4 a : SV_Target0;
      [[vk::location(0), vk::index(1)]] float4 b : SV_Target1;
//    ^ OSH0350 Dual-source blending ([[vk::index]]) is not supported yet
};
  [clipplanes(0)]
//^ OSH0209 [clipplanes] is ignored: Vulkan, WebGPU and Metal have no user clip planes
float4 vs() : SV_Position { return 0; }
[shader("pixel")]
PSOut main() { PSOut o; o.a = 1; o.b = 0; return o; }
"#,
        &CompileOptions::default(),
    );
}

/// Every attribute sema reads, each where it applies: none is reported as unknown.
#[test]
fn attributes_sema_reads_are_not_reported() {
    let source = r#"
[[vk::binding(0, 0)]] RWStructuredBuffer<float4> Out : register(u0);
[[vk::image_format("rgba8")]] [[vk::binding(1)]] RWTexture2D<float4> Image : register(u1);
[[vk::binding(2), vk::counter_binding(3)]] AppendStructuredBuffer<uint> List;
[[vk::input_attachment_index(0)]] [[vk::binding(4)]] SubpassInput Prev;
[[vk::constant_id(1)]] const bool Flag = true;
struct Push { [[vk::offset(0)]] float k; };
[[vk::push_constant]] Push pc;
struct VSIn { [[vk::location(0)]] [[oneshader::format("unorm8x4")]] float4 c : COLOR0; };
[noinline] float Twice(float x) { return x * 2; }
[[maybe_unused]] static float unused_value = 1;
[shader("vertex")]
float4 vs(VSIn v, [[vk::builtin("BaseVertex")]] int base : BASE) : SV_Position { return v.c + base; }
[shader("pixel")]
[earlydepthstencil]
[[vk::post_depth_coverage]]
float4 ps(uint cov : SV_Coverage) : SV_Target { return Prev.SubpassLoad() * cov; }
[RootSignature("RootFlags(0)")]
[shader("compute")]
[numthreads(8, 1, 1)]
[WaveSize(32)]
void cs(uint3 id : SV_DispatchThreadID) {
    [unroll] for (int i = 0; i < 2; i++) Out[i] = 1;
    [loop] for (int j = 0; j < 2; j++) Out[j] = 2;
    [fastopt] for (int k = 0; k < 2; k++) Out[k] = 3;
    [allow_uav_condition] while (Out[0].x > 9) Out[0] = 0;
    [branch] if (id.x == 1) Out[1] = Twice(pc.k);
    [flatten] if (id.x == 2) Out[2] = Flag;
    [forcecase] switch (id.x) { case 0: Out[3] = 0; break; default: break; }
    [call] switch (id.y) { default: Image[id.xy] = 1; break; }
    List.Append(id.x);
}
"#;
    let result = oneshader::compile(source, "known.hlsl", &CompileOptions::default());
    let reported: Vec<String> = result
        .diagnostics
        .iter()
        .filter(|d| d.code.to_string() == "OSH0209")
        .map(|d| d.to_string())
        .collect();
    assert!(reported.is_empty(), "{}", reported.join("\n"));
    assert!(
        !result.diagnostics.iter().any(|d| d.is_error()),
        "the sample must compile: {:?}",
        result.diagnostics
    );
}

/// The float-bitwise compare-exchange works on a byte-address buffer's words; on a float
/// variable it is refused at the call, saying what to write instead.
#[test]
fn float_bitwise_atomics_on_float_variables_are_refused() {
    check(
        "float_bitwise.hlsl",
        r#"
RWStructuredBuffer<float> F : register(u0);
RWByteAddressBuffer B : register(u1);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() {
    B.InterlockedCompareStoreFloatBitwise(0, 1.0, 2.0);
    InterlockedCompareStoreFloatBitwise(F[0], 1.0, 2.0);
//  ^ OSH0314 'InterlockedCompareStoreFloatBitwise' on a float variable is not supported
}
"#,
        &CompileOptions::default(),
    );
}

/// DXC's inline SPIR-V decorations on a struct member are not built (DXC decorates the member
/// of the struct type and the stage variable it becomes): refused where written, never dropped.
#[test]
fn inline_spirv_decorations_on_struct_members_are_refused() {
    check(
        "member_decorations.hlsl",
        r#"
struct PixelOutput
{
    [[vk::location(0), vk::ext_decorate_string(5635, "raster_order_group_0")]] float4 rt0 : SV_Target;
//  ^ OSH0350 DXC's inline SPIR-V attribute 'vk::ext_decorate_string' is not supported here yet
};
[shader("pixel")]
PixelOutput main() { PixelOutput o; o.rt0 = 1; return o; }
"#,
        &CompileOptions::default(),
    );
}
