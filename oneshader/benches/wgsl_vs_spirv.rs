//! WGSL versus SPIR-V compile time over the whole corpus (`cargo bench -p oneshader --bench
//! wgsl_vs_spirv`).
//!
//! Compiles every corpus file (every entry point, in process) once per target and repeats the
//! sweep; prints the median sweep time of each target and their ratio. The goal: WGSL
//! within 10% of SPIR-V.

use oneshader::{compile, CompileOptions, CompileTarget};
use std::path::PathBuf;

fn corpus() -> Vec<(String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let mut files = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "hlsl") {
                let text = std::fs::read_to_string(&p).unwrap_or_default();
                files.push((p.display().to_string(), text));
            }
        }
    }
    files.sort();
    files
}

fn sweep_ms(files: &[(String, String)], target: CompileTarget) -> f64 {
    let options = CompileOptions {
        targets: vec![target],
        ..CompileOptions::default()
    };
    let t = std::time::Instant::now();
    for (path, text) in files {
        std::hint::black_box(compile(text, path, &options));
    }
    t.elapsed().as_secs_f64() * 1e3
}

fn main() {
    let files = corpus();
    let mut spirv = Vec::new();
    let mut wgsl = Vec::new();
    for _ in 0..15 {
        spirv.push(sweep_ms(&files, CompileTarget::SpirV));
        wgsl.push(sweep_ms(&files, CompileTarget::Wgsl));
    }
    spirv.sort_by(f64::total_cmp);
    wgsl.sort_by(f64::total_cmp);
    let (s, w) = (spirv[spirv.len() / 2], wgsl[wgsl.len() / 2]);
    println!(
        "corpus ({} files), median of 15 sweeps: SPIR-V {s:.2} ms, WGSL {w:.2} ms, WGSL/SPIR-V {:.3}",
        files.len(),
        w / s
    );
}
