//! Control-flow simplification that keeps the control flow structured.
//!
//! Needs: a verified module. Guarantees: a verified module with the same behaviour where
//! - a conditional branch on a constant, or with both targets the same, and a switch on a
//!   constant, become plain branches, and their header drops its selection marker (the arm not
//!   taken becomes unreachable);
//! - unreachable blocks are removed ([`super::util::remove_unreachable_blocks`] keeps the
//!   merge and continue blocks that surviving headers still name);
//! - a block that only one block branches to is merged into it, unless it is a merge or
//!   continue block (structure needs it as a target), a loop header, or the entry block; a
//!   merged selection header keeps its marker on the combined block.
//!
//! Specialization constants are not constants here: branches on them stay.

use super::util::{
    remove_unreachable_blocks, rename_phi_predecessor, structural_targets, Replacements,
};
use crate::ir::cfg::Cfg;
use crate::ir::{
    BlockId, ConstValue, Function, InstKind, Module, StructureKind, Terminator, Value,
};

pub fn run(m: &mut Module) {
    for f in 0..m.functions.len() {
        let func = &mut m.functions[f];
        let constants = &m.constants;
        let const_bits = |v: Value| -> Option<u64> {
            match v {
                Value::Constant(c) => match constants.get(c).map(|c| &c.value) {
                    Some(ConstValue::Scalar(b)) => Some(*b),
                    Some(ConstValue::Zero) => Some(0),
                    _ => None,
                },
                _ => None,
            }
        };
        fold_branches(func, &const_bits);
        flatten_selections(&m.types, func);
        remove_unreachable_blocks(func);
        merge_blocks(func);
    }
}

/// The most instructions an arm may hold to be run unconditionally.
const MAX_FLATTENED: usize = 8;

/// Whether an instruction can run where its arm's condition is false without changing what
/// the shader does: no memory access (a load may be out of bounds when the guard is false),
/// no side effects, no integer division (by zero is undefined), nothing whose result depends
/// on which lanes run it (derivatives, implicit-LOD sampling, wave operations).
fn speculatable(
    types: &crate::types::TypeArena,
    kind: &InstKind,
    ty: crate::types::TypeId,
) -> bool {
    use crate::ir::{BinaryOp, IntrinsicOp};
    match kind {
        InstKind::Binary {
            op: BinaryOp::Div | BinaryOp::Rem,
            ..
        } => types.scalar_of(ty).is_some_and(|s| s.is_float()),
        InstKind::Unary { .. }
        | InstKind::Binary { .. }
        | InstKind::Convert { .. }
        | InstKind::Bitcast { .. }
        | InstKind::Splat { .. }
        | InstKind::CompositeConstruct { .. }
        | InstKind::CompositeExtract { .. }
        | InstKind::CompositeInsert { .. }
        | InstKind::Shuffle { .. }
        | InstKind::Select { .. }
        | InstKind::Dot { .. } => true,
        InstKind::CallIntrinsic { op, .. } => matches!(
            op,
            IntrinsicOp::Abs
                | IntrinsicOp::Min
                | IntrinsicOp::Max
                | IntrinsicOp::Clamp
                | IntrinsicOp::Saturate
                | IntrinsicOp::Floor
                | IntrinsicOp::Ceil
                | IntrinsicOp::Trunc
                | IntrinsicOp::Any
                | IntrinsicOp::All
                | IntrinsicOp::IsNan
                | IntrinsicOp::IsInf
                | IntrinsicOp::IsFinite
        ),
        _ => false,
    }
}

/// `if`s whose one arm is a few speculatable instructions (the right side of `a && b` or
/// `a || b` without side effects, a conditional assignment of a computed value) become
/// straight-line code: the arm runs unconditionally and the merge block's phis become
/// `select`s on the condition (folded to `and`/`or` for bools). SPIR-V and WGSL both need
/// fewer blocks; the values are the same on every path.
fn flatten_selections(types: &crate::types::TypeArena, func: &mut Function) {
    let cfg = Cfg::new(func);
    for &h in &cfg.rpo {
        let hi = h.0 as usize;
        let Some(st) = func.blocks[hi].structure else {
            continue;
        };
        if st.kind != StructureKind::Selection {
            continue;
        }
        let Some(Terminator::CondBranch {
            cond,
            on_true,
            on_false,
        }) = func.blocks[hi].terminator.clone()
        else {
            continue;
        };
        let m = st.merge;
        let (arm, arm_is_true) = if on_false == m && on_true != m {
            (on_true, true)
        } else if on_true == m && on_false != m {
            (on_false, false)
        } else {
            continue;
        };
        let (ai, mi) = (arm.0 as usize, m.0 as usize);
        let arm_block = &func.blocks[ai];
        let simple_arm = arm_block.structure.is_none()
            && arm_block.terminator == Some(Terminator::Branch(m))
            && cfg.preds[ai] == [h]
            && arm_block.instrs.len() <= MAX_FLATTENED
            && arm_block.instrs.iter().all(|id| {
                let inst = &func.insts[id.0 as usize];
                speculatable(types, &inst.kind, inst.ty)
            });
        let mut merge_preds = cfg.preds[mi].clone();
        merge_preds.sort();
        let mut expected = vec![h, arm];
        expected.sort();
        if !simple_arm || merge_preds != expected || !cfg.is_reachable(arm) {
            continue;
        }
        // The merge block's phis become selects (they stay first, where the phis were).
        let phis: Vec<_> = func.blocks[mi]
            .instrs
            .iter()
            .copied()
            .take_while(|id| matches!(func.insts[id.0 as usize].kind, InstKind::Phi { .. }))
            .collect();
        for id in phis {
            let InstKind::Phi { incoming } = &func.insts[id.0 as usize].kind else {
                continue;
            };
            let from = |b: BlockId| incoming.iter().find(|(p, _)| *p == b).map(|(_, v)| *v);
            let (Some(via_arm), Some(direct)) = (from(arm), from(h)) else {
                continue;
            };
            let (t, f) = if arm_is_true {
                (via_arm, direct)
            } else {
                (direct, via_arm)
            };
            func.insts[id.0 as usize].kind = InstKind::Select {
                cond,
                on_true: t,
                on_false: f,
            };
        }
        let moved = std::mem::take(&mut func.blocks[ai].instrs);
        func.blocks[hi].instrs.extend(moved);
        func.blocks[hi].terminator = Some(Terminator::Branch(m));
        func.blocks[hi].structure = None;
        func.blocks[ai].terminator = Some(Terminator::Unreachable);
    }
}

fn fold_branches(func: &mut Function, const_bits: &dyn Fn(Value) -> Option<u64>) {
    for block in &mut func.blocks {
        let target = match &block.terminator {
            Some(Terminator::CondBranch {
                cond,
                on_true,
                on_false,
            }) => {
                if on_true == on_false {
                    Some(*on_true)
                } else {
                    const_bits(*cond).map(|c| if c != 0 { *on_true } else { *on_false })
                }
            }
            Some(Terminator::Switch {
                selector,
                default,
                cases,
            }) => const_bits(*selector).map(|s| {
                cases
                    .iter()
                    .find(|(v, _)| *v as u64 == s & 0xFFFF_FFFF)
                    .map_or(*default, |(_, b)| *b)
            }),
            _ => None,
        };
        if let Some(t) = target {
            block.terminator = Some(Terminator::Branch(t));
            if matches!(block.structure, Some(s) if s.kind == StructureKind::Selection) {
                block.structure = None;
            }
        }
    }
    // Phis in the targets no longer reached from a folded header lose that operand: done by
    // the unreachable-block removal for dead blocks; for a live block that lost one edge of
    // several, fix the operands here.
    fix_phis(func);
}

/// Drops phi operands whose block no longer branches to the phi's block.
fn fix_phis(func: &mut Function) {
    let n = func.blocks.len();
    let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for (b, block) in func.blocks.iter().enumerate() {
        if let Some(t) = &block.terminator {
            for s in t.successors() {
                if let Some(p) = preds.get_mut(s.0 as usize) {
                    if !p.contains(&BlockId(b as u32)) {
                        p.push(BlockId(b as u32));
                    }
                }
            }
        }
    }
    for (b, block_preds) in preds.iter().enumerate() {
        for k in 0..func.blocks[b].instrs.len() {
            let id = func.blocks[b].instrs[k];
            if let InstKind::Phi { incoming } = &mut func.insts[id.0 as usize].kind {
                incoming.retain(|(p, _)| block_preds.contains(p));
            } else {
                break;
            }
        }
    }
}

fn merge_blocks(func: &mut Function) {
    // One walk: predecessor counts and structural targets do not change when a block absorbs
    // its only successor (the successor's own successors keep their predecessor count, with
    // the absorbing block in its place), so both are computed once.
    let cfg = Cfg::new(func);
    let targets = structural_targets(func);
    let n = func.blocks.len();
    let mut gone = vec![false; n];
    let mut rep = Replacements::default();
    for &b in &cfg.rpo {
        let bi = b.0 as usize;
        if gone[bi] {
            continue;
        }
        // Absorb a chain of single-predecessor successors; each step removes one block.
        for _ in 0..n {
            let block = &func.blocks[bi];
            if block.structure.is_some() {
                break;
            }
            let Some(Terminator::Branch(c)) = block.terminator else {
                break;
            };
            let ci = c.0 as usize;
            if c == b
                || c.0 == 0
                || gone[ci]
                || targets[ci]
                || cfg.preds[ci].len() != 1
                || matches!(func.blocks[ci].structure, Some(s) if s.kind == StructureKind::Loop)
            {
                break;
            }
            // Phis of `c` have the one operand from `b`.
            let moved = std::mem::take(&mut func.blocks[ci].instrs);
            let mut rest = Vec::with_capacity(moved.len());
            for id in moved {
                match &func.insts[id.0 as usize].kind {
                    InstKind::Phi { incoming } => {
                        let v = incoming
                            .first()
                            .map(|(_, v)| *v)
                            .unwrap_or(Value::Undef(func.insts[id.0 as usize].ty));
                        rep.insert(Value::Inst(id), v);
                    }
                    _ => rest.push(id),
                }
            }
            let terminator = func.blocks[ci].terminator.take();
            let structure = func.blocks[ci].structure.take();
            let span = func.blocks[ci].terminator_span;
            let succs = terminator
                .as_ref()
                .map(|t| t.successors())
                .unwrap_or_default();
            {
                let block = &mut func.blocks[bi];
                block.instrs.extend(rest);
                block.terminator = terminator;
                block.structure = structure;
                block.terminator_span = span;
            }
            func.blocks[ci].terminator = Some(Terminator::Unreachable);
            gone[ci] = true;
            for s in succs {
                rename_phi_predecessor(func, s, c, b);
            }
        }
    }
    if !gone.iter().any(|g| *g) {
        return;
    }
    rep.apply(func);
    let keep: Vec<bool> = gone.iter().map(|g| !g).collect();
    super::util::compact_blocks(func, &keep);
}
