//! Runs the stages in order for one compile (being assembled as the stages land).

use crate::api::{CompileOptions, CompileResult};
use crate::diag::{Code, DiagnosticBag};
use crate::source::{SourceMap, Span};
use std::path::Path;

pub fn compile(source: &str, path: &str, options: &CompileOptions) -> CompileResult {
    let mut sources = SourceMap::new();
    let main = sources.add(path, source);
    let mut diags = DiagnosticBag::new();
    diags.error(
        Code::INTERNAL,
        Span::new(main, 0, 0),
        "the compiler pipeline is not assembled yet",
    );
    CompileResult {
        diagnostics: diags.resolve(&sources, options.warnings_as_errors),
        files: vec![path.to_string()],
        ..CompileResult::default()
    }
}

pub fn compile_file(path: &Path, options: &CompileOptions) -> CompileResult {
    let display = path.to_string_lossy().into_owned();
    match std::fs::read(path) {
        Ok(bytes) => compile(&String::from_utf8_lossy(&bytes), &display, options),
        Err(e) => {
            let mut sources = SourceMap::new();
            let file = sources.add(display.clone(), "");
            let mut diags = DiagnosticBag::new();
            diags.error(
                Code::FILE_UNREADABLE,
                Span::new(file, 0, 0),
                format!("Cannot read '{display}': {e}"),
            );
            CompileResult {
                diagnostics: diags.resolve(&sources, options.warnings_as_errors),
                files: vec![display],
                ..CompileResult::default()
            }
        }
    }
}
