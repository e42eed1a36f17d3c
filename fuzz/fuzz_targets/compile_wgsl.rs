//! Any bytes as HLSL, compiled for WGSL: no internal error, and every module the compiler
//! hands out parses and validates in naga (wgpu's WGSL front end), with every capability on
//! (the compiler states the features a module needs; naga judges the code).
#![no_main]

#[path = "common.rs"]
mod common;

use libfuzzer_sys::fuzz_target;
use oneshader::CompileTarget;

fuzz_target!(|data: &[u8]| {
    let result = common::compile_for(data, CompileTarget::Wgsl);
    for blob in &result.blobs {
        let text = blob.as_text();
        let module = match naga::front::wgsl::parse_str(text) {
            Ok(m) => m,
            Err(e) => panic!("naga cannot parse the WGSL of {}: {}\n{text}", blob.entry_point, e.emit_to_string(text)),
        };
        let mut validator = naga::valid::Validator::new(
            naga::valid::ValidationFlags::all(),
            naga::valid::Capabilities::all(),
        );
        if let Err(e) = validator.validate(&module) {
            panic!("naga rejects the WGSL of {}: {}\n{text}", blob.entry_point, e.emit_to_string(text));
        }
    }
});
