//! What an entry point reaches: the functions it calls (transitively) and the globals they
//! reference, plus its stage inputs and outputs.
//!
//! Input: a module and one of its entry points. Output: a [`Reach`] with functions in module
//! order and globals in id order, so everything built from it is deterministic. Calls and
//! global references in unreachable blocks count (backends emit those functions and globals
//! too). The walk is bounded by the number of functions; dangling ids are skipped.

use super::{EntryPoint, FuncId, GlobalId, InstKind, Module, Value};
use std::collections::BTreeSet;

/// Functions (in module order) and globals an entry point reaches.
pub struct Reach {
    pub functions: Vec<FuncId>,
    pub globals: BTreeSet<GlobalId>,
}

/// Walks calls from `entry.function`.
pub fn reach(m: &Module, entry: &EntryPoint) -> Reach {
    let mut seen: BTreeSet<FuncId> = BTreeSet::new();
    let mut globals: BTreeSet<GlobalId> =
        entry.inputs.iter().chain(&entry.outputs).copied().collect();
    let mut work = vec![entry.function];
    while let Some(f) = work.pop() {
        if !seen.insert(f) {
            continue;
        }
        let Some(func) = m.function(f) else { continue };
        let mut note = |v: Value| {
            if let Value::Global(g) = v {
                if m.global(g).is_some() {
                    globals.insert(g);
                }
            }
        };
        for block in &func.blocks {
            for id in &block.instrs {
                let Some(inst) = func.inst(*id) else { continue };
                for v in inst.kind.operands() {
                    note(v);
                }
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
    Reach {
        functions: seen
            .into_iter()
            .filter(|f| m.function(*f).is_some())
            .collect(),
        globals,
    }
}
