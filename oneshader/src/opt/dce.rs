//! Dead-code elimination: values nothing needs, and locals that are only written.
//!
//! Needs: a verified module. Guarantees: a verified module with the same side effects, where
//! every instruction placed in a block is either side-effecting ([`InstKind::has_side_effects`]:
//! stores, calls, atomics, barriers, texture stores), an operand of a terminator, or an operand
//! (transitively) of one of those. Cycles of phis that feed only each other are removed too
//! (liveness is marked from the roots, not counted). A local (`Alloca`) that is never loaded,
//! never passed on and never indexed for a load loses its stores and goes.
//!
//! [`remove_uncalled_functions`] (run by the inliner, which is what leaves functions uncalled)
//! drops functions no entry point reaches and renumbers calls and entry points.
//!
//! Loads are not side effects (no volatile memory in HLSL), so an unused load of a buffer
//! goes; derivatives and wave operations without a use go too, which changes nothing a shader
//! can observe.

use crate::ir::{FuncId, Function, InstId, InstKind, Module, Value};

pub fn run(m: &mut Module) {
    for func in &mut m.functions {
        remove_write_only_locals(func);
        remove_dead_values(func);
    }
}

/// Drops functions no entry point reaches (after inlining, most helpers) and renumbers the
/// calls and entry points of the rest. A module without entry points keeps everything.
pub(super) fn remove_uncalled_functions(m: &mut Module) {
    if m.entry_points.is_empty() {
        return;
    }
    let mut reached = vec![false; m.functions.len()];
    for e in &m.entry_points {
        for f in crate::ir::reach::reach(m, e).functions {
            if let Some(r) = reached.get_mut(f.0 as usize) {
                *r = true;
            }
        }
    }
    if reached.iter().all(|r| *r) {
        return;
    }
    let mut new_id = vec![None; m.functions.len()];
    let mut next = 0u32;
    for (f, r) in reached.iter().enumerate() {
        if *r {
            new_id[f] = Some(FuncId(next));
            next += 1;
        }
    }
    let old = std::mem::take(&mut m.functions);
    for (f, mut func) in old.into_iter().enumerate() {
        if !reached[f] {
            continue;
        }
        for inst in &mut func.insts {
            if let InstKind::Call { function, .. } = &mut inst.kind {
                // A call of a dropped function can only sit in dead code; keep a valid handle.
                *function = new_id
                    .get(function.0 as usize)
                    .copied()
                    .flatten()
                    .unwrap_or(*function);
            }
        }
        m.functions.push(func);
    }
    for e in &mut m.entry_points {
        if let Some(Some(n)) = new_id.get(e.function.0 as usize) {
            e.function = *n;
        }
    }
}

fn remove_dead_values(func: &mut Function) {
    let n = func.insts.len();
    let mut live = vec![false; n];
    let mut work: Vec<InstId> = Vec::new();
    let mark = |v: Value, live: &mut Vec<bool>, work: &mut Vec<InstId>| {
        if let Value::Inst(i) = v {
            if let Some(l) = live.get_mut(i.0 as usize) {
                if !*l {
                    *l = true;
                    work.push(i);
                }
            }
        }
    };
    for block in &func.blocks {
        for id in &block.instrs {
            if func.insts[id.0 as usize].kind.has_side_effects() {
                mark(Value::Inst(*id), &mut live, &mut work);
            }
        }
        if let Some(t) = &block.terminator {
            for v in t.operands() {
                mark(v, &mut live, &mut work);
            }
        }
    }
    while let Some(id) = work.pop() {
        func.insts[id.0 as usize].kind.for_each_operand(|v| {
            mark(v, &mut live, &mut work);
        });
    }
    for block in &mut func.blocks {
        block.instrs.retain(|id| live[id.0 as usize]);
    }
}

/// Locals whose every use is the pointer of a store (directly or through access chains that
/// are themselves only stored through): the stores, chains and the local are removed.
fn remove_write_only_locals(func: &mut Function) {
    let Some(entry) = func.blocks.first() else {
        return;
    };
    let locals: Vec<InstId> = entry
        .instrs
        .iter()
        .copied()
        .filter(|id| matches!(func.insts[id.0 as usize].kind, InstKind::Alloca))
        .collect();
    if locals.is_empty() {
        return;
    }
    // root[i]: the local an alloca or access chain (into a local) points into.
    let mut root: Vec<Option<usize>> = vec![None; func.insts.len()];
    for (k, l) in locals.iter().enumerate() {
        root[l.0 as usize] = Some(k);
    }
    // Chains are defined before use, so one walk in block order resolves chains of chains
    // within dominating blocks; a chain seen before its base stays unresolved and its local
    // then counts as read (safe).
    for block in &func.blocks {
        for id in &block.instrs {
            if let InstKind::AccessChain {
                base: Value::Inst(b),
                ..
            } = &func.insts[id.0 as usize].kind
            {
                if let Some(r) = root[b.0 as usize] {
                    root[id.0 as usize] = Some(r);
                }
            }
        }
    }
    let mut read = vec![false; locals.len()];
    let root_of = |v: &Value| match v {
        Value::Inst(i) => root.get(i.0 as usize).copied().flatten(),
        _ => None,
    };
    for block in &func.blocks {
        for id in &block.instrs {
            match &func.insts[id.0 as usize].kind {
                InstKind::Alloca => {}
                InstKind::Store { pointer, value } => {
                    let _ = pointer;
                    if let Some(r) = root_of(value) {
                        read[r] = true;
                    }
                }
                InstKind::AccessChain { indices, .. } => {
                    for v in indices {
                        if let Some(r) = root_of(v) {
                            read[r] = true;
                        }
                    }
                }
                other => {
                    other.for_each_operand(|v| {
                        if let Some(r) = root_of(&v) {
                            read[r] = true;
                        }
                    });
                }
            }
        }
        if let Some(t) = &block.terminator {
            for v in t.operands() {
                if let Some(r) = root_of(&v) {
                    read[r] = true;
                }
            }
        }
    }
    if read.iter().all(|r| *r) {
        return;
    }
    let dead = |id: &InstId| -> bool {
        let inst = &func.insts[id.0 as usize];
        let r = match &inst.kind {
            InstKind::Store { pointer, .. } => root_of(pointer),
            InstKind::Alloca | InstKind::AccessChain { .. } => root[id.0 as usize],
            _ => None,
        };
        r.is_some_and(|r| !read[r])
    };
    let keep: Vec<Vec<InstId>> = func
        .blocks
        .iter()
        .map(|b| b.instrs.iter().copied().filter(|id| !dead(id)).collect())
        .collect();
    for (block, instrs) in func.blocks.iter_mut().zip(keep) {
        block.instrs = instrs;
    }
}
