//! Common-subexpression elimination by value numbering over the dominator tree.
//!
//! Needs: a verified module. Guarantees: a verified module where an instruction that computes
//! the same pure operation on the same operands as one in a dominating position (same block
//! earlier, or a dominating block) is replaced by that one. Pure means: arithmetic, composite
//! and conversion operations, math intrinsics without outputs, access chains (and the
//! `Deref` of a buffer pointer, which reads nothing), and loads from
//! memory nothing in the shader can write (uniform and push-constant blocks, read-only
//! storage buffers, stage inputs). `precise` is part of the key, so a precise computation
//! never reuses a contractible one.
//!
//! Not touched: loads of writable memory, atomics, barriers, calls, texture operations, wave
//! operations and derivatives (their results depend on which lanes run the instruction, and a
//! dominating copy may sit in different control flow).

use super::util::{operands_mut, Replacements};
use crate::ir::cfg::Cfg;
use crate::ir::{BlockId, Function, InstKind, IntrinsicOp, Module, Value};
use crate::types::{AddressSpace, TypeId};
use rustc_hash::FxHashMap;

pub fn run(m: &mut Module) {
    for f in 0..m.functions.len() {
        let func = &m.functions[f];
        let rep = numbering(m, func);
        if !rep.is_empty() {
            rep.apply(&mut m.functions[f]);
        }
    }
}

/// Whether `pointer` (a global or a chain into one) points into memory no invocation writes.
fn read_only(m: &Module, func: &Function, pointer: Value) -> bool {
    let mut cur = pointer;
    for _ in 0..=func.insts.len() {
        match cur {
            Value::Global(g) => {
                let Some(g) = m.global(g) else { return false };
                return match g.space {
                    AddressSpace::Uniform
                    | AddressSpace::PushConstant
                    | AddressSpace::Input
                    | AddressSpace::UniformConstant => true,
                    AddressSpace::StorageBuffer => g.non_writable,
                    _ => false,
                };
            }
            Value::Inst(i) => match func.inst(i).map(|i| &i.kind) {
                Some(InstKind::AccessChain { base, .. }) => cur = *base,
                _ => return false,
            },
            _ => return false,
        }
    }
    false
}

fn pure(m: &Module, func: &Function, kind: &InstKind) -> bool {
    match kind {
        InstKind::Unary { .. }
        | InstKind::Binary { .. }
        | InstKind::Convert { .. }
        | InstKind::Bitcast { .. }
        | InstKind::Splat { .. }
        | InstKind::CompositeConstruct { .. }
        | InstKind::CompositeExtract { .. }
        | InstKind::CompositeInsert { .. }
        | InstKind::Shuffle { .. }
        | InstKind::ExtractDynamic { .. }
        | InstKind::InsertDynamic { .. }
        | InstKind::Select { .. }
        | InstKind::MatMul { .. }
        | InstKind::Dot { .. }
        | InstKind::Transpose { .. }
        | InstKind::AccessChain { .. }
        | InstKind::Deref { .. } => true,
        InstKind::CallIntrinsic { op, .. } => !matches!(
            op,
            IntrinsicOp::Frexp
                | IntrinsicOp::Modf
                | IntrinsicOp::SinCos
                | IntrinsicOp::Ddx
                | IntrinsicOp::Ddy
                | IntrinsicOp::DdxFine
                | IntrinsicOp::DdyFine
                | IntrinsicOp::DdxCoarse
                | IntrinsicOp::DdyCoarse
                | IntrinsicOp::Fwidth
                | IntrinsicOp::IsHelperLane
                | IntrinsicOp::NonUniformIndex
                | IntrinsicOp::ReadClock
        ),
        InstKind::Load { pointer } => read_only(m, func, *pointer),
        _ => false,
    }
}

fn numbering(m: &Module, func: &Function) -> Replacements {
    let cfg = Cfg::new(func);
    let mut rep = Replacements::default();
    let mut table: FxHashMap<(InstKind, TypeId, bool), (Value, BlockId)> = FxHashMap::default();
    for &b in &cfg.rpo {
        for id in &func.blocks[b.0 as usize].instrs {
            let inst = &func.insts[id.0 as usize];
            if !pure(m, func, &inst.kind) {
                continue;
            }
            let mut kind = inst.kind.clone();
            operands_mut(&mut kind, |v| *v = rep.resolve(*v));
            let key = (kind, inst.ty, inst.precise);
            match table.get(&key) {
                Some((v, at)) if cfg.dominates(*at, b) => {
                    rep.insert(Value::Inst(*id), *v);
                }
                _ => {
                    table.insert(key, (Value::Inst(*id), b));
                }
            }
        }
    }
    rep
}
