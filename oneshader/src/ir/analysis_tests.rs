//! Tests of the per-entry analysis on a hand-built call graph.

use super::*;
use crate::api::Stage;
use crate::ir::{Builder, EntryPoint, FuncId};
use crate::source::Span;
use crate::types::TypeArena;

/// `main` calls `a` then `b`; `a` calls `b`; `b` calls `a` (recursion); `unused` is never
/// called. Returns the module and the ids of `main`, `a`, `b`.
pub(crate) fn recursive_module() -> (Module, [FuncId; 3]) {
    let mut m = Module::new(TypeArena::new());
    let void = m.types.void();
    let main = m.add_function("main", vec![], void, Span::default());
    let a = m.add_function("a", vec![], void, Span::default());
    let b = m.add_function("b", vec![], void, Span::default());
    let unused = m.add_function("unused", vec![], void, Span::default());
    for (f, callees) in [
        (main, vec![a, b]),
        (a, vec![b]),
        (b, vec![a]),
        (unused, vec![]),
    ] {
        let mut builder = Builder::new(&mut m, f);
        for callee in callees {
            builder.call(callee, vec![]);
        }
        builder.ret(None);
    }
    m.add_entry_point(EntryPoint {
        name: "main".into(),
        stage: Stage::Compute,
        function: main,
        workgroup_size: [1, 1, 1],
        inputs: vec![],
        outputs: vec![],
        early_depth_stencil: false,
        fragment_tests: Default::default(),
        spirv: Default::default(),
        depth_replacing: false,
        conservative_depth: None,
        span: Span::default(),
    });
    (m, [main, a, b])
}

#[test]
fn the_analysis_orders_callees_first_and_finds_the_recursive_call() {
    let (m, [main, a, b]) = recursive_module();
    let analysis = analyze(&m, &m.entry_points[0]);
    // Module order for reach (what SPIR-V emits), `unused` left out.
    assert_eq!(analysis.reach.functions, vec![main, a, b]);
    // Depth first in call order: a's callee b first, then a, then main.
    assert_eq!(analysis.calls.functions, vec![b, a, main]);
    assert_eq!(analysis.calls.recursive_calls.len(), 1);
    assert_eq!(analysis.features, 0);
}
