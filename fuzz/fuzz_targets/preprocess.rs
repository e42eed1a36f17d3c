//! Any bytes through the preprocessor: never a panic, a hang or unbounded memory (its nesting,
//! macro and include limits).
#![no_main]

use libfuzzer_sys::fuzz_target;
use oneshader::diag::DiagnosticBag;
use oneshader::preprocess::{preprocess, PreprocessOptions};
use oneshader::source::SourceMap;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut sources = SourceMap::new();
    let main = sources.add("fuzz.hlsl", text.as_ref());
    let mut diags = DiagnosticBag::new();
    let out = preprocess(&mut sources, main, &PreprocessOptions::default(), &mut diags);
    // The stream always ends with exactly one end-of-file token.
    assert!(!out.tokens.is_empty());
});
