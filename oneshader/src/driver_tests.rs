//! Tests of the driver: the backend table against the target gate, and the snapshot files of
//! every corpus entry point (IR text, WGSL text, reflection text) under
//! `oneshader/tests/snapshots/`, rewritten with `ONESHADER_BLESS=1`.

use super::BACKENDS;
use crate::api::{CompileOptions, CompileResult, CompileTarget};
use crate::testing::{compile_to_ir, corpus_entries, repo_root, Snapshots};

#[test]
fn the_backend_table_has_exactly_the_implemented_targets() {
    for target in [
        CompileTarget::SpirV,
        CompileTarget::Msl,
        CompileTarget::Wgsl,
    ] {
        let backends = BACKENDS.iter().filter(|b| b.target == target).count();
        assert_eq!(
            backends,
            usize::from(target.is_implemented()),
            "{target}: backends in the table"
        );
    }
}

/// `text` with the repository root taken out of paths, so snapshots do not depend on where
/// the checkout lives.
fn portable(text: &str) -> String {
    let root = repo_root();
    let root = format!("{}/", root.display());
    text.replace(&root, "")
}

fn diagnostics_text(result: &CompileResult) -> String {
    let mut out = String::new();
    for d in &result.diagnostics {
        out.push_str(&format!(
            "{}({},{}): {} {}: {}\n",
            d.file, d.line, d.column, d.severity, d.code, d.message
        ));
    }
    portable(&out)
}

#[test]
fn corpus_snapshots_match() {
    let mut ir = Snapshots::new("ir");
    let mut wgsl = Snapshots::new("wgsl");
    let mut reflect = Snapshots::new("reflect");
    let entries = corpus_entries();
    assert!(entries.len() >= 71, "corpus/entries.txt lists entry points");
    for e in &entries {
        let name = format!("{}.{}", e.path, e.entry);
        let file = e.file();
        let source = std::fs::read_to_string(&file).expect("corpus file");
        let path = file.to_string_lossy();
        let base = e.options();

        let lowered = compile_to_ir(&path, &source, &base);
        match &lowered.module {
            Some(m) => ir.check(&format!("{name}.ir"), &portable(&crate::ir::print(m))),
            None => ir.check(
                &format!("{name}.ir.err"),
                &portable(&lowered.diagnostics.join("\n")),
            ),
        }

        let wgsl_options = CompileOptions {
            targets: vec![CompileTarget::Wgsl],
            ..base.clone()
        };
        let result = crate::compile(&source, &path, &wgsl_options);
        match result.blobs.first().filter(|_| result.success()) {
            Some(blob) => wgsl.check(
                &format!("{name}.wgsl"),
                &String::from_utf8_lossy(&blob.data),
            ),
            None => wgsl.check(&format!("{name}.wgsl.err"), &diagnostics_text(&result)),
        }

        // Reflection for both targets, so WebGPU slots are pinned beside Vulkan's; SPIR-V alone
        // where WGSL refuses the shader.
        let both = CompileOptions {
            targets: vec![CompileTarget::SpirV, CompileTarget::Wgsl],
            ..base.clone()
        };
        let mut result = crate::compile(&source, &path, &both);
        if !result.success() {
            result = crate::compile(&source, &path, &base);
        }
        match result.reflection.as_ref().filter(|_| result.success()) {
            Some(r) => reflect.check(
                &format!("{name}.reflect.txt"),
                &portable(&crate::reflect::to_text(r)),
            ),
            None => reflect.check(&format!("{name}.reflect.err"), &diagnostics_text(&result)),
        }
    }
    crate::testing::assert_snapshots([ir.finish(), wgsl.finish(), reflect.finish()].concat());
}
