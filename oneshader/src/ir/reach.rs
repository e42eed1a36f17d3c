//! What an entry point reaches: the functions it calls (transitively) and the globals they
//! reference, plus its stage inputs and outputs.
//!
//! Input: a module and one of its entry points. Output: a [`Reach`] with functions in module
//! order and globals in id order, so everything built from it is deterministic. Calls and
//! global references in unreachable blocks count (backends emit those functions and globals
//! too). The walk is bounded by the number of functions; dangling ids are skipped.
//!
//! [`call_order`] walks the same call graph depth first for backends that must define a
//! function before its callers (WGSL) and reports recursion, which no target can express.

use super::{EntryPoint, FuncId, GlobalId, InstKind, Module, Value};
use crate::source::Span;
use std::collections::{BTreeMap, BTreeSet};

/// Functions (in module order) and globals an entry point reaches.
pub struct Reach {
    pub functions: Vec<FuncId>,
    pub globals: BTreeSet<GlobalId>,
    /// The globals an instruction or terminator of a reached function names (the stage
    /// inputs and outputs the code never touches are not here).
    pub referenced: BTreeSet<GlobalId>,
}

/// Walks calls from `entry.function`.
pub fn reach(m: &Module, entry: &EntryPoint) -> Reach {
    let mut seen: BTreeSet<FuncId> = BTreeSet::new();
    let mut referenced: BTreeSet<GlobalId> = BTreeSet::new();
    let mut work = vec![entry.function];
    while let Some(f) = work.pop() {
        if !seen.insert(f) {
            continue;
        }
        let Some(func) = m.function(f) else { continue };
        let mut note = |v: Value| {
            if let Value::Global(g) = v {
                if m.global(g).is_some() {
                    referenced.insert(g);
                }
            }
        };
        for block in &func.blocks {
            for id in &block.instrs {
                let Some(inst) = func.inst(*id) else { continue };
                inst.kind.for_each_operand(|v| {
                    note(v);
                });
                if let InstKind::Call { function, .. } = inst.kind {
                    if !seen.contains(&function) {
                        work.push(function);
                    }
                }
            }
            if let Some(t) = &block.terminator {
                for v in t.operands() {
                    note(v);
                }
            }
        }
    }
    let mut globals = referenced.clone();
    globals.extend(entry.inputs.iter().chain(&entry.outputs).copied());
    if m.preserve_bindings {
        let resources = m.globals.iter().enumerate();
        let resources = resources.filter(|(_, g)| g.binding.is_some());
        globals.extend(resources.map(|(i, _)| GlobalId(i as u32)));
    }
    Reach {
        functions: seen
            .into_iter()
            .filter(|f| m.function(*f).is_some())
            .collect(),
        globals,
        referenced,
    }
}

/// Functions reached from `start`, callees before callers, and the calls that recurse.
pub struct CallOrder {
    /// Depth first, each function's calls visited in source order; every reached function
    /// once, after everything it calls (a recursive call excepted).
    pub functions: Vec<FuncId>,
    /// The span of every call into a function still on the call stack, in the order found.
    pub recursive_calls: Vec<Span>,
}

/// Walks calls from `start` depth first with an explicit stack (deep call chains never
/// overflow the host's stack).
pub fn call_order(m: &Module, start: FuncId) -> CallOrder {
    #[derive(PartialEq)]
    enum State {
        Open,
        Done,
    }
    let mut functions = Vec::new();
    let mut recursive_calls = Vec::new();
    let mut state: BTreeMap<FuncId, State> = BTreeMap::new();
    let mut stack: Vec<(FuncId, Vec<(FuncId, Span)>)> = vec![(start, callees(m, start))];
    state.insert(start, State::Open);
    while let Some((f, pending)) = stack.last_mut() {
        let f = *f;
        if let Some((callee, span)) = pending.pop() {
            match state.get(&callee) {
                Some(State::Open) => recursive_calls.push(span),
                Some(State::Done) => {}
                None => {
                    if m.function(callee).is_some() {
                        state.insert(callee, State::Open);
                        stack.push((callee, callees(m, callee)));
                    }
                }
            }
        } else {
            state.insert(f, State::Done);
            functions.push(f);
            stack.pop();
        }
    }
    CallOrder {
        functions,
        recursive_calls,
    }
}

/// The calls of `f` with their spans, reversed: the walk pops from the end, so callees are
/// visited in source order.
fn callees(m: &Module, f: FuncId) -> Vec<(FuncId, Span)> {
    let mut out = Vec::new();
    if let Some(func) = m.function(f) {
        for block in &func.blocks {
            for &i in &block.instrs {
                if let Some(inst) = func.inst(i) {
                    if let InstKind::Call { function, .. } = inst.kind {
                        out.push((function, inst.span));
                    }
                }
            }
        }
    }
    out.reverse();
    out
}
