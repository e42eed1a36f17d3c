//! Bad input never panics, overflows the stack or hangs: it gives diagnostics.

mod common;

use oneshader::{compile, CompileOptions, IncludeResolver, ResolvedInclude};
use std::sync::Arc;

/// A small deterministic generator (xorshift), so failures reproduce without extra crates.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn assert_diagnosed(source: &str, label: &str) {
    let result =
        std::panic::catch_unwind(|| compile(source, "fuzz.hlsl", &CompileOptions::default()));
    let result = result.unwrap_or_else(|_| panic!("compile panicked on {label}"));
    // Internal errors are reported instead of crashes, but they are still bugs.
    assert!(
        !result
            .diagnostics
            .iter()
            .any(|d| d.code.to_string() == "OSH7000"),
        "internal error on {label}: {:?}",
        result
            .diagnostics
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
    );
}

#[test]
fn truncated_and_mutated_corpus_files_give_diagnostics() {
    let files = common::corpus_files();
    assert!(files.len() >= 30, "the corpus has {} files", files.len());
    let mut rng = Rng(0x5eed_f0e5_ade5);
    let mut inputs = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).expect("corpus file");
        let bytes = text.as_bytes();
        // Cut at many points (on char boundaries: compile takes &str).
        for k in 1..=40 {
            let mut cut = bytes.len() * k / 41;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            assert_diagnosed(&text[..cut], &format!("{} cut at {cut}", path.display()));
            inputs += 1;
        }
        // Random byte mutations: replace, insert, delete; then keep valid UTF-8 lossily.
        for m in 0..60 {
            let mut b = bytes.to_vec();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(b.len());
                match rng.below(3) {
                    0 if !b.is_empty() => {
                        b[at] = b"{}()[];,.#<>\"'/*+-=!&|?:\\x0 \n"[rng.below(29)]
                    }
                    1 => b.insert(at, (rng.next() & 0xff) as u8),
                    _ if !b.is_empty() => {
                        b.remove(at);
                    }
                    _ => {}
                }
            }
            let s = String::from_utf8_lossy(&b);
            assert_diagnosed(&s, &format!("{} mutation {m}", path.display()));
            inputs += 1;
        }
    }
    assert!(inputs >= 3000, "only {inputs} inputs");
}

fn errors(result: &oneshader::CompileResult) -> Vec<String> {
    result
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| d.to_string())
        .collect()
}

#[test]
fn ten_thousand_nested_parentheses_are_a_diagnostic() {
    let depth = 10_000;
    let source = format!(
        "[shader(\"pixel\")] float4 PSMain() : SV_Target {{ float x = {}1{}; return x; }}",
        "(".repeat(depth),
        ")".repeat(depth)
    );
    let result = compile(&source, "deep.hlsl", &CompileOptions::default());
    assert!(!result.success());
    assert!(
        errors(&result).iter().any(|e| e.contains("OSH0206")),
        "{:?}",
        errors(&result)
    );
}

#[test]
fn ten_thousand_nested_unary_operators_are_a_diagnostic() {
    let source = format!(
        "[shader(\"pixel\")] float4 PSMain() : SV_Target {{ float x = {}1; return x; }}",
        "-".repeat(20_000).replace("--", "- -")
    );
    let result = compile(&source, "deep.hlsl", &CompileOptions::default());
    assert!(!result.success());
}

#[test]
fn ten_thousand_nested_blocks_are_a_diagnostic() {
    let depth = 10_000;
    let source = format!(
        "[shader(\"pixel\")] float4 PSMain() : SV_Target {{ {} {} return 1; }}",
        "{".repeat(depth),
        "}".repeat(depth)
    );
    let result = compile(&source, "deep.hlsl", &CompileOptions::default());
    assert!(!result.success());
    assert!(
        errors(&result).iter().any(|e| e.contains("OSH0206")),
        "{:?}",
        errors(&result)
    );
}

#[test]
fn ten_thousand_deep_include_chain_is_a_diagnostic() {
    let resolver: IncludeResolver = Arc::new(|name: &str, _: &str| {
        let n: u32 = name
            .strip_prefix("inc")?
            .strip_suffix(".hlsli")?
            .parse()
            .ok()?;
        Some(ResolvedInclude {
            path: name.to_string(),
            text: if n < 10_000 {
                format!("#include \"inc{}.hlsli\"\n", n + 1)
            } else {
                "float Leaf() { return 1; }\n".to_string()
            },
        })
    });
    let options = CompileOptions {
        include_resolver: Some(resolver),
        ..CompileOptions::default()
    };
    let result = compile("#include \"inc0.hlsli\"\n", "chain.hlsl", &options);
    assert!(!result.success());
    assert!(
        errors(&result).iter().any(|e| e.contains("OSH0107")),
        "{:?}",
        errors(&result)
    );
}

#[test]
fn recursive_macros_and_macro_bombs_terminate() {
    let source = "#define A B B B B B B B B B B\n#define B C C C C C C C C C C\n#define C D D D D D D D D D D\n#define D E E E E E E E E E E\n#define E F F F F F F F F F F\n#define F G G G G G G G G G G\n#define G H H H H H H H H H H\n#define H 1 1 1 1 1 1 1 1 1 1\nA\n#define R R\nR\n";
    let result = compile(source, "bomb.hlsl", &CompileOptions::default());
    assert!(!result.success());
    assert!(
        errors(&result).iter().any(|e| e.contains("OSH0107")),
        "{:?}",
        errors(&result)
    );
}
