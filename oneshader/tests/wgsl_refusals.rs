//! What WGSL cannot express is error OSH5202 at the HLSL line and column of the construct,
//! with a message naming the construct and what to do instead (the spec's "Not available"
//! list on the WGSL backend page), and the same source still compiles for SPIR-V. Constructs
//! the front end refuses for every target (cube texel offsets, recursion) are listed with that
//! code, so none compiles silently. Also the
//! `precise` warning (OSH5205) and `NoContraction`, the WGSL entry name in reflection, and
//! compare-exchange / signed min-max atomics validating with naga, and how SPIR-V writes a
//! vector times a repeated constant.

mod common;

use oneshader::{compile, CompileOptions, CompileResult, CompileTarget, Severity};

/// Compiles with the optimizer off, so each construct reaches the backend as written (at the
/// default the optimizer may remove a local holding it, and then WGSL needn't refuse it:
/// `an_optimized_away_construct_compiles`).
fn compile_for(src: &str, target: CompileTarget, enable_16bit_types: bool) -> CompileResult {
    let options = CompileOptions {
        targets: vec![target],
        enable_16bit_types,
        optimize: false,
        ..CompileOptions::default()
    };
    compile(src, "t.hlsl", &options)
}

/// A bool matrix that only feeds one row read is forwarded by the optimizer: at the default
/// the WGSL holds no bool matrix, so it compiles (and validates); at -O0 it is OSH5202.
#[test]
fn an_optimized_away_construct_compiles() {
    let src = "RWStructuredBuffer<uint> o;\n[shader(\"compute\")] [numthreads(1,1,1)] void main(uint3 i : SV_DispatchThreadID) {\n  bool2x2 m = bool2x2(i.x > 1, false, true, i.y > 2);\n  o[0] = m[1][1] ? 1 : 0;\n}\n";
    let at_o0 = compile_for(src, CompileTarget::Wgsl, false);
    assert!(
        first_error(&at_o0).is_some_and(|d| d.code.to_string() == "OSH5202"),
        "{:?}",
        at_o0.diagnostics
    );
    let options = CompileOptions {
        targets: vec![CompileTarget::Wgsl],
        ..CompileOptions::default()
    };
    let r = compile(src, "t.hlsl", &options);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r
        .find("main", CompileTarget::Wgsl)
        .unwrap()
        .as_text()
        .to_string();
    let module = naga::front::wgsl::parse_str(&text).expect("WGSL parses");
    naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    )
    .validate(&module)
    .unwrap_or_else(|e| panic!("{e:?}\n{text}"));
}

/// One refusal: the source, where the error points, and words its message must contain.
struct Refusal {
    what: &'static str,
    src: &'static str,
    sixteen_bit: bool,
    /// OSH52xx (WGSL only; SPIR-V compiles it) or the front end's code (every target).
    code: &'static str,
    line: u32,
    column: u32,
    words: &'static [&'static str],
}

const REFUSALS: &[Refusal] = &[
    Refusal {
        what: "clip distance (the spec's Clip.hlsl)",
        src: "cbuffer Frame : register(b0) { float4x4 ViewProjection; float4 ClipPlane; };\n\
struct VSOut { float4 Position : SV_Position; float Clip : SV_ClipDistance0; };\n\
[shader(\"vertex\")]\n\
VSOut VSMain(float3 p : POSITION)\n\
{\n\
    VSOut o;\n\
    o.Position = mul(ViewProjection, float4(p, 1));\n\
    o.Clip = dot(float4(p, 1), ClipPlane);\n\
    return o;\n\
}\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 2,
        column: 60,
        words: &["SV_ClipDistance", "clip()"],
    },
    Refusal {
        what: "a vertex shader without SV_Position (Vulkan feeds such shaders to a geometry stage)",
        src: "[shader(\"vertex\")] uint VSMain(uint id : SV_VertexID) : VERTEXID { return id; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 25,
        words: &["'VSMain' returns no SV_Position", "SPIR-V only"],
    },
    Refusal {
        what: "cull distance",
        src: "struct VSOut { float4 Position : SV_Position; float Cull : SV_CullDistance0; };\n\
[shader(\"vertex\")] VSOut VSMain(float3 p : POSITION) { VSOut o; o.Position = float4(p, 1); o.Cull = p.x; return o; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 60,
        words: &["SV_CullDistance", "clip()"],
    },
    Refusal {
        what: "CalculateLevelOfDetail",
        src: "Texture2D<float4> T : register(t0);\nSamplerState S : register(s1);\n\
[shader(\"pixel\")] float4 PSMain(float2 uv : TEXCOORD0) : SV_Target {\n\
    return T.CalculateLevelOfDetail(S, uv);\n}\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 4,
        column: 36,
        words: &["CalculateLevelOfDetail", "derivatives"],
    },
    Refusal {
        what: "an array of constant buffers (other resource arrays are binding arrays)",
        src: "struct Cb { float4 v; };\nConstantBuffer<Cb> Data[2] : register(b0);\n\
[shader(\"pixel\")] float4 PSMain(float2 uv : TEXCOORD0) : SV_Target { return Data[1].v; }\n",
        sixteen_bit: false,
        code: "OSH5210",
        line: 2,
        column: 20,
        words: &["binding arrays", "not of constant buffers", "'Data'", "SPIR-V"],
    },
    Refusal {
        what: "Buffer<T>",
        src: "Buffer<float4> Data : register(t0);\n\
[shader(\"pixel\")] float4 PSMain(float4 p : SV_Position) : SV_Target { return Data[0]; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 16,
        words: &["typed buffers", "Buffer<T>", "'Data'", "StructuredBuffer"],
    },
    Refusal {
        what: "RWBuffer<T>",
        src: "RWBuffer<uint> Data : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Data[id.x] = 1; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 16,
        words: &["typed buffers", "RWBuffer<T>", "'Data'", "StructuredBuffer"],
    },
    Refusal {
        what: "append buffer",
        src: "AppendStructuredBuffer<uint> Found : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Found.Append(id.x); }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 30,
        words: &["append or consume", "'Found'", "InterlockedAdd"],
    },
    Refusal {
        what: "consume buffer",
        src: "ConsumeStructuredBuffer<uint> Work : register(u0);\nRWStructuredBuffer<uint> Out : register(u1);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Out[id.x] = Work.Consume(); }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 31,
        words: &["append or consume", "'Work'", "InterlockedAdd"],
    },
    Refusal {
        what: "atomics on a texture",
        src: "[[vk::image_format(\"r32ui\")]] RWTexture2D<uint> Counts : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    InterlockedAdd(Counts[id.xy], 1);\n}\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 3,
        column: 23,
        words: &["atomics on textures", "RWStructuredBuffer<uint>"],
    },
    Refusal {
        what: "double",
        src: "RWStructuredBuffer<float> Out : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    double d = id.x;\n    Out[id.x] = (float)(d * 0.5);\n}\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 3,
        column: 8,
        words: &["64-bit floating-point", "Use float"],
    },
    Refusal {
        what: "64-bit integer",
        src: "RWStructuredBuffer<uint> Out : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    uint64_t big = id.x;\n    Out[id.x] = (uint)(big * 3);\n}\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 3,
        column: 10,
        words: &["64-bit integer", "uint2"],
    },
    Refusal {
        what: "16-bit integer",
        src: "RWStructuredBuffer<uint> Out : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    uint16_t small = (uint16_t)id.x;\n    Out[id.x] = small;\n}\n",
        sixteen_bit: true,
        code: "OSH5202",
        line: 3,
        column: 10,
        words: &["16-bit integer", "only f16", "Use int or uint"],
    },
    Refusal {
        what: "half in a buffer (16-bit types)",
        src: "RWStructuredBuffer<half> Out : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    half h = (half)id.x;\n    Out[id.x] = h * (half)0.5;\n}\n",
        sixteen_bit: true,
        code: "OSH5202",
        line: 4,
        column: 9,
        words: &["16-bit values (half) in buffers ('Out')", "Store float in the buffer"],
    },
    Refusal {
        what: "integer matrix",
        src: "RWStructuredBuffer<int> Out : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    int2x2 m = int2x2(1, 2, 3, (int)id.x);\n    Out[id.x] = m[1][1];\n}\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 3,
        column: 8,
        words: &["int matrices", "array of vectors"],
    },
    Refusal {
        what: "bool matrix",
        src: "RWStructuredBuffer<uint> Out : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    bool2x2 m = bool2x2(true, false, id.x > 1, true);\n    Out[id.x] = m[1][0] ? 1 : 0;\n}\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 3,
        column: 9,
        words: &["bool matrices", "array of vectors"],
    },
    Refusal {
        what: "SV_PrimitiveID",
        src: "[shader(\"pixel\")] float4 PSMain(float4 p : SV_Position, uint prim : SV_PrimitiveID) : SV_Target { return prim; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 69,
        words: &["WGSL has no SV_PrimitiveID", "flat varying"],
    },
    Refusal {
        what: "render-target array index (layer)",
        src: "struct VSOut { float4 Position : SV_Position; uint Layer : SV_RenderTargetArrayIndex; };\n\
[shader(\"vertex\")] VSOut VSMain(float3 p : POSITION) { VSOut o; o.Position = float4(p, 1); o.Layer = 1; return o; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 60,
        words: &["WGSL has no SV_RenderTargetArrayIndex", "its own pass", "SPIR-V only"],
    },
    Refusal {
        what: "render-target array index as a pixel input",
        src: "[shader(\"pixel\")]\nfloat4 PSMain(float4 p : SV_Position,\n              uint layer : SV_RenderTargetArrayIndex) : SV_Target { return layer; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 3,
        column: 28,
        words: &["WGSL has no SV_RenderTargetArrayIndex", "its own pass"],
    },
    Refusal {
        what: "viewport index",
        src: "struct VSOut { float4 Position : SV_Position; uint Viewport : SV_ViewportArrayIndex; };\n\
[shader(\"vertex\")] VSOut VSMain(float3 p : POSITION) { VSOut o; o.Position = float4(p, 1); o.Viewport = 1; return o; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 63,
        words: &["WGSL has no SV_ViewportArrayIndex", "setViewport", "SPIR-V only"],
    },
    Refusal {
        what: "viewport index as a pixel input",
        src: "[shader(\"pixel\")] float4 PSMain(float4 p : SV_Position, uint vp : SV_ViewportArrayIndex) : SV_Target { return vp; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 67,
        words: &["WGSL has no SV_ViewportArrayIndex", "setViewport"],
    },
    Refusal {
        what: "storage texture without a format",
        src: "RWTexture2D<float4> Target : register(u0);\n\
[shader(\"compute\")] [numthreads(8, 8, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Target[id.xy] = 1; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 21,
        words: &["storage texture 'Target'", "no texel format", "vk::image_format"],
    },
    Refusal {
        what: "storage texture read and written in rgba8",
        src: "[[vk::image_format(\"rgba8\")]] RWTexture2D<float4> Target : register(u0);\n\
[shader(\"compute\")] [numthreads(8, 8, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Target[id.xy] = Target[id.xy] * 2; }\n",
        sixteen_bit: false,
        code: "OSH5202",
        line: 1,
        column: 51,
        words: &["r32float", "'Target'"],
    },
    Refusal {
        what: "texel offset on a cube texture",
        src: "TextureCube<float4> T : register(t0);\nSamplerState S : register(s1);\n\
[shader(\"pixel\")] float4 PSMain(float3 d : TEXCOORD0) : SV_Target { return T.SampleLevel(S, d, 0, int2(1, 0)); }\n",
        sixteen_bit: false,
        code: "OSH0315",
        line: 3,
        column: 76,
        words: &["cube textures take no offset"],
    },
    Refusal {
        what: "recursion",
        src: "RWStructuredBuffer<uint> Out : register(u0);\n\
uint count(uint n) { return n == 0 ? 0 : 1 + count(n - 1); }\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Out[id.x] = count(id.x); }\n",
        sixteen_bit: false,
        code: "OSH0318",
        line: 2,
        column: 46,
        words: &["count"],
    },
];

fn first_error(r: &CompileResult) -> Option<&oneshader::Diagnostic> {
    r.diagnostics.iter().find(|d| d.severity == Severity::Error)
}

#[test]
fn each_construct_wgsl_lacks_is_osh5202_at_its_line_with_what_to_do() {
    let mut failures = Vec::new();
    for case in REFUSALS {
        // WGSL refusals compile for SPIR-V; front-end refusals fail the same way everywhere.
        let spirv = compile_for(case.src, CompileTarget::SpirV, case.sixteen_bit);
        let wgsl_only = case.code.starts_with("OSH52");
        if spirv.success() != wgsl_only {
            failures.push(format!(
                "{}: SPIR-V success {} expected {wgsl_only}: {:?}",
                case.what,
                spirv.success(),
                spirv.diagnostics
            ));
            continue;
        }
        let r = compile_for(case.src, CompileTarget::Wgsl, case.sixteen_bit);
        let Some(d) = first_error(&r) else {
            failures.push(format!("{}: compiled for WGSL", case.what));
            continue;
        };
        let words_ok = case.words.iter().all(|w| d.message.contains(w));
        if d.code.to_string() != case.code
            || (d.line, d.column) != (case.line, case.column)
            || !words_ok
        {
            failures.push(format!(
                "{}: expected {} at ({},{}) with {:?}, got {d}",
                case.what, case.code, case.line, case.column, case.words
            ));
        }
        if r.blobs.iter().any(|b| b.target == CompileTarget::Wgsl) {
            failures.push(format!("{}: a WGSL blob despite the error", case.what));
        }
        if r.diagnostics
            .iter()
            .any(|d| d.code.to_string() != case.code)
        {
            failures.push(format!(
                "{}: other diagnostics {:?}",
                case.what, r.diagnostics
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_refused_construct_in_an_unused_function_is_not_reported() {
    let src = "RWStructuredBuffer<uint> Out : register(u0);\n\
double unused(double x) { return x * 2; }\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Out[id.x] = id.x; }\n";
    let r = compile_for(src, CompileTarget::Wgsl, false);
    assert!(r.success(), "{:?}", r.diagnostics);
}

fn naga_module(text: &str) -> naga::Module {
    let module = naga::front::wgsl::parse_str(text)
        .unwrap_or_else(|e| panic!("{}\n{text}", e.emit_to_string(text)));
    naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::empty(),
    )
    .validate(&module)
    .unwrap_or_else(|e| panic!("{}\n{text}", e.emit_to_string(text)));
    module
}

/// Not refused, unlike the spec's list says: a bool stage variable travels as a `u32` (as in
/// SPIR-V, where DXC does the same), flat-interpolated, and converts back on arrival.
#[test]
fn bool_stage_variables_travel_as_flat_u32_and_validate() {
    let src = "struct VSOut { float4 Position : SV_Position; bool Lit : TEXCOORD0; };\n\
[shader(\"vertex\")] VSOut VSMain(float3 p : POSITION) { VSOut o; o.Position = float4(p, 1); o.Lit = p.x > 0; return o; }\n\
[shader(\"pixel\")] float4 PSMain(float4 p : SV_Position, bool lit : TEXCOORD0) : SV_Target { return lit ? p : 0; }\n";
    let r = compile_for(src, CompileTarget::Wgsl, false);
    assert!(r.success(), "{:?}", r.diagnostics);
    for entry in ["VSMain", "PSMain"] {
        let text = r.find(entry, CompileTarget::Wgsl).expect("blob").as_text();
        assert!(
            text.contains("@location(0) @interpolate(flat)"),
            "{entry}: {text}"
        );
        naga_module(text);
    }
}

/// The spec's Terrain.hlsl (the precise-keyword recipe).
const TERRAIN: &str = r#"cbuffer Patch : register(b0) { float4x4 ViewProjection; float3 Origin; float HeightScale; float3 AxisU; float3 AxisV; };
Texture2D<float> HeightMap : register(t1);
SamplerState LinearClamp : register(s2);

[shader("vertex")]
float4 VSMain(float2 uv : TEXCOORD0) : SV_Position
{
    float h = HeightMap.SampleLevel(LinearClamp, uv, 0);
    // Patches that share an edge must compute the same position bit for bit,
    // so the compiler may not fuse or reorder the arithmetic that feeds it.
    precise float3 world = Origin + uv.x * AxisU + uv.y * AxisV + float3(0, h * HeightScale, 0);
    return mul(ViewProjection, float4(world, 1));
}
"#;

#[test]
fn precise_compiles_for_wgsl_with_one_warning_at_the_first_precise_arithmetic() {
    let r = compile_for(TERRAIN, CompileTarget::Wgsl, false);
    assert!(r.success(), "{:?}", r.diagnostics);
    let warnings: Vec<_> = r
        .diagnostics
        .iter()
        .filter(|d| d.code.to_string() == "OSH5205")
        .collect();
    assert_eq!(warnings.len(), 1, "{:?}", r.diagnostics);
    let w = warnings[0];
    assert_eq!(w.severity, Severity::Warning);
    assert_eq!((w.line, w.column), (11, 37), "{w}");
    assert!(
        w.message
            .contains("WGSL cannot forbid a multiply-add being fused")
            && w.message.contains("Use 'fma'"),
        "{w}"
    );
    naga_module(r.blobs[0].as_text());

    // Two entry points with precise arithmetic: one warning each.
    let two = format!(
        "{TERRAIN}[shader(\"pixel\")] float4 PSMain(float4 p : SV_Position) : SV_Target {{ precise float x = p.x * p.y + p.z; return x; }}\n"
    );
    let r = compile_for(&two, CompileTarget::Wgsl, false);
    let lines: Vec<u32> = r
        .diagnostics
        .iter()
        .filter(|d| d.code.to_string() == "OSH5205")
        .map(|d| d.line)
        .collect();
    assert_eq!(lines, vec![11, 14], "{:?}", r.diagnostics);

    // Without precise, no warning.
    let plain = TERRAIN.replace("precise ", "");
    let r = compile_for(&plain, CompileTarget::Wgsl, false);
    assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
}

/// Result ids decorated `NoContraction`, and the opcode of each instruction defining one.
fn no_contraction_opcodes(words: &[u32]) -> Vec<u32> {
    const OP_DECORATE: u32 = 71;
    const NO_CONTRACTION: u32 = 42;
    let mut decorated = Vec::new();
    let mut defining = std::collections::BTreeMap::new();
    let mut i = 5;
    while i < words.len() {
        let count = (words[i] >> 16) as usize;
        let op = words[i] & 0xffff;
        if count == 0 {
            break;
        }
        let inst = &words[i..(i + count).min(words.len())];
        if op == OP_DECORATE && inst.len() >= 3 && inst[2] == NO_CONTRACTION {
            decorated.push(inst[1]);
        }
        // Float arithmetic (FNegate, FAdd, FSub, FMul, FDiv, FRem, FMod, the matrix and
        // vector products, Dot): result type, result id, operands.
        const ARITHMETIC: &[u32] = &[
            127, 129, 131, 133, 136, 140, 141, 142, 143, 144, 145, 146, 148,
        ];
        if inst.len() >= 3 && ARITHMETIC.contains(&op) {
            defining.insert(inst[2], op);
        }
        i += count;
    }
    decorated
        .iter()
        .map(|id| defining.get(id).copied().unwrap_or(0))
        .collect()
}

#[test]
fn precise_decorates_the_arithmetic_feeding_the_variable_no_contraction_in_spirv() {
    const OP_FADD: u32 = 129;
    const OP_FMUL: u32 = 133;
    const OP_VECTOR_TIMES_SCALAR: u32 = 142;
    let r = compile_for(TERRAIN, CompileTarget::SpirV, false);
    assert!(r.success(), "{:?}", r.diagnostics);
    let mut ops = no_contraction_opcodes(&r.blobs[0].words());
    ops.sort();
    // As DXC: the three products and three sums feeding `world`, not the projection after it
    // (`uv.x * AxisU` is a vector times a scalar, one OpVectorTimesScalar as DXC writes it).
    assert_eq!(
        ops,
        vec![
            OP_FADD,
            OP_FADD,
            OP_FADD,
            OP_FMUL,
            OP_VECTOR_TIMES_SCALAR,
            OP_VECTOR_TIMES_SCALAR
        ]
    );

    // Arithmetic stored into a local that later feeds a precise variable is covered too;
    // arithmetic that only reads the precise variable is not.
    let src = "RWStructuredBuffer<float> Out : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    float a = Out[0] * Out[1];\n\
    precise float b = a + Out[2];\n\
    Out[3] = b * 2;\n\
}\n";
    let r = compile_for(src, CompileTarget::SpirV, false);
    assert!(r.success(), "{:?}", r.diagnostics);
    let mut ops = no_contraction_opcodes(&r.blobs[0].words());
    ops.sort();
    assert_eq!(ops, vec![OP_FADD, OP_FMUL]);
    let plain = compile_for(&src.replace("precise ", ""), CompileTarget::SpirV, false);
    assert!(no_contraction_opcodes(&plain.blobs[0].words()).is_empty());
}

/// A vector times a constant whose components are equal (the optimizer folds `v * 2.0` to
/// `v * (2, 2)`) is one OpVectorTimesScalar of the scalar, and the vector constant is never
/// written; a constant with different components stays an OpFMul.
#[test]
fn a_vector_times_a_repeated_constant_is_a_vector_times_scalar() {
    let src = "RWStructuredBuffer<float2> Out : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) {\n\
    Out[0] = Out[1] * 2.5;\n\
    Out[2] = Out[3] * float2(3.5, 3.5);\n\
    Out[4] = Out[5] * float2(1.5, 4.5);\n\
}\n";
    let r = compile_for(src, CompileTarget::SpirV, false);
    assert!(r.success(), "{:?}", r.diagnostics);
    let words = r.blobs[0].words();
    common::spirv_val(&words, "vector times scalar").unwrap();
    let text = common::spirv_dis(&words);
    assert_eq!(text.matches("OpVectorTimesScalar").count(), 2, "{text}");
    assert_eq!(text.matches("OpFMul").count(), 1, "{text}");
    // Only the (1.5, 4.5) vector is a composite constant.
    assert_eq!(text.matches("OpConstantComposite").count(), 1, "{text}");
}

#[test]
fn reflection_names_the_wgsl_entry_function() {
    let src = "RWStructuredBuffer<uint> Out : register(u0);\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void loop(uint3 id : SV_DispatchThreadID) { Out[id.x] = 1; }\n\
[shader(\"compute\")] [numthreads(1, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Out[id.x] = 2; }\n";
    let r = compile_for(src, CompileTarget::Wgsl, false);
    assert!(r.success(), "{:?}", r.diagnostics);
    let reflection = r.reflection.as_ref().expect("reflection");
    let names: Vec<(&str, Option<&str>)> = reflection
        .entry_points
        .iter()
        .map(|e| (e.name.as_str(), e.wgsl_entry_point.as_deref()))
        .collect();
    assert_eq!(
        names,
        vec![("loop", Some("loop_")), ("CSMain", Some("CSMain"))]
    );
    for e in &reflection.entry_points {
        let text = r
            .find(&e.name, CompileTarget::Wgsl)
            .expect("blob")
            .as_text();
        let module = naga_module(text);
        let wgsl_name = e.wgsl_entry_point.as_deref().expect("WGSL name");
        assert!(
            module.entry_points.iter().any(|ep| ep.name == wgsl_name),
            "{text}"
        );
    }
    let text = oneshader::reflect::to_text(reflection);
    assert!(text.contains(" wgsl=\"loop_\"\n"), "{text}");
    assert!(oneshader::reflect::to_json(reflection).contains("\"wgslEntryPoint\": \"loop_\""));
    // SPIR-V only: no WGSL name.
    let r = compile_for(src, CompileTarget::SpirV, false);
    let reflection = r.reflection.expect("reflection");
    assert!(reflection
        .entry_points
        .iter()
        .all(|e| e.wgsl_entry_point.is_none()));
}

/// Beyond the spec (whose 1.2 output passes a storage pointer to a helper, which naga
/// rejects): compare-exchange, compare-store and signed min/max on buffers and groupshared
/// memory operate on the element directly, through `atomic<i32>` views where signed.
#[test]
fn compare_exchange_and_signed_min_max_validate_without_pointer_helpers() {
    let src = "RWStructuredBuffer<int> Signed : register(u0);\n\
RWStructuredBuffer<uint> Unsigned : register(u1);\n\
RWByteAddressBuffer Raw : register(u2);\n\
groupshared int SharedSigned[8];\n\
groupshared uint SharedUnsigned;\n\
[shader(\"compute\")] [numthreads(8, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {\n\
    int oldSigned; uint oldUnsigned;\n\
    InterlockedCompareExchange(Signed[0], 0, (int)id.x, oldSigned);\n\
    InterlockedCompareStore(Signed[1], 0, -1);\n\
    InterlockedMin(Signed[2], -(int)id.x);\n\
    InterlockedMax(Signed[3], (int)id.x, oldSigned);\n\
    InterlockedCompareExchange(Unsigned[0], 0u, id.x, oldUnsigned);\n\
    InterlockedCompareStore(Unsigned[1], 0u, 7u);\n\
    Raw.InterlockedCompareExchange(0, 0u, id.x, oldUnsigned);\n\
    Raw.InterlockedCompareStore(4, 1u, 2u);\n\
    InterlockedMin(SharedSigned[gi], -5);\n\
    InterlockedMax(SharedSigned[(gi + 1) % 8], 3, oldSigned);\n\
    InterlockedCompareExchange(SharedSigned[0], 0, 5, oldSigned);\n\
    InterlockedCompareStore(SharedUnsigned, 0u, gi);\n\
    GroupMemoryBarrierWithGroupSync();\n\
    Unsigned[2 + gi] = (uint)(SharedSigned[gi] + oldSigned) + oldUnsigned + SharedUnsigned;\n\
}\n";
    let r = compile_for(src, CompileTarget::Wgsl, false);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text();
    naga_module(text);
    assert!(text.contains("array<atomic<i32>>"), "{text}");
    assert!(text.contains("atomicCompareExchangeWeak(&"), "{text}");
    assert!(text.contains("atomicMin(&"), "{text}");
    assert!(text.contains("atomicMax(&"), "{text}");
    assert!(
        !text.contains("ptr<storage") && !text.contains("ptr<workgroup"),
        "no helper takes a pointer: {text}"
    );
}

/// `[earlydepthstencil]` cannot be written in WGSL: a shader that writes storage gets warning
/// OSH5206 at its entry point (its writes may happen for fragments the depth test rejects);
/// one that writes nothing but its targets loses nothing and gets none.
#[test]
fn early_depth_stencil_warns_only_where_storage_writes_can_tell() {
    let writes = "RWStructuredBuffer<uint> Visible : register(u1);\n\
                  [earlydepthstencil]\n\
                  [shader(\"pixel\")]\n\
                  float4 PSMain(float4 p : SV_Position, nointerpolation uint id : ID) : SV_Target {\n\
                  Visible[id] = 1; return p; }\n";
    let r = compile_for(writes, CompileTarget::Wgsl, false);
    assert!(r.success(), "{:?}", r.diagnostics);
    let warnings: Vec<_> = r
        .diagnostics
        .iter()
        .filter(|d| d.code.to_string() == "OSH5206")
        .collect();
    assert_eq!(warnings.len(), 1, "{:?}", r.diagnostics);
    assert_eq!(warnings[0].severity, Severity::Warning);
    assert_eq!(warnings[0].line, 4, "{}", warnings[0]);
    assert!(
        warnings[0]
            .message
            .starts_with("[earlydepthstencil] has no WGSL equivalent"),
        "{}",
        warnings[0]
    );
    naga_module(r.blobs[0].as_text());
    let plain = "Texture2D<float4> T : register(t0);\n\
                 [earlydepthstencil]\n\
                 [shader(\"pixel\")]\n\
                 float4 PSMain(float4 p : SV_Position) : SV_Target { return T.Load(int3(p.xy, 0)); }\n";
    let r = compile_for(plain, CompileTarget::Wgsl, false);
    assert!(r.success(), "{:?}", r.diagnostics);
    assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
}
