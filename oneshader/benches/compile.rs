//! In-process compile time per corpus file (`cargo bench -p oneshader --bench compile`).
//!
//! Each benchmark compiles one corpus file with default options (every `[shader]` entry point,
//! SPIR-V), as an application compiling at run time would. The summary lines printed first give
//! the median over files of the per-file median with the optimizer on (the default) and off
//! (`-O0`), measured in the same run, and their ratio: the figures the closing notes report.

use oneshader::{compile, CompileOptions};
use std::path::PathBuf;

fn corpus() -> Vec<(String, String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let mut files = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "hlsl") {
                let name = p.strip_prefix(&root).unwrap_or(&p).display().to_string();
                let text = std::fs::read_to_string(&p).unwrap_or_default();
                files.push((name, p.display().to_string(), text));
            }
        }
    }
    files.sort();
    files
}

fn main() {
    print_summary();
    divan::main();
}

/// A quick median-of-medians over the corpus, optimizer on and off, measured before divan's
/// detailed runs.
fn print_summary() {
    let on = summary(&CompileOptions::default(), "optimizer on (default)");
    let off = summary(
        &CompileOptions {
            optimize: false,
            ..CompileOptions::default()
        },
        "optimizer off (-O0)",
    );
    if let (Some(on), Some(off)) = (on, off) {
        println!("optimizer on / off: {:.2}x", on / off);
    }
}

/// The median over corpus files of each file's median compile time, in µs.
fn summary(options: &CompileOptions, label: &str) -> Option<f64> {
    let mut medians = Vec::new();
    for (_, path, text) in corpus() {
        let mut times: Vec<f64> = (0..21)
            .map(|_| {
                let t = std::time::Instant::now();
                divan::black_box(compile(&text, &path, options));
                t.elapsed().as_secs_f64() * 1e6
            })
            .collect();
        times.sort_by(f64::total_cmp);
        medians.push(times[times.len() / 2]);
    }
    medians.sort_by(f64::total_cmp);
    let m = medians.get(medians.len() / 2).copied()?;
    println!(
        "in-process compile, {label}, median over {} corpus files: {m:.1} µs per file",
        medians.len()
    );
    Some(m)
}

#[divan::bench(args = corpus_names())]
fn compile_file(bencher: divan::Bencher, name: &str) {
    let files = corpus();
    let Some((_, path, text)) = files.into_iter().find(|(n, _, _)| n == name) else {
        return;
    };
    let options = CompileOptions::default();
    bencher.bench(|| compile(divan::black_box(&text), &path, &options));
}

fn corpus_names() -> Vec<String> {
    corpus().into_iter().map(|(n, _, _)| n).collect()
}
