//! Any bytes as HLSL, compiled for MSL: no internal error or panic, and the source is handed
//! out as text with its entry function named. (Apple's compiler is not here; the MSL tests
//! check the corpus with clang against a declarations header.)
#![no_main]

#[path = "common.rs"]
mod common;

use libfuzzer_sys::fuzz_target;
use oneshader::CompileTarget;

fuzz_target!(|data: &[u8]| {
    let result = common::compile_for(data, CompileTarget::Msl);
    for blob in &result.blobs {
        let text = blob.as_text();
        assert!(text.contains("#include <metal_stdlib>"), "{}", blob.entry_point);
    }
});
