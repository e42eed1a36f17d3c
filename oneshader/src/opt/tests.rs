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
