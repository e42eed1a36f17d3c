//! Shared by the compile targets: compile any bytes for one target and fail on an internal
//! error (OSH7xxx), a panic, or a success whose output the target's own checks reject.

use oneshader::target::{EntryPointRequest, Stage};
use oneshader::{compile, CompileOptions, CompileResult, CompileTarget};

/// Compiles `data` (as lossy UTF-8 HLSL) for `target`. The first line may name the entry
/// point and profile the way a test does (`// -T ps_6_0 -E main`); otherwise every
/// `[shader("...")]` function is compiled.
pub fn compile_for(data: &[u8], target: CompileTarget) -> CompileResult {
    let text = String::from_utf8_lossy(data);
    let mut options = CompileOptions {
        targets: vec![target],
        ..CompileOptions::default()
    };
    if let Some(first) = text.lines().next() {
        let words: Vec<&str> = first.trim_start_matches("//").split_whitespace().collect();
        let (mut name, mut stage) = (None, None);
        for pair in words.windows(2) {
            match pair[0] {
                "-E" => name = Some(pair[1].to_string()),
                "-T" => {
                    stage = match pair[1].get(..2) {
                        Some("vs") => Some(Stage::Vertex),
                        Some("ps") => Some(Stage::Pixel),
                        Some("cs") => Some(Stage::Compute),
                        _ => None,
                    }
                }
                _ => {}
            }
        }
        if let Some(name) = name {
            options.entry_points = vec![EntryPointRequest { name, stage }];
        }
    }
    let result = compile(&text, "fuzz.hlsl", &options);
    for d in &result.diagnostics {
        assert!(
            d.code.0 < 7000,
            "internal error {:?} at {}:{}: {}",
            d.code,
            d.line,
            d.column,
            d.message
        );
    }
    result
}
