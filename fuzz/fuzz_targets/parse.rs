//! Any bytes through the preprocessor and the parser: never a panic or a stack overflow (the
//! parser's depth limits).
#![no_main]

use libfuzzer_sys::fuzz_target;
use oneshader::diag::DiagnosticBag;
use oneshader::preprocess::{preprocess, PreprocessOptions};
use oneshader::source::SourceMap;
use oneshader::syntax::parser::parse;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut sources = SourceMap::new();
    let main = sources.add("fuzz.hlsl", text.as_ref());
    let mut diags = DiagnosticBag::new();
    let out = preprocess(&mut sources, main, &PreprocessOptions::default(), &mut diags);
    let _unit = parse(&out.tokens, &out.pragmas, &mut diags);
});
