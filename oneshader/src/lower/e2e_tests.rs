//! End-to-end lowering tests: HLSL source through the preprocessor, parser and checker, then
//! lowering and the IR verifier; the corpus (`corpus/entries.txt`) is counted entry by entry.

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
    Lowered,
}

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
            if errs.is_empty() {
                Outcome::Lowered
            } else {
                out.push((label, Outcome::VerifyError, errs.join("; ")));
                continue;
            }
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
        if *outcome != Outcome::Lowered {
            report.push_str(&format!("{label}: {outcome:?}: {first}\n"));
        }
    }
    let lowered = outcomes.iter().filter(|o| o.1 == Outcome::Lowered).count();
    eprintln!(
        "{report}lowered and verified: {lowered} of {}",
        outcomes.len()
    );
    // No entry point that the front end accepts may fail the verifier.
    assert!(
        !outcomes.iter().any(|o| o.1 == Outcome::VerifyError),
        "{report}"
    );
}
