//! The same inputs give the same bytes, on any thread.

mod common;

use oneshader::{compile_file, CompileOptions, CompileResult};

fn compile_corpus() -> Vec<(String, CompileResult)> {
    common::corpus_files()
        .into_iter()
        .map(|p| {
            let r = compile_file(&p, &CompileOptions::default());
            (p.display().to_string(), r)
        })
        .collect()
}

/// Per file: its path, each blob's `entry:target` and bytes, and the rendered diagnostics.
type Fingerprint = Vec<(String, Vec<(String, Vec<u8>)>, Vec<String>)>;

fn fingerprint(results: &[(String, CompileResult)]) -> Fingerprint {
    results
        .iter()
        .map(|(p, r)| {
            (
                p.clone(),
                r.blobs
                    .iter()
                    .map(|b| (format!("{}:{}", b.entry_point, b.target), b.data.clone()))
                    .collect(),
                r.diagnostics.iter().map(|d| d.to_string()).collect(),
            )
        })
        .collect()
}

#[test]
fn eight_threads_give_the_serial_bytes() {
    let serial = fingerprint(&compile_corpus());
    assert!(
        serial.iter().map(|(_, b, _)| b.len()).sum::<usize>() > 0,
        "nothing compiled"
    );
    let threads: Vec<_> = (0..8)
        .map(|_| std::thread::spawn(|| fingerprint(&compile_corpus())))
        .collect();
    for t in threads {
        let parallel = t.join().expect("thread");
        assert_eq!(parallel, serial);
    }
}
