//! Every entry point of the corpus compiles, and its SPIR-V passes
//! `spirv-val --target-env vulkan1.2`, with debug names on and off, and with `-Zi`'s debug
//! information (source files, `OpLine`s, `OpModuleProcessed`) and `-fspv-reflect`'s
//! decorations.

mod common;

use oneshader::{compile_file, CompileOptions, CompileTarget, Define, EntryPointRequest, Stage};

fn stage(name: &str) -> Stage {
    match name {
        "vertex" => Stage::Vertex,
        "pixel" => Stage::Pixel,
        "compute" => Stage::Compute,
        other => panic!("unknown stage {other} in corpus/entries.txt"),
    }
}

fn check_corpus(keep_names: bool, spirv_debug: oneshader::SpirvDebugInfo, spirv_reflect: bool) {
    let entries = common::corpus_entries();
    assert!(
        entries.len() >= 60,
        "corpus/entries.txt lists {} entry points",
        entries.len()
    );
    let mut failures = Vec::new();
    for e in &entries {
        let options = CompileOptions {
            keep_names,
            spirv_debug,
            spirv_reflect,
            defines: e
                .defines
                .iter()
                .map(|(n, v)| Define::new(n, v.as_deref()))
                .collect(),
            entry_points: vec![EntryPointRequest {
                name: e.entry.clone(),
                stage: Some(stage(&e.stage)),
            }],
            ..CompileOptions::default()
        };
        let label = format!("{}#{}", e.path.display(), e.entry);
        let result = compile_file(&e.path, &options);
        if !result.success() {
            failures.push(format!(
                "{label}: did not compile:\n  {}",
                result
                    .diagnostics
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join("\n  ")
            ));
            continue;
        }
        let Some(blob) = result.find(&e.entry, CompileTarget::SpirV) else {
            failures.push(format!("{label}: no SPIR-V blob"));
            continue;
        };
        if let Err(msg) = common::spirv_val(&blob.words(), &label) {
            failures.push(msg);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} corpus entry points failed:\n{}",
        failures.len(),
        entries.len(),
        failures.join("\n")
    );
}

#[test]
fn corpus_validates_with_names() {
    check_corpus(true, Default::default(), false);
}

#[test]
fn corpus_validates_without_names() {
    check_corpus(false, Default::default(), false);
}

/// `-Zi -fspv-reflect`: debug information and DXC's reflection decorations.
#[test]
fn corpus_validates_with_debug_information() {
    let zi = oneshader::SpirvDebugInfo {
        zi: true,
        ..Default::default()
    };
    check_corpus(true, zi, true);
}

#[test]
fn all_entries_of_every_file_compile_together() {
    // Without explicit entry points, every [shader] function of a file is compiled at once.
    for path in common::corpus_files() {
        let result = compile_file(&path, &CompileOptions::default());
        assert!(
            result.success(),
            "{}:\n{}",
            path.display(),
            result
                .diagnostics
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        );
        assert!(
            !result.blobs.is_empty(),
            "{}: no entry points",
            path.display()
        );
    }
}
