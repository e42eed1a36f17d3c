//! Any bytes as HLSL, compiled for SPIR-V: no internal error, and every module the compiler
//! hands out is well formed (header, bound, instruction word counts). With
//! `ONESHADER_FUZZ_SPIRV_VAL=1`, each module also goes through `spirv-val --target-env
//! vulkan1.2` (slower: a process per module), and a rejection is a finding.
#![no_main]

#[path = "common.rs"]
mod common;

use libfuzzer_sys::fuzz_target;
use oneshader::CompileTarget;

fuzz_target!(|data: &[u8]| {
    let result = common::compile_for(data, CompileTarget::SpirV);
    for blob in &result.blobs {
        let words = blob.words();
        assert!(words.len() >= 5, "{}: no header", blob.entry_point);
        assert_eq!(words[0], 0x0723_0203, "{}: magic", blob.entry_point);
        let bound = words[3];
        let mut at = 5;
        while at < words.len() {
            let count = (words[at] >> 16) as usize;
            assert!(count > 0 && at + count <= words.len(), "{}: instruction at word {at} has a bad word count", blob.entry_point);
            // Result ids (where the opcode has one in operand 1 or 2) stay below the bound:
            // checked by spirv-val below; the structure is what matters here.
            at += count;
        }
        assert!(bound > 0);
        if std::env::var_os("ONESHADER_FUZZ_SPIRV_VAL").is_some() {
            let dir = std::env::temp_dir();
            let path = dir.join(format!("oneshader-fuzz-{}.spv", std::process::id()));
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            std::fs::write(&path, bytes).expect("temp file");
            let out = std::process::Command::new("spirv-val")
                .args(["--target-env", "vulkan1.2"])
                .arg(&path)
                .output()
                .expect("spirv-val");
            assert!(
                out.status.success(),
                "spirv-val rejects {}: {}",
                blob.entry_point,
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
});
