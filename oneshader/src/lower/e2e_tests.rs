//! End-to-end lowering tests: HLSL source through the preprocessor, parser and checker, then
//! lowering, the IR verifier, the SPIR-V backend and `spirv-val`; the corpus
//! (`corpus/entries.txt`) is counted entry by entry.

use super::lower;
use crate::api::{Define, EntryPointRequest, Stage};
use crate::diag::DiagnosticBag;
use crate::ir;
use crate::preprocess::{preprocess, PreprocessOptions};
use crate::sema::hir::SemaOptions;
use crate::source::SourceMap;
use std::path::{Path, PathBuf};

/// The result of running the front end and the lowering on one source.
pub(crate) struct Lowered {
    pub module: ir::Module,
    /// Rendered diagnostics, `file(line,col): error OSHnnnn: message`.
    pub diagnostics: Vec<String>,
    pub front_errors: bool,
}

pub(crate) fn lower_source(
    path: &str,
    source: &str,
    entries: &[(&str, Stage)],
    defines: &[Define],
) -> Lowered {
    let mut sources = SourceMap::new();
    let main = sources.add(path, source);
    let mut diags = DiagnosticBag::new();
    let pp = preprocess(
        &mut sources,
        main,
        &PreprocessOptions {
            defines,
            ..PreprocessOptions::default()
        },
        &mut diags,
    );
    let unit = crate::syntax::parser::parse(&pp.tokens, &pp.pragmas, &mut diags);
    let options = SemaOptions {
        entry_points: entries
            .iter()
            .map(|(n, s)| EntryPointRequest {
                name: n.to_string(),
                stage: Some(*s),
            })
            .collect(),
        ..SemaOptions::default()
    };
    let program = crate::sema::check(&unit, &options, &mut diags);
    let front_errors = diags.has_errors();
    let module = if front_errors {
        ir::Module::default()
    } else {
        lower(&program, &mut diags)
    };
    let diagnostics = diags
        .resolve(&sources, false)
        .iter()
        .map(|d| {
            format!(
                "{}({},{}): {} {}: {}",
                d.file, d.line, d.column, d.severity, d.code, d.message
            )
        })
        .collect();
    Lowered {
        module,
        diagnostics,
        front_errors,
    }
}

fn stage_of(s: &str) -> Option<Stage> {
    match s {
        "vertex" => Some(Stage::Vertex),
        "pixel" => Some(Stage::Pixel),
        "compute" => Some(Stage::Compute),
        _ => None,
    }
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// Outcome of one corpus entry point.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone, Copy)]
pub(crate) enum Outcome {
    FrontEndError,
    LowerError,
    VerifyError,
    SpirvError,
    Validated,
}

/// Emits `entry` as SPIR-V and runs `spirv-val --target-env vulkan1.2` on it. A missing
/// `spirv-val` is an error, never a skip.
pub(crate) fn spirv_check(m: &ir::Module, entry: &str) -> Result<(), String> {
    let mut diags = DiagnosticBag::new();
    let options = crate::spirv::SpirvOptions { keep_names: true };
    let Some(words) = crate::spirv::emit(m, entry, &options, &mut diags) else {
        let msgs: Vec<&str> = diags.reports().iter().map(|r| r.message.as_str()).collect();
        return Err(format!(
            "SPIR-V emission of {entry} failed: {}",
            msgs.join("; ")
        ));
    };
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let dir = std::env::temp_dir().join(format!("oneshader-lower-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let n = SPV_COUNTER.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let path = dir.join(format!("{entry}-{n}.spv"));
    std::fs::write(&path, &bytes).map_err(|e| e.to_string())?;
    let out = std::process::Command::new("spirv-val")
        .args(["--target-env", "vulkan1.2"])
        .arg(&path)
        .output()
        .map_err(|e| format!("cannot run spirv-val (install spirv-tools): {e}"))?;
    let _ = std::fs::remove_file(&path);
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "spirv-val rejected {entry}: {}{}",
            String::from_utf8_lossy(&out.stdout).trim(),
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

static SPV_COUNTER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Lowers every corpus entry point; returns (label, outcome, first problem).
pub(crate) fn corpus_outcomes() -> Vec<(String, Outcome, String)> {
    let root = repo_root();
    let Ok(text) = std::fs::read_to_string(root.join("corpus/entries.txt")) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split_whitespace();
        let (Some(path), Some(entry), Some(stage)) = (parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        let Some(stage) = stage_of(stage) else {
            continue;
        };
        let defines: Vec<Define> = parts
            .map(|d| match d.split_once('=') {
                Some((n, v)) => Define::new(n, Some(v)),
                None => Define::new(d, None),
            })
            .collect();
        let full = root.join("corpus").join(path);
        let source = std::fs::read_to_string(&full).unwrap_or_default();
        let r = lower_source(
            &full.to_string_lossy(),
            &source,
            &[(entry, stage)],
            &defines,
        );
        let label = format!("{path} {entry}");
        let first = r.diagnostics.first().cloned().unwrap_or_default();
        let outcome = if r.front_errors {
            Outcome::FrontEndError
        } else if r.diagnostics.iter().any(|d| d.contains(": error ")) {
            Outcome::LowerError
        } else {
            let errs = ir::verify(&r.module);
            if !errs.is_empty() {
                out.push((label, Outcome::VerifyError, errs.join("; ")));
                continue;
            }
            if let Err(e) = spirv_check(&r.module, entry) {
                out.push((label, Outcome::SpirvError, e));
                continue;
            }
            Outcome::Validated
        };
        out.push((label, outcome, first));
    }
    out
}

#[test]
fn corpus_entry_points_lower_and_verify() {
    let outcomes = corpus_outcomes();
    assert!(
        !outcomes.is_empty(),
        "corpus/entries.txt lists entry points"
    );
    let mut report = String::new();
    for (label, outcome, first) in &outcomes {
        if *outcome != Outcome::Validated {
            report.push_str(&format!("{label}: {outcome:?}: {first}\n"));
        }
    }
    let validated = outcomes
        .iter()
        .filter(|o| o.1 == Outcome::Validated)
        .count();
    eprintln!(
        "{report}lowered, verified and valid SPIR-V: {validated} of {}",
        outcomes.len()
    );
    // Every entry point the front end accepts lowers, verifies and validates, except those
    // that use specialization constants (the IR has none yet: OSH5002).
    for (label, outcome, first) in &outcomes {
        let known_gap =
            *outcome == Outcome::LowerError && first.contains("Specialization constant");
        assert!(
            matches!(outcome, Outcome::Validated | Outcome::FrontEndError) || known_gap,
            "{label}: {outcome:?}: {first}"
        );
    }
    assert!(validated >= 70, "{report}");
}
