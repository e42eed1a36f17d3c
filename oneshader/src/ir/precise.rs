//! Spreads HLSL `precise` from the variables it is declared on to the arithmetic that feeds
//! them, as DXC does.
//!
//! Input: a function straight from the lowering (locals are `Alloca`s reached through `Load`,
//! `Store` and `AccessChain`), with [`Inst::precise`](super::Inst::precise) set on the `Alloca`
//! of every local declared `precise`. Output: the same function with `precise` also set on
//! every float arithmetic instruction (negation, `+ - * / %`, `mul` on matrices and vectors,
//! `dot`) whose result reaches a precise local. A value loaded from another local makes that
//! local precise too, so arithmetic stored into it earlier is covered; what reads a precise
//! local is not marked (`precise` covers what feeds the variable). Calls are not followed into
//! the callee. Backends read the flag: SPIR-V decorates `NoContraction`, WGSL warns (OSH5205).
//!
//! Invariant: runs in time linear in the function size times the number of locals that turn
//! precise (each turns precise once), and never changes anything but the flags.

use super::{BinaryOp, Function, InstId, InstKind, UnaryOp, Value};
use crate::types::{Type, TypeArena, TypeId};

/// Marks the arithmetic feeding `precise` locals of `func` (see the module docs).
pub fn propagate(func: &mut Function, types: &TypeArena) {
    let count = func.insts.len();
    let mut precise_local = vec![false; count];
    let mut feeds = vec![false; count];
    let mut work: Vec<InstId> = Vec::new();
    for (i, inst) in func.insts.iter().enumerate() {
        if inst.precise && matches!(inst.kind, InstKind::Alloca) {
            precise_local[i] = true;
        }
    }
    if !precise_local.iter().any(|&p| p) {
        return;
    }
    // Stores into each local, so a local that turns precise finds its stored values at once.
    let mut stores_into: Vec<Vec<Value>> = vec![Vec::new(); count];
    for inst in &func.insts {
        if let InstKind::Store { pointer, value } = &inst.kind {
            if let Some(local) = local_root(func, *pointer) {
                stores_into[local.0 as usize].push(*value);
            }
        }
    }
    let mut pending_locals: Vec<usize> = (0..count).filter(|&i| precise_local[i]).collect();
    loop {
        for local in pending_locals.drain(..) {
            for value in &stores_into[local] {
                push_value(*value, &mut feeds, &mut work);
            }
        }
        let Some(id) = work.pop() else { break };
        let Some(inst) = func.inst(id) else { continue };
        if let InstKind::Load { pointer } = &inst.kind {
            if let Some(local) = local_root(func, *pointer) {
                let l = local.0 as usize;
                if !precise_local[l] {
                    precise_local[l] = true;
                    pending_locals.push(l);
                }
            }
            continue;
        }
        for operand in inst.kind.operands() {
            push_value(operand, &mut feeds, &mut work);
        }
    }
    for (i, inst) in func.insts.iter_mut().enumerate() {
        if precise_local[i] || (feeds[i] && is_float_arithmetic(&inst.kind, inst.ty, types)) {
            inst.precise = true;
        }
    }
}

fn push_value(value: Value, feeds: &mut [bool], work: &mut Vec<InstId>) {
    if let Value::Inst(id) = value {
        if let Some(seen) = feeds.get_mut(id.0 as usize) {
            if !*seen {
                *seen = true;
                work.push(id);
            }
        }
    }
}

/// The `Alloca` a pointer points into, through access chains.
fn local_root(func: &Function, pointer: Value) -> Option<InstId> {
    match func.pointer_root(pointer)? {
        Value::Inst(id) if matches!(func.inst(id)?.kind, InstKind::Alloca) => Some(id),
        _ => None,
    }
}

/// The instructions a driver could contract or reorder: float arithmetic.
fn is_float_arithmetic(kind: &InstKind, ty: TypeId, types: &TypeArena) -> bool {
    let arithmetic = match kind {
        InstKind::Unary { op, .. } => *op == UnaryOp::Neg,
        InstKind::Binary { op, .. } => matches!(
            op,
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem
        ),
        InstKind::MatMul { .. } | InstKind::Dot { .. } => true,
        _ => false,
    };
    arithmetic
        && match types.get(ty) {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } | Type::Matrix { scalar: s, .. } => {
                s.is_float()
            }
            _ => false,
        }
}
