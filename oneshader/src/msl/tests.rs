//! Tests of the MSL backend: HLSL snippets and every corpus entry point compiled to MSL and
//! checked with Debian's clang against `tests/msl/metal_stdlib.h` (a declarations header, not
//! Apple's compiler: see its doc), the attributes checked by name, snapshots of the corpus
//! output, and the header's sizes pinned to Apple's table.
//!
//! A missing clang fails these tests (it is installed by `.ci/run`); it never skips them.

use crate::api::{CompileOptions, CompileTarget, EntryPointRequest};
use crate::testing::{assert_snapshots, corpus_entries, stage_of, Snapshots};
use std::path::PathBuf;
use std::process::Command;

/// The attributes the backend may write (names before any `(`), from the MSL specification's
/// attribute lists for functions, stage I/O, resources and function constants.
const ATTRIBUTES: &[&str] = &[
    "attribute",
    "buffer",
    "center_no_perspective",
    "centroid_no_perspective",
    "centroid_perspective",
    "clip_distance",
    "color",
    "depth",
    "early_fragment_tests",
    "flat",
    "front_facing",
    "function_constant",
    "instance_id",
    "position",
    "post_depth_coverage",
    "primitive_id",
    "raster_order_group",
    "render_target_array_index",
    "sample_id",
    "sample_mask",
    "sample_no_perspective",
    "sample_perspective",
    "sampler",
    "stage_in",
    "stencil",
    "texture",
    "thread_index_in_simdgroup",
    "thread_index_in_threadgroup",
    "thread_position_in_grid",
    "thread_position_in_threadgroup",
    "threadgroup_position_in_grid",
    "threads_per_simdgroup",
    "user",
    "vertex_id",
    "viewport_array_index",
];

fn header_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/msl")
}

/// Runs clang over C++ source `text` (with the test header instead of `<metal_stdlib>`).
fn clang(text: &str, tag: &str) -> Result<(), String> {
    let source = text
        .replace("#include <metal_stdlib>", "#include \"metal_stdlib.h\"")
        .replace(
            "#include <metal_raytracing>",
            "#include \"metal_raytracing.h\"",
        )
        .replace("#include <simd/simd.h>", "");
    let dir = std::env::temp_dir().join(format!("oneshader-msl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let file = dir.join(format!("{}.cpp", tag.replace(['/', ' ', ':'], "_")));
    std::fs::write(&file, source).map_err(|e| e.to_string())?;
    let out = Command::new("clang")
        .args([
            "-fsyntax-only",
            "-std=c++17",
            "-fms-extensions",
            "-Wno-unknown-attributes",
            "-Werror=return-type",
            "-x",
            "c++",
        ])
        .arg("-I")
        .arg(header_dir())
        .arg(&file)
        .output()
        .unwrap_or_else(|e| {
            panic!("clang is needed for the MSL checks (apt-get install clang; .ci/run installs it): {e}")
        });
    let _ = std::fs::remove_file(&file);
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Every `[[name(...)]]` in `text` names an attribute of [`ATTRIBUTES`].
fn check_attributes(text: &str) -> Result<(), String> {
    let mut rest = text;
    while let Some(i) = rest.find("[[") {
        let after = &rest[i + 2..];
        let Some(j) = after.find("]]") else {
            return Err("unclosed [[".into());
        };
        let inner = &after[..j];
        // `[[sample_mask, post_depth_coverage]]` lists several.
        for part in inner.split(',') {
            let name = part.split('(').next().unwrap_or("").trim();
            if !ATTRIBUTES.contains(&name) {
                return Err(format!("unknown attribute [[{inner}]]"));
            }
        }
        rest = &after[j + 2..];
    }
    Ok(())
}

/// The full check of one MSL source.
fn check(text: &str, tag: &str) -> Result<(), String> {
    check_attributes(text)?;
    clang(text, tag)
}

/// Compiles `main` of a snippet, its stage told by its signature (`numthreads`: compute,
/// returning `SV_Position`: vertex, else pixel).
fn msl(src: &str) -> crate::api::CompileResult {
    use crate::api::Stage;
    let stage = if src.contains("numthreads") {
        Stage::Compute
    } else if src.contains(": SV_Position {") {
        Stage::Vertex
    } else {
        Stage::Pixel
    };
    let options = CompileOptions {
        targets: vec![CompileTarget::Msl],
        entry_points: vec![EntryPointRequest {
            name: "main".into(),
            stage: Some(stage),
        }],
        ..CompileOptions::default()
    };
    crate::api::compile(src, "test.hlsl", &options)
}

fn msl_ok(src: &str, tag: &str) -> String {
    let r = msl(src);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text().to_string();
    check(&text, tag).unwrap_or_else(|e| panic!("{e}\n{text}"));
    text
}

fn error_codes(src: &str) -> Vec<String> {
    let r = msl(src);
    assert!(!r.success(), "expected a refusal");
    r.diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| d.code.to_string())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect()
}

/// Corpus entry points the MSL backend refuses, with the code: everything else must compile
/// and pass the clang check. A change either way fails, so the list stays current.
const REFUSED: &[(&str, &str, &str)] = &[
    // GetDimensions on a structured buffer: Metal cannot query a buffer's length.
    ("cases/shaders/buffers.hlsl", "CSMain", "OSH5102"),
    // EvaluateAttributeSnapped/AtSample: not written for Metal's interpolants yet.
    ("cases/shaders/draw_evaluate.hlsl", "PSMain", "OSH5102"),
    // Inline SPIR-V ([[vk::ext_instruction]]): SPIR-V only.
    ("cases/shaders/inline_spirv.hlsl", "CSMain", "OSH5102"),
    // double: Metal has no 64-bit float.
    ("cases/shaders/intrinsics_double.hlsl", "CSMain", "OSH5102"),
];

#[test]
fn every_corpus_entry_point_passes_the_clang_check_or_is_a_listed_refusal() {
    let mut snapshots = Snapshots::new("msl");
    let mut problems = Vec::new();
    let mut passed = 0usize;
    let entries = corpus_entries();
    for e in &entries {
        let options = CompileOptions {
            targets: vec![CompileTarget::Msl],
            defines: e.defines.clone(),
            entry_points: vec![EntryPointRequest {
                name: e.entry.clone(),
                stage: stage_of(&e.stage),
            }],
            ..CompileOptions::default()
        };
        let path = e.file();
        let result = crate::api::compile_file(&path, &options);
        let expected = REFUSED
            .iter()
            .find(|(p, n, _)| *p == e.path && *n == e.entry)
            .map(|(_, _, c)| *c);
        let tag = format!("{}:{}", e.path, e.entry);
        if !result.success() {
            let codes: Vec<String> = result
                .diagnostics
                .iter()
                .filter(|d| d.is_error())
                .map(|d| d.code.to_string())
                .collect();
            match expected {
                Some(c) if !codes.is_empty() && codes.iter().all(|x| x == c) => {}
                _ => problems.push(format!(
                    "{tag}: refused with {codes:?}, expected {expected:?}: {:?}",
                    result.diagnostics
                )),
            }
            continue;
        }
        if let Some(c) = expected {
            problems.push(format!(
                "{tag}: compiles now; remove its {c} line from REFUSED"
            ));
        }
        let Some(blob) = result.find(&e.entry, CompileTarget::Msl) else {
            problems.push(format!("{tag}: no MSL blob"));
            continue;
        };
        let text = blob.as_text().to_string();
        match check(&text, &tag) {
            Ok(()) => passed += 1,
            Err(err) => problems.push(format!("{tag}: {err}")),
        }
        snapshots.check(&format!("{}.{}.metal", e.path, e.entry), &text);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(passed + REFUSED.len(), entries.len());
    assert_snapshots(snapshots.finish());
}

/// The header's sizes and alignments are Apple's (the Metal Shading Language Specification,
/// tables of scalar, vector, packed vector and matrix sizes), so the clang check does not
/// merely confirm itself; the layout asserts in generated code are evaluated with these.
#[test]
fn the_header_has_the_sizes_and_alignments_of_apples_table() {
    let table: &[(&str, u32, u32)] = &[
        ("char", 1, 1),
        ("short", 2, 2),
        ("int", 4, 4),
        ("long", 8, 8),
        ("half", 2, 2),
        ("float", 4, 4),
        ("float2", 8, 8),
        ("float3", 16, 16),
        ("float4", 16, 16),
        ("half2", 4, 4),
        ("half3", 8, 8),
        ("half4", 8, 8),
        ("int2", 8, 8),
        ("int3", 16, 16),
        ("uint4", 16, 16),
        ("short3", 8, 8),
        ("packed_float3", 12, 4),
        ("packed_half3", 6, 2),
        ("float2x2", 16, 8),
        ("float2x3", 32, 16),
        ("float3x3", 48, 16),
        ("float4x3", 64, 16),
        ("float3x4", 48, 16),
        ("float4x4", 64, 16),
        ("half2x2", 8, 4),
        ("half3x3", 24, 8),
        ("half4x4", 32, 8),
    ];
    let mut text = String::from("#include <metal_stdlib>\nusing namespace metal;\n");
    for (t, size, align) in table {
        text.push_str(&format!(
            "static_assert(sizeof({t}) == {size}, \"size of {t}\");\nstatic_assert(alignof({t}) == {align}, \"alignment of {t}\");\n"
        ));
    }
    clang(&text, "sizes").unwrap_or_else(|e| panic!("{e}"));
}

/// FNV-1a, 64 bits, over `text` with CRLF read as LF: the hash `gen_header.py` records.
fn metal_header_check(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.replace("\r\n", "\n").bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// `tests/msl/metal_stdlib.h` and `metal_raytracing.h` are what `gen_header.py` writes (the
/// script is the source): each header's first line records the script's hash and its own
/// body's hash, both checked here, so editing the script without running it, or editing a
/// header by hand, fails. Python is not needed (CI does not install it): the check reads the
/// files only.
#[test]
fn the_header_is_the_output_of_its_generator() {
    let script =
        std::fs::read_to_string(header_dir().join("gen_header.py")).expect("gen_header.py");
    for name in ["metal_stdlib.h", "metal_raytracing.h"] {
        let header = std::fs::read_to_string(header_dir().join(name)).expect(name);
        let header = header.replace("\r\n", "\n");
        let (first, body) = header.split_once('\n').expect("a first line");
        let expected = format!(
            "// GENERATED by gen_header.py (generator {}, body {}): edit that script and run it, not this file.",
            metal_header_check(&script),
            metal_header_check(body)
        );
        assert_eq!(
            first, expected,
            "tests/msl/{name} is not the output of tests/msl/gen_header.py as it is now: run `python3 oneshader/tests/msl/gen_header.py` and commit the script and both headers"
        );
    }
}

/// The clang check rejects what Apple's compiler rejects among the mistakes a backend makes.
#[test]
fn the_clang_check_rejects_wrong_types_and_unknown_names() {
    let bad = [
        "float4 f(float3 x) { return x; }",
        "float2 f(float4 x) { return x.xyz; }",
        "float4 f(texture2d<float> t, sampler s) { return t.sample(s, float3(0.0f)); }",
        "float f(float x) { return undeclared(x); }",
        "float4 f() { return float4(1.0f, 2.0f); }",
    ];
    for (k, body) in bad.iter().enumerate() {
        let text = format!("#include <metal_stdlib>\nusing namespace metal;\n{body}\n");
        assert!(clang(&text, &format!("bad{k}")).is_err(), "{body}");
    }
    assert!(check_attributes("float4 p [[positon]];").is_err());
}

#[test]
fn resources_take_sema_metal_indices_per_class() {
    let text = msl_ok(
        "cbuffer A : register(b0) { float4 Tint; };\n\
         cbuffer B : register(b1) { float Scale; };\n\
         Texture2D T : register(t2);\n\
         SamplerState S : register(s3);\n\
         StructuredBuffer<float4> Items : register(t4);\n\
         float4 main(float2 uv : TEXCOORD0) : SV_Target { return T.Sample(S, uv) * Tint * Scale + Items[0]; }",
        "indices",
    );
    assert!(text.contains("constant uint4* A [[buffer(0)]]"), "{text}");
    assert!(text.contains("constant uint4* B [[buffer(1)]]"), "{text}");
    assert!(
        text.contains("const device uint* Items [[buffer(2)]]"),
        "{text}"
    );
    assert!(text.contains("texture2d<float> T [[texture(0)]]"), "{text}");
    assert!(text.contains("sampler S [[sampler(0)]]"), "{text}");
    assert!(text.contains("fragment main0_out main0("), "{text}");
}

/// Append and consume buffers (the spec's MSL backend): the element buffer and its hidden
/// counter are two buffer arguments, at the Metal indices reflection reports for the buffer
/// and its counter; `Append` adds one to the counter and stores at the old count, `Consume`
/// subtracts one and loads at the new count.
#[test]
fn append_and_consume_buffers_take_their_counters_as_buffer_arguments() {
    let src = "struct Item { float3 pos; uint id; };\n\
         ConsumeStructuredBuffer<Item> In : register(u0);\n\
         AppendStructuredBuffer<Item> Out : register(u1);\n\
         [numthreads(4, 1, 1)] void main() { Item it = In.Consume(); it.pos *= 2; Out.Append(it); }";
    let r = msl(src);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text().to_string();
    check(&text, "append").unwrap_or_else(|e| panic!("{e}\n{text}"));
    let reflection = r.reflection.as_ref().expect("reflection");
    let metal = |slots: &[crate::reflect::TargetSlot]| {
        slots
            .iter()
            .find(|s| s.target == CompileTarget::Msl)
            .map(|s| s.binding)
            .expect("a Metal index")
    };
    for name in ["In", "Out"] {
        let res = reflection.resource(name).expect(name);
        let (buffer, counter) = (metal(&res.slots), metal(&res.counter_slots));
        assert_ne!(buffer, counter);
        for needle in [
            format!("device uint* {name} [[buffer({buffer})]]"),
            format!("device atomic_uint* counter_var_{name} [[buffer({counter})]]"),
        ] {
            assert!(text.contains(&needle), "{needle}\n{text}");
        }
    }
    for needle in [
        "atomic_fetch_add_explicit(&counter_var_In[0u], 4294967295u, memory_order_relaxed)",
        "atomic_fetch_add_explicit(&counter_var_Out[0u], 1u, memory_order_relaxed)",
    ] {
        assert!(text.contains(needle), "{needle}\n{text}");
    }
}

#[test]
fn resource_arrays_are_metal_arrays_and_unbounded_ones_argument_buffers() {
    let text = msl_ok(
        "struct Mat { float4 color; uint flags; };\n\
         Texture2D<float4> Tex[4] : register(t0);\n\
         Texture2D<float4> Bindless[] : register(t0, space1);\n\
         SamplerState Samp[2] : register(s0, space4);\n\
         StructuredBuffer<Mat> Mats[3] : register(t4);\n\
         ByteAddressBuffer Raw[] : register(t0, space2);\n\
         RWStructuredBuffer<uint> Outs[2] : register(u0, space5);\n\
         RWTexture2D<float4> Images[] : register(u0, space3);\n\
         ConstantBuffer<Mat> Cbs[2] : register(b0, space6);\n\
         void write(uint i, uint v) { Outs[i & 1][i] = v; }\n\
         [numthreads(8, 8, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
             uint i = id.x & 3;\n\
             float4 c = Tex[i].SampleLevel(Samp[i & 1], float2(0.5, 0.5), 0);\n\
             c += Bindless[NonUniformResourceIndex(id.y)].Load(int3(id.xy, 0));\n\
             Mat m = Mats[i % 3][id.y];\n\
             c += m.color + Cbs[i & 1].color;\n\
             write(id.x, Raw[id.x].Load(id.y * 4) + m.flags);\n\
             InterlockedAdd(Outs[1][0], 1);\n\
             Images[id.z][id.xy] = c;\n\
         }",
        "resource_arrays",
    );
    // Bounded textures and samplers: one array argument at the first of their indices.
    assert!(
        text.contains("array<texture2d<float>, 4> Tex [[texture(0)]]"),
        "{text}"
    );
    assert!(
        text.contains("array<sampler, 2> Samp [[sampler(0)]]"),
        "{text}"
    );
    assert!(
        text.contains("float4 v19 = Tex[v12].sample(Samp[v17]"),
        "{text}"
    );
    // Functions take them as parameters.
    assert!(text.contains("static inline void main0_1(array<texture2d<float>, 4> Tex, constant Bindless_entry* Bindless, array<sampler, 2> Samp, array<const device uint*, 3> Mats,"), "{text}");
    // Bounded buffers: one argument per element, gathered into an array.
    assert!(text.contains("const device uint* Mats_0 [[buffer(1)]], const device uint* Mats_1 [[buffer(2)]], const device uint* Mats_2 [[buffer(3)]]"), "{text}");
    assert!(
        text.contains("array<const device uint*, 3> Mats = { Mats_0, Mats_1, Mats_2 };"),
        "{text}"
    );
    assert!(
        text.contains("array<constant uint4*, 2> Cbs = { Cbs_0, Cbs_1 };"),
        "{text}"
    );
    assert!(
        text.contains("atomic_fetch_add_explicit(&Outs[1][0u], 1u"),
        "{text}"
    );
    // Unbounded arrays: argument buffers of descriptors, each one buffer index.
    assert!(
        text.contains("struct Bindless_entry\n{\n    texture2d<float> value;\n};"),
        "{text}"
    );
    assert!(
        text.contains("constant Bindless_entry* Bindless [[buffer(0)]]"),
        "{text}"
    );
    assert!(
        text.contains("constant Raw_entry* Raw [[buffer(4)]]"),
        "{text}"
    );
    assert!(text.contains("Raw[v11].value[(v60)]"), "{text}");
    assert!(text.contains("Images[v71].value.write("), "{text}");
    // A buffer helper takes one element of the array.
    assert!(
        text.contains("load_Mats(uint w, const device uint* Mats)"),
        "{text}"
    );
}

#[test]
fn texel_buffers_are_texture_buffers() {
    let text = msl_ok(
        "Buffer<float4> In : register(t0);\n\
         RWBuffer<uint> Out : register(u0, space2);\n\
         RWBuffer<float2> Rw : register(u1, space2);\n\
         [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
             uint n; In.GetDimensions(n);\n\
             Out[id.x] = asuint(In[id.x % n].x);\n\
             Rw[id.x] = Rw[id.x + 1] * 2;\n\
         }",
        "texel_buffers",
    );
    assert!(
        text.contains("texture_buffer<float> In [[texture(0)]]"),
        "{text}"
    );
    assert!(
        text.contains("texture_buffer<uint, access::write> Out [[texture(1)]]"),
        "{text}"
    );
    assert!(
        text.contains("texture_buffer<float, access::read_write> Rw [[texture(2)]]"),
        "{text}"
    );
    assert!(text.contains("In.get_width()"), "{text}");
    assert!(text.contains("Out.write(uint4("), "{text}");
    assert!(text.contains("Rw.read(uint("), "{text}");
}

#[test]
fn sixty_four_bit_integers_in_buffers_are_two_words() {
    let text = msl_ok(
        "struct Item { uint a; uint64_t uid; int64_t2 pair; };\n\
         StructuredBuffer<Item> Items : register(t0);\n\
         RWStructuredBuffer<Item> Outs : register(u0);\n\
         [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
             Item it = Items[id.x];\n\
             it.uid += 1;\n\
             Outs[id.x] = it;\n\
             Outs[id.x + 1].uid = it.uid << 35;\n\
         }",
        "int64_buffers",
    );
    // Offsets 8 and 16 (words 2 and 4), low word first.
    assert!(
        text.contains("as_type<ulong>(uint2(Items[(w + 2u)], Items[((w + 2u) + 1u)]))"),
        "{text}"
    );
    assert!(
        text.contains("as_type<long>(uint2(Items[(w + 4u)], Items[((w + 4u) + 1u)]))"),
        "{text}"
    );
    assert!(
        text.contains("Outs[(w + 2u)] = as_type<uint2>(v.uid).x;"),
        "{text}"
    );
    assert!(
        text.contains("Outs[((w + 2u) + 1u)] = as_type<uint2>(v.uid).y;"),
        "{text}"
    );
    // A 64-bit shift count is masked to 63, as HLSL does (not to 31).
    assert!(
        text.contains("(35ul & 63u)") || text.contains("<< 35"),
        "{text}"
    );
    assert!(!text.contains("& 31u)"), "{text}");
}

#[test]
fn wave_operations_are_simd_group_functions() {
    let text = msl_ok(
        "RWStructuredBuffer<uint> Out : register(u0);\n\
         RWStructuredBuffer<float4> F : register(u1);\n\
         [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
             uint lane = WaveGetLaneIndex();\n\
             uint4 ballot = WaveActiveBallot(id.x > 3);\n\
             uint s = WaveActiveSum(id.x) + WavePrefixSum(id.x) + WaveActiveCountBits(id.x & 1) + WavePrefixCountBits(true);\n\
             s += WaveActiveMax(id.x) + WaveActiveBitOr(id.x) + WaveReadLaneAt(id.x, lane ^ 1) + WaveReadLaneFirst(id.x);\n\
             bool first = WaveIsFirstLane();\n\
             bool same = WaveActiveAllEqual(id.y);\n\
             bool flag = WaveReadLaneFirst(id.x > 2);\n\
             if (WaveActiveAnyTrue(first) && WaveActiveAllTrue(same || flag))\n\
                 Out[id.x] = s + ballot.x + ballot.y + WaveGetLaneCount();\n\
             F[id.x] = WaveActiveProduct(F[id.x]) + QuadReadAcrossX(F[id.x]) + QuadReadAcrossY(F[id.x]) + QuadReadAcrossDiagonal(F[id.x]) + QuadReadLaneAt(F[id.x], 2);\n\
         }",
        "waves",
    );
    for needle in [
        "uint4(as_type<uint2>(static_cast<ulong>(simd_ballot(",
        "simd_sum(",
        "simd_prefix_exclusive_sum(",
        "simd_sum(uint(",
        "simd_prefix_exclusive_sum(uint(true))",
        "simd_max(",
        "simd_or(",
        "simd_shuffle(",
        "simd_broadcast_first(",
        "simd_is_first()",
        "simd_all(",
        "simd_any(",
        "simd_product(",
        "quad_shuffle_xor(",
        "ushort(1))",
        "ushort(2))",
        "ushort(3))",
        "quad_shuffle(",
        "[[thread_index_in_simdgroup]]",
        "[[threads_per_simdgroup]]",
    ] {
        assert!(text.contains(needle), "{needle}\n{text}");
    }
    // A bool travels through a broadcast as uint.
    assert!(text.contains("(simd_broadcast_first(uint("), "{text}");
    // Vertex functions have no SIMD-group functions.
    let r = msl("RWStructuredBuffer<uint> Out : register(u0);\n\
                 float4 main(uint v : SV_VertexID) : SV_Position { return WaveActiveSum(v); }");
    let e = r
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("an error");
    assert_eq!(e.code.to_string(), "OSH5102");
    assert!(
        e.message
            .contains("'WaveActiveSum' is not available in a vertex shader in MSL"),
        "{}",
        e.message
    );
}

#[test]
fn float_remainder_is_fmod() {
    let text = msl_ok(
        "float4 main(float4 a : A, float2x2 m : M) : SV_Target { float2x2 r = m % float2x2(2, 2, 2, 2); return a % 3.0 + r[0].xyxy; }",
        "fmod",
    );
    assert!(text.contains("fmod("), "{text}");
    assert!(!text.contains(" % "), "{text}");
}

#[test]
fn constant_buffer_members_are_read_at_their_reflected_words() {
    let text = msl_ok(
        "cbuffer C : register(b0) { float4x4 M; float3 Tint; float Scale; };\n\
         float4 main(float3 p : POSITION) : SV_Position { return mul(M, float4(p * Scale, 1)) + float4(Tint, 0); }",
        "cbuffer",
    );
    // Tint is at byte 64 (row 4, x..z), Scale at byte 76 (row 4, w).
    assert!(text.contains("C[4].xyz"), "{text}");
    assert!(text.contains("C[4].w"), "{text}");
    assert!(text.contains("[[attribute(0)]]"), "{text}");
    assert!(text.contains("[[position]]"), "{text}");
}

#[test]
fn compute_atomics_and_barriers_are_metal_calls() {
    let text = msl_ok(
        "RWStructuredBuffer<uint> Counts : register(u0);\n\
         groupshared uint Local[64];\n\
         [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {\n\
           Local[gi] = id.x; GroupMemoryBarrierWithGroupSync();\n\
           uint old; InterlockedAdd(Counts[0], Local[63 - gi], old);\n\
           uint prev; InterlockedCompareExchange(Counts[1], 0, old, prev);\n\
         }",
        "atomics",
    );
    assert!(text.contains("kernel void main0("), "{text}");
    assert!(text.contains("[[thread_position_in_grid]]"), "{text}");
    assert!(
        text.contains("threadgroup_barrier(mem_flags::mem_threadgroup)"),
        "{text}"
    );
    assert!(text.contains("atomic_fetch_add_explicit"), "{text}");
    assert!(
        text.contains("atomic_compare_exchange_weak_explicit"),
        "{text}"
    );
    assert!(
        text.contains("device atomic_uint* Counts [[buffer(0)]]"),
        "{text}"
    );
}

#[test]
fn switch_cases_that_fall_through_end_in_break_and_discard_is_discard_fragment() {
    let text = msl_ok(
        "cbuffer C : register(b0) { int Mode; float4 Color; };\n\
         float4 main() : SV_Target {\n\
           float4 c = Color;\n\
           switch (Mode) { case 0: c.x += 1; case 1: c.y += 1; break; default: c.z += 1; break; case 3: discard; }\n\
           return c;\n\
         }",
        "switch",
    );
    assert!(text.contains("switch ("), "{text}");
    assert!(text.contains("discard_fragment();"), "{text}");
}

#[test]
fn spec_constants_are_function_constants_with_their_defaults() {
    let text = msl_ok(
        "[[vk::constant_id(3)]] const float Gain = 2.5;\n\
         float4 main() : SV_Target { return float4(Gain, 0, 0, 1); }",
        "spec",
    );
    assert!(text.contains("[[function_constant(3)]]"), "{text}");
    assert!(text.contains("is_function_constant_defined("), "{text}");
    assert!(text.contains("2.5f"), "{text}");
}

#[test]
fn precise_functions_turn_off_reassociation_and_contraction() {
    let text = msl_ok(
        "cbuffer C : register(b0) { float A; float B; float D; };\n\
         float4 main() : SV_Target { precise float x = A * B + D; return float4(x, 0, 0, 1); }",
        "precise",
    );
    assert!(text.contains("#pragma clang fp contract(off)"), "{text}");
    assert!(text.contains("#pragma clang fp reassociate(off)"), "{text}");
}

#[test]
fn shader_model_6_8_comparisons_at_a_level_are_level_options_and_the_others_refused() {
    let src = "Texture2D<float> Depth : register(t0);\n\
               TextureCube<float> Cube : register(t1);\n\
               SamplerComparisonState Cmp : register(s0);\n\
               float4 main(float2 uv : TEXCOORD0, float3 dir : TEXCOORD1) : SV_Target {\n\
               return Depth.SampleCmpLevel(Cmp, uv, 0.5, 2.0, int2(1, 0)) + Cube.SampleCmpLevel(Cmp, dir, 0.25, 1.0);\n\
               }\n";
    let r = msl(src);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text();
    check(text, "sample_cmp_level").unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(text.matches(".sample_compare(").count(), 2, "{text}");
    assert!(text.contains(", level(2.0"), "{text}");
    for call in [
        "Depth.SampleCmpBias(Cmp, uv, 0.5, 1.0)",
        "Depth.SampleCmpGrad(Cmp, uv, 0.5, ddx(uv), ddy(uv))",
    ] {
        let src = format!(
            "Texture2D<float> Depth : register(t0);\n\
             SamplerComparisonState Cmp : register(s0);\n\
             float4 main(float2 uv : TEXCOORD0) : SV_Target {{ return {call}; }}"
        );
        assert_eq!(error_codes(&src), ["OSH5102"], "{call}");
    }
}

#[test]
fn what_metal_cannot_express_is_refused_with_osh5102() {
    assert_eq!(
        error_codes(
            "RWStructuredBuffer<double> B : register(u0);\n\
             [numthreads(1, 1, 1)] void main() { B[0] = B[0] * 2.0; }"
        ),
        ["OSH5102"]
    );
    assert_eq!(
        error_codes(
            "RWStructuredBuffer<float> B : register(u0);\n\
             [numthreads(1, 1, 1)] void main() { uint n, s; B.GetDimensions(n, s); B[0] = n; }"
        ),
        ["OSH5102"]
    );
}

#[test]
fn loops_with_a_switch_inside_and_a_continue_construct_pass_the_check() {
    let text = msl_ok(crate::textgen::tests::LOOPS_AND_SWITCHES, "loops");
    assert!(text.contains("for (bool f"), "{text}");
    assert!(text.contains("switch ("), "{text}");
}

#[test]
fn output_is_deterministic() {
    let src = "Texture2D T : register(t0); SamplerState S : register(s0);\n\
               float4 main(float2 uv : TEXCOORD0) : SV_Target { return T.Sample(S, uv); }";
    let a = msl(src).blobs[0].as_text().to_string();
    let b = msl(src).blobs[0].as_text().to_string();
    assert_eq!(a, b);
}

#[test]
fn reflection_names_the_msl_function_metal_must_be_asked_for() {
    // `main` is reserved in MSL: the function is `main0`, and reflection says so (the spec's
    // `MslFunctionName`), in JSON, in the text format and on the blob.
    let src = "RWStructuredBuffer<uint> o;\n[shader(\"compute\")] [numthreads(1, 1, 1)] void main() { o[0] = 1; }\n[shader(\"compute\")] [numthreads(1, 1, 1)] void Other() { o[1] = 2; }\n";
    let options = CompileOptions {
        targets: vec![CompileTarget::Msl],
        ..CompileOptions::default()
    };
    let r = crate::compile(src, "m.hlsl", &options);
    assert!(r.success(), "{:?}", r.diagnostics);
    let blob = r.find("main", CompileTarget::Msl).expect("blob");
    assert_eq!(blob.entry_function.as_deref(), Some("main0"));
    assert!(blob.as_text().contains(" main0("), "{}", blob.as_text());
    let reflection = r.reflection.expect("reflection");
    let names: Vec<Option<&str>> = reflection
        .entry_points
        .iter()
        .map(|e| e.msl_function_name.as_deref())
        .collect();
    assert_eq!(names, vec![Some("main0"), Some("Other")]);
    let json = crate::reflect::to_json(&reflection);
    assert!(json.contains("\"mslFunctionName\": \"main0\""), "{json}");
    let text = crate::reflect::to_text(&reflection);
    assert!(text.contains("msl=\"main0\""), "{text}");
    assert!(
        !text.contains("msl=\"Other\""),
        "written only where MSL renames: {text}"
    );
    let back = crate::reflect::from_text(&text).expect("parses");
    assert_eq!(
        back.entry_points[0].msl_function_name.as_deref(),
        Some("main0")
    );
    assert_eq!(
        back.entry_points[1].msl_function_name.as_deref(),
        Some("Other")
    );
    // Without MSL among the targets there is no MSL name.
    let spirv = crate::compile(src, "m.hlsl", &CompileOptions::default());
    assert!(spirv.reflection.expect("reflection").entry_points[0]
        .msl_function_name
        .is_none());
}

#[test]
fn reflection_gives_the_metal_buffer_index_of_vertex_data() {
    let src = "cbuffer Frame { float4x4 M; };\nstruct VOut { float4 p : SV_Position; float2 uv : TEXCOORD0; };\n[shader(\"vertex\")] VOut VSMain(float3 p : POSITION, float2 uv : TEXCOORD0) { VOut o; o.p = mul(M, float4(p, 1)); o.uv = uv; return o; }\n[shader(\"vertex\")] float4 VSGen(uint id : SV_VertexID) : SV_Position { return float4(id, 0, 0, 1); }\n[shader(\"pixel\")] float4 PSMain(VOut i) : SV_Target { return float4(i.uv, 0, 1); }\n";
    let options = CompileOptions {
        targets: vec![CompileTarget::Msl],
        ..CompileOptions::default()
    };
    let r = crate::compile(src, "v.hlsl", &options);
    assert!(r.success(), "{:?}", r.diagnostics);
    let reflection = r.reflection.clone().expect("reflection");
    let index = |name: &str| {
        reflection
            .entry_point(name)
            .and_then(|e| e.msl_vertex_buffer_index)
    };
    // Vertex data only where a vertex shader reads vertex inputs.
    assert_eq!(index("VSMain"), Some(crate::slots::METAL_VERTEX_BUFFER));
    assert_eq!(index("VSGen"), None);
    assert_eq!(index("PSMain"), None);
    assert_eq!(
        crate::layouts::DEFAULT_METAL_VERTEX_BUFFER,
        crate::slots::METAL_VERTEX_BUFFER
    );
    let json = crate::reflect::to_json(&reflection);
    assert!(json.contains("\"mslVertexBufferIndex\": 30"), "{json}");
    let text = crate::reflect::to_text(&reflection);
    let back = crate::reflect::from_text(&text).expect("parses");
    assert_eq!(
        back.entry_point("VSMain")
            .and_then(|e| e.msl_vertex_buffer_index),
        Some(30)
    );
    assert_eq!(
        back.entry_point("VSGen")
            .and_then(|e| e.msl_vertex_buffer_index),
        None
    );
    // The frame buffer takes index 0, not the vertex data's 30.
    let msl = r
        .find("VSMain", CompileTarget::Msl)
        .expect("blob")
        .as_text();
    assert!(
        msl.contains("[[buffer(0)]]") && !msl.contains("[[buffer(30)]]"),
        "{msl}"
    );
}

#[test]
fn early_tests_and_post_depth_coverage_are_metal_attributes() {
    let src = "RWStructuredBuffer<uint> Hits : register(u0);\n\
               [earlydepthstencil]\n\
               [[vk::post_depth_coverage]]\n\
               float4 main(float4 pos : SV_Position, uint cov : SV_Coverage) : SV_Target {\n\
               Hits[0] = cov;\n\
               return float4(cov, 0, 0, 1);\n\
               }\n";
    let r = msl(src);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text();
    check(text, "early_tests").unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(
        text.contains("[[early_fragment_tests]]\nfragment "),
        "{text}"
    );
    assert!(
        text.contains("[[sample_mask, post_depth_coverage]]"),
        "{text}"
    );
}

#[test]
fn sampling_clamps_are_min_lod_clamp_options() {
    let src = "Texture2D<float4> Tex : register(t0);\n\
               TextureCube<float4> Cube : register(t1);\n\
               Texture2D<float> Depth : register(t2);\n\
               SamplerState Samp : register(s0);\n\
               SamplerComparisonState Cmp : register(s1);\n\
               float4 main(float2 uv : TEXCOORD0, float3 dir : TEXCOORD1) : SV_Target {\n\
               float4 a = Tex.Sample(Samp, uv, int2(1, 0), 2.0);\n\
               float4 b = Tex.SampleBias(Samp, uv, 0.5, int2(0, 1), 1.0);\n\
               float4 c = Tex.SampleGrad(Samp, uv, ddx(uv), ddy(uv), int2(0, 0), 1.5);\n\
               float4 d = Cube.Sample(Samp, dir, 3.0);\n\
               float e = Depth.SampleCmp(Cmp, uv, 0.5, int2(0, 0), 1.0);\n\
               return a + b + c + d + e;\n\
               }\n";
    let r = msl(src);
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text();
    check(text, "min_lod_clamp").unwrap_or_else(|e| panic!("{e}\n{text}"));
    // The clamp goes after the bias or gradient and before the offset.
    assert_eq!(text.matches("min_lod_clamp(").count(), 5, "{text}");
    assert!(text.contains(", bias("), "{text}");
    let bias_line = text.lines().find(|l| l.contains(", bias(")).unwrap();
    let (at_bias, at_clamp, at_offset) = (
        bias_line.find("bias(").unwrap(),
        bias_line.find("min_lod_clamp(").unwrap(),
        bias_line.find("int2(").unwrap(),
    );
    assert!(at_bias < at_clamp && at_clamp < at_offset, "{bias_line}");
    assert!(text.contains(".sample_compare("), "{text}");
}

#[test]
fn clip_distances_reach_fragment_functions_as_named_varyings() {
    let vs = "struct V { float4 pos : SV_Position; float2 clip : SV_ClipDistance0; float c2 : SV_ClipDistance1; };\n\
              V main(float4 p : POSITION) { V o; o.pos = p; o.clip = p.xy; o.c2 = p.z; return o; }\n";
    let ps = "float4 main(float4 pos : SV_Position, float2 clip : SV_ClipDistance0, float c2 : SV_ClipDistance1) : SV_Target {\n\
              return float4(clip, c2, 1);\n\
              }\n";
    let options = CompileOptions {
        targets: vec![CompileTarget::Msl],
        entry_points: vec![EntryPointRequest {
            name: "main".into(),
            stage: Some(crate::api::Stage::Vertex),
        }],
        ..CompileOptions::default()
    };
    let vs = crate::api::compile(vs, "vs.hlsl", &options);
    assert!(vs.success(), "{:?}", vs.diagnostics);
    let vtext = vs.blobs[0].as_text();
    let ps = msl(ps);
    assert!(ps.success(), "{:?}", ps.diagnostics);
    let ptext = ps.blobs[0].as_text();
    for (text, tag) in [(vtext, "clip_vs"), (ptext, "clip_ps")] {
        check(text, tag).unwrap_or_else(|e| panic!("{e}\n{text}"));
    }
    // The vertex function writes the built-in and, for each distance, the varying the
    // fragment function reads by the same name.
    assert!(vtext.contains("[[clip_distance]] [3]"), "{vtext}");
    for k in 0..3 {
        let attr = format!("[[user(clip{k})]]");
        assert!(vtext.contains(&attr), "{attr}: {vtext}");
        assert!(ptext.contains(&attr), "{attr}: {ptext}");
    }
    assert!(vtext.contains("= gl_ClipDistance[2];"), "{vtext}");
}

/// Rasterizer-ordered views are in raster order group 0, the Metal attribute that orders a
/// fragment function's accesses as Direct3D's ROVs do; an array of them is refused.
#[test]
fn rasterizer_ordered_views_are_in_raster_order_group_zero() {
    let text = msl_ok(
        "RasterizerOrderedTexture2D<float4> Accum : register(u1);\n\
         RasterizerOrderedStructuredBuffer<uint> Counts : register(u2);\n\
         float4 main(float4 p : SV_Position, float4 c : COLOR) : SV_Target {\n\
         uint2 px = uint2(p.xy); float4 prev = Accum[px]; Accum[px] = prev + c;\n\
         Counts[px.x] += 1; return prev; }",
        "rov",
    );
    assert!(
        text.contains("Accum [[texture(0), raster_order_group(0)]]"),
        "{text}"
    );
    assert!(
        text.contains("Counts [[buffer(0), raster_order_group(0)]]"),
        "{text}"
    );
    assert_eq!(
        error_codes(
            "RasterizerOrderedTexture2D<float4> A[2] : register(u1);\n\
             float4 main(float4 p : SV_Position) : SV_Target { A[0][uint2(p.xy)] += 1; return 0; }"
        ),
        ["OSH5102"]
    );
}

/// A descriptor heap read as several types: each type's array is its own argument buffer
/// (Metal has no heap of mixed descriptors), a counter array too, and the source passes the
/// clang check.
#[test]
fn descriptor_heap_arrays_are_argument_buffers_of_their_types() {
    let options = CompileOptions {
        targets: vec![CompileTarget::Msl],
        entry_points: vec![EntryPointRequest {
            name: "main".into(),
            stage: Some(crate::api::Stage::Compute),
        }],
        shader_model: crate::target::ShaderModel { major: 6, minor: 6 },
        ..CompileOptions::default()
    };
    let r = crate::api::compile(
        "cbuffer Frame { uint tableIndex; }\n\
         [numthreads(8, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
             ByteAddressBuffer table = ResourceDescriptorHeap[NonUniformResourceIndex(tableIndex + id.x)];\n\
             RWTexture2D<float4> target = ResourceDescriptorHeap[7];\n\
             Texture2D<float4> t = ResourceDescriptorHeap[9];\n\
             SamplerState s = SamplerDescriptorHeap[1];\n\
             RWStructuredBuffer<uint> list = ResourceDescriptorHeap[3];\n\
             list[list.IncrementCounter()] = id.x;\n\
             target[id.xy] = t.SampleLevel(s, float2(0.5, 0.5), 0) + asfloat(table.Load(4));\n\
         }",
        "heap.hlsl",
        &options,
    );
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text().to_string();
    check(&text, "descriptor_heap").unwrap_or_else(|e| panic!("{e}\n{text}"));
    for entry in [
        "struct ResourceDescriptorHeap_entry\n{\n    const device uint* value;\n};",
        "struct ResourceDescriptorHeap_1_entry\n{\n    texture2d<float, access::write> value;\n};",
        "struct SamplerDescriptorHeap_entry\n{\n    sampler value;\n};",
        "struct counter_var_ResourceDescriptorHeap_entry\n{\n    device atomic_uint* value;\n};",
    ] {
        assert!(text.contains(entry), "{entry}\n{text}");
    }
}

#[test]
fn input_attachments_are_color_inputs_read_by_value() {
    // Metal's framebuffer fetch: the attachment's value at this fragment is the input
    // `[[color(n)]]`, n the input attachment index; helpers take it as a parameter.
    let text = msl_ok(
        "[[vk::input_attachment_index(1)]] SubpassInput<float4> Light;\n\
         [[vk::input_attachment_index(0)]] SubpassInput<float> Depth;\n\
         float depth() { return Depth.SubpassLoad(); }\n\
         float4 main(float4 p : SV_Position) : SV_Target { return Light.SubpassLoad() * depth(); }",
        "subpass",
    );
    assert!(text.contains("float4 Light [[color(1)]]"), "{text}");
    assert!(text.contains("float Depth [[color(0)]]"), "{text}");
    assert!(!text.contains("[[texture("), "{text}");
    // The output to color 0 and the input from color 0 coexist (programmable blending).
    assert!(text.contains("[[color(0)]]"), "{text}");
}

/// Inline ray queries are Metal's intersection queries: the acceleration structure is a buffer
/// argument at sema's Metal index (an unbounded array of them an argument buffer), the flags
/// (the template's OR-ed in) become `intersection_params`, the candidate type is Metal's
/// intersection type less one, and the source passes the clang check with the
/// `metal_raytracing` declarations.
#[test]
fn ray_queries_are_metal_intersection_queries() {
    let text = msl_ok(
        "RaytracingAccelerationStructure Scene : register(t0);\n\
         RaytracingAccelerationStructure Scenes[] : register(t0, space1);\n\
         RWStructuredBuffer<float4> Out : register(u1);\n\
         cbuffer C : register(b2) { uint Which; uint Flags; };\n\
         [numthreads(8, 1, 1)] void main(uint id : SV_DispatchThreadID) {\n\
           RayDesc r = { float3(id, 0, 0), 0.01, float3(0, 0, 1), 100.0 };\n\
           RayQuery<RAY_FLAG_CULL_NON_OPAQUE> q;\n\
           q.TraceRayInline(Scene, Flags, 0xFF, r);\n\
           while (q.Proceed()) {\n\
             if (q.CandidateType() == CANDIDATE_NON_OPAQUE_TRIANGLE) {\n\
               if (q.CandidateTriangleRayT() < 50 && q.CandidateTriangleFrontFace()) q.CommitNonOpaqueTriangleHit();\n\
             } else if (q.CandidateProceduralPrimitiveNonOpaque()) {\n\
               q.CommitProceduralPrimitiveHit(q.RayTMin() + 1);\n\
             } else { q.Abort(); }\n\
           }\n\
           float4 o = 0;\n\
           if (q.CommittedStatus() == COMMITTED_TRIANGLE_HIT) {\n\
             o.xy = q.CommittedTriangleBarycentrics();\n\
             o.z = q.CommittedRayT() + q.CommittedInstanceID() + q.CommittedInstanceIndex() + q.CommittedGeometryIndex() + q.CommittedPrimitiveIndex();\n\
             o.xyz += q.CommittedObjectRayOrigin() + q.CandidateObjectRayDirection() + mul(q.CommittedObjectToWorld3x4(), float4(1, 1, 1, 1));\n\
             o.xyz += mul(float4(1, 1, 1, 1), q.CandidateWorldToObject4x3());\n\
           }\n\
           o.x += q.RayFlags() + q.WorldRayOrigin().x + q.WorldRayDirection().y;\n\
           RayQuery<0> q2;\n\
           q2.TraceRayInline(Scenes[NonUniformResourceIndex(Which)], RAY_FLAG_FORCE_OPAQUE, 1, r);\n\
           q2.Proceed();\n\
           Out[id] = o + q2.CommittedStatus();\n\
         }",
        "ray_query",
    );
    for piece in [
        "#include <metal_raytracing>\n",
        "raytracing::instance_acceleration_structure Scene [[buffer(0)]]",
        // The unbounded array: one argument buffer, element `i` is `Scenes[i].value`.
        "struct Scenes_entry\n{\n    raytracing::instance_acceleration_structure value;\n};",
        "constant Scenes_entry* Scenes [[buffer(1)]]",
        "].value, 1u, ray_query_params(1u));",
        "raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> v",
        // RAY_FLAG_CULL_NON_OPAQUE (0x80) OR-ed into the run-time flags.
        " | 128u)",
        ".reset(raytracing::ray(",
        "if ((flags & 0x80u) != 0u) p.set_opacity_cull_mode(raytracing::opacity_cull_mode::non_opaque);",
        "if ((flags & 0x100u) != 0u) p.set_geometry_cull_mode(raytracing::geometry_cull_mode::triangle);",
        ".get_candidate_intersection_type()) - 1u)",
        "uint(v",
        ".get_committed_intersection_type())",
        ".get_candidate_triangle_distance()",
        ".is_candidate_triangle_front_facing()",
        ".get_committed_distance()",
        ".get_committed_user_instance_id()",
        ".get_committed_instance_id()",
        ".get_committed_geometry_id()",
        ".get_committed_primitive_id()",
        ".get_committed_triangle_barycentric_coord()",
        "!v",
        ".is_candidate_non_opaque_bounding_box()",
        ".commit_bounding_box_intersection(",
        ".commit_triangle_intersection();",
        ".abort();",
        ".get_ray_min_distance()",
        ".get_committed_ray_origin()",
        ".get_candidate_ray_direction()",
        "float3x4 v",
        "= transpose(v",
        ".get_committed_object_to_world_transform())",
        "float4x3 v",
        ".get_candidate_world_to_object_transform()",
        ".get_world_space_ray_origin()",
        ".get_world_space_ray_direction()",
    ] {
        assert!(text.contains(piece), "{piece}\n{text}");
    }
    // RayFlags() is the flags the query was traced with, kept beside it.
    let flags_local = text
        .lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix("uint ")
                .and_then(|l| l.strip_suffix("_ray = {};"))
        })
        .unwrap_or_else(|| panic!("a flags local\n{text}"))
        .to_string();
    assert!(text.contains(&format!("{flags_local}_ray = v")), "{text}");
    // Metal's queries cannot be copied: declared without an initializer.
    assert!(
        text.contains(&format!(
            "raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> {flags_local};"
        )),
        "{text}"
    );
}

/// A query passed to a function that is not inlined (`-O0`) is passed by pointer and passes
/// the clang check; what Metal's queries do not report is refused where it is written.
#[test]
fn ray_queries_in_functions_and_what_metal_does_not_report() {
    let src = "RaytracingAccelerationStructure Scene : register(t0);\n\
               RWStructuredBuffer<float> Out : register(u1);\n\
               void trace(inout RayQuery<0> q, float3 o) {\n\
                 RayDesc r = { o, 0.0, float3(0, 0, 1), 10.0 };\n\
                 q.TraceRayInline(Scene, 0, 0xFF, r);\n\
               }\n\
               float hit(RayQuery<0> q) { q.Proceed(); return q.CommittedRayT() + q.RayTMin(); }\n\
               [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
                 RayQuery<0> q;\n\
                 trace(q, float3(id));\n\
                 Out[id.x] = hit(q)FLAGS;\n\
               }";
    let compile = |src: &str| {
        let options = CompileOptions {
            targets: vec![CompileTarget::Msl],
            entry_points: vec![EntryPointRequest {
                name: "main".into(),
                stage: Some(crate::api::Stage::Compute),
            }],
            optimize: false,
            ..CompileOptions::default()
        };
        crate::api::compile(src, "rq.hlsl", &options)
    };
    let r = compile(&src.replace("FLAGS", ""));
    assert!(r.success(), "{:?}", r.diagnostics);
    let text = r.blobs[0].as_text().to_string();
    check(&text, "ray_query_functions").unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(
        text.contains("static inline void trace(thread raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data>* a0,"),
        "{text}"
    );
    assert!(text.contains("(*a0).reset(raytracing::ray("), "{text}");
    // The query was traced by `trace`: its flags are not known where it is declared.
    let r = compile(&src.replace("FLAGS", " + q.RayFlags()"));
    let e = r
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("a refusal");
    assert_eq!(e.code, crate::diag::Code::MSL_UNSUPPORTED);
    assert_eq!((e.line, e.column), (11, 22), "{e:?}");
    assert!(e.message.contains("RayFlags()"), "{}", e.message);
    let r = msl("RaytracingAccelerationStructure Scene : register(t0);\n\
         RWStructuredBuffer<uint> Out : register(u1);\n\
         [numthreads(1, 1, 1)] void main() {\n\
           RayDesc r = { float3(0, 0, 0), 0.0, float3(0, 0, 1), 10.0 };\n\
           RayQuery<0> q; q.TraceRayInline(Scene, 0, 0xFF, r); q.Proceed();\n\
           Out[0] = q.CommittedInstanceContributionToHitGroupIndex();\n\
         }");
    let e = r
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("a refusal");
    assert_eq!(e.code, crate::diag::Code::MSL_UNSUPPORTED);
    assert_eq!((e.line, e.column), (6, 10), "{e:?}");
    assert!(
        e.message.contains("InstanceContributionToHitGroupIndex"),
        "{}",
        e.message
    );
}
