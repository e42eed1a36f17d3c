//! Tests of the pass runner: the schedule, and verify-after-pass catching a broken pass.

use super::*;
use crate::ir::{InstKind, Terminator};

/// A correct pass: rewrites nothing the verifier checks.
fn rename_functions(m: &mut Module) {
    for f in &mut m.functions {
        f.name.push_str("_renamed");
    }
}

/// A broken pass: the store in the loop body stores into the loaded value instead of a
/// pointer, which the verifier rejects.
fn store_through_a_value(m: &mut Module) {
    let f = &mut m.functions[0];
    let load = f.blocks[3].instrs[0];
    let store = f.blocks[3].instrs[3];
    if let InstKind::Store { pointer, .. } = &mut f.insts[store.0 as usize].kind {
        *pointer = ir::Value::Inst(load);
    }
}

/// A broken pass: drops the exit block's return.
fn drop_a_terminator(m: &mut Module) {
    let f = &mut m.functions[0];
    if let Some(last) = f.blocks.last_mut() {
        last.terminator = None;
    }
}

const GOOD: Pass = Pass {
    name: "rename-functions",
    run: rename_functions,
};
const BAD: Pass = Pass {
    name: "store-through-a-value",
    run: store_through_a_value,
};
const WORSE: Pass = Pass {
    name: "drop-a-terminator",
    run: drop_a_terminator,
};

#[test]
fn verify_after_pass_names_the_first_pass_that_breaks_the_ir() {
    let mut m = crate::ir::tests::sum_loop_module();
    assert_eq!(ir::verify(&m), Vec::<String>::new());
    let err = run_passes(&mut m, [&GOOD, &BAD, &WORSE], true).expect_err("BAD breaks the IR");
    assert_eq!(err.pass, "store-through-a-value");
    assert!(!err.problems.is_empty());
    assert!(
        err.to_string()
            .starts_with("the IR is invalid after pass 'store-through-a-value' ("),
        "{err}"
    );
    // The runner stopped there: WORSE did not run (the exit block still returns).
    let f = &m.functions[0];
    assert!(matches!(
        f.blocks.last().and_then(|b| b.terminator.as_ref()),
        Some(Terminator::Return(_))
    ));
    assert!(f.name.ends_with("_renamed"));
}

#[test]
fn a_terminator_dropped_by_a_pass_is_caught_and_named() {
    let mut m = crate::ir::tests::sum_loop_module();
    let err = run_passes(&mut m, [&GOOD, &WORSE], true).expect_err("WORSE breaks the IR");
    assert_eq!(err.pass, "drop-a-terminator");
}

#[test]
fn good_passes_pass_and_verification_can_be_off() {
    let mut m = crate::ir::tests::sum_loop_module();
    assert_eq!(run_passes(&mut m, [&GOOD, &GOOD], true), Ok(()));
    // With verification off (release builds) the runner trusts the passes.
    let mut m = crate::ir::tests::sum_loop_module();
    assert_eq!(run_passes(&mut m, [&BAD], false), Ok(()));
    assert!(!ir::verify(&m).is_empty());
}

#[test]
fn legalization_always_runs_and_optimization_only_when_asked() {
    let on = OptOptions::new(true);
    let off = OptOptions::new(false);
    assert!(on.verify && off.verify, "tests verify after every pass");
    let names = |o: &OptOptions| schedule(o).map(|p| p.name).collect::<Vec<_>>();
    let legal: Vec<_> = LEGALIZATION.iter().map(|p| p.name).collect();
    let all: Vec<_> = LEGALIZATION
        .iter()
        .chain(OPTIMIZATION)
        .map(|p| p.name)
        .collect();
    assert_eq!(names(&off), legal);
    assert_eq!(names(&on), all);
    // Pass names identify a pass in errors: no two alike.
    let mut sorted = all.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), all.len());
}

// ----- pass cases: IR text in, IR text out -----

/// One case of `oneshader/tests/opt/*.hlsl`: the HLSL is lowered (no optimization), the
/// `// before:` passes run, the IR is printed ("in"), the `// passes:` run with verification
/// after each, and the IR is printed again ("out"). The snapshot
/// `oneshader/tests/snapshots/opt/<name>.ir` holds both (rewritten with `ONESHADER_BLESS=1`);
/// `// expect: TEXT`, `// expect-not: TEXT` and `// expect-count: N TEXT` lines are checked against "out" on every run,
/// and `// unchanged` asserts that "out" equals "in" (a case the passes must not touch). The
/// SPIR-V of "out" must pass spirv-val (structured control flow included).
struct PassCase {
    before: Vec<&'static Pass>,
    passes: Vec<&'static Pass>,
    expect: Vec<String>,
    expect_not: Vec<String>,
    /// `// expect-count: N TEXT`: TEXT occurs exactly N times in "out".
    expect_count: Vec<(usize, String)>,
    unchanged: bool,
}

fn pass_named(name: &str) -> &'static Pass {
    OPTIMIZATION
        .iter()
        .chain(LEGALIZATION)
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no pass named '{name}'"))
}

fn parse_case(source: &str) -> PassCase {
    let mut case = PassCase {
        before: vec![],
        passes: vec![],
        expect: vec![],
        expect_not: vec![],
        expect_count: vec![],
        unchanged: false,
    };
    for line in source.lines() {
        let Some(rest) = line.trim().strip_prefix("//") else {
            continue;
        };
        let rest = rest.trim();
        if let Some(list) = rest.strip_prefix("before:") {
            case.before = list.split_whitespace().map(pass_named).collect();
        } else if let Some(list) = rest.strip_prefix("passes:") {
            case.passes = list.split_whitespace().map(pass_named).collect();
        } else if let Some(t) = rest.strip_prefix("expect-not:") {
            case.expect_not.push(t.trim().to_string());
        } else if let Some(t) = rest.strip_prefix("expect-count:") {
            let (n, text) = t.trim().split_once(' ').expect("expect-count: N TEXT");
            case.expect_count.push((
                n.parse().expect("expect-count: N TEXT"),
                text.trim().to_string(),
            ));
        } else if let Some(t) = rest.strip_prefix("expect:") {
            case.expect.push(t.trim().to_string());
        } else if rest == "unchanged" {
            case.unchanged = true;
        }
    }
    case
}

#[test]
fn pass_cases_match_their_expectations_and_snapshots() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/opt");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("oneshader/tests/opt")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "hlsl"))
        .collect();
    files.sort();
    assert!(files.len() >= 12, "pass cases in {}", dir.display());
    let mut snapshots = crate::testing::Snapshots::new("opt");
    let mut failures = Vec::new();
    for file in &files {
        let name = file.file_stem().unwrap().to_string_lossy().to_string();
        let source = std::fs::read_to_string(file).unwrap();
        let case = parse_case(&source);
        assert!(!case.passes.is_empty(), "{name}: no '// passes:' line");
        let options = crate::api::CompileOptions {
            optimize: false,
            ..Default::default()
        };
        let lowered = crate::testing::compile_to_ir(&format!("{name}.hlsl"), &source, &options);
        let Some(mut m) = lowered.module else {
            failures.push(format!("{name}: does not lower: {:?}", lowered.diagnostics));
            continue;
        };
        if let Err(e) = run_passes(&mut m, case.before.iter().copied(), true) {
            failures.push(format!("{name}: {e}"));
            continue;
        }
        let input = ir::print(&m);
        if let Err(e) = run_passes(&mut m, case.passes.iter().copied(), true) {
            failures.push(format!("{name}: {e}"));
            continue;
        }
        let output = ir::print(&m);
        // The control flow the passes leave must still be valid structured SPIR-V.
        for e in &m.entry_points {
            if let Err(err) = crate::testing::spirv_check(&m, &e.name) {
                failures.push(format!("{name}: {err}"));
            }
        }
        let names = |ps: &[&Pass]| ps.iter().map(|p| p.name).collect::<Vec<_>>().join(" ");
        snapshots.check(
            &format!("{name}.ir"),
            &format!(
                "; in (lowered, then: {})\n{input}\n; out (after: {})\n{output}",
                names(&case.before),
                names(&case.passes)
            ),
        );
        for t in &case.expect {
            if !output.contains(t.as_str()) {
                failures.push(format!("{name}: expected '{t}' in the output:\n{output}"));
            }
        }
        for t in &case.expect_not {
            if output.contains(t.as_str()) {
                failures.push(format!(
                    "{name}: did not expect '{t}' in the output:\n{output}"
                ));
            }
        }
        for (n, t) in &case.expect_count {
            let found = output.matches(t.as_str()).count();
            if found != *n {
                failures.push(format!(
                    "{name}: expected '{t}' {n} times in the output, found {found}:\n{output}"
                ));
            }
        }
        if case.unchanged && output != input {
            failures.push(format!(
                "{name}: the passes must leave this IR unchanged:\n--- in\n{input}\n--- out\n{output}"
            ));
        }
    }
    failures.extend(snapshots.finish());
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The verifier after every pass over every corpus entry point: no pass may leave invalid IR
/// on real shaders (the driver trusts the passes in release builds).
#[test]
fn every_pass_leaves_valid_ir_on_every_corpus_entry_point() {
    let mut checked = 0;
    for e in crate::testing::corpus_entries() {
        let file = e.file();
        let source = std::fs::read_to_string(&file).expect("corpus file");
        let options = crate::api::CompileOptions {
            optimize: false,
            ..e.options()
        };
        let lowered = crate::testing::compile_to_ir(&file.to_string_lossy(), &source, &options);
        let Some(mut m) = lowered.module else {
            continue;
        };
        let all = OptOptions {
            optimize: true,
            verify: true,
        };
        if let Err(err) = run(&mut m, &all) {
            panic!("{}:{}: {err}", e.path, e.entry);
        }
        checked += 1;
    }
    assert!(checked >= 100, "checked {checked} corpus entry points");
}
