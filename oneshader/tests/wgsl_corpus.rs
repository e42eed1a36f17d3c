//! The WGSL corpus table: every corpus entry point either compiles to WGSL that naga 30
//! validates, or is refused with OSH5202. The expected outcome of each entry point is listed
//! in `wgsl_corpus_table.txt`; any change (better or worse) fails, so the table stays current
//! (`ONESHADER_BLESS=1` rewrites it in place).
//! Also checks that the output is deterministic and that the spec's `Histogram.hlsl` validates.

mod common;

use oneshader::{compile_file, CompileOptions, CompileTarget, Define, EntryPointRequest, Stage};

fn stage(name: &str) -> Stage {
    match name {
        "vertex" => Stage::Vertex,
        "pixel" => Stage::Pixel,
        _ => Stage::Compute,
    }
}

/// Compiles one entry point to WGSL: "valid", "OSH5202" or "FAIL: why".
fn outcome(path: &std::path::Path, entry: &str, st: &str, defines: &[Define]) -> (String, String) {
    let options = CompileOptions {
        targets: vec![CompileTarget::Wgsl],
        defines: defines.to_vec(),
        entry_points: vec![EntryPointRequest {
            name: entry.to_string(),
            stage: Some(stage(st)),
        }],
        ..CompileOptions::default()
    };
    let result = compile_file(path, &options);
    if !result.success() {
        let mut codes: Vec<String> = result
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| d.code.to_string())
            .collect();
        if !codes.is_empty() && codes.iter().all(|c| c == "OSH5202") {
            return ("OSH5202".into(), String::new());
        }
        // Refused before the WGSL backend (the front end or lowering): listed with its codes.
        let all: Vec<String> = result.diagnostics.iter().map(|d| d.to_string()).collect();
        codes.dedup();
        return (format!("error {}", codes.join(",")), all.join("\n"));
    }
    let Some(blob) = result.find(entry, CompileTarget::Wgsl) else {
        return ("FAIL".into(), "no WGSL blob".into());
    };
    let text = blob.as_text().to_string();
    match common::naga_validate(&text) {
        Ok(()) => ("valid".into(), text),
        Err(e) => ("FAIL".into(), format!("{e}\n{text}")),
    }
}

/// The table, compared in place; `ONESHADER_BLESS=1` rewrites it (review with `git diff`).
const TABLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/wgsl_corpus_table.txt");

#[test]
fn every_corpus_entry_point_validates_or_is_refused() {
    let mut table = String::new();
    let mut details = String::new();
    for e in common::corpus_entries() {
        let defines: Vec<Define> = e
            .defines
            .iter()
            .map(|(n, v)| Define::new(n, v.as_deref()))
            .collect();
        let (o, detail) = outcome(&e.path, &e.entry, &e.stage, &defines);
        let rel = e
            .path
            .strip_prefix(common::repo_root().join("corpus"))
            .unwrap_or(&e.path)
            .display()
            .to_string();
        let label = format!("{rel}#{}", e.entry);
        table.push_str(&format!("{label} {o}\n"));
        if o != "valid" && o != "OSH5202" {
            details.push_str(&format!("=== {label}\n{detail}\n"));
        }
    }
    let expected = std::fs::read_to_string(TABLE).unwrap_or_default();
    if table != expected && std::env::var_os("ONESHADER_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(TABLE, &table).expect("write the WGSL corpus table");
        eprintln!("blessed {TABLE}:\n{details}");
        return;
    }
    assert_eq!(
        table, expected,
        "the WGSL corpus table changed (ONESHADER_BLESS=1 rewrites it):\n{details}"
    );
}

fn wgsl_options(entry: Option<(&str, &str)>) -> CompileOptions {
    CompileOptions {
        targets: vec![CompileTarget::Wgsl],
        entry_points: entry
            .map(|(n, st)| {
                vec![EntryPointRequest {
                    name: n.to_string(),
                    stage: Some(stage(st)),
                }]
            })
            .unwrap_or_default(),
        ..CompileOptions::default()
    }
}

#[test]
fn wgsl_output_is_deterministic() {
    for e in common::corpus_entries().iter().step_by(3) {
        let o = wgsl_options(Some((&e.entry, &e.stage)));
        let a = compile_file(&e.path, &o);
        let b = compile_file(&e.path, &o);
        assert_eq!(a.blobs, b.blobs, "{}", e.path.display());
    }
}

/// Cut and mutated corpus files never crash the WGSL backend (no OSH7000).
#[test]
fn cut_and_mutated_corpus_files_do_not_panic() {
    for path in common::corpus_files() {
        let Ok(src) = std::fs::read_to_string(&path) else {
            continue;
        };
        let mut variants = Vec::new();
        for k in 1..4 {
            let cut = src.len() * k / 4;
            if src.is_char_boundary(cut) {
                variants.push(src[..cut].to_string());
            }
        }
        variants.push(src.replace("float4", "float3"));
        variants.push(src.replace("uint", "int"));
        variants.push(src.replace("break;", "continue;"));
        for v in variants {
            let mut o = wgsl_options(None);
            o.include_dirs = path
                .parent()
                .map(|p| vec![p.to_path_buf()])
                .unwrap_or_default();
            let r = oneshader::compile(&v, &path.to_string_lossy(), &o);
            assert!(
                !r.diagnostics
                    .iter()
                    .any(|d| d.code.to_string() == "OSH7000"),
                "{}: {:?}",
                path.display(),
                r.diagnostics
            );
        }
    }
}

/// Push constants: a uniform buffer at the reserved slot by default (in reflection), or
/// wgpu's `var<immediate>` on request (no slot in reflection).
#[test]
fn push_constants_are_a_uniform_buffer_or_immediates() {
    let path = common::repo_root().join("corpus/2d/blit.hlsl");
    let mut o = wgsl_options(Some(("PSMain", "pixel")));
    let r = compile_file(&path, &o);
    let text = r
        .find("PSMain", CompileTarget::Wgsl)
        .unwrap()
        .as_text()
        .to_string();
    common::naga_validate(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(
        text.contains("@group(0) @binding(2) var<uniform>"),
        "{text}"
    );
    let pc = &r.reflection.as_ref().unwrap().push_constants[0];
    assert_eq!(pc.slots.len(), 1);
    assert_eq!((pc.slots[0].set, pc.slots[0].binding), (0, 2));

    o.wgsl_immediates = true;
    let r = compile_file(&path, &o);
    let text = r
        .find("PSMain", CompileTarget::Wgsl)
        .unwrap()
        .as_text()
        .to_string();
    assert!(text.contains("var<immediate>"), "{text}");
    common::naga_validate(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(r.reflection.as_ref().unwrap().push_constants[0]
        .slots
        .is_empty());
}
