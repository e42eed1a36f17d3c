//! Every corpus file gets through the front end's first two stages without a diagnostic: the
//! preprocessor (includes relative to the file, the manifest's definitions) and the parser. This
//! gives a stage-by-stage signal while the rest of the pipeline is assembled; the whole compile
//! is checked by `tests/corpus_spirv.rs`.

use oneshader::diag::DiagnosticBag;
use oneshader::preprocess::{preprocess, PreprocessOptions};
use oneshader::source::SourceMap;
use oneshader::Define;
use std::path::PathBuf;

fn corpus_files_with_defines() -> Vec<(PathBuf, Vec<Define>)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let text = std::fs::read_to_string(root.join("entries.txt")).expect("corpus/entries.txt");
    let mut files: Vec<(PathBuf, Vec<Define>)> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let path = root.join(fields[0]);
        let defines = fields[3..]
            .iter()
            .map(|d| match d.split_once('=') {
                Some((n, v)) => Define::new(n, Some(v)),
                None => Define::new(*d, None),
            })
            .collect();
        if !files.iter().any(|(p, _)| *p == path) {
            files.push((path, defines));
        }
    }
    files
}

#[test]
fn every_corpus_file_preprocesses_and_parses_without_diagnostics() {
    let mut failures = Vec::new();
    let mut pbr_includes = Vec::new();
    for (path, defines) in corpus_files_with_defines() {
        let display = path.to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&path).expect("corpus file");
        let mut sources = SourceMap::new();
        let main = sources.add(display.clone(), source);
        let mut diags = DiagnosticBag::new();
        let options = PreprocessOptions {
            defines: &defines,
            ..PreprocessOptions::default()
        };
        let pp = preprocess(&mut sources, main, &options, &mut diags);
        if display.ends_with("pbr_forward.hlsl") {
            pbr_includes = pp.files.clone();
        }
        oneshader::syntax::parse(&pp.tokens, &pp.pragmas, &mut diags);
        for d in diags.resolve(&sources, Default::default()) {
            failures.push(d.to_string());
        }
    }
    assert!(
        failures.is_empty(),
        "{} diagnostics:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // The includes were really read: pbr_forward.hlsl pulls in five files, each once.
    let names: Vec<&str> = pbr_includes
        .iter()
        .map(|f| f.rsplit(['/', '\\']).next().unwrap_or(f))
        .collect();
    assert_eq!(
        names,
        [
            "pbr_forward.hlsl",
            "view.hlsli",
            "lights.hlsli",
            "brdf.hlsli",
            "math.hlsli",
            "shadows.hlsli"
        ]
    );
}
