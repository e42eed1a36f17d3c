//! What the passes share: visiting and replacing operands, retargeting branches, and removing
//! blocks while keeping every handle valid.
//!
//! Invariants kept by every helper: block 0 stays the entry block; a block that a surviving
//! structure names as its merge or continue block is never removed (it is emptied and made
//! `Unreachable`, or a continue block branches back to its header, which SPIR-V and the WGSL
//! writer both accept for code that never runs).

use crate::ir::cfg::Cfg;
use crate::ir::{BlockId, Function, InstId, InstKind, Module, Terminator, Value};
use rustc_hash::FxHashMap;

/// Runs `f` on every function of `m` in turn, taken out of the module (a placeholder stands in
/// its place meanwhile), so the pass can rewrite it while reading and interning into `m`.
pub(super) fn each_function(m: &mut Module, mut f: impl FnMut(&mut Module, &mut Function)) {
    for i in 0..m.functions.len() {
        let mut func = take_function(m, i);
        f(m, &mut func);
        m.functions[i] = func;
    }
}

/// Takes function `i` out of `m`, leaving a placeholder; see [`each_function`].
pub(super) fn take_function(m: &mut Module, i: usize) -> Function {
    let void = m.void_type();
    std::mem::replace(
        &mut m.functions[i],
        Function::new(String::new(), vec![], void, Default::default()),
    )
}

/// Calls `f` on every operand of `kind`, mutably, in [`InstKind::operands`] order.
pub(super) fn operands_mut(kind: &mut InstKind, mut f: impl FnMut(&mut Value)) {
    match kind {
        InstKind::Unary { operand, .. } => f(operand),
        InstKind::Binary { lhs, rhs, .. }
        | InstKind::MatMul { lhs, rhs }
        | InstKind::Dot { lhs, rhs } => {
            f(lhs);
            f(rhs);
        }
        InstKind::Convert { value }
        | InstKind::Bitcast { value }
        | InstKind::Splat { value }
        | InstKind::Deref { pointer: value }
        | InstKind::Transpose { value } => f(value),
        InstKind::CompositeConstruct { parts } => parts.iter_mut().for_each(f),
        InstKind::CompositeExtract { composite, .. } => f(composite),
        InstKind::CompositeInsert {
            composite, value, ..
        } => {
            f(composite);
            f(value);
        }
        InstKind::Shuffle { a, b, .. } => {
            f(a);
            f(b);
        }
        InstKind::ExtractDynamic { vector, index } => {
            f(vector);
            f(index);
        }
        InstKind::InsertDynamic {
            vector,
            index,
            value,
        } => {
            f(vector);
            f(index);
            f(value);
        }
        InstKind::Select {
            cond,
            on_true,
            on_false,
        } => {
            f(cond);
            f(on_true);
            f(on_false);
        }
        InstKind::Alloca | InstKind::Barrier { .. } => {}
        InstKind::Load { pointer } => f(pointer),
        InstKind::Store { pointer, value } => {
            f(pointer);
            f(value);
        }
        InstKind::AccessChain { base, indices } => {
            f(base);
            indices.iter_mut().for_each(f);
        }
        InstKind::Call { args, .. }
        | InstKind::CallIntrinsic { args, .. }
        | InstKind::Subgroup { args, .. }
        | InstKind::RayQuery { args, .. }
        | InstKind::DebugPrintf { args, .. }
        | InstKind::Spirv { args, .. } => args.iter_mut().for_each(f),
        InstKind::Texture {
            operands,
            offset,
            min_lod,
            ..
        } => {
            operands.iter_mut().for_each(&mut f);
            if let Some(o) = offset {
                f(o);
            }
            if let Some(l) = min_lod {
                f(l);
            }
        }
        InstKind::BufferLength { buffer } => f(buffer),
        InstKind::AtomicRmw {
            pointer,
            coordinate,
            value,
            ..
        } => {
            f(pointer);
            if let Some(c) = coordinate {
                f(c);
            }
            f(value);
        }
        InstKind::AtomicCompareExchange {
            pointer,
            coordinate,
            comparand,
            value,
        } => {
            f(pointer);
            if let Some(c) = coordinate {
                f(c);
            }
            f(comparand);
            f(value);
        }
        InstKind::Phi { incoming } => incoming.iter_mut().for_each(|(_, v)| f(v)),
    }
}

/// Calls `f` on the operand values of a terminator, mutably.
pub(super) fn terminator_operands_mut(t: &mut Terminator, mut f: impl FnMut(&mut Value)) {
    match t {
        Terminator::CondBranch { cond, .. } => f(cond),
        Terminator::Switch { selector, .. } => f(selector),
        Terminator::Return(Some(v)) => f(v),
        _ => {}
    }
}

/// Calls `f` on every block a terminator names, mutably.
pub(super) fn successors_mut(t: &mut Terminator, mut f: impl FnMut(&mut BlockId)) {
    match t {
        Terminator::Branch(b) => f(b),
        Terminator::CondBranch {
            on_true, on_false, ..
        } => {
            f(on_true);
            f(on_false);
        }
        Terminator::Switch { default, cases, .. } => {
            f(default);
            cases.iter_mut().for_each(|(_, b)| f(b));
        }
        Terminator::Return(_) | Terminator::Kill | Terminator::Unreachable => {}
    }
}

/// A set of value replacements, resolved transitively (`a -> b`, `b -> c` reads `a -> c`).
#[derive(Default)]
pub(super) struct Replacements {
    map: FxHashMap<Value, Value>,
}

impl Replacements {
    pub fn insert(&mut self, from: Value, to: Value) {
        if from != to {
            self.map.insert(from, to);
        }
    }
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
    /// The final replacement of `v` (itself when none). Bounded by the map's size, so a cycle
    /// (which no pass should create) cannot hang.
    pub fn resolve(&self, mut v: Value) -> Value {
        for _ in 0..=self.map.len() {
            match self.map.get(&v) {
                Some(&next) if next != v => v = next,
                _ => return v,
            }
        }
        v
    }
    /// Rewrites every operand of `func` (instructions in blocks and terminators).
    pub fn apply(&self, func: &mut Function) {
        if self.map.is_empty() {
            return;
        }
        for b in 0..func.blocks.len() {
            for k in 0..func.blocks[b].instrs.len() {
                let id = func.blocks[b].instrs[k];
                if let Some(inst) = func.insts.get_mut(id.0 as usize) {
                    operands_mut(&mut inst.kind, |v| *v = self.resolve(*v));
                }
            }
            if let Some(t) = &mut func.blocks[b].terminator {
                terminator_operands_mut(t, |v| *v = self.resolve(*v));
            }
        }
    }
}

/// The block each placed instruction is in, indexed by instruction id.
pub(super) fn placement(func: &Function) -> Vec<Option<BlockId>> {
    let mut at = vec![None; func.insts.len()];
    for (b, block) in func.blocks.iter().enumerate() {
        for id in &block.instrs {
            if let Some(slot) = at.get_mut(id.0 as usize) {
                *slot = Some(BlockId(b as u32));
            }
        }
    }
    at
}

/// Blocks some structure names as its merge or continue block.
pub(super) fn structural_targets(func: &Function) -> Vec<bool> {
    let mut named = vec![false; func.blocks.len()];
    for block in &func.blocks {
        if let Some(s) = &block.structure {
            for b in std::iter::once(s.merge).chain(s.continue_block) {
                if let Some(slot) = named.get_mut(b.0 as usize) {
                    *slot = true;
                }
            }
        }
    }
    named
}

/// Drops unreachable blocks. A dropped block that a reachable header still names as its merge
/// or continue block is kept, emptied, as the target SPIR-V needs: a merge block becomes
/// `Unreachable`, a continue block branches back to its header. Phi operands from removed
/// predecessors are dropped; everything is renumbered. Returns whether anything changed.
pub(super) fn remove_unreachable_blocks(func: &mut Function) -> bool {
    let cfg = Cfg::new(func);
    let n = func.blocks.len();
    let reachable: Vec<bool> = (0..n)
        .map(|b| cfg.is_reachable(BlockId(b as u32)))
        .collect();
    // What reachable headers still need.
    let mut needed_as: Vec<Option<Option<BlockId>>> = vec![None; n];
    for (h, block) in func.blocks.iter().enumerate() {
        if !reachable[h] {
            continue;
        }
        if let Some(s) = &block.structure {
            if let Some(slot) = needed_as.get_mut(s.merge.0 as usize) {
                slot.get_or_insert(None);
            }
            if let Some(c) = s.continue_block {
                if let Some(slot) = needed_as.get_mut(c.0 as usize) {
                    *slot = Some(Some(BlockId(h as u32)));
                }
            }
        }
    }
    let mut changed = false;
    let mut keep = vec![true; n];
    for b in 0..n {
        if reachable[b] {
            continue;
        }
        match needed_as[b] {
            None => {
                keep[b] = false;
                changed = true;
            }
            Some(back_to) => {
                let block = &mut func.blocks[b];
                let terminator = match back_to {
                    Some(header) => Terminator::Branch(header),
                    None => Terminator::Unreachable,
                };
                if !block.instrs.is_empty()
                    || block.structure.is_some()
                    || block.terminator.as_ref() != Some(&terminator)
                {
                    block.instrs.clear();
                    block.structure = None;
                    block.terminator = Some(terminator);
                    changed = true;
                }
            }
        }
    }
    if !changed {
        return false;
    }
    // Phis lose the operands of predecessors that no longer branch to them.
    let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for (b, block) in func.blocks.iter().enumerate() {
        if !keep[b] {
            continue;
        }
        if let Some(t) = &block.terminator {
            for s in t.successors() {
                if let Some(p) = preds.get_mut(s.0 as usize) {
                    p.push(BlockId(b as u32));
                }
            }
        }
    }
    for b in 0..n {
        if !keep[b] {
            continue;
        }
        for k in 0..func.blocks[b].instrs.len() {
            let id = func.blocks[b].instrs[k];
            if let Some(inst) = func.insts.get_mut(id.0 as usize) {
                if let InstKind::Phi { incoming } = &mut inst.kind {
                    incoming.retain(|(p, _)| preds[b].contains(p));
                }
            }
        }
    }
    compact_blocks(func, &keep);
    true
}

/// Removes the blocks whose `keep` entry is false (never block 0) and renumbers every block
/// reference. References to removed blocks must not remain in kept blocks.
pub(super) fn compact_blocks(func: &mut Function, keep: &[bool]) {
    let mut new_id = vec![BlockId(u32::MAX); func.blocks.len()];
    let mut next = 0u32;
    for (b, k) in keep.iter().enumerate() {
        if *k || b == 0 {
            new_id[b] = BlockId(next);
            next += 1;
        }
    }
    let map = |b: BlockId| new_id.get(b.0 as usize).copied().unwrap_or(b);
    let old = std::mem::take(&mut func.blocks);
    for (b, mut block) in old.into_iter().enumerate() {
        if !(keep[b] || b == 0) {
            continue;
        }
        if let Some(t) = &mut block.terminator {
            successors_mut(t, |s| *s = map(*s));
        }
        if let Some(s) = &mut block.structure {
            s.merge = map(s.merge);
            s.continue_block = s.continue_block.map(map);
        }
        for id in &block.instrs {
            if let Some(inst) = func.insts.get_mut(id.0 as usize) {
                if let InstKind::Phi { incoming } = &mut inst.kind {
                    for (p, _) in incoming.iter_mut() {
                        *p = map(*p);
                    }
                }
            }
        }
        func.blocks.push(block);
    }
}

/// Renames the predecessor `from` to `to` in the phis of `block`.
pub(super) fn rename_phi_predecessor(
    func: &mut Function,
    block: BlockId,
    from: BlockId,
    to: BlockId,
) {
    let Some(b) = func.blocks.get(block.0 as usize) else {
        return;
    };
    let ids: Vec<InstId> = b.instrs.clone();
    for id in ids {
        if let Some(inst) = func.insts.get_mut(id.0 as usize) {
            match &mut inst.kind {
                InstKind::Phi { incoming } => {
                    for (p, _) in incoming.iter_mut() {
                        if *p == from {
                            *p = to;
                        }
                    }
                }
                _ => break,
            }
        }
    }
}
